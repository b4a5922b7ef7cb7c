// The judge's sandbox (tools/sandbox/box.hpp) against the attacks of a
// hostile solution on the host and on the tests: each fixture of
// judge/fixtures/attack_* (and unix_connect) tries one (reading the answers,
// rewriting a test, the host's files through a link or a mode, its sockets,
// the judge's descriptors, environment and keys, leaving something for the
// next test), and the verdict or the host shows whether it got through; the
// box is never given up silently, and honest programs in a private home
// still pass. Its attacks on memory and disk are judge_sandbox_memory_test's,
// on processes and time judge_sandbox_processes_test's. Every test runs the
// judge as the user running the tests and, when that is root, again as an
// unprivileged user (support/sandbox_fixture.hpp); what cannot be run is
// said ("skipped: ...").
#include <gtest/gtest.h>

#include <linux/keyctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/un.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "support/sandbox_fixture.hpp"

namespace {

TEST_F(Sandbox, NoPowersOfRoot) {
  for (const Mode& m : modes_) {
    const ProgramRun caps = judge(m, {"shuttle", "--tests", "samples", "--", fixture("attack_capabilities.sh"), solution()});
    EXPECT_ALL_AC(caps, m);
    const ProgramRun secrets = judge(m, {"shuttle", "--tests", "samples", "--", fixture("attack_secrets.sh"), solution()});
    EXPECT_ALL_AC(secrets, m);
    const std::string outside = folder(m, "host") + "/escaped";
    const ProgramRun write = judge(m, {"shuttle", "--tests", "samples", "--", fixture("attack_host_write.sh"), outside, solution()});
    EXPECT_ALL_AC(write, m);
    EXPECT_FALSE(fs::exists(outside)) << m.name << ": it wrote the host's " << outside;
    remove_made();
  }
}

TEST_F(Sandbox, ATestCannotBeRewritten) {
  for (const Mode& m : modes_) {
    const ProgramRun run = judge(m, {"shuttle", "--tests", "samples", "--", fixture("attack_rewrite_test.sh"), solution()});
    EXPECT_FAILURE(run, m, "RE: exit status 3: cannot rewrite its test");
  }
}

TEST_F(Sandbox, TheAnswersCannotBeReached) {
  for (const Mode& m : modes_) {
    const std::string work = folder(m, "work"), own = folder(m, "own");
    fs::copy_file(fixture("attack_find_answers.sh"), own + "/find.sh");
    const std::vector<std::vector<std::string>> ways = {
        {"--work", work, "--", fixture("attack_find_answers.sh"), work},  // --work, named
        {"--", own + "/find.sh", own},                                    // TMPDIR: the solution's own folder
        {"--", fixture("attack_find_answers.sh"), m.tmp},                 // a folder above the work folder
    };
    for (std::size_t i = 0; i < ways.size(); ++i) {
      std::vector<std::string> args{"shuttle", "--tests", "samples"};
      args.insert(args.end(), ways[i].begin(), ways[i].end());
      const ProgramRun run = judge(m, args, "", i == 1 ? std::vector<std::string>{"TMPDIR=" + own} : std::vector<std::string>{});
      EXPECT_FAILURE(run, m, "RE: exit status 3: no answer found");
    }
    // Without the sandbox the same program finds them, which shows the test can fail.
    const ProgramRun open = judge(m, {"shuttle", "--no-sandbox", "--tests", "samples", "--work", work, "--",
                                      fixture("attack_find_answers.sh"), work});
    EXPECT_EQ(open.status, 0) << open.out << open.err;
    // A folder an earlier run kept, in the solution's folder, is not taken
    // into the box with it; the same folder without the judge's mark is.
    const ProgramRun kept = judge(m, {"shuttle", "--tests", "samples", "--keep", "--work", own, "--", solution()});
    EXPECT_EQ(kept.status, 0) << kept.out << kept.err;
    const std::vector<std::string> later{"shuttle", "--tests", "samples", "--", own + "/find.sh", own};
    EXPECT_FAILURE(judge(m, later), m, "RE: exit status 3: no answer found");
    for (const fs::directory_entry& e : fs::directory_iterator(own))
      if (e.is_directory()) {
        EXPECT_TRUE(fs::remove(e.path() / ".judge-work")) << e.path();
        chmod(e.path().c_str(), 0755);  // and open to the box's user, whom a judge run as root checks for
      }
    const ProgramRun unmarked = judge(m, later);
    EXPECT_EQ(unmarked.status, 0) << unmarked.out << unmarked.err;
    remove_made();
  }
}

TEST_F(Sandbox, FilesModeFollowsNoSymlink) {
  for (const Mode& m : modes_)
    for (const char* sandbox : {"--tests", "--no-sandbox"}) {
      std::vector<std::string> args{"shuttle", "--usaco", "--tests", "samples"};
      if (std::string(sandbox) == "--no-sandbox") args.push_back(sandbox);
      args.insert(args.end(), {"--", fixture("attack_symlink_out.sh"), "../01-sample.ans"});
      const ProgramRun run = judge(m, args);
      EXPECT_FAILURE(run, m, "WA: shuttle.out is not a regular file (a symlink is never followed)");
    }
}

TEST_F(Sandbox, FilesModeFolderIsBounded) {
  for (const Mode& m : modes_) {
    // 5 s: the wall time a busy machine may need to start the box and fill
    // the folder (at 1 s, under load, it once ran out of time first: TLE).
    const ProgramRun run = judge(m, {"shuttle", "--usaco", "--tests", "samples", "--output-limit", "1", "--time-limit", "5",
                                     "--", fixture("attack_fill_folder.sh"), solution()});
    EXPECT_FAILURE(run, m, "OLE: output over 1.0 MB");
  }
}

// A judge run as root copies the solution's files into the box as root: it
// follows no other user's symbolic link, which could lead it to a file that
// only root may read.
TEST_F(Sandbox, RootFollowsNoOtherUsersLink) {
  const Mode& m = modes_.front();
  if (geteuid() != 0) {
    std::cout << "skipped: a judge run as root (these tests do not run as root)\n";
    return;
  }
  const std::string here = folder(m, "link"), secret = here + "/secret", link = here + "/data.txt";
  write_text(secret, "only root may read this\n");
  chmod(secret.c_str(), 0600);
  fs::create_symlink(secret, link);
  ASSERT_EQ(lchown(link.c_str(), 65534, 65534), 0);
  // The solution is named with the link as its argument, which it does not use.
  const std::vector<std::string> command{"shuttle", "--tests", "samples", "--", "/bin/sh", "-c", "exec \"$0\"", solution(), link};
  const ProgramRun run = judge(m, command);
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_NE(run.err.find(link + " is reached through another user's symbolic link"), std::string::npos) << run.err;
  ASSERT_EQ(lchown(link.c_str(), 0, 0), 0);  // root's own link: followed
  EXPECT_ALL_AC(judge(m, command), m);
  remove_made();
}

// Run as root, the judge takes from the solution's folder only what the
// box's user could read there (from that folder down): not a file of 0600,
// nor one in a subfolder of 0700, though root may read both; the same files
// opened to all are taken. In a folder of a learner's (not root's), their
// own files are taken whatever their mode: a umask of 077 wrongs no one.
TEST_F(Sandbox, AsRootTheBoxTakesWhatItsUserMayRead) {
  const Mode& m = modes_.front();
  if (geteuid() != 0) {
    std::cout << "skipped: a judge run as root (these tests do not run as root)\n";
    return;
  }
  const std::string here = folder(m, "private"), sub = here + "/private";
  fs::create_directory(sub);
  write_text(sub + "/secret", "in a folder of root's alone\n");
  write_text(here + "/secret", "root's alone\n");
  write_text(here + "/sol.sh", "#!/bin/sh\ncat \"${0%/*}/secret\" \"${0%/*}/private/secret\" >&2 && exit 42\nexec " +
                                   shell_quoted(solution()) + "\n");
  chmod((here + "/sol.sh").c_str(), 0755);
  for (const bool opened : {false, true}) {
    chmod(sub.c_str(), opened ? 0755 : 0700);
    chmod((here + "/secret").c_str(), opened ? 0644 : 0600);
    const ProgramRun run = judge(m, {"shuttle", "--tests", "samples", "--", here + "/sol.sh"});
    if (opened) EXPECT_FAILURE(run, m, "RE: exit status 42");
    else EXPECT_ALL_AC(run, m);
  }
  chmod(sub.c_str(), 0700);
  chmod((here + "/secret").c_str(), 0600);
  for (const std::string& f : {here, sub, sub + "/secret", here + "/secret", here + "/sol.sh"})
    ASSERT_EQ(chown(f.c_str(), 12345, 12345), 0) << f;  // a learner's, with no user of that number needed
  EXPECT_FAILURE(judge(m, {"shuttle", "--tests", "samples", "--", here + "/sol.sh"}), m, "RE: exit status 42");
  remove_made();
}

TEST_F(Sandbox, NoUnixSocketOfTheHost) {
  for (const Mode& m : modes_) {
    const std::string here = folder(m, "socket");
    // Bound by a name relative to its folder: the path may be longer than a socket's 107 bytes.
    const int listener = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
    ASSERT_GE(listener, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::snprintf(address.sun_path, sizeof address.sun_path, "service");
    const std::string back = fs::current_path().string();
    fs::current_path(here);
    ASSERT_EQ(bind(listener, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
    fs::current_path(back);
    ASSERT_EQ(listen(listener, 4), 0);
    if (m.nobody) chmod((here + "/service").c_str(), 0777);
    const ProgramRun run = judge(m, {"shuttle", "--tests", "samples", "--", SUITE_UNIX_CONNECT, "service", solution()}, here);
    EXPECT_ALL_AC(run, m);
    EXPECT_LT(accept(listener, nullptr, nullptr), 0) << m.name << ": it reached the socket";
    // Without the sandbox it gets through, which shows the test can fail.
    const ProgramRun open = judge(m, {"shuttle", "--no-sandbox", "--tests", "samples", "--", SUITE_UNIX_CONNECT,
                                      "service", solution()}, here);
    EXPECT_EQ(failure(open), "RE: exit status 42") << open.out;
    remove_kept(open);
    close(listener);
    remove_made();
  }
}

TEST_F(Sandbox, NoInheritedDescriptorNorEnvironment) {
  for (const Mode& m : modes_) {
    const std::string file = folder(m, "fd") + "/seven";
    write_text(file, "");
    if (m.nobody) chown(file.c_str(), 65534, 65534);
    std::vector<std::string> args{"/bin/sh", "-c", "exec 7>>\"$0\"; exec \"$@\"", file, SUITE_JUDGE, "shuttle", "--tests", "samples"};
    args.insert(args.end(), kMemory.begin(), kMemory.end());
    args.insert(args.end(), {"--", fixture("attack_fd.sh"), solution()});
    ProgramRun run = run_as(m, args);
    EXPECT_EQ(run.status, 0) << m.name << "\n" << run.out << run.err;
    EXPECT_EQ(read_file(file), "") << m.name << ": it wrote to descriptor 7";
    remove_kept(run);
    run = judge(m, {"shuttle", "--tests", "samples", "--env", "LC_ALL", "--", fixture("attack_environment.sh"), solution()},
                "", {"CALLER_SECRET=1", "LC_ALL=C"});
    EXPECT_ALL_AC(run, m);
    run = judge(m, {"shuttle", "--tests", "samples", "--", fixture("attack_environment.sh"), solution()}, "",
                {"LC_ALL=C"});
    EXPECT_FAILURE(run, m, "RE: exit status 44");
    remove_made();
  }
}

TEST_F(Sandbox, NoSilentFallback) {
  for (const Mode& m : modes_) {
    // In a user namespace that may make no more, bubblewrap cannot make its box.
    const std::vector<std::string> boxed{"/usr/bin/bwrap", "--dev-bind", "/", "/", "--unshare-user", "--disable-userns",
                                         "--", SUITE_JUDGE, "shuttle", "--tests", "samples"};
    std::vector<std::string> args = boxed;
    args.insert(args.end(), kMemory.begin(), kMemory.end());
    args.insert(args.end(), {"--", solution()});
    ProgramRun run = run_as(m, args);
    EXPECT_EQ(run.status, 2) << m.name << "\n" << run.out << run.err;
    EXPECT_EQ(run.err.rfind("judge: cannot make the sandbox: ", 0), 0u) << run.err;
    EXPECT_NE(run.err.find("; --no-sandbox runs the solution without one\n"), std::string::npos) << run.err;
    EXPECT_EQ(run.out.find("test "), std::string::npos) << "no verdict: " << run.out;
    args = boxed;
    args.insert(args.end(), kMemory.begin(), kMemory.end());
    args.insert(args.end(), {"--no-sandbox", "--", solution()});
    run = run_as(m, args);
    EXPECT_EQ(run.status, 0) << run.out << run.err;
    EXPECT_NE(run.out.find("; not sandboxed (--no-sandbox)"), std::string::npos) << run.out;
  }
  if (geteuid() == 0) {
    const ProgramRun run = judge(modes_[0], {"shuttle", "--box-user", "root", "--", solution()});
    EXPECT_EQ(run.status, 2);
    EXPECT_EQ(run.err, "judge: cannot make the sandbox: the box user must not be root (--box-user); --no-sandbox runs "
                       "the solution without one\n");
  }
}

// Whether this process may make an IPC namespace (root may), asked of util-linux's unshare.
bool can_make_an_ipc_namespace() { return run_program_on(on_path("unshare"), {"--ipc", "/bin/true"}, "").status == 0; }

// The box is made once, and each test runs in it afresh: nothing of one test
// reaches the next. Each kind a run of the 13 tests, each test looking for
// what the one before it left, then leaving it: a daemon in a session of its
// own, a file in /tmp, a file in /dev/shm, a descriptor (a daemon that holds
// the test's stdout and writes into it after the test), a file of the
// solution's changed and one beside it, a SysV semaphore set and a POSIX
// message queue (each test has an IPC namespace of its own).
TEST_F(Sandbox, NothingOfOneTestReachesTheNext) {
  const std::string mark = "m" + std::to_string(getpid());
  for (const Mode& m : modes_) {
    const std::string here = folder(m, "leftover"), data = here + "/data.txt";
    write_text(data, "the learner's data\n");
    if (m.nobody) chown(data.c_str(), 65534, 65534);
    for (const char* kind : {"daemon", "tmp", "shm", "descriptor", "file", "semaphore", "mqueue"}) {
      const std::string work = folder(m, std::string("leftover_work_") + kind);
      const ProgramRun run =
          judge(m, {"shuttle", "--keep", "--work", work, "--", SUITE_LEFTOVER, kind, mark, data, solution()});
      EXPECT_EQ(run.status, 0) << m.name << ", " << kind << "\n" << run.out << run.err;
      EXPECT_NE(run.out.find("13 tests: 13 AC"), std::string::npos) << m.name << ", " << kind << "\n" << run.out;
      for (const auto& e : fs::recursive_directory_iterator(work))  // nothing written after its test
        if (e.path().extension() == ".out" && e.path().stem().extension() != ".check") {
          std::string answer = e.path().string();
          answer.replace(answer.size() - 4, 4, ".ans");
          EXPECT_EQ(read_file(e.path().string()), read_file(answer)) << m.name << ", " << kind << ": " << e.path();
        }
    }
    EXPECT_EQ(read_file(data), "the learner's data\n") << m.name << ": the learner's own file changed";
    // Without the sandbox, what a test leaves in /tmp reaches the next, which shows the test can fail.
    // A semaphore set and a message queue do too where the judge says they
    // outlive their test (a user who cannot make an IPC namespace); where it
    // says they end with it (root), none reaches the next test, nor is left
    // after the judge.
    for (const char* kind : {"tmp", "semaphore", "mqueue"}) {
      const ProgramRun open = judge(m, {"shuttle", "--no-sandbox", "--", SUITE_LEFTOVER, kind, mark, data, solution()});
      const bool ends = open.out.find("; not sandboxed (--no-sandbox): a test's SysV IPC objects and POSIX message "
                                      "queues end with it;") != std::string::npos;
      EXPECT_TRUE(ends || open.out.find("; not sandboxed (--no-sandbox): the SysV IPC objects and POSIX message queues a "
                                        "test makes outlive it (this user cannot make an IPC namespace);") != std::string::npos)
          << open.out;
      EXPECT_EQ(ends, !m.nobody && can_make_an_ipc_namespace()) << m.name << "\n" << open.out;
      if (ends && std::string(kind) != "tmp") {
        EXPECT_NE(open.out.find("13 tests: 13 AC"), std::string::npos) << m.name << ", " << kind << "\n" << open.out;
        const ProgramRun after = run_as(m, {SUITE_LEFTOVER, "look", mark, "-", "-"});
        EXPECT_EQ(after.status, 0) << m.name << ", " << kind << ": left after the judge\n" << after.err;
      } else {
        EXPECT_EQ(failure(open), std::string("RE: exit status 43: left before: ") + kind) << open.out;
      }
      remove_kept(open);
    }
    std::error_code ec;
    fs::remove("/tmp/left-" + mark, ec);
    run_as(m, {SUITE_LEFTOVER, "clean", mark, "-", "-"});
    remove_made();
  }
}

TEST_F(Sandbox, NoKeyOfTheJudgesUserAndNoneLeftBehind) {
  // A keyring of this test's own, as a login's pam_keyinit gives one, with a key in it.
  ASSERT_GE(syscall(SYS_keyctl, KEYCTL_JOIN_SESSION_KEYRING, "suite-judge-test"), 0) << std::strerror(errno);
  const long key = syscall(SYS_add_key, "user", "judge-secret", "only the judge's user", 21, KEY_SPEC_SESSION_KEYRING);
  ASSERT_GE(key, 0) << std::strerror(errno);
  const auto keys_held = [] {
    std::vector<long> serials(64);
    const long n = syscall(SYS_keyctl, KEYCTL_READ, KEY_SPEC_SESSION_KEYRING, serials.data(), serials.size() * sizeof(long));
    return n / static_cast<long>(sizeof(std::int32_t));
  };
  for (const Mode& m : modes_) {
    if (m.nobody) syscall(SYS_keyctl, KEYCTL_SETPERM, key, 0x3f3f3f3f);  // so that 65534 could read it unboxed
    const ProgramRun run = judge(m, unseen("keys", std::to_string(key)));
    EXPECT_ALL_AC(run, m);
    EXPECT_EQ(keys_held(), 1) << m.name << ": a key was left in the session's keyring";
    // Without the sandbox it reads the key, which shows the test can fail.
    const ProgramRun open = judge(m, {"shuttle", "--no-sandbox", "--tests", "samples", "--", SUITE_ATTACK_UNSEEN, "keys",
                                      std::to_string(key), solution()});
    EXPECT_EQ(failure(open), "RE: exit status 42") << open.out;
    remove_kept(open);
  }
  syscall(SYS_keyctl, KEYCTL_JOIN_SESSION_KEYRING, nullptr);
}

// Run as root, the judge opens each file it copies once, before the first
// test: a file swapped for a link to a root-only file after the first test
// changes nothing.
TEST_F(Sandbox, FilesAreOpenedOnceBeforeTheFirstTest) {
  if (geteuid() != 0) {
    std::cout << "skipped: a judge run as root (these tests do not run as root)\n";
    return;
  }
  const Mode& m = modes_.front();
  const std::string here = folder(m, "swap"), secret = here + "/secret", work = folder(m, "swap_work");
  write_text(secret, "only root may read this\n");
  chmod(secret.c_str(), 0600);
  const std::string home = folder(m, "swap_home");
  write_text(home + "/data.txt", "the learner's data\n");
  write_text(home + "/sol.sh", "#!/bin/sh\ncat \"$(dirname \"$0\")/data.txt\" >&2\nsleep 0.1\nexec \"$1\"\n");
  chmod((home + "/sol.sh").c_str(), 0755);
  // The judge in the background; once its first test has written its
  // output, data.txt becomes a link to the secret.
  const ProgramRun run = run_as(m, {"/bin/sh", "-c",
                                    "data=$1 secret=$2; shift 2; \"$@\" >/dev/null & i=0; "
                                    "while [ $i -lt 200 ] && ! ls \"$0\"/judge-*/01-sample.err >/dev/null 2>&1; "
                                    "do sleep 0.02; i=$((i + 1)); done; rm \"$data\" && ln -s \"$secret\" \"$data\"; wait",
                                    work, home + "/data.txt", secret, SUITE_JUDGE, "shuttle", "--keep", "--work", work, "--",
                                    home + "/sol.sh", solution()});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  std::size_t outputs = 0;
  for (const auto& e : fs::recursive_directory_iterator(work))
    if (e.path().extension() == ".err") {
      ++outputs;
      EXPECT_EQ(read_file(e.path().string()), "the learner's data\n") << e.path();
    }
  EXPECT_GE(outputs, 13u);
  remove_made();
}

// A login's soft limit of 1024 open files: a script in a folder of 300 files.
TEST_F(Sandbox, ALoginsOpenFilesLimitIsEnough) {
  for (const Mode& m : modes_) {
    const std::string home = folder(m, "many");
    for (int i = 0; i < 300; ++i) write_text(home + "/old_" + std::to_string(i) + ".py", "print(1)\n");
    write_text(home + "/sol.sh", "#!/bin/sh\nexec \"$1\"\n");
    chmod((home + "/sol.sh").c_str(), 0755);
    if (m.nobody)
      for (const auto& e : fs::directory_iterator(home)) chown(e.path().c_str(), 65534, 65534);
    std::vector<std::string> args{"/usr/bin/prlimit", "--nofile=1024:1024", SUITE_JUDGE, "shuttle", "--tests", "samples"};
    args.insert(args.end(), kMemory.begin(), kMemory.end());
    args.insert(args.end(), {"--", "./sol.sh", solution()});
    EXPECT_ALL_AC(run_as(m, args, home), m);
    remove_made();
  }
}

TEST_F(Sandbox, HonestProgramsInAPrivateHomeStillPass) {
  for (const Mode& m : modes_) {
    const std::string home = folder(m, "home");
    write_text(home + "/helper.py", "import subprocess\n\ndef answer(program, text):\n"
                                    "    return subprocess.run([program], input=text, capture_output=True, text=True).stdout\n");
    write_text(home + "/sol.py", "import sys\nimport helper\nsys.stdout.write(helper.answer(sys.argv[1], sys.stdin.read()))\n");
    write_text(home + "/sol.sh", "#!/bin/sh\nexec \"$1\"\n");
    chmod((home + "/sol.sh").c_str(), 0755);
    for (const char* f : {"", "/helper.py", "/sol.py", "/sol.sh"})
      if (m.nobody) chown((home + f).c_str(), 65534, 65534);
    chmod(home.c_str(), 0700);
    if (access("/usr/bin/python3", X_OK) == 0) {
      const ProgramRun py = judge(m, {"shuttle", "--tests", "samples", "--", "python3", "sol.py", solution()}, home);
      EXPECT_ALL_AC(py, m);
      // A package in a subfolder: from pkg import helper.
      fs::create_directory(home + "/pkg");
      write_text(home + "/pkg/__init__.py", "");
      fs::copy_file(home + "/helper.py", home + "/pkg/helper.py");
      write_text(home + "/sol_pkg.py", "import sys\nfrom pkg import helper\nsys.stdout.write(helper.answer(sys.argv[1], sys.stdin.read()))\n");
      for (const char* f : {"/pkg", "/pkg/__init__.py", "/pkg/helper.py", "/sol_pkg.py"})
        if (m.nobody) chown((home + f).c_str(), 65534, 65534);
      const ProgramRun package = judge(m, {"shuttle", "--tests", "samples", "--", "/usr/bin/python3", "sol_pkg.py", solution()}, home);
      EXPECT_ALL_AC(package, m);
    } else {
      std::cout << "skipped: python3 sol.py (no python3 here)\n";
    }
    // java Main beside Main.class (its class path, the current folder).
    if (access("/usr/bin/javac", X_OK) == 0 && access("/usr/bin/java", X_OK) == 0) {
      write_text(home + "/Main.java",
                 "public class Main {\n  public static void main(String[] a) throws Exception {\n"
                 "    Process p = new ProcessBuilder(a[0]).redirectInput(ProcessBuilder.Redirect.INHERIT)\n"
                 "        .redirectOutput(ProcessBuilder.Redirect.INHERIT).start();\n    System.exit(p.waitFor());\n  }\n}\n");
      // Java reads a path in the locale's encoding: UTF-8, for a folder named in Chinese.
      // No -XX perf data: it would leave /tmp/hsperfdata_USER behind on the host.
      ASSERT_EQ(run_as(m, {"/usr/bin/javac", "-J-XX:-UsePerfData", "Main.java"}, home, {"LANG=C.UTF-8"}).status, 0);
      const ProgramRun java = judge(m, {"shuttle", "--tests", "samples", "--memory-limit", "2048", "--time-limit", "10", "--",
                                        "java", "-Xss8m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData", "Main",
                                        solution()},
                                    home, {"LANG=C.UTF-8"});
      EXPECT_ALL_AC(java, m);
    } else {
      std::cout << "skipped: java Main (no javac and java here)\n";
    }
    const ProgramRun sh = judge(m, {"shuttle", "--tests", "samples", "--", "./sol.sh", solution()}, home);
    EXPECT_ALL_AC(sh, m);
    // A script that runs a program by the absolute path written in it: the program comes into the box.
    write_text(home + "/run_it.sh", "#!/bin/sh\nexec " + shell_quoted(solution()) + "\n");
    chmod((home + "/run_it.sh").c_str(), 0755);
    if (m.nobody) chown((home + "/run_it.sh").c_str(), 65534, 65534);
    const ProgramRun named = judge(m, {"shuttle", "--tests", "samples", "--", "./run_it.sh"}, home);
    EXPECT_ALL_AC(named, m);
    remove_made();
  }
}

}  // namespace
