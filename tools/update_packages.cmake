# Copies the packages the build wrote (FROM, build/packages/) into the
# repository's packages/ (TO), so that a teacher can take one without
# building, and removes those it no longer writes. A zip's bytes differ from
# one writing to the next (its entries' extra fields hold the files' owner
# and change times), so a zip is copied only where its unpacked files differ
# from those of the committed one: the package test compares them the same way.
# cmake -DFILES="a.zip|b.xml" -DFROM=build/packages -DTO=packages -DWORK=dir -P update_packages.cmake
string(REPLACE "|" ";" FILES "${FILES}")

# The files of the zip `archive`, unpacked into `folder`: `names` lists them.
function(unpacked archive folder names)
  file(REMOVE_RECURSE "${folder}")
  file(MAKE_DIRECTORY "${folder}")
  execute_process(COMMAND "${CMAKE_COMMAND}" -E tar xf "${archive}" WORKING_DIRECTORY "${folder}"
                  RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "cannot unpack ${archive}")
  endif()
  file(GLOB_RECURSE found RELATIVE "${folder}" LIST_DIRECTORIES false "${folder}/*")
  list(SORT found)
  set(${names} "${found}" PARENT_SCOPE)
endfunction()

# Whether the zips `a` and `b` hold the same files with the same bytes.
function(same_zip a b result)
  unpacked("${a}" "${WORK}/a" names_a)
  unpacked("${b}" "${WORK}/b" names_b)
  set(same FALSE)
  if(names_a STREQUAL names_b)
    set(same TRUE)
    foreach(name IN LISTS names_a)
      file(SHA256 "${WORK}/a/${name}" hash_a)
      file(SHA256 "${WORK}/b/${name}" hash_b)
      if(NOT hash_a STREQUAL hash_b)
        set(same FALSE)
      endif()
    endforeach()
  endif()
  file(REMOVE_RECURSE "${WORK}")
  set(${result} ${same} PARENT_SCOPE)
endfunction()

set(written "")
foreach(file IN LISTS FILES)
  file(RELATIVE_PATH name "${FROM}" "${file}")
  list(APPEND written "${name}")
  set(kept "${TO}/${name}")
  if(file MATCHES "\\.zip$" AND EXISTS "${kept}")
    same_zip("${file}" "${kept}" same)
    if(NOT same)
      configure_file("${file}" "${kept}" COPYONLY)
    endif()
  else()
    configure_file("${file}" "${kept}" COPYONLY)  # rewritten only where it differs
  endif()
endforeach()
include("${CMAKE_CURRENT_LIST_DIR}/keep_only.cmake")
keep_only("${TO}" ${written})
list(LENGTH written count)
message(STATUS "packages/: ${count} files, as the build writes them")
