# Copies the files the build wrote (FROM, build/submit/) into the repository's
# submit/ (TO), so that a reader can copy a submission without building, and
# removes those it no longer writes. The committed files have the default
# USACO ID: a build configured with another one refuses.
# cmake -DFILES="a.cpp|b.cpp" -DFROM=build/submit -DTO=submit -DUSACO_ID=id -P update_submit.cmake
if(NOT USACO_ID STREQUAL "your_usaco_id")
  message(FATAL_ERROR "submit/ holds the files with the default USACO ID, and this build has USACO_ID=${USACO_ID}: "
                      "update it from a build configured with -DUSACO_ID=your_usaco_id")
endif()
include("${CMAKE_CURRENT_LIST_DIR}/keep_only.cmake")
copy_as_built("${FILES}" "${FROM}" "${TO}")
