// judge --problem on interactive and multi-pass problems, and --tests DIR
// --interactor: problemtools' guess (legacy) and the packages of
// judge/interactive/ (2025-09, written here) judged as their folders say,
// hostile submissions, hostile and broken validators each ending with the
// right verdict or the judge's failure, nothing of a run left running, and
// the judge never ended by a validator leaving under its write; the
// interaction logged as a sample's .interaction is; --stress on an
// interactive problem; what 2025-09 adds (test_group.yaml, NAME.yaml, types)
// read. The judge runs as the tests' user, under a login's limit of 1024
// open files, and as uid 65534 too where the tests run as root
// (judge_modes.hpp). A test's own files: own_files_test.cpp; whose time a
// solution's wall time is: interactive_time_test.cpp.
#include <gtest/gtest.h>

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "support/judge_modes.hpp"
#include "support/package_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

namespace {

namespace fs = std::filesystem;

const std::string kOwn = std::string(SUITE_SOURCE_DIR) + "/tests/judge/interactive";
const std::string kGuessLegacy = std::string(SUITE_SOURCE_DIR) + "/tests/judge/problemtools/guess";

// Every submission of `package`'s verdict folders (or of `only`) gets its
// folder's verdict, in each mode, and leaves nothing running.
void judge_folders(const std::string& package, const std::map<std::string, std::string>& expected,
                   const std::vector<std::string>& extra = {}) {
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ to build the submissions (Debian: apt-get install g++)";
  for (const Mode& mode : modes())
    for (const auto& [folder, verdict] : expected) {
      const fs::path dir = fs::path(package) / "submissions" / folder;
      for (const auto& entry : fs::directory_iterator(dir)) {
        const std::string ext = entry.path().extension().string();
        if (ext != ".cpp" && ext != ".cc" && ext != ".c" && !(ext == ".py" && !python3().empty())) continue;
        if (ext == ".c") continue;  // built below by gcc where needed
        if (ext == ".py" && read_file(entry.path().string()).find("python2") != std::string::npos) continue;
        const std::vector<std::string> command = built(entry.path().string());
        std::vector<std::string> args = {"--problem", package};
        args.insert(args.end(), extra.begin(), extra.end());
        args.push_back("--");
        args.insert(args.end(), command.begin(), command.end());
        const ProgramRun run = judge_as(mode, args);
        const std::string what = mode.name + ": " + folder + "/" + entry.path().filename().string();
        EXPECT_EQ(first_failure(run), verdict) << what << "\n" << run.out << run.err;
        EXPECT_EQ(run.status, verdict.empty() ? 0 : 1) << what << "\n" << run.out << run.err;
        EXPECT_EQ(running(command.back()), 0) << what << ": a process of it is left";
      }
    }
}

// problemtools' guess (legacy: validation: custom interactive): every
// submission in C++ and Python gets its folder's verdict, the validator's WA
// standing where it ended first (guess_tle.cc: WA, not TLE), the
// solution's failure where it ended first (guess_rte.c: RE, not WA).
TEST(Interactive, ProblemtoolsGuessJudgesAsItsFoldersSay) {
  if (on_path("gcc").empty()) GTEST_SKIP() << "skipped: no gcc (Debian: apt-get install gcc)";
  const std::string rte = shared_folder() + "/guess_rte.bin";
  ASSERT_EQ(run_program_on(on_path("gcc"), {"-O2", "-o", rte, kGuessLegacy + "/submissions/run_time_error/guess_rte.c"}, "").status, 0);
  const ProgramRun crashed = judge_as(modes()[0], {"--problem", kGuessLegacy, "--time-limit", "1", "--", rte});
  EXPECT_EQ(first_failure(crashed), "RE") << crashed.out << crashed.err;
  judge_folders(kGuessLegacy, {{"accepted", ""}, {"wrong_answer", "WA"}, {"time_limit_exceeded", "TLE"}, {"run_time_error", "RE"}},
                {"--time-limit", "1", "--only", "1-3", "-j", "3"});
}

// The 2025-09 guessing game and two-pass problem, and a legacy one, written here.
TEST(Interactive, OwnPackagesJudgeAsTheirFoldersSay) {
  judge_folders(kOwn + "/guess",
                {{"accepted", ""}, {"wrong_answer", "WA"}, {"time_limit_exceeded", "TLE"}, {"run_time_error", "RE"}},
                {"--only", "4-5", "-j", "2"});  // 1000 and 500, at once
  judge_folders(kOwn + "/twopass", {{"accepted", ""}, {"wrong_answer", "WA"}, {"run_time_error", "RE"}});
  judge_folders(kOwn + "/legacy_guess", {{"accepted", ""}});
}

// Hostile submissions each end within the limits with their verdict, and
// leave nothing running: one that never reads (its wall time), one that
// floods (the validator's WA at the 11th guess), one that closes its stdin
// and stdout and computes on (ended, as far as the validator can tell: its
// own TLE), one that closes its stdout alone and computes on (its output's
// end is its end: TLE, as for one the judge stops at its time limit, whose
// stdout the kernel may close first), one that closes them and exits (WA).
TEST(Interactive, HostileSubmissionsEndWithTheirVerdicts) {
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ (Debian: apt-get install g++)";
  const std::map<std::string, std::string> expected = {
      {"never_reads", "TLE"}, {"floods", "WA"}, {"closes_early", "TLE"}, {"closes_stdout", "TLE"},
      {"closes_and_exits", "WA"}};
  for (const Mode& mode : modes())
    for (const auto& [name, verdict] : expected) {
      const std::vector<std::string> command = built(kOwn + "/guess/submissions/hostile/" + name + ".cpp");
      const ProgramRun run = judge_as(mode, {"--problem", kOwn + "/guess", "--only", "4", "--", command[0]});
      EXPECT_EQ(first_failure(run), verdict) << mode.name << ": " << name << "\n" << run.out << run.err;
      EXPECT_EQ(running(command[0]), 0) << mode.name << ": " << name << " is left running";
    }
}

// A scoring problem is judged pass-fail: an accepted test shows the score
// its validator wrote (score.txt), a rejected one none; a validator that
// rejects with no message is said to have given none (not "WA: ").
TEST(Interactive, AScoringProblemIsJudgedPassFailWithItsScores) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 (Debian: apt-get install python3)";
  const std::string package = package_folder(
      {{"problem.yaml", "problem_format_version: 2025-09\nname: Scored\nuuid: 9\ntype: scoring\nlimits: {time_limit: 2}\n"},
       {"data/secret/1.in", "3\n"}, {"data/secret/1.ans", "3\n"}, {"data/secret/2.in", "4\n"}, {"data/secret/2.ans", "4\n"},
       {"output_validator/validate.py",
        "import os, sys\nif sys.stdin.read().split() != open(sys.argv[2]).read().split(): sys.exit(43)\n"
        "open(os.path.join(sys.argv[3], 'score.txt'), 'w').write(str(10 * int(open(sys.argv[1]).read())) + '\\n')\n"
        "sys.exit(42)\n"}});
  const std::string echo = temp_file("echo.py", "print(input())\n"), three = temp_file("three.py", "input()\nprint(3)\n");
  const ProgramRun right = judge_as(modes()[0], {"--problem", package, "--", python3(), echo});
  EXPECT_EQ(right.status, 0) << right.out << right.err;
  EXPECT_NE(right.out.find(" MB  score 30\n"), std::string::npos) << right.out;
  EXPECT_NE(right.out.find(" MB  score 40\n"), std::string::npos) << right.out;
  const ProgramRun wrong = judge_as(modes()[0], {"--problem", package, "--", python3(), three});
  EXPECT_EQ(verdicts(wrong), (std::map<std::string, std::string>{{"secret/1", "AC"}, {"secret/2", "WA"}})) << wrong.out << wrong.err;
  EXPECT_NE(wrong.out.find(" MB  score 30\n"), std::string::npos) << wrong.out;
  EXPECT_EQ(wrong.out.find("score 40"), std::string::npos) << wrong.out;
  EXPECT_NE(wrong.out.find(" MB\n2 tests: 1 AC, 1 WA\n"), std::string::npos) << wrong.out;
  EXPECT_NE(wrong.out.find("\nWA (no message)\n"), std::string::npos) << wrong.out;
}

