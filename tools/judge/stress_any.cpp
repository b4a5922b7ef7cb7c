// stress_any.cpp: the stress loop for any problem, a folder of tests or a
// package (stress.hpp's run_any() says what it does).
#include "judge/stress.hpp"

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "judge/files.hpp"
#include "judge/stress_loop.hpp"
#include "judge/stress_reduce.hpp"
#include "judge/stress_report.hpp"
#include "judge/stress_shrink.hpp"
#include "judge/text.hpp"

namespace judge::stress {

namespace fs = std::filesystem;

using judge::count_of;

int run_any(const Options& options, const Hooks& hooks, judge_io::Writer& out) {
  const std::string checked = options.validator.empty() ? "" : ", each checked by " + options.validator + " (42: valid)";
  out.put(options.problem + ": stress test (对拍) from seed " + std::to_string(options.seed) + ", up to " +
          budget_of(options) + ": inputs from " + judge_io::escaped(options.generator) + " SEED" + checked +
          (options.interactive ? std::string("; no answers (the problem is interactive: its validator judges alone)") +
                                     (options.answers.empty() ? "" : "; the reference solution " +
                                                                         judge_io::escaped(options.answers) + " must pass each input")
                               : "; the answers from " + judge_io::escaped(options.answers)) +
          "; " + options.heading);
  out.flush();
  Clock clock(options);
  std::string input, answer;
  const fs::path folder(options.folder);
  // ---- The random runs, until one fails.
  const RandomRuns r = random_runs(options, hooks, clock, [&](unsigned long long seed, int& blamed_status) {
    const std::string whose = "the input of --gen " + judge_io::escaped(options.generator) + " (seed " + std::to_string(seed) + ")";
    const auto blame = [&](const std::string& why, const std::vector<std::pair<std::string, std::string>>& kept) {
      blamed_status = blamed(options, out, why, kept);
      return Graded();
    };
    try {
      input = hooks.generate(seed);
    } catch (const HelperFailed& e) {
      return blame(e.what(), {{"gen.out", e.printed}});
    }
    const std::string refused = hooks.invalid ? hooks.invalid(input) : "";
    if (!refused.empty()) return blame(whose + " is not valid by " + options.validator + ": " + refused, {{"input.in", input}});
    // Refused by the checker, validator or interactor: not the solution's failure.
    const auto refused_by = [&](const judge::CheckerFailed& e) {
      return whose + " is refused, not the solution's failure: " + e.what();
    };
    try {
      answer = hooks.answer(input);
    } catch (const judge::CheckerFailed& e) {
      if (hooks.stop_signal() != 0) throw;
      return blame(refused_by(e), {{"input.in", input}});
    } catch (const judge::JudgeError& e) {
      if (hooks.stop_signal() != 0) throw;
      return blame(whose + ": " + e.what(), {{"input.in", input}});
    }
    try {
      return hooks.grade("run", input, answer);
    } catch (const judge::CheckerFailed& e) {
      if (hooks.stop_signal() != 0) throw;
      std::vector<std::pair<std::string, std::string>> kept = {{"input.in", input}};
      if (!options.interactive) kept.emplace_back("answer.ans", answer);
      return blame(refused_by(e), kept);
    }
  });
  if (r.blamed >= 0) return r.blamed;
  if (!r.failed) return no_failure(options, hooks, out, r, clock);
  const Graded& failure = r.failure;
  failed_run(options, out, r);

  // ---- The smallest input that fails: each candidate valid, and failing twice.
  Verdict verdict = failure.verdict;
  std::string detail = failure.detail, smallest = input;
  keep_as_smallest(options.folder, failure);
  std::map<std::string, bool> seen;
  std::map<std::string, int> refusals;  // inputs refused by the checker, validator or interactor, by who refused them
  int runs = 0, refused = 0, not_repeated = 0, unanswered = 0;
  const auto fails = [&](const std::string& text) {
    const auto known = seen.find(text);
    if (known != seen.end()) return known->second;
    if (clock.time_up()) throw OutOfTime();
    if (hooks.invalid && !hooks.invalid(text).empty()) {
      ++refused;
      return seen[text] = false;
    }
    const auto refusal = [&](const judge::CheckerFailed& e) {  // an invalid input: stepped past
      if (hooks.stop_signal() != 0) throw Stopped();
      ++refusals[e.who];
      return seen[text] = false;
    };
    std::string right;
    try {
      right = hooks.answer(text);
    } catch (const judge::CheckerFailed& e) {
      return refusal(e);
    } catch (const judge::JudgeError&) {
      if (hooks.stop_signal() != 0) throw Stopped();
      ++unanswered;  // --answer fails on it: not an input to judge by
      return seen[text] = false;
    }
    const auto graded = [&] {
      const Graded one = hooks.grade("shrink", text, right);
      ++runs;
      if (one.verdict == Verdict::STOP || hooks.stop_signal() != 0) throw Stopped();
      return one;
    };
    Graded g;
    try {
      g = graded();
      if (g.verdict != Verdict::AC) {
        g = graded();
        if (g.verdict == Verdict::AC) ++not_repeated;
      }
    } catch (const judge::CheckerFailed& e) {
      ++runs;  // it ran, and was refused
      return refusal(e);
    }
    const bool failing = g.verdict != Verdict::AC;
    if (failing) keep_as_smallest(options.folder, g), smallest = text, verdict = g.verdict, detail = g.detail;
    if (clock.show_now())
      std::fprintf(stderr, "\rshrinking: %s, the smallest so far %s, %s ", count_of(runs, "run").c_str(),
                   text_size(smallest).c_str(), seconds_text(clock.elapsed()).c_str());
    return seen[text] = failing;
  };
  bool repeats = true, run_again = false;
  std::string stopped_by;
  try {
    const Graded again = hooks.grade("run", input, answer);
    if (again.verdict == Verdict::STOP || hooks.stop_signal() != 0) throw Stopped();
    run_again = true;
    repeats = again.verdict != Verdict::AC;
    if (repeats) reduce_text(input, fails);
  } catch (const Stopped&) {
    stopped_by = std::string("stopped by ") + strsignal(stop_signal(hooks));
  } catch (const OutOfTime&) {
    stopped_by = "stopped early: the time (--time " + seconds_text(options.seconds) + ") ran out";
  } catch (const std::exception&) {
    if (hooks.stop_signal() == 0) throw;
    stopped_by = std::string("stopped by ") + strsignal(stop_signal(hooks));
  }
  clear_progress(clock.progress());
  remove_test_files(options, (folder / "01-run").string());
  remove_test_files(options, (folder / "01-shrink").string());
  remove_test_files(options, (folder / "01-reference").string());

  // ---- The report.
  if (!run_again) {
    out.put("the input that failed was not run again (" + stopped_by + "); it is not shrunk\n");
  } else if (!repeats) {
    out.put("the failure does not repeat: the same input passed when run again (is it random: a seed, the clock, "
            "memory not set?); it is not shrunk\n");
  } else {
    std::string how = "shrinking";
    if (!stopped_by.empty()) how += " " + stopped_by + " (the smallest so far)";
    how += ": " + text_size(input) + " to " + text_size(smallest) +
           " by delta debugging over the lines, then the tokens, then each number nearer to 0, until none changes it: " +
           count_of(runs, "run");
    std::vector<std::string> notes;
    if (refused) notes.push_back(count_of(refused, "input") + " refused by " + options.validator);
    for (const auto& [who, count] : refusals) notes.push_back(count_of(count, "input") + " refused by " + who);
    if (unanswered) notes.push_back(count_of(unanswered, "input") + " that --answer failed on");
    if (not_repeated) notes.push_back(count_of(not_repeated, "failure") + " that did not repeat, not kept");
    out.put(how + (notes.empty() ? "" : " (" + listed(notes) + ")") + "\n");
    if (options.validator.empty())
      out.put("no input validator ran: the shrunk input may break the problem's rules (a package's input_validators/ "
              "checks each one)\n");
  }
  out.put(std::string(repeats && run_again ? "smallest input" : "the input") + " (" + text_size(smallest) + "):\n");
  show_input(out, smallest, "smallest.in");
  out.put(judge::said_with(verdict, detail) + "\n");
  return kept_lines(options, hooks, out, repeats, stopped_by, seeds_run(options, r.done),
                    !options.interactive);
}

}  // namespace judge::stress
