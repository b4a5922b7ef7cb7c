// options.cpp: the command line, read once into a Setup (options.hpp).
#include "judge/options.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <sstream>

#include "judge/judge_error.hpp"
#include "judge/option_numbers.hpp"
#include "judge/programs.hpp"
#include "judge/setup.hpp"
#include "puzzles/puzzles.hpp"
#include "suite_parts.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

// The puzzles of tools/puzzles/table.cpp, as the judge runs them.
std::vector<Problem> problems() {
  std::vector<Problem> all;
  for (const puzzles::Puzzle& p : puzzles::all())
    all.push_back({p.name, suite_parts::program(p.reference), suite_parts::program(p.checker), p.home});
  return all;
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

void must_run(const std::string& command) {
  const std::string why = cannot_run(command);
  if (!why.empty()) throw judge::JudgeError("cannot run " + judge_io::escaped(command) + ": " + why);
}

// The solution: a command that must run, or a C, C++ or Python source file
// alone (-- sol.cpp), built before the tests.
void solution_of(judge::Setup& s) {
  struct stat st {};
  if (s.command.size() == 1 && judge::is_source(s.command[0]) && stat(s.command[0].c_str(), &st) == 0 &&
      S_ISREG(st.st_mode)) {
    s.source = fs::absolute(s.command[0]).string();
    return;
  }
  if (s.command.size() > 1 && judge::is_source(s.command[0]) && !cannot_run(s.command[0]).empty())
    throw judge::JudgeError("cannot run " + judge_io::escaped(s.command[0]) +
                            ": a source file is built when it is the command's only word (-- " +
                            judge_io::escaped(s.command[0]) + ")");
  must_run(s.command[0]);
}

long megabytes_in(judge_io::Args& args, const std::string& option, const std::string& text) {
  return static_cast<long>(number_in(args, option, text, 1, 65536) * 1024);
}

// --stress's numbers (before args.check(), which names a bad one).
void stress_numbers(judge_io::Args& args, stress::Options& o) {
  const std::string runs = args.value("--runs", ""), time = args.value("--time", ""), seed = args.value("--seed", ""),
                    cases = args.value("--cases", "");
  o.runs = runs.empty() ? time.empty() ? 1000 : 0 : static_cast<long long>(number_in(args, "--runs", runs, 1, 1e9));
  o.seconds = time.empty() ? runs.empty() ? 60 : 0 : number_in(args, "--time", time, 0.1, 1e6);
  if (!cases.empty()) o.most_cases = static_cast<int>(number_in(args, "--cases", cases, 1, 1000));
  if (seed.empty()) return;  // finish_stress() draws one
  if (seed.size() > 18 || seed.find_first_not_of("0123456789") != std::string::npos)
    args.bad_value("option --seed takes a whole number, not " + judge_io::escaped(seed));
  else o.seed = std::stoull(seed);
}

// Once the problem is known: a seed where none was given, and --gen's and
// --answer's commands, which must run.
void finish_stress(const judge_io::Args& args, stress::Options& o) {
  if (!args.given("--seed")) o.seed = std::random_device()() % 1000000;
  for (const std::string& command : {o.generator, o.answers}) {
    const std::vector<std::string> words = stress::words_of(command);
    if (command.empty()) continue;
    if (words.empty()) args.refuse("--gen and --answer take a command, not an empty one");
    must_run(words[0]);
  }
}

}  // namespace

std::string usage() {
  return puzzles::names() + " | --problem DIR|ZIP | --tests DIR [--checker FILE | --validator FILE] [--interactor FILE] "
    "[--judge NAME] [--tests samples|judge|hard|full] "
    "[--only LIST] [--input FILE] [--time-limit SECONDS] [--memory-limit MB] [--stack MB] [--output-limit MB] "
    "[--no-sandbox] [--processes N] [--box-user USER] [--env NAMES] [--work DIR] [-j N] [--first] [--usaco] [--keep] "
    "[--stress [--runs N] [--time SECONDS] [--seed S] [--cases MAX] [--gen COMMAND] [--answer COMMAND]] "
    "-- COMMAND [ARGS...]";
}

