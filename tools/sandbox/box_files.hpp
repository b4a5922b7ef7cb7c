// box_files.hpp: the solution's files that the box takes (box.hpp's
// plan_copies): what is the system's (the box has its own), a file held
// open once so that the box copies the file the judge checked, whom a file
// is readable by when the judge runs as root, what a folder and a script
// name, and the bounds on them all.
#pragma once

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

namespace sandbox {

constexpr unsigned long long kFolderFileBytes = 16ull << 20, kFolderBytes = 64ull << 20, kProgramBytes = 1ull << 30;
constexpr std::size_t kFolderFiles = 256;
constexpr int kFolderDepth = 3;  // subfolders below the solution's folder

inline const std::vector<std::string>& box_system() {
  static const std::vector<std::string> folders{"/usr", "/etc", "/opt", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};
  return folders;
}

inline bool is_under(const std::string& path, const std::string& folder) {
  return path == folder || (path.size() > folder.size() && path.compare(0, folder.size(), folder) == 0 &&
                            path[folder.size()] == '/');
}

inline bool in_system(const std::string& path) {
  for (const std::string& s : box_system())
    if (is_under(path, s)) return true;
  std::error_code ec;  // through the links: /bin/sh is /usr/bin/sh
  const std::string real = std::filesystem::weakly_canonical(path, ec).string();
  for (const std::string& s : box_system())
    if (!ec && is_under(real, s)) return true;
  return false;
}

inline bool is_elf(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  char magic[4] = {0, 0, 0, 0};
  f.read(magic, 4);
  return f && magic[0] == 0x7f && magic[1] == 'E' && magic[2] == 'L' && magic[3] == 'F';
}

// Whether the path, as it is written, goes through a symbolic link that is
// not root's: a judge run as root follows none (another user's link could
// lead it to a file that only root may read, which it would copy).
inline bool through_others_link(const std::filesystem::path& path) {
  std::filesystem::path prefix;
  for (const std::filesystem::path& part : std::filesystem::absolute(path).lexically_normal()) {
    prefix /= part;
    struct stat st {};
    if (lstat(prefix.c_str(), &st) == 0 && S_ISLNK(st.st_mode) && st.st_uid != 0) return true;
  }
  return false;
}

// Opens `file` once for the box: its real path with no symbolic link
// followed at the end, the same file (device and inode) as `file` names, a
// regular file. The descriptor (close-on-exec), or -1.
inline int open_held(const std::filesystem::path& file, struct stat& st) {
  struct stat named {};
  std::error_code ec;
  const std::filesystem::path real = std::filesystem::canonical(file, ec);
  if (ec || stat(file.c_str(), &named) != 0) return -1;
  const int fd = open(real.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return -1;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_dev != named.st_dev || st.st_ino != named.st_ino) {
    close(fd);
    return -1;
  }
  return fd;
}

// The file the judge puts in each folder it makes (its work folders, kept
// ones too): a solution's folder walk leaves such a folder out, for a kept
// folder holds the tests' answers.
constexpr const char* kWorkMark = ".judge-work";

// Whether uid/gid (no other group) may use `st` as `want` (4 read, 1 search)
// by its mode bits.
inline bool user_may(const struct stat& st, uid_t uid, gid_t gid, unsigned want) {
  const unsigned bits = st.st_uid == uid ? (st.st_mode >> 6) : st.st_gid == gid ? (st.st_mode >> 3) : st.st_mode;
  return (bits & want) == want;
}

// Whether `file`, found below the solution's folder `folder`, is the box's
// to take when the judge runs as root: from that folder down, each folder
// between searchable by uid/gid and the file readable by them, or each the
// learner's own (the owner of `folder`, when that is not root: their files
// are theirs to give their program, whatever their umask).
inline bool readable_below(const std::filesystem::path& folder, const std::filesystem::path& file, uid_t uid, gid_t gid) {
  struct stat top {};
  const bool learners = lstat(folder.c_str(), &top) == 0 && top.st_uid != 0;
  std::filesystem::path at = folder;
  for (const std::filesystem::path& part : file.lexically_relative(folder)) {
    at /= part;
    struct stat st {};
    if (lstat(at.c_str(), &st) != 0) return false;
    if (!(learners && st.st_uid == top.st_uid) && !user_may(st, uid, gid, S_ISDIR(st.st_mode) ? 1 : 4)) return false;
  }
  return true;
}

// The regular files of the solution's folder `folder` and its subfolders,
// `depth` deep, hidden ones and the judge's own folders left out, in order.
inline std::vector<std::filesystem::path> folder_files(const std::filesystem::path& folder, int depth) {
  namespace fs = std::filesystem;
  std::vector<fs::path> entries, files;
  std::error_code ec;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) entries.push_back(it->path());
  std::sort(entries.begin(), entries.end());
  for (const fs::path& p : entries) {
    std::error_code e;
    const std::string name = p.filename().string();
    const fs::file_status st = fs::symlink_status(p, e);
    if (name.empty() || name[0] == '.' || e) continue;
    if (fs::is_regular_file(st)) files.push_back(p);
    if (fs::is_directory(st) && depth > 0 && !in_system(p.string()) && !fs::exists(p / kWorkMark, e))
      for (const fs::path& f : folder_files(p, depth - 1)) files.push_back(f);
    if (files.size() > kFolderFiles) break;
  }
  return files;
}

// The regular files outside the system (and outside /proc, /sys and /dev,
// which the box has of its own) that the script `script` names by an
// absolute path (a word of it as the shell splits it: quotes joined and
// dropped), in order. A judge
// run as root (`as_root`) takes only those that any user may read: the
// script is the learner's, the files it names need not be.
inline std::vector<std::filesystem::path> named_in_script(const std::string& script, bool as_root) {
  std::vector<std::filesystem::path> named;
  std::error_code ec;
  if (std::filesystem::file_size(script, ec) > kFolderFileBytes || ec) return named;
  std::ifstream in(script, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  std::string word;
  char quote = 0;  // inside '...' or "...": a word as the shell reads it, quotes dropped
  for (const char c : text.str() + "\n") {
    if (quote != 0 && c != quote) {
      word += c;
      continue;
    }
    if (c == '\'' || c == '"') {
      quote = quote == 0 ? c : 0;
      continue;
    }
    if (std::string(" \t\n\r;()|&<>").find(c) == std::string::npos) {
      word += c;
      continue;
    }
    struct stat st {};
    const bool kernels = is_under(word, "/proc") || is_under(word, "/sys") || is_under(word, "/dev");  // the box has its own
    if (word.size() > 1 && word[0] == '/' && !kernels && !in_system(word) && stat(word.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
        (!as_root || (st.st_mode & S_IROTH)))
      named.push_back(word);
    word.clear();
    if (named.size() >= kFolderFiles) break;
  }
  return named;
}

}  // namespace sandbox
