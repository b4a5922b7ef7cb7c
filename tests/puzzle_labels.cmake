# puzzle_labels.cmake: each test's puzzle labels (`ctest -L shuttle`), by
# what its name or its binary names: a puzzle, one of its programs, its
# checker or one of its judges' files (poj/2286). Both parts below read
# puzzle_label_words.cmake, which tests/CMakeLists.txt's suite_puzzle_labels()
# writes from the table into each folder of build/tests/ with test binaries:
# puzzle_label_puzzles, and puzzle_label_words_<puzzle>, each word as
# puzzle_label_key() leaves it.

# `text` without case, "_", "-", "/" or ".": "Problems/Package.X/shuttle_dfs" -> "problemspackagexshuttledfs".
function(puzzle_label_key out text)
  string(TOLOWER "${text}" text)
  string(REGEX REPLACE "[^a-z0-9]" "" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# The puzzles whose words `text` holds.
function(puzzle_labels_of out text)
  puzzle_label_key(key "${text}")
  set(labels "")
  foreach(puzzle IN LISTS puzzle_label_puzzles)
    foreach(word IN LISTS puzzle_label_words_${puzzle})
      string(FIND "${key}" "${word}" at)
      if(at GREATER -1)
        list(APPEND labels ${puzzle})
        break()
      endif()
    endforeach()
  endforeach()
  set(${out} "${labels}" PARENT_SCOPE)
endfunction()

# Run by ctest (a TEST_INCLUDE_FILES entry, after the discovered tests of
# gtest_discover_tests): PUZZLE_LABEL_DIR, the folder of the binaries'
# <binary>[N]_tests.cmake; PUZZLE_LABEL_BINARIES, their names.
if(DEFINED PUZZLE_LABEL_DIR)
  include("${PUZZLE_LABEL_DIR}/puzzle_label_words.cmake")
  foreach(binary IN LISTS PUZZLE_LABEL_BINARIES)
    foreach(n 1 2)
      set(listed "${PUZZLE_LABEL_DIR}/${binary}[${n}]_tests.cmake")
      if(NOT EXISTS "${listed}")
        continue()
      endif()
      # Each test's name alone: file(STRINGS) would cut a line at a byte that
      # is not ASCII (a checkout's path in Chinese), and a line cut inside
      # its bracket argument would run on into the next as one list item.
      file(READ "${listed}" text)
      string(REGEX MATCHALL "add_test\\(\\[=\\[[^]]*\\]=\\]" adds "${text}")
      foreach(add IN LISTS adds)
        string(REGEX REPLACE "^add_test\\(\\[=\\[(.*)\\]=\\]$" "\\1" name "${add}")
        puzzle_labels_of(labels "${binary} ${name}")
        if(labels)
          if(n EQUAL 2)
            list(APPEND labels slow)  # the second discovery: the slow tests (tests/CMakeLists.txt's suite_test)
          endif()
          set_tests_properties("${name}" PROPERTIES LABELS "${labels}")
        endif()
      endforeach()
    endforeach()
  endforeach()
endif()
