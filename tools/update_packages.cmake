# Copies the packages the build wrote (FROM, build/packages/) into the
# repository's packages/ (TO), so that a teacher can take one without
# building, and removes those it no longer writes. The same sources give the
# same bytes (tools/package/zip.hpp), so a file is rewritten only where its
# bytes differ; the package test compares them the same way.
# cmake -DFILES="a.zip|b.xml" -DFROM=build/packages -DTO=packages -P update_packages.cmake
string(REPLACE "|" ";" FILES "${FILES}")
set(written "")
foreach(file IN LISTS FILES)
  file(RELATIVE_PATH name "${FROM}" "${file}")
  list(APPEND written "${name}")
  configure_file("${file}" "${TO}/${name}" COPYONLY)  # rewritten only where it differs
endforeach()
include("${CMAKE_CURRENT_LIST_DIR}/keep_only.cmake")
keep_only("${TO}" ${written})
list(LENGTH written count)
message(STATUS "packages/: ${count} files, as the build writes them")
