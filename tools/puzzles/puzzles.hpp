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

// How an input splits into cases, as the stress test, its shrinking and the
// page's words take them (puzzle.hpp's split_cases() and input_of()): a case
// is `count` tokens (a number: 1; the rotation game's board: 24), or
// `count` lines (a line of tokens: 1; a board of rows: its rows), or what the
// puzzle's own reader says (its Behaviour's split() and join()). `end` is the
// lone token that ends the cases ("0"), or "" where the input's end does.
struct Cases {
  enum By { kTokens, kLines, kOwn };
  By by;
  int count;
  const char* end;
};

struct Puzzle {
  const char* name;           // what `judge`, `replay` and `package` take
  std::vector<const char*> programs;  // its programs in src/ (the first one the judges' files are made from)
  const char* reference;      // the program whose answers the judge tool expects
  const char* checker;        // checkers/<checker>.cpp
  const char* home;           // its home judge in tools/judges/judges.tsv: the default limits
  Cases cases;                // how its input splits into cases
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
      {"shuttle", {"shuttle_dfs", "shuttle_formula"}, "shuttle_formula", "check_shuttle", "usaco", {Cases::kTokens, 1, "0"},
       "case", "N", 1, 12, "USACO: N <= 12", 10, "3\n", ""},
      {"rotation_game", {"rotation_game"}, "rotation_game", "check_rotation_game", "poj", {Cases::kTokens, 24, "0"}, "board", "",
       0, 12, "the suite: up to 12 moves from solved (the hardest need 13); POJ: at most 30 boards an input", 30,
       "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n" /* the judges' first board */, "JUDGE_NO_NUMBER_LISTS"},
      {"black_white", {"black_white"}, "black_white", "check_black_white", "ybt", {Cases::kTokens, 1, "0"},
       "case", "n", 4, 99,
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
