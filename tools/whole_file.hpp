// whole_file.hpp: a file read whole, as bytes, for the judge, replay, the
// package tool, the benchmarks and the tests. Each says what a failure is:
// the judge's own error, replay's message, a test's exception; the
// benchmarks read what their runs wrote and take "" for none.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

namespace whole_file {

// Reads `path` into `text`; false where it cannot be opened (a folder
// opens, and reads as "").
inline bool read(const std::string& path, std::string& text) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  std::ostringstream s;
  s << f.rdbuf();
  text = s.str();
  return true;
}

}  // namespace whole_file