// A validator that has read enough and exits while the solution is still
// writing, a line per write: the judge's next write to the validator's
// stdin may find its reader gone after poll() found room. That write fails
// with EPIPE, and raises SIGPIPE, which the judge must not die of (it did:
// exit status 141, no verdict). Each of the 60
// tests gives the race a chance (the old judge died within a few dozen), with
// one run at a time and three at once; each is AC, as the validator says.
TEST(Interactive, AValidatorLeavingWhileTheSolutionWritesEndsNoJudge) {
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ (Debian: apt-get install g++)";
  std::map<std::string, std::string> files = {
      {"problem.yaml", "problem_format_version: 2025-09\nname: Enough\nuuid: 6\ntype: interactive\nlimits: {time_limit: 2}\n"},
      {"output_validator/validate.cpp",
       "#include <unistd.h>\n"
       "int main() {  // 1000 bytes read: accepted, whatever follows\n"
       "  char b[64];\n"
       "  for (long got = 0; got < 1000;) {\n"
       "    const long n = read(0, b, sizeof b);\n"
       "    if (n <= 0) return 43;\n"
       "    got += n;\n"
       "  }\n"
       "  return 42;\n"
       "}\n"},
      {"submissions/accepted/writer.cpp",
       "#include <unistd.h>\n"
       "int main() {  // 100,000 lines, a write each; its stdout is never closed under it\n"
       "  for (int k = 0; k < 100000; ++k)\n"
       "    if (write(1, \"1\\n\", 2) != 2) return 1;\n"
       "}\n"}};
  for (int k = 1; k <= 60; ++k)
    files["data/secret/" + std::to_string(k) + ".in"] = std::to_string(k) + "\n", files["data/secret/" + std::to_string(k) + ".ans"] = "";
  const std::string package = shared_package("enough", files);
  const std::vector<std::string> writer = built(package + "/submissions/accepted/writer.cpp");
  for (const Mode& mode : modes())
    for (const char* jobs : {"1", "3"}) {
      const ProgramRun run = judge_as(mode, {"--problem", package, "-j", jobs, "--", writer[0]});
      const std::string what = mode.name + ", -j " + jobs;
      EXPECT_EQ(run.status, 0) << what << "\n" << run.out << run.err;
      EXPECT_NE(run.out.find("60 tests: 60 AC"), std::string::npos) << what << "\n" << run.out << run.err;
      EXPECT_EQ(running(writer[0]), 0) << what << ": a process of it is left";
    }
}

