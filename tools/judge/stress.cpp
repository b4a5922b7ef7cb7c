// stress.cpp: the stress loop and its report (stress.hpp says what it does).
#include "judge/stress.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "judge/files.hpp"
#include "judge/stress_cases.hpp"
#include "judge/stress_reduce.hpp"
#include "judge/stress_shrink.hpp"
#include "judge/text.hpp"
#include "puzzles/puzzle.hpp"

namespace judge::stress {
namespace {

namespace fs = std::filesystem;

// ---- Text.

using judge::count_of;
using judge::thousands;

// The run's own time, to a tenth of a second.
std::string seconds_text(double s) { return judge::seconds_text(s, 1); }

// A word as a shell reads it back: as it is when that is safe, else in '...'
// (a ' as '"'"'). Shown as messages show text (judge_io::escaped()), but a
// backslash as it is: within '...' it is itself.
std::string shell_word(const std::string& word) {
  if (!word.empty() && word.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./=:,+-@%") ==
                           std::string::npos)
    return word;
  std::string quoted = "'";
  for (char c : word) quoted += c == '\'' ? std::string("'\"'\"'") : std::string(1, c);
  quoted += "'";
  std::string shown;
  std::size_t from = 0;
  for (std::size_t at; (at = quoted.find('\\', from)) != std::string::npos; from = at + 1)
    shown += judge_io::escaped(quoted.substr(from, at - from)) + "\\";
  return shown + judge_io::escaped(quoted.substr(from));
}

// The judge's command that judges `file` alone, as the line to type.
std::string rerun_line(const Options& options, const std::string& file) {
  std::string line;
  for (std::size_t i = 0; i < options.rerun.size(); ++i) {
    const bool is_file = i > 0 && options.rerun[i - 1] == "--input" && options.rerun[i].empty();
    line += (i ? " " : "") + shell_word(is_file ? file : options.rerun[i]);
  }
  return line;
}

// Removes the files (and folders) of the runs and the shrinking, base + ".*".
void remove_test_files(const Options& options, const std::string& base) {
  const std::string prefix = fs::path(base).filename().string() + ".";
  std::error_code ec;
  std::vector<fs::path> found;
  for (const fs::directory_entry& e : fs::directory_iterator(options.folder, ec))
    if (e.path().filename().string().rfind(prefix, 0) == 0) found.push_back(e.path());
  for (const fs::path& p : found) fs::remove_all(p, ec);
}

// A list in words: "1", "1 and 2", "1, 2 and 3".
std::string listed(const std::vector<std::string>& items) {
  std::string list;
  for (std::size_t i = 0; i < items.size(); ++i)
    list += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
  return list;
}

// "both" for two, "all" for more.
std::string both_or_all(std::size_t count) { return count == 2 ? "both" : "all"; }

// The cases of the smallest input, in words: "1 case: N = 7", "2 cases,
// both N = 1", "2 boards, 2 and 1 moves from solved", "2 boards, both
// solved", "2 boards: solved and 1 move from solved".
std::string described(const Options& options, const std::vector<std::string>& cases, bool whole) {
  const Shape shape = shape_of(options.problem);
  const std::string text = count_of(static_cast<long long>(cases.size()), shape.what);
  if (!whole || cases.empty()) return text;
  const puzzles::Behaviour& behaviour = puzzles::behaviour(options.problem);
  std::vector<int> distances;  // each case's distance from solved (puzzle.hpp's distance()), or -1
  for (const std::string& c : cases) distances.push_back(behaviour.distance(c));
  const bool same = std::all_of(cases.begin(), cases.end(), [&](const std::string& c) { return c == cases[0]; }) ||
                    (distances[0] >= 0 && std::count(distances.begin(), distances.end(), distances[0]) ==
                                              static_cast<long>(distances.size()));
  if (*shape.name || distances[0] < 0) {  // as they are: "N = 7"
    const std::string name = *shape.name ? std::string(shape.name) + " = " : "";
    if (cases.size() > 1 && same) return text + ", " + both_or_all(cases.size()) + " " + name + cases[0];
    return text + ": " + name + listed(cases);
  }
  const auto from_solved = [](int d) {
    return d == 0 ? std::string("solved") : count_of(d, "move") + " from solved";
  };
  if (cases.size() == 1) return text + ", " + from_solved(distances[0]);
  if (same) return text + ", " + both_or_all(cases.size()) + " " + from_solved(distances[0]);
  std::vector<std::string> each;
  if (std::count(distances.begin(), distances.end(), 0) == 0) {  // "2 and 1 moves from solved"
    for (int d : distances) each.push_back(std::to_string(d));
    return text + ", " + listed(each) + " moves from solved";
  }
  for (int d : distances) each.push_back(from_solved(d));  // "solved and 1 move from solved"
  return text + ": " + listed(each);
}

// What the smallest input tells, where it needs several cases: a hint that
// the checker's words and the runs bear out, or only what is true; "" for
// one case. `minimal`: the shrinking ended (without any one case it
// passes, and each case alone passes). Each hint has a fixture that earns
// it and one that must not (stress_tool_test).
std::string hint(const Options& options, const Shape& shape, const Shrinker& shrinker, bool minimal) {
  const std::size_t count = shrinker.best().size();
  if (count < 2) return "";
  const std::string what = shape.what, whats = what + "s", detail = shrinker.detail();
  const bool checkers_words = shrinker.verdict() == Verdict::WA || shrinker.verdict() == Verdict::PE;
  std::smatch m;
  if (checkers_words &&
      (std::regex_search(detail, m, std::regex("the output ends before " + what + " ([0-9]+)")) ||
       std::regex_search(detail, m, std::regex("\\b" + what + " ([0-9]+)[^:]*: the output ends after 0 "))) &&
      m[1] != "1")
    return what + " " + m[1].str() + " got no output: does it read only one " + what +
           "? (--cases 1 gives it one a file)";
  if (!minimal) return "";
  const std::string without = count == 2 ? "without either" : "without any one of them";
  if (checkers_words && std::regex_search(detail, m, std::regex("\\b" + what + " ([0-9]+)"))) {
    const std::size_t named = std::stoul(m[1].str());
    const std::string name = what + " " + m[1].str();
    if (named == 1)  // the first: only when others follow it
      return name + " fails only when " + (count == 2 ? what + " 2 follows" : whats + " 2 to " + std::to_string(count) + " follow") +
             " it (" + without + " it passes): does it read past its own " + what + "?";
    if (named == count)  // the last: only after the others
      return name + " fails only after " + (count == 2 ? what + " 1" : whats + " 1 to " + std::to_string(count - 1)) +
             " (alone it passes): is something kept from one " + what + " to the next?";
  }
  const bool over_cpu = shrinker.verdict() == Verdict::TLE && detail.rfind("CPU time over", 0) == 0;
  if (over_cpu || shrinker.verdict() == Verdict::MLE) {  // each alone within the limit, together over it
    double most_cpu = 0;
    long most_kb = 0;
    bool each_run = true;
    for (std::size_t k = 0; k < count; ++k) {
      Graded g;
      each_run = each_run && shrinker.alone(k, g) && g.verdict == Verdict::AC;
      most_cpu = std::max(most_cpu, g.cpu), most_kb = std::max(most_kb, g.peak_kb);
    }
    if (each_run && over_cpu)
      return "each " + what + " alone passes, in " + judge::seconds_text(most_cpu) + " of CPU at most; " +
             both_or_all(count) + " together go over the " + judge::seconds_text(options.time_limit) +
             " limit: is a table built for every " + what + ", where once would do?";
    if (each_run)
      return "each " + what + " alone passes, in " + judge::megabytes(most_kb) + " at most; " + both_or_all(count) +
             " together go over the " + judge::megabytes(options.memory_kb) + " limit: is a buffer grown for every " +
             what + " and never freed?";
  }
  return "it fails only with these " + count_of(static_cast<long long>(count), what) + " together (" + without +
         " it passes)";
}

// Why a failure may not repeat: near the time or the memory limit, or "".
std::string near_a_limit(const Options& options, const Graded& first, const Graded& again) {
  if (first.verdict == Verdict::TLE || (options.time_limit > 0 && std::max(first.cpu, again.cpu) >= 0.8 * options.time_limit))
    return "near the time limit: " + judge::seconds_text(first.cpu) + " and then " + judge::seconds_text(again.cpu) +
           " of CPU, of " + judge::seconds_text(options.time_limit);
  if (first.verdict == Verdict::MLE || (options.memory_kb > 0 && std::max(first.peak_kb, again.peak_kb) >= options.memory_kb * 8 / 10))
    return "near the memory limit: " + judge::megabytes(first.peak_kb) + " and then " + judge::megabytes(again.peak_kb) +
           ", of " + judge::megabytes(options.memory_kb);
  return "";
}

// The input's lines, when short; else where they are.
void show_input(judge_io::Writer& out, const std::string& text, const std::string& file) {
  std::istringstream lines(text);
  std::vector<std::string> shown;
  for (std::string line; std::getline(lines, line);) shown.push_back(line);
  if (shown.size() <= 12 && text.size() <= 1000) {
    for (const std::string& line : shown) out.put("  " + judge_io::escaped(line) + "\n");
  } else {
    out.put("  (" + count_of(static_cast<long long>(shown.size()), "line") + ": " + file + ")\n");
  }
}

// The signal that stopped the judge (SIGTERM when it was the judge's own stop).
int stop_signal(const Hooks& hooks) { return hooks.stop_signal() ? hooks.stop_signal() : SIGTERM; }

void clear_progress(bool progress) {
  if (progress) std::fprintf(stderr, "\r%70s\r", "");
}

// A helper (--gen, --answer) went wrong: the judge's failure, not a verdict,
// and `kept` (the input, an answer) stays in the folder. Exit status 2.
// "N runs done (seeds A to B)": what a stopped stress test had done.
std::string seeds_run(const Options& options, long long done) {
  return done == 0   ? std::string("no run done")
         : done == 1 ? "1 run done (seed " + std::to_string(options.seed) + ")"
                     : count_of(done, "run") + " done (seeds " + std::to_string(options.seed) + " to " +
                           std::to_string(options.seed + static_cast<unsigned long long>(done) - 1) + ")";
}

// The report's last lines once a failing input is kept (smallest.in when it
// was shrunk, `repeats`): where its files are and how to judge it again; the
// status, 128 + the signal when one stopped the shrinking (`stopped_by`).
int kept_lines(const Options& options, const Hooks& hooks, judge_io::Writer& out, bool repeats,
               const std::string& stopped_by, const std::string& seeds) {
  if (repeats)
    out.put("smallest.in, smallest.ans (the right answer) and smallest.out (its output) are in " +
            judge_io::escaped(options.folder) + "; failing.in (.ans, .out) is the first input that failed\n");
  else
    out.put("failing.in, failing.ans (the right answer) and failing.out (its output) are in " +
            judge_io::escaped(options.folder) + "\n");
  const std::string again_file = (std::filesystem::path(options.folder) / (repeats ? "smallest.in" : "failing.in")).string();
  if (!options.rerun.empty()) out.put("to judge it again: " + rerun_line(options, again_file) + "\n");
  if (stopped_by.rfind("stopped by", 0) == 0) {
    out.flush();
    std::fprintf(stderr, "judge: %s while shrinking, %s; the test in progress was ended; what was found is kept\n",
                 stopped_by.c_str(), seeds.c_str());
    return 128 + stop_signal(hooks);
  }
  return 1;
}

int blamed(const Options& options, judge_io::Writer& out, const std::string& why,
           const std::vector<std::pair<std::string, std::string>>& kept) {
  std::string names;
  for (const auto& [name, text] : kept) {
    judge::write_file(fs::path(options.folder) / name, text);
    names += (names.empty() ? "" : ", ") + name;
  }
  out.flush();
  std::fprintf(stderr, "judge: %s; kept in %s: %s\n", why.c_str(), judge_io::escaped(options.folder).c_str(), names.c_str());
  return 2;
}

// A stress test's clock: the time since it began, whether its budget
// (--time) is spent, and whether to show its progress now (on a terminal,
// five times a second at most).
class Clock {
 public:
  explicit Clock(const Options& options)
      : options_(options), progress_(isatty(STDERR_FILENO) != 0), start_(std::chrono::steady_clock::now()) {}
  double elapsed() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }
  bool time_up() const {
    return options_.deadline != std::chrono::steady_clock::time_point{} && std::chrono::steady_clock::now() >= options_.deadline;
  }
  bool progress() const { return progress_; }
  bool show_now() {
    if (!progress_ || elapsed() - shown_at_ < 0.2) return false;
    shown_at_ = elapsed();
    return true;
  }

