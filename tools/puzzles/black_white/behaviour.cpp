// behaviour.cpp: 黑白棋子的移动's tests and random cases (puzzle.hpp).
#include "puzzles/puzzle.hpp"

namespace puzzles {
namespace {

class BlackWhite : public Behaviour {
 public:
  std::vector<Made> tests(const std::string& tier, const Suite&) const override {
    std::vector<Made> tests = number_tests(*find("black_white"), tier, {1, 2, 3, 200, 500, 1000});
    if (tier == "hard" || tier == "full") tests.push_back({"n=100", "100\n"});  // Luogu's largest
    return tests;
  }
  std::string random_case(Random& random) const override { return random_number(*find("black_white"), random); }
  std::vector<std::vector<std::string>> smaller(const std::string& c) const override {
    return smaller_numbers(*find("black_white"), c);
  }
};

const Registered kBlackWhite("black_white", std::make_unique<BlackWhite>());

}  // namespace
}  // namespace puzzles
