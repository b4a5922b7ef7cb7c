// files.hpp: the judge's own files, read and written whole. A failure to
// read or write one is the judge's (JudgeError), never a verdict.
#pragma once

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <string>

#include "judge/judge_error.hpp"
#include "limited/put_files.hpp"
#include "whole_file.hpp"

namespace judge {

inline std::string read_file(const std::filesystem::path& path) {
  std::string text;
  if (!whole_file::read(path.string(), text)) throw judge::JudgeError("cannot read " + path.string());
  return text;
}

// What a program the judge ran may have left at `path`: a validator's
// judgemessage.txt or nextpass.in, a checker's message, a run's output. Such
// a program (a package's validator runs outside the box) may have put a named
// pipe there, or a link to /dev/zero, which read_file would wait on for ever
// or read until the judge's memory is gone. left_there: true when something
// is there, and it is a regular file; anything else is the judge's error,
// `named` as the judge shows it ("judgemessage.txt").
inline bool left_there(const std::string& path, const std::string& named) {
  struct stat st;
  if (lstat(path.c_str(), &st) != 0) return false;
  if (S_ISREG(st.st_mode)) return true;
  throw judge::JudgeError(named + " is " +
                          (S_ISLNK(st.st_mode)    ? "a link"
                           : S_ISFIFO(st.st_mode) ? "a named pipe"
                           : S_ISDIR(st.st_mode)  ? "a folder"
                                                  : "neither a file nor a folder") +
                          ", not a regular file (the judge reads only those)");
}

// read_left and read_left_end: `most` bytes from the start of the file or
// up to its end.
inline std::string read_left_at(const std::string& path, std::size_t most, const std::string& named, bool end,
                                unsigned long long& size) {
  size = 0;
  if (!left_there(path, named)) return "";
  const int fd = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    if (fd >= 0) close(fd);
    throw judge::JudgeError(named + " cannot be read as a regular file");
  }
  size = static_cast<unsigned long long>(st.st_size);
  std::string text(static_cast<std::size_t>(std::min<unsigned long long>(most, size)), '\0');
  const off_t from = end ? static_cast<off_t>(size - text.size()) : 0;
  std::size_t got = 0;
  while (got < text.size()) {
    const ssize_t n = pread(fd, &text[got], text.size() - got, from + static_cast<off_t>(got));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got += static_cast<std::size_t>(n);
  }
  close(fd);
  text.resize(got);
  return text;
}

// What left_there finds, its first `most` bytes (the rest left out); "" where
// nothing is there. Opened so that nothing put in its place since can hang or
// flood the judge either (no link followed, no wait for a pipe's writer).
inline std::string read_left(const std::string& path, std::size_t most, const std::string& named) {
  unsigned long long size = 0;
  return read_left_at(path, most, named, false, size);
}

// What read_left reads, but the last `most` bytes; `size`: the whole file's.
inline std::string read_left_end(const std::string& path, std::size_t most, const std::string& named,
                                 unsigned long long& size) {
  return read_left_at(path, most, named, true, size);
}

// Writes `text` as the file `path`, made if it is not there, else written
// over in place: the same inode, its old blocks written over and the rest cut
// off. On ext4, a file cut to nothing and written again is flushed to the
// disk when it is closed (auto_da_alloc), and each new file is made past every
// inode freed in the last minutes (recently_deleted()): --stress, which
// writes the same files for each run, would pay both a run.
inline void write_file(const std::filesystem::path& path, const std::string& text) {
  const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
  bool ok = fd >= 0;
  for (std::size_t done = 0; ok && done < text.size();) {
    const ssize_t n = write(fd, text.data() + done, text.size() - done);
    ok = n > 0 || (n < 0 && errno == EINTR);
    if (n > 0) done += static_cast<std::size_t>(n);
  }
  ok = ok && ftruncate(fd, static_cast<off_t>(text.size())) == 0;
  if (fd >= 0 && close(fd) != 0) ok = false;
  if (!ok) throw judge::JudgeError("cannot write " + path.string());
}

// A test's input or answer: the text `text`, or a copy of the file `from`
// where it is given (streamed, its holes kept), as the file `path`.
inline void write_test_file(const std::filesystem::path& path, const std::string& text, const std::string& from) {
  if (from.empty()) return write_file(path, text);
  const std::string why = limited::copy_file_keeping_holes(from, path.string(), true);
  if (!why.empty()) throw judge::JudgeError(why);
}

// Empties the file `path` if it is there, in place (as write_file).
inline void empty_if_there(const std::string& path) {
  if (truncate(path.c_str(), 0) != 0 && errno != ENOENT) throw judge::JudgeError("cannot empty " + path);
}

}  // namespace judge
