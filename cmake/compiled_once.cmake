# Each .cpp of the project is compiled once in a build (docs/architecture.md:
# a library holds it, and whoever needs it links that): a file among the
# sources of two targets fails the configuration, naming both. Left out,
# each another build of its own: the programs (src/, also built as C++98 and
# C++14), the fuzz targets built with libFuzzer (fuzz_*), and what lies
# outside the checkout or in the build folder (GoogleTest's, generated files).
function(suite_targets_below dir out)
  get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  get_property(folders DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(folder IN LISTS folders)
    suite_targets_below("${folder}" below)
    list(APPEND targets ${below})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

suite_targets_below("${PROJECT_SOURCE_DIR}" suite_all_targets)
foreach(target IN LISTS suite_all_targets)
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "INTERFACE_LIBRARY" OR type STREQUAL "UTILITY" OR target MATCHES "^fuzz_")
    continue()
  endif()
  get_target_property(sources ${target} SOURCES)
  get_target_property(source_dir ${target} SOURCE_DIR)
  foreach(source IN LISTS sources)
    if(NOT source MATCHES "[.]cpp$" OR source MATCHES "^[$]<")
      continue()  # a header, or a generator expression ($<TARGET_OBJECTS:...>: compiled by its own target)
    endif()
    get_filename_component(path "${source}" ABSOLUTE BASE_DIR "${source_dir}")
    file(RELATIVE_PATH in_build "${PROJECT_BINARY_DIR}" "${path}")
    file(RELATIVE_PATH file "${PROJECT_SOURCE_DIR}" "${path}")
    if(NOT in_build MATCHES "^[.][.]/" OR file MATCHES "^[.][.]/" OR file MATCHES "^src/")
      continue()
    endif()
    if(DEFINED suite_compiled_by_${file})
      message(FATAL_ERROR "${file} is compiled twice, by ${suite_compiled_by_${file}} and by ${target}: "
                          "put it in a library that both link (docs/architecture.md)")
    endif()
    set(suite_compiled_by_${file} ${target})
  endforeach()
endforeach()