std::string help() {
  return
    std::string("Runs COMMAND (your solution) on the suite's tests for PROBLEM as a judge would,\n"
    "and gives each test a verdict: AC, WA, PE, TLE, MLE, OLE or RE. COMMAND may be\n"
    "a C, C++ or Python file alone (-- sol.cpp): built first as C (gcc -O2 -std=gnu99)\n"
    "or C++ (g++ -O2 -std=gnu++17), with ONLINE_JUDGE defined; a compile error is\n"
    "shown, never judged. Every build (and a package's validator's) is kept in\n"
    "~/.cache/judge-suite by what it read, so the next run builds nothing.\n"
    "  --problem DIR|ZIP   a Kattis problem package (legacy or 2025-09; interactive\n"
    "                      and multi-pass too) instead of PROBLEM\n"
    "  --tests DIR         a folder of tests instead of PROBLEM: NAME.in with NAME.ans\n"
    "                      or NAME.out, compared by tokens (a NAME.in alone is run\n"
    "                      and its output shown); its limits from its problem.yaml\n"
    "                      or .timelimit, where it has one\n"
    "  --checker FILE      --tests, --problem: a testlib checker (checker input output\n"
    "                      answer), a program or a C, C++ or Python file\n"
    "  --validator FILE    --tests, --problem: a Kattis output validator (validator\n"
    "                      input answer feedback_dir < output: 42 or 43)\n"
    "  --interactor FILE   --tests: a testlib interactor, which talks with the solution\n"
    "                      (interactor input output answer: 0 AC, 1 WA, 2 PE, 3 its\n"
    "                      own failure); a --checker then checks its output file\n"
    "  --judge NAME        judge as NAME does (layout, files, limits, comparison;\n"
    "                      tools/judges/judges.tsv); default: the problem's home judge\n"
    "  --tests TIER        samples, judge (default: like the judges' data), hard\n"
    "                      (the hardest inputs), full (the suite's ranges)\n"
    "  --only LIST         only these tests, by name or number, as 3,5-7 (default: all)\n"
    "  --input FILE        one test: FILE, answered by the suite (as --stress's\n"
    "                      smallest.in)\n"
    "  --time-limit S      CPU seconds a test (default: the judge's)\n"
    "  --memory-limit MB   memory a test (default: the judge's)\n"
    "  --stack MB          the stack (default: the memory limit)\n"
    "  --output-limit MB   any file it writes (default: ") + default_output_words() + ")\n"
    "  --no-sandbox        run it without bubblewrap's sandbox (default: sandboxed;\n"
    "                      the judge stops when the sandbox cannot be made)\n"
    "  --processes N       processes and threads a test, in the sandbox (default: 64)\n"
    "  --box-user USER     run as root: the sandbox's user (default: 65534)\n"
    "  --env NAMES         more variables for the sandbox, as LC_ALL,TZ (default:\n"
    "                      PATH, HOME and LANG only)\n"
    "  --work DIR          where the tests' folder goes (default: $TMPDIR or /tmp)\n"
    "  -j N                tests at a time (default: 1, for honest timings)\n"
    "  --first             stop at the first test that fails, as Codeforces does (the\n"
    "                      tests already started with -j finish)\n"
    "  --usaco             --judge usaco: shuttle.in and shuttle.out\n"
    "  --keep              keep the tests' folder even when all is AC\n"
    "  --stress            random inputs until one fails, then the smallest that\n"
    "                      still fails (smallest.in, .ans, .out); on --problem and\n"
    "                      --tests, a smaller input that --answer fails, or that the\n"
    "                      checker, validator or interactor refuses, is skipped\n"
    "  --runs N            --stress: at most N runs (default: 1000, or 60 s)\n"
    "  --time SECONDS      --stress: at most this long\n"
    "  --seed S            --stress: run i's input from seed S + i (default: any)\n"
    "  --cases MAX         --stress: at most MAX cases a file (default: 10; 30 boards)\n"
    "  --gen COMMAND       --stress: inputs from COMMAND SEED, not the suite's\n"
    "  --answer COMMAND    --stress: the answers of COMMAND (your brute force); on an\n"
    "                      interactive problem, a reference solution that must pass\n"
    "                      each input\n"
    "\n"
    "Exit status:\n"
    "  0        every test is AC or, with no answer, ran (--stress: no run failed)\n"
    "  1        a test is not AC (--stress: a run failed)\n"
    "  2        a bad command line, a COMMAND that cannot run, or a failure of the\n"
    "           judge's own (never a verdict)\n"
    "  128 + N  stopped by signal N (SIGINT, SIGTERM or SIGHUP)\n"
    "\n"
    "Examples: ./a.out on the shuttle's sample and a Kattis package, sol.cpp on a folder\n"
    "of tests\n"
    "  judge shuttle --tests samples -- ./a.out\n"
    "  judge --problem different.zip -- ./a.out\n"
    "  judge --tests tests/ -- sol.cpp\n"
    "\n"
    "Problems from the browser: Competitive Companion's, each a folder of tests with\n"
    "its limits\n"
    "  judge listen [--port N] [--dir DIR]    (judge listen --help)\n";
}

