// judge: runs anyone's program on the suite's tests for one problem, as a
// judge would, and gives every test a verdict from the suite's checkers.
//
//   judge PROBLEM [--judge NAME] [--tests samples|judge|hard|full] [--only LIST]
//         [--time-limit SECONDS] [--memory-limit MB] [--stack MB] [--output-limit MB]
//         [--no-sandbox] [--processes N] [--box-user USER] [--env NAMES] [--work DIR] [-j N]
//         [--usaco] [--keep] -- COMMAND [ARGS...]
//
// PROBLEM: shuttle, rotation_game or black_white. The tests are made on the
// spot, the same every time (fixed seeds); the expected answers come from the
// suite's own programs, the verdicts from its checkers (testlib's protocol).
// --judge NAME judges as that judge of tools/judges.tsv does: its layout (the
// expected answers are printed in it), its file names (TASK.in in an empty
// folder, TASK.out read back), its limits, and its way of comparing: the
// checker where it has a special judge, else the text itself (a right answer
// in other words is WA there, and the verdict says so). Without --judge, the
// problem's home judge (USACO training, POJ, 一本通), but on stdin and stdout;
// --usaco is --judge usaco.
// Each test runs under limited_run.hpp's limits: CPU and wall time, memory,
// the stack (the memory limit, as Linux judges give it), output (OLE),
// processes, in a sandbox of its own (tools/sandbox/box.hpp; when none can be
// made the judge says why and stops, unless --no-sandbox); nothing it starts
// outlives it.
// Verdicts: AC, WA, PE, TLE, MLE, OLE, RE. Exit status 0 only when every test
// is AC; 1 otherwise; 2 for a bad command line, a COMMAND that cannot run, or
// a failure of the judge's own (never a verdict against the program); 128 +
// the signal when SIGINT, SIGTERM or SIGHUP stops it (the tests in progress
// are ended first).
//
//   judge PROBLEM --stress [--runs N] [--time SECONDS] [--seed S] [--cases MAX]
//         [--gen COMMAND] [--answer COMMAND] [the options above] -- COMMAND [ARGS...]
//
// --stress (对拍, tools/stress.hpp): random inputs under the same limits
// until one fails, then the smallest input that still fails; exit status 1
// when something failed, 0 when nothing did.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

// The rotation game's moves, from the program itself, to make boards.
#define main rotation_game_main
#include "rotation_game.cpp"
#undef main

#include "judges.hpp"
#include "limited_run.hpp"
#include "sandbox/box_setup.hpp"
#include "replay_page.hpp"
#include "stress.hpp"

