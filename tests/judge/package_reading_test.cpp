// How judge --problem reads a Kattis package (tools/judge/any_problem.cpp,
// problem_yaml.cpp): what it refuses before any run, and what of the 2025-09
// format it reads as the spec says. Hostile packages are small, and the judge
// that reads them runs under a bound on its memory.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <cstdio>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "support/judge_runs.hpp"
#include "support/package_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

namespace {

namespace fs = std::filesystem;

const char kModern[] = "problem_format_version: 2025-09\nname: reading\n";

// The judge on a package folder, its address space bounded (1 GB: a judge
// that copies a bomb's aliases is stopped there, not the machine), with
// --no-sandbox unless `boxed`.
ProgramRun judge_bounded(const std::string& folder, const std::vector<std::string>& command, bool boxed = false) {
  std::vector<std::string> args;
#ifndef SUITE_SANITIZED  // a sanitizer reserves terabytes of address space
  args = {"--as=1073741824", SUITE_JUDGE};
#endif
  args.insert(args.end(), {"--problem", folder, "--time-limit", "5"});
  if (!boxed) args.push_back("--no-sandbox");
  args.push_back("--");
  args.insert(args.end(), command.begin(), command.end());
#ifndef SUITE_SANITIZED
  return run_program_on("/usr/bin/prlimit", args, "");
#else
  return run_program_on(SUITE_JUDGE, args, "");
#endif
}

// A refusal: exit status 2, `why` in its one line, no test run.
void expect_refused(const ProgramRun& run, const std::string& why) {
  EXPECT_EQ(run.status, 2) << run.out << run.err;
  EXPECT_NE(run.err.find(why), std::string::npos) << run.err;
  EXPECT_EQ(run.err.find('\n'), run.err.size() - 1) << run.err;
  EXPECT_EQ(run.out.find("test "), std::string::npos) << run.out;
}

// A 1 MB anchor used 1,000 times in args (1 GB once its aliases are copied
// as strings) is refused on the line where it passes 16 MB, from a group's
// test_group.yaml and from a test's own NAME.yaml. Under 16 MB the aliases
// are read, each copy the same text.
TEST(PackageReading, AnAliasBombIsRefusedWithItsLine) {
  std::string bomb = "big: &big \"" + std::string(1 << 20, 'x') + "\"\nargs:\n";
  for (int i = 0; i < 1000; ++i) bomb += "  - *big\n";
  const std::map<std::string, std::string> one = {{"problem.yaml", kModern}, {"data/secret/1.in", "1\n"},
                                                  {"data/secret/1.ans", "1\n"}};
  std::map<std::string, std::string> files = one;
  files["data/secret/test_group.yaml"] = bomb;
  // 1 MB of the anchor, then 16 aliases: the 16th (line 18) passes 16 MB.
  expect_refused(judge_bounded(package_folder(files), {"/bin/cat"}),
                 "judge: data/secret/test_group.yaml does not parse: line 18: more than 16 MB of text once aliases are expanded");
  files = one;
  files["data/secret/1.yaml"] = bomb;
  expect_refused(judge_bounded(package_folder(files), {"/bin/cat"}),
                 "judge: data/secret/1.yaml does not parse: line 18: more than 16 MB of text once aliases are expanded");

  // The control: a small anchor used in args reaches the solution each time.
  files = one;
  files["data/secret/test_group.yaml"] = "word: &w seven\nargs: [*w, *w, *w]\n";
  files["data/secret/1.ans"] = "seven seven seven\n";
  const ProgramRun read = judge_bounded(package_folder(files), {"/bin/echo"});
  EXPECT_EQ(read.status, 0) << read.out << read.err;
  EXPECT_EQ(verdicts(read), (std::map<std::string, std::string>{{"secret/1", "AC"}})) << read.out << read.err;
}

}  // namespace
