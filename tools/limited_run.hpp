// limited_run.hpp: runs a command under a judge's limits, for the judge tool:
// run_limited(run) runs one command on one input and says what happened.
//
// - Time: CPU seconds of the whole process tree, or wall time twice that plus
//   a second (a program waiting for input uses no CPU); RLIMIT_CPU backs it.
// - Memory: the tree's proportional set size, summed (each page once, see
//   sandbox/process_tree.hpp), with what the box's tmpfs mounts hold (/tmp,
//   /dev/shm, the files folder), polled every 10 ms and held for two polls in
//   a row; or the largest single process's peak, if that is more. The stack
//   may grow to the stack limit (RLIMIT_STACK). No cgroup is needed: the
//   judge runs as anyone.
// - Output: RLIMIT_FSIZE, so that no file it writes (stdout, stderr, or a
//   file of its own) passes the limit; in files mode the folder holds at
//   most the limit in all (a tmpfs of that size in the box; polled without).
// - Processes and threads: at most sandbox::box().processes (64 unless
//   --processes says otherwise), by RLIMIT_NPROC in the box's own user
//   namespace; a run seen at the cap is told so (Outcome::at_process_cap).
// - Nothing outlives the run: the judge is the subreaper of everything it
//   starts (PR_SET_CHILD_SUBREAPER) and its child dies with it
//   (PR_SET_PDEATHSIG); in the box, bubblewrap's --die-with-parent and the
//   box's PID namespace end every process of the test. Without the box the
//   child is a keeper (sandbox/unboxed.hpp), the subreaper and parent of the command:
//   when the command ends, or the judge (even by SIGKILL), it kills every
//   process left below it, those that left its session and lost their parent
//   too, and says how the command ended and what it used (the keeper's own
//   memory, the judge's copy, is not counted).
// - Sandbox: sandbox/box.hpp (what is isolated, and how).
// - Stopping: a signal to the judge ends every run in progress at once.
// A failure that is the judge's own (its folder gone, a file it cannot open,
// a box bubblewrap cannot make) throws JudgeError, never a verdict.
#ifndef LIMITED_RUN_HPP
#define LIMITED_RUN_HPP

#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "sandbox/box.hpp"
#include "sandbox/process_tree.hpp"
#include "sandbox/unboxed.hpp"

