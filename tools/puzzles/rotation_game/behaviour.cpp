// behaviour.cpp: the rotation game's tests, random boards and answers
// (puzzle.hpp); the boards themselves: boards.hpp.
#include <algorithm>
#include <random>
#include <sstream>

#include "puzzles/puzzle.hpp"
#include "puzzles/rotation_game/boards.hpp"
#include "rules/rotation_rules.hpp"

namespace puzzles {
namespace {

class RotationGame : public Behaviour {
 public:
  // `judge`: boards like the judges' own data, 30 to a file (POJ: at most 30
  // an input): random ones, near-solved ones, and the same boards with CRLF,
  // tabs, no final newline. `hard` adds the 192 hardest boards (13 moves each).
  std::vector<Made> tests(const std::string& tier, const Suite& suite) const override {
    std::vector<Made> tests{{"sample", suite.data("samples/rotation_game/sample-judge.in")}};
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
    std::istringstream hardest(suite.output_of("hardest_boards"));
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
  std::string random_case(Random& random) const override { return case_line(stress_board(random)); }
  bool answers_itself() const override { return true; }
  std::string answers(const std::vector<std::string>& cases) const override { return rotation_answer(cases); }
};

const Registered kRotationGame("rotation_game", std::make_unique<RotationGame>());

}  // namespace
}  // namespace puzzles
