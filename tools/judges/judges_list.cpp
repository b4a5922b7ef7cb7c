// judges_list TABLE OUT.cmake PUZZLES.cmake: the judges' files that
// tools/judges/judges.tsv makes, as CMake calls, one a row:
//
//   judge_file(SITE "uva" FILE "1343" PROGRAM "rotation_game" LIMIT "10000" TITLE "UVa")
//
// (LIMIT "0": none) and the puzzles of tools/puzzles/table.cpp, their
// programs and checkers, as CMake lists (suite_puzzles, programs,
// suite_checkers), with each program's bundle_args_<program>: what its own
// bundle, submit/<program>.cpp, is made with, to fit the smallest limit of the
// judges its files are made for (the suite's 65,536 bytes where none is
// smaller; suite_bundle_limit), and bundle_limit_<program>, that judge's
// limit and title as bundle_sizes.cmake checks them ("10000=UVa"; "" for none);
// and usaco_programs, the programs of a puzzle whose home judge reads and
// writes USACO's way (its row's io: usaco:TASK), which also get a USACO
// bundle, <program>.usaco.cpp, with usaco_task_<program> (its TASK) and
// usaco_judge_<program> (that judge, whose sample the tests run it on).
// The build compiles and runs it when it configures, and includes both, so
// that each table has one reader (judges.hpp, puzzles.hpp) and CMake names no
// field. Each file is rewritten only when it changes. Exit status 1, saying
// why, for a table it cannot read.
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "judges/judges.hpp"

namespace {

// The most bytes of any file of the suite's, with CRLF line ends.
const long kSuiteLimit = 65536;

// A CMake quoted argument.
std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\' || c == '$' || c == ';') out += '\\';
    out += c;
  }
  return out + "\"";
}

// Writes `text` to `path` unless it holds it already; false when it cannot.
bool write_if_changed(const char* path, const std::string& text) {
  std::ifstream old(path, std::ios::binary);
  std::ostringstream was;
  was << old.rdbuf();
  if (old && was.str() == text) return true;
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (out.flush()) return true;
  std::fprintf(stderr, "judges_list: cannot write %s\n", path);
  return false;
}

// `names` as the arguments of a CMake set(): a list.
std::string list_of(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& n : names) text += (text.empty() ? "" : " ") + quoted(n);
  return text;
}

// The Debian description's first sentence, from the table: how many puzzles
// and each one's home judge's title, in lines under 80 bytes (Debian's policy).
std::vector<std::string> description_head(const std::vector<std::string>& homes) {
  std::string sentence = "Programs that solve " + puzzles::count_in_words() +
                         " classic search puzzles as the online judges expect:";
  for (std::size_t k = 0; k < homes.size(); ++k)
    sentence += (k == 0 ? " " : k + 1 == homes.size() ? " and " : ", ") + homes[k];
  sentence += ".";
  std::vector<std::string> lines(1);
  std::istringstream words(sentence);
  for (std::string word; words >> word;) {
    if (!lines.back().empty() && lines.back().size() + 1 + word.size() > 79) lines.emplace_back();
    lines.back() += (lines.back().empty() ? "" : " ") + word;
  }
  return lines;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: judges_list TABLE OUT.cmake PUZZLES.cmake\n");
    return 2;
  }
  std::vector<judges::Site> rows;
  try {
    rows = judges::read(argv[1]);
  } catch (const std::runtime_error& e) {
    std::fprintf(stderr, "judges_list: %s\n", e.what());
    return 1;
  }
  std::string text = "# Written by judges_list from tools/judges/judges.tsv: one judge_file() a judge's file.\n";
  for (const judges::Site& j : rows)
    text += "judge_file(SITE " + quoted(j.name) + " FILE " + quoted(j.file) + " PROGRAM " + quoted(j.program()) +
            " LIMIT " + quoted(std::to_string(j.limit)) + " TITLE " + quoted(j.site) + ")\n";
  std::vector<std::string> names, programs, checkers, usaco_programs, homes;
  std::string bundles, usaco, puzzle_rows;
  for (const puzzles::Puzzle& p : puzzles::all()) {
    names.push_back(p.name);
    programs.insert(programs.end(), p.programs.begin(), p.programs.end());
    checkers.push_back(p.checker);
    puzzle_rows += "set(puzzle_programs_" + std::string(p.name) + " " +
                   list_of(std::vector<std::string>(p.programs.begin(), p.programs.end())) + ")\nset(puzzle_checker_" +
                   p.name + " " + quoted(p.checker) + ")\n";
    const judges::Site* home = judges::find(rows, p.home, p.name);
    if (home) homes.push_back(home->title);
    if (home && home->usaco())
      for (const char* program : p.programs) {
        usaco_programs.push_back(program);
        usaco += "set(usaco_task_" + std::string(program) + " " + quoted(home->task()) + ")\nset(usaco_judge_" + program +
                 " " + quoted(home->name) + ")\n";
      }
    for (const char* program : p.programs) {
      const judges::Site* tightest = nullptr;
      for (const judges::Site& j : rows)
        if (j.program() == program && j.limit > 0 && j.limit < kSuiteLimit && (!tightest || j.limit < tightest->limit))
          tightest = &j;
      std::vector<std::string> args = {"--limit", std::to_string(tightest ? tightest->limit : kSuiteLimit)};
      if (tightest) {
        std::string left_out;
        for (const std::string& name : tightest->squeezed()) left_out += (left_out.empty() ? "" : ",") + name;
        args.insert(args.end(), {"--define", left_out});
      }
      bundles += "set(bundle_args_" + std::string(program) + " " + list_of(args) + ")\nset(bundle_limit_" + program + " " +
                 quoted(tightest ? std::to_string(tightest->limit) + "=" + tightest->site : "") + ")\n";
    }
  }
  const std::string list = "# Written by judges_list from tools/puzzles/table.cpp and tools/judges/judges.tsv: the puzzles,\n"
                           "# their programs, their checkers (and each puzzle's: puzzle_programs_<puzzle>,\n"
                           "# puzzle_checker_<puzzle>), how each program's own bundle is made, and\n"
                           "# which programs also get a USACO bundle.\n"
                           "set(suite_puzzles " + list_of(names) + ")\n" + puzzle_rows + "set(programs " + list_of(programs) +
                           ")\nset(suite_checkers " + list_of(checkers) + ")\nset(suite_bundle_limit " +
                           std::to_string(kSuiteLimit) + ")\n" + bundles + "set(usaco_programs " +
                           list_of(usaco_programs) + ")\n" + usaco + "set(suite_title " + quoted(puzzles::title()) +
                           ")\nset(suite_description_head " + list_of(description_head(homes)) + ")\n";
  return write_if_changed(argv[2], text) && write_if_changed(argv[3], list) ? 0 : 1;
}