namespace {

namespace fs = std::filesystem;
using limited::JudgeError;

const char* const kProgram = "judge";

struct Problem {
  std::string name;
  const char* reference;  // the suite's program that makes the expected answers
  const char* checker;
  const char* home;       // the judge it comes from, in tools/judges.tsv
};

const Problem kProblems[] = {
    {"shuttle", JUDGE_SHUTTLE_FORMULA, JUDGE_CHECK_SHUTTLE, "usaco"},
    {"rotation_game", JUDGE_ROTATION_GAME, JUDGE_CHECK_ROTATION_GAME, "poj"},
    {"black_white", JUDGE_BLACK_WHITE, JUDGE_CHECK_BLACK_WHITE, "ybt"},
};

struct Test {
  std::string name, input;
  bool hard = false;  // harder than any judge is known to use
};

// The judge's own files: a failure to read or write one is the judge's.
std::string read_file(const fs::path& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw JudgeError("cannot read " + path.string());
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  if (!f.flush()) throw JudgeError("cannot write " + path.string());
}

// ---- The tests.

std::string board_line(const std::vector<int>& cells) {
  std::string line;
  for (int i = 0; i < 24; ++i) line += std::to_string(cells[i]) + (i == 23 ? "\n" : " ");
  return line;
}

std::vector<int> random_board(std::mt19937& rng) {
  std::vector<int> cells;
  for (int s = 1; s <= 3; ++s) cells.insert(cells.end(), 8, s);
  std::shuffle(cells.begin(), cells.end(), rng);
  return cells;
}

// A solved board (the centre all one symbol), then `moves` random moves.
std::vector<int> near_solved(std::mt19937& rng, int moves) {
  static const Moves rules;
  std::vector<int> outside;
  const int centre_symbol = 1 + static_cast<int>(rng() % 3);
  for (int s = 1; s <= 3; ++s)
    if (s != centre_symbol) outside.insert(outside.end(), 8, s);
  std::shuffle(outside.begin(), outside.end(), rng);
  Mask sets[3] = {0, 0, 0};
  for (int cell = 0, k = 0; cell < 24; ++cell)
    sets[(kCentre >> cell & 1 ? centre_symbol : outside[k++]) - 1] |= 1u << cell;
  for (int i = 0; i < moves; ++i) {
    const int m = static_cast<int>(rng() % 8);
    for (Mask& s : sets) s = rules.apply(m, s);
  }
  std::vector<int> cells(24);
  for (int cell = 0; cell < 24; ++cell) cells[cell] = sets[0] >> cell & 1 ? 1 : sets[1] >> cell & 1 ? 2 : 3;
  return cells;
}

std::string ran(const std::vector<std::string>& command, const std::string& input);  // below

// One number a test ("N=5"): the statement's sample; for `judge` and `hard`,
// every number from..to; for `full`, the larger (or smaller) ones too.
std::vector<Test> number_tests(const std::string& tier, const std::string& name, int sample, int from, int to,
                               const std::vector<int>& more) {
  std::vector<Test> tests{{"sample", std::to_string(sample) + "\n"}};
  std::vector<int> numbers;
  for (int n = from; n <= to && tier != "samples"; ++n) numbers.push_back(n);
  if (tier == "full") numbers.insert(numbers.end(), more.begin(), more.end());
  for (int n : numbers) tests.push_back({name + "=" + std::to_string(n), std::to_string(n) + "\n"});
  return tests;
}

std::vector<Test> shuttle_tests(const std::string& tier) {
  return number_tests(tier, "N", 3, 1, 12, {13, 20, 50, 100, 250, 500, 1000});  // USACO: N <= 12
}

// `judge`: boards like the judges' own data, 30 to a file (POJ: at most 30 an
// input): random ones, near-solved ones, and the same boards with CRLF, tabs,
// no final newline. `hard` adds the 192 hardest boards (13 moves each).
std::vector<Test> rotation_tests(const std::string& tier) {
  std::vector<Test> tests{{"sample", read_file(fs::path(JUDGE_SAMPLES_DIR) / "rotation_game/sample-judge.in")}};
  if (tier == "samples") return tests;
  std::mt19937 rng(2286);
  std::string random_text[3], near;
  for (std::string& text : random_text)
    for (int b = 0; b < 30; ++b) text += board_line(random_board(rng));
  for (int b = 0; b < 30; ++b) near += board_line(near_solved(rng, b % 5));
  tests.push_back({"random-1", random_text[0] + "0\n"});
  tests.push_back({"random-2", random_text[1] + "0\n"});
  tests.push_back({"near-solved", near + "0\n"});
  std::string crlf, tabs;
  for (char c : random_text[2] + "0\n") crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  for (char c : random_text[2] + "0\n") tabs += c == ' ' ? '\t' : c;
  tests.push_back({"crlf", crlf});
  tests.push_back({"tabs", tabs});
  tests.push_back({"no-final-newline", random_text[2] + "0"});
  if (tier == "judge") return tests;
  std::istringstream hardest(ran({JUDGE_HARDEST_BOARDS}, ""));
  std::vector<std::string> lines;
  for (std::string line; std::getline(hardest, line) && line != "0";) lines.push_back(line + "\n");
  for (std::size_t i = 0; i < lines.size(); i += 30) {
    std::string text;
    for (std::size_t j = i; j < std::min(lines.size(), i + 30); ++j) text += lines[j];
    tests.push_back({"hardest-" + std::to_string(i / 30 + 1), text + "0\n", true});
  }
  if (tier == "full") {
    std::string many;
    for (int b = 0; b < 1000; ++b) many += board_line(random_board(rng));
    tests.push_back({"1000-random", many + "0\n"});
  }
  return tests;
}

std::vector<Test> black_white_tests(const std::string& tier) {
  std::vector<Test> tests = number_tests(tier, "n", 7, 4, 99, {1, 2, 3, 200, 500, 1000});  // the book: 4 <= n < 100
  if (tier == "hard" || tier == "full") tests.push_back({"n=100", "100\n"});  // Luogu's largest
  return tests;
}

// ---- Running.

fs::path g_work;  // the folder of this run's files

// Test k's files: g_work/NN-name.in, .ans, .out, .err, .check.
std::string test_base(std::size_t k, const Test& test) {
  char number[8];
  std::snprintf(number, sizeof number, "%02d", static_cast<int>(k + 1));
  return (g_work / (std::string(number) + "-" + test.name)).string();
}

// What `command` (the suite's own program) prints for `input`; its failure is
// the judge's.
std::string ran(const std::vector<std::string>& command, const std::string& input) {
  static std::atomic<int> count{0};
  const std::string base = (g_work / ("reference-" + std::to_string(count++))).string();
  write_file(base + ".in", input);
  limited::Run run;
  run.argv = command, run.in = base + ".in", run.out = base + ".out", run.err = base + ".err";
  const limited::Outcome o = limited::run_limited(run);
  if (o.stopped) throw JudgeError("stopped");
  if (o.status != 0) throw JudgeError(command[0] + " failed: " + read_file(base + ".err"));
  const std::string out = read_file(base + ".out");
  for (const char* ext : {".in", ".out", ".err"}) fs::remove(base + ext);
  return out;
}

// ---- Verdicts.

struct Result {
  std::string verdict, detail;  // detail: why, in a few words
  double cpu = 0;
  long peak_kb = 0;
};

std::string shortened(const std::string& line) {
  return judge_io::escaped(line.size() > 160 ? judge_io::cut_at(line, 157) + "..." : line);
}
std::string first_line(const std::string& text) { return shortened(text.substr(0, text.find('\n'))); }
std::string last_line(const std::string& text) {  // the last one that is not empty
  std::istringstream lines(text);
  std::string last;
  for (std::string line; std::getline(lines, line);)
    if (line.find_first_not_of(" \t\r") != std::string::npos) last = line;
  return shortened(last);
}

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f s", s);
  return buf;
}

