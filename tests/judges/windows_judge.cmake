# A judge file as POJ and HDU run it, on Windows: built by MinGW-w64 as
# gnu++98, linked statically against msvcrt (MinGW's own runtime), and run
# under Wine on every sample of SAMPLES (stdout compared with its CRs
# removed: Windows' text mode writes CRLF; the exit status too).
# Skipped, saying so, where mingw-w64 or Wine is missing.
# cmake -DBUNDLE=f.cpp -DSAMPLES=dir -DWORK=dir -DPREFIX=wine-prefix -P windows_judge.cmake
find_program(MINGW x86_64-w64-mingw32-g++)
find_program(WINE NAMES wine64 wine)
if(NOT MINGW OR NOT WINE)
  message("skipped: needs x86_64-w64-mingw32-g++ and wine (Debian: apt-get install g++-mingw-w64-x86-64 wine wine64)")
  return()
endif()
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(COPY "${BUNDLE}" DESTINATION "${WORK}")
get_filename_component(name "${BUNDLE}" NAME)
execute_process(
  COMMAND ${MINGW} -std=gnu++98 -static -O2 -Wall -Wextra -Werror ${name} -o program.exe
  WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "mingw-w64 g++ -std=gnu++98 failed on ${name}:\n${out}${err}")
endif()
set(ENV{WINEPREFIX} "${PREFIX}")
# Wine's server listens on a Unix socket in $TMPDIR/.wine-UID/, and a socket's
# path holds at most 107 bytes: under a deep build tree it would not fit. So
# TMPDIR is a short private folder of this test's, /tmp/wine-XXXXXX, removed at
# the end, whether the test passes or fails.
execute_process(COMMAND mktemp -d /tmp/wine-XXXXXX OUTPUT_VARIABLE wine_tmp OUTPUT_STRIP_TRAILING_WHITESPACE
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "cannot make a folder in /tmp for Wine's server")
endif()
set(ENV{TMPDIR} "${wine_tmp}")
# Stops Wine's server and removes its folder, then fails with `why`.
macro(fail why)
  execute_process(COMMAND wineserver -k ERROR_QUIET OUTPUT_QUIET)
  file(REMOVE_RECURSE "${wine_tmp}")
  message(FATAL_ERROR "${why}")
endmacro()
set(ENV{WINEDEBUG} "-all")
set(ENV{WINEDLLOVERRIDES} "mscoree,mshtml=")  # no Mono or Gecko installer on first start
file(GLOB inputs "${SAMPLES}/sample-*.in")
set(count 0)
foreach(input IN LISTS inputs)
  string(REGEX REPLACE "[.]in$" "" base "${input}")
  execute_process(COMMAND ${WINE} "${WORK}/program.exe" INPUT_FILE "${input}" WORKING_DIRECTORY "${WORK}"
                  RESULT_VARIABLE status OUTPUT_VARIABLE got ERROR_VARIABLE err)
  string(REPLACE "\r" "" got "${got}")
  file(READ "${base}.out" want)
  set(want_status 0)
  if(EXISTS "${base}.status")
    file(STRINGS "${base}.status" want_status)
  endif()
  get_filename_component(sample "${input}" NAME_WE)
  if(NOT got STREQUAL want)
    fail("${name} under Wine, ${sample}: stdout differs from ${sample}.out:\n${got}\nstderr: ${err}")
  endif()
  if(NOT status EQUAL want_status)
    fail("${name} under Wine, ${sample}: exit status ${status}, not ${want_status}\nstderr: ${err}")
  endif()
  math(EXPR count "${count} + 1")
endforeach()
execute_process(COMMAND wineserver -k ERROR_QUIET OUTPUT_QUIET)
file(REMOVE_RECURSE "${wine_tmp}")
message(STATUS "${name}: built by mingw-w64 as gnu++98, right under Wine on ${count} samples")
