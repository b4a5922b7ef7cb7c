// limited/run.hpp: runs a command under a judge's limits, for the judge tool:
// run_limited(run) runs one command on one input and says what happened.
//
// - Time: CPU seconds of the whole process tree (the cgroup's count, or each
//   process's own time as last seen: a child that the kernel reaps itself
//   counts too) but the box's run init's own (its mounts, the files of files
//   mode it unpacks: not the solution's work), or wall time twice that plus
//   a second while it sleeps: no thread runnable (/proc/PID/task/TID/stat)
//   and its CPU time and its wait for a CPU (schedstat's run_delay) under a
//   quarter of the wall time (a program waiting for input). One that computes on a busy machine waits
//   for a CPU and runs on to its CPU limit (at most ten times that and ten
//   seconds of wall time not spent waiting for a CPU); RLIMIT_CPU backs it.
// - Memory: in the box where the judge can make a cgroup (limited/cgroup.hpp:
//   root, or a delegated cgroup v2), the cgroup's count, every page once and
//   the kernel's memory for the run included, with the kernel's cap just above
//   the limit. Elsewhere sampled (run_watch.hpp's Sample): the tree's
//   proportional set size, summed (each page once, see
//   limited/process_tree.hpp), and its page tables, with what the run's tmpfs
//   mounts hold (/tmp, /dev/shm, the files folder) and their inodes, and the
//   pipes held open; polled every 10 ms and held for two polls in a row; or
//   the largest single process's peak, if that is more. Nothing is taken off
//   the count: the solution's files are the box's, read-only, never the
//   run's to remove or reuse. The stack may grow to the stack limit
//   (RLIMIT_STACK).
// - Output: RLIMIT_FSIZE, so that no file it writes (stdout, stderr, or a
//   file of its own) passes the limit; in files mode the folder holds at
//   most the limit in all (a tmpfs of that size in the box; polled without).
// - Processes and threads: at most the box's processes (64 unless
//   --processes says otherwise), by RLIMIT_NPROC in the box's own user
//   namespace; a run seen at the cap is told so (Outcome::at_process_cap).
// - Its own figures: every run is started by a small process, the box's
//   keeper or, without the box, a keeper that the judge's child executes
//   (box_init --unboxed), never by a fork of the judge: the peak that the
//   kernel keeps through exec (ru_maxrss) is the run's, not the judge's.
// - Nothing outlives the run: in the box, the run's init is PID 1 of a PID
//   namespace of the run's own, and its end ends everything of the run;
//   the box itself ends with the judge (limited/kept_box.hpp). Without the
//   box the keeper is the subreaper and parent of the command: when the
//   command ends, or the judge (even by SIGKILL), it kills every process
//   left below it, those that left its session and lost their parent too,
//   and says how the command ended and what it used; the judge is the
//   subreaper of everything it starts (PR_SET_CHILD_SUBREAPER).
// - Sandbox: sandbox/box.hpp (what is isolated, and how).
// - Stopping: a signal to the judge ends every run in progress at once, and
//   a run's deadline (Run::deadline, the end of --stress's --time) ends it.
// A failure that is the judge's own (its folder gone, a file it cannot open,
// a box bubblewrap cannot make) throws RunError, never a verdict.
//
// The parts, one file each in limited/: run_types.hpp (Run, Limits, Outcome,
// the stop signal), kept_box.hpp (the box, made once, and a run's start in
// it), run_child.hpp (a run's start without the box), run_watch.hpp (the
// watch loop), run_account.hpp (the accounting once it has ended).
#pragma once

#include "limited/kept_box.hpp"
#include "limited/run_account.hpp"
#include "limited/run_child.hpp"
#include "limited/run_types.hpp"
#include "limited/run_watch.hpp"

namespace limited {

// Runs `run`, stopping it past its limits or when the judge is stopped.
// Throws RunError when the judge itself cannot start it (a file of its own
// it cannot open, its folder gone, a box that cannot be made); a command that
// cannot be executed exits with status 127 and "cannot run ..." on its stderr.
inline Outcome run_limited(const Run& run) {
  struct PipeEnds {  // an interactive run's: closed once it has started (or could not)
    const Run& run;
    bool closed = false;
    void close_them() {
      if (closed) return;
      closed = true;
      if (run.in_fd >= 0) close(run.in_fd);
      if (run.out_fd >= 0) close(run.out_fd);
    }
    ~PipeEnds() { close_them(); }
  } pipe_ends{run};
  Launch launch = prepare_launch(run);
  Outcome o;
  if (!run.box) {
    const Started started = start(run, launch);
    pipe_ends.close_them();
    const Watched watched = watch(run, launch, Cgroup(), started.pid, nullptr, o);
    account(run, launch, started, watched, o);
    return o;
  }
  BoxLease lease(*run.box);
  Cgroup group;  // where the judge can make one
  if (run.limits.seconds > 0)
    group.make(run.limits.memory_kb * 1024LL + (4LL << 20), run.box->processes + 1);  // the solution's and its init
  BoxedRun started;
  try {
    started = start_boxed(run, launch.put, lease.box(), group);
  } catch (const RunError&) {
    lease.failed();
    throw;
  }
  pipe_ends.close_them();
  o.counted_by_cgroup = group.made();
  const Watched watched = watch(run, launch, group, -1, &started, o, &lease.box().group());
  account(run, launch, Started(), watched, o);
  return o;
}

}  // namespace limited