std::string megabytes(long kb) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f MB", static_cast<double>(kb) / 1024);
  return buf;
}

// "1 test", "2 tests".
std::string count_of(std::size_t n, const std::string& thing) {
  return std::to_string(n) + " " + thing + (n == 1 ? "" : "s");
}

// "" when the texts are equal, else the first line that differs and how.
std::string text_difference(const std::string& want, const std::string& got) {
  std::istringstream a(want), b(got);
  std::string x, y;
  for (int line = 1;; ++line) {
    const bool more_a = static_cast<bool>(std::getline(a, x)), more_b = static_cast<bool>(std::getline(b, y));
    if (!more_a && !more_b) return want == got ? "" : "the last line ends otherwise";
    if (more_a != more_b || x != y)
      return "line " + std::to_string(line) + " is \"" + (more_b ? shortened(y) : "(the end)") + "\", not \"" +
             (more_a ? shortened(x) : "(the end)") + "\"";
  }
}

struct Judge {
  Problem problem;
  judges::Judge site;  // the judge whose layout, files and comparison these are
  limited::Limits limits;
  bool output_limit_set = false;  // --output-limit given; else 16 MB or 4 times the answer
  std::vector<std::string> command;
  bool files = false;  // site.task().in in a folder of its own, not stdin
  bool sandbox = false;

  // Runs test k (its files: test_base) and judges it.
  Result judge(std::size_t k, const Test& test) const {
    const std::string base = test_base(k, test), task = site.task();
    const fs::path folder = base + ".files";
    folder_is_there();
    limited::Run run;
    run.argv = command, run.out = base + ".out", run.err = base + ".err", run.limits = limits, run.sandbox = sandbox;
    if (!output_limit_set)
      run.limits.output_kb = std::max<long>(16 * 1024, static_cast<long>(4 * fs::file_size(base + ".ans") / 1024));
    if (files) {  // an empty folder with TASK.in; the answer is TASK.out, read back into base.out
      run.folder = folder.string(), run.in = "/dev/null", run.out = base + ".stdout";
      run.put = base + ".in", run.put_as = task + ".in", run.take = task + ".out", run.taken = base + ".out";
      std::error_code ec;
      fs::remove(run.taken, ec);
    } else {
      run.in = base + ".in";  // and it runs where the judge was started (in the box: copies of its files only)
    }
    const limited::Outcome o = limited::run_limited(run);
    Result r;
    r.cpu = o.cpu, r.peak_kb = o.peak_kb;
    if (o.stopped) return r.verdict = "STOP", r;
    folder_is_there();  // a program may remove it: the judge's failure, not a verdict
    if (files && !o.took) write_file(base + ".out", "");
    r = verdict(k, test, run, o, r);
    if (r.verdict != "AC" && o.at_process_cap)
      r.detail += " (the limit of " + std::to_string(sandbox::box().processes) + " processes was reached)";
    return r;
  }

  Result verdict(std::size_t k, const Test& test, const limited::Run& run, const limited::Outcome& o, Result r) const {
    const std::string base = test_base(k, test), task = site.task();
    if (o.over_cpu)
      return r.verdict = "TLE", r.detail = "CPU time over " + seconds_text(limits.seconds) + hard_note(test), r;
    if (o.over_wall)
      return r.verdict = "TLE",
             r.detail = "wall time " + seconds_text(o.wall) + " with " + seconds_text(o.cpu) +
                        " of CPU: is it waiting for input?", r;
    if (o.over_memory) return r.verdict = "MLE", r.detail = "over " + megabytes(limits.memory_kb), r;
    if (o.over_output)
      return r.verdict = "OLE", r.detail = "output over " + megabytes(run.limits.output_kb) + " (the kernel stopped it)", r;
    const std::string err = read_file(base + ".err");
    const std::string said = err.empty() ? "" : ": " + last_line(err);
    if (o.signal) return r.verdict = "RE", r.detail = "signal " + std::to_string(o.signal) + " (" + strsignal(o.signal) + ")" + said, r;
    if (o.no_report) return r.verdict = "RE", r.detail = "no exit status: it ended the box's keeper" + said, r;
    if (o.status != 0) return r.verdict = "RE", r.detail = "exit status " + std::to_string(o.status) + said, r;
    if (files && o.not_regular)
      return r.verdict = "WA", r.detail = task + ".out is not a regular file (a symlink is never followed)", r;
    if (files && !o.took) return r.verdict = "WA", r.detail = "no " + task + ".out written", r;
    limited::Run check;
    check.argv = {problem.checker, base + ".in", base + ".out", base + ".ans"};
    check.in = "/dev/null", check.out = base + ".check.out", check.err = base + ".check";
    const limited::Outcome c = limited::run_limited(check);
    if (c.stopped) return r.verdict = "STOP", r;
    r.detail = first_line(read_file(base + ".check"));
    if (c.status < 0 || c.status > 2)
      throw JudgeError("the checker failed on test " + std::to_string(k + 1) + " (" + test.name + "): " + r.detail);
    static const char* const kByStatus[] = {"AC", "WA", "PE"};
    r.verdict = kByStatus[c.status];
    if (site.compare == "text" && r.verdict == "AC") {  // right, but is it the very text?
      const std::string difference = text_difference(read_file(base + ".ans"), read_file(base + ".out"));
      if (!difference.empty())
        r.verdict = "WA", r.detail = "a right answer, but " + site.title + " compares the text: " + difference;
    }
    return r;
  }

