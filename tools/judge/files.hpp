// files.hpp: the judge's own files, read and written whole. A failure to
// read or write one is the judge's (JudgeError), never a verdict.
#pragma once

#include <fcntl.h>
#include <unistd.h>

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
