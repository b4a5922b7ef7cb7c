// run_types.hpp: what limited/run.hpp's run_limited() takes and gives (a Run
// under its Limits, an Outcome), a run it cannot make (RunError: the judge's
// own failure, never a verdict), and the signal that stops every run.
#pragma once

#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <stdexcept>
#include <string>
#include <vector>

namespace sandbox {
struct Box;
}

namespace limited {

struct RunError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Limits {
  double seconds = 0;    // CPU; 0: no limits at all (the suite's own programs)
  long memory_kb = 0;
  long stack_kb = 0;     // 0: as the judge's own
  long output_kb = 0;    // any one file it writes; 0: none
};

// How long an interactive run's validator was busy, and when that was
// seen: its watcher polls it every 10 ms once it has started (in the box:
// once its init is known), but a judge kept from a CPU may poll it late,
// and what it did since is not yet known. Its solution's watcher counts
// its own wall time only to that moment (and none before the validator
// was first seen), until the validator has ended (`ended`: its last
// figure is final).
struct Busy {
  std::atomic<double> seconds{0};
  std::atomic<std::chrono::steady_clock::rep> seen_at{0};  // the steady clock's, when seen; 0: not yet
  std::atomic<bool> ended{false};
};

struct Run {
  std::vector<std::string> argv;
  std::string folder;               // where it runs ("": here); files mode: the files folder
  std::string in, out, err;         // stdin, stdout, stderr files
  // An interactive run's stdin and stdout: these descriptors (a pipe's ends),
  // in place of the files `in` and `out`, when 0 or above. run_limited()
  // closes them once the run has its own (else the other end would never
  // see this one close).
  int in_fd = -1, out_fd = -1;
  Limits limits;
  const sandbox::Box* box = nullptr;  // the box it runs in (sandbox/box.hpp), or none
  // Files mode (folder set, and put, put_folder or take): the run starts in
  // the folder, made afresh, that holds the file `put` as `put_as` (where
  // `put` is set) and a copy of all that `put_folder` holds (where set:
  // regular files and folders, nothing else); afterwards the folder's `take`
  // (where set) is read back into `taken`, and the folder is gone.
  std::string put, put_as, put_folder, take, taken;
  // When set, the run is stopped at this time (a --time budget's end): Outcome::out_of_time.
  std::chrono::steady_clock::time_point deadline{};
  int cpu = -1;  // the CPU it is pinned to, all it starts too (limited/cpus.hpp), or -1: none
  // An interactive run's pair (judge/interact.cpp): the validator's run
  // tells `busy` the time it was busy (its CPU time and its wait for a
  // CPU) at each poll; the solution's run takes that much of its wall time
  // as the validator's, not its own, where it is found asleep (`excused`).
  // Either may be unset. So is the time the judge's thread that passes
  // their lines on (`relay`, its TID once it runs; 0: none) was busy: a
  // busy machine may keep it waiting for a CPU while the solution waits on it.
  Busy* busy = nullptr;
  const Busy* excused = nullptr;
  const std::atomic<int>* relay = nullptr;
};

// Whether `run` is in files mode (above).
inline bool files_mode(const Run& run) {
  return !run.folder.empty() && (!run.put.empty() || !run.put_folder.empty() || !run.take.empty());
}

struct Outcome {
  int status = -1;  // exit status, or -1
  int signal = 0;   // the signal that ended it, or 0
  bool over_cpu = false, over_wall = false, over_memory = false, over_output = false, stopped = false;
  bool out_of_time = false;     // stopped at Run::deadline
  bool at_process_cap = false;  // seen with as many processes and threads as the box allows
  bool took = false;            // files mode: `take` was there, a regular file, and read back
  bool not_regular = false;     // files mode: `take` was a symlink, a FIFO, a folder...
  bool no_report = false;       // the box's keeper said nothing: the solution ended it
  bool counted_by_cgroup = false;  // memory, CPU and processes counted by a cgroup of its own (else sampled)
  double cpu = 0, wall = 0;     // seconds
  double ready = 0;             // seconds its threads waited for a CPU (schedstat), as seen once the wall
                                // time passed twice the limit and a second (0 before: not read)
  double excused = 0;           // seconds of its wall time that its validator or the relay was busy (Run::excused)
  double unseen = 0;            // seconds of it since the validator's busy time was last seen (Busy)
  double setup = 0;             // in the box: seconds of it before its init was known (the box being made)
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

// A login's soft limit of open files may be 1024: the judge raises it to
// the hard limit (it holds the solution's files open, up to 512 of them).
inline void open_files_to_hard_limit() {
  rlimit r{};
  if (getrlimit(RLIMIT_NOFILE, &r) == 0 && r.rlim_cur < r.rlim_max) {
    r.rlim_cur = r.rlim_max;
    setrlimit(RLIMIT_NOFILE, &r);
  }
}

// The keeper that starts every run (sandbox/box_init/main.cpp): in the box, its
// PID 1; without it, the child's image once the judge's is gone, so that no
// run is forked from the judge itself (a fork's ru_maxrss, kept through
// exec, would hold the judge's own peak). Set once by the program.
inline std::string& keeper_program() {
  static std::string path;
  return path;
}

inline std::string bwrap_path() {
  for (const char* p : {"/usr/bin/bwrap", "/usr/local/bin/bwrap", "/bin/bwrap"})
    if (access(p, X_OK) == 0) return p;
  return "";
}

}  // namespace limited
