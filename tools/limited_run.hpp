// limited_run.hpp: runs a command under a judge's limits, for the judge tool.
//
// - Time: CPU seconds of the whole process tree, or wall time twice that plus
//   a second (a program waiting for input uses no CPU); RLIMIT_CPU backs it.
// - Memory: the tree's resident memory, polled; the stack may grow to the
//   stack limit (RLIMIT_STACK, set before the command starts).
// - Output: RLIMIT_FSIZE, so that no file it writes (stdout, stderr, or a
//   file of its own) passes the limit: the kernel stops the write.
// - Nothing outlives the run: the judge is the subreaper of everything it
//   starts (PR_SET_CHILD_SUBREAPER), so a process that leaves its group or
//   session (setsid, a daemon) comes back to it and is killed with the rest;
//   under bubblewrap, the run has its own PID namespace as well.
// - Sandbox (bubblewrap, where installed): the system read-only, the run's
//   own folder writable, a private /tmp, no network, its own PID namespace.
// - Stop(): a signal to the judge ends every run in progress at once.
// A failure that is the judge's own (its folder gone, a file it cannot open)
// throws JudgeError: it must never become a verdict against the program.
#ifndef LIMITED_RUN_HPP
#define LIMITED_RUN_HPP

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

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
  std::string folder;               // where it runs ("": here)
  std::string in, out, err;         // stdin, stdout, stderr files
  Limits limits;
  bool sandbox = false;
};

