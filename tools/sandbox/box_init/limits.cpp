// limits.cpp: the run's init's limits set, its CPU pinned and its
// capabilities dropped.
#include "sandbox/box_init/internal.hpp"

#include <sched.h>
#include <sys/capability.h>
#include <sys/resource.h>

#include <cstdlib>

namespace box_init::internal {
namespace {

const rlim_t kOpenFiles = 64;

}  // namespace

void set_limits(const Request& r) {
  // In a cgroup, its pids.max (PROCESSES and this init) must refuse first,
  // so that its pids.events counts the refusal: the kernel checks
  // RLIMIT_NPROC before the cgroup, so the rlimit is one above it there.
  const bool in_cgroup = std::atoi(r.word[kJoins]) > 0;
  const rlim_t processes = std::strtoull(r.word[kProcesses], nullptr, 10) + (in_cgroup ? 3 : 2);
  const rlim_t file_bytes = std::strtoull(r.word[kFileBytes], nullptr, 10);
  const rlim_t cpu = std::strtoull(r.word[kCpuSeconds], nullptr, 10);
  const rlim_t stack = std::strtoull(r.word[kStackBytes], nullptr, 10);
  const rlimit nproc = {processes, processes}, fsize = {file_bytes, file_bytes}, files = {kOpenFiles, kOpenFiles},
               seconds = {cpu, cpu + 1}, stack_bytes = {stack, stack};
  if (setrlimit(RLIMIT_NPROC, &nproc) != 0 || (file_bytes > 0 && setrlimit(RLIMIT_FSIZE, &fsize) != 0) ||
      setrlimit(RLIMIT_NOFILE, &files) != 0 || (cpu > 0 && setrlimit(RLIMIT_CPU, &seconds) != 0) ||
      (stack > 0 && setrlimit(RLIMIT_STACK, &stack_bytes) != 0))
    fail("cannot set the limits", "");
}

// The run's init pinned to the request's CPU, and so all it starts (-1: none).
void pin(const Request& r) {
  const int cpu = std::atoi(r.word[kCpu]);
  if (cpu < 0 || cpu >= CPU_SETSIZE) return;
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(cpu, &one);
  if (sched_setaffinity(0, sizeof one, &one) != 0) fail("cannot pin the run to its CPU", "");
}

// The run's init: every capability dropped, ambient and its own (the
// bounding set is empty since the keeper began: none comes back by exec).
void drop_capabilities() {
  cap_reset_ambient();
  cap_t none = cap_init();  // every set empty
  const bool dropped = none && cap_set_proc(none) == 0;
  if (none) cap_free(none);
  if (!dropped) fail("cannot drop the capabilities", "");
}

}  // namespace box_init::internal
