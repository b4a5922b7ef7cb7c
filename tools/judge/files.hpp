// files.hpp: the judge's own files, read and written whole. A failure to
// read or write one is the judge's (JudgeError), never a verdict.
#pragma once

#include <filesystem>
#include <fstream>
#include <string>

#include "judge/judge_error.hpp"
#include "whole_file.hpp"

namespace judge {

inline std::string read_file(const std::filesystem::path& path) {
  std::string text;
  if (!whole_file::read(path.string(), text)) throw judge::JudgeError("cannot read " + path.string());
  return text;
}

inline void write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  if (!f.flush()) throw judge::JudgeError("cannot write " + path.string());
}

}  // namespace judge