struct Outcome {
  int status = -1;  // exit status, or -1
  int signal = 0;   // the signal that ended it, or 0
  bool over_cpu = false, over_wall = false, over_memory = false, over_output = false, stopped = false;
  double cpu = 0, wall = 0;  // seconds
  long peak_kb = 0;          // the tree's resident memory at its largest
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

// ---- The process tree.

struct ProcessInfo {
  pid_t parent = 0;
  double cpu = 0;  // its own and its reaped children's, seconds
  long rss_kb = 0, peak_kb = 0;
};

// A file of /proc, or "" when it cannot be read (its process may have just
// ended: libstdc++'s streams would throw then).
inline std::string proc_text(const std::string& path) {
  std::string text;
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return text;
  char buffer[4096];
  for (ssize_t n; (n = read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<std::size_t>(n));
  close(fd);
  return text;
}

// Every process on the machine that descends from root, root included.
inline std::map<pid_t, ProcessInfo> tree_of(pid_t root) {
  std::map<pid_t, ProcessInfo> all;
  DIR* proc = opendir("/proc");
  if (!proc) return all;
  static const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
  static const long page_kb = sysconf(_SC_PAGESIZE) / 1024;
  for (dirent* e; (e = readdir(proc)) != nullptr;) {
    if (e->d_name[0] < '1' || e->d_name[0] > '9') continue;
    const pid_t pid = static_cast<pid_t>(std::atol(e->d_name));
    const std::string text = proc_text("/proc/" + std::string(e->d_name) + "/stat");
    const std::size_t close = text.rfind(')');  // the name may hold spaces
    if (close == std::string::npos || close + 2 > text.size()) continue;
    std::istringstream fields(text.substr(close + 2));
    std::vector<std::string> f;
    for (std::string w; f.size() < 22 && fields >> w;) f.push_back(w);  // state ppid ... rss
    if (f.size() < 22) continue;
    ProcessInfo p;
    p.parent = static_cast<pid_t>(std::atol(f[1].c_str()));
    p.cpu = (std::atof(f[11].c_str()) + std::atof(f[12].c_str()) + std::atof(f[13].c_str()) +
             std::atof(f[14].c_str())) / ticks;  // utime stime cutime cstime
    p.rss_kb = std::atol(f[21].c_str()) * page_kb;
    all[pid] = p;
  }
  closedir(proc);
  std::map<pid_t, ProcessInfo> tree;
  if (!all.count(root)) return tree;
  tree[root] = all[root];
  for (bool grew = true; grew;) {
    grew = false;
    for (const auto& p : all)
      if (!tree.count(p.first) && tree.count(p.second.parent)) tree[p.first] = p.second, grew = true;
  }
  for (auto& p : tree) {  // the peak each process reached
    std::istringstream status(proc_text("/proc/" + std::to_string(p.first) + "/status"));
    for (std::string line; std::getline(status, line);)
      if (line.compare(0, 6, "VmHWM:") == 0) p.second.peak_kb = std::atol(line.c_str() + 6);
  }
  return tree;
}

// The judge's own children that no run is waiting for: orphans handed back
// to it (it is their subreaper). Killed and reaped.
class Orphans {
 public:
  static Orphans& all() {
    static Orphans o;
    return o;
  }
  // fork(), the child known as waited for before any other thread can look.
  pid_t fork_waited() {
    const std::lock_guard<std::mutex> hold(lock_);
    const pid_t pid = fork();
    if (pid > 0) waited_.insert(pid);
    return pid;
  }
  void ended(pid_t pid) {
    const std::lock_guard<std::mutex> hold(lock_);
    waited_.erase(pid);
  }
  // Kills every child of the judge that no run waits for, until none is left.
  void kill_all() {
    const std::lock_guard<std::mutex> hold(lock_);
    for (int round = 0; round < 200; ++round) {
      std::vector<pid_t> found;
      for (const auto& p : tree_of(getpid()))
        if (p.second.parent == getpid() && !waited_.count(p.first)) found.push_back(p.first);
      if (found.empty()) return;
      for (pid_t pid : found) kill(pid, SIGKILL);
      for (pid_t pid : found) waitpid(pid, nullptr, 0);
    }
  }

 private:
  std::mutex lock_;
  std::set<pid_t> waited_;
};

// ---- Bubblewrap.

inline std::string bwrap_path() {
  for (const char* p : {"/usr/bin/bwrap", "/usr/local/bin/bwrap", "/bin/bwrap"})
    if (access(p, X_OK) == 0) return p;
  return "";
}

// Can bubblewrap make its namespaces here? (In some containers it cannot.)
inline bool sandbox_works() {
  static const bool works = [] {
    const std::string bwrap = bwrap_path();
    if (bwrap.empty()) return false;
    const std::string command = bwrap + " --ro-bind / / --dev /dev --proc /proc --unshare-pid --unshare-net "
                                        "--die-with-parent true >/dev/null 2>&1";
    return std::system(command.c_str()) == 0;
  }();
  return works;
}

// The command inside bubblewrap: the system read-only, /tmp private (but
// for the paths it must see), the folder writable, no network, its own PIDs.
inline std::vector<std::string> sandboxed(const Run& run) {
  std::vector<std::string> words{bwrap_path(), "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc",
                                 "--tmpfs", "/tmp", "--unshare-pid", "--unshare-net", "--unshare-ipc",
                                 "--die-with-parent", "--new-session"};
  char here[4096];
  const std::string cwd = run.folder.empty() ? (getcwd(here, sizeof here) ? here : "/") : run.folder;
  std::vector<std::string> shown{cwd};  // what it must still see under /tmp: where it runs, its program
  for (const std::string& w : run.argv)
    if (w.find('/') != std::string::npos && access(w.c_str(), F_OK) == 0) {
      char real[4096];
      if (realpath(w.c_str(), real)) shown.push_back(real);
    }
  for (const std::string& p : shown)
    if ((p.compare(0, 5, "/tmp/") == 0 || p == "/tmp") && p != run.folder)  // hidden by the private /tmp
      words.insert(words.end(), {"--ro-bind", p, p});
  if (!run.folder.empty()) words.insert(words.end(), {"--bind", run.folder, run.folder});
  words.insert(words.end(), {"--chdir", cwd, "--"});
  words.insert(words.end(), run.argv.begin(), run.argv.end());
  return words;
}

// ---- Running.

// Runs `run`, stopping it past its limits or when the judge is stopped.
// Throws JudgeError when the judge itself cannot start it (a file of its own
// it cannot open, its folder gone); a command that cannot be executed exits
// with status 127 and "cannot run ..." on its stderr.
inline Outcome run_limited(const Run& run) {
  const std::vector<std::string> argv = run.sandbox ? sandboxed(run) : run.argv;
  std::vector<char*> words;
  for (const std::string& w : argv) words.push_back(const_cast<char*>(w.c_str()));
  words.push_back(nullptr);
  int report[2];  // the child says here why it could not start; closed by exec
  if (pipe2(report, O_CLOEXEC) != 0) throw JudgeError(std::string("cannot make a pipe: ") + std::strerror(errno));
  const Limits& limits = run.limits;
  // Made before fork(): the child of a threaded program must not allocate.
  const std::string cannot_in = "cannot open " + run.in, cannot_out = "cannot open " + run.out,
                    cannot_err = "cannot open " + run.err, cannot_enter = "cannot enter " + run.folder,
                    cannot_run = "cannot run " + argv[0];
  const pid_t pid = Orphans::all().fork_waited();
  if (pid < 0) throw JudgeError(std::string("cannot start a process: ") + std::strerror(errno));
  if (pid == 0) {  // the child: its own process group, so that all of it can be stopped
    close(report[0]);
    setpgid(0, 0);
    signal(SIGINT, SIG_DFL), signal(SIGTERM, SIG_DFL), signal(SIGHUP, SIG_DFL);
    const auto say = [](int fd, const std::string& what) {  // what: the reason, errno's
      const char* reason = std::strerror(errno);
      if (write(fd, what.data(), what.size()) < 0 || write(fd, ": ", 2) < 0 || write(fd, reason, std::strlen(reason)) < 0)
        _exit(126);
    };
    const int fd_in = open(run.in.c_str(), O_RDONLY);
    if (fd_in < 0) say(report[1], cannot_in), _exit(126);
    const int fd_out = open(run.out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd_out < 0) say(report[1], cannot_out), _exit(126);
    const int fd_err = open(run.err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd_err < 0) say(report[1], cannot_err), _exit(126);
    dup2(fd_in, 0), dup2(fd_out, 1), dup2(fd_err, 2);
    close(fd_in), close(fd_out), close(fd_err);
    if (!run.folder.empty() && !run.sandbox && chdir(run.folder.c_str()) != 0) say(report[1], cannot_enter), _exit(126);
    if (limits.seconds > 0) {
      const rlim_t cpu = static_cast<rlim_t>(std::ceil(limits.seconds)) + 1;  // a backstop: the polling decides
      const rlimit r = {cpu, cpu + 1};
      setrlimit(RLIMIT_CPU, &r);
    }
    if (limits.stack_kb > 0) {
      const rlimit r = {static_cast<rlim_t>(limits.stack_kb) * 1024, static_cast<rlim_t>(limits.stack_kb) * 1024};
      setrlimit(RLIMIT_STACK, &r);
    }
    if (limits.output_kb > 0) {
      const rlimit r = {static_cast<rlim_t>(limits.output_kb) * 1024, static_cast<rlim_t>(limits.output_kb) * 1024};
      setrlimit(RLIMIT_FSIZE, &r);
    }
    execvp(words[0], words.data());
    say(2, cannot_run);
    if (write(2, "\n", 1) < 0) _exit(127);
    _exit(127);
  }
  close(report[1]);
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
  for (int poll = 0;; ++poll) {
    if (wait4(pid, &wstatus, WNOHANG, &usage) == pid) break;
    o.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (limits.seconds > 0 && poll % 5 == 0) {  // the tree, every 10 ms
      last = tree_of(pid);
      double cpu = 0;
      long rss = 0;
      for (const auto& p : last) cpu += p.second.cpu, rss += p.second.rss_kb, o.peak_kb = std::max(o.peak_kb, p.second.peak_kb);
      o.cpu = std::max(o.cpu, cpu);
      o.peak_kb = std::max(o.peak_kb, rss);
      o.over_cpu = o.cpu > limits.seconds;
      o.over_wall = o.wall > 2 * limits.seconds + 1;
      o.over_memory = o.peak_kb > limits.memory_kb;
    }
    o.stopped = stop_signal != 0;
    if (o.over_cpu || o.over_wall || o.over_memory || o.stopped) {
      kill(-pid, SIGKILL);
      for (const auto& p : last) kill(p.first, SIGKILL);  // those that left its group too
      wait4(pid, &wstatus, 0, &usage);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  kill(-pid, SIGKILL);  // anything it left behind in its group
  for (const auto& p : last) kill(p.first, SIGKILL);
  Orphans::all().ended(pid);
  Orphans::all().kill_all();  // and anything that left its group and was handed back here
  if (!why.empty()) throw JudgeError(why);
  o.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  o.cpu = std::max(o.cpu, usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
                              (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6);
  o.peak_kb = std::max(o.peak_kb, usage.ru_maxrss);
  if (limits.seconds > 0) {
    o.over_cpu = o.over_cpu || o.cpu > limits.seconds;
    o.over_memory = o.over_memory || o.peak_kb > limits.memory_kb;
  }
  if (WIFEXITED(wstatus)) o.status = WEXITSTATUS(wstatus);
  if (WIFSIGNALED(wstatus)) o.signal = WTERMSIG(wstatus);
  if (run.sandbox && o.status > 128 && o.status < 128 + 65) o.signal = o.status - 128, o.status = -1;  // bubblewrap's way
  if (limits.output_kb > 0) {
    struct stat st {};
    for (const std::string& f : {run.out, run.err})
      if (stat(f.c_str(), &st) == 0 && st.st_size >= static_cast<off_t>(limits.output_kb) * 1024) o.over_output = true;
    o.over_output = o.over_output || o.signal == SIGXFSZ;
  }
  return o;
}

}  // namespace limited

#endif  // LIMITED_RUN_HPP
