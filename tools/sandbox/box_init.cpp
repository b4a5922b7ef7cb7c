// box_init: the judge's keeper inside the box (see box.hpp), the first
// program bubblewrap starts there and the parent of the solution.
//
//   box_init PROCESSES FILE_BYTES TAKE -- COMMAND [ARGS...]
//
// fd 3: where it reports, fd 4: where TAKE goes (files mode; TAKE "-": none).
// 1. Closes every other descriptor bubblewrap left open, keeps 3 and 4 from
//    the solution (close-on-exec) and makes itself undumpable, so that the
//    solution, the same uid as it, can neither trace it nor open its files
//    through /proc.
// 2. Caps processes and threads at PROCESSES + 2 (RLIMIT_NPROC, set here,
//    inside the box's own user namespace: it counts the box's tasks alone,
//    this keeper and bubblewrap's init included) and every file written at
//    FILE_BYTES (RLIMIT_FSIZE; set here so that bubblewrap could still copy
//    the solution's program into the box).
// 3. Starts COMMAND, waits for it and writes "WSTATUS TAKEN KB\n" on fd 3: the
//    wait status itself (so an exit status of 153 is not a signal 25, as
//    bubblewrap's own 128 + N would say), and what became of TAKE:
//    -1 not asked, 0 no such file, 1 copied, 2 not a regular file (a symlink,
//    a FIFO, a folder: never followed), 3 over FILE_BYTES (copied up to it);
//    and the KB that the folder it runs in holds (files mode: a tmpfs).
// Only system calls: no allocation, nothing that a small box could refuse.
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

void say(const char* a, const char* b) {
  if (write(2, a, std::strlen(a)) < 0 || write(2, b, std::strlen(b)) < 0 || write(2, "\n", 1) < 0) _exit(126);
}

// Copies the regular file `name` (never through a symlink) to fd 4, at most `limit` bytes.
int take(const char* name, long long limit) {
  const int fd = open(name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return errno == ENOENT ? 0 : 2;
  struct stat st {};
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) return close(fd), 2;
  char buffer[65536];
  long long copied = 0;
  int result = 1;
  for (ssize_t n; (n = read(fd, buffer, sizeof buffer)) > 0;) {
    long long keep = n;
    if (copied + keep > limit) keep = limit - copied, result = 3;
    for (long long done = 0; done < keep;) {
      const ssize_t w = write(4, buffer + done, static_cast<std::size_t>(keep - done));
      if (w <= 0) return close(fd), 3;
      done += w;
    }
    copied += keep;
    if (result == 3) break;
  }
  close(fd);
  return result;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 6 || std::strcmp(argv[4], "--") != 0) {
    say("usage: box_init PROCESSES FILE_BYTES TAKE -- COMMAND [ARGS...]", "");
    return 126;
  }
  syscall(SYS_close_range, 5u, ~0u, 0u);
  fcntl(3, F_SETFD, FD_CLOEXEC);
  fcntl(4, F_SETFD, FD_CLOEXEC);
  prctl(PR_SET_DUMPABLE, 0);
  const rlim_t processes = static_cast<rlim_t>(std::atoll(argv[1])) + 2;
  const rlim_t file_bytes = static_cast<rlim_t>(std::atoll(argv[2]));
  const rlimit nproc = {processes, processes}, fsize = {file_bytes, file_bytes};
  if (setrlimit(RLIMIT_NPROC, &nproc) != 0 || (file_bytes > 0 && setrlimit(RLIMIT_FSIZE, &fsize) != 0)) {
    say("box_init: cannot set the limits: ", std::strerror(errno));
    return 126;
  }
  const pid_t pid = fork();
  if (pid < 0) {
    say("box_init: cannot start the program: ", std::strerror(errno));
    return 126;
  }
  if (pid == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    execvp(argv[5], argv + 5);
    const int e = errno;
    say("cannot run ", argv[5]);
    _exit(e == ENOENT ? 127 : 126);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return 126;
  const int taken = std::strcmp(argv[3], "-") == 0 ? -1 : take(argv[3], file_bytes > 0 ? static_cast<long long>(file_bytes) : 1LL << 40);
  struct statfs here {};
  const long long kb = statfs(".", &here) == 0 ? static_cast<long long>(here.f_blocks - here.f_bfree) * here.f_bsize / 1024 : 0;
  char line[96];
  const int n = std::snprintf(line, sizeof line, "%d %d %lld\n", status, taken, kb);
  return write(3, line, static_cast<std::size_t>(n)) == n ? 0 : 126;
}
