// What the tests of judge --stress (judge/stress_*_test.cpp) share: a stress
// run that found something (its report, the kept folder and the smallest
// input's cases), the suite's programs by name, its shortest moves for a
// board, a checker's verdict on a command's output, the printed command to
// judge the smallest input again, and the report's verdict line.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "support/judge_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "support/text_lines.hpp"

namespace fs = std::filesystem;

// A stress run that found something: its report and the kept folder, which
// goes when the test passes (a failing test keeps it, and says where).
struct Found {
  ProgramRun run;
  std::string folder;  // "" when the report names none
  std::vector<std::string> cases;  // smallest.in's cases, each a line, the closing 0 left out

  std::string again;  // the command it prints to judge the smallest input again

  explicit Found(const std::vector<std::string>& args) : Found(judge(args)) {}
  explicit Found(const ProgramRun& done) : run(done) {
    const std::string marker = "(its output) are in ";
    const std::size_t at = run.out.rfind(marker);
    if (at == std::string::npos) return;
    const std::size_t start = at + marker.size();
    folder = run.out.substr(start, std::min(run.out.find("; failing.in", start), run.out.find('\n', start)) - start);
    for (const std::string& line : lines_of(read_file(folder + "/smallest.in")))
      if (line != "0") cases.push_back(line);
    const std::string again_marker = "\nto judge it again: ";
    const std::size_t again_at = run.out.rfind(again_marker);
    if (again_at != std::string::npos) {
      const std::size_t from = again_at + again_marker.size();
      again = run.out.substr(from, run.out.find('\n', from) - from);
    }
  }
  ~Found() {
    if (folder.empty()) return;
    if (testing::Test::HasFailure()) std::fprintf(stderr, "the stress run's files are kept in %s\n", folder.c_str());
    else fs::remove_all(folder);
  }
  std::string file(const std::string& name) const { return read_file(folder + "/" + name); }
};

inline std::string program(const std::string& name) { return program_path(name); }

// The suite's shortest moves for one board ("" when it is solved).
inline std::string moves_for(const std::string& board) {
  const ProgramRun run = run_program_on(program("rotation_game"), {}, board + "\n0\n");
  const std::string moves = run.out.substr(0, run.out.find('\n'));
  return moves == "No moves needed" ? "" : moves;
}

// What the checker says of `command` on `input`: its exit status (0 OK).
inline int checked(const std::string& checker, const std::string& reference, const std::vector<std::string>& command,
            const std::string& input) {
  const std::string in = temp_file("stress.in", input);
  const std::string answer = temp_file("stress.ans", run_program(reference, {}, in).out);
  std::vector<std::string> args(command.begin() + 1, command.end());
  const std::string output = temp_file("stress.out", run_program(command[0], args, in).out);
  const int status = run_program(checker, {in, output, answer}, "/dev/null").status;
  for (const std::string& f : {in, answer, output}) fs::remove(f);
  return status;
}

// The printed command to judge the smallest input again, run by a shell (the
// line reaches it as an argument, and eval reads it as a person's shell would).
inline ProgramRun judged_again(const Found& found) {
  return run_program_on("/bin/sh", {"-c", "eval \"$1\"", "sh", found.again}, "");
}

// The line "VERDICT: detail" of a report about the smallest input (the last such line).
inline std::string verdict_line(const std::string& report) {
  std::string last;
  for (const std::string& line : lines_of(report))
    for (const char* v : {"AC: ", "WA: ", "PE: ", "TLE: ", "MLE: ", "OLE: ", "RE: "})
      if (line.rfind(v, 0) == 0) last = line;
  return last;
}