// Hostile validators, against a solution that reads a number and answers
// it plus one: each ends within its limits, and the verdict is the one the
// ended-first rule gives. One that floods 10 MB at the solution, never
// reading, then accepts: AC (what the solution never read is dropped). One
// that asks and never reads the answer, then says 43: WA, its word (the
// solution ended first, but did not fail). One that closes both its pipes
// at once, then accepts: it ended first, but the solution, finding no
// question, fails, and its own failure stands: RE. One that floods forever:
// the judge's failure at the validator's wall-time cap (twice ten times the
// time limit and ten seconds, and a second: 23 s under a limit of 0.1 s).
TEST(Interactive, HostileValidatorsEndWithTheirVerdicts) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 (Debian: apt-get install python3)";
  const std::map<std::string, std::pair<std::string, std::string>> validators = {
      {"floods", {"import os, sys\nfor _ in range(160): os.write(1, b'7\\n' * 32768)\nsys.exit(42)\n", "AC"}},
      {"never_reads", {"import sys, time\nprint(5, flush=True)\ntime.sleep(0.3)\nsys.exit(43)\n", "WA"}},
      {"closes_early", {"import os, sys, time\nos.close(0), os.close(1)\ntime.sleep(0.3)\nsys.exit(42)\n", "RE"}},
      {"floods_forever", {"import os\nwhile True: os.write(1, b'7\\n' * 32768)\n", ""}}};
  const std::string answer = shared_package("answer", {{"answer.py", "import sys\nprint(int(sys.stdin.readline()) + 1, flush=True)\n"}}) + "/answer.py";
  for (const auto& [name, validator] : validators) {
    const std::string package = shared_package(
        "validator_" + name,
        {{"problem.yaml", "problem_format_version: 2025-09\nname: Hostile\nuuid: 8\ntype: interactive\nlimits: {time_limit: " +
                              std::string(validator.second.empty() ? "0.1" : "1") + "}\n"},
         {"data/secret/1.in", "5\n"}, {"data/secret/1.ans", ""}, {"output_validator/validate.py", validator.first}});
    for (const Mode& mode : modes()) {
      const ProgramRun run = judge_as(mode, {"--problem", package, "--", python3(), answer});
      const std::string what = mode.name + ": " + name;
      EXPECT_EQ(running(package + "/output_validator"), 0) << what << ": a process of the validator is left";
      if (validator.second.empty()) {
        EXPECT_EQ(run.status, 2) << what << "\n" << run.out << run.err;
        EXPECT_NE(run.err.find("the output validator went past its time limit (wall time "), std::string::npos) << what << "\n" << run.err;
        break;  // 23 s: in one mode
      }
      EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"secret/1", validator.second}})) << what << "\n" << run.out << run.err;
    }
  }
}

