// behaviour.cpp: the shuttle puzzle's tests and random cases (puzzle.hpp).
#include "puzzles/puzzle.hpp"

namespace puzzles {
namespace {

class Shuttle : public Behaviour {
 public:
  std::vector<Made> tests(const std::string& tier, const Suite&) const override {
    return number_tests(*find("shuttle"), tier, {13, 20, 50, 100, 250, 500, 1000});
  }
  std::string random_case(Random& random) const override { return random_number(*find("shuttle"), random); }
  std::vector<std::vector<std::string>> smaller(const std::string& c) const override {
    return smaller_numbers(*find("shuttle"), c);
  }
};

const Registered kShuttle("shuttle", std::make_unique<Shuttle>());

}  // namespace
}  // namespace puzzles
