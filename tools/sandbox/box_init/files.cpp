// files.cpp: a test's files unpacked into its folder, the file it names
// taken back, and a file at the output limit found.
#include "sandbox/box_init/internal.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstdlib>
#include <cstring>

namespace box_init::internal {
namespace {

// Whether `name`, from the judge's pack, is relative and has no empty, "."
// or ".." part: it cannot leave the folder it is unpacked in.
bool plain_name(const char* name) {
  if (*name == '\0' || *name == '/') return false;
  for (const char* part = name;;) {
    const char* end = std::strchr(part, '/');
    const std::size_t n = end ? static_cast<std::size_t>(end - part) : std::strlen(part);
    if (n == 0 || (n == 1 && part[0] == '.') || (n == 2 && part[0] == '.' && part[1] == '.')) return false;
    if (!end) return true;
    part = end + 1;
  }
}

}  // namespace

// Goes through the pack `from` (limited/put_files.hpp), and unpacks it into
// the current folder when `make`. The bytes its files take in a tmpfs
// (whole pages each), or fails.
unsigned long long unpack(int from, bool make) {
  unsigned long long pages = 0;
  char head[4200];
  for (off_t at = 0;;) {
    const ssize_t n = pread(from, head, sizeof head - 1, at);
    if (n < 0) fail("cannot read the files to put", "");
    if (n == 0) return pages;
    head[n] = '\0';
    const std::size_t length = std::strlen(head);
    char* name = head + 2;
    unsigned long long size = 0;
    if (static_cast<ssize_t>(length) == n || length < 3 || head[1] != ' ' || (head[0] != 'd' && head[0] != 'f')) {
      errno = EINVAL;
      fail("cannot read the files to put", "");
    }
    if (head[0] == 'f') {
      size = std::strtoull(head + 2, &name, 10);
      if (*name != ' ') {
        errno = EINVAL;
        fail("cannot read the files to put", "");
      }
      ++name;
    }
    if (!plain_name(name)) {
      errno = EINVAL;
      fail("cannot put", name);
    }
    at += static_cast<off_t>(length) + 1;
    pages += (size + 4095) / 4096 * 4096;
    if (!make) {
      at += static_cast<off_t>(size);
      continue;
    }
    if (head[0] == 'd') {
      if (mkdir(name, 0755) != 0) fail("cannot make", name);
      continue;
    }
    const int to = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (to < 0) fail("cannot make", name);
    char buffer[65536];
    for (unsigned long long left = size; left > 0;) {
      const ssize_t got = pread(from, buffer, left < sizeof buffer ? left : sizeof buffer, at);
      if (got <= 0) fail("cannot read the files to put for", name);
      for (ssize_t done = 0; done < got;) {
        const ssize_t w = write(to, buffer + done, static_cast<std::size_t>(got - done));
        if (w <= 0) fail("cannot write", name);
        done += w;
      }
      at += got, left -= static_cast<unsigned long long>(got);
    }
    close(to);
  }
}

// Whether a regular file below the folder `fd` (closed here), `depth`
// folders deep, has reached `limit` bytes; `left` bounds the entries looked
// at. A program ended by SIGXFSZ with such a file in its /tmp or /dev/shm
// reached the output limit (OLE); one that sent itself the signal did not.
bool holds_file_at(int fd, long long limit, int depth, int& left) {
  DIR* dir = fd >= 0 ? fdopendir(fd) : nullptr;
  if (!dir) {
    if (fd >= 0) close(fd);
    return false;
  }
  bool found = false;
  for (dirent* e; !found && left > 0 && (e = readdir(dir));) {
    --left;
    if (std::strcmp(e->d_name, ".") == 0 || std::strcmp(e->d_name, "..") == 0) continue;
    struct stat st {};
    if (fstatat(dirfd(dir), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) continue;
    if (S_ISREG(st.st_mode)) found = st.st_size >= limit;
    if (S_ISDIR(st.st_mode) && depth > 0)
      found = holds_file_at(openat(dirfd(dir), e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC), limit,
                            depth - 1, left);
  }
  closedir(dir);
  return found;
}

// Copies the regular file `name` (never through a symlink) to `to`, at most `limit` bytes.
int take(const char* name, int to, long long limit) {
  const int fd = open(name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return errno == ENOENT ? 0 : 2;
  struct stat st {};
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    close(fd);
    return 2;
  }
  char buffer[65536];
  long long copied = 0;
  int result = 1;
  for (ssize_t n; (n = read(fd, buffer, sizeof buffer)) > 0;) {
    long long keep = n;
    if (copied + keep > limit) {
      keep = limit - copied;
      result = 3;
    }
    for (long long done = 0; done < keep;) {
      const ssize_t w = write(to, buffer + done, static_cast<std::size_t>(keep - done));
      if (w <= 0) {
        close(fd);
        return 3;
      }
      done += w;
    }
    copied += keep;
    if (result == 3) break;
  }
  close(fd);
  return result;
}

}  // namespace box_init::internal