// A broken package is the judge's failure (exit status 2), never a verdict:
// a validator that asks for more passes than limits.validation_passes, one
// that exits 0, one that writes nextpass.in and rejects the pass.
TEST(Interactive, BrokenValidatorsAreTheJudgesFailure) {
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ (Debian: apt-get install g++)";
  const std::vector<std::string> cat = built(kOwn + "/asks_too_many/submissions/accepted/cat.cpp");
  const ProgramRun passes = judge_as(modes()[0], {"--problem", kOwn + "/asks_too_many", "--", cat[0]});
  EXPECT_EQ(passes.status, 2) << passes.out << passes.err;
  EXPECT_NE(passes.err.find("asked for pass 3 on test 1 (secret/1) (nextpass.in), past the 2 of limits.validation_passes"),
            std::string::npos) << passes.err;
  const std::vector<std::string> hello = built(kOwn + "/bad_validator/submissions/accepted/hello.cpp");
  const ProgramRun zero = judge_as(modes()[0], {"--problem", kOwn + "/bad_validator", "--", hello[0]});
  EXPECT_EQ(zero.status, 2) << zero.out << zero.err;
  EXPECT_NE(zero.err.find("exit status 0 (42 or 43 expected)"), std::string::npos) << zero.err;
  if (python3().empty()) return;
  const std::string package = package_folder(
      {{"problem.yaml", "problem_format_version: 2025-09\nname: Rejects\nuuid: 1\ntype: multi-pass\nlimits: {time_limit: 1}\n"},
       {"data/secret/1.in", "1\n"}, {"data/secret/1.ans", "1\n"},
       {"output_validator/validate.py",
        "import sys, os\nopen(os.path.join(sys.argv[3], 'nextpass.in'), 'w').write('2\\n')\nsys.exit(43)\n"}});
  const ProgramRun rejects = judge_as(modes()[0], {"--problem", package, "--", cat[0]});
  EXPECT_EQ(rejects.status, 2) << rejects.out << rejects.err;
  EXPECT_NE(rejects.err.find("wrote nextpass.in on test 1 (secret/1) without accepting the pass"), std::string::npos) << rejects.err;
}

// What a validator leaves in its feedback folder is read only as a regular
// file: judgemessage.txt, score.txt or nextpass.in left as a named pipe
// (which the judge waited on for ever) or as a link to /dev/zero (read until
// the judge's memory was gone) is the package's failure, said so, for a
// legacy validator, an interactive one and a multi-pass one. Each run is
// bounded: 60 s, and 1 GB of address space (not under the sanitizers, whose
// shadow memory is far larger).
TEST(Interactive, WhatAValidatorLeavesIsReadOnlyAsARegularFile) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 (Debian: apt-get install python3)";
  const std::string answer = shared_package("answer_once", {{"answer.py", "print(1, flush=True)\n"}}) + "/answer.py";
  const std::map<std::string, std::string> types = {
      {"legacy", "validation: custom\n"},
      {"interactive", "problem_format_version: 2025-09\nuuid: 9\ntype: interactive\n"},
      {"multi-pass", "problem_format_version: 2025-09\nuuid: 9\ntype: multi-pass\n"}};
  const std::map<std::string, std::string> leaves = {
      {"judgemessage.txt", "a named pipe"}, {"score.txt", "a named pipe"}, {"nextpass.in", "a named pipe"}};
  for (const auto& [type, yaml] : types)
    for (const auto& [file, kind_said] : leaves)
      for (const std::string how : {"fifo", "zero"}) {
        if (file == "nextpass.in" && type != "multi-pass") continue;
        const std::string make = how == "fifo" ? "os.mkfifo(path)\n" : "os.symlink('/dev/zero', path)\n";
        const std::string validator =
            "import os, sys\nsys.stdin.read()\npath = os.path.join(sys.argv[3], '" + file + "')\n" + make + "sys.exit(42)\n";
        const bool legacy = type == "legacy";
        const std::string package = shared_package(
            "leaves_" + type + "_" + how + "_" + file,
            {{"problem.yaml", "name: Leaves\n" + yaml + (legacy ? "" : "limits: {time_limit: 1}\n")},
             {legacy ? ".timelimit" : "data/sample/.keep", legacy ? "1\n" : ""}, {"data/secret/1.in", "1\n"},
             {"data/secret/1.ans", "1\n"},
             {legacy ? "output_validators/validate/validate.py" : "output_validator/validate.py", validator}});
        std::vector<std::string> bound = {"/usr/bin/timeout", "-s", "KILL", "60"};
#ifndef SUITE_SANITIZED
        bound.insert(bound.end(), {"/usr/bin/prlimit", "--as=1073741824"});
#endif
        const ProgramRun run = judge_as({"bounded", bound}, {"--problem", package, "--", python3(), answer});
        const std::string what = type + ": " + file + " as " + (how == "fifo" ? "a named pipe" : "a link to /dev/zero");
        EXPECT_EQ(run.status, 2) << what << "\n" << run.out << run.err;
        EXPECT_NE(run.err.find(file + " on test 1 (secret/1) is " + (how == "fifo" ? kind_said : "a link") +
                               ", not a regular file"),
                  std::string::npos) << what << "\n" << run.err;
      }
}

