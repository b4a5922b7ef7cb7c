// stress.cpp: the stress loop for the suite's puzzles (stress.hpp says what it does; any problem's: stress_any.cpp).
#include "judge/stress.hpp"

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "judge/files.hpp"
#include "judge/stress_cases.hpp"
#include "judge/stress_loop.hpp"
#include "judge/stress_report.hpp"
#include "judge/stress_shrink.hpp"
#include "judge/text.hpp"
#include "puzzles/puzzle.hpp"

namespace judge::stress {

namespace fs = std::filesystem;

using judge::count_of;
using judge::thousands;

int run(const Options& options, const Hooks& hooks, judge_io::Writer& out) {
  const Shape shape = shape_of(options.problem);
  const int most_cases = options.most_cases ? options.most_cases : shape.most_cases;
  const bool own_inputs = !options.generator.empty();
  std::string inputs;
  if (own_inputs) {
    inputs = "inputs from " + judge_io::escaped(options.generator) + " SEED";
  } else {
    inputs = (most_cases == 1 ? std::string("1 ") + shape.what : "1 to " + count_of(most_cases, shape.what)) + " a file, ";
    inputs += puzzles::behaviour(options.problem).drawn();
  }
  const std::string answers =
      options.answers.empty() ? "the suite's answers" : "the answers from " + judge_io::escaped(options.answers);
  out.put(options.problem + ": stress test (对拍) from seed " + std::to_string(options.seed) + ", up to " +
          budget_of(options) + ": " + inputs + "; " + answers + "; " + options.heading);
  out.flush();

  Clock clock(options);
  std::vector<std::string> cases;
  std::string input;
  Expected expected(options, hooks);  // the answers, a case at a time where they can be
  const fs::path folder(options.folder);
  // ---- The random runs, until one fails.
  const RandomRuns r = random_runs(options, hooks, clock, [&](unsigned long long seed, int& blamed_status) {
    // Whose input it is, to name it when a helper fails on it.
    const std::string whose = own_inputs ? "the input of --gen " + judge_io::escaped(options.generator) + " (seed " +
                                               std::to_string(seed) + ")"
                                         : "the input of seed " + std::to_string(seed);
    const auto blame = [&](const std::string& why, const std::vector<std::pair<std::string, std::string>>& kept) {
      blamed_status = blamed(options, out, why, kept);
      return Graded();
    };
    if (own_inputs) {
      try {
        input = hooks.generate(seed);
      } catch (const HelperFailed& e) {  // named with its seed
        return blame(e.what(), {{"gen.out", e.printed}});
      }
      const std::string refused = options.answers.empty() ? "" : hooks.refused(input);
      if (!refused.empty()) return blame(whose + " is not the problem's: " + refused, {{"input.in", input}});
    } else {
      Random random(seed);
      cases = random_cases(options.problem, most_cases, random);
      input = input_of(options.problem, cases);
    }
    std::string answer;
    try {
      answer = own_inputs ? hooks.answer(input) : expected(cases);
    } catch (const std::exception& e) {
      if (hooks.stop_signal() != 0 || (!own_inputs && options.answers.empty())) throw;
      const std::string refused = options.answers.empty() ? hooks.refused(input) : "";
      if (!refused.empty())  // the suite's program refused it
        return blame(whose + " is not the problem's: " + refused, {{"input.in", input}});
      return blame(whose + ": " + e.what(), {{"input.in", input}});
    }
    try {
      return hooks.grade("run", input, answer);
    } catch (const std::exception& e) {  // the checker failed: is --answer's answer wrong?
      if (options.answers.empty() || hooks.stop_signal() != 0) throw;
      const std::string wrong = hooks.answer_wrong(input, answer);
      if (wrong.empty()) throw;
      return blame("--answer " + judge_io::escaped(options.answers) + " is wrong on " + whose +
                       ": the checker says of its answer, against the suite's: " + wrong,
                   {{"input.in", input}, {"answer.ans", answer}});
    }
  });
  if (r.blamed >= 0) return r.blamed;
  if (!r.failed) return no_failure(options, hooks, out, r, clock);
  const Graded& failure = r.failure;
  const std::string run_base = folder / "01-run";  // the judge's name for it (test 1)
  failed_run(options, out, r);

  // ---- The smallest input that fails: the failing one to begin with.
  const bool cut = !own_inputs || split_cases(options.problem, input, cases);
  const bool whole = !own_inputs;  // the cases themselves shrink only when the suite made them
  const bool as_cases = cut && input_of(options.problem, cases) == input;  // else a learner's input, written again as cases
  Shrinker shrinker(options, hooks, expected, as_cases ? cases : std::vector<std::string>(), failure,
                    [&] { return clock.time_up(); },
                    [&](const Shrinker& s) {
                      if (!clock.show_now()) return;
                      std::fprintf(stderr, "\rshrinking: %s, the smallest so far %s, %s ",
                                   count_of(s.tests(), "run").c_str(),
                                   count_of(static_cast<long long>(s.best().size()), shape.what).c_str(),
                                   seconds_text(clock.elapsed()).c_str());
                    });
  keep_as_smallest(options.folder, failure);
  bool repeats = true, shrinkable = false, complete = false, rewritten_passes = false, run_again = false;
  std::string stopped_by, why_stopped;  // why the shrinking ended early ("stopped early: the time ... ran out"), or ""
  Graded again;
  try {
    again = hooks.grade("run", input, judge::read_file(folder / "failing.ans"));  // does it fail again?
    if (again.verdict == Verdict::STOP || hooks.stop_signal() != 0) throw Stopped();
    run_again = true;
    repeats = again.verdict != Verdict::AC;
    rewritten_passes = repeats && cut && !as_cases && !shrinker.fails(cases);  // written again as cases, it may pass
    shrinkable = repeats && cut && !rewritten_passes;
    if (shrinkable) {
      for (bool changed = true; changed;) {
        shrinker.fewest();
        changed = whole && shrinker.smaller_cases();
      }
      complete = true;
    }
  } catch (const Stopped&) {
    why_stopped = std::string("stopped by ") + strsignal(stop_signal(hooks));
    stopped_by = why_stopped;
  } catch (const OutOfTime&) {
    why_stopped = "the time (--time " + seconds_text(options.seconds) + ") ran out";
    stopped_by = "stopped early: " + why_stopped;
  } catch (const std::exception&) {
    if (hooks.stop_signal() == 0) throw;
    why_stopped = std::string("stopped by ") + strsignal(stop_signal(hooks));
    stopped_by = why_stopped;
  }
  shrinkable = run_again && (shrinkable || (repeats && as_cases));
  clear_progress(clock.progress());
  remove_test_files(options, run_base);
  remove_test_files(options, folder / "01-shrink");

  // ---- The report.
  const std::string smallest = judge::read_file(folder / "smallest.in");
  const std::vector<std::string> best = shrinker.best();
  const bool some_shrinking = shrinkable && (shrinker.tests() > 0 || !stopped_by.empty());
  if (!run_again) {
    out.put("the input that failed was not run again (" + why_stopped + "); it is not shrunk\n");
  } else if (!repeats) {
    const std::string near = near_a_limit(options, failure, again);
    out.put("the failure does not repeat: the same input passed when run again (" +
            (near.empty() ? std::string("is it random: a seed, the clock, memory not set?") : near) +
            "); it is not shrunk\n");
  } else if (some_shrinking) {
    std::string how = "shrinking";
    if (!stopped_by.empty()) how += " " + stopped_by + " (the smallest so far)";
    how += ": " + count_of(static_cast<long long>(cases.size()), shape.what) + " to " +
           thousands(static_cast<long long>(best.size())) + " by delta debugging over the " + shape.what + "s";
    if (whole)
      how += *shape.name ? std::string(", then each ") + shape.name + " to the smallest that still fails"
                         : ", then each board nearer to solved while it still fails (every board up to 4 moves "
                           "from solved and those along its shortest solutions, in groups; each one move nearer, "
                           "alone)";
    out.put(how + ": " + count_of(shrinker.tests(), "run") +
            (shrinker.not_repeated() ? " (" + count_of(shrinker.not_repeated(), "failure") + " that did not repeat, not kept)" : "") +
            "\n");
  }
  if (some_shrinking) {
    out.put("smallest input (" + described(options, best, whole) + "):\n");
  } else {
    out.put(std::string(repeats && run_again ? "smallest input" : "the input") + ": the one that failed" +
            (cut || !repeats ? "" : " (it does not read as a list of cases)") +
            (rewritten_passes ? " (its cases, written one a line, pass)" : "") + "\n");
  }
  show_input(out, smallest, "smallest.in");
  if (shrinkable) {
    const std::string said = hint(options, shape, shrinker, complete);
    if (!said.empty()) out.put(said + "\n");
  }
  if (shrinker.verdict() != failure.verdict)
    out.put(std::string("it fails otherwise than the first input: ") + judge::name_of(shrinker.verdict()) + ", not " +
            judge::name_of(failure.verdict) + "\n");
  out.put(judge::said_with(shrinker.verdict(), shrinker.detail()) + "\n");
  if (!judge::replayed(shrinker.verdict())) {
    out.put(judge::kNoReplay);
  } else {
    const auto page = hooks.replay(smallest, judge::read_file(folder / "smallest.out"),
                                   judge::read_file(folder / "smallest.ans"));
    judge::write_file(folder / "smallest.html", page.first);
    out.put("replay: " + judge_io::escaped((folder / "smallest.html").string()) + " (open it in a browser" +
            (page.second.empty() ? "" : "; " + page.second) + ")\n");
  }
  return kept_lines(options, hooks, out, repeats, stopped_by, seeds_run(options, r.done));
}

}  // namespace judge::stress
