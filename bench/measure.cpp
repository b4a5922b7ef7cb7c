// measure: runs a program and writes "<seconds> <peak KB> <exit status>" to
// REPORT. A process's peak memory (ru_maxrss) counts the memory of whatever
// process started it, up to its exec; started from this small program, a
// program's figure is its own, not the benchmark's.
//   measure REPORT PROGRAM [ARGS...]    (stdin, stdout, stderr pass through)
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdio>

extern char** environ;

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: measure REPORT PROGRAM [ARGS...]\n");
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  pid_t pid = 0;
  if (posix_spawn(&pid, argv[2], nullptr, nullptr, argv + 2, environ) != 0) {
    std::fprintf(stderr, "measure: cannot run %s\n", argv[2]);
    return 2;
  }
  int status = 0;
  struct rusage usage {};
  wait4(pid, &status, 0, &usage);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::FILE* report = std::fopen(argv[1], "w");
  if (!report) return 2;
  std::fprintf(report, "%.9f %ld %d\n", seconds, usage.ru_maxrss, WIFEXITED(status) ? WEXITSTATUS(status) : 128);
  return std::fclose(report) == 0 ? 0 : 2;
}