// The interaction is kept as a sample's .interaction file shows one: the
// binary search on sample 1 is that sample's file, byte for byte; a failing
// test's last lines are shown in the report.
TEST(Interactive, TheInteractionIsLoggedAsASamplesFile) {
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ (Debian: apt-get install g++)";
  const std::vector<std::string> binary = built(kOwn + "/guess/submissions/accepted/binary.cpp");
  const std::string work = temp_path("-work");
  fs::create_directories(work);
  chmod(work.c_str(), 0777);
  const ProgramRun run = judge_as(modes()[0], {"--problem", kOwn + "/guess", "--only", "1", "--keep", "--work", work, "--", binary[0]});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  std::string log;
  for (const auto& e : fs::recursive_directory_iterator(work))
    if (e.path().extension() == ".interaction") log = read_file(e.path().string());
  EXPECT_EQ(log, read_file(kOwn + "/guess/data/sample/1.interaction"));
  fs::remove_all(work);
  const std::vector<std::string> linear = built(kOwn + "/guess/submissions/wrong_answer/linear.cpp");
  const ProgramRun wrong = judge_as(modes()[0], {"--problem", kOwn + "/guess", "--only", "1", "--", linear[0]});
  EXPECT_NE(wrong.out.find("interaction (> the solution wrote, < it was sent), its last lines"), std::string::npos) << wrong.out;
  EXPECT_NE(wrong.out.find("\n  >10\n  <higher\n  >11\n"), std::string::npos) << wrong.out;
}

// A multi-pass test's log is one log of all its passes, kept as one pass's
// is: 50 passes of 6 KB each leave the first 16 KB and the last 48 KB
// (300 KB before, rewritten whole after each pass), "---" between passes
// in both, the line between them saying what was left out.
TEST(Interactive, AManyPassLogKeepsItsHeadAndTail) {
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ (Debian: apt-get install g++)";
  const std::string package = package_folder(
      {{"problem.yaml", "problem_format_version: 2025-09\nname: Many\nuuid: 5\ntype: [interactive, multi-pass]\n"
                        "limits: {time_limit: 1, validation_passes: 50}\n"},
       {"data/secret/1.in", "1\n"}, {"data/secret/1.ans", ""},
       {"output_validator/validator.cpp",  // pass k sends 3,000 letters, takes them back, asks for pass k + 1
        "#include <fstream>\n#include <iostream>\n#include <string>\n"
        "int main(int, char** argv) {\n  int k = 0;\n  std::ifstream(argv[1]) >> k;\n"
        "  const std::string line(3000, static_cast<char>('a' + k % 26));\n  std::cout << line << std::endl;\n"
        "  std::string back;\n  if (!std::getline(std::cin, back) || back != line) return 43;\n"
        "  if (k < 50) std::ofstream(std::string(argv[3]) + \"/nextpass.in\") << k + 1 << \"\\n\";\n  return 42;\n}\n"}});
  const std::string echo = temp_file("echo_lines.cpp",
                                     "#include <iostream>\n#include <string>\n"
                                     "int main() {\n  std::string s;\n  while (std::getline(std::cin, s)) std::cout << s << std::endl;\n}\n");
  const std::string work = temp_path("-work");
  fs::create_directories(work);
  chmod(work.c_str(), 0777);
  const ProgramRun run = judge_as(modes()[0], {"--problem", package, "--keep", "--work", work, "--", built(echo)[0]});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  std::string log, out;
  for (const auto& e : fs::recursive_directory_iterator(work)) {
    if (e.path().extension() == ".interaction") log = read_file(e.path().string());
    if (e.path().extension() == ".out") out = read_file(e.path().string());
  }
  fs::remove_all(work);
  const std::string between = "bytes of the interaction not kept) ...\n";
  const std::size_t cut = log.find(between);
  EXPECT_LE(log.size(), (64u << 10) + 100) << "the log is not bounded";
  ASSERT_NE(cut, std::string::npos) << log.size() << " bytes";
  const std::string head = log.substr(0, cut), tail = log.substr(cut + between.size());
  EXPECT_EQ(head.substr(0, 10), "<bbbbbbbbb");  // pass 1
  EXPECT_NE(head.find("\n---\n<ccccc"), std::string::npos);  // pass 2 begins
  EXPECT_NE(tail.find("\n---\n<yyyyy"), std::string::npos);  // pass 50 begins
  EXPECT_EQ(tail.substr(tail.size() - 3002), ">" + std::string(3000, 'y') + "\n");  // and ends
  EXPECT_EQ(out, log);
}

