// puzzles.hpp: what a row of the suite's table of puzzles says (the table
// itself is tools/puzzles/table.cpp, the one place that says which puzzles
// there are: compiled once, so that a row costs a small rebuild): their
// programs and checker, their home judge, how an input splits into cases and
// the statement's ranges. The judge tool, its stress test, the replay page,
// the packages and the judges' files take their facts from here; CMake takes
// its lists from build/puzzle_list.cmake, which judges_list writes from the
// table.
//
// What differs by puzzle beyond these facts (the tests a tier makes, a
// random case, how a case shrinks) lives in the puzzle's own folder, tools/puzzles/<name>/,
// behind puzzle.hpp's interface.
#pragma once

#include <cctype>
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

// The table, tools/puzzles/table.cpp: a row a puzzle.
const std::vector<Puzzle>& all();

// `n` in words, as a sentence counts: "three" ("Three", capital); past twelve, its digits.
inline std::string in_words(std::size_t n, bool capital = false) {
  static const char* const kWords[] = {"no",  "one",   "two",  "three",  "four",   "five",  "six",
                                       "seven", "eight", "nine", "ten", "eleven", "twelve"};
  std::string word = n < sizeof kWords / sizeof kWords[0] ? kWords[n] : std::to_string(n);
  if (capital) word[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(word[0])));
  return word;
}

// How many puzzles the table has, in words.
inline std::string count_in_words(bool capital = false) { return in_words(all().size(), capital); }

// The suite's title, from the table: the README's first line (docs_test
// holds it to this), the packages' source, the Debian package's description.
inline std::string title() { return count_in_words(true) + " search puzzles, judge-ready"; }

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
