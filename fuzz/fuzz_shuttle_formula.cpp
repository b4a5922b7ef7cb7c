// Fuzzes shuttle_formula's reader and output: a clean exit, numbers 20 to a
// line with single spaces, each case (N+1)^2 - 1 of them, none past 2N+1.
#include <sstream>

#include "fuzz_support.hpp"

#define main shuttle_formula_main
#include "shuttle_formula.cpp"
#undef main

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const Result r = run_main(data, size, shuttle_formula_main, {"shuttle_formula"});
  expect_clean(r, "shuttle_formula");
  expect(r.out.empty() || r.out.back() == '\n', "the output ends in a newline");
  expect(r.out.find("  ") == std::string::npos && r.out.find(" \n") == std::string::npos &&
             r.out.find("\n\n") == std::string::npos,
         "single spaces, no trailing space, no empty line");
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) {
    std::istringstream numbers(line);
    int count = 0;
    for (long long hole; numbers >> hole; ++count) expect(hole >= 1 && hole <= 2001, "holes are 1..2N+1");
    expect(count >= 1 && count <= 20, "1 to 20 numbers to a line");
  }
  return 0;
}
