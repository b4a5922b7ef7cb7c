// stress.cpp: the stress loop and its report (stress.hpp says what it does).
#include "judge/stress.hpp"

#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "judge/files.hpp"
#include "judge/stress_boards.hpp"
#include "judge/stress_cases.hpp"
#include "judge/stress_shrink.hpp"

namespace stress {
namespace {

namespace fs = std::filesystem;

// ---- Text.

std::string thousands(long long n) {  // 1,000
  std::string digits = std::to_string(n), text;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i && (digits.size() - i) % 3 == 0) text += ',';
    text += digits[i];
  }
  return text;
}

std::string count_of(long long n, const std::string& thing) {
  return thousands(n) + " " + thing + (n == 1 ? "" : "s");
}

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f s", s);
  return buf;
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

// The cases of the smallest input, in words: "2 boards: 2 and 1 moves from solved".
std::string described(const Options& options, Shrinker& shrinker, const std::vector<std::string>& cases,
                      bool whole) {
  const Shape shape = shape_of(options.problem);
  std::string text = count_of(static_cast<long long>(cases.size()), shape.what);
  if (!whole) return text;
  std::vector<std::string> each;
  for (const std::string& c : cases)
    each.push_back(*shape.name ? c : std::to_string(shrinker.solution(c).size()));
  std::string list;
  for (std::size_t i = 0; i < each.size(); ++i)
    list += (i == 0 ? "" : i + 1 == each.size() ? " and " : ", ") + each[i];
  if (*shape.name) return text + ": " + shape.name + " = " + list;
  const bool one = each.size() == 1 && each[0] == "1";
  return text + ", " + list + (one ? " move" : " moves") + " from solved";
}

