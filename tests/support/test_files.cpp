#include "support/test_files.hpp"

#ifdef _WIN32
#include <process.h>
#else
#include <unistd.h>
#endif

#include <atomic>
#include <filesystem>
#include <cstdlib>
#include <fstream>
#include <stdexcept>

#include "whole_file.hpp"

std::string read_file(const std::string& path) {
  std::string text;
  if (!whole_file::read(path, text)) throw std::runtime_error("cannot read " + path);
  return text;
}

void write_text(const std::string& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  if (!f) throw std::runtime_error("cannot write " + path);
}

std::string temp_dir() {
  const char* dir = std::getenv("TMPDIR");
  return std::string(dir && *dir ? dir : "/tmp") + "/";
}

std::string temp_path(const std::string& ending) {
  static std::atomic<int> counter{0};
  return temp_dir() + "judge_suite_" + std::to_string(getpid()) + "_" + std::to_string(counter++) + ending;
}

std::string temp_file(const std::string& name, const std::string& text) {
  const std::string path = temp_path("_" + name);
  write_text(path, text);
  return path;
}

std::set<std::string> files_below(const std::string& folder) {
  namespace fs = std::filesystem;
  std::set<std::string> names;
  if (!fs::is_directory(folder)) return names;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(folder))
    if (!entry.is_directory()) names.insert(fs::relative(entry.path(), folder).generic_string());
  return names;
}
