// An honest program (tests/judge_sandbox_test.cpp): touches 30 MB, forks two
// children that share those pages and wait a moment, then runs the right
// solution argv[1]... Under a 64 MB limit it must pass: each page counts once.
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <vector>

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  std::vector<char> pages(30 << 20);
  std::memset(pages.data(), 1, pages.size());
  pid_t children[2];
  for (pid_t& child : children)
    if ((child = fork()) == 0) {
      usleep(300 * 1000);
      _exit(pages[12345] == 1 ? 0 : 1);
    }
  for (pid_t child : children) waitpid(child, nullptr, 0);
  execv(argv[1], argv + 1);
  return 3;
}
