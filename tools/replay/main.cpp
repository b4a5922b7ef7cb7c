// replay: writes a replay page for an answer to one of the suite's puzzles.
//
//   replay PROBLEM INPUT OUTPUT -o PAGE.html [--answer FILE]
//   replay PROBLEM -o PAGE.html
//
// PROBLEM: shuttle, rotation_game or black_white; INPUT and OUTPUT: files,
// the output in any layout the suite prints. The page is one HTML file that
// needs nothing else (tools/replay/): it judges the output as the suite's
// checker does and says so in its #verdict ("WA: wrong answer: where: why"),
// the game beside it in #game ("solved in N moves", "in progress: ..."), steps
// through the moves, and can be played (the input and the output can be
// edited, a click makes a move, #hint gives the fewest moves left). With no
// INPUT and OUTPUT the page is one to play, from the puzzle's first case
// (shuttle N = 3, the judges' first rotation board, black_white n = 7) and
// an empty output. The rotation game's fewest moves: the page works them out
// itself; for a puzzle whose page takes an answer (its behaviour says so:
// the rotation game's), this tool runs the puzzle's reference program on
// INPUT (or takes --answer) to refuse an input the suite cannot solve.
// --answer is the judge's answer file: the page judges by its layout (the
// shuttle's numbers a line, black_white's layout), as the checker does.
// Exit status 0 when the page is written (whatever it finds), 1 when it
// cannot be, 2 for a bad command line.
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "judge_args.hpp"
#include "judge_io.hpp"
#include "limited/run.hpp"
#include "puzzles/puzzle.hpp"
#include "puzzles/puzzles.hpp"
#include "replay/page.hpp"
#include "suite_parts.hpp"
#include "whole_file.hpp"

namespace {

namespace fs = std::filesystem;
const char* const kProgram = "replay";

// What the puzzle's reference program answers for `input_path`.
std::string suite_answer(const puzzles::Puzzle& puzzle, const std::string& input_path) {
  const char* tmp = std::getenv("TMPDIR");
  const std::string base = std::string(tmp && *tmp ? tmp : "/tmp") + "/replay_" + std::to_string(getpid());
  limited::keeper_program() = suite_parts::helper("box_init");
  limited::Run run;
  run.argv = {suite_parts::program(puzzle.reference)}, run.in = input_path, run.out = base + ".out", run.err = base + ".err";
  const limited::Outcome o = limited::run_limited(run);
  std::string answer, err;
  whole_file::read(run.out, answer), whole_file::read(run.err, err);
  fs::remove(run.out), fs::remove(run.err);
  if (o.status != 0) judge_io::die(kProgram, "the input is not one the suite can solve: " + err.substr(0, err.find('\n')));
  return answer;
}

// The help of --answer: its default, from the puzzles' behaviours ("the
// rotation game's is worked out here; the other two need none"), in lines
// of at most 80 columns.
std::string answer_help() {
  std::vector<std::string> worked_out;
  std::size_t others = 0;
  for (const puzzles::Puzzle& p : puzzles::all()) {
    if (!puzzles::behaviour(p.name).page_takes_reference_answer()) {
      ++others;
      continue;
    }
    std::string name = p.name;
    std::replace(name.begin(), name.end(), '_', ' ');
    worked_out.push_back("the " + name + "'s");
  }
  static const char* const kCounts[] = {"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};
  std::string text = "the suite's answer (default: ";
  for (std::size_t i = 0; i < worked_out.size(); ++i)
    text += (i == 0 ? "" : i + 1 == worked_out.size() ? " and " : ", ") + worked_out[i];
  if (worked_out.empty()) text += "none";
  else text += worked_out.size() == 1 ? " is worked out here" : " are worked out here";
  if (!worked_out.empty() && others > 0)
    text += "; the other " + (others < 10 ? std::string(kCounts[others]) : std::to_string(others)) +
            (others == 1 ? " needs none" : " need none");
  text += ")";
  std::string help, line = "  --answer FILE ";
  std::istringstream words(text);
  for (std::string word; words >> word;) {
    if (line.size() + 1 + word.size() > 80) help += line + "\n", line = std::string(16, ' ');
    line += " " + word;
  }
  return help + line + "\n";
}

}  // namespace

int main(int argc, char** argv) {
  const std::string usage = puzzles::names() + " [INPUT OUTPUT] -o PAGE.html [--answer FILE]";  // Args keeps the pointer
  const std::string help =
      "Writes one HTML page that checks OUTPUT by the puzzle's rules and replays it move\n"
      "by move, and where the puzzle can be played; it opens from disk in any browser and\n"
      "needs nothing else. With no INPUT and OUTPUT: a page to play from the first case.\n"
      "  -o PAGE.html   the page to write\n" +
      answer_help();  // Args keeps the pointer too
  judge_io::Args args(argc, argv, kProgram, usage.c_str(), help.c_str());
  const std::string page_path = args.value("-o", ""), answer_path = args.value("--answer", "");
  args.check(1, 3);
  if (args.operands().size() == 2) args.refuse("give both INPUT and OUTPUT, or neither");
  const bool to_play = args.operands().size() == 1;
  const std::string problem = args.operands()[0];
  const std::string input_path = to_play ? "" : args.operands()[1], output_path = to_play ? "" : args.operands()[2];
  const puzzles::Puzzle* puzzle = puzzles::find(problem);
  if (!puzzle) args.refuse("the problem is " + puzzles::names(", ", " or ") + ", not " + judge_io::escaped(problem));
  if (page_path.empty()) args.refuse("-o PAGE.html is needed");
  std::string input = to_play ? puzzle->first : "", output, answer;  // a page to play starts from the first case
  if (!to_play && !whole_file::read(input_path, input)) judge_io::die(kProgram, "cannot read " + judge_io::escaped(input_path));
  if (!to_play && !whole_file::read(output_path, output)) judge_io::die(kProgram, "cannot read " + judge_io::escaped(output_path));
  if (!answer_path.empty() && !whole_file::read(answer_path, answer))
    judge_io::die(kProgram, "cannot read " + judge_io::escaped(answer_path));
  if (!to_play && answer_path.empty() && puzzles::behaviour(problem).page_takes_reference_answer())
    answer = suite_answer(*puzzle, input_path);
  std::ofstream page(page_path, std::ios::binary);
  page << replay::page(problem, input, output, answer);
  if (!page.flush())
    judge_io::die(kProgram, "cannot write " + judge_io::escaped(page_path) + ": " + std::strerror(errno));
  return 0;
}
