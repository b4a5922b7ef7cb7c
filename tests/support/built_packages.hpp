// What the tests of the packages build/package writes (package/package*_test.cpp)
// share: a package's file by format and problem, unpacked; a judge's
// compiler run on a file of it; problem.yaml and config.yaml read by PyYAML
// (package_yaml.py's "key=value" facts); the suite's own checker and its
// words for an output; wrong outputs made from an answer; the home judge's
// limits and file; and the fixture of the tests each problem's packages get.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "judges/judges.hpp"
#include "puzzles/puzzles.hpp"
#include "support/program_runs.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"

namespace fs = std::filesystem;

// "kattis/shuttle.zip": a package's name in packages/.
inline std::string package_name(const std::string& format, const std::string& problem) {
  return format + "/" + problem + (format == "fps" ? ".xml" : ".zip");
}
inline std::string package_file(const std::string& format, const std::string& problem) {
  return std::string(SUITE_BINARY_DIR) + "/packages/" + package_name(format, problem);
}

// The zip `archive` unpacked into a new folder; its path.
inline std::string unpacked(const std::string& archive) {
  const std::string folder = temp_path("-unpacked");
  fs::create_directories(folder);
  const ProgramRun r = run_program_with(SUITE_CMAKE_COMMAND, {"-E", "chdir", folder, SUITE_CMAKE_COMMAND, "-E", "tar", "xf", archive},
                                        Stdin::closed(), Stdout::captured());
  EXPECT_EQ(r.status, 0) << "cannot unpack " << archive << ": " << r.err;
  return folder;
}

// `source` compiled by `compiler args` into a program next to it; its path.
inline std::string compiled(const std::string& source, const std::vector<std::string>& args) {
  const std::string program = source + ".bin";
  std::vector<std::string> all = args;
  all.insert(all.end(), {"-o", program, source});
  const ProgramRun r = run_program_with(on_path("g++"), all, Stdin::closed(), Stdout::captured());
  EXPECT_EQ(r.status, 0) << "g++ could not compile " << source << ":\n" << r.err.substr(0, 2000);
  return program;
}

// What package_yaml.py prints for `file` ("key=value" a line), or skips.
inline std::string yaml_facts(const std::string& file) {
  const ProgramRun r = run_program_with(on_path("python3"), {std::string(SUITE_SOURCE_DIR) + "/tests/package/package_yaml.py", file},
                                        Stdin::closed(), Stdout::captured());
  EXPECT_NE(r.status, 2) << "python3 has no yaml module (Debian: apt-get install python3-yaml)";
  EXPECT_EQ(r.status, 0) << file << " is not a YAML mapping: " << r.err;
  return r.out;
}

inline bool has_yaml() {
  if (on_path("python3").empty()) return false;
  return run_program_on(on_path("python3"), {"-c", "import yaml"}, "").status == 0;
}

// The message of the suite's own checker (testlib's protocol) for `output`:
// its line, "wrong answer: ...".
inline std::string suite_message(const std::string& checker, const std::string& in, const std::string& output,
                          const std::string& answer) {
  const std::string out = temp_file("suite.out", output);
  return run_program_with(checker, {in, out, answer}, Stdin::closed(), Stdout::captured()).err;
}

// The puzzle's checker, as its row names it, built.
inline std::string suite_checker(const std::string& problem) { return checker_path(puzzles::find(problem)->checker); }

// Wrong outputs for the answer `answer`: the last two lines gone (a wrong
// answer: black_white's last move alone may go) and a space at the end of
// the first line (a presentation error).
inline std::vector<std::string> wrong_outputs(const std::string& answer) {
  std::string cut = answer;
  for (int lines = 0; lines < 2 && !cut.empty(); ++lines) {
    cut.erase(cut.size() - 1);
    cut.erase(cut.rfind('\n') == std::string::npos ? 0 : cut.rfind('\n') + 1);
  }
  std::string spaced = answer;
  spaced.insert(spaced.find('\n'), " ");
  return {cut, spaced};
}

// The lines of `facts` that start "key=", without it.
inline std::vector<std::string> all_facts(const std::string& facts, const std::string& key) {
  std::vector<std::string> values;
  std::istringstream lines(facts);
  for (std::string line; std::getline(lines, line);)
    if (line.compare(0, key.size() + 1, key + "=") == 0) values.push_back(line.substr(key.size() + 1));
  return values;
}

// The first of them; "" for none.
inline std::string fact(const std::string& facts, const std::string& key) {
  const std::vector<std::string> values = all_facts(facts, key);
  return values.empty() ? "" : values[0];
}

// The home judge's limits (its row of tools/judges/judges.tsv, the puzzle's
// home): seconds as the table writes them, and megabytes.
inline std::pair<std::string, long> home_limits(const std::string& problem) {
  const std::string home = puzzles::find(problem)->home;
  std::istringstream rows(read_file(SUITE_JUDGES_TSV));
  for (std::string row; std::getline(rows, row);) {
    std::vector<std::string> f;
    std::istringstream fields(row);
    for (std::string field; std::getline(fields, field, '\t');) f.push_back(field);
    if (f.size() == 13 && f[0] == home && f[2] == problem) return {f[7], std::atol(f[8].c_str()) / 1024};
  }
  ADD_FAILURE() << "tools/judges/judges.tsv has no row " << home << " for " << problem;
  return {"", 0};
}

// The judge-ready file (build/submit/) of the puzzle's first judge in
// tools/judges/judges.tsv that reads stdin: its home judge's, or the next
// where that one reads files (the shuttle's USACO).
inline std::string home_file(const std::string& problem) {
  for (const judges::Site& j : judges::read(SUITE_JUDGES_TSV))
    if (j.problem == problem && j.io == "-") return j.name + "/" + j.file + ".cpp";
  return "";
}

// Each problem's packages: the tests of a format are TEST_P(Package, ...), in
// a file of their own; package_test.cpp instantiates them all, a problem each.

class Package : public testing::TestWithParam<const char*> {};
