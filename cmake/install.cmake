# cmake --install build [--prefix DIR], and the Debian package made of the
# same files (cpack -G DEB in the build folder). The GNUInstallDirs layout,
# which the judge finds from bin/ (tools/suite_parts.hpp):
#   bin/                          what a person runs: judge, the programs, the checkers
#   libexec/judge_suite/          the helpers: box_init and hardest_boards (which
#                                 the judge runs), replay and bundler
#   share/judge_suite/            the judges' table, the languages' table, the samples, the pages to play
#   share/man/man1/               a manual page for each command of bin/ and
#                                 judge-listen.1, made from their --help by
#                                 help2man (cmake/man/man_page.cmake)
#   share/bash-completion/completions/judge
#   share/doc/judge-suite/        the README and docs/, copyright, changelog.gz
# A name in bin/, man1/ or completions/ is one no Debian package has
# (tests/install/debian_names.txt); the rest is in folders of the suite's own.
# Included by CMakeLists.txt, after the targets.

set(suite_package judge-suite)  # the Debian package's name, and its docs' folder
set(suite_doc_dir "${CMAKE_INSTALL_DATAROOTDIR}/doc/${suite_package}")
set(suite_commands ${programs} ${suite_checkers})
if(suite_linux_tools)
  list(PREPEND suite_commands judge)
endif()
install(TARGETS ${suite_commands} RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
install(TARGETS hardest_boards bundler RUNTIME DESTINATION "${suite_libexec_dir}")
install(FILES README.md DESTINATION "${suite_doc_dir}")
install(DIRECTORY docs/ DESTINATION "${suite_doc_dir}/docs" FILES_MATCHING PATTERN "*.md" PATTERN "*.png"
        PATTERN play EXCLUDE)
if(NOT suite_linux_tools)
  return()
endif()
install(TARGETS box_init replay RUNTIME DESTINATION "${suite_libexec_dir}")
install(FILES ${suite_judges_table} tools/judge/languages.yaml DESTINATION "${suite_data_dir}")
install(DIRECTORY samples/ DESTINATION "${suite_data_dir}/samples")
install(FILES ${play_pages} DESTINATION "${suite_data_dir}/play")
install(FILES cmake/debian/copyright DESTINATION "${suite_doc_dir}")

# The manual pages and changelog.gz, compressed as Debian's policy asks
# (gzip -9n: no name or time in the file, so the same bytes every build).
find_program(SUITE_GZIP gzip)
find_program(SUITE_HELP2MAN help2man)
find_program(SUITE_AWK awk)
if(CMAKE_CROSSCOMPILING OR NOT SUITE_GZIP OR NOT SUITE_HELP2MAN OR NOT SUITE_AWK)
  message(STATUS "Left out of this build: the manual pages and the changelog, which need the commands run here, "
                 "help2man, awk and gzip (Debian: apt-get install help2man)")
else()
  set(man_dir ${PROJECT_BINARY_DIR}/man/man1)
  set(man_pages "")
  # The page NAME.1.gz, of COMMAND [WORD]'s --help (WORD: a subcommand).
  function(suite_man_page name command)
    set(include "")
    if(EXISTS ${PROJECT_SOURCE_DIR}/cmake/man/${name}.h2m)
      set(include cmake/man/${name}.h2m)
    endif()
    add_custom_command(OUTPUT ${man_dir}/${name}.1.gz
      COMMAND ${CMAKE_COMMAND} -E make_directory ${man_dir}
      COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:${command}> "-DWORDS=${ARGN}" -DPAGE_NAME=${name}
              -DPAGE=${man_dir}/${name}.1 -DHELP2MAN=${SUITE_HELP2MAN} -DAWK=${SUITE_AWK}
              -P ${PROJECT_SOURCE_DIR}/cmake/man/man_page.cmake
      COMMAND ${SUITE_GZIP} -9nf ${man_dir}/${name}.1
      DEPENDS ${command} cmake/man/man_page.cmake cmake/man/gnu_help.awk cmake/debian/changelog
              ${include}
      COMMENT "Writing the manual page ${name}(1)"
      VERBATIM)
    set(man_pages ${man_pages} ${man_dir}/${name}.1.gz PARENT_SCOPE)
  endfunction()
  foreach(command IN LISTS suite_commands)
    suite_man_page(${command} ${command})
  endforeach()
  suite_man_page(judge-listen judge listen)
  add_custom_command(OUTPUT ${PROJECT_BINARY_DIR}/debian/changelog.gz
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/debian
    COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/cmake/debian/changelog ${PROJECT_BINARY_DIR}/debian/changelog
    COMMAND ${SUITE_GZIP} -9nf ${PROJECT_BINARY_DIR}/debian/changelog
    DEPENDS cmake/debian/changelog
    VERBATIM)
  add_custom_target(man_pages ALL DEPENDS ${man_pages} ${PROJECT_BINARY_DIR}/debian/changelog.gz)
  install(FILES ${man_pages} DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
  install(FILES ${PROJECT_BINARY_DIR}/debian/changelog.gz DESTINATION "${suite_doc_dir}")
endif()

# The judge's completion, told where the judges' table is from bin/.
configure_file(tools/judge/completion.bash ${PROJECT_BINARY_DIR}/completions/judge @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/completions/judge DESTINATION "${CMAKE_INSTALL_DATADIR}/bash-completion/completions")

# The Debian package: judge-suite_<version>_<arch>.deb (apt-get install
# ./judge-suite_*.deb). The judge needs bubblewrap for its sandbox; a browser
# for the pages is only suggested. The libraries come from dpkg-shlibdeps
# where dpkg-dev is there. tests/install/install_test.cpp runs lintian on it.
set(CPACK_PACKAGE_NAME ${suite_package})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "search puzzles solved as online judges expect, and a judge for yours")
# The description's lines are kept under 80 bytes, as Debian's policy asks
# (CPack does not wrap them). Its first sentence, how many puzzles and which,
# is the table's (build/puzzle_list.cmake: suite_description_head).
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
  ${suite_description_head}
  "Each reads stdin and writes stdout byte for byte in the judges' format;"
  "a checker for each puzzle judges any answer in testlib's protocol."
  ""
  "judge runs your own solution to one of the puzzles on the suite's tests,"
  "under a judge's limits and in a bubblewrap sandbox, and says which case"
  "failed and why; judge --stress finds the smallest input that still fails."
  "Pages to play the puzzles in a browser are in /usr/share/judge_suite/play.")
set(CPACK_PACKAGE_CONTACT "judge_suite maintainers <judge-suite@example.org>")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_DEPENDS bubblewrap)
set(CPACK_DEBIAN_PACKAGE_SUGGESTS chromium)
set(CPACK_STRIP_FILES ON)
find_program(DPKG_SHLIBDEPS dpkg-shlibdeps)
if(DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "libc6, libarchive13, libyaml-0-2, libseccomp2, libcap2, bubblewrap")
  if(suite_listen)  # judge listen (cmake/listen.cmake)
    string(APPEND CPACK_DEBIAN_PACKAGE_DEPENDS ", libcpp-httplib0.11")
  endif()
endif()
include(CPack)
