// Every executable the README names, as a person (or a script) meets it:
// one command-line behaviour, output that cannot be written and input that
// cannot be read reported as errors, and messages that stay one safe line
// whatever the input bytes. A Windows build (under Wine) has no judge or
// replay (SUITE_JUDGE is not defined), no full device and no folder to read
// as stdin: the rest runs there too.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "puzzles/puzzles.hpp"
#include "support/program_runs.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"

namespace {

namespace fs = std::filesystem;

struct Tool {
  std::string name, path;
};

std::vector<Tool> tools() {
  std::vector<Tool> all;
  for (const ProgramPath& p : kProgramPaths) all.push_back({p.name, p.path});
  all.push_back({"hardest_boards", SUITE_HARDEST_BOARDS});
  for (const ProgramPath& p : kCheckerPaths) all.push_back({p.name, p.path});
  all.push_back({"bundler", SUITE_BUNDLER});
#ifdef SUITE_JUDGE
  all.push_back({"judge", SUITE_JUDGE});
  all.push_back({"replay", SUITE_REPLAY});
  all.push_back({"package", SUITE_PACKAGE});
#endif
  return all;
}

const char* const kJudgeBoards =
    "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n";

// An input that makes each program (and hardest_boards) write something:
// its puzzle's first case; shuttle_dfs also N = 1000 (megabytes), the
// rotation game also two boards.
struct Writing {
  std::string name, path, input;
};

std::vector<Writing> writers() {
  std::vector<Writing> all;
  for (const ProgramPath& p : kProgramPaths) all.push_back({p.name, p.path, puzzles::of_program(p.name)->first});
  all.push_back({"shuttle_dfs", program_path("shuttle_dfs"), "1000\n"});
  all.push_back({"rotation_game", program_path("rotation_game"), kJudgeBoards});
  all.push_back({"hardest_boards", SUITE_HARDEST_BOARDS, ""});
  return all;
}

TEST(Help, EveryExecutablePrintsItsUsageOnStdoutAndExitsZero) {
  for (const Tool& t : tools())
    for (const char* option : {"--help", "-h"}) {
      const ProgramRun run = run_program_on(t.path, {option}, "");
      EXPECT_EQ(run.status, 0) << t.name << " " << option;
      EXPECT_EQ(run.out.rfind("usage: " + t.name + " ", 0), 0u) << t.name << ": " << run.out;
      EXPECT_EQ(run.err, "") << t.name;
      // Then a sentence on what it does, and each option of the usage line
      // on a line of its own, with its default where it has one.
      const std::string usage = run.out.substr(0, run.out.find('\n')), rest = run.out.substr(usage.size());
      EXPECT_EQ(rest.rfind("\n\n", 0), 0u) << t.name << ": " << run.out;
      EXPECT_GE(std::count(rest.begin(), rest.end(), '\n'), 3) << t.name << ": " << run.out;
      for (std::size_t at = usage.find(" [-"); at != std::string::npos; at = usage.find(" [-", at + 1)) {
        const std::string name = usage.substr(at + 2, usage.find_first_of(" ]", at + 2) - at - 2);
        EXPECT_NE(rest.find("\n  " + name + " "), std::string::npos) << t.name << " " << name << ": " << run.out;
      }
    }
}

TEST(Options, TakeTheirValueAfterAnEqualsSignToo) {
  const struct {
    const char* program;
    std::vector<std::string> spaced, joined;
    const char* input;
  } cases[] = {{"shuttle_dfs", {"--per-line", "5"}, {"--per-line=5"}, "4\n"},
               {"shuttle_formula", {"--per-line", "0"}, {"--per-line=0"}, "4\n"},
               {"black_white", {"--layout", "moves"}, {"--layout=moves"}, "5\n"},
               {"rotation_game", {"--heuristic", "majority"}, {"--heuristic=majority"}, kJudgeBoards}};
  for (const auto& c : cases) {
    const ProgramRun spaced = run_program_on(program_path(c.program), c.spaced, c.input);
    const ProgramRun joined = run_program_on(program_path(c.program), c.joined, c.input);
    EXPECT_EQ(joined.status, 0) << c.program << ": " << joined.err;
    EXPECT_EQ(joined.out, spaced.out) << c.program;
    if (std::string(c.program) != "rotation_game") {  // whose bounds all give the same answers
      EXPECT_NE(joined.out, run_program_on(program_path(c.program), {}, c.input).out) << c.program << ": it counted";
    }
  }
  ProgramRun run = run_program_on(program_path("rotation_game"), {"--heuristic=fast"}, kJudgeBoards);
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("rotation_game: option --heuristic takes auto, exact or majority, not fast\n", 0), 0u) << run.err;
  run = run_program_on(program_path("black_white"), {"--min=yes"}, "4\n");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("black_white: option --min takes no value\n", 0), 0u) << run.err;
}

