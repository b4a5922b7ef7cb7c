// An interactive solution's wall time is its own: the time its validator,
// and the judge's relay between them, were busy is left out of it, however
// busy the machine and however starved the judge; the validator and the
// relay run on the solution's CPU. Each with a control that sleeps itself
// and is TLE. (The rest of judge --problem on interactive problems:
// interactive_test.cpp.)
#include <gtest/gtest.h>

#include <sched.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <map>
#include <string>
#include <vector>

#include "support/judge_modes.hpp"
#include "support/package_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"

namespace {

// A right solution whose validator computes 4 s before it answers is AC
// under a time limit of 1 s: its wait for the answer is the validator's time,
// not its own (it was TLE, "wall time 3.01 s ... asleep"), in each mode. The
// control: the same solution that sleeps 4 s itself, against a validator
// that answers at once, is TLE, said asleep.
TEST(Interactive, TheValidatorsWorkIsNotTheSolutionsWallTime) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 (Debian: apt-get install python3)";
  const std::string validator =
      "import sys, time\nprint('go', flush=True)\nsys.stdin.readline()\nend = time.process_time() + SECONDS\n"
      "while time.process_time() < end: pass\nprint('done', flush=True)\nsys.exit(42 if sys.stdin.readline() == 'ok\\n' else 43)\n";
  const auto package = [&](const std::string& name, const std::string& seconds) {
    std::string v = validator;
    v.replace(v.find("SECONDS"), 7, seconds);
    return shared_package(name, {{"problem.yaml", "problem_format_version: 2025-09\nname: Slow\nuuid: 10\ntype: interactive\n"
                                                  "limits: {time_limit: 1}\n"},
                                 {"data/secret/1.in", ""}, {"data/secret/1.ans", ""}, {"output_validator/validate.py", v}});
  };
  const std::string solution = "import sys, time\nsys.stdin.readline()\ntime.sleep(SLEEP)\nprint('x', flush=True)\n"
                               "sys.stdin.readline()\nprint('ok', flush=True)\n";
  const auto solution_file = [&](const std::string& name, const std::string& sleep) {
    std::string text = solution;
    text.replace(text.find("SLEEP"), 5, sleep);
    return shared_package(name, {{"s.py", text}}) + "/s.py";
  };
  const std::string slow = package("validator_computes", "4"), fast = package("validator_answers", "0");
  const std::string waits = solution_file("solution_waits", "0"), sleeps = solution_file("solution_sleeps", "4");
  for (const Mode& mode : modes()) {
    const ProgramRun run = judge_as(mode, {"--problem", slow, "--", python3(), waits});
    EXPECT_EQ(run.status, 0) << mode.name << "\n" << run.out << run.err;
    EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"secret/1", "AC"}})) << mode.name << "\n" << run.out;
  }
  const ProgramRun control = judge_as(modes()[0], {"--problem", fast, "--", python3(), sleeps});
  EXPECT_EQ(first_failure(control), "TLE") << control.out << control.err;
  EXPECT_NE(control.out.find(" asleep (and "), std::string::npos) << control.out;
  EXPECT_NE(control.out.find(" while the validator or the judge's relay was busy"), std::string::npos) << control.out;
  EXPECT_NE(control.out.find("): is it waiting for input?"), std::string::npos) << control.out;
}

// An interactive test's validator runs on the CPU its solution is pinned to,
// so that each round trip's hand-offs stay on one core: the solution tells
// the validator its CPUs, and the validator accepts them only if they are
// its own, one CPU.
TEST(Interactive, TheValidatorRunsOnTheSolutionsCpu) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 (Debian: apt-get install python3)";
  if (run_program_on("/bin/sh", {"-c", "nproc"}, "").out == "1\n") GTEST_SKIP() << "skipped: one CPU here, where pinning changes nothing";
  const std::string package = shared_package(
      "same_cpu", {{"problem.yaml", "problem_format_version: 2025-09\nname: Same CPU\nuuid: 11\ntype: interactive\n"},
                   {"data/secret/1.in", ""}, {"data/secret/1.ans", ""},
                   {"output_validator/validate.py",
                    "import os, sys\nmine = sorted(os.sched_getaffinity(0))\nits = sys.stdin.readline().split()\n"
                    "open(sys.argv[3] + 'judgemessage.txt', 'w').write('validator %s, solution %s' % (mine, its))\n"
                    "sys.exit(42 if len(mine) == 1 and its == [str(c) for c in mine] else 43)\n"}});
  const std::string solution =
      shared_package("same_cpu_solution", {{"s.py", "import os\nprint(*sorted(os.sched_getaffinity(0)), flush=True)\n"}}) + "/s.py";
  for (const Mode& mode : modes())
    for (const bool boxed : {true, false}) {
      std::vector<std::string> args = {"--problem", package, "--", python3(), solution};
      if (!boxed) args.insert(args.begin(), "--no-sandbox");
      const ProgramRun run = judge_as(mode, args);
      const std::string what = mode.name + (boxed ? "" : ", --no-sandbox");
      EXPECT_EQ(run.status, 0) << what << "\n" << run.out << run.err;
      EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"secret/1", "AC"}})) << what << "\n" << run.out;
    }
}

