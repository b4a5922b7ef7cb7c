# keep_only.cmake: a folder of generated files that holds exactly what is
# generated now.
#
# keep_only(FOLDER NAMES...): removes every file below FOLDER whose path
# relative to it is not among NAMES, and says which.
function(keep_only folder)
  file(GLOB_RECURSE present RELATIVE "${folder}" "${folder}/*")
  foreach(name IN LISTS present)
    list(FIND ARGN "${name}" at)
    if(at EQUAL -1)
      file(REMOVE "${folder}/${name}")
      message(STATUS "${name}: removed (the build no longer writes it)")
    endif()
  endforeach()
endfunction()

# copy_as_built(FILES FROM TO): copies FILES (a "|"-separated list of files
# below FROM, as a -D definition holds a list) to the same paths below TO,
# each rewritten only where its bytes differ, then keeps only them in TO;
# says how many.
function(copy_as_built files from to)
  string(REPLACE "|" ";" files "${files}")
  set(written "")
  foreach(file IN LISTS files)
    file(RELATIVE_PATH name "${from}" "${file}")
    list(APPEND written "${name}")
    configure_file("${file}" "${to}/${name}" COPYONLY)  # rewritten only where it differs
  endforeach()
  keep_only("${to}" ${written})
  list(LENGTH written count)
  get_filename_component(folder "${to}" NAME)
  message(STATUS "${folder}/: ${count} files, as the build writes them")
endfunction()