Setup parse_setup(judge_io::Args& args) {
  static const char* const kTiers[] = {"samples", "judge", "hard", "full"};
  Setup s;
  const std::string site_name = args.value("--judge", "");
  const std::string tests_text = args.value("--tests", "");
  s.any.given = args.value("--problem", "");
  s.any.checker_given = args.value("--checker", "");
  s.any.validator_given = args.value("--validator", "");
  s.any.interactor_given = args.value("--interactor", "");
  s.only = args.value("--only", "");
  s.input = args.value("--input", "");
  s.work = args.value("--work", "");
  s.box_user = args.value("--box-user", "");
  s.env_names = args.value("--env", "");
  s.processes = static_cast<int>(args.number("--processes", "64", 1, 10000));
  const bool usaco = args.flag("--usaco"), no_sandbox = args.flag("--no-sandbox");
  s.keep = args.flag("--keep");
  s.first = args.flag("--first");
  s.stress_mode = args.flag("--stress");
  // The limits given here (0: the judge's own), read now so that check() names a bad one.
  const std::string time_text = args.value("--time-limit", ""), memory_text = args.value("--memory-limit", ""),
                    stack_text = args.value("--stack", ""), output_text = args.value("--output-limit", "");
  const double seconds = time_text.empty() ? 0 : number_in(args, "--time-limit", time_text, 0.01, 3600);
  const long memory_kb = memory_text.empty() ? 0 : megabytes_in(args, "--memory-limit", memory_text);
  const long stack_kb = stack_text.empty() ? 0 : megabytes_in(args, "--stack", stack_text);
  if (!output_text.empty()) s.limits.output_kb = megabytes_in(args, "--output-limit", output_text);
  s.jobs = static_cast<int>(number_in(args, "-j", args.value("-j", "1"), 1, 64));
  stress_numbers(args, s.stress);
  s.stress.generator = args.value("--gen", "");
  s.stress.answers = args.value("--answer", "");
  args.check(1, 1 << 20);
  const std::vector<std::string>& words = args.operands();
  const std::vector<Problem> known_problems = problems();
  const Problem* problem = nullptr;
  for (const Problem& p : known_problems)
    if (p.name == words[0]) problem = &p;
  bool tier_named = tests_text.empty();
  for (const char* tier : kTiers) tier_named = tier_named || tests_text == tier;
  // A problem not the suite's: --problem DIR|ZIP, or --tests DIR with no problem named.
  if (!s.any.given.empty()) s.any.kind = ProblemKind::kPackage;
  else if (!tests_text.empty() && (!tier_named || (!(problem && words.size() >= 2) && fs::is_directory(tests_text))))
    s.any.kind = ProblemKind::kTests, s.any.given = tests_text;
  for (const char* option : {"--runs", "--time", "--seed", "--cases", "--gen", "--answer"})
    if (!s.stress_mode && args.given(option)) args.refuse(std::string(option) + " is for --stress");
  if (s.any.kind == ProblemKind::kSuite) {
    for (const char* option : {"--checker", "--validator", "--interactor"})
      if (args.given(option)) args.refuse(std::string(option) + " is for --tests DIR or --problem DIR|ZIP");
    for (const char* option : {"--tests", "--only"})
      if (args.given("--input") && args.given(option)) args.refuse(std::string(option) + " is not for --input (its file is the one test)");
  } else {
    if (s.any.kind == ProblemKind::kPackage && args.given("--tests")) args.refuse("--tests is not for --problem (the package has its tests)");
    if (args.given("--checker") && args.given("--validator")) args.refuse("--checker and --validator are two ways to check: give one");
    if (s.any.kind == ProblemKind::kPackage && args.given("--interactor"))
      args.refuse("--interactor is for --tests DIR (an interactive package's own validator talks with the solution)");
    if (args.given("--interactor") && args.given("--validator"))
      args.refuse("--interactor and --validator are two ways to judge: give one (a --checker may check the interactor's output)");
    if (args.given("--input") && args.given("--only")) args.refuse("--only is not for --input (its file is the one test)");
    for (const char* option : {"--judge", "--usaco"})
      if (args.given(option)) args.refuse(std::string(option) + " is for the suite's problems (" + puzzles::names(", ", " and ") + ")");
  }
  for (const char* option : {"--tests", "--only", "-j", "--input"})
    if (s.stress_mode && args.given(option) && !(option == std::string("--tests") && s.any.kind == ProblemKind::kTests))
      args.refuse(std::string(option) + " is not for --stress (it makes its own inputs)");
  if (s.stress_mode && s.first) args.refuse("--first is not for --stress (it stops at its first failure anyway)");
  if (s.any.kind != ProblemKind::kSuite) {
    s.command = words;
    s.limits.seconds = time_text.empty() ? 2 : seconds;
    s.limits.memory_kb = memory_text.empty() ? 256 * 1024 : memory_kb;
    s.limits.stack_kb = stack_text.empty() ? s.limits.memory_kb : stack_kb;
    s.stack_set = !stack_text.empty();
    s.output_limit_set = !output_text.empty();
    s.limits_set_here = !time_text.empty() || !memory_text.empty();
    // Else the folder's or package's own (load_any_problem).
    s.any.time_from = !time_text.empty() ? "--time-limit" : "";
    s.any.memory_from = !memory_text.empty() ? "--memory-limit" : "";
    s.any.output_from = !output_text.empty() ? "--output-limit" : "";
    if (s.stress_mode) {
      // An interactive problem's validator or interactor judges alone: --answer
      // is then an optional reference solution (a package is known to be
      // interactive once read: any_problem.cpp refuses the rest).
      const bool talks = !s.any.interactor_given.empty();
      if (s.stress.generator.empty())
        args.refuse(talks ? "--stress with --interactor needs --gen COMMAND (the inputs); --answer COMMAND, a reference "
                            "solution that must pass each input, is optional"
                    : s.any.kind == ProblemKind::kTests
                        ? "--stress on --tests needs --gen COMMAND (the inputs) and --answer COMMAND (the right answers)"
                        : "--stress on --problem needs --gen COMMAND (the inputs), and --answer COMMAND (the right "
                          "answers) unless the problem is interactive (there, an optional reference solution)");
      if (s.stress.answers.empty() && s.any.kind == ProblemKind::kTests && !talks)
        args.refuse("--stress on --tests needs --answer COMMAND (the right answers); only an interactor judges without them");
      s.stress.keep = s.keep;
      finish_stress(args, s.stress);
    }
    solution_of(s);
    s.sandbox = !no_sandbox;
    if (no_sandbox && !s.box_user.empty()) args.refuse("--box-user is for the sandbox, not --no-sandbox");
    return s;
  }
  if (words.size() < 2) args.refuse(problem ? "missing the command (-- COMMAND)" : "missing arguments");
  if (!tier_named)
    args.refuse("option --tests takes samples, judge, hard or full, or a folder of tests, not " + judge_io::escaped(tests_text));
  s.tier = tests_text.empty() ? "judge" : tests_text;
  if (!problem)
    args.refuse("the problem is " + puzzles::names(", ", " or ") + ", not " + judge_io::escaped(words[0]) +
                " (any other problem: --problem DIR|ZIP for a Kattis package, --tests DIR for a folder of tests)");
  if (usaco && problem->home != "usaco") {  // the puzzle whose home is USACO's training pages
    std::string usaco_puzzle;
    for (const puzzles::Puzzle& p : puzzles::all())
      if (std::string(p.home) == "usaco") usaco_puzzle = p.name;
    args.refuse("--usaco is for the " + usaco_puzzle + " only");
  }
  if (usaco && !site_name.empty() && site_name != "usaco") args.refuse("--usaco is --judge usaco");
  const std::vector<judges::Site> sites = judges::read(suite_parts::data("judges.tsv"));  // throws: the judge's own failure
  const std::string named = usaco ? "usaco" : site_name.empty() ? problem->home : site_name;
  const judges::Site* site = judges::find(sites, named, problem->name);
  if (!site) {
    std::string known;
    for (const judges::Site& j : sites)
      if (j.problem == problem->name) known += (known.empty() ? "" : ", ") + j.name;
    args.refuse("no judge " + judge_io::escaped(named) + " for " + problem->name + "; there are " + known);
  }
  s.problem = *problem;
  s.site = *site;
  s.reference = {problem->reference};
  for (const std::string& w : site->option_words()) s.reference.push_back(w);
  s.files = !site_name.empty() || usaco ? !site->task().empty() : false;  // the home judge: stdin
  s.limits.seconds = time_text.empty() ? site->seconds : seconds;
  s.limits.memory_kb = memory_text.empty() ? site->memory_kb : memory_kb;
  s.limits.stack_kb = stack_text.empty() ? s.limits.memory_kb : stack_kb;
  s.limits_set_here = !time_text.empty() || !memory_text.empty();
  s.output_limit_set = !output_text.empty();
  if (s.stress_mode) {
    s.stress.problem = problem->name;
    s.stress.keep = s.keep;
    finish_stress(args, s.stress);
  }
  s.command.assign(words.begin() + 1, words.end());
  solution_of(s);
  if (s.files)  // it runs in a folder of its own: files named here must still be found
    for (std::string& w : s.command)
      if (fs::exists(w)) w = fs::absolute(w).string();
  s.sandbox = !no_sandbox;
  if (no_sandbox && !s.box_user.empty()) args.refuse("--box-user is for the sandbox, not --no-sandbox");
  return s;
}

