// put_files.hpp: what a files-mode run (run_types.hpp) finds in its folder
// when it starts, listed once for both ways it gets there: copied by the
// judge (no box), or packed into one memory file that the box's run init
// unpacks into the run's own tmpfs (sandbox/box_init/files.cpp reads the pack).
//
// The pack: for each entry in turn, "d NAME\0" (a folder) or "f SIZE NAME\0"
// and then SIZE bytes (a file); NAME is relative, "/"-separated, with no
// empty, "." or ".." part, and each folder comes before what it holds.
#pragma once

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

#include "limited/run_types.hpp"

namespace limited {

struct PutEntry {
  std::string name;  // in the run's folder
  std::string from;  // the file it is a copy of; "" for a folder
  unsigned long long bytes = 0;
};

// `run.put` as `run.put_as`, then all that `run.put_folder` holds, in name
// order (a folder before its contents). Throws RunError for anything but a
// regular file or a folder (a link is never followed): the judge refuses
// such a package when it reads it; this is the last guard.
inline std::vector<PutEntry> entries_to_put(const Run& run) {
  namespace fs = std::filesystem;
  std::vector<PutEntry> entries;
  std::error_code ec;
  if (!run.put.empty()) {
    const auto size = fs::file_size(run.put, ec);
    if (ec) throw RunError("cannot read " + run.put + ": " + ec.message());
    entries.push_back({run.put_as, run.put, size});
  }
  if (run.put_folder.empty()) return entries;
  std::vector<PutEntry> inside;
  for (fs::recursive_directory_iterator it(run.put_folder, ec), end; !ec && it != end; it.increment(ec)) {
    const fs::file_status s = it->symlink_status(ec);
    if (ec) break;
    const std::string name = it->path().lexically_relative(run.put_folder).generic_string();
    if (fs::is_directory(s)) {
      inside.push_back({name, "", 0});
    } else if (fs::is_regular_file(s)) {
      inside.push_back({name, it->path().string(), it->file_size(ec)});
      if (ec) break;
    } else {
      throw RunError("cannot copy " + it->path().string() + ": neither a regular file nor a folder");
    }
  }
  if (ec) throw RunError("cannot read " + run.put_folder + ": " + ec.message());
  std::sort(inside.begin(), inside.end(), [](const PutEntry& a, const PutEntry& b) { return a.name < b.name; });
  entries.insert(entries.end(), inside.begin(), inside.end());
  return entries;
}

// Copies the first `bytes` of `in` to `out` at `out_at`, its holes left
// holes (lseek's SEEK_DATA and SEEK_HOLE, where the file system has them):
// a sparse file of gigabytes is copied in the time and room its data takes.
// False when `in` ends sooner or a write fails (errno says why).
inline bool copy_keeping_holes(int in, unsigned long long bytes, int out, unsigned long long out_at) {
  char buffer[65536];
  for (unsigned long long at = 0; at < bytes;) {
    off_t data = lseek(in, static_cast<off_t>(at), SEEK_DATA);
    if (data < 0 && errno == ENXIO) break;  // a hole to the end
    if (data < 0) data = static_cast<off_t>(at);  // no SEEK_DATA here: all of it read
    off_t hole = lseek(in, data, SEEK_HOLE);
    if (hole < 0) hole = static_cast<off_t>(bytes);
    const unsigned long long end = std::min<unsigned long long>(bytes, static_cast<unsigned long long>(hole));
    for (at = static_cast<unsigned long long>(data); at < end;) {
      const ssize_t n = pread(in, buffer, static_cast<std::size_t>(std::min<unsigned long long>(end - at, sizeof buffer)),
                              static_cast<off_t>(at));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        if (n == 0) errno = ENODATA;
        return false;
      }
      for (ssize_t done = 0; done < n;) {
        const ssize_t w = pwrite(out, buffer + done, static_cast<std::size_t>(n - done), static_cast<off_t>(out_at + at) + done);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return false;
        done += w;
      }
      at += static_cast<unsigned long long>(n);
    }
    at = std::max(at, end);
  }
  struct stat st {};  // a hole at its end: the file made long enough
  if (fstat(out, &st) != 0) return false;
  if (static_cast<unsigned long long>(st.st_size) < out_at + bytes && ftruncate(out, static_cast<off_t>(out_at + bytes)) != 0)
    return false;
  return true;
}

