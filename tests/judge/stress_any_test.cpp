// judge --stress on a folder of tests and a package, where a candidate input
// may be invalid: one that the testlib checker or interactor refuses (its
// fail, exit status 3) is stepped past while shrinking, and the generated
// input it refuses is the judge's failure, kept; an interactive problem's
// --answer is the reference solution, run against the same validator, and a
// shrunk input is kept only while it passes.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support/judge_modes.hpp"
#include "support/judge_runs.hpp"
#include "support/package_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

namespace {

// The problem: N, then N numbers; the answer is their sum. The input as a
// testlib program reads it, strictly: anything else is its fail (exit 3).
const std::string kReadInput =
    "import sys\n"
    "data = open(sys.argv[1]).read().split()\n"
    "if not data or not data[0].isdigit() or len(data) != int(data[0]) + 1:\n"
    "    sys.stderr.write('FAIL the input is not N and N numbers\\n')\n"
    "    sys.exit(3)\n"
    "numbers = [int(x) for x in data[1:]]\n";

// A testlib program in Python that reads the input as kReadInput does, then
// `got` and `want` as `reads` says: WA (exit 1) where they differ.
std::string testlib_program(const std::string& name, const std::string& reads) {
  return temp_file(name, kReadInput + reads +
                             "if got != want:\n    sys.stderr.write('wrong sum %s\\n' % ' '.join(got))\n    sys.exit(1)\n"
                             "sys.stderr.write('ok\\n')\n");
}

// Wrong from 3 numbers on: one more than the sum.
const std::string kWrongSum = "def said(n, numbers): return sum(numbers) + (1 if n >= 3 else 0)\n";

// A generator of N = 3 and 3 numbers, 0 to 100 (or, with `bad`, one number
// short). Every shorter input is refused: without a number or a line the
// count is wrong, so the smallest that fails is 3 and 0 0 0.
std::string generator(bool bad = false) {
  return temp_file(bad ? "gen_short.py" : "gen.py",
                   "import sys, random\nrandom.seed(int(sys.argv[1]))\nprint(3)\n"
                   "print(*[random.randint(0, 100) for _ in range(" + std::string(bad ? "2" : "3") + ")])\n");
}

std::string python_command(const std::string& script) { return shell_quoted(python3()) + " " + shell_quoted(script); }

// The folder the report names for smallest.in.
std::string kept_folder(const ProgramRun& run) {
  const std::string marker = "smallest.out (its output) are in ";
  const std::size_t at = run.out.find(marker);
  if (at == std::string::npos) return "";
  return run.out.substr(at + marker.size(), run.out.find(';', at) - at - marker.size());
}

// A testlib checker that refuses a truncated input: the shrinking steps past
// it (each candidate with a number or a line left out) and ends on the
// smallest input it reads that fails.
TEST(StressAny, ACandidateTheCheckerRefusesIsSteppedPast) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 (Debian: apt-get install python3)";
  const std::string checker =
      testlib_program("sum_checker.py", "got = open(sys.argv[2]).read().split()\nwant = open(sys.argv[3]).read().split()\n");
  const std::string brute = temp_file("sum_brute.py", "import sys\nprint(sum(int(x) for x in sys.stdin.read().split()[1:]))\n");
  const std::string wrong = temp_file("sum_wrong.py", kWrongSum +
      "import sys\ndata = [int(x) for x in sys.stdin.read().split()]\nprint(said(data[0] if data else 0, data[1:]))\n");
  const std::string folder = package_folder({{"1.in", "1\n5\n"}, {"1.ans", "5\n"}});
  const ProgramRun run = judge({"--tests", folder, "--checker", checker, "--stress", "--seed", "1", "--runs", "20",
                                "--gen", python_command(generator()), "--answer", python_command(brute), "--", python3(), wrong});
  ASSERT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_NE(run.out.find("inputs refused by the checker"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("smallest input (2 lines, 4 tokens):\n  3\n  0 0 0\n"), std::string::npos) << run.out;
  EXPECT_EQ(read_file(kept_folder(run) + "/smallest.in"), "3\n0 0 0\n") << run.out;

  // A generated input it refuses is not the solution's failure: the judge's (exit status 2), the input kept.
  const std::string short_gen = generator(true);
  const ProgramRun refused = judge({"--tests", folder, "--checker", checker, "--stress", "--seed", "1", "--runs", "20",
                                    "--gen", python_command(short_gen), "--answer", python_command(brute), "--",
                                    python3(), wrong});
  ASSERT_EQ(refused.status, 2) << refused.out << refused.err;
  EXPECT_NE(refused.err.find(") is refused, not the solution's failure: the checker failed on test 1 (run): exit status 3 "
                             "(testlib's fail): FAIL the input is not N and N numbers; kept in "),
            std::string::npos)
      << refused.err;
  const std::size_t at = refused.err.find("; kept in ");
  ASSERT_NE(at, std::string::npos) << refused.err;
  const std::string kept = refused.err.substr(at + 10, refused.err.find(": input.in", at) - at - 10);
  EXPECT_EQ(read_file(kept + "/input.in"), run_program_on(python3(), {short_gen, "1"}, "").out) << refused.err;
}

// The same with a testlib interactor, which fails on an input it cannot
// read before it says anything.
TEST(StressAny, ACandidateTheInteractorRefusesIsSteppedPast) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 (Debian: apt-get install python3)";
  const std::string interactor = testlib_program(
      "sum_interactor.py",
      "print(len(numbers), *numbers, flush=True)\ngot = sys.stdin.readline().split()\nwant = [str(sum(numbers))]\n");
  const std::string wrong = temp_file("sum_talks.py", kWrongSum +
      "data = [int(x) for x in input().split()]\nprint(said(data[0], data[1:]), flush=True)\n");
  const std::string folder = package_folder({{"1.in", "1\n5\n"}});
  const ProgramRun run = judge({"--tests", folder, "--interactor", interactor, "--stress", "--seed", "1", "--runs", "20",
                                "--gen", python_command(generator()), "--", python3(), wrong});
  ASSERT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_NE(run.out.find("inputs refused by the interactor"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("smallest input (2 lines, 4 tokens):\n  3\n  0 0 0\n"), std::string::npos) << run.out;
  // Without --gen, only --gen is asked for: --answer is an optional reference here.
  const ProgramRun no_gen = judge({"--tests", folder, "--interactor", interactor, "--stress", "--", python3(), wrong});
  EXPECT_EQ(no_gen.status, 2) << no_gen.out << no_gen.err;
  EXPECT_NE(no_gen.err.find("--stress with --interactor needs --gen COMMAND (the inputs); --answer COMMAND, a reference "
                            "solution that must pass each input, is optional"),
            std::string::npos)
      << no_gen.err;
}

// problemtools' guess: its input validator takes `fixed 0`, which no
// solution can guess. Shrunk without a reference, linear guessing (it fails
// from 11 on) ends there; with the accepted solution as --answer, on the
// smallest input the reference passes: `fixed 11`.
TEST(StressAny, AnInteractiveShrinkKeepsOnlyInputsTheReferencePasses) {
  if (python3().empty() || on_path("g++").empty()) GTEST_SKIP() << "skipped: no python3 or g++";
  const std::string guess = std::string(SUITE_SOURCE_DIR) + "/tests/judge/problemtools/guess";
  const std::vector<std::string> linear = built(std::string(SUITE_SOURCE_DIR) + "/tests/judge/interactive/guess/submissions/wrong_answer/linear.cpp");
  const std::vector<std::string> reference = built(guess + "/submissions/accepted/guess.cc");
  const std::string gen = temp_file("fixed.py", "import sys, random\nrandom.seed(int(sys.argv[1]))\nprint('fixed', random.randint(12, 1000))\n");
  const std::vector<std::string> common = {"--problem", guess, "--time-limit", "2", "--stress", "--seed", "1", "--runs", "20"};
  std::vector<std::string> args = common;
  args.insert(args.end(), {"--gen", python_command(gen), "--answer", shell_quoted(reference[0]), "--", linear[0]});
  const ProgramRun run = judge(args);
  ASSERT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_NE(run.out.find("; the reference solution " + shell_quoted(reference[0]) + " must pass each input;"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("smallest input (1 line, 2 tokens):\n  fixed 11\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("that --answer failed on"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("smallest.ans (empty: the validator judges alone)"), std::string::npos) << run.out;
  // The reference passes the smallest input, and the solution fails it.
  const std::string smallest = kept_folder(run) + "/smallest.in";
  std::vector<std::string> again = {"--problem", guess, "--time-limit", "2", "--input", smallest, "--"};
  again.push_back(reference[0]);
  EXPECT_EQ(judge(again).status, 0) << read_file(smallest);
  again.back() = linear[0];
  EXPECT_EQ(judge(again).status, 1) << read_file(smallest);

  // A generated input the reference fails is the judge's failure, named and kept.
  const std::string zero = temp_file("zero.py", "print('fixed 0')\n");
  args = common;
  args.insert(args.end(), {"--gen", python_command(zero), "--answer", shell_quoted(reference[0]), "--", linear[0]});
  const ProgramRun blamed = judge(args);
  ASSERT_EQ(blamed.status, 2) << blamed.out << blamed.err;
  EXPECT_NE(blamed.err.find("(seed 1): --answer " + shell_quoted(reference[0]) + ", the reference solution, fails on it: WA"),
            std::string::npos)
      << blamed.err;
}

}  // namespace