TEST(UnknownOption, IsNamedThenTheUsageOnStderrWithStatus2) {
  for (const Tool& t : tools()) {
    const ProgramRun run = run_program_on(t.path, {"--bogus"}, "");
    EXPECT_EQ(run.status, 2) << t.name;
    EXPECT_EQ(run.out, "") << t.name;
    EXPECT_EQ(run.err.rfind(t.name + ": unknown option --bogus\nusage: " + t.name + " ", 0), 0u) << run.err;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 2) << run.err;
  }
}

// One way to refuse a command line, in every program: an unknown option is
// named before a bad value, wherever each stands, and a bad value is named in
// the same words ("option --x takes ..., not value").
TEST(UnknownOption, IsNamedBeforeABadValue) {
  const struct {
    const char* program;
    const char* option;
    const char* takes;
  } cases[] = {{"black_white", "--layout", "step, step-space, board or moves"},
               {"rotation_game", "--heuristic", "auto, exact or majority"},
               {"shuttle_dfs", "--per-line", "a whole number from 0 to 1000000"},
               {"shuttle_formula", "--per-line", "a whole number from 0 to 1000000"}};
  for (const auto& c : cases) {
    const std::string program = c.program, path = program_path(c.program);
    for (const std::vector<std::string>& line :
         {std::vector<std::string>{c.option, "bogus", "--bogus"}, std::vector<std::string>{"--bogus", c.option, "bogus"}}) {
      const ProgramRun run = run_program_on(path, line, "");
      EXPECT_EQ(run.status, 2) << program;
      EXPECT_EQ(run.err.rfind(program + ": unknown option --bogus\nusage: " + program + " ", 0), 0u) << run.err;
    }
    const ProgramRun run = run_program_on(path, {c.option, "bogus"}, "");
    EXPECT_EQ(run.status, 2) << program;
    EXPECT_EQ(run.out, "") << program;
    EXPECT_EQ(run.err.rfind(program + ": option " + c.option + " takes " + c.takes + ", not bogus\nusage: " + program + " ", 0), 0u)
        << run.err;
  }
#ifdef SUITE_JUDGE
  const ProgramRun judge = run_program_on(SUITE_JUDGE, {"--processes", "bogus", "--bogus", "shuttle", "x"}, "");
  EXPECT_EQ(judge.status, 2);
  EXPECT_EQ(judge.err.rfind("judge: unknown option --bogus\n", 0), 0u) << judge.err;
#endif
}

TEST(UnknownOption, IsShownEscaped) {
  const ProgramRun run = run_program_on(program_path("black_white"), {"--\x1b[31m"}, "");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("black_white: unknown option --\\x1b[31m\n", 0), 0u) << run.err;
}

TEST(Options, ARepeatedFlagIsHarmless) {
  const struct {
    const char* program;
    const char* flag;
    const char* input;
  } cases[] = {{"shuttle_formula", "--trace", "3\n"}, {"shuttle_dfs", "--stats", "3\n"},
               {"black_white", "--min", "9\n"},      {"rotation_game", "--trace", kJudgeBoards}};
  for (const auto& c : cases) {
    const ProgramRun once = run_program_on(program_path(c.program), {c.flag}, c.input);
    const ProgramRun twice = run_program_on(program_path(c.program), {c.flag, c.flag}, c.input);
    EXPECT_EQ(once.status, 0) << c.program;
    EXPECT_EQ(twice.status, 0) << c.program;
    EXPECT_EQ(twice.out, once.out) << c.program;
    EXPECT_EQ(twice.err, once.err) << c.program;
  }
  EXPECT_EQ(run_program_on(SUITE_HARDEST_BOARDS, {"--count", "--count"}, "").out, "192 boards need 13 moves\n");
}