std::vector<std::string> rerun_words(int argc, char** argv) {
  static const char* const kStressOnly[] = {"--runs", "--time", "--seed", "--cases", "--gen", "--answer"};
  std::vector<std::string> words{argv[0]};
  int i = 1;
  for (; i < argc && std::string(argv[i]) != "--"; ++i) {
    const std::string word = argv[i];
    if (word == "--stress" || word == "--keep") continue;
    bool dropped = false;
    for (const char* option : kStressOnly) {
      if (word == option) ++i, dropped = true;  // and its value
      if (word.rfind(std::string(option) + "=", 0) == 0) dropped = true;
    }
    if (!dropped) words.push_back(word);
  }
  words.push_back("--input");
  words.push_back("");  // the file, put in by --stress
  for (; i < argc; ++i) words.push_back(argv[i]);
  return words;
}

std::vector<bool> chosen(const std::string& list, const std::vector<std::string>& names, std::string& refusal) {
  const std::size_t count = names.size();
  std::vector<bool> run(count, list.empty());
  std::istringstream items(list);
  for (std::string item; std::getline(items, item, ',');) {
    const auto named = std::find(names.begin(), names.end(), item);
    if (named != names.end()) {  // a test's name first: "10" in a folder of 1 to 11 is test 10 either way
      run[static_cast<std::size_t>(named - names.begin())] = true;
      continue;
    }
    const std::size_t dash = item.find('-');
    const std::string lo = item.substr(0, dash), hi = dash == std::string::npos ? lo : item.substr(dash + 1);
    const bool digits = !lo.empty() && !hi.empty() && lo.find_first_not_of("0123456789") == std::string::npos &&
                        hi.find_first_not_of("0123456789") == std::string::npos && lo.size() < 6 && hi.size() < 6;
    const std::size_t a = digits ? std::stoul(lo) : 0, b = digits ? std::stoul(hi) : 0;
    if (!digits || a < 1 || b < a || b > count) {
      refusal = "option --only takes tests by name, or by number from 1 to " + std::to_string(count) +
                " (3,5-7), and no test is named " + judge_io::escaped(item);
      return run;
    }
    for (std::size_t k = a; k <= b; ++k) run[k - 1] = true;
  }
  return run;
}

}  // namespace judge