// A solution that floods a validator which reads a line whole and copies it
// to a file (400 MB with no newline took it past its memory limit: the
// judge's failure, exit status 2): the judge passes on its output limit
// (8 MB here, the 2025-09 default) and no more, and the test is OLE, the validator within its
// limits whatever it does with what it was sent.
TEST(Interactive, AFloodPastTheOutputLimitIsTheSolutionsOLE) {
  if (on_path("g++").empty() || python3().empty()) GTEST_SKIP() << "skipped: no g++ or python3";
  const std::string package = package_folder(
      {{"problem.yaml", "problem_format_version: 2025-09\nname: Flood\nuuid: 7\ntype: interactive\nlimits: {time_limit: 2}\n"},
       {"data/secret/1.in", "1\n"}, {"data/secret/1.ans", ""},
       {"output_validator/validate.py",
        "import os, sys\nline = sys.stdin.readline()\n"
        "open(os.path.join(sys.argv[3], 'copy.txt'), 'w').write(line)\nsys.exit(43)\n"}});
  const std::string flood = temp_file("flood.cpp",
                                      "#include <cstdio>\n#include <cstring>\n"
                                      "int main() {\n  static char b[1 << 16];\n  std::memset(b, 'a', sizeof b);\n"
                                      "  for (;;) std::fwrite(b, 1, sizeof b, stdout);\n}\n");
  const std::vector<std::string> command = built(flood);
  const ProgramRun run = judge_as(modes()[0], {"--problem", package, "--", command[0]});
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_EQ(first_failure(run), "OLE") << run.out << run.err;
  EXPECT_NE(run.out.find("OLE: output over 8.0 MB to the output validator (the judge passed no more on)"), std::string::npos)
      << run.out;
  EXPECT_EQ(running(command[0]), 0) << "the flood is left running";
}

// A folder of tests with a testlib interactor (and a checker of what it
// wrote): testlib's 0 and 1 give AC and WA.
TEST(Interactive, ATestlibInteractorJudgesAFolder) {
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ (Debian: apt-get install g++)";
  const std::string folder = kOwn + "/testlib_folder", interactor = folder + "/interactor.cpp";
  const std::vector<std::string> binary = built(kOwn + "/guess/submissions/accepted/binary.cpp"),
                                 linear = built(kOwn + "/guess/submissions/wrong_answer/linear.cpp");
  const ProgramRun right = judge_as(modes()[0], {"--tests", folder, "--interactor", interactor, "--", binary[0]});
  EXPECT_EQ(right.status, 0) << right.out << right.err;
  const ProgramRun wrong = judge_as(modes()[0], {"--tests", folder, "--interactor", interactor, "--", linear[0]});
  EXPECT_EQ(first_failure(wrong), "WA") << wrong.out << wrong.err;
  EXPECT_NE(wrong.out.find("\n  the solution ended: exit status 0 (the interactor had ended first)\n"), std::string::npos)
      << "a testlib interactor is named as one: " << wrong.out;
  if (python3().empty()) return;
  // The checker reads the interactor's output file: here it refuses every one.
  const std::string checker = temp_file("checker.py", "import sys\nsys.stderr.write('the checker read: ' + open(sys.argv[2]).read().strip() + '\\n')\nsys.exit(1)\n");
  const ProgramRun checked = judge_as(modes()[0], {"--tests", folder, "--interactor", interactor, "--checker", checker, "--", binary[0]});
  EXPECT_EQ(first_failure(checked), "WA") << checked.out << checked.err;
  EXPECT_NE(checked.out.find("WA: the checker read: "), std::string::npos) << checked.out;
  const ProgramRun refused = judge_as(modes()[0], {"--problem", kOwn + "/guess", "--interactor", interactor, "--", binary[0]});
  EXPECT_EQ(refused.status, 2) << refused.out << refused.err;
}