// Nor is the judge's own wait for a CPU: the judge at nice 19 on one CPU
// that busy loops keep busy, its relay passing 2,000 lines each way
// between an interactor and /bin/cat, left cat "asleep" for seconds and TLE
// (with two loops, once in CI; with six, twice in five runs by hand, as an
// ordinary user: "wall time 4.14 s ... 3.00 s asleep"). Its relay's time
// is now left out as the validator's is, and so are the time since the
// validator's watcher, as starved, last saw it and the time the boxes took
// to make; a solution that sleeps there itself once the interactor is done
// is TLE still.
TEST(Interactive, TheRelaysWaitIsNotTheSolutionsWallTime) {
  if (python3().empty() || on_path("taskset").empty() || on_path("nice").empty())
    GTEST_SKIP() << "skipped: no python3, taskset or nice (Debian: apt-get install python3 util-linux coreutils)";
  cpu_set_t own;
  CPU_ZERO(&own);
  int cpu = -1;
  if (sched_getaffinity(0, sizeof own, &own) == 0)
    for (int c = CPU_SETSIZE - 1; c >= 0; --c)
      if (CPU_ISSET(c, &own)) cpu = c;
  ASSERT_GE(cpu, 0);
  const std::string folder = shared_package(
      "relay_waits", {{"1.in", "2000\n"}, {"1.ans", ""},
                      {"interactor.py", "import sys\nfor i in range(int(open(sys.argv[1]).read())):\n    print(i, flush=True)\n"
                                        "    if sys.stdin.readline().strip() != str(i): sys.exit(1)\n"}});
  // The sleeper's test: one line each way, then it sleeps (while the
  // interactor computes nothing: its busy time covers none of the sleep).
  const std::string one = shared_package("relay_waits_one", {{"1.in", "1\n"}, {"1.ans", ""}}),
                    sleeper = shared_package("relay_waits_sleeper", {{"s.sh", "#!/bin/sh\ncat\nsleep 30\n"}}) + "/s.sh";
  chmod(sleeper.c_str(), 0755);
  std::vector<pid_t> loops;  // six busy loops on that CPU, a minute at most
  for (int k = 0; k < 6; ++k) {
    const pid_t pid = fork();
    if (pid == 0) {
      CPU_ZERO(&own);
      CPU_SET(cpu, &own);
      sched_setaffinity(0, sizeof own, &own);
      alarm(60);
      for (volatile unsigned long long n = 0;; n = n + 1) {
      }
    }
    loops.push_back(pid);
  }
  const Mode niced{"the judge at nice 19 on CPU " + std::to_string(cpu),
                   {on_path("nice"), "-n", "19", on_path("taskset"), "-c", std::to_string(cpu)}};
  const auto judged = [&](const std::string& tests, const std::string& solution) {
    return judge_as(niced, {"--tests", tests, "--interactor", folder + "/interactor.py", "--time-limit", "1", "--", solution});
  };
  const ProgramRun right = judged(folder, "/bin/cat"), sleeps = judged(one, sleeper);
  for (const pid_t pid : loops) kill(pid, SIGKILL), waitpid(pid, nullptr, 0);
  EXPECT_EQ(right.status, 0) << right.out << right.err;
  EXPECT_NE(right.out.find("1 test: 1 AC"), std::string::npos) << right.out;
  EXPECT_EQ(first_failure(sleeps), "TLE") << sleeps.out << sleeps.err;
}

}  // namespace
