// stress_report.cpp: --stress's report in words, the hints a failure suggests, the ends both loops share (stress_report.hpp).
#include "judge/stress_report.hpp"

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "judge/files.hpp"
#include "judge/stress_cases.hpp"
#include "judge/stress_shrink.hpp"
#include "judge/text.hpp"
#include "puzzles/puzzle.hpp"

namespace judge::stress {
namespace {

namespace fs = std::filesystem;

// ---- Text.

using judge::count_of;
using judge::thousands;

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

// "both" for two, "all" for more.
std::string both_or_all(std::size_t count) { return count == 2 ? "both" : "all"; }

}  // namespace

// A list in words: "1", "1 and 2", "1, 2 and 3".
std::string listed(const std::vector<std::string>& items) {
  std::string list;
  for (std::size_t i = 0; i < items.size(); ++i)
    list += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
  return list;
}

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
               const std::string& stopped_by, const std::string& seeds, bool answered) {
  const std::string ans = answered ? " (the right answer)" : " (empty: the validator judges alone)";
  if (repeats)
    out.put("smallest.in, smallest.ans" + ans + " and smallest.out (its output) are in " +
            judge_io::escaped(options.folder) + "; failing.in (.ans, .out) is the first input that failed\n");
  else
    out.put("failing.in, failing.ans" + ans + " and failing.out (its output) are in " +
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

// "3 lines, 6 tokens": the size of an input as the shrinking sees it.
std::string text_size(const std::string& text) {
  long long lines = 0, tokens = 0;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) ++lines;
  std::istringstream words(text);
  for (std::string w; words >> w;) ++tokens;
  return count_of(lines, "line") + ", " + count_of(tokens, "token");
}

}  // namespace judge::stress
