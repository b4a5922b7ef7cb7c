// put_files.hpp: what a files-mode run (run_types.hpp) finds in its folder
// when it starts, listed once for both ways it gets there: copied by the
// judge (no box), or packed into one memory file that the box's run init
// unpacks into the run's own tmpfs (sandbox/box_init.cpp reads the pack).
//
// The pack: for each entry in turn, "d NAME\0" (a folder) or "f SIZE NAME\0"
// and then SIZE bytes (a file); NAME is relative, "/"-separated, with no
// empty, "." or ".." part, and each folder comes before what it holds.
#pragma once

#include <fcntl.h>
#include <sys/mman.h>
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

// The KB they take in a tmpfs, whose files hold whole pages of 4 KB.
inline long put_kb(const std::vector<PutEntry>& entries) {
  unsigned long long kb = 0;
  for (const PutEntry& e : entries) kb += (e.bytes + 4095) / 4096 * 4;
  return static_cast<long>(kb);
}

// Without a box: the entries copied into `folder` (which exists, empty).
inline void copy_entries(const std::vector<PutEntry>& entries, const std::string& folder) {
  namespace fs = std::filesystem;
  for (const PutEntry& e : entries) {
    std::error_code ec;
    const fs::path to = fs::path(folder) / e.name;
    if (e.from.empty() ? !fs::create_directory(to, ec) : !fs::copy_file(e.from, to, ec))
      throw RunError("cannot make " + to.string() + (ec ? ": " + ec.message() : std::string()));
  }
}

// For a box: the entries packed into a memory file (see above), at its start.
inline int packed_entries(const std::vector<PutEntry>& entries) {
  const int m = static_cast<int>(syscall(SYS_memfd_create, "put", MFD_CLOEXEC));
  if (m < 0) throw RunError(std::string("cannot make the memory file of the files to put: ") + std::strerror(errno));
  const auto write_all = [&](const char* data, std::size_t n) {
    for (std::size_t done = 0; done < n;) {
      const ssize_t w = write(m, data + done, n - done);
      if (w < 0 && errno == EINTR) continue;
      if (w <= 0) {
        const int e = errno;
        close(m);
        throw RunError(std::string("cannot pack the files to put: ") + std::strerror(e));
      }
      done += static_cast<std::size_t>(w);
    }
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
    char buffer[65536];
    unsigned long long left = e.bytes;
    while (left > 0) {
      const ssize_t n = read(in, buffer, static_cast<std::size_t>(std::min<unsigned long long>(left, sizeof buffer)));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {  // it shrank since it was listed
        close(in), close(m);
        throw RunError("cannot read " + e.from + ": it changed while it was copied");
      }
      write_all(buffer, static_cast<std::size_t>(n));
      left -= static_cast<unsigned long long>(n);
    }
    close(in);
  }
  if (lseek(m, 0, SEEK_SET) != 0) {
    close(m);
    throw RunError(std::string("cannot pack the files to put: ") + std::strerror(errno));
  }
  return m;
}

}  // namespace limited
