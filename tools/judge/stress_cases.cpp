// stress_cases.cpp: --stress's inputs and their answers (stress_cases.hpp).
#include "judge/stress_cases.hpp"

#include <sstream>

namespace stress {

Shape shape_of(const std::string& problem) {
  if (problem == "shuttle") return {"case", "N", 1, 12, 10};       // USACO: N <= 12
  if (problem == "black_white") return {"case", "n", 4, 99, 10};   // the book: 4 <= n < 100
  return {"board", "", 0, 12, 30};                                 // POJ: at most 30 boards an input
}

std::string input_of(const std::vector<std::string>& cases) {
  std::string text;
  for (const std::string& c : cases) text += c + "\n";
  return text + "0\n";
}

std::vector<std::string> random_cases(const std::string& problem, int most_cases, Random& random) {
  const Shape shape = shape_of(problem);
  std::vector<std::string> cases(static_cast<std::size_t>(random.from(1, most_cases)));
  for (std::string& c : cases)
    c = *shape.name ? std::to_string(random.from(shape.lo, shape.hi)) : case_line(stress_board(random));
  return cases;
}

bool split_cases(const std::string& problem, const std::string& text, std::vector<std::string>& cases) {
  std::istringstream in(text);
  std::vector<std::string> tokens;
  for (std::string t; in >> t;) tokens.push_back(t);
  const std::size_t size = problem == "rotation_game" ? 24 : 1;
  cases.clear();
  for (std::size_t i = 0; i < tokens.size() && tokens[i] != "0"; i += size) {
    if (i + size > tokens.size()) return false;
    std::string line;
    for (std::size_t j = i; j < i + size; ++j) line += (j > i ? " " : "") + tokens[j];
    cases.push_back(line);
  }
  return !cases.empty();
}

std::string Expected::operator()(const std::vector<std::string>& cases) {
  if (!options_.answers.empty() || !options_.generator.empty()) return hooks_.answer(input_of(cases));
  if (options_.problem == "rotation_game") return rotation_answer(cases);
  std::string answer;
  for (const std::string& c : cases) {
    auto at = known_.find(c);
    if (at == known_.end()) at = known_.emplace(c, hooks_.answer(input_of({c}))).first;
    answer += at->second;
  }
  return answer;
}

}  // namespace stress
