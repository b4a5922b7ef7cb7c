// many_mappings: what a judge's poll of a process tree must read through.
// PROCESSES processes, each with MAPPINGS mappings of pages of one shared
// file in /dev/shm (no mapping merged with its neighbour), and 2 MB of that
// file of its own mapped and read (so that it holds shared memory, which has
// a judge read its mappings one by one), then every one waits SECONDS: a
// program that waits, to be ended by the wall-time limit (a wait-TLE), whose
// polls cost the judge the most, for little CPU of its own.
//
//   many_mappings PROCESSES MAPPINGS SECONDS
//
// Used by bench/wait_cost.cpp and tests/judge/judge_sandbox_memory_test.cpp.
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: many_mappings PROCESSES MAPPINGS SECONDS\n");
    return 2;
  }
  const int processes = std::atoi(argv[1]);
  const long mappings = std::atol(argv[2]);
  const unsigned seconds = static_cast<unsigned>(std::atoi(argv[3]));
  const long page = sysconf(_SC_PAGESIZE), pages = (16L << 20) / page, own = (2L << 20) / page;
  const std::string path = "/dev/shm/many_mappings_" + std::to_string(getpid());
  const int fd = open(path.c_str(), O_RDWR | O_CREAT | O_TRUNC, 0600);
  if (fd < 0 || ftruncate(fd, (pages + processes * own) * page) != 0) {
    std::perror("many_mappings: /dev/shm");
    return 1;
  }
  unlink(path.c_str());
  // Every other page of a span left free, so that no two mappings merge;
  // made once, then inherited by each child, which reads its pages again.
  char* span = static_cast<char*>(mmap(nullptr, static_cast<std::size_t>(2 * mappings * page), PROT_NONE,
                                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0));
  if (span == MAP_FAILED) return 1;
  munmap(span, static_cast<std::size_t>(2 * mappings * page));
  for (long m = 0; m < mappings; ++m)
    if (mmap(span + 2 * m * page, static_cast<std::size_t>(page), PROT_READ, MAP_SHARED | MAP_FIXED, fd,
             (m % pages) * page) == MAP_FAILED) {
      std::perror("many_mappings: mmap");
      return 1;
    }
  std::vector<pid_t> children;
  int process = 0;
  for (int p = 1; p < processes; ++p) {
    const pid_t pid = fork();
    if (pid < 0) break;
    if (pid == 0) {
      children.clear();
      process = p;
      break;
    }
    children.push_back(pid);
  }
  const char* mine = static_cast<const char*>(mmap(nullptr, static_cast<std::size_t>(own * page), PROT_READ, MAP_SHARED,
                                                   fd, (pages + process * own) * page));
  if (mine == MAP_FAILED) return 1;
  volatile char sum = 0;
  for (long at = 0; at < own * page; at += page) sum = static_cast<char>(sum + mine[at]);
  sleep(seconds);
  for (pid_t pid : children) waitpid(pid, nullptr, 0);
  return sum == 0 ? 0 : 1;
}
