// tests.cpp: the tests (tests.hpp), each puzzle's own (tools/puzzles/<name>/).
#include "judge/tests.hpp"

#include "judge/files.hpp"
#include "puzzles/puzzle.hpp"
#include "suite_parts.hpp"

namespace judge {

std::vector<Test> tests_for(const std::string& problem, const std::string& tier, Work& work) {
  puzzles::Suite suite;
  suite.output_of = [&](const std::string& helper) { return work.suite_output({suite_parts::helper(helper)}, ""); };
  suite.data = [](const std::string& name) { return read_file(suite_parts::data(name)); };
  std::vector<Test> tests;
  for (const puzzles::Made& made : puzzles::behaviour(problem).tests(tier, suite)) {
    Test t{made.name, made.input};
    t.hard = made.hard;
    tests.push_back(t);
  }
  return tests;
}

}  // namespace judge
