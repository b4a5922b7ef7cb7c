// mounts.cpp: the run's own mounts and folders, made ahead of its request
// and at it.
#include "sandbox/box_init/internal.hpp"

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>

namespace box_init::internal {
namespace {

bool under(const char* path, const char* folder) {
  const std::size_t n = std::strlen(folder);
  return std::strncmp(path, folder, n) == 0 && (path[n] == '/' || path[n] == '\0');
}

// mkdir -p of `path` (its last part too when `last`); false when it cannot.
bool make_folders(const char* path, bool last) {
  char p[4096];
  const std::size_t n = std::strlen(path);
  if (n >= sizeof p) {
    errno = ENAMETOOLONG;
    return false;
  }
  std::memcpy(p, path, n + 1);
  for (std::size_t i = 1; i <= n; ++i) {
    if (p[i] != '/' && p[i] != '\0') continue;
    if (p[i] == '\0' && !last) break;
    const char kept = p[i];
    p[i] = '\0';
    struct stat st {};
    if (stat(p, &st) != 0 && mkdir(p, 0755) != 0 && errno != EEXIST) return false;
    p[i] = kept;
  }
  return true;
}

bool mount_tmpfs(const char* where, const char* options) {
  return mount("tmpfs", where, "tmpfs", MS_NOSUID | MS_NODEV, options) == 0;
}

// Why the mounts made ahead failed (said at the request), or nullptr.
const char* ahead_failed = nullptr;
const char* ahead_path = "";
int ahead_errno = 0;

bool mounts_failed(const char* what, const char* path) {
  ahead_failed = what, ahead_path = path, ahead_errno = errno;
  return false;
}

}  // namespace

// The mounts of the next run, made before its request: /tmp and /dev/shm
// (empty tmpfs, a page each until the request sizes them), /proc of its own
// PIDs, the solution's files under /tmp or /dev/shm, CWD's folders there.
// Nothing of the run is in them yet; a failure is said at the request.
bool make_ahead(const Boxed& box) {
  if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) return mounts_failed("cannot make the mounts private:", "/");
  const char* empty = "size=4096,mode=1777";
  for (const char* tmpfs : {"/tmp", "/dev/shm"})
    if (!mount_tmpfs(tmpfs, empty)) return mounts_failed("cannot mount a tmpfs on", tmpfs);
  if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) != 0) return mounts_failed("cannot mount", "/proc");
  for (int i = 0; i + 1 < box.bind_words; i += 2) {  // the solution's files under /tmp and /dev/shm
    char from[64];
    std::snprintf(from, sizeof from, "/run/judge/files/%s", box.binds[i]);
    const char* to = box.binds[i + 1];
    if (!make_folders(to, false)) return mounts_failed("cannot make the folder of", to);
    const int fd = open(to, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return mounts_failed("cannot make", to);
    close(fd);
    if (mount(from, to, nullptr, MS_BIND, nullptr) != 0 ||
        mount(nullptr, to, nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0)
      return mounts_failed("cannot bind", to);
  }
  if ((under(box.cwd, "/tmp") || under(box.cwd, "/dev/shm")) && !make_folders(box.cwd, true))
    return mounts_failed("cannot make", box.cwd);
  return true;
}

// The run's own mounts, at its request: /tmp and /dev/shm sized, and in
// files mode its folder.
void make_mounts(const Request& r, const Boxed& box) {
  if (ahead_failed) {
    errno = ahead_errno;
    fail(ahead_failed, ahead_path);
  }
  char size[64];
  std::snprintf(size, sizeof size, "size=%s", r.word[kTmpfsBytes]);
  for (const char* tmpfs : {"/tmp", "/dev/shm"})
    if (mount(nullptr, tmpfs, nullptr, MS_REMOUNT | MS_NOSUID | MS_NODEV, size) != 0) fail("cannot size the tmpfs on", tmpfs);
  const char* folder = r.word[kFolder];
  if (*folder == '\0') {
    if (chdir(box.cwd) != 0) fail("cannot enter", box.cwd);
    return;
  }
  char parent[4096];  // files mode: FOLDER alone in a small read-only tmpfs
  const std::size_t n = std::strlen(folder);
  if (n >= sizeof parent || std::strrchr(folder, '/') == nullptr || std::strrchr(folder, '/') == folder) {
    errno = EINVAL;
    fail("cannot make the files folder", folder);
  }
  std::memcpy(parent, folder, n + 1);
  *std::strrchr(parent, '/') = '\0';
  if (!make_folders(parent, true)) fail("cannot make", parent);
  if (!mount_tmpfs(parent, "size=65536,mode=0755")) fail("cannot mount a tmpfs on", parent);
  if (mkdir(folder, 0755) != 0) fail("cannot make", folder);
  std::snprintf(size, sizeof size, "size=%llu,mode=0755",
                std::strtoull(r.word[kFileBytes], nullptr, 10) + unpack(r.fds[4], false) + 65536);
  if (!mount_tmpfs(folder, size)) fail("cannot mount a tmpfs on", folder);
  if (mount(nullptr, parent, nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0)
    fail("cannot make read-only", parent);
  if (chdir(folder) != 0) fail("cannot enter", folder);
  unpack(r.fds[4], true);
}

}  // namespace box_init::internal