// A signal stopped the judge: the run in progress was ended; 128 + the signal.
int stopped(const Options& options, const Hooks& hooks, judge_io::Writer& out, bool progress) {
  if (progress) std::fprintf(stderr, "\r%60s\r", "");
  out.flush();
  const int signal = hooks.stop_signal() ? hooks.stop_signal() : SIGTERM;
  std::fprintf(stderr, "judge: stopped by %s; the test in progress was ended\n", strsignal(signal));
  std::error_code ec;
  fs::remove_all(options.folder, ec);
  return 128 + signal;
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
  std::string budget = options.runs && options.seconds ? count_of(options.runs, "run") + " or " + seconds_text(options.seconds)
                       : options.runs              ? count_of(options.runs, "run")
                                                   : seconds_text(options.seconds);
  std::string inputs;
  if (own_inputs) {
    inputs = "inputs from " + judge_io::escaped(options.generator) + " SEED";
  } else {
    inputs = "1 to " + count_of(most_cases, shape.what) + " a file, ";
    inputs += *shape.name ? std::string(shape.name) + " from " + std::to_string(shape.lo) + " to " + std::to_string(shape.hi)
                          : "random ones and ones scrambled 0 to " + std::to_string(kMostScramble) + " moves from solved";
  }
  const std::string answers =
      options.answers.empty() ? "the suite's answers" : "the answers from " + judge_io::escaped(options.answers);
  out.put(options.problem + ": stress test (对拍) from seed " + std::to_string(options.seed) + ", up to " + budget +
          ": " + inputs + "; " + answers + "; " + options.heading);
  out.flush();

  const bool progress = isatty(STDERR_FILENO) != 0;
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  double shown_at = -1;
  long long done = 0;
  Graded failure;
  bool failed = false;
  std::vector<std::string> cases;
  std::string input;
  unsigned long long failing_seed = 0;
  Expected expected(options, hooks);  // the answers, a case at a time where they can be
  try {
    for (; (options.runs == 0 || done < options.runs) && (options.seconds == 0 || elapsed() < options.seconds); ++done) {
      const unsigned long long seed = options.seed + static_cast<unsigned long long>(done);
      if (own_inputs) {
        input = hooks.generate(seed);
      } else {
        Random random(seed);
        cases = random_cases(options.problem, most_cases, random);
        input = input_of(cases);
      }
      std::string answer;
      try {
        answer = own_inputs ? hooks.answer(input) : expected(cases);
      } catch (const std::exception& e) {
        if (!own_inputs || hooks.stop_signal() != 0) throw;
        throw std::runtime_error("the input of --gen " + judge_io::escaped(options.generator) + " " +
                                 std::to_string(seed) + " has no answer: " + e.what());
      }
      const Graded v = hooks.grade("run", input, answer);
      if (v.verdict == Verdict::STOP || hooks.stop_signal() != 0) throw Stopped();
      if (progress && elapsed() - shown_at >= 0.2) {
        shown_at = elapsed();
        std::fprintf(stderr, "\r%s, seed %llu, %s ", count_of(done + 1, "run").c_str(), options.seed,
                     seconds_text(shown_at).c_str());
      }
      if (v.verdict != Verdict::AC) {
        failure = v, failed = true, failing_seed = seed, ++done;
        break;
      }
    }
    if (progress) std::fprintf(stderr, "\r%60s\r", "");
    const std::string run_base = fs::path(options.folder) / "01-run";  // the judge's name for it (test 1)
    if (!failed) {
      out.put("no failure in " + count_of(done, "run") + " (" + seconds_text(elapsed()) + "), seed " +
              std::to_string(options.seed) + "\n");
      if (options.keep) out.put("the last run's files are in " + judge_io::escaped(options.folder) + "\n");
      else fs::remove_all(options.folder);
      return 0;
    }
    out.put("run " + thousands(done) + " (seed " + std::to_string(failing_seed) + ") failed: " + judge::name_of(failure.verdict) + ": " +
            failure.detail + "\n");
    out.flush();
    for (const char* ext : {".in", ".ans", ".out"})
      fs::copy_file(failure.base + ext, fs::path(options.folder) / (std::string("failing") + ext),
                    fs::copy_options::overwrite_existing);

    // The smallest input that fails with the same verdict.
    Shrinker shrinker(options, hooks, expected, failure);
    const bool cut = !own_inputs || split_cases(options.problem, input, cases);
    const bool whole = !own_inputs;  // the cases themselves shrink only when the suite made them
    std::size_t first_count = cases.size();
    bool shrunk = cut && shrinker.fails(cases);  // a learner's input, written again as cases, may pass
    if (shrunk) {
      for (bool changed = true; changed;) {
        cases = shrinker.fewest(cases);
        changed = whole && shrinker.smaller_cases(cases);
      }
      if (shrinker.kept() != input_of(cases)) shrunk = shrinker.fails(cases);  // its files, once more
    }
    if (!shrunk) {  // the input as it failed
      shrinker.keep_files(failure);
      cases.clear(), first_count = 0;
    }
    remove_test_files(options, run_base);
    remove_test_files(options, fs::path(options.folder) / "01-shrink");

    const std::string smallest = judge::read_file(fs::path(options.folder) / "smallest.in");
    if (shrunk) {
      std::string how = "shrinking: " + count_of(static_cast<long long>(first_count), shape.what) + " to " +
                        thousands(static_cast<long long>(cases.size())) + " by delta debugging over the " + shape.what + "s";
      if (whole)
        how += *shape.name ? std::string(", then each ") + shape.name + " to the smallest that still fails"
                           : ", then each board to the nearest to solved that still fails (along its shortest solution)";
      out.put(how + ": " + count_of(shrinker.tests(), "run") + "\n");
      out.put("smallest input (" + described(options, shrinker, cases, whole) + "):\n");
    } else {
      out.put("smallest input: the one that failed (" +
              std::string(cut ? "its cases, written one a line, pass" : "it does not read as a list of cases") +
              ")\n");
    }
    std::istringstream lines(smallest);
    std::vector<std::string> shown;
    for (std::string line; std::getline(lines, line);) shown.push_back(line);
    if (shown.size() <= 12 && smallest.size() <= 1000) {
      for (const std::string& line : shown) out.put("  " + judge_io::escaped(line) + "\n");
    } else {
      out.put("  (" + count_of(static_cast<long long>(shown.size()), "line") + ": smallest.in)\n");
    }
    if (shrunk && cases.size() > 1)
      out.put(std::string("fails only after another case") +
              ": is something kept from one case to the next?\n");
    out.put(std::string(judge::name_of(failure.verdict)) + ": " + (shrunk ? shrinker.detail() : failure.detail) + "\n");
    const fs::path folder(options.folder);
    if (failure.verdict == Verdict::OLE) {
      out.put("replay: none (the output is over the limit)\n");
    } else {
      judge::write_file(folder / "smallest.html", hooks.replay(smallest, judge::read_file(folder / "smallest.out"),
                                                        judge::read_file(folder / "smallest.ans")));
      out.put("replay: " + judge_io::escaped((folder / "smallest.html").string()) + " (open it in a browser)\n");
    }
    out.put("smallest.in, smallest.ans (the right answer) and smallest.out (its output) are in " +
            judge_io::escaped(options.folder) + "; failing.in (.ans, .out) is the first input that failed\n");
    return 1;
  } catch (const Stopped&) {
    return stopped(options, hooks, out, progress);
  } catch (const std::exception&) {  // a run of the judge's own, stopped by the signal, or its own failure
    if (hooks.stop_signal() == 0) throw;
    return stopped(options, hooks, out, progress);
  }
}

}  // namespace stress
