// run_stress.cpp: the judge's runs for the stress loop (run_stress.hpp).
#include "judge/run_stress.hpp"

#include "judge/files.hpp"
#include "judge/grading.hpp"
#include "judge/report.hpp"
#include "replay_page.hpp"

namespace judge {

int run_stress(const Setup& setup, Work& work, judge_io::Writer& out) {
  stress::Options options = setup.stress;
  options.heading = judged_as(setup), options.folder = work.folder.string();
  const std::vector<std::string> generator = stress::words_of(options.generator),
                                 answers = stress::words_of(options.answers);
  const sandbox::Box* box = setup.sandbox ? &setup.box : nullptr;
  stress::Hooks hooks;
  hooks.answer = [&](const std::string& input) {
    return answers.empty() ? work.suite_output(setup.reference, input)
                           : work.learner_output(answers, input, "--answer", setup.limits, box);
  };
  hooks.generate = [&](unsigned long long seed) {
    std::vector<std::string> command = generator;
    command.push_back(std::to_string(seed));
    return work.learner_output(command, "", "--gen", setup.limits, box);
  };
  hooks.grade = [&](const std::string& name, const std::string& input, const std::string& answer) {
    const Test test{name, input};
    const std::string base = work.test_base(0, test.name);
    write_file(base + ".in", input);
    write_file(base + ".ans", answer);
    const Result r = grade(setup, work, 0, test);
    return stress::Graded{r.verdict, r.detail, base};
  };
  hooks.replay = [&](const std::string& input, const std::string& output, const std::string& answer) {
    return replay::page(setup.problem.name, input, output, answer);
  };
  hooks.stop_signal = [] { return static_cast<int>(limited::stop_signal); };
  const int status = stress::run(options, hooks, out);
  out.finish();
  return status;
}

}  // namespace judge