  static void folder_is_there() {
    if (!fs::is_directory(g_work)) throw JudgeError("its folder " + judge_io::escaped(g_work.string()) + " is gone");
  }
  static std::string hard_note(const Test& test) {
    return test.hard ? " on the 192 hardest boards, harder than any judge is known to use" : "";
  }
};

// ---- The command line.

// The judge's own failure, never a verdict against the program: one line on
// stderr, and the exit status it gives.
int own_failure(const std::string& what) {
  std::fprintf(stderr, "%s: %s\n", kProgram, what.c_str());
  return 2;
}

// Why COMMAND cannot run, or "".
std::string cannot_run(const std::string& command) {
  std::vector<std::string> places;
  if (command.find('/') != std::string::npos) {
    places.push_back(command);
  } else {
    const char* path = std::getenv("PATH");
    std::istringstream dirs(path ? path : "/usr/bin:/bin");
    for (std::string dir; std::getline(dirs, dir, ':');) places.push_back((dir.empty() ? "." : dir) + "/" + command);
  }
  bool found = false, folder = false;
  for (const std::string& p : places) {
    struct stat st {};
    if (stat(p.c_str(), &st) != 0) continue;
    if (S_ISDIR(st.st_mode)) {
      folder = true;
      continue;
    }
    found = true;
    if (access(p.c_str(), X_OK) == 0) return "";
  }
  if (found) return "it is not executable";
  if (folder && command.find('/') != std::string::npos) return "it is a folder";
  struct stat here {};
  if (command.find('/') == std::string::npos && stat(command.c_str(), &here) == 0 && !S_ISDIR(here.st_mode))
    return "no such file on PATH (did you mean ./" + command + "?)";
  return "no such file";
}

std::string shown(double v) {  // 0.01, 3600
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

double number_in(const judge_io::Args& args, const std::string& option, const std::string& text, double lo, double hi) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || !(v >= lo && v <= hi))
    args.refuse(option + " takes a number from " + shown(lo) + " to " + shown(hi) + ", not " + judge_io::escaped(text));
  return v;
}

// "--only 3,5-7": the tests to run, numbered from 1 (all of them for "").
std::vector<bool> chosen(const judge_io::Args& args, const std::string& list, std::size_t count) {
  std::vector<bool> run(count, list.empty());
  std::istringstream items(list);
  for (std::string item; std::getline(items, item, ',');) {
    const std::size_t dash = item.find('-');
    const std::string lo = item.substr(0, dash), hi = dash == std::string::npos ? lo : item.substr(dash + 1);
    const bool digits = !lo.empty() && !hi.empty() && lo.find_first_not_of("0123456789") == std::string::npos &&
                        hi.find_first_not_of("0123456789") == std::string::npos && lo.size() < 6 && hi.size() < 6;
    const std::size_t a = digits ? std::stoul(lo) : 0, b = digits ? std::stoul(hi) : 0;
    if (!digits || a < 1 || b < a || b > count)
      args.refuse("--only takes test numbers from 1 to " + std::to_string(count) + " (3,5-7), not " +
                  judge_io::escaped(item));
    for (std::size_t k = a; k <= b; ++k) run[k - 1] = true;
  }
  return run;
}

std::string folder_size(const fs::path& folder) {  // "12 KB", "16.0 MB"
  std::uintmax_t bytes = 0;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec))
    if (it->is_regular_file(ec)) bytes += it->file_size(ec);
  const long kb = static_cast<long>((bytes + 1023) / 1024);
  return kb < 1024 ? std::to_string(kb) + " KB" : megabytes(kb);
}

// ---- --stress (tools/stress.cpp): the judge's runs, for its stress loop.

