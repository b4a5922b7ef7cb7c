// Attacks on what the judge counts, each a mode: memory no process maps,
// CPU no parent is told of, disk past a file's size, keys of the judge's
// user. A mode whose attack should be refused exits with status 42 when it
// works; one whose use should be counted holds it a moment. Then each runs
// the right solution argv[3]... (argv[2] is the mode's number).
//
//   attack_unseen MODE N SOLUTION [ARGS...]
//
//   dev N          N MB written into /dev, and /dev's mode changed (refused)
//   sockets N      N MB held in a socket pair's queues (refused)
//   pipes N        N full pipes, held by 48 processes (counted)
//   page-tables N  N MB of page tables: a byte read every 2 MB of a sparse mapping (counted)
//   inodes N       N empty files in /tmp (counted)
//   unreadable N   /tmp and /dev/shm made unreadable, then N MB in /tmp and N MB of heap (counted)
//   no-sigchld N   SIGCHLD ignored, 4 children of N ms of CPU each, reaped by the kernel (counted)
//   fallocate N    N MB of disk given to stdout past its size (refused)
//   keys SERIAL    the judge's key SERIAL read, a key added to the session's keyring (refused)
//   shm N          N MB shared through shm_open and mapped: honest, counted once
//   threads N      N threads, each waiting: fails at the process cap with pthread's words
#include <fcntl.h>
#include <linux/keyctl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

const long kMB = 1L << 20;

void hold() { usleep(300000); }

// Writes n MB of ones to fd (what it could), the MB written.
long fill(int fd, long n) {
  static char block[1 << 16];
  std::memset(block, 1, sizeof block);
  long written = 0;
  for (long i = 0; i < n * 16; ++i) {
    const ssize_t w = write(fd, block, sizeof block);
    if (w <= 0) break;
    written += w;
  }
  return written / kMB;
}

int dev(long n) {
  const int fd = open("/dev/hog", O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (fd >= 0 && fill(fd, n) > 0) return 42;
  if (chmod("/dev", 0) == 0) return 42;
  return 0;
}

int sockets(long n) {
  long held = 0;  // bytes
  for (long i = 0; i < n; ++i) {  // a pair a MB, as far as the queues take it
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, pair) != 0) break;
    const int size = static_cast<int>(kMB);
    setsockopt(pair[0], SOL_SOCKET, SO_SNDBUF, &size, sizeof size);
    fcntl(pair[0], F_SETFL, O_NONBLOCK);
    static char block[1 << 16];
    for (ssize_t w; (w = write(pair[0], block, sizeof block)) > 0;) held += w;
  }
  hold();
  return held > 0 ? 42 : 0;
}

int pipes(long n) {
  const long each = n / 48 + 1;
  std::vector<pid_t> children;
  for (int c = 0; c < 48; ++c) {
    const pid_t pid = fork();
    if (pid < 0) break;
    if (pid == 0) {
      for (long i = 0; i < each; ++i) {
        int p[2];
        if (pipe(p) != 0) break;
        fcntl(p[1], F_SETFL, O_NONBLOCK);
        fill(p[1], 1);
      }
      pause();
      _exit(0);
    }
    children.push_back(pid);
  }
  usleep(500000);
  for (pid_t pid : children) kill(pid, SIGKILL);
  for (pid_t pid : children) waitpid(pid, nullptr, 0);
  return 0;
}

int page_tables(long n) {
  const std::size_t span = static_cast<std::size_t>(n) * 512 * 2 * kMB;  // a page of page table maps 2 MB
  char* p = static_cast<char*>(mmap(nullptr, span, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0));
  if (p == MAP_FAILED) return 0;
  volatile char sum = 0;
  for (std::size_t at = 0; at < span; at += 2 * kMB) sum = static_cast<char>(sum + p[at]);
  hold();
  return sum;
}