// testlib.h's points (exit 7) and partly correct (16 and up) are wrong
// answers with those words, whether a checker, an interactor or the checker
// after an interactor says them; its fail (3) is the judge's failure.
TEST(Interactive, ATestlibProgramsPointsAreAWrongAnswerInEveryRole) {
  const std::string folder = shared_package("testlib_points", {{"1.in", ""}, {"1.ans", ""}});
  const auto script = [&](const std::string& name, const std::string& text) {
    const std::string path = shared_package("testlib_points_" + name, {{name + ".sh", "#!/bin/sh\n" + text}}) + "/" + name + ".sh";
    chmod(path.c_str(), 0755);
    return path;
  };
  const std::string asks = "echo hi\nread x\n";
  const std::string checker = script("checker", "echo 'got 3 of 5' >&2\nexit 7\n"),
                    interactor = script("interactor", asks + "echo 'got 3 of 5' >&2\nexit 7\n"),
                    talks = script("talks", asks + "exit 0\n"), partly = script("partly", "echo 'got 4 of 5' >&2\nexit 20\n"),
                    fails = script("fails", asks + "echo 'cannot read the answer' >&2\nexit 3\n");
  const std::vector<std::pair<std::vector<std::string>, std::string>> roles = {
      {{"--checker", checker}, "WA: points, not full marks: got 3 of 5"},
      {{"--interactor", interactor}, "WA: points, not full marks: got 3 of 5"},
      {{"--interactor", talks, "--checker", partly}, "WA: partly correct, not full marks: got 4 of 5"}};
  for (const auto& [how, said] : roles) {
    std::vector<std::string> args = {"--tests", folder};
    args.insert(args.end(), how.begin(), how.end());
    args.insert(args.end(), {"--", "/bin/cat"});
    const ProgramRun run = judge_as(modes()[0], args);
    EXPECT_EQ(run.status, 1) << how[1] << "\n" << run.out << run.err;
    EXPECT_EQ(first_failure(run), "WA") << how[1] << "\n" << run.out << run.err;
    EXPECT_NE(run.out.find(said), std::string::npos) << how[1] << "\n" << run.out;
  }
  const ProgramRun failed = judge_as(modes()[0], {"--tests", folder, "--interactor", fails, "--", "/bin/cat"});
  EXPECT_EQ(failed.status, 2) << failed.out << failed.err;
  EXPECT_NE(failed.err.find("the interactor failed on test 1 (1): exit status 3 (testlib's fail): cannot read the answer"),
            std::string::npos) << failed.err;
}

// An interactor seldom reads an answer: a folder judged by one needs no
// NAME.ans beside each NAME.in, nor --input FILE one beside FILE (the
// interactor is given an empty answer file). Without an interactor such
// tests are run and their output shown (daily_switches_test.cpp).
TEST(Interactive, AnInteractorsTestsNeedNoAnswers) {
  const std::string folder = shared_package("no_answers", {{"1.in", "5\n"}, {"2.in", "7\n"}});
  const std::string interactor = shared_package("no_answers_interactor",
                                                {{"echo.sh", "#!/bin/sh\nread n < \"$1\"\necho \"$n\"\nread x\n"
                                                             "[ \"$x\" = \"$n\" ] && [ ! -s \"$3\" ] && exit 0\n"
                                                             "echo \"got $x for $n\" >&2\nexit 1\n"}}) + "/echo.sh";
  chmod(interactor.c_str(), 0755);
  const ProgramRun run = judge_as(modes()[0], {"--tests", folder, "--interactor", interactor, "--", "/bin/cat"});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("2 tests: 2 AC"), std::string::npos) << run.out;
  const ProgramRun one = judge_as(modes()[0], {"--tests", folder, "--interactor", interactor, "--input", folder + "/2.in", "--", "/bin/cat"});
  EXPECT_EQ(one.status, 0) << one.out << one.err;
  EXPECT_NE(one.out.find("1 test: 1 AC"), std::string::npos) << one.out;
  const ProgramRun wrong = judge_as(modes()[0], {"--tests", folder, "--interactor", interactor, "--", "/bin/echo", "3"});
  EXPECT_EQ(first_failure(wrong), "WA") << wrong.out << wrong.err;
  const ProgramRun alone = judge_as(modes()[0], {"--tests", folder, "--", "/bin/cat"});
  EXPECT_EQ(alone.status, 0) << alone.out << alone.err;
  EXPECT_NE(alone.out.find("\n2 tests: 2 ran with no answer to compare with\n"), std::string::npos) << alone.out;
}