namespace limited {

struct JudgeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Limits {
  double seconds = 0;    // CPU; 0: no limits at all (the suite's own programs)
  long memory_kb = 0;
  long stack_kb = 0;     // 0: as the judge's own
  long output_kb = 0;    // any one file it writes; 0: none
};

struct Run {
  std::vector<std::string> argv;
  std::string folder;               // where it runs ("": here); files mode: the files folder
  std::string in, out, err;         // stdin, stdout, stderr files
  Limits limits;
  bool sandbox = false;             // in a box of sandbox::box()'s
  // Files mode (folder set): the file `put` is in the folder as `put_as`
  // when it starts; afterwards the folder's `take` is read back into `taken`.
  std::string put, put_as, take, taken;
};

struct Outcome {
  int status = -1;  // exit status, or -1
  int signal = 0;   // the signal that ended it, or 0
  bool over_cpu = false, over_wall = false, over_memory = false, over_output = false, stopped = false;
  bool at_process_cap = false;  // seen with as many processes and threads as the box allows
  bool took = false;            // files mode: `take` was there, a regular file, and read back
  bool not_regular = false;     // files mode: `take` was a symlink, a FIFO, a folder...
  bool no_report = false;       // the box's keeper said nothing: the solution ended it
  double cpu = 0, wall = 0;     // seconds
  long peak_kb = 0;             // memory at its largest
};

// ---- Stopping: a signal to the judge ends the runs in progress.

inline volatile std::sig_atomic_t stop_signal = 0;  // the signal that stops the judge, or 0
inline void on_stop_signal(int signal) { stop_signal = signal; }

// SIGINT, SIGTERM and SIGHUP end the runs, then the judge (128 + the signal).
inline void stop_on_signals() {
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  sigemptyset(&action.sa_mask);
  for (int s : {SIGINT, SIGTERM, SIGHUP}) sigaction(s, &action, nullptr);
  prctl(PR_SET_CHILD_SUBREAPER, 1);  // orphans of the runs come back here
}

inline std::string bwrap_path() {
  for (const char* p : {"/usr/bin/bwrap", "/usr/local/bin/bwrap", "/bin/bwrap"})
    if (access(p, X_OK) == 0) return p;
  return "";
}

// Reads back the folder's `take` (no symlink followed, a regular file only,
// at most `limit` bytes) into `to`.
inline void take_back(const Run& run, unsigned long long limit, Outcome& o) {
  const int fd = open((run.folder + "/" + run.take).c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  struct stat st {};
  if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    o.not_regular = fd >= 0 || errno == ELOOP;
    if (fd >= 0) close(fd);
    return;
  }
  const int to = open(run.taken.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (to < 0) return close(fd), void();
  char buffer[65536];
  unsigned long long copied = 0;
  for (ssize_t n; copied < limit && (n = read(fd, buffer, sizeof buffer)) > 0; copied += static_cast<unsigned long long>(n))
    if (write(to, buffer, static_cast<std::size_t>(std::min<unsigned long long>(static_cast<unsigned long long>(n), limit - copied))) < 0) break;
  o.took = true;
  o.over_output = o.over_output || static_cast<unsigned long long>(st.st_size) >= limit;
  close(fd), close(to);
}

// Runs `run`, stopping it past its limits or when the judge is stopped.
// Throws JudgeError when the judge itself cannot start it (a file of its own
// it cannot open, its folder gone, a box that cannot be made); a command that
// cannot be executed exits with status 127 and "cannot run ..." on its stderr.
inline Outcome run_limited(const Run& run) {
  namespace fs = std::filesystem;
  const sandbox::Box& box = sandbox::box();
  const Limits& limits = run.limits;
  const bool files = !run.folder.empty() && !run.take.empty();
  const unsigned long long out_limit = limits.output_kb > 0 ? static_cast<unsigned long long>(limits.output_kb) * 1024 : ~0ull;
  std::vector<std::string> argv = run.argv, env;
  std::vector<std::string> opened;  // the box: fds kTakeFd, kInitFd, kPutFd, then the copies
  unsigned long long in_tmp = 0;    // bytes of the copies in the box's /tmp, not the solution's doing
  long put_kb = 0;                  // files mode: the input's, in the files folder
  if (run.sandbox) {
    sandbox::BoxRun b;
    b.argv = run.argv, b.memory_kb = limits.memory_kb > 0 ? limits.memory_kb : 1 << 20, b.output_kb = limits.output_kb;
    if (files) {
      b.folder = run.folder, b.put_as = run.put_as, b.take = run.take;
      std::error_code ec;
      b.put_bytes = fs::file_size(run.put, ec);
      put_kb = static_cast<long>(b.put_bytes / 1024);
    }
    argv = sandbox::bwrap_words(bwrap_path(), box, b);
    env = box.env;
    opened = {files ? run.taken : "/dev/null", box.init, files ? run.put : "/dev/null"};
    for (const sandbox::Copy& c : box.copies) {
      opened.push_back(c.from);
      if (sandbox::is_under(c.to, "/tmp") || sandbox::is_under(c.to, "/dev/shm")) in_tmp += c.bytes;
    }
  } else if (files) {  // a folder of its own, with the input
    std::error_code ec;
    fs::remove_all(run.folder, ec);
    if (!fs::create_directory(run.folder, ec) || !fs::copy_file(run.put, fs::path(run.folder) / run.put_as, ec))
      throw JudgeError("cannot make " + run.folder);
  }
  std::vector<char*> words, envp;
  for (const std::string& w : argv) words.push_back(const_cast<char*>(w.c_str()));
  words.push_back(nullptr);
  for (const std::string& e : env) envp.push_back(const_cast<char*>(e.c_str()));
  envp.push_back(nullptr);
  int report[2], status_pipe[2];  // report: why the child could not start (closed by exec); status: box_init's
  if (pipe2(report, O_CLOEXEC) != 0 || pipe2(status_pipe, O_CLOEXEC) != 0)
    throw JudgeError(std::string("cannot make a pipe: ") + std::strerror(errno));
  // Made before fork(): the child of a threaded program must not allocate.
  std::vector<std::string> cannot;
  for (const std::string& f : opened) cannot.push_back("cannot open " + f);
  const std::string cannot_in = "cannot open " + run.in, cannot_out = "cannot open " + run.out,
                    cannot_err = "cannot open " + run.err, cannot_enter = "cannot enter " + run.folder,
                    cannot_run = "cannot run " + argv[0], cannot_drop = "cannot become the box user",
                    cannot_memfd = "cannot make the input's memory file", cannot_fork = "cannot start a process";
  const pid_t judge = getpid();
  const pid_t pid = Orphans::all().fork_waited();
  if (pid < 0) throw JudgeError(std::string("cannot start a process: ") + std::strerror(errno));
  if (pid == 0) {  // the child: its own process group, so that all of it can be stopped
    close(report[0]), close(status_pipe[0]);
    const int rep = 999;  // the report pipe, out of the way of the box's descriptors
    if (dup3(report[1], rep, O_CLOEXEC) != rep) _exit(126);
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);  // SIGKILL of the judge ends it too
    signal(SIGINT, SIG_DFL), signal(SIGTERM, SIG_DFL), signal(SIGHUP, SIG_DFL);
    const auto say = [](int fd, const std::string& what) {  // what: the reason, errno's
      const char* reason = std::strerror(errno);
      if (write(fd, what.data(), what.size()) < 0 || write(fd, ": ", 2) < 0 || write(fd, reason, std::strlen(reason)) < 0)
        _exit(126);
    };
    int fd_in = open(run.in.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd_in < 0) say(rep, cannot_in), _exit(126);
    if (run.sandbox) {  // the input as a sealed memory file: it cannot be written, even through /proc
      const int m = static_cast<int>(syscall(SYS_memfd_create, "input", MFD_CLOEXEC | MFD_ALLOW_SEALING));
      if (m < 0) say(rep, cannot_memfd), _exit(126);
      char buffer[65536];
      for (ssize_t n; (n = read(fd_in, buffer, sizeof buffer)) > 0;)
        if (write(m, buffer, static_cast<std::size_t>(n)) != n) say(rep, cannot_memfd), _exit(126);
      if (fcntl(m, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL) != 0 || lseek(m, 0, SEEK_SET) != 0)
        say(rep, cannot_memfd), _exit(126);
      close(fd_in), fd_in = m;
    }
    const int fd_out = open(run.out.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd_out < 0) say(rep, cannot_out), _exit(126);
    const int fd_err = open(run.err.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd_err < 0) say(rep, cannot_err), _exit(126);
    dup2(fd_in, 0), dup2(fd_out, 1), dup2(fd_err, 2);
    close(fd_in), close(fd_out), close(fd_err);
    if (run.sandbox) {  // fds 3 (box_init's report), 4 (take), 5 (box_init), 6 (put), 7... (the copies)
      const int high = 1000;
      if (dup3(status_pipe[1], high, O_CLOEXEC) != high) say(rep, cannot_drop), _exit(126);
      for (std::size_t i = 0; i < opened.size(); ++i) {
        const int fd = i == 0 ? open(opened[i].c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)
                              : open(opened[i].c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0 || dup3(fd, high + 1 + static_cast<int>(i), O_CLOEXEC) < 0) say(rep, cannot[i]), _exit(126);
        close(fd);
      }
      for (std::size_t i = 0; i <= opened.size(); ++i) dup2(high + static_cast<int>(i), sandbox::kReportFd + static_cast<int>(i));
      syscall(SYS_close_range, static_cast<unsigned>(sandbox::kReportFd + opened.size() + 1), static_cast<unsigned>(rep - 1), 0u);
      syscall(SYS_close_range, static_cast<unsigned>(rep + 1), ~0u, 0u);
    }
    syscall(SYS_close_range, 3u, ~0u, 4u /* CLOSE_RANGE_CLOEXEC: the report pipe until exec */);
    if (run.sandbox)
      for (std::size_t i = 0; i <= opened.size(); ++i) fcntl(sandbox::kReportFd + static_cast<int>(i), F_SETFD, 0);
    if (!run.folder.empty() && !run.sandbox && chdir(run.folder.c_str()) != 0) say(rep, cannot_enter), _exit(126);
    if (limits.seconds > 0) {
      const rlim_t cpu = static_cast<rlim_t>(std::ceil(limits.seconds)) + 1;  // a backstop: the polling decides
      const rlimit r = {cpu, cpu + 1};
      setrlimit(RLIMIT_CPU, &r);
    }
    if (limits.stack_kb > 0) {
      const rlimit r = {static_cast<rlim_t>(limits.stack_kb) * 1024, static_cast<rlim_t>(limits.stack_kb) * 1024};
      setrlimit(RLIMIT_STACK, &r);
    }
    if (limits.output_kb > 0 && !run.sandbox) {  // in the box, box_init sets it
      const rlimit r = {static_cast<rlim_t>(limits.output_kb) * 1024, static_cast<rlim_t>(limits.output_kb) * 1024};
      setrlimit(RLIMIT_FSIZE, &r);
    }
    if (run.sandbox) {
      if (chdir("/") != 0) say(rep, cannot_enter), _exit(126);
      if (box.drop && (setgroups(0, nullptr) != 0 || setgid(box.gid) != 0 || setuid(box.uid) != 0 || setuid(0) == 0))
        say(rep, cannot_drop), _exit(126);
      execve(words[0], words.data(), envp.data());
    } else {  // this process becomes the command's keeper (keep())
      sigset_t wake, was;
      sigemptyset(&wake), sigaddset(&wake, SIGCHLD), sigaddset(&wake, SIGTERM);
      sigprocmask(SIG_BLOCK, &wake, &was);
      prctl(PR_SET_CHILD_SUBREAPER, 1);
      prctl(PR_SET_PDEATHSIG, SIGTERM);
      if (getppid() != judge) _exit(126);
      const pid_t keeper = getpid(), command = fork();
      if (command < 0) say(rep, cannot_fork), _exit(126);
      if (command > 0) {
        if (dup2(status_pipe[1], 3) != 3) _exit(126);
        close(0), close(1), close(2);
        syscall(SYS_close_range, 4u, ~0u, 0u);  // the report pipe too: the judge reads it until the command's exec
        keep(command, judge, 3, wake);
      }
      prctl(PR_SET_PDEATHSIG, SIGKILL);  // the keeper's end is its end
      if (getppid() != keeper) _exit(126);
      sigprocmask(SIG_SETMASK, &was, nullptr);
      execvp(words[0], words.data());
    }
    say(2, cannot_run);
    if (write(2, "\n", 1) < 0) _exit(127);
    _exit(127);
  }
  close(report[1]), close(status_pipe[1]);
  setpgid(pid, pid);
  std::string why;
  char buffer[512];
  for (ssize_t n; (n = read(report[0], buffer, sizeof buffer)) > 0;) why.append(buffer, static_cast<std::size_t>(n));
  close(report[0]);

  Outcome o;
  const auto start = std::chrono::steady_clock::now();
  int wstatus = 0;
  rusage usage{};
  std::map<pid_t, ProcessInfo> last;  // the tree as last seen
  std::vector<std::string> tmpfs{"/tmp", "/dev/shm"};
  if (run.sandbox && files) tmpfs.push_back(run.folder);
  long last_pss = 0;  // the previous poll's sum
  const long keepers = run.sandbox ? 2 : 1;  // bubblewrap and box_init; or none (the command itself counts)
  for (int poll = 0;; ++poll) {
    if (wait4(pid, &wstatus, WNOHANG, &usage) == pid) break;
    o.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (limits.seconds > 0 && poll % 5 == 0) {  // the tree, every 10 ms
      last = tree_of(pid);
      double cpu = 0;
      long pss = 0, tasks = 0;
      for (const auto& p : last) {
        cpu += p.second.cpu;  // the keeper's: those it reaped
        if (!run.sandbox && p.first == pid) continue;  // the keeper, a copy of the judge, is not the command
        pss += p.second.pss_kb, tasks += p.second.threads;
        o.peak_kb = std::max(o.peak_kb, p.second.peak_kb);
      }
      if (run.sandbox) pss += std::max(0L, tmpfs_kb(last, tmpfs) - static_cast<long>(in_tmp / 1024));
      o.cpu = std::max(o.cpu, cpu);
      // The sum over two polls in a row: a fork between reading the parent and
      // its children would count their shared pages twice once.
      o.peak_kb = std::max(o.peak_kb, std::min(pss, last_pss));
      last_pss = pss;
      o.over_cpu = o.cpu > limits.seconds;
      o.over_wall = o.wall > 2 * limits.seconds + 1;
      o.over_memory = o.peak_kb > limits.memory_kb;
      o.at_process_cap = o.at_process_cap || (run.sandbox && tasks - keepers + 1 > box.processes);
      if (run.sandbox && files && limits.output_kb > 0 && tmpfs_kb(last, {run.folder}) >= limits.output_kb + put_kb)
        o.over_output = true;  // its files folder is full
    }
    if (files && !run.sandbox && poll % 25 == 0 && folder_bytes(run.folder) > out_limit) o.over_output = true;
    o.stopped = stop_signal != 0;
    if (o.over_cpu || o.over_wall || o.over_memory || o.over_output || o.stopped) {
      if (!run.sandbox) kill(pid, SIGTERM);  // the keeper ends it all and reports
      else kill(-pid, SIGKILL);
      for (const auto& p : last)  // those that left its group too
        if (p.first != pid) kill(p.first, SIGKILL);
      for (int waited = 0;; ++waited) {
        const pid_t w = wait4(pid, &wstatus, run.sandbox ? 0 : WNOHANG, &usage);
        if (w == pid || (w < 0 && errno == ECHILD)) break;
        if (waited == 1000) kill(pid, SIGKILL);  // a keeper stopped by the command (SIGSTOP): 2 s, then it ends too
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
      }
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  kill(-pid, SIGKILL);  // anything it left behind in its group
  for (const auto& p : last) kill(p.first, SIGKILL);
  Orphans::all().ended(pid);
  Orphans::all().kill_all();  // and anything that left its group and was handed back here
  std::string said;  // box_init's report, written before the box ended: "WSTATUS TAKEN KB"
  fcntl(status_pipe[0], F_SETFL, O_NONBLOCK);  // nothing may keep the judge waiting here
  for (ssize_t n; (n = read(status_pipe[0], buffer, sizeof buffer)) > 0;) said.append(buffer, static_cast<std::size_t>(n));
  close(status_pipe[0]);
  if (!why.empty()) throw JudgeError(why);
  o.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  o.cpu = std::max(o.cpu, usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
                              (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6);
  if (run.sandbox) o.peak_kb = std::max(o.peak_kb, usage.ru_maxrss);
  KeeperReport kept;  // without the box: the keeper's report; its own peak is the judge's, not the command's
  if (!run.sandbox && said.size() == sizeof kept) {
    std::memcpy(&kept, said.data(), sizeof kept);
    wstatus = kept.wstatus;
    o.cpu = std::max(o.cpu, static_cast<double>(kept.cpu_us) / 1e6);
    o.peak_kb = std::max(o.peak_kb, kept.peak_kb);
  }
  if (limits.seconds > 0) {
    o.over_cpu = o.over_cpu || o.cpu > limits.seconds;
    o.over_memory = o.over_memory || o.peak_kb > limits.memory_kb;
  }
  if (WIFEXITED(wstatus)) o.status = WEXITSTATUS(wstatus);
  if (WIFSIGNALED(wstatus)) o.signal = WTERMSIG(wstatus);
  if (run.sandbox) {  // the solution's own status, from box_init; bubblewrap's says 128 + N for a signal N
    int inner = 0, taken = -1;
    long long folder_kb = 0;
    const bool reported = std::sscanf(said.c_str(), "%d %d %lld", &inner, &taken, &folder_kb) == 3;
    o.no_report = !reported;
    if (reported) {
      o.status = WIFEXITED(inner) ? WEXITSTATUS(inner) : -1;
      o.signal = WIFSIGNALED(inner) ? WTERMSIG(inner) : 0;
      o.took = taken == 1 || taken == 3, o.not_regular = taken == 2;
      o.over_output = o.over_output || taken == 3 || (files && limits.output_kb > 0 && folder_kb >= limits.output_kb + put_kb);
    } else if (o.signal == 0 && !o.over_cpu && !o.over_wall && !o.over_memory && !o.over_output && !o.stopped) {
      const std::string err = proc_text(run.err);
      if (err.compare(0, 7, "bwrap: ") == 0)  // the box could not be made: the judge's failure
        throw JudgeError("the sandbox failed: " + err.substr(0, err.find('\n')));
    }
  } else if (files) {
    if (fs::is_directory(run.folder)) take_back(run, out_limit, o);
    if (folder_bytes(run.folder) > out_limit) o.over_output = true;
    std::error_code ec;
    fs::remove_all(run.folder, ec);
  }
  if (limits.output_kb > 0) {
    struct stat st {};
    for (const std::string& f : {run.out, run.err, run.taken})
      if (!f.empty() && stat(f.c_str(), &st) == 0 && static_cast<unsigned long long>(st.st_size) >= out_limit)
        o.over_output = true;
  }
  return o;
}

}  // namespace limited

#endif  // LIMITED_RUN_HPP
