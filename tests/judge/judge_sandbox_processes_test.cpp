// The judge's sandbox (tools/sandbox/box.hpp) against a hostile solution's
// attacks with processes, signals and time: forks and threads past the cap
// (fork_many), exit statuses and signals told, a judge killed by SIGKILL
// taking its test and what the test left behind with it, its cgroups
// removed, the CPU of children the kernel reaps counted, each run pinned to
// one CPU, and a busy machine changing no verdict. Every test runs the judge
// as the user running the tests and, when that is root, again as an
// unprivileged user (support/sandbox_fixture.hpp); what cannot be run is
// said ("skipped: ...").
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>

#include "limited/cgroup.hpp"
#include "support/sandbox_fixture.hpp"

namespace {

TEST_F(Sandbox, ProcessesAndThreadsAreCapped) {
  for (const Mode& m : modes_) {
    for (const char* kind : {"fork", "thread"}) {
      const ProgramRun run = judge(m, {"shuttle", "--tests", "samples", "--memory-limit", "8192", "--",
                                       SUITE_FORK_MANY, kind, "3000", solution()});
      EXPECT_FAILURE(run, m, "RE: exit status 1: could not make ");
      EXPECT_NE(failure(run).find(" (the limit of 64 processes was reached)"), std::string::npos) << failure(run);
    }
    const ProgramRun more = judge(m, {"shuttle", "--tests", "samples", "--processes", "100", "--", SUITE_FORK_MANY,
                                      "fork", "200", solution()});
    EXPECT_NE(failure(more).find("(the limit of 100 processes was reached)"), std::string::npos) << more.out;
    remove_kept(more);
    const ProgramRun one = judge(m, {"shuttle", "--tests", "samples", "--processes", "1", "--", SUITE_FORK_MANY,
                                     "fork", "2", solution()});
    EXPECT_NE(failure(one).find("(the limit of 1 process was reached)"), std::string::npos) << one.out;
    remove_kept(one);
    const ProgramRun few = judge(m, {"shuttle", "--tests", "samples", "--", SUITE_FORK_MANY, "fork", "20", solution()});
    EXPECT_ALL_AC(few, m);
  }
}

TEST_F(Sandbox, StatusesAreTold) {
  for (const Mode& m : modes_) {
    ProgramRun run = judge(m, {"shuttle", "--tests", "samples", "--", fixture("exit_153.sh")});
    EXPECT_FAILURE(run, m, "RE: exit status 153");
    run = judge(m, {"shuttle", "--tests", "samples", "--", "/bin/sh", "-c", "kill -XFSZ $$"});
    EXPECT_FAILURE(run, m, "RE: signal 25 (File size limit exceeded)");
    // A file of its /tmp that reached the output limit (16 MB) ended it: OLE;
    // one of 1 MB beside a signal it sent itself: RE.
    run = judge(m, {"shuttle", "--tests", "samples", "--", "/bin/sh", "-c", "exec head -c 17000000 /dev/zero > /tmp/big"});
    EXPECT_FAILURE(run, m, "OLE");
    run = judge(m, {"shuttle", "--tests", "samples", "--", "/bin/sh", "-c",
                    "head -c 1000000 /dev/zero > /tmp/small && kill -XFSZ $$"});
    EXPECT_FAILURE(run, m, "RE: signal 25 (File size limit exceeded)");
  }
}

bool process_with(const std::string& words) {
  return run_program_on("/usr/bin/pgrep", {"-f", "-x", words}, "").status == 0;
}

TEST_F(Sandbox, SigkillOfTheJudgeEndsItsTest) {
  for (const Mode& m : modes_)
    for (const char* sandbox : {"--tests", "--no-sandbox"}) {
      const std::string work = folder(m, "killed");
      // The judge in the background, killed once its test runs (said "started").
      std::vector<std::string> args{"/bin/sh", "-c",
                                    "\"$@\" >/dev/null & i=0; while [ $i -lt 50 ] && ! pgrep -f -x 'sleep 987656' >/dev/null; "
                                    "do sleep 0.1; i=$((i + 1)); done; [ $i -lt 50 ] && echo started; "
                                    "kill -KILL $!; wait; sleep 0.3", "sh",
                                    SUITE_JUDGE, "shuttle", "--work", work, "--tests", "samples"};
      args.insert(args.end(), kMemory.begin(), kMemory.end());
      if (std::string(sandbox) == "--no-sandbox") args.push_back(sandbox);
      args.insert(args.end(), {"--", "sleep", "987656"});
      EXPECT_EQ(run_as(m, args).out, "started\n") << m.name << " " << sandbox << ": its test never ran";
      EXPECT_FALSE(process_with("sleep 987656")) << m.name << " " << sandbox << ": the test outlived the judge";
      std::size_t left = 0;
      for (const auto& e : fs::directory_iterator(work)) left += e.path().filename().string().rfind("judge-", 0) == 0 ? 1 : 100;
      EXPECT_LE(left, 1u) << "at most its work folder is left";
      run_program_on("/usr/bin/pkill", {"-KILL", "-f", "-x", "sleep 987656"}, "");
      remove_made();
    }
}

// The groups a judge made where it could (one a test, and the next test's,
// made while a test runs) under its folders "judge-suite": "run-PID-N".
std::vector<std::string> groups_of(pid_t judge) {
  std::vector<std::string> left;
  const limited::CgroupBase& base = limited::cgroup_base();
  const std::string prefix = "run-" + std::to_string(judge) + "-";
  for (const std::string& folder : {base.memory, base.pids, base.cpu}) {
    std::error_code ec;
    for (fs::directory_iterator e(folder, ec), end; !ec && e != end; e.increment(ec))
      if (e->path().filename().string().rfind(prefix, 0) == 0) left.push_back(e->path().string());
  }
  return left;
}

// A judge that ends removes every cgroup it made (the groups of its tests are
// removed while the next test runs, and the one made for a next test that
// never came); a judge ended by SIGKILL leaves its own, which the next judge
// removes as it starts.
TEST_F(Sandbox, AJudgesCgroupsEndWithIt) {
  if (limited::cgroup_base().version == 0) {  // as the other tests here: the rest of the test holds without it
    std::cout << "skipped: a judge's cgroups (it can make none here: neither root nor a delegated cgroup v2)\n";
    return;
  }
  const Mode& m = modes_[0];
  const std::string work = folder(m, "groups");
  const std::string says_pid = "echo $$; exec \"$@\"";  // the shell's PID is the judge's
  std::vector<std::string> args{"/bin/sh", "-c", says_pid, "sh", SUITE_JUDGE, "shuttle", "--work", work};
  args.insert(args.end(), kMemory.begin(), kMemory.end());
  args.insert(args.end(), {"--", solution()});
  const ProgramRun ended = run_as(m, args);
  ASSERT_NE(ended.out.find("13 tests: 13 AC"), std::string::npos) << ended.out << ended.err;
  ASSERT_NE(ended.out.find("counted by a cgroup"), std::string::npos) << ended.out;
  const pid_t judge = static_cast<pid_t>(std::atol(ended.out.c_str()));
  ASSERT_GT(judge, 0) << ended.out;
  EXPECT_EQ(groups_of(judge), std::vector<std::string>()) << "left by a judge that ended";
  // The control: a judge killed by SIGKILL while its test runs. Its groups,
  // seen while it ran (so groups_of's way finds groups), are left, and the
  // next judge removes them as it starts (another test's judge may do so
  // first: no judge keeps a dead judge's groups). The script waits for events,
  // not for a time (a minute at most): its test started; every process of its
  // groups gone (the box ends once its keeper sees the judge gone).
  const limited::CgroupBase& base = limited::cgroup_base();
  std::vector<std::string> killed{"/bin/sh", "-c",
                                  "sh -c 'echo $$; exec \"$@\"' sh \"$@\" & i=0; "
                                  "while [ $i -lt 600 ] && ! pgrep -f -x 'sleep 987658' >/dev/null; do sleep 0.1; "
                                  "i=$((i + 1)); done; for f in $GROUP_FOLDERS; do ls -d \"$f\"/run-$!-*; done; "
                                  "kill -KILL $!; wait; i=0; "
                                  "while [ $i -lt 600 ] && [ -n \"$(cat \"${GROUP_FOLDERS%% *}\"/run-$!-*/cgroup.procs)\" ]; "
                                  "do sleep 0.1; i=$((i + 1)); done",
                                  "sh", SUITE_JUDGE, "shuttle", "--work", work, "--tests", "samples"};
  killed.insert(killed.end(), kMemory.begin(), kMemory.end());
  killed.insert(killed.end(), {"--", "sleep", "987658"});
  const ProgramRun run = run_as(m, killed, "", {"GROUP_FOLDERS=" + base.memory + " " + base.pids + " " + base.cpu});
  const pid_t dead = static_cast<pid_t>(std::atol(run.out.c_str()));
  ASSERT_GT(dead, 0) << run.out << run.err;
  EXPECT_NE(run.out.find(base.memory + "/run-" + std::to_string(dead) + "-"), std::string::npos)
      << "its groups, while it ran:\n" << run.out << run.err;
  const ProgramRun next = run_as(m, {SUITE_JUDGE, "shuttle", "--work", work, "--tests", "samples", "--", solution()});
  EXPECT_EQ(next.status, 0) << next.out << next.err;
  EXPECT_EQ(groups_of(dead), std::vector<std::string>()) << "left after the next judge began";
  run_program_on("/usr/bin/pkill", {"-KILL", "-f", "-x", "sleep 987658"}, "");
  remove_made();
}

// Without the sandbox too: a grandchild in a session of its own, its parent
// gone and SIGHUP and SIGTERM ignored, is ended with the judge.
TEST_F(Sandbox, SigkillOfTheJudgeEndsWhatItsTestLeftBehind) {
  for (const Mode& m : modes_) {
    const std::string work = folder(m, "killed"), marker = "double-fork-" + std::to_string(getpid()),
                      loop = "sh -c while :; do sleep 1; done " + marker;  // the fixture's two loops
    std::vector<std::string> args{"/bin/sh", "-c",
                                  "\"$@\" >/dev/null & i=0; while [ $i -lt 50 ] && [ \"$(pgrep -c -f -x -- \"$0\")\" != 2 ]; "
                                  "do sleep 0.1; i=$((i + 1)); done; [ $i -lt 50 ] && echo started; "
                                  "kill -KILL $!; wait; i=0; while [ $i -lt 50 ] && pgrep -f -x -- \"$0\" >/dev/null; "
                                  "do sleep 0.1; i=$((i + 1)); done", loop,
                                  SUITE_JUDGE, "shuttle", "--work", work, "--tests", "samples", "--no-sandbox"};
    args.insert(args.end(), kMemory.begin(), kMemory.end());
    args.insert(args.end(), {"--", fixture("attack_double_fork.sh"), marker});
    EXPECT_EQ(run_as(m, args).out, "started\n") << m.name << ": its test never ran";
    const ProgramRun left = run_program_on("/usr/bin/pgrep", {"-a", "-f", "-x", "--", loop}, "");
    EXPECT_NE(left.status, 0) << m.name << ": these outlived the judge by 5 s:\n" << left.out;
    for (std::size_t at = 0; at < left.out.size(); at = left.out.find('\n', at) + 1) {
      const pid_t pid = static_cast<pid_t>(std::atol(left.out.c_str() + at));
      if (pid > 0) kill(pid, SIGKILL);
      if (left.out.find('\n', at) == std::string::npos) break;
    }
    remove_made();
  }
}

// Four children of 0.3 s of CPU each, whose parent ignores SIGCHLD: the
// kernel reaps them, so no parent's children's time holds theirs. The test's
// CPU is still theirs too (a busy machine makes it no less: each child spins
// until its own clock says 0.3 s).
TEST_F(Sandbox, CpuOfChildrenTheKernelReapsCounts) {
  for (const Mode& m : modes_) {
    const ProgramRun run = judge(m, unseen("no-sigchld", "300", {"--time-limit", "10"}));
    EXPECT_ALL_AC(run, m);
    const std::size_t line = run.out.find("test   1  sample");
    ASSERT_NE(line, std::string::npos) << run.out;
    const double cpu = std::atof(run.out.c_str() + run.out.find(" AC ", line) + 4);
    EXPECT_GE(cpu, 1.0) << m.name << ": only " << cpu << " s of 1.2 s counted\n" << run.out;
  }
}

// Each run is pinned to one CPU, and so is all it starts (DOMjudge's
// test-cpu-pinning: a child on another core than its parent), boxed and not,
// one job and two: a solution that prints what nproc counts (the CPUs it may
// run on), in itself and in a child, prints 1 twice; the first lines say so.
// (Which CPU, the scheduler's placement decides: not asserted.)
// The control: the same solution outside the judge counts every CPU.
TEST_F(Sandbox, EachRunIsPinnedToOneCpu) {
  const ProgramRun outside = run_program_on("/bin/sh", {"-c", "nproc; (nproc)"}, "");
  if (outside.out == "1\n1\n") GTEST_SKIP() << "skipped: one CPU here, where pinning changes nothing";
  for (const Mode& m : modes_) {
    const std::string tests = folder(m, "pinned");
    for (const char* name : {"a", "b", "c", "d"}) write_text(tests + "/" + name + ".in", ""), write_text(tests + "/" + name + ".ans", "1\n1\n");
    const std::string solution = tests + "/count.sh";
    write_text(solution, "#!/bin/sh\nnproc\n(nproc)\n");
    chmod(solution.c_str(), 0755);
    for (const std::vector<std::string>& how : {std::vector<std::string>{"-j", "1"}, {"-j", "2"}, {"-j", "2", "--no-sandbox"}}) {
      std::vector<std::string> args = {"--memory-limit", "256", "--tests", tests};
      args.insert(args.end(), how.begin(), how.end());
      args.insert(args.end(), {"--", solution});
      const ProgramRun run = judge(m, args);
      const std::string what = m.name + ", " + how[1] + " jobs" + (how.size() > 2 ? ", --no-sandbox" : "");
      EXPECT_EQ(run.status, 0) << what << "\n" << run.out << run.err;
      EXPECT_NE(run.out.find("4 tests: 4 AC"), std::string::npos) << what << "\n" << run.out;
      EXPECT_NE(run.out.find(how[1] == "1" ? "; each run pinned to one CPU, the one its job is on as it starts; "
                                           : "; each run pinned to one CPU, the one its job is on as it starts, a CPU a job; "),
                std::string::npos) << what << "\n" << run.out;
    }
  }
  remove_made();
}

// A thread refused at the cap, the program ending at once: a cgroup counts
// the refusal, so the limit was reached; sampled, a poll that saw the
// threads at the cap says so too, and otherwise only the program's last
// words tell of it, which any program may print: the cap is named, not
// said to be reached. A program that only prints those words is told
// nothing more where a cgroup counts.
TEST_F(Sandbox, AThreadAtTheProcessCapIsToldSo) {
  for (const Mode& m : modes_) {
    const ProgramRun run = judge(m, unseen("threads", "64", {"--memory-limit", "2048"}));
    EXPECT_FAILURE(run, m, "RE: exit status 1: pthread_create: Resource temporarily unavailable");
    // Sampled, a poll may or may not catch the threads at the cap before the
    // program exits (a busy machine makes it likelier): either words are true.
    const bool cgroup = run.out.find("counted by a cgroup") != std::string::npos;
    const bool reached = failure(run).find(" (the limit of 64 processes was reached)") != std::string::npos;
    const bool maybe = failure(run).find(" (if a process or thread was refused, the limit is 64 processes)") != std::string::npos;
    EXPECT_TRUE(cgroup ? reached : reached || maybe) << m.name << ": " << failure(run);
    const ProgramRun words = judge(m, {"shuttle", "--tests", "samples", "--", "/bin/sh", "-c",
                                       "echo 'fork: Resource temporarily unavailable' >&2; exit 1"});
    EXPECT_FAILURE(words, m, "RE: exit status 1: fork: Resource temporarily unavailable");
    EXPECT_EQ(failure(words).find("was reached"), std::string::npos) << m.name << ": " << failure(words);
    if (cgroup) {
      EXPECT_EQ(failure(words).find(" (if a"), std::string::npos) << failure(words);
    }
  }
}

// A machine made busy on purpose: busy loops, four for each CPU and four
// more, each in a session of its own (the scheduler may share the CPUs out by
// session), for as long as the object lives and 30 s at the most.
class BusyMachine {
 public:
  BusyMachine() {
    const long cpus = std::max(1L, sysconf(_SC_NPROCESSORS_ONLN));
    for (long i = 0; i < std::min(64L, 4 * cpus + 4); ++i) {
      const pid_t pid = fork();
      if (pid == 0) {
        setsid();
        alarm(30);
        for (volatile unsigned long spin = 0;; spin = spin + 1) {
        }
      }
      if (pid > 0) loops_.push_back(pid);
    }
  }
  ~BusyMachine() {
    for (pid_t pid : loops_) kill(pid, SIGKILL);
    for (pid_t pid : loops_) waitpid(pid, nullptr, 0);
  }

 private:
  std::vector<pid_t> loops_;
};

// On a busy machine a program that computes waits for a CPU, not for input:
// it runs on to its CPU limit and is told so; one that waits for input is
// still told that it waits, its idleness. (Each CPU shared among 5 busy loops or more
// gives a program under a quarter of one: CPU time under a quarter of the
// wall time, which the judge read as waiting.)
TEST_F(Sandbox, ABusyMachineChangesNoVerdict) {
  for (const Mode& m : modes_) {
    const BusyMachine busy;
    const ProgramRun computes = judge(m, {"shuttle", "--tests", "samples", "--time-limit", "0.5", "--", fixture("endless.sh")});
    EXPECT_FAILURE(computes, m, "TLE: CPU time over 0.50 s");
    const ProgramRun waits = judge(m, {"shuttle", "--tests", "samples", "--time-limit", "0.5", "--",
                                       fixture("waits_for_input.sh")});
    EXPECT_FAILURE(waits, m, "TLE: idleness limit exceeded: wall time ");
    EXPECT_NE(failure(waits).find(" asleep: is it waiting for input?"), std::string::npos) << m.name << "\n" << waits.out;
  }
}

}  // namespace