int inodes(long n) {
  for (long i = 0; i < n; ++i) {
    const int fd = open(("/tmp/f" + std::to_string(i)).c_str(), O_WRONLY | O_CREAT, 0600);
    if (fd < 0) break;
    close(fd);
  }
  hold();
  return 0;
}

int unreadable(long n) {
  for (int i = 0; i < 4; ++i) {  // each file under the output limit
    const int fd = open(("/tmp/hog" + std::to_string(i)).c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd >= 0) fill(fd, n / 4);
  }
  chmod("/dev", 0);
  chmod("/tmp", 0);
  std::vector<char> heap(static_cast<std::size_t>(n) * kMB, 1);
  hold();
  return heap[heap.size() / 2] == 1 ? 0 : 1;
}

void spin(long ms) {
  timespec used{};
  do {
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &used);
  } while (used.tv_sec * 1000 + used.tv_nsec / 1000000 < ms);
}

int no_sigchld(long ms) {
  signal(SIGCHLD, SIG_IGN);  // the kernel reaps them: their time reaches no one's children's time
  for (int c = 0; c < 4; ++c) {
    const pid_t pid = fork();
    if (pid == 0) {
      spin(ms);
      _exit(0);
    }
    if (pid > 0) waitpid(pid, nullptr, 0);  // ECHILD once it has ended: it is not ours to wait for
    while (pid > 0 && kill(pid, 0) == 0) usleep(1000);
  }
  return 0;
}

int fallocate_it(long n) {
  return syscall(SYS_fallocate, 1, 1 /* FALLOC_FL_KEEP_SIZE */, 0L, n * kMB) == 0 ? 42 : 0;
}

int keys(long serial) {
  char text[256];
  if (syscall(SYS_keyctl, KEYCTL_READ, serial, text, sizeof text) >= 0) return 42;
  if (syscall(SYS_add_key, "user", "left-behind", "x", 1, KEY_SPEC_SESSION_KEYRING) >= 0) return 42;
  if (syscall(SYS_add_key, "user", "left-behind", "x", 1, KEY_SPEC_USER_KEYRING) >= 0) return 42;
  return 0;
}

int shm(long n) {
  const int fd = open("/dev/shm/shared", O_RDWR | O_CREAT | O_TRUNC, 0600);  // as shm_open makes it
  if (fd < 0 || ftruncate(fd, n * kMB) != 0) return 1;
  char* p = static_cast<char*>(mmap(nullptr, static_cast<std::size_t>(n * kMB), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0));
  if (p == MAP_FAILED) return 1;
  std::memset(p, 1, static_cast<std::size_t>(n * kMB));
  hold();
  return 0;
}

void* wait_a_moment(void*) {
  usleep(200000);
  return nullptr;
}

int threads(long n) {
  std::vector<pthread_t> made;
  for (long i = 0; i < n; ++i) {
    pthread_t t;
    const int e = pthread_create(&t, nullptr, wait_a_moment, nullptr);
    if (e != 0) {
      std::fprintf(stderr, "pthread_create: %s\n", std::strerror(e));
      std::exit(1);
    }
    made.push_back(t);
  }
  for (pthread_t t : made) pthread_join(t, nullptr);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) return 2;
  const std::string mode = argv[1];
  const long n = std::atol(argv[2]);
  int status = 2;
  if (mode == "dev") status = dev(n);
  if (mode == "sockets") status = sockets(n);
  if (mode == "pipes") status = pipes(n);
  if (mode == "page-tables") status = page_tables(n);
  if (mode == "inodes") status = inodes(n);
  if (mode == "unreadable") status = unreadable(n);
  if (mode == "no-sigchld") status = no_sigchld(n);
  if (mode == "fallocate") status = fallocate_it(n);
  if (mode == "keys") status = keys(n);
  if (mode == "shm") status = shm(n);
  if (mode == "threads") status = threads(n);
  if (status != 0) return status;
  execv(argv[3], argv + 3);
  return 3;
}
