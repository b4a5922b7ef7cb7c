// Fuzzes black_white's reader and moves: a clean exit, and every case's rows
// are numbered from 0 in width 2 and end with the pieces alternating.
#include <sstream>

#include "fuzz_support.hpp"

#define main black_white_main
#include "black_white.cpp"
#undef main

namespace {

bool alternating(const std::string& row) {
  std::size_t piece = 0;
  for (char c : row)
    if (c != '-' && c != (piece++ % 2 ? '*' : 'o')) return false;
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const Result r = run_main(data, size, black_white_main, {"black_white"});
  expect_clean(r, "black_white");
  std::istringstream lines(r.out);
  std::string line, row;
  for (int step = 0; std::getline(lines, line); ++step) {
    if (line.compare(0, 7, "step 0:") == 0) {
      expect(row.empty() || alternating(row), "each case ends alternating");
      step = 0;
    }
    char head[24];
    std::snprintf(head, sizeof head, "step%2d:", step);
    expect(line.compare(0, std::string(head).size(), head) == 0, "steps are numbered from 0 in width 2");
    row = line.substr(std::string(head).size());
  }
  expect(row.empty() || alternating(row), "each case ends alternating");
  return 0;
}