// --stress on an interactive problem: no --answer (the validator judges
// alone), each input checked by the input validator, the failing input
// shrunk: linear guessing fails first at 11.
TEST(Interactive, StressFindsAndShrinksOnAnInteractiveProblem) {
  if (on_path("g++").empty() || python3().empty()) GTEST_SKIP() << "skipped: no g++ or python3";
  const std::vector<std::string> linear = built(kOwn + "/guess/submissions/wrong_answer/linear.cpp");
  const std::string gen = temp_file("gen.py", "import sys, random\nrandom.seed(int(sys.argv[1]))\nprint(random.randint(12, 1000))\n");
  const ProgramRun run = judge_as(modes()[0], {"--problem", kOwn + "/guess", "--stress", "--runs", "20", "--seed", "1",
                                               "--gen", shell_quoted(python3()) + " " + shell_quoted(gen), "--", linear[0]});
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_NE(run.out.find("no answers (the problem is interactive: its validator judges alone)"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("smallest input (1 line, 1 token):\n  11\n"), std::string::npos) << run.out;
  // Its smallest.ans is empty, not an answer.
  EXPECT_NE(run.out.find("smallest.ans (empty: the validator judges alone) and smallest.out"), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("(the right answer)"), std::string::npos) << run.out;
  const ProgramRun plain = judge_as(modes()[0], {"--problem", kGuessLegacy + "/../hello", "--stress", "--gen", shell_quoted(python3()) + " " + shell_quoted(gen),
                                                 "--time-limit", "1", "--", linear[0]});
  EXPECT_EQ(plain.status, 2) << plain.out << plain.err;
  EXPECT_NE(plain.err.find("only an interactive problem's validator judges without them"), std::string::npos) << plain.err;
}

// What 2025-09 adds: the output validator's arguments from test_group.yaml
// and a test's own NAME.yaml, the solution's args, a test's hint shown when
// it fails, the type as a list, limits.time_limit; what the judge cannot
// judge by is refused with why.
TEST(Interactive, The2025FormatsFilesAreRead) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 (Debian: apt-get install python3)";
  const std::string yaml = "problem_format_version: 2025-09\nname: Echo\nuuid: 2\ntype: [pass-fail]\nlimits:\n  time_limit: 2\n";
  const std::string echo = temp_file("echo.py", "import sys\nprint(sys.argv[1] if len(sys.argv) > 1 else '1.05')\n");
  std::map<std::string, std::string> files = {
      {"problem.yaml", yaml},
      {"data/secret/test_group.yaml", "output_validator_args: [float_tolerance, '0.1']\n"},
      {"data/secret/1.in", "\n"}, {"data/secret/1.ans", "1.0\n"},
      {"data/secret/2.in", "\n"}, {"data/secret/2.ans", "ABC\n"},
      {"data/secret/2.yaml", "args: [abc]\noutput_validator_args: [case_sensitive]\nhint: the case counts here\n"}};
  const ProgramRun run = judge_as(modes()[0], {"--problem", package_folder(files), "--", python3(), echo});
  EXPECT_NE(run.out.find("limits 2.00 s (problem.yaml's limits.time_limit)"), std::string::npos) << run.out;
  EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"secret/1", "AC"}, {"secret/2", "WA"}})) << run.out << run.err;
  EXPECT_NE(run.out.find("\nhint: the case counts here\n"), std::string::npos) << run.out;
  const std::map<std::string, std::string> refused = {
      {"problem_format_version: 2024-01\n", "problem_format_version 2024-01 is not one the judge reads"},
      {"problem_format_version: 2025-09\ntype: submit-answer\n", "is a submit-answer problem"},
      {"problem_format_version: 2025-09\ntype: [interactive]\n", "is interactive, and output_validator/ has no validator"}};
  for (const auto& [text, why] : refused) {
    files["problem.yaml"] = text;
    const ProgramRun bad = judge_as(modes()[0], {"--problem", package_folder(files), "--", python3(), echo});
    EXPECT_EQ(bad.status, 2) << text << bad.out << bad.err;
    EXPECT_NE(bad.err.find(why), std::string::npos) << text << bad.err;
  }
  files["problem.yaml"] = yaml;
  // Interactive and multi-pass at once: k sent, k + 1 answered, then again on nextpass.in.
  const std::string both = package_folder(
      {{"problem.yaml", "problem_format_version: 2025-09\nname: Twice\nuuid: 3\ntype: [interactive, multi-pass]\n"
                        "limits: {time_limit: 1}\n"},
       {"data/secret/1.in", "5\n"}, {"data/secret/1.ans", ""},
       {"output_validator/validate.py",
        "import sys, os\nk = int(open(sys.argv[1]).read())\nprint(k, flush=True)\n"
        "if sys.stdin.readline().strip() != str(k + 1): sys.exit(43)\n"
        "if k == 5: open(os.path.join(sys.argv[3], 'nextpass.in'), 'w').write('6\\n')\nsys.exit(42)\n"}});
  const std::string plus = temp_file("plus.py", "print(int(input()) + 1, flush=True)\n");
  const std::string once = temp_file("once.py", "import os\nk = int(input())\nprint(k + 1 if k == 5 else k, flush=True)\n");
  const ProgramRun twice = judge_as(modes()[0], {"--problem", both, "--", python3(), plus});
  EXPECT_EQ(twice.status, 0) << twice.out << twice.err;
  const ProgramRun second = judge_as(modes()[0], {"--problem", both, "--", python3(), once});
  EXPECT_EQ(first_failure(second), "WA") << second.out << second.err;
  EXPECT_NE(second.out.find("  <5\n  >6\n  ---\n  <6\n  >6\n"), std::string::npos) << second.out;
  files["data/sample/3.interaction"] = ">1\nno sign\n";
  const ProgramRun bad_log = judge_as(modes()[0], {"--problem", package_folder(files), "--", python3(), echo});
  EXPECT_NE(bad_log.err.find("data/sample/3.interaction: line 2 begins with neither < nor >"), std::string::npos) << bad_log.err;
}

}  // namespace
