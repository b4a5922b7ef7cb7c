// tests.hpp: the tests the judge makes for a problem, the same every time
// with one standard library (fixed seeds; std::shuffle may differ between
// libraries): the statement's sample, inputs like the judges' own, the
// hardest inputs, the suite's ranges.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "judge/work.hpp"

namespace judge {

// A list of words that copies share: a group's args, inherited by each of
// its tests, is held once however many tests it has.
class SharedWords {
 public:
  SharedWords() = default;
  SharedWords(std::vector<std::string> words)  // NOLINT: a list is one
      : words_(std::make_shared<const std::vector<std::string>>(std::move(words))) {}
  const std::vector<std::string>& list() const {
    static const std::vector<std::string> kNone;
    return words_ ? *words_ : kNone;
  }
  operator const std::vector<std::string>&() const { return list(); }  // NOLINT
  std::vector<std::string>::const_iterator begin() const { return list().begin(); }
  std::vector<std::string>::const_iterator end() const { return list().end(); }
  bool empty() const { return list().empty(); }
  std::size_t size() const { return list().size(); }

 private:
  std::shared_ptr<const std::vector<std::string>> words_;
};

struct Test {
  std::string name, input;
  bool hard = false;  // harder than any judge is known to use
  // Its answer is the suite's own (the stress loop's): an output that is the
  // very same text is right, and no checker is run for it.
  bool same_is_right = false;
  // A problem not the suite's (any_problem.hpp): its answer as read, and its
  // group's output_validator_flags (testdata.yaml).
  std::string answer = "";
  SharedWords flags = {};
  // A Kattis package's test (2025-09): the solution's own arguments (args)
  // and what the test is (hint, description), from its NAME.yaml or groups.
  SharedWords args = {};
  std::string hint = "", description = "";
  // Its NAME.files (2025-09): the folder whose copy the solution runs in; "" for none.
  std::string files = "";
  // A folder's or a package's test: its input and answer are these files,
  // copied into the work folder when it runs (never held in memory: `input`
  // and `answer` stay empty); "" for a test made here.
  std::string input_file = "", answer_file = "";
  // A folder's test with no NAME.ans or NAME.out (nor an interactor): run,
  // its output shown, and never compared (Verdict::RAN).
  bool no_answer = false;
};

// The tests of `tier` (samples, judge, hard or full) for `problem`; the
// hardest boards come from the suite's hardest_boards, run in `work`.
std::vector<Test> tests_for(const std::string& problem, const std::string& tier, Work& work);

}  // namespace judge
