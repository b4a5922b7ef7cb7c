// The judge's sandbox (tools/sandbox/box.hpp) against a hostile solution's
// attacks on memory and disk: shared memory, memory no process maps (memfd,
// SysV IPC, pipes, page tables, inodes, semaphores), the judge's own peak
// taken for a run's, the solution's own files reused for room, many
// mappings, and the disk a test may fill (its output, a huge answer,
// fallocate): each is refused or counted, whether a cgroup counts (root) or
// the tree is sampled (any other user). Every test runs the judge as the user
// running the tests and, when that is root, again as an unprivileged user
// (support/sandbox_fixture.hpp); what cannot be run is said ("skipped: ...").
#include <gtest/gtest.h>

#include <fcntl.h>

#include <algorithm>
#include <cstdlib>

#include "support/sandbox_fixture.hpp"

namespace {

// Removes the folder a stress test kept ("... are in DIR; ..."), if any.
[[maybe_unused]] void remove_stress_folder(const ProgramRun& run) {  // unused where sanitizers skip its test
  const std::string key = " (its output) are in ";
  const std::size_t at = run.out.find(key);
  if (at == std::string::npos) return;
  const std::size_t start = at + key.size();
  fs::remove_all(run.out.substr(start, run.out.find(';', start) - start));
}

TEST_F(Sandbox, SharedMemoryCountsAndPagesCountOnce) {
  for (const Mode& m : modes_) {
    // 10 s of CPU: on a busy machine, time enough to fault 64 MB of pages,
    // so that the verdict tested is the memory's (1 s once gave TLE at 58 MB).
    const ProgramRun shm = judge(m, {"shuttle", "--tests", "samples", "--memory-limit", "64", "--time-limit", "10", "--",
                                     fixture("attack_shm.sh"), "256", solution()});
    EXPECT_FAILURE(shm, m, "MLE: over 64.0 MB");
#ifndef SUITE_SANITIZED  // the solution alone takes more than 64 MB under sanitizers
    const ProgramRun forks = judge(m, {"shuttle", "--tests", "samples", "--memory-limit", "64", "--",
                                       SUITE_TOUCH_AND_FORK, solution()});
    EXPECT_ALL_AC(forks, m);
#endif
  }
}

// Memory that no process maps (a memfd, SysV shared memory and message
// queues) would not be counted, and the box's PID 1 is not under the
// solution's limits: the seccomp filter and an undumpable PID 1 refuse both.
TEST_F(Sandbox, NoUncountedMemoryAndNoTakingOverPid1) {
  for (const Mode& m : modes_) {
    const ProgramRun run = judge(m, {"shuttle", "--tests", "samples", "--", SUITE_ATTACK_REACH, solution()});
    EXPECT_ALL_AC(run, m);
  }
}

TEST_F(Sandbox, MemoryNoProcessMapsIsRefusedOrCounted) {
  const std::vector<std::string> mb64{"--memory-limit", "64"};
  for (const Mode& m : modes_) {
    for (const char* refused : {"dev", "sockets", "ptys"}) {  // /dev is read-only; no sockets, no terminal in the box
      const ProgramRun run = judge(m, unseen(refused, "200", mb64));
      EXPECT_ALL_AC(run, m);
    }
    const int terminal = posix_openpt(O_RDWR | O_NOCTTY);  // the control: a terminal outside the box
    if (terminal >= 0) {
      close(terminal);
      std::vector<std::string> unboxed = unseen("ptys", "1", mb64);
      unboxed.insert(unboxed.begin() + 1, "--no-sandbox");
      EXPECT_FAILURE(judge(m, unboxed), m, "RE: exit status 42");
    } else {
      std::cout << "skipped: the control of ptys (no pseudo-terminal outside the box either)\n";
    }
#ifndef SUITE_SANITIZED  // the solution alone takes more than 64 MB under sanitizers
    // These are judged under 10 s of CPU, not the problem's 1 s: making page
    // tables or inodes is the kernel's work on the attack's clock (page-tables
    // took 0.86 s to pass 64 MB idle, and in CI, sampled, was TLE at 62.6 MB),
    // so under 1 s which limit came first would hang on the machine's load.
    const std::vector<std::string> mb64_10s{"--memory-limit", "64", "--time-limit", "10"};
    const std::vector<std::vector<std::string>> counted{
        {"pipes", "2000"}, {"page-tables", "256"}, {"inodes", "150000"}, {"unreadable", "40"}, {"main-exits", "30"}};
    for (const auto& attack : counted) {
      const ProgramRun run = judge(m, unseen(attack[0], attack[1], mb64_10s));
      EXPECT_FAILURE(run, m, "MLE: over 64.0 MB");
    }
    // Shared memory mapped from /dev/shm counts once: 15 MB under 24.
    const ProgramRun shm = judge(m, unseen("shm", "15", {"--memory-limit", "24"}));
    EXPECT_ALL_AC(shm, m);
    // 200 MB of semaphores, memory of the kernel's that no process maps: a
    // cgroup counts it; where the judge samples, semget is refused.
    const ProgramRun semaphores = judge(m, unseen("semaphores", "200", mb64));
    if (semaphores.out.find("sampled every 10 ms") != std::string::npos) EXPECT_ALL_AC(semaphores, m);
    else EXPECT_FAILURE(semaphores, m, "MLE: over 64.0 MB");
#endif
  }
}

// A judge holding tens of MB (a stress test's answers: four cases of
// N = 1000, 18 MB) judges a program of under 2 MB under a 16 MB limit: each
// run's peak is its own, not the judge's (a run forked from the judge keeps
// the judge's peak as its ru_maxrss through exec, posix_spawn's and vfork's
// too). A program that holds 24 MB is still MLE.
TEST_F(Sandbox, ARunsPeakIsItsOwn) {
#ifdef SUITE_SANITIZED
  std::cout << "skipped: the solution alone takes more than 16 MB under sanitizers\n";
#else
  for (const Mode& m : modes_)
    for (const char* sandbox : {"--seed", "--no-sandbox"}) {
      std::vector<std::string> args{"shuttle", "--stress", "--runs", "2", "--seed", "1", "--memory-limit", "16",
                                    "--gen", shell_quoted(fixture("gen_large.sh"))};
      if (std::string(sandbox) == "--no-sandbox") args.push_back(sandbox);
      std::vector<std::string> honest = args, hog = args;
      honest.insert(honest.end(), {"--", solution()});
      const ProgramRun run = judge(m, honest);
      EXPECT_EQ(run.status, 0) << m.name << " " << sandbox << "\n" << run.out << run.err;
      EXPECT_NE(run.out.find("no failure in 2 runs"), std::string::npos) << m.name << " " << sandbox << "\n" << run.out;
      hog.insert(hog.end(), {"--", SUITE_ATTACK_FILES, "keep", "0", "24", "-", solution()});
      const ProgramRun held = judge(m, hog);
      EXPECT_EQ(held.status, 1) << m.name << " " << sandbox << "\n" << held.out << held.err;
      EXPECT_NE(held.out.find("MLE: over 16.0 MB"), std::string::npos) << m.name << " " << sandbox << "\n" << held.out;
      remove_stress_folder(held);
    }
#endif
}

// The solution's files are the box's, copied once and read-only: no run can
// remove them and reuse their room, and nothing is taken off a run's count
// for them. A file of 40 MB, named on the command line (so copied in; it
// lies under /tmp, so each run's /tmp binds it): removed, and its 40 MB
// written into /tmp, with 36 MB of heap: MLE at 64 MB; the same heap beside
// it, untouched: AC (the box's copy is not the run's). Mapped whole by a
// child while the parent holds 36 MB: MLE; with 8 MB: AC. And a 30 MB file
// of /tmp mapped privately by 8 children that write half of it (their own
// pages, 120 MB): MLE; that only read it: AC (its pages count once).
TEST_F(Sandbox, TheSolutionsFilesAreNeverTakenOffTheCount) {
#ifdef SUITE_SANITIZED
  std::cout << "skipped: the solution alone takes more than 64 MB under sanitizers\n";
#else
  for (const Mode& m : modes_) {
    const std::string data = folder(m, "shipped") + "/data.bin";
    write_text(data, std::string(40 << 20, 'd'));
    if (m.nobody) chown(data.c_str(), 65534, 65534);
    const struct {
      const char* mode;
      const char* mb;
      const char* heap;
      bool file;
      const char* verdict;  // "" for AC
    } cases[] = {{"reuse", "40", "36", true, "MLE: over 64.0 MB"}, {"keep", "40", "36", true, ""},
                 {"map", "40", "36", true, "MLE: over 64.0 MB"},   {"map", "40", "8", true, ""},
                 {"private", "30", "0", false, "MLE: over 64.0 MB"}, {"read", "30", "0", false, ""}};
    for (const auto& c : cases) {
      const ProgramRun run = judge(m, {"shuttle", "--tests", "samples", "--memory-limit", "64", "--output-limit", "32",
                                       "--time-limit", "5", "--", SUITE_ATTACK_FILES, c.mode, c.mb, c.heap,
                                       c.file ? data : "-", solution()});
      const Mode named{m.name + ", " + c.mode + " " + c.mb + " MB, heap " + c.heap + " MB", m.nobody, m.tmp};
      if (*c.verdict == '\0') EXPECT_ALL_AC(run, named);
      else EXPECT_FAILURE(run, named, c.verdict);
    }
    EXPECT_EQ(fs::file_size(data), 40u << 20) << m.name << ": the learner's own file changed";
    remove_made();
  }
#endif
}

// A run that makes its processes as costly to read as it can (16 processes
// of 65,000 mappings each, shared memory held) and then waits ends by the
// wall-time limit, whatever its reading costs the judge; how late, is
// bench/wait_cost's to measure (docs/performance.md).
TEST_F(Sandbox, AWaitingRunOfManyMappingsEndsByTheWallTime) {
  for (const Mode& m : modes_) {
    const ProgramRun run = judge(m, {"shuttle", "--tests", "samples", "--time-limit", "4", "--memory-limit", "4096",
                                     "--output-limit", "256", "--", SUITE_MANY_MAPPINGS, "16", "65000", "60"});
    // Idleness where its CPU was under 5% of its time, else the wall time plainly.
    const std::string said = failure(run);
    EXPECT_TRUE(said.rfind("TLE: wall time ", 0) == 0 || said.rfind("TLE: idleness limit exceeded: wall time ", 0) == 0)
        << m.name << ": " << said;
    EXPECT_NE(said.find(": is it waiting for input?"), std::string::npos) << said;
  }
}

// The bytes of every file of test `base` but its input and answer (the judge's own).
unsigned long long left_by_test(const std::string& base) {
  unsigned long long bytes = 0;
  const std::string name = fs::path(base).filename().string() + ".";
  for (const auto& e : fs::directory_iterator(fs::path(base).parent_path())) {
    const std::string file = e.path().filename().string();
    if (file.rfind(name, 0) != 0 || file == name + "in" || file == name + "ans") continue;
    struct stat st {};
    if (lstat(e.path().c_str(), &st) == 0) bytes += std::max<unsigned long long>(st.st_size, st.st_blocks * 512ull);
  }
  return bytes;
}

// All that one test leaves on disk (its output, stderr, files mode's stdout,
// the checker's message, the replay page) is within the output limit and a
// little more: three files of just under 1 MB under a 1 MB limit (USACO's
// shuttle.out, stdout, stderr), and 15 MB of \001 bytes under 16 MB (six
// bytes each in the page's JSON) leave at most the limit and 512 KB, the
// replay page holding what fits and saying so.
TEST_F(Sandbox, AllATestLeavesIsWithinTheOutputLimit) {
  for (const Mode& m : modes_) {
    const struct {
      std::vector<std::string> options;
      const char* kb;
      const char* how;
      unsigned long long limit;
    } cases[] = {{{"--usaco", "--output-limit", "1"}, "1000", "files", 1 << 20},
                 {{"--output-limit", "16"}, "15000", "control", 16 << 20}};
    for (const auto& c : cases) {
      const std::string work = folder(m, "disk_left");
      std::vector<std::string> args{"shuttle", "--tests", "samples", "--work", work};
      args.insert(args.end(), c.options.begin(), c.options.end());
      args.insert(args.end(), {"--", fixture("fill_outputs.sh"), c.kb, c.how});
      const ProgramRun run = judge(m, args);
      EXPECT_EQ(run.status, 1) << m.name << "\n" << run.out << run.err;
      EXPECT_NE(run.out.find("; it holds the output's first "), std::string::npos) << m.name << "\n" << run.out;
      for (const auto& e : fs::directory_iterator(work)) {
        const unsigned long long left = left_by_test((e.path() / "01-sample").string());
        EXPECT_LE(left, c.limit + (512 << 10)) << m.name << ", " << c.how << ": test 1 left " << left << " bytes";
      }
      remove_made();
    }
  }
}

// An input whose answer is huge, a generator's (24 cases of N = 1000: 108
// MB of answer) or --input's, is refused, and nothing of its answer is left:
// the suite answers under limits (64 MB of answer, so that a test's output
// limit, four times its answer, is at most 256 MB).
TEST_F(Sandbox, AnInputWhoseAnswerIsHugeIsRefused) {
  for (const Mode& m : modes_) {
    const std::string work = folder(m, "huge");
    const ProgramRun run = judge(m, {"shuttle", "--stress", "--runs", "1", "--seed", "1", "--work", work, "--gen",
                                     shell_quoted(fixture("gen_huge.sh")), "--", solution()});
    EXPECT_EQ(run.status, 2) << m.name << "\n" << run.out << run.err;
    EXPECT_NE(run.err.find("judge: the input of --gen " + shell_quoted(fixture("gen_huge.sh")) +
                           " (seed 1): the suite's answer would be over 64.0 MB, the most the judge takes"),
              std::string::npos)
        << run.err;
    unsigned long long left = 0;
    for (const auto& e : fs::recursive_directory_iterator(work))
      if (e.is_regular_file()) left += e.file_size();
    EXPECT_LT(left, 1u << 20) << m.name << ": " << left << " bytes left in " << work;
    std::string input;
    for (int i = 0; i < 24; ++i) input += "1000\n";
    const std::string file = folder(m, "huge_input") + "/huge.in";
    write_text(file, input);
    const ProgramRun given = judge(m, {"shuttle", "--input", file, "--work", work, "--", solution()});
    EXPECT_EQ(given.status, 2) << given.out << given.err;
    EXPECT_EQ(given.err, "judge: --input " + file + ": the suite's answer would be over 64.0 MB, the most the judge "
                         "takes (a test's output limit is four times its answer)\n");
    remove_made();
  }
}

TEST_F(Sandbox, DiskPastTheSizeIsRefused) {
  for (const Mode& m : modes_) {
    const std::string work = folder(m, "disk");
    const ProgramRun run = judge(m, {"shuttle", "--tests", "samples", "--keep", "--work", work, "--", SUITE_ATTACK_UNSEEN,
                                     "fallocate", "1024", solution()});
    EXPECT_ALL_AC(run, m);
    for (const auto& e : fs::recursive_directory_iterator(work)) {
      struct stat st {};
      ASSERT_EQ(lstat(e.path().c_str(), &st), 0);
      EXPECT_LT(st.st_blocks * 512, 1 << 20) << e.path() << " takes " << st.st_blocks * 512 << " bytes of disk";
    }
    remove_made();
  }
}

}  // namespace