TEST(Options, AValueIsNeededAndChecked) {
  const std::string rotation = program_path("rotation_game");
  ProgramRun run = run_program_on(rotation, {"--heuristic"}, kJudgeBoards);
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("rotation_game: option --heuristic needs a value\nusage: rotation_game ", 0), 0u) << run.err;
  run = run_program_on(rotation, {"--heuristic", "fast"}, kJudgeBoards);
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("rotation_game: option --heuristic takes auto, exact or majority, not fast\n", 0), 0u) << run.err;
  run = run_program_on(rotation, {"--heuristic", "majority", "--heuristic", "exact"}, kJudgeBoards);
  EXPECT_EQ(run.status, 0) << "the last value counts";
  EXPECT_EQ(run.out, "AC\n2\nDDHH\n2\n");
}

#ifndef _WIN32
TEST(Output, AFullDiskIsAnErrorWithStatus1) {
  for (const Writing& w : writers()) {
    const ProgramRun run = run_program_with(w.path, {}, Stdin::text(w.input), Stdout::file("/dev/full"));
    EXPECT_EQ(run.status, 1) << w.name;
    EXPECT_EQ(run.err, w.name + ": cannot write the output: No space left on device\n");
  }
}
#endif

TEST(Output, AClosedStdoutIsAnErrorWithStatus1) {
  for (const Writing& w : writers()) {
    const ProgramRun run = run_program_with(w.path, {}, Stdin::text(w.input), Stdout::closed());
    EXPECT_EQ(run.status, 1) << w.name;
    EXPECT_EQ(run.err, w.name + ": cannot write the output: Bad file descriptor\n");
  }
}

TEST(Input, AFolderOrAClosedStdinIsAReadErrorWithStatus1) {
  for (const ProgramPath& p : kProgramPaths) {
    ProgramRun run;
#ifndef _WIN32
    run = run_program_with(p.path, {}, Stdin::file("."), Stdout::captured());
    EXPECT_EQ(run.status, 1) << p.name;
    EXPECT_EQ(run.err, std::string(p.name) + ": cannot read the input: Is a directory\n");
    EXPECT_EQ(run.out, "");
#endif
    run = run_program_with(p.path, {}, Stdin::closed(), Stdout::captured());
    EXPECT_EQ(run.status, 1) << p.name;
    EXPECT_EQ(run.err, std::string(p.name) + ": cannot read the input: Bad file descriptor\n");
  }
}

TEST(Messages, AreOneLineWithEveryUnsafeByteEscaped) {
  ProgramRun run = run_program_on(program_path("shuttle_dfs"), {}, std::string("2\0003\n", 4));
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "shuttle_dfs: case 1, token 1 (\"2\\x003\"): not a number\n");
  run = run_program_on(program_path("black_white"), {}, "4 \x1b[31mred\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "black_white: case 2, token 2 (\"\\x1b[31mred\"): not a number\n");
  EXPECT_EQ(run.out.rfind("step 0:oooo****--\n", 0), 0u) << "the valid case before it is printed";
  run = run_program_on(program_path("shuttle_formula"), {}, "1\xe2\x80\xae" "2\n");  // a right-to-left override
  EXPECT_EQ(run.err, "shuttle_formula: case 1, token 1 (\"1\\xe2\\x80\\xae" "2\"): not a number\n");
  // Cut at 21 bytes or a little less, where a character ends.
  run = run_program_on(program_path("rotation_game"), {}, std::string(20, '9') + "\xe2\x82\xac\xe2\x82\xac\n");
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "rotation_game: board 1, token 1 (\"99999999999999999999...\"): a symbol must be 1, 2 or 3\n");
}