 private:
  const Options& options_;
  bool progress_;
  std::chrono::steady_clock::time_point start_;
  double shown_at_ = -1;
};

// What the random runs came to.
struct RandomRuns {
  long long done = 0;  // runs ended, the failing one included
  bool failed = false, stopped = false;
  bool cut_short = false;  // the budget ended during a run: stopped, and not counted
  Graded failure;
  unsigned long long failing_seed = 0;
  int blamed = -1;  // a helper failed (blamed()): the judge's exit status; else -1
};

// The random runs, seed after seed from options.seed, until one fails, the
// budget ends or a signal stops the judge. `one(seed, blamed)` makes the
// seed's input, runs and grades it; where a helper fails it sets `blamed`
// to blamed()'s status instead, and the runs end there.
template <class One>
RandomRuns random_runs(const Options& options, const Hooks& hooks, Clock& clock, One one) {
  RandomRuns r;
  try {
    for (; (options.runs == 0 || r.done < options.runs) && !clock.time_up(); ++r.done) {
      const unsigned long long seed = options.seed + static_cast<unsigned long long>(r.done);
      const Graded v = one(seed, r.blamed);
      if (r.blamed >= 0) return r;
      if (v.verdict == Verdict::STOP || hooks.stop_signal() != 0) throw Stopped();
      if (clock.show_now())
        std::fprintf(stderr, "\r%s, seed %llu, %s ", count_of(r.done + 1, "run").c_str(), options.seed,
                     seconds_text(clock.elapsed()).c_str());
      if (v.verdict != Verdict::AC) {
        r.failure = v, r.failed = true, r.failing_seed = seed, ++r.done;
        break;
      }
    }
  } catch (const Stopped&) {
    r.stopped = true;
  } catch (const OutOfTime&) {
    r.cut_short = true;
  } catch (const std::exception&) {  // a run of the judge's own, stopped by the signal, or its own failure
    if (hooks.stop_signal() == 0) throw;
    r.stopped = true;
  }
  clear_progress(clock.progress());
  return r;
}

// The report's end when no run failed (stopped, or the budget spent); its status.
int no_failure(const Options& options, const Hooks& hooks, judge_io::Writer& out, const RandomRuns& r, const Clock& clock) {
  if (r.stopped) {
    out.flush();
    if (r.done == 0)
      std::fprintf(stderr, "judge: stopped by %s during the first run; the test in progress was ended\n",
                   strsignal(stop_signal(hooks)));
    else
      std::fprintf(stderr, "judge: stopped by %s, %s, none failing; the test in progress was ended\n",
                   strsignal(stop_signal(hooks)), seeds_run(options, r.done).c_str());
    std::error_code ec;
    fs::remove_all(options.folder, ec);
    return 128 + stop_signal(hooks);
  }
  const std::string ran_out = "the time (--time " + seconds_text(options.seconds) + ") ran out during run " +
                              thousands(r.done + 1) + ", which was stopped and is not counted";
  if (r.cut_short && r.done == 0)
    out.put("no run ended: " + ran_out + "; seed " + std::to_string(options.seed) + "\n");
  else
    out.put("no failure in " + count_of(r.done, "run") + " (" + seconds_text(clock.elapsed()) + "), seed " +
            std::to_string(options.seed) + (r.cut_short ? "; " + ran_out : "") + "\n");
  if (options.keep) out.put("the last run's files are in " + judge_io::escaped(options.folder) + "\n");
  else fs::remove_all(options.folder);
  return 0;
}

// The report's line of the failing run, and its files kept as failing.*.
void failed_run(const Options& options, judge_io::Writer& out, const RandomRuns& r) {
  out.put("run " + thousands(r.done) + " (seed " + std::to_string(r.failing_seed) + ") failed: " +
          judge::said_with(r.failure.verdict, r.failure.detail) + "\n");
  out.flush();
  for (const char* ext : {".in", ".ans", ".out"})
    fs::copy_file(r.failure.base + ext, fs::path(options.folder) / (std::string("failing") + ext),
                  fs::copy_options::overwrite_existing);
}

// "up to 200 runs or 10.0 s": a stress test's budget.
std::string budget_of(const Options& options) {
  return options.runs && options.seconds ? count_of(options.runs, "run") + " or " + seconds_text(options.seconds)
         : options.runs                  ? count_of(options.runs, "run")
                                         : seconds_text(options.seconds);
}

}  // namespace

