# Copies the packages the build wrote (FROM, build/packages/) into the
# repository's packages/ (TO), so that a teacher can take one without
# building, and removes those it no longer writes. The same sources give the
# same bytes (tools/package/zip.hpp), so a file is rewritten only where its
# bytes differ; the package test compares them the same way.
# cmake -DFILES="a.zip|b.xml" -DFROM=build/packages -DTO=packages -P update_packages.cmake
include("${CMAKE_CURRENT_LIST_DIR}/keep_only.cmake")
copy_as_built("${FILES}" "${FROM}" "${TO}")