// What the learner's own program (--gen, --answer) prints for `input`, under
// the tests' limits and sandbox; its failure is the judge's (never a verdict).
std::string learner_ran(const Judge& j, const std::vector<std::string>& command, const std::string& input,
                        const std::string& what) {
  static std::atomic<int> count{0};
  const std::string base = (g_work / ("learner-" + std::to_string(count++))).string();
  write_file(base + ".in", input);
  limited::Run run;
  run.argv = command, run.in = base + ".in", run.out = base + ".out", run.err = base + ".err";
  run.limits = j.limits, run.sandbox = j.sandbox;
  run.limits.output_kb = 64 * 1024;
  const limited::Outcome o = limited::run_limited(run);
  if (o.stopped) throw JudgeError("stopped");
  const std::string err = read_file(base + ".err");
  const std::string why = o.over_cpu || o.over_wall ? "over the time limit"
                          : o.over_memory           ? "over the memory limit"
                          : o.over_output           ? "over 64 MB of output"
                          : o.signal                ? "signal " + std::to_string(o.signal)
                          : o.status != 0           ? "exit status " + std::to_string(o.status)
                                                    : "";
  if (!why.empty())
    throw JudgeError(what + " " + judge_io::escaped(command[0]) + " failed (" + why + ")" +
                     (err.empty() ? "" : ": " + last_line(err)));
  const std::string out = read_file(base + ".out");
  for (const char* ext : {".in", ".out", ".err"}) fs::remove(base + ext);
  return out;
}