TEST(Messages, ShowUtf8AsWrittenAndNameAFullWidthDigit) {
  // ３, the full-width digit a Chinese input method types: every program says so.
  for (const ProgramPath& p : kProgramPaths) {
    const bool board = std::string(puzzles::of_program(p.name)->what) == "board";
    const ProgramRun run = run_program_on(p.path, {}, board ? "1 \xef\xbc\x93\n" : "\xef\xbc\x93\n");
    EXPECT_EQ(run.status, 1) << p.name;
    EXPECT_EQ(run.err, std::string(p.name) + (board ? ": board 1, token 2 (\"\xef\xbc\x93\"): a symbol must be 1, 2 or 3"
                                                    : ": case 1, token 1 (\"\xef\xbc\x93\"): not a number") +
                           " (a full-width digit: type 3)\n");
  }
  const ProgramRun run = run_program_on(program_path("shuttle_dfs"), {}, "\xe7\xab\x9e\xe8\xb5\x9b\n");  // 竞赛
  EXPECT_EQ(run.err, "shuttle_dfs: case 1, token 1 (\"\xe7\xab\x9e\xe8\xb5\x9b\"): not a number\n");
}

#ifdef SUITE_JUDGE
TEST(Messages, TheToolsShowAPathAsItIsWritten) {
  // ./竞赛/a.out, a learner's program in a folder named in Chinese, not executable.
  const fs::path folder = fs::path(temp_dir()) / "\xe7\xab\x9e\xe8\xb5\x9b";
  fs::create_directories(folder);
  std::ofstream(folder / "a.out") << "not a program\n";
  ProgramRun run = run_program_on("/bin/sh", {"-c", "cd \"$0\" && exec \"$1\" shuttle -- ./\xe7\xab\x9e\xe8\xb5\x9b/a.out",
                                              temp_dir(), SUITE_JUDGE},
                                  "");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "judge: cannot run ./\xe7\xab\x9e\xe8\xb5\x9b/a.out: it is not executable\n");
  // What can hide text stays escaped, in a path too.
  run = run_program_on(SUITE_REPLAY, {"shuttle", "no\x1b[31m.in", "no.out", "-o", (folder / "p.html").string()}, "");
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "replay: cannot read no\\x1b[31m.in\n");
  run = run_program_on(SUITE_CHECK_SHUTTLE, {(folder / "\xe8\xbe\x93\xe5\x85\xa5.in").string(), "b", "c"}, "");  // 输入.in
  EXPECT_EQ(run.status, 3);
  EXPECT_EQ(run.err, "fail: cannot read " + (folder / "\xe8\xbe\x93\xe5\x85\xa5.in").string() + "\n");
}
#endif

}  // namespace

// --trace: stdout byte for byte as without it; stderr draws the positions.

TEST(Trace, LeavesStdoutAloneAndDrawsEveryPosition) {
  struct Case {
    const char* program;
    std::string input;
    const char* first_line;  // stderr's first line
    std::size_t lines;       // stderr's lines
  };
  const std::string judge = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n";
  const Case cases[] = {
      {"shuttle_dfs", "3\n", "WWW_BBB  start", 16},
      {"shuttle_formula", "3\n", "WWW_BBB  start", 16},
      {"rotation_game", judge, "board 1: start", 3 * 8},
      {"black_white", "7\n", "step 1: cells 7,8 -> 15,16", 11},
  };
  for (const Case& c : cases) {
    const ProgramRun plain = run_program_on(program_path(c.program), {}, c.input);
    const ProgramRun traced = run_program_on(program_path(c.program), {"--trace"}, c.input);
    EXPECT_EQ(traced.status, 0) << c.program;
    EXPECT_EQ(traced.out, plain.out) << c.program;
    EXPECT_EQ(traced.err.substr(0, traced.err.find('\n')), c.first_line) << c.program;
    EXPECT_EQ(static_cast<std::size_t>(std::count(traced.err.begin(), traced.err.end(), '\n')), c.lines) << c.program;
  }
  const ProgramRun shuttle = run_program_on(program_path("shuttle_dfs"), {"--trace"}, "3\n");
  EXPECT_NE(shuttle.err.find("BBB_WWW  moved hole 4\n"), std::string::npos) << "the last position is the goal";
}
