# keep_only(FOLDER NAMES...): removes every file below FOLDER whose path
# relative to it is not among NAMES, and says which, so that a folder of
# generated files holds exactly what is generated now.
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
