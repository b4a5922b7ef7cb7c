// run_stress.cpp: the judge's runs for the stress loop (run_stress.hpp).
#include "judge/run_stress.hpp"

#include <chrono>
#include <filesystem>

#include "judge/files.hpp"
#include "judge/grading.hpp"
#include "judge/replay_bound.hpp"
#include "judge/report.hpp"
#include "judge/text.hpp"

namespace judge {

namespace fs = std::filesystem;

int run_stress(const Setup& setup, Work& work, judge_io::Writer& out) {
  stress::Options options = setup.stress;
  options.heading = judged_as(setup), options.folder = work.folder.string();
  options.time_limit = setup.limits.seconds, options.memory_kb = setup.limits.memory_kb;
  if (options.seconds > 0)  // the budget's end: a run still going then is stopped
    options.deadline = std::chrono::steady_clock::now() +
                       std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(options.seconds));
  const std::vector<std::string> generator = stress::words_of(options.generator),
                                 answers = stress::words_of(options.answers);
  const sandbox::Box* box = setup.sandbox ? &setup.box : nullptr;
  options.interactive = setup.any.checking.interactive;
  // `input` judged as test `name` of `as` (the solution's setup, or the reference's).
  const auto graded = [&](const Setup& as, const std::string& name, const std::string& input, const std::string& answer) {
    Test test{name, input};
    test.same_is_right = answers.empty() && setup.any.kind == ProblemKind::kSuite;  // the suite's answers are right
    const std::string base = work.test_base(0, test.name);
    // Nothing left from the run before, in the same files (write_file says
    // why): the run's .out and .err are emptied as it starts.
    for (const char* ext : {".check", ".check.out"}) empty_if_there(base + ext);
    write_file(base + ".in", input);
    write_file(base + ".ans", answer);
    const Result r = grade(as, work, 0, test, options.deadline);
    if (r.out_of_time) throw OutOfTime();
    return std::make_pair(r, base);
  };
  // An interactive problem's --answer: the reference solution, judged on the
  // input as the solution is (the same validator or interactor, box and limits).
  Setup as_reference = setup;
  as_reference.command = answers;
  stress::Hooks hooks;
  hooks.answer = [&](const std::string& input) {
    if (options.interactive) {  // the validator judges alone
      if (answers.empty()) return std::string();
      const Result r = graded(as_reference, "reference", input, "").first;
      if (r.verdict == Verdict::STOP) throw judge::JudgeError("stopped");
      if (r.verdict != Verdict::AC)
        throw judge::JudgeError("--answer " + judge_io::escaped(options.answers) + ", the reference solution, fails on it: " +
                                said_with(r.verdict, r.detail));
      return std::string();
    }
    return answers.empty() ? work.suite_output(setup.reference, input)
                           : work.learner_output(answers, input, "--answer " + judge_io::escaped(options.answers),
                                                 setup.limits, box, nullptr, options.deadline);
  };
  hooks.generate = [&](unsigned long long seed) {
    std::vector<std::string> command = generator;
    command.push_back(std::to_string(seed));
    std::string printed;
    // The generator that fails, or that cannot run, fails as a helper.
    const auto failed = [&](const std::runtime_error& e) {
      if (limited::stop_signal != 0) throw;
      return stress::HelperFailed(e.what(), printed);
    };
    try {
      return work.learner_output(command, "",
                                 "--gen " + judge_io::escaped(options.generator) + " (seed " + std::to_string(seed) + ")",
                                 setup.limits, box, &printed, options.deadline);
    } catch (const judge::JudgeError& e) {
      throw failed(e);
    } catch (const limited::RunError& e) {
      throw failed(e);
    }
  };
  hooks.grade = [&](const std::string& name, const std::string& input, const std::string& answer) {
    const auto [r, base] = graded(setup, name, input, answer);
    stress::Graded g{r.verdict, r.detail, base};
    g.cpu = r.cpu, g.peak_kb = r.peak_kb;
    return g;
  };
  hooks.replay = [&](const std::string& input, const std::string& output, const std::string& answer) {
    const unsigned long long limit =
        static_cast<unsigned long long>(setup.output_limit_set ? setup.limits.output_kb : default_output_kb(answer.size())) *
        1024;
    const ReplayPage page = bounded_replay(setup.problem.name, input, output, answer,
                                           limit > output.size() ? limit - output.size() : 0);
    return std::make_pair(page.html, page.note);
  };
  hooks.stop_signal = [] { return static_cast<int>(limited::stop_signal); };
  // The suite's program on `input`, its own way: what it says when it refuses it.
  const auto suite_run = [&](const std::string& input, const std::string& base) {
    write_file(base + ".in", input);
    limited::Run run;
    run.argv = setup.reference, run.in = base + ".in", run.out = base + ".ans", run.err = base + ".err";
    run.limits = kSuiteLimits;
    const limited::Outcome o = limited::run_limited(run);
    if (o.stopped) throw judge::JudgeError("stopped");
    const bool past = o.over_cpu || o.over_wall || o.over_memory || o.over_output;  // no refusal: too large
    return o.status == 0 || past ? std::string() : last_line(read_file(base + ".err"));
  };
  const auto remove_files = [](const std::string& base) {
    for (const char* ext : {".in", ".out", ".ans", ".err", ".check"}) {
      std::error_code ec;
      fs::remove(base + ext, ec);
    }
  };
  hooks.refused = [&](const std::string& input) {
    const std::string base = (work.folder / "refused").string();
    const std::string why = suite_run(input, base);
    remove_files(base);
    return why;  // the program's own words (rotation_game: board 1: ...)
  };
  hooks.answer_wrong = [&](const std::string& input, const std::string& answer) {
    const std::string base = (work.folder / "answer-check").string();
    if (!suite_run(input, base).empty()) return std::string("the problem does not allow its input");
    write_file(base + ".out", answer);
    const limited::Outcome c = run_checker(setup, base, base + ".err", base + ".check");
    if (c.stopped) throw judge::JudgeError("stopped");
    const std::string said = c.status == 0 ? "" : first_line(read_file(base + ".check"));
    remove_files(base);
    return said;
  };
  if (setup.any.kind != ProblemKind::kSuite) {  // a folder of tests or a package: --gen's inputs, --answer's answers
    options.problem = setup.any.name, options.validator = setup.any.input_validator_name;
    if (!setup.any.input_validator.empty())
      hooks.invalid = [&](const std::string& input) {  // problemtools: exit status 42 is valid, anything else not
        const std::string base = (work.folder / "input-check").string();
        write_file(base + ".in", input);
        limited::Run run;
        run.argv = setup.any.input_validator, run.in = base + ".in", run.out = base + ".out", run.err = base + ".err";
        run.limits = kCheckerLimits, run.deadline = options.deadline;
        const limited::Outcome o = limited::run_limited(run);
        if (o.stopped) throw judge::JudgeError("stopped");
        if (o.out_of_time) throw OutOfTime();
        const std::string said = last_line(read_file(base + ".err") + "\n" + read_file(base + ".out"));
        for (const char* ext : {".in", ".out", ".err"}) fs::remove(base + ext);
        if (o.status == 42 && !o.over_cpu && !o.over_wall && !o.over_memory) return std::string();
        const std::string status = o.signal ? "signal " + std::to_string(o.signal) : "exit status " + std::to_string(o.status);
        return status + (said.empty() ? "" : ": " + said);
      };
    const int status = stress::run_any(options, hooks, out);
    out.finish();
    return status;
  }
  const int status = stress::run(options, hooks, out);
  out.finish();
  return status;
}

}  // namespace judge
