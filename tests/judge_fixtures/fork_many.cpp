// An attack on the process cap: starts argv[2] processes (argv[1] "fork")
// or threads ("thread") that wait, at most 3,000; when one cannot be made it
// says so and exits with status 1 (after a moment, so that the judge sees
// the box full). Else it ends them and runs the right solution argv[3]...
#include <pthread.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {
int gate[2];
void* wait_at_gate(void*) {
  char c;
  while (read(gate[0], &c, 1) < 0) {
  }
  return nullptr;
}
}  // namespace

int main(int argc, char** argv) {
  if (argc < 4 || pipe(gate) != 0) return 2;
  const bool threads = std::strcmp(argv[1], "thread") == 0;
  const int count = std::min(std::atoi(argv[2]), 3000);
  std::vector<pid_t> children;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 64 * 1024);
  for (int i = 0; i < count; ++i) {
    bool made = false;
    if (threads) {
      pthread_t t;
      made = pthread_create(&t, &attr, wait_at_gate, nullptr) == 0;
    } else {
      const pid_t pid = fork();
      if (pid == 0) {
        wait_at_gate(nullptr);
        _exit(0);
      }
      made = pid > 0;
      if (made) children.push_back(pid);
    }
    if (!made) {
      std::fprintf(stderr, "could not make %s %d\n", threads ? "thread" : "process", i + 1);
      usleep(200 * 1000);
      for (pid_t pid : children) kill(pid, SIGKILL), waitpid(pid, nullptr, 0);
      return 1;
    }
  }
  for (pid_t pid : children) kill(pid, SIGKILL), waitpid(pid, nullptr, 0);
  execv(argv[3], argv + 3);
  return 3;
}