std::vector<std::string> words_of(const std::string& command) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  char quote = 0;
  for (char c : command) {
    if (quote) {
      if (c == quote) quote = 0;
      else word += c;
    } else if (c == '\'' || c == '"') {
      quote = c, in_word = true;
    } else if (c == ' ' || c == '\t' || c == '\n') {
      if (in_word) words.push_back(word), word.clear(), in_word = false;
    } else {
      word += c, in_word = true;
    }
  }
  if (in_word) words.push_back(word);
  return words;
}

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

namespace {

// "3 lines, 6 tokens": the size of an input as the shrinking sees it.
std::string text_size(const std::string& text) {
  long long lines = 0, tokens = 0;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) ++lines;
  std::istringstream words(text);
  for (std::string w; words >> w;) ++tokens;
  return count_of(lines, "line") + ", " + count_of(tokens, "token");
}

}  // namespace

int run_any(const Options& options, const Hooks& hooks, judge_io::Writer& out) {
  const std::string checked = options.validator.empty() ? "" : ", each checked by " + options.validator + " (42: valid)";
  out.put(options.problem + ": stress test (对拍) from seed " + std::to_string(options.seed) + ", up to " +
          budget_of(options) + ": inputs from " + judge_io::escaped(options.generator) + " SEED" + checked +
          (options.answers.empty() ? std::string("; no answers (the problem is interactive: its validator judges alone)")
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
    try {
      answer = hooks.answer(input);
    } catch (const judge::JudgeError& e) {
      if (hooks.stop_signal() != 0) throw;
      return blame(whose + ": " + e.what(), {{"input.in", input}});
    }
    return hooks.grade("run", input, answer);
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
  int runs = 0, refused = 0, not_repeated = 0, unanswered = 0;
  const auto fails = [&](const std::string& text) {
    const auto known = seen.find(text);
    if (known != seen.end()) return known->second;
    if (clock.time_up()) throw OutOfTime();
    if (hooks.invalid && !hooks.invalid(text).empty()) {
      ++refused;
      return seen[text] = false;
    }
    std::string right;
    try {
      right = hooks.answer(text);
    } catch (const judge::JudgeError&) {
      if (hooks.stop_signal() != 0) throw Stopped();
      ++unanswered;  // --answer fails on it: not an input to judge by
      return seen[text] = false;
    }
    Graded g = hooks.grade("shrink", text, right);
    ++runs;
    if (g.verdict == Verdict::STOP || hooks.stop_signal() != 0) throw Stopped();
    if (g.verdict != Verdict::AC) {
      g = hooks.grade("shrink", text, right);
      ++runs;
      if (g.verdict == Verdict::STOP || hooks.stop_signal() != 0) throw Stopped();
      if (g.verdict == Verdict::AC) ++not_repeated;
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
  return kept_lines(options, hooks, out, repeats, stopped_by, seeds_run(options, r.done));
}

}  // namespace judge::stress
