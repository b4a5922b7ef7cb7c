# Compiles one bundle alone, as a judge would: copied into an empty folder,
# no include path, FLAGS (separated by |, the standard among them) and
# -O2 -Wall -Wextra -Werror.
# With TASK, then runs it there with no stdin on each of SAMPLES (their
# paths without .in and .out, separated by |): it must read TASK.in (a copy
# of the sample's .in), write TASK.out equal to its .out, and print nothing
# on stdout.
# cmake -DBUNDLE=f.cpp -DCOMPILER=g++ -DFLAGS="-std=c++14|-Wpedantic" -DWORK=dir [-DTASK=t -DSAMPLES=a|b]
#       -P compile_alone.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(COPY "${BUNDLE}" DESTINATION "${WORK}")
get_filename_component(name "${BUNDLE}" NAME)
string(REPLACE "|" ";" flags "${FLAGS}")
execute_process(
  COMMAND ${COMPILER} ${flags} -O2 -Wall -Wextra -Werror ${name} -o program
  WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${COMPILER} ${FLAGS} failed on ${name}:\n${out}${err}")
endif()
message(STATUS "${COMPILER} ${FLAGS}: ${name} compiles alone")
string(REPLACE "|" ";" samples "${SAMPLES}")
foreach(sample IN LISTS samples)
  configure_file("${sample}.in" "${WORK}/${TASK}.in" COPYONLY)
  file(REMOVE "${WORK}/${TASK}.out")
  execute_process(COMMAND "${WORK}/program" WORKING_DIRECTORY "${WORK}" INPUT_FILE /dev/null
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0 OR NOT out STREQUAL "")
    message(FATAL_ERROR "${name}: exit status ${status}, stdout \"${out}\", stderr \"${err}\"")
  endif()
  if(NOT EXISTS "${WORK}/${TASK}.out")
    message(FATAL_ERROR "${name} wrote no ${TASK}.out")
  endif()
  file(READ "${WORK}/${TASK}.out" got)
  file(READ "${sample}.out" want)
  if(NOT got STREQUAL want)
    message(FATAL_ERROR "${name}: ${TASK}.out differs from ${sample}.out:\n${got}")
  endif()
  message(STATUS "${name} reads ${TASK}.in and writes ${TASK}.out: ${sample}")
endforeach()
if(TASK AND NOT samples)
  message(FATAL_ERROR "${name}: no sample to run it on")
endif()
