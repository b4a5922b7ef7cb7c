# A command's manual page (section 1), made by GNU help2man from its --help,
# so that each fact about a command is written once, in the help. Run by the
# build (cmake/install.cmake):
#   cmake -DPROGRAM=FILE [-DWORDS=WORD] [-DPAGE_NAME=NAME] -DPAGE=PAGE.1
#         -DHELP2MAN=FILE -DAWK=FILE -P man_page.cmake
# WORDS: a subcommand's word (judge listen), whose page is PAGE_NAME
# (judge-listen; by default the name the version line gives). The help is
# put in GNU's conventions first (gnu_help.awk); what a help cannot say (SEE
# ALSO) is in PAGE_NAME.h2m beside this file, where there is one. The page's
# date is the release's, from cmake/debian/changelog (or SOURCE_DATE_EPOCH),
# so a build makes the same bytes every time.

get_filename_component(folder "${PROGRAM}" DIRECTORY)
get_filename_component(file "${PROGRAM}" NAME)
get_filename_component(here "${CMAKE_CURRENT_LIST_FILE}" DIRECTORY)
string(STRIP "${PROGRAM} ${WORDS}" what)

execute_process(COMMAND "${PROGRAM}" ${WORDS} --help
                COMMAND "${AWK}" -v name_only=1 -f "${here}/gnu_help.awk"
                RESULTS_VARIABLE statuses OUTPUT_VARIABLE summary OUTPUT_STRIP_TRAILING_WHITESPACE)
execute_process(COMMAND "${PROGRAM}" ${WORDS} --version
                RESULT_VARIABLE status OUTPUT_VARIABLE version OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT statuses STREQUAL "0;0" OR NOT status EQUAL 0 OR summary STREQUAL "")
  message(FATAL_ERROR "${what}: its --help or --version did not exit 0, or says nothing it does")
endif()
string(REGEX REPLACE "\n.*" "" version "${version}")
if(PAGE_NAME)
  string(REPLACE "${file} ${WORDS} " "${PAGE_NAME} " version "${version}")
else()
  string(REGEX MATCH "^[^ ]+" PAGE_NAME "${version}")
endif()

if(NOT DEFINED ENV{SOURCE_DATE_EPOCH})
  file(STRINGS "${here}/../debian/changelog" signed REGEX "^ -- " LIMIT_COUNT 1)
  string(REGEX REPLACE "^.*>  " "" released "${signed}")
  execute_process(COMMAND date -u -d "${released}" +%s RESULT_VARIABLE status
                  OUTPUT_VARIABLE epoch OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "cmake/debian/changelog: no date in its first entry's last line")
  endif()
  set(ENV{SOURCE_DATE_EPOCH} "${epoch}")
endif()

# help2man runs "./FILE OPTION" in a shell, in the program's folder: the
# paths that go into that line are in the environment, quoted there.
set(ENV{SUITE_AWK} "${AWK}")
set(ENV{SUITE_GNU_HELP} "${here}/gnu_help.awk")
# NAME, with no hyphenation and no stretched spaces from there on, so that
# the page shows the help's own words. Written as help2man reads an include
# file (as UTF-8, which --name is not); "\&" keeps help2man from taking the
# requests' words for the program's name, which the version line gives.
string(REPLACE "\\" "\\e" summary "${summary}")
string(REPLACE "-" "\\-" summary "${summary}")
string(REPLACE "-" "\\-" roff_name "${PAGE_NAME}")
file(WRITE "${PAGE}.h2m" "[NAME]\n.nh\n.ad l\n\\&${roff_name} \\- ${summary}\n")
set(include "--include=${PAGE}.h2m")
if(EXISTS "${here}/${PAGE_NAME}.h2m")
  list(APPEND include "--include=${here}/${PAGE_NAME}.h2m")
endif()
execute_process(COMMAND "${HELP2MAN}" --no-info --locale=C.UTF-8 "--version-string=${version}"
                        "--help-option=${WORDS} --help | \"$SUITE_AWK\" -f \"$SUITE_GNU_HELP\"" ${include}
                        "--output=${PAGE}" "./${file}"
                WORKING_DIRECTORY "${folder}" RESULT_VARIABLE status ERROR_VARIABLE errors)
if(NOT status EQUAL 0 OR NOT errors STREQUAL "")
  message(FATAL_ERROR "help2man on ${what}: ${errors}")
endif()
