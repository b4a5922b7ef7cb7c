// tests.cpp: the tests (tests.hpp).
#include "judge/tests.hpp"

#include <algorithm>
#include <random>
#include <sstream>

#include "rules/rotation_rules.hpp"
#include "judge/files.hpp"
#include "suite_parts.hpp"

namespace judge {
namespace {

// One number a test ("N=5"): the statement's sample; for `judge` and `hard`,
// every number from..to; for `full`, the larger (or smaller) ones too.
std::vector<Test> number_tests(const std::string& tier, const std::string& name, int sample, int from, int to,
                               const std::vector<int>& more) {
  std::vector<Test> tests{{"sample", std::to_string(sample) + "\n"}};
  std::vector<int> numbers;
  for (int n = from; n <= to && tier != "samples"; ++n) numbers.push_back(n);
  if (tier == "full") numbers.insert(numbers.end(), more.begin(), more.end());
  for (int n : numbers) tests.push_back({name + "=" + std::to_string(n), std::to_string(n) + "\n"});
  return tests;
}

std::vector<Test> shuttle_tests(const std::string& tier) {
  return number_tests(tier, "N", 3, 1, 12, {13, 20, 50, 100, 250, 500, 1000});  // USACO: N <= 12
}

// `judge`: boards like the judges' own data, 30 to a file (POJ: at most 30 an
// input): random ones, near-solved ones, and the same boards with CRLF, tabs,
// no final newline. `hard` adds the 192 hardest boards (13 moves each).
std::vector<Test> rotation_tests(const std::string& tier, Work& work) {
  std::vector<Test> tests{{"sample", read_file(suite_parts::data("samples/rotation_game/sample-judge.in"))}};
  if (tier == "samples") return tests;
  std::mt19937 rng(2286);
  std::string random_text[3], near;
  for (std::string& text : random_text)
    for (int b = 0; b < 30; ++b) text += rotation_rules::board_line(rotation_rules::random_board(rng));
  for (int b = 0; b < 30; ++b) {
    const int centre = 1 + static_cast<int>(rng() % 3);
    near += rotation_rules::board_line(rotation_rules::near_solved_board(rng, centre, b % 5));
  }
  tests.push_back({"random-1", random_text[0] + "0\n"});
  tests.push_back({"random-2", random_text[1] + "0\n"});
  tests.push_back({"near-solved", near + "0\n"});
  std::string crlf, tabs;
  for (char c : random_text[2] + "0\n") crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  for (char c : random_text[2] + "0\n") tabs += c == ' ' ? '\t' : c;
  tests.push_back({"crlf", crlf});
  tests.push_back({"tabs", tabs});
  tests.push_back({"no-final-newline", random_text[2] + "0"});
  if (tier == "judge") return tests;
  std::istringstream hardest(work.suite_output({suite_parts::program("hardest_boards")}, ""));
  std::vector<std::string> lines;
  for (std::string line; std::getline(hardest, line) && line != "0";) lines.push_back(line + "\n");
  for (std::size_t i = 0; i < lines.size(); i += 30) {
    std::string text;
    for (std::size_t j = i; j < std::min(lines.size(), i + 30); ++j) text += lines[j];
    tests.push_back({"hardest-" + std::to_string(i / 30 + 1), text + "0\n", true});
  }
  if (tier == "full") {
    std::string many;
    for (int b = 0; b < 1000; ++b) many += rotation_rules::board_line(rotation_rules::random_board(rng));
    tests.push_back({"1000-random", many + "0\n"});
  }
  return tests;
}

std::vector<Test> black_white_tests(const std::string& tier) {
  std::vector<Test> tests = number_tests(tier, "n", 7, 4, 99, {1, 2, 3, 200, 500, 1000});  // the book: 4 <= n < 100
  if (tier == "hard" || tier == "full") tests.push_back({"n=100", "100\n"});  // Luogu's largest
  return tests;
}

}  // namespace

std::vector<Test> tests_for(const std::string& problem, const std::string& tier, Work& work) {
  return problem == "shuttle"         ? shuttle_tests(tier)
         : problem == "rotation_game" ? rotation_tests(tier, work)
                                      : black_white_tests(tier);
}

}  // namespace judge
