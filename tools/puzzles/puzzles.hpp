// puzzles.hpp: the suite's puzzles, one row each: the one place that says
// which puzzles there are, their programs and checker, their home judge,
// how a case is written and the statement's ranges. The judge tool, its
// stress test, the replay page, the packages and the judges' files take
// their facts from here; CMake takes its lists from build/puzzle_list.cmake,
// which judges_list writes from this table.
//
// What differs by puzzle beyond these facts (the tests a tier makes, a
// random case, how a case shrinks) lives in the puzzle's own folder, tools/puzzles/<name>/,
// behind puzzle.hpp's interface.
#pragma once

#include <string>
#include <vector>

namespace puzzles {

// How a case of the input is written.
enum class Case {
  kNumber,  // one number (N, n), the input's cases ending with a 0
  kBoard,   // 24 symbols, the boards ending with a lone 0
};

struct Puzzle {
  const char* name;           // what `judge`, `replay` and `package` take
  std::vector<const char*> programs;  // its programs in src/ (the first one the judges' files are made from)
  const char* reference;      // the program whose answers the judge tool expects
  const char* checker;        // checkers/<checker>.cpp
  const char* home;           // its home judge in tools/judges/judges.tsv: the default limits
  Case kind;
  const char* what;           // a case, as the reports call it: "case", "board"
  const char* number;         // the number a case is ("N", "n"); "" for a board
  int lo, hi;                 // the statement's range of that number (a board: 0 to hi moves from solved)
  const char* range_source;   // where the range is stated
  int most_cases;             // the most cases a file of the stress test has, as the judges' inputs do
  const char* first;          // its first case: the statement's sample, where a page to play starts
  // What its judges' files leave out to fit a judge's limit, beyond the
  // options and the UTF-8 rules of messages ("" for nothing more).
  const char* squeezed;
};

// The table, read once.
inline const std::vector<Puzzle>& all() {
  static const std::vector<Puzzle> table = {
      {"shuttle", {"shuttle_dfs", "shuttle_formula"}, "shuttle_formula", "check_shuttle", "usaco", Case::kNumber,
       "case", "N", 1, 12, "USACO: N <= 12", 10, "3\n", ""},
      {"rotation_game", {"rotation_game"}, "rotation_game", "check_rotation_game", "poj", Case::kBoard, "board", "",
       0, 12, "the suite: up to 12 moves from solved (the hardest need 13); POJ: at most 30 boards an input", 30,
       "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n" /* the judges' first board */, "JUDGE_NO_NUMBER_LISTS"},
      {"black_white", {"black_white"}, "black_white", "check_black_white", "ybt", Case::kNumber, "case", "n", 4, 99,
       "the book: 4 <= n < 100", 10, "7\n", ""},
  };
  return table;
}

// The puzzle called `name`, or nullptr.
inline const Puzzle* find(const std::string& name) {
  for (const Puzzle& p : all())
    if (name == p.name) return &p;
  return nullptr;
}

// The puzzle with the program `program` ("shuttle_dfs": the shuttle), or nullptr.
inline const Puzzle* of_program(const std::string& program) {
  for (const Puzzle& p : all())
    for (const char* name : p.programs)
      if (program == name) return &p;
  return nullptr;
}

// Their names: "shuttle|rotation_game|black_white" as a usage line writes
// them; names(", ", " or "): "shuttle, rotation_game or black_white".
inline std::string names(const std::string& between = "|", const std::string& before_last = "") {
  std::string text;
  const std::vector<Puzzle>& table = all();
  for (std::size_t i = 0; i < table.size(); ++i) {
    if (i > 0) text += i + 1 == table.size() && !before_last.empty() ? before_last : between;
    text += table[i].name;
  }
  return text;
}

}  // namespace puzzles