int stress_test(const Judge& j, const stress::Options& options, const std::vector<std::string>& reference,
                judge_io::Writer& out) {
  const std::vector<std::string> generator = stress::words_of(options.generator),
                                 answers = stress::words_of(options.answers);
  stress::Hooks hooks;
  hooks.answer = [&](const std::string& input) {
    return answers.empty() ? ran(reference, input) : learner_ran(j, answers, input, "--answer");
  };
  hooks.generate = [&](unsigned long long seed) {
    std::vector<std::string> command = generator;
    command.push_back(std::to_string(seed));
    return learner_ran(j, command, "", "--gen");
  };
  hooks.judge = [&](const std::string& name, const std::string& input, const std::string& answer) {
    const Test test{name, input};
    const std::string base = test_base(0, test);
    write_file(base + ".in", input);
    write_file(base + ".ans", answer);
    const Result r = j.judge(0, test);
    return stress::Verdict{r.verdict, r.detail, base};
  };
  hooks.replay = [&](const std::string& input, const std::string& output, const std::string& answer) {
    return replay::page(j.problem.name, input, output, answer);
  };
  hooks.stop_signal = [] { return static_cast<int>(limited::stop_signal); };
  return stress::run(options, hooks, out);
}

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, kProgram,
                      "shuttle|rotation_game|black_white [--judge NAME] [--tests samples|judge|hard|full] "
                      "[--only LIST] [--time-limit SECONDS] [--memory-limit MB] [--stack MB] [--output-limit MB] "
                      "[--no-sandbox] [--processes N] [--box-user USER] [--env NAMES] [--work DIR] [-j N] [--usaco] [--keep] "
                      "[--stress [--runs N] [--time SECONDS] [--seed S] [--cases MAX] [--gen COMMAND] [--answer COMMAND]] "
                      "-- COMMAND [ARGS...]",
                      "Runs COMMAND (your solution) on the suite's tests for PROBLEM as a judge would,\n"
                      "and gives each test a verdict: AC, WA, PE, TLE, MLE, OLE or RE.\n"
                      "  --judge NAME        judge as NAME does (layout, files, limits, comparison;\n"
                      "                      tools/judges.tsv); default: the problem's home judge\n"
                      "  --tests TIER        samples, judge (default: like the judges' data), hard\n"
                      "                      (the hardest inputs), full (the suite's ranges)\n"
                      "  --only LIST         only these tests, as 3,5-7 (default: all)\n"
                      "  --time-limit S      CPU seconds a test (default: the judge's)\n"
                      "  --memory-limit MB   memory a test (default: the judge's)\n"
                      "  --stack MB          the stack (default: the memory limit)\n"
                      "  --output-limit MB   any file it writes (default: 16, or 4 times the answer)\n"
                      "  --no-sandbox        run it without bubblewrap's sandbox (default: sandboxed;\n"
                      "                      the judge stops when the sandbox cannot be made)\n"
                      "  --processes N       processes and threads a test, in the sandbox (default: 64)\n"
                      "  --box-user USER     run as root: the sandbox's user (default: 65534)\n"
                      "  --env NAMES         more variables for the sandbox, as LC_ALL,TZ (default:\n"
                      "                      PATH, HOME and LANG only)\n"
                      "  --work DIR          where the tests' folder goes (default: $TMPDIR or /tmp)\n"
                      "  -j N                tests at a time (default: 1, for honest timings)\n"
                      "  --usaco             --judge usaco: shuttle.in and shuttle.out\n"
                      "  --keep              keep the tests' folder even when all is AC\n"
                      "  --stress            random inputs until one fails, then the smallest that\n"
                      "                      still fails (smallest.in, .ans, .out)\n"
                      "  --runs N            --stress: at most N runs (default: 1000, or 60 s)\n"
                      "  --time SECONDS      --stress: at most this long\n"
                      "  --seed S            --stress: run i's input from seed S + i (default: any)\n"
                      "  --cases MAX         --stress: at most MAX cases a file (default: 10; 30 boards)\n"
                      "  --gen COMMAND       --stress: inputs from COMMAND SEED, not the suite's\n"
                      "  --answer COMMAND    --stress: the answers of COMMAND (your brute force)\n");
  const std::string site_name = args.value("--judge", ""), tier = args.value("--tests", "judge"),
                    time_text = args.value("--time-limit", ""), memory_text = args.value("--memory-limit", ""),
                    stack_text = args.value("--stack", ""), output_text = args.value("--output-limit", ""),
                    only = args.value("--only", ""), work = args.value("--work", ""), jobs_text = args.value("-j", "1"),
                    box_user = args.value("--box-user", ""), env_names = args.value("--env", "");
  const long processes = static_cast<long>(args.number("--processes", "64", 1, 10000));
  const bool usaco = args.flag("--usaco"), keep = args.flag("--keep"), no_sandbox = args.flag("--no-sandbox");
  const bool stress_mode = args.flag("--stress");
  const std::string runs_text = args.value("--runs", ""), stress_time = args.value("--time", ""),
                    seed_text = args.value("--seed", ""), cases_text = args.value("--cases", "");
  stress::Options stress_options;
  stress_options.generator = args.value("--gen", ""), stress_options.answers = args.value("--answer", "");
  args.check(2, 1 << 20);
  for (const char* option : {"--runs", "--time", "--seed", "--cases", "--gen", "--answer"})
    if (!stress_mode && args.given(option)) args.refuse(std::string(option) + " is for --stress");
  for (const char* option : {"--tests", "--only", "-j"})
    if (stress_mode && args.given(option)) args.refuse(std::string(option) + " is not for --stress (it makes its own inputs)");
  const std::vector<std::string>& words = args.operands();
  Judge j;
  const Problem* problem = nullptr;
  for (const Problem& p : kProblems)
    if (p.name == words[0]) problem = &p;
  if (!problem) args.refuse("the problem is shuttle, rotation_game or black_white, not " + judge_io::escaped(words[0]));
  if (tier != "samples" && tier != "judge" && tier != "hard" && tier != "full")
    args.refuse("--tests takes samples, judge, hard or full, not " + judge_io::escaped(tier));
  if (usaco && problem->name != "shuttle") args.refuse("--usaco is for the shuttle only");
  if (usaco && !site_name.empty() && site_name != "usaco") args.refuse("--usaco is --judge usaco");
  std::vector<judges::Judge> sites;
  try {
    sites = judges::read(JUDGE_JUDGES_TSV);
  } catch (const std::exception& e) {
    return own_failure(e.what());
  }
  const std::string named = usaco ? "usaco" : site_name.empty() ? problem->home : site_name;
  const judges::Judge* site = judges::find(sites, named, problem->name);
  if (!site) {
    std::string known;
    for (const judges::Judge& s : sites)
      if (s.problem == problem->name) known += (known.empty() ? "" : ", ") + s.judge;
    args.refuse("no judge " + judge_io::escaped(named) + " for " + problem->name + "; there are " + known);
  }
  j.problem = *problem;
  j.site = *site;
  j.files = !site_name.empty() || usaco ? !site->task().empty() : false;  // the home judge: stdin
  j.limits.seconds = time_text.empty() ? site->seconds : number_in(args, "--time-limit", time_text, 0.01, 3600);
  j.limits.memory_kb = memory_text.empty() ? site->memory_kb
                                           : static_cast<long>(number_in(args, "--memory-limit", memory_text, 1, 65536) * 1024);
  j.limits.stack_kb = stack_text.empty() ? j.limits.memory_kb
                                         : static_cast<long>(number_in(args, "--stack", stack_text, 1, 65536) * 1024);
  j.output_limit_set = !output_text.empty();
  if (j.output_limit_set) j.limits.output_kb = static_cast<long>(number_in(args, "--output-limit", output_text, 1, 65536) * 1024);
  const int jobs = static_cast<int>(number_in(args, "-j", jobs_text, 1, 64));
  if (stress_mode) {
    stress_options.problem = problem->name, stress_options.keep = keep;
    stress_options.runs = runs_text.empty() ? stress_time.empty() ? 1000 : 0
                                            : static_cast<long long>(number_in(args, "--runs", runs_text, 1, 1e9));
    stress_options.seconds = stress_time.empty() ? runs_text.empty() ? 60 : 0
                                                 : number_in(args, "--time", stress_time, 0.1, 1e6);
    if (!cases_text.empty()) stress_options.most_cases = static_cast<int>(number_in(args, "--cases", cases_text, 1, 1000));
    if (seed_text.empty()) stress_options.seed = std::random_device()() % 1000000;
    else if (seed_text.size() > 18 || seed_text.find_first_not_of("0123456789") != std::string::npos)
      args.refuse("--seed takes a whole number, not " + judge_io::escaped(seed_text));
    else stress_options.seed = std::stoull(seed_text);
    for (const std::string& command : {stress_options.generator, stress_options.answers}) {
      const std::vector<std::string> command_words = stress::words_of(command);
      if (command.empty()) continue;
      if (command_words.empty()) args.refuse("--gen and --answer take a command, not an empty one");
      const std::string why_not = cannot_run(command_words[0]);
      if (!why_not.empty()) return own_failure("cannot run " + judge_io::escaped(command_words[0]) + ": " + why_not);
    }
  }
  j.command.assign(words.begin() + 1, words.end());
  const std::string why = cannot_run(j.command[0]);
  if (!why.empty()) return own_failure("cannot run " + judge_io::escaped(j.command[0]) + ": " + why);
  if (j.files)  // it runs in a folder of its own: files named here must still be found
    for (std::string& w : j.command)
      if (fs::exists(w)) w = fs::absolute(w).string();
  if (!no_sandbox) {
    const std::string cannot = sandbox::box_for(j.command, box_user, env_names, static_cast<int>(processes), JUDGE_BOX_INIT);
    if (!cannot.empty()) return own_failure("cannot make the sandbox: " + cannot + sandbox::no_box_note());
    // --gen and --answer run in the same box: their files are copied in too.
    for (const std::string& helper : {stress_options.generator, stress_options.answers}) {
      std::vector<std::string> helper_words = stress::words_of(helper);
      if (helper_words.empty()) continue;
      const std::string cannot_copy = sandbox::plan_copies(sandbox::box(), helper_words, sandbox::box().cwd);
      if (!cannot_copy.empty()) return own_failure("cannot make the sandbox: " + cannot_copy + sandbox::no_box_note());
    }
    j.sandbox = true;
  } else if (!box_user.empty()) {
    args.refuse("--box-user is for the sandbox, not --no-sandbox");
  }

  limited::stop_on_signals();
  const char* tmp = std::getenv("TMPDIR");
  const std::string parent = !work.empty() ? work : tmp && *tmp ? tmp : "/tmp";
  std::string pattern = parent + "/judge-XXXXXX";
  std::vector<char> buffer(pattern.begin(), pattern.end());
  buffer.push_back('\0');
  if (!mkdtemp(buffer.data()))
    return own_failure("cannot make a folder in " + judge_io::escaped(parent) + ": " + std::strerror(errno));
  g_work = fs::canonical(buffer.data());  // its real path: the one the box must not show (not a link's)
  if (j.sandbox) {
    if (sandbox::in_system(g_work.string())) sandbox::box().hidden.push_back(g_work.string());
    const std::string cannot = sandbox::box_works(g_work.string());
    if (!cannot.empty()) {
      std::error_code ec;
      fs::remove_all(g_work, ec);
      return own_failure("cannot make the sandbox: " + cannot + sandbox::no_box_note());
    }
  }

  judge_io::Writer out(stdout, kProgram);
  try {
    std::vector<std::string> reference{problem->reference};
    for (const std::string& w : site->option_words()) reference.push_back(w);
    // How it judges and under which limits: the first lines, here and with --stress.
    const std::string task = site->task();
    const std::string judged_as =
        "judged as " + site->title + (site->compare == "text" ? " (the text must match)" : " (its checker: any right answer)") +
        (task.empty() ? "" : j.files ? ", reading " + task + ".in and writing " + task + ".out"
                                     : ", on stdin and stdout (--judge " + site->judge + ": " + task + ".in and " +
                                           task + ".out)") +
        "\nlimits " + seconds_text(j.limits.seconds) + ", " + megabytes(j.limits.memory_kb) + " (stack " +
        megabytes(j.limits.stack_kb) + "), output " +
        (j.output_limit_set ? megabytes(j.limits.output_kb) : std::string("16 MB or 4 times the answer")) + " a test" +
        (!time_text.empty() || !memory_text.empty() ? " (set here)"
         : site->limits == "published"             ? " (the judge's)"
                                                   : " (assumed: the judge's are not published)") +
        "; " + (j.sandbox ? "sandboxed (bubblewrap: the system read-only, no network)" : "not sandboxed (--no-sandbox)") +
        "\n";
    if (stress_mode) {
      stress_options.heading = judged_as, stress_options.folder = g_work.string();
      const int status = stress_test(j, stress_options, reference, out);
      out.finish();
      return status;
    }
    const std::vector<Test> tests = problem->name == "shuttle"         ? shuttle_tests(tier)
                                    : problem->name == "rotation_game" ? rotation_tests(tier)
                                                                       : black_white_tests(tier);
    const std::vector<bool> selected = chosen(args, only, tests.size());
    for (std::size_t k = 0; k < tests.size(); ++k) {
      if (!selected[k]) continue;
      const std::string base = test_base(k, tests[k]);
      write_file(base + ".in", tests[k].input);
      write_file(base + ".ans", ran(reference, tests[k].input));
    }

    const std::size_t count = static_cast<std::size_t>(std::count(selected.begin(), selected.end(), true));
    static const char* const kTiers[][2] = {
        {"samples", "the statement's sample"},
        {"judge", "inputs like the judges' own"},
        {"hard", "the judge tier and the hardest inputs, harder than any judge is known to use"},
        {"full", "every tier and the suite's ranges"}};
    std::string tier_words;
    for (const auto& t : kTiers)
      if (tier == t[0]) tier_words = t[1];
    out.put(problem->name + ": " + count_of(count, "test") + " (" + tier + ": " + tier_words + "), " + judged_as);
    out.flush();

    std::vector<Result> results(tests.size());
    std::vector<bool> done(tests.size(), false);
    std::mutex lock;
    std::size_t printed = 0;
    std::atomic<std::size_t> next{0};
    std::string failure;  // the judge's own, from a worker
    const auto worker = [&] {
      for (std::size_t k; (k = next++) < tests.size() && limited::stop_signal == 0;) {
        Result r;
        if (selected[k]) {
          try {
            r = j.judge(k, tests[k]);
          } catch (const std::exception& e) {
            const std::lock_guard<std::mutex> hold(lock);
            failure = e.what();
            limited::stop_signal = SIGTERM;  // the others stop too
            return;
          }
        }
        const std::lock_guard<std::mutex> hold(lock);
        results[k] = r, done[k] = true;
        for (; printed < tests.size() && done[printed]; ++printed) {  // in order, as soon as they can be
          const Result& p = results[printed];
          if (!selected[printed] || p.verdict == "STOP") continue;
          char line[160];
          std::snprintf(line, sizeof line, "test %3d  %-18s %-4s %8s %9s", static_cast<int>(printed + 1),
                        tests[printed].name.c_str(), p.verdict.c_str(), seconds_text(p.cpu).c_str(),
                        megabytes(p.peak_kb).c_str());
          out.put(std::string(line) + (p.verdict == "AC" ? "" : "  " + p.detail) + "\n");
          out.flush();
        }
      }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < jobs; ++t) threads.emplace_back(worker);
    for (std::thread& t : threads) t.join();
    if (!failure.empty()) throw JudgeError(failure);
    if (limited::stop_signal != 0) {
      const int signal = limited::stop_signal;
      out.flush();
      std::fprintf(stderr, "%s: stopped by %s; the tests in progress were ended\n", kProgram, strsignal(signal));
      fs::remove_all(g_work);
      return 128 + signal;
    }

    std::size_t accepted = 0;
    std::vector<std::pair<std::string, int> > counts;  // verdict, how many, in order of first appearance
    for (std::size_t k = 0; k < results.size(); ++k) {
      if (!selected[k]) continue;
      const Result& r = results[k];
      accepted += r.verdict == "AC";
      auto it = std::find_if(counts.begin(), counts.end(), [&](const std::pair<std::string, int>& c) { return c.first == r.verdict; });
      if (it == counts.end()) counts.push_back({r.verdict, 1});
      else ++it->second;
    }
    std::string summary = count_of(count, "test") + ":";
    for (std::size_t i = 0; i < counts.size(); ++i) summary += (i ? ", " : " ") + std::to_string(counts[i].second) + " " + counts[i].first;
    out.put(summary + "\n");
    // A replay page (tools/replay/) beside the first failing test's files, and
    // beside every test's with --keep: the answer checked and drawn move by move.
    const auto replay_page = [&](std::size_t k) {
      const std::string base = test_base(k, tests[k]);
      write_file(base + ".html", replay::page(problem->name, tests[k].input, read_file(base + ".out"),
                                              read_file(base + ".ans")));
      return base + ".html";
    };
    std::string first_replay;
    for (std::size_t k = 0; k < results.size(); ++k)
      if (selected[k] && results[k].verdict != "AC") {
        out.put("first failure: test " + std::to_string(k + 1) + " (" + tests[k].name + "), input " +
                judge_io::escaped(test_base(k, tests[k]) + ".in") + "\n");
        out.put(results[k].verdict + ": " + results[k].detail + "\n");
        if (results[k].verdict == "OLE") {  // nothing worth replaying, and the folder stays under the limit
          out.put("replay: none (the output is over the limit)\n");
        } else {
          first_replay = replay_page(k);
          out.put("replay: " + judge_io::escaped(first_replay) + " (open it in a browser)\n");
        }
        break;
      }
    if (keep)
      for (std::size_t k = 0; k < results.size(); ++k)
        if (selected[k] && results[k].verdict != "OLE" && test_base(k, tests[k]) + ".html" != first_replay)
          replay_page(k);
    const bool all = accepted == count;
    if (all && !keep) fs::remove_all(g_work);
    else out.put("the tests, outputs and checker messages are in " + judge_io::escaped(g_work.string()) + " (" +
                 folder_size(g_work) + ")\n");
    out.finish();
    return all ? 0 : 1;
  } catch (const std::exception& e) {  // the judge's own failure (never a verdict), or a stop while preparing
    out.flush();
    std::error_code ec;
    fs::remove_all(g_work, ec);
    const int signal = limited::stop_signal;
    if (signal == 0 || std::string(e.what()) != "stopped") return own_failure(e.what());
    std::fprintf(stderr, "%s: stopped by %s before the tests began\n", kProgram, strsignal(signal));
    return 128 + signal;
  }
}
