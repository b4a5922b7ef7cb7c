// What the tests of the pages a reader reads (docs/docs*_test.cpp) share:
// the pages (README.md and docs/*.md), a page's text, and the fences of its
// code blocks.
#pragma once

#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "suite_paths.hpp"
#include "support/test_files.hpp"

namespace fs = std::filesystem;

// README.md and every page of docs/, as paths relative to the source folder.
inline std::vector<std::string> pages() {
  std::vector<std::string> found = {"README.md"};
  for (const fs::directory_entry& entry : fs::directory_iterator(fs::path(SUITE_SOURCE_DIR) / "docs"))
    if (entry.path().extension() == ".md") found.push_back("docs/" + entry.path().filename().string());
  std::sort(found.begin() + 1, found.end());
  return found;
}

// A page's text, its path relative to the source folder.
inline std::string text_of(const std::string& page) { return read_file(std::string(SUITE_SOURCE_DIR) + "/" + page); }

// Whether `line` opens or closes a fenced code block ("```", indented or not),
// and its indent.
inline bool is_fence(const std::string& line, std::size_t* indent) {
  const std::size_t at = line.find_first_not_of(' ');
  if (at == std::string::npos || line.compare(at, 3, "```") != 0) return false;
  *indent = at;
  return true;
}
