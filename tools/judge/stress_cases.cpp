// stress_cases.cpp: --stress's inputs and their answers (stress_cases.hpp).
#include "judge/stress_cases.hpp"

#include "puzzles/puzzle.hpp"

namespace judge::stress {

Shape shape_of(const std::string& problem) {
  const puzzles::Puzzle& p = *puzzles::find(problem);
  return {p.what, p.number, p.lo, p.hi, p.most_cases};
}

std::string input_of(const std::string& problem, const std::vector<std::string>& cases) {
  return puzzles::input_of(*puzzles::find(problem), cases);
}

std::vector<std::string> random_cases(const std::string& problem, int most_cases, Random& random) {
  const puzzles::Behaviour& behaviour = puzzles::behaviour(problem);
  std::vector<std::string> cases(static_cast<std::size_t>(random.from(1, most_cases)));
  for (std::string& c : cases) c = behaviour.random_case(random);
  return cases;
}

bool split_cases(const std::string& problem, const std::string& text, std::vector<std::string>& cases) {
  return puzzles::split_cases(*puzzles::find(problem), text, cases);
}

std::string Expected::operator()(const std::vector<std::string>& cases) {
  if (!options_.answers.empty() || !options_.generator.empty()) return hooks_.answer(input_of(options_.problem, cases));
  const puzzles::Behaviour& behaviour = puzzles::behaviour(options_.problem);
  if (behaviour.answers_itself()) return behaviour.answers(cases);
  std::string answer;
  for (const std::string& c : cases) {
    auto at = known_.find(c);
    if (at == known_.end()) at = known_.emplace(c, hooks_.answer(input_of(options_.problem, {c}))).first;
    answer += at->second;
  }
  return answer;
}

}  // namespace judge::stress