// Copies the regular file `from` to `to`, its holes kept; "" or why not. A test's own file: never through a link, and
// `to` made anew; else (`follow`: a test's input or answer, copied into the
// judge's folder) through a link, and `to` written over. A FIFO is not
// waited for: it is no regular file.
inline std::string copy_file_keeping_holes(const std::string& from, const std::string& to, bool follow = false) {
  const int in = open(from.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | (follow ? 0 : O_NOFOLLOW));
  if (in < 0) return "cannot open " + from + ": " + std::strerror(errno);
  struct stat st {};
  if (fstat(in, &st) != 0 || !S_ISREG(st.st_mode)) {
    close(in);
    return "cannot copy " + from + ": not a regular file";
  }
  const int out = open(to.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC | (follow ? O_TRUNC : O_EXCL), 0644);
  if (out < 0) {
    const int e = errno;
    close(in);
    return "cannot make " + to + ": " + std::strerror(e);
  }
  const bool copied = copy_keeping_holes(in, static_cast<unsigned long long>(st.st_size), out, 0);
  const int e = errno;
  close(in);
  if (close(out) != 0 || !copied) return "cannot copy " + from + " to " + to + ": " + std::strerror(copied ? errno : e);
  return "";
}

// The KB they take in a tmpfs, whose files hold whole pages of 4 KB.
inline long put_kb(const std::vector<PutEntry>& entries) {
  unsigned long long kb = 0;
  for (const PutEntry& e : entries) kb += (e.bytes + 4095) / 4096 * 4;
  return static_cast<long>(kb);
}

// Without a box: the entries copied into `folder` (which exists, empty),
// a sparse file's holes kept (no disk for them).
inline void copy_entries(const std::vector<PutEntry>& entries, const std::string& folder) {
  namespace fs = std::filesystem;
  for (const PutEntry& e : entries) {
    std::error_code ec;
    const fs::path to = fs::path(folder) / e.name;
    if (e.from.empty()) {
      if (!fs::create_directory(to, ec)) throw RunError("cannot make " + to.string() + (ec ? ": " + ec.message() : std::string()));
      continue;
    }
    const std::string why = copy_file_keeping_holes(e.from, to.string());
    if (!why.empty()) throw RunError(why);
  }
}

// For a box: the entries packed into a memory file (see above), at its start.
inline int packed_entries(const std::vector<PutEntry>& entries) {
  const int m = static_cast<int>(syscall(SYS_memfd_create, "put", MFD_CLOEXEC));
  if (m < 0) throw RunError(std::string("cannot make the memory file of the files to put: ") + std::strerror(errno));
  unsigned long long at = 0;  // where the next entry goes
  const auto write_all = [&](const char* data, std::size_t n) {
    for (std::size_t done = 0; done < n;) {
      const ssize_t w = pwrite(m, data + done, n - done, static_cast<off_t>(at + done));
      if (w < 0 && errno == EINTR) continue;
      if (w <= 0) {
        const int e = errno;
        close(m);
        throw RunError(std::string("cannot pack the files to put: ") + std::strerror(e));
      }
      done += static_cast<std::size_t>(w);
    }
    at += n;
  };
  for (const PutEntry& e : entries) {
    const std::string head = e.from.empty() ? "d " + e.name : "f " + std::to_string(e.bytes) + " " + e.name;
    write_all(head.c_str(), head.size() + 1);  // with its '\0'
    if (e.from.empty()) continue;
    const int in = open(e.from.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (in < 0) {
      const int err = errno;
      close(m);
      throw RunError("cannot open " + e.from + ": " + std::strerror(err));
    }
    // Its holes left holes in the memory file: a sparse file takes no memory there.
    if (!copy_keeping_holes(in, e.bytes, m, at)) {  // it shrank since it was listed, or no room
      const int err = errno;
      close(in), close(m);
      throw RunError("cannot pack " + e.from + ": " + (err == ENODATA ? std::string("it changed while it was copied") : std::strerror(err)));
    }
    at += e.bytes;
    close(in);
  }
  if (lseek(m, 0, SEEK_SET) != 0) {
    close(m);
    throw RunError(std::string("cannot pack the files to put: ") + std::strerror(errno));
  }
  return m;
}

}  // namespace limited
