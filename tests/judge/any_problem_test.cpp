// judge --problem DIR|ZIP and --tests DIR: problemtools' own examples (at
// v1.20231016, tests/judge/problemtools/) judged as their folders say, the
// suite's Kattis zips judged as the built-in problems, a folder of tests with
// a testlib checker, the default validator's flags, bad packages refused
// with why (exit status 2), never judged against the submission, and
// --stress on a package: a planted bug found and shrunk to a local minimum.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "package/zip.hpp"
#include "support/judge_runs.hpp"
#include "support/package_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

// The files of the zip archive at a path (judge/zip_files.cpp: the judge's own reader).
std::map<std::string, std::string> zip_files(const std::string& archive);

namespace {

namespace fs = std::filesystem;

const std::string kExamples = std::string(SUITE_SOURCE_DIR) + "/tests/judge/problemtools";

// A submission made runnable as problemtools' languages.yaml builds it (less
// -g and -static): its command, or none with `why` (a language or tool this
// machine lacks, said so).
std::vector<std::string> runnable(const fs::path& source, std::string& why) {
  const std::string e = source.extension().string(), binary = temp_path("-" + source.stem().string());
  if (e == ".c" || e == ".cc" || e == ".cpp") {
    const std::string compiler = on_path(e == ".c" ? "gcc" : "g++");
    if (compiler.empty()) {
      why = "skipped: no " + std::string(e == ".c" ? "gcc" : "g++") + " (Debian: apt-get install g++)";
      return {};
    }
    const std::vector<std::string> args =
        e == ".c" ? std::vector<std::string>{"-O2", "-std=gnu99", "-o", binary, source.string(), "-lm"}
                  : std::vector<std::string>{"-O2", "-std=gnu++17", "-o", binary, source.string()};
    const ProgramRun built = run_program_with(compiler, args, Stdin::closed(), Stdout::captured());
    EXPECT_EQ(built.status, 0) << source << "\n" << built.err;
    return {binary};
  }
  if (e == ".py") {
    if (read_file(source.string()).find("python2") != std::string::npos) {
      why = "skipped: Python 2, which the judge does not run";
      return {};
    }
    if (python3().empty()) {
      why = "skipped: no python3 (Debian: apt-get install python3)";
      return {};
    }
    return {python3(), source.string()};
  }
  why = "skipped: not C, C++ or Python";
  return {};
}

// Every submission of an example in a C, C++ or Python file gets its folder's
// verdict. problemtools counts a run over the memory limit as a run-time
// error (its folder run_time_error); the judge says MLE.
TEST(AnyProblem, SlowProblemtoolsExamplesJudgeAsTheirFoldersSay) {
  const std::map<std::string, std::vector<std::string>> kFolderVerdicts = {
      {"accepted", {""}}, {"wrong_answer", {"WA"}}, {"time_limit_exceeded", {"TLE"}}, {"run_time_error", {"RE", "MLE"}}};
  int judged = 0;
  for (const char* problem : {"hello", "different", "oddecho"}) {
    const fs::path root = fs::path(kExamples) / problem;
    std::string limit;  // the first run works it out as problemtools does; the others are given it (it is slow)
    for (const auto& [folder, expected] : kFolderVerdicts) {
      if (!fs::is_directory(root / "submissions" / folder)) continue;
      for (const auto& entry : fs::directory_iterator(root / "submissions" / folder)) {
        std::string why;
        const std::vector<std::string> command = runnable(entry.path(), why);
        const std::string what = std::string(problem) + "/" + folder + "/" + entry.path().filename().string();
        if (command.empty()) {
          std::printf("%s: %s\n", what.c_str(), why.c_str());
          continue;
        }
        std::vector<std::string> args = {"--problem", root.string()};
        // hello's limit is worked out from hello_alarm.c, which spins for a
        // second of wall time: 5 x its CPU time, 5 s on an idle machine, 3 s
        // on CI's busy one, where memory_limit.cc (2.2 s of CPU idle, touching
        // its 512 MB) was TLE before MLE. A folder that fails by memory is
        // judged under a limit that no load brings near, not one load made.
        if (folder == "run_time_error")
          args.insert(args.end(), {"--time-limit", "15"});
        else if (!limit.empty())
          args.insert(args.end(), {"--time-limit", limit});
        args.push_back("--");
        args.insert(args.end(), command.begin(), command.end());
        const ProgramRun run = judge(args);
        const std::size_t worked_out = run.out.find(" s (as problemtools works it out");
        if (limit.empty() && worked_out != std::string::npos)
          limit = run.out.substr(run.out.rfind("limits ", worked_out) + 7, worked_out - run.out.rfind("limits ", worked_out) - 7);
        const std::string verdict = first_failure(run);
        EXPECT_NE(std::find(expected.begin(), expected.end(), verdict), expected.end())
            << what << ": " << (verdict.empty() ? "all AC" : verdict) << "\n" << run.out << run.err;
        EXPECT_EQ(run.status, verdict.empty() ? 0 : 1) << what << "\n" << run.out << run.err;
        ++judged;
      }
    }
  }
  EXPECT_GE(judged, 10);
  // oddecho's partly accepted submission passes some tests, not all.
  if (!python3().empty()) {
    const ProgramRun run = judge({"--problem", kExamples + "/oddecho", "--time-limit", "2", "--", python3(),
                                  kExamples + "/oddecho/submissions/partially_accepted/sol.py"});
    EXPECT_EQ(run.status, 1) << run.out << run.err;
    EXPECT_NE(run.out.find(" AC "), std::string::npos) << run.out;
  }
}

// The time limit where the package gives none: problemtools' (5 times the
// slowest accepted submission, rounded, at least 1 s), said on the second line.
TEST(AnyProblem, TheTimeLimitIsWorkedOutAsProblemtoolsDoes) {
  if (on_path("gcc").empty() || on_path("g++").empty()) GTEST_SKIP() << "skipped: no gcc and g++ (Debian: apt-get install g++)";
  std::string why;
  const std::vector<std::string> hello = runnable(kExamples + "/hello/submissions/accepted/hello.cc", why);
  const ProgramRun run = judge({"--problem", kExamples + "/hello", "--", hello[0]});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("(as problemtools works it out: 5 x "), std::string::npos) << run.out;
#ifndef SUITE_SANITIZED  // judge() gives a sanitized judge --memory-limit 2048
  EXPECT_NE(run.out.find("512.0 MB (problem.yaml's limits.memory"), std::string::npos) << run.out;
#endif
  EXPECT_NE(run.out.find("output 8.0 MB a test (problemtools' default for limits.output)"), std::string::npos) << run.out;
  const ProgramRun given = judge({"--problem", kExamples + "/hello", "--time-limit", "2", "--", hello[0]});
  EXPECT_NE(given.out.find("limits 2.00 s (--time-limit)"), std::string::npos) << given.out;
}

// The suite's own Kattis zips give each test the verdict `judge PROBLEM`
// gives the same input, for the right, wrong and slow submissions they carry;
// but PE, which Kattis's protocol cannot say, is WA there, and a right answer
// in other words, which a home judge that compares the text (USACO, 一本通)
// calls WA after its checker's AC, is AC there (the package's validator is the
// checker).
TEST(AnyProblem, SlowTheSuitesKattisZipsJudgeAsTheBuiltInProblems) {
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ to build the packages' submissions (Debian: apt-get install g++)";
  for (const char* problem : {"shuttle", "rotation_game", "black_white"}) {
    const std::string zip = std::string(SUITE_SOURCE_DIR) + "/packages/kattis/" + problem + ".zip";
    const std::map<std::string, std::string> files = zip_files(zip);
    std::map<std::string, std::string> package_inputs;  // "secret/01-N1" -> its input
    for (const auto& [name, bytes] : files)
      if (name.rfind("data/", 0) == 0 && name.size() > 3 && name.substr(name.size() - 3) == ".in")
        package_inputs[name.substr(5, name.size() - 8)] = bytes;
    int compared = 0;
    for (const auto& [name, bytes] : files) {
      if (name.rfind("submissions/", 0) != 0) continue;
      const std::string source = temp_path("-" + fs::path(name).filename().string());
      write_text(source, bytes);
      std::string why;
      const std::vector<std::string> command = runnable(source, why);
      ASSERT_FALSE(command.empty()) << name << ": " << why;
      // The slow ones under a shorter limit, the same both ways (else a second a test, each way), two tests at a
      // time (a limit of CPU time, which a test at a time or two give alike).
      const bool slow = name.find("/time_limit_exceeded/") != std::string::npos;
      std::vector<std::string> limit = slow ? std::vector<std::string>{"--time-limit", "0.3", "-j", "2"} : std::vector<std::string>{};
      std::vector<std::string> package_args = {"--problem", zip}, built_in_args = {problem, "--keep"};
      for (std::vector<std::string>* args : {&package_args, &built_in_args}) {
        args->insert(args->end(), limit.begin(), limit.end());
        args->insert(args->end(), {"--", command[0]});
      }
      const ProgramRun package = judge(package_args);
      const ProgramRun built_in = judge(built_in_args);
      EXPECT_NE(package.status, 2) << package.out << package.err;
      EXPECT_EQ(package.status == 0, name.find("/accepted/") != std::string::npos) << name << "\n" << package.out;
      // The built-in tests' inputs, from the folder --keep leaves.
      const std::string kept = "the tests, outputs and checker messages are in ";
      const std::size_t at = built_in.out.find(kept);
      ASSERT_NE(at, std::string::npos) << built_in.out << built_in.err;
      // "... are in FOLDER (SIZE)": the folder may hold " (" itself.
      const std::size_t from = at + kept.size(), to = built_in.out.rfind(" (", built_in.out.find('\n', from));
      const std::string folder = built_in.out.substr(from, to - from);
      std::map<std::string, std::string> built_in_by_input;  // input -> verdict
      std::map<std::string, double> built_in_cpu_by_input, built_in_cpu, package_cpu;  // CPU seconds
      const std::map<std::string, std::string> built_in_verdicts = verdicts(built_in, &built_in_cpu);
      for (const auto& entry : fs::directory_iterator(folder)) {
        const std::string file = entry.path().filename().string();
        if (file.size() < 4 || file.substr(file.size() - 3) != ".in") continue;
        const std::string test = file.substr(3, file.size() - 6);  // "02-N=1.in" -> "N=1"
        if (!built_in_verdicts.count(test)) continue;
        std::string verdict = built_in_verdicts.at(test);
        const std::size_t line = built_in.out.find("  " + test + " ");
        if (verdict == "WA" && built_in.out.find("  a right answer, but ", line) < built_in.out.find('\n', line)) verdict = "AC";
        built_in_by_input[read_file(entry.path().string())] = verdict;
        built_in_cpu_by_input[read_file(entry.path().string())] = built_in_cpu.at(test);
      }
      fs::remove_all(folder);
      for (const auto& [test, verdict] : verdicts(package, &package_cpu)) {
        const auto same = built_in_by_input.find(package_inputs[test]);
        if (same == built_in_by_input.end()) continue;
        // A run that took half the limit or more passes on one run and not on the next as the machine is busy
        // or not (CPU time grows with the load): a test TLE one way and, the other, that near, is not compared.
        const double not_over = verdict == "TLE" ? built_in_cpu_by_input.at(package_inputs[test]) : package_cpu.at(test);
        if (slow && (verdict == "TLE") != (same->second == "TLE") && not_over >= 0.5 * 0.3) continue;
        // Kattis's validators have no presentation error: 43 is a wrong answer (docs/packages.md).
        EXPECT_EQ(verdict, same->second == "PE" ? "WA" : same->second) << problem << " " << name << ", test " << test << "\n" << package.out << built_in.out;
        ++compared;
      }
    }
    EXPECT_GE(compared, 6) << problem << ": too few of the package's tests are among the built-in ones";
  }
}

// The default output validator's flags, from problem.yaml and a group's testdata.yaml.
TEST(AnyProblem, TheDefaultValidatorTakesItsFlags) {
  const std::map<std::string, std::string> tests = {
      {"data/secret/1.in", "0.3333333\n"}, {"data/secret/1.ans", "0.333333333\n"},
      {"data/secret/2.in", "YES\n"},       {"data/secret/2.ans", "yes\n"}};
  std::map<std::string, std::string> plain = tests;
  plain["problem.yaml"] = "name: flags\n";
  const ProgramRun run = judge({"--problem", package_folder(plain), "--time-limit", "1", "--", "/bin/cat"});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"secret/1", "WA"}, {"secret/2", "AC"}})) << run.out;
  std::map<std::string, std::string> flagged = tests;
  flagged["problem.yaml"] = "name: flags\nvalidator_flags: float_tolerance 1e-6 case_sensitive  # both\n";
  const ProgramRun with_flags = judge({"--problem", package_folder(flagged), "--time-limit", "1", "--", "/bin/cat"});
  EXPECT_EQ(verdicts(with_flags), (std::map<std::string, std::string>{{"secret/1", "AC"}, {"secret/2", "WA"}})) << with_flags.out;
  std::map<std::string, std::string> grouped = tests;
  grouped["data/secret/testdata.yaml"] = "output_validator_flags: float_relative_tolerance 0.01\n";
  const ProgramRun group = judge({"--problem", package_folder(grouped), "--time-limit", "1", "--", "/bin/cat"});
  EXPECT_EQ(verdicts(group), (std::map<std::string, std::string>{{"secret/1", "AC"}, {"secret/2", "AC"}})) << group.out;
}

// A NUL byte is compared as any other byte, never the end of a token:
// DOMjudge's test-hello-nullbyte ("Hello world!\0Extra_stuff") is WA, as
// "1\0" is not the number 1 (problemtools' default validator takes both),
// boxed and not; its control, the answer in capitals, is AC.
TEST(AnyProblem, TheDefaultValidatorComparesANulByteAsAnyOther) {
  using namespace std::string_literals;
  const std::map<std::string, std::string> tests = {
      {"data/secret/nul.in", "Hello world!\0Extra_stuff\n"s}, {"data/secret/nul.ans", "Hello world!\n"},
      {"data/secret/caps.in", "HELLO WORLD!\n"},                {"data/secret/caps.ans", "Hello world!\n"},
      {"data/secret/one.in", "1\0\n"s},                         {"data/secret/one.ans", "1\n"},
      {"problem.yaml", "name: nul\n"},                         {"data/secret/testdata.yaml", ""}};
  std::map<std::string, std::string> tolerant = tests;
  tolerant["data/secret/testdata.yaml"] = "output_validator_flags: float_tolerance 1e-6\n";
  for (const auto& package : {tests, tolerant})
    for (const std::vector<std::string>& mode : {std::vector<std::string>{}, std::vector<std::string>{"--no-sandbox"}}) {
      std::vector<std::string> args = {"--problem", package_folder(package), "--time-limit", "1"};
      args.insert(args.end(), mode.begin(), mode.end());
      args.insert(args.end(), {"--", "/bin/cat"});
      const ProgramRun run = judge(args);
      EXPECT_EQ(run.status, 1) << run.out << run.err;
      EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"secret/caps", "AC"}, {"secret/nul", "WA"}, {"secret/one", "WA"}}))
          << run.out;
      EXPECT_NE(run.out.find("\"world!\\x00Extra_stuff\" where the answer has \"world!\""), std::string::npos) << run.out;
    }
}

// A folder of tests: NAME.in with NAME.out or NAME.ans, by tokens (case and
// all), or by a testlib checker (the suite's own speak testlib's protocol).
TEST(AnyProblem, AFolderOfTestsWithOrWithoutAChecker) {
  const std::string folder = package_folder({{"a.in", "1\n"}, {"a.out", "1\n"}, {"b.in", "2 \n\n"}, {"b.ans", "2\n"},
                                             {"sub/c.in", "x\n"}, {"sub/c.out", "X\n"}});
  const ProgramRun run = judge({"--tests", folder, "--", "/bin/cat"});
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"a", "AC"}, {"b", "AC"}, {"sub/c", "WA"}})) << run.out;
  EXPECT_NE(run.out.find("WA: line 1 of the output (line 1 of the answer): \"x\" where the answer has \"X\""), std::string::npos)
      << run.out;

  // The shuttle's N=2 with check_shuttle: the right answer is AC, a wrong one WA.
  const std::string formula = program_path("shuttle_formula");
  const std::string shuttle = package_folder({{"n2.in", "2\n"}, {"n2.ans", run_program_on(formula, {}, "2\n").out}});
  const ProgramRun right = judge({"--tests", shuttle, "--checker", SUITE_CHECK_SHUTTLE, "--", formula});
  EXPECT_EQ(right.status, 0) << right.out << right.err;
  EXPECT_NE(right.out.find("judged by the checker"), std::string::npos) << right.out;
  const ProgramRun wrong = judge({"--tests", shuttle, "--checker", SUITE_CHECK_SHUTTLE, "--", "/bin/cat"});
  EXPECT_EQ(wrong.status, 1) << wrong.out << wrong.err;
  EXPECT_EQ(verdicts(wrong).at("n2"), "WA") << wrong.out;

  // A checker that fails (testlib's 3) is the judge's failure, never a verdict.
  const std::string failing = temp_file("fails.sh", "#!/bin/sh\necho 'fail: cannot read the answer' >&2\nexit 3\n");
  fs::permissions(failing, fs::perms::owner_exec, fs::perm_options::add);
  const ProgramRun broken = judge({"--tests", shuttle, "--checker", failing, "--", "/bin/cat"});
  EXPECT_EQ(broken.status, 2) << broken.out << broken.err;
  EXPECT_NE(broken.err.find("the checker failed on test 1 (n2): exit status 3 (testlib's fail): fail: cannot read the answer"), std::string::npos)
      << broken.err;
}

// A folder's tests run in natural order (2 before 10), and --only takes a
// test by its name as well as by its number: in a folder of tests 1 to 11
// and "big", "--only 10" is test 10 (in name order it was the 10th, test 8),
// "--only big" and "--only 12" are both "big".
TEST(AnyProblem, AFoldersTestsRunInNaturalOrderAndAreChosenByName) {
  std::map<std::string, std::string> files = {{"big.in", "big\n"}, {"big.ans", "big\n"}};
  for (int k = 1; k <= 11; ++k) files[std::to_string(k) + ".in"] = files[std::to_string(k) + ".ans"] = std::to_string(k) + "\n";
  const std::string folder = package_folder(files);
  const ProgramRun all = judge({"--tests", folder, "--", "/bin/cat"});
  EXPECT_EQ(all.status, 0) << all.out << all.err;
  std::size_t at = 0;
  for (const char* line : {"test   1  1 ", "test   2  2 ", "test   9  9 ", "test  10  10 ", "test  11  11 ", "test  12  big "}) {
    const std::size_t found = all.out.find(line, at);
    EXPECT_NE(found, std::string::npos) << "no \"" << line << "\" after the one before\n" << all.out;
    if (found != std::string::npos) at = found;
  }
  for (const auto& [only, line] : std::vector<std::pair<std::string, std::string>>{
           {"10", "test  10  10 "}, {"big", "test  12  big "}, {"12", "test  12  big "}, {"2,big", "test   2  2 "}}) {
    const ProgramRun run = judge({"--tests", folder, "--only", only, "--", "/bin/cat"});
    EXPECT_EQ(run.status, 0) << only << "\n" << run.out << run.err;
    EXPECT_NE(run.out.find(line), std::string::npos) << only << "\n" << run.out;
    EXPECT_NE(run.out.find(only == "2,big" ? "2 tests: 2 AC" : "1 test: 1 AC"), std::string::npos) << only << "\n" << run.out;
  }
  const ProgramRun none = judge({"--tests", folder, "--only", "small", "--", "/bin/cat"});
  EXPECT_EQ(none.status, 2) << none.out << none.err;
  EXPECT_NE(none.err.find("option --only takes tests by name, or by number from 1 to 12 (3,5-7), and no test is named small"),
            std::string::npos) << none.err;
}

// No name from a folder or package can forge or hide a line the judge
// prints: a test named "1\n3 tests: 3 AC", one holding ESC[8m (text that a
// terminal hides), in a folder whose own name holds ESC[31m; a package's
// validator_flags with a newline between two flags. Each is shown escaped,
// as messages are.
TEST(AnyProblem, NoNameCanForgeALine) {
  const std::string parent = temp_path("-names");
  const std::string folder = parent + "/tests\x1b[31m";
  fs::create_directories(folder);
  const std::map<std::string, std::string> files = {{"1\n3 tests: 3 AC.in", "1\n"}, {"1\n3 tests: 3 AC.ans", "2\n"},
                                                    {"2\x1b[8mhidden.in", "3\n"}, {"2\x1b[8mhidden.ans", "4\n"}};
  for (const auto& [name, text] : files) write_text(folder + "/" + name, text);
  const ProgramRun run = judge({"--tests", folder, "--", "/bin/cat"});
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  const std::string all = run.out + run.err;
  EXPECT_EQ(all.find('\x1b'), std::string::npos) << all;
  std::istringstream lines(run.out);
  int summaries = 0;
  for (std::string line; std::getline(lines, line);) {
    if (!line.empty() && std::isdigit(static_cast<unsigned char>(line[0])) && line.find(" tests: ") != std::string::npos)
      ++summaries;
    EXPECT_NE(line, "3 tests: 3 AC") << run.out;
  }
  EXPECT_EQ(summaries, 1) << run.out;  // its own: "2 tests: 2 WA"
  EXPECT_NE(run.out.find("2 tests: 2 WA"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("test   1  1\\x0a3 tests: 3 AC"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("2\\x1b[8mhidden"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("tests\\x1b[31m: 2 tests"), std::string::npos) << run.out;
  fs::remove_all(parent);

  const std::string package = package_folder({{"problem.yaml", "validator_flags: \"case_sensitive\\nspace_change_sensitive\"\n"},
                                              {"data/secret/1.in", "1\n"}, {"data/secret/1.ans", "1\n"}});
  const ProgramRun flags = judge({"--problem", package, "--time-limit", "1", "--", "/bin/cat"});
  EXPECT_EQ(flags.status, 0) << flags.out << flags.err;
  EXPECT_NE(flags.out.find("(tokens, case_sensitive\\x0aspace_change_sensitive)"), std::string::npos) << flags.out;
  EXPECT_EQ(flags.out.find("\nspace_change_sensitive"), std::string::npos) << flags.out;
}

// Bad packages: the judge's refusal with why, status 2, no test run.
TEST(AnyProblem, BadPackagesAreRefusedWithWhy) {
  const std::map<std::string, std::string> good = {{"problem.yaml", "name: bad\n"}, {"data/secret/1.in", "1\n"},
                                                   {"data/secret/1.ans", "1\n"}};
  const auto refused = [&](std::map<std::string, std::string> files, const std::string& why) {
    const ProgramRun run = judge({"--problem", package_folder(files), "--time-limit", "1", "--", "/bin/cat"});
    EXPECT_EQ(run.status, 2) << why << "\n" << run.out << run.err;
    EXPECT_NE(run.err.find(why), std::string::npos) << run.err;
    EXPECT_EQ(run.out.find("test "), std::string::npos) << run.out;
  };
  std::map<std::string, std::string> files = good;
  files.erase("data/secret/1.ans");
  files["data/secret/2.in"] = "2\n", files["data/secret/2.ans"] = "2\n";
  refused(files, "judge: data/secret/1.in has no 1.ans (its expected answer)");
  files = good;
  files["problem.yaml"] = "name: bad\nlimits:\n  memory: 64\n  output 8\n";
  refused(files, "judge: problem.yaml does not parse: line 5: could not find expected ':' (while scanning a simple key on line 4)");
  files = good;
  files["problem.yaml"] = "name: 'bad\n";
  refused(files, "problem.yaml does not parse: line 2: found unexpected end of stream (while scanning a quoted scalar on line 1)");
  files = good;
  files["problem.yaml"] = "name: bad\nvalidator_flags: float_tolerance\n";
  refused(files, "problem.yaml: validator_flags: float_tolerance takes a number");
  if (!on_path("g++").empty()) {
    files = good;
    files["problem.yaml"] = "name: bad\nvalidation: custom\n";
    files["output_validators/check/check.cpp"] = "int main() { return undeclared; }\n";
    refused(files, "judge: the output validator output_validators/check does not build: output_validators/check/check.cpp:1:");
    refused(files, " error: ");
  }
  files = good;
  files["problem.yaml"] = "name: bad\nvalidation: custom\n";
  refused(files, "problem.yaml says validation: custom, and output_validators/ has no validator");

  // A zip whose entry is damaged: its CRC does not check (libarchive says so).
  std::string zip = package::zip_archive(good);
  const std::size_t at = zip.find("name: bad");
  ASSERT_NE(at, std::string::npos);
  zip[at] = 'N';
  const std::string path = temp_file("damaged.zip", zip);
  const ProgramRun damaged = judge({"--problem", path, "--", "/bin/cat"});
  EXPECT_EQ(damaged.status, 2) << damaged.out << damaged.err;
  EXPECT_NE(damaged.err.find("entry \"problem.yaml\" does not read: ZIP bad CRC: "), std::string::npos) << damaged.err;
}

// A zip that zlib wrote (dynamic Huffman blocks): the different example,
// zipped by Python's zipfile in a folder of its own.
TEST(AnyProblem, AZipWithDynamicBlocksIsRead) {
  const std::string zip = std::string(SUITE_SOURCE_DIR) + "/tests/judge/fixtures/different_zlib.zip";
  const std::map<std::string, std::string> files = zip_files(zip);
  EXPECT_EQ(files.at("different/data/secret/01.in"), read_file(kExamples + "/different/data/secret/01.in"));
  EXPECT_EQ(files.at("different/output_validators/different_validator/validate.h"),
            read_file(kExamples + "/different/output_validators/different_validator/validate.h"));
}

// The input after one step of the shrinker: each line left out, each token
// left out (its line breaks kept), each whole number 0 or one nearer to 0.
std::vector<std::string> single_steps(const std::string& text) {
  std::vector<std::string> lines, tokens, steps;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::string without;
    for (std::size_t k = 0; k < lines.size(); ++k)
      if (k != i) without += lines[k] + "\n";
    steps.push_back(without);
  }
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::istringstream words(lines[i]);
    std::vector<std::string> line;
    for (std::string w; words >> w;) line.push_back(w);
    for (std::size_t t = 0; t < line.size(); ++t) {
      const auto with = [&](const std::string& replacement) {
        std::string text_with;
        for (std::size_t k = 0; k < lines.size(); ++k) {
          if (k != i) {
            text_with += lines[k] + "\n";
            continue;
          }
          std::string written;
          for (std::size_t u = 0; u < line.size(); ++u) {
            const std::string word = u == t ? replacement : line[u];
            if (!word.empty()) written += (written.empty() ? "" : " ") + word;
          }
          text_with += written + "\n";
        }
        return text_with;
      };
      steps.push_back(with(""));
      if (line[t].find_first_not_of("-0123456789") == std::string::npos && line[t] != "0") {
        const long long v = std::stoll(line[t]);
        steps.push_back(with("0"));
        steps.push_back(with(std::to_string(v < 0 ? v + 1 : v - 1)));
      }
    }
  }
  return steps;
}

// --stress on a package: a planted bug found with a generator of the test's
// own, shrunk to a local minimum (each single step of the shrinker from it is
// refused by the package's input validator or passes), every input judged
// valid by the validator (problemtools' exit status 42).
TEST(AnyProblem, StressFindsAndShrinksAPlantedBugOnAPackage) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 for the package's input validator (Debian: apt-get install python3)";
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ (Debian: apt-get install g++)";
  const std::string package = kExamples + "/different", validator = package + "/input_validators/validate.py";
  std::string why;
  const std::string brute = runnable(package + "/submissions/accepted/different.cc", why)[0];
  const ProgramRun run = judge({"--problem", package, "--time-limit", "2", "--stress", "--seed", "3", "--runs", "300",
                                "--time", "600", "--gen", shell_quoted(SUITE_DIFFERENT_GEN), "--answer",
                                shell_quoted(brute), "--", SUITE_DIFFERENT_PLANTED});
  ASSERT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_NE(run.out.find("each checked by input_validators/validate.py (42: valid)"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("by delta debugging over the lines, then the tokens, then each number nearer to 0"), std::string::npos)
      << run.out;
  EXPECT_EQ(run.out.find("may break the problem's rules"), std::string::npos) << run.out;
  const std::string kept = "smallest.in, smallest.ans (the right answer) and smallest.out (its output) are in ";
  const std::size_t at = run.out.find(kept);
  ASSERT_NE(at, std::string::npos) << run.out;
  const std::string folder = run.out.substr(at + kept.size(), run.out.find(';', at) - at - kept.size());
  const std::string smallest = read_file(folder + "/smallest.in");
  const auto valid = [&](const std::string& input) {
    return run_program_on(python3(), {validator}, input).status == 42;
  };
  ASSERT_TRUE(valid(smallest)) << smallest;
  const auto judged = [&](const std::string& input) {
    const std::string file = temp_file("step.in", input);
    write_text(file.substr(0, file.size() - 3) + ".ans", run_program_on(brute, {}, input).out);
    return judge({"--problem", package, "--time-limit", "2", "--input", file, "--", SUITE_DIFFERENT_PLANTED});
  };
  EXPECT_EQ(judged(smallest).status, 1) << smallest;
  int tried = 0;
  for (const std::string& step : single_steps(smallest)) {
    if (!valid(step)) continue;
    const ProgramRun passes = judged(step);
    EXPECT_EQ(passes.status, 0) << "a step from " << smallest << " still fails: " << step << "\n" << passes.out;
    ++tried;
  }
  EXPECT_GE(tried, 1) << smallest;
  // The bug's own smallest input, which the local minimum is here.
  EXPECT_EQ(smallest, "1001 0\n");
}

// Without an input validator (a folder of tests), the shrunk input is said to
// be unchecked.
TEST(AnyProblem, StressWithoutAnInputValidatorSaysSo) {
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ (Debian: apt-get install g++)";
  std::string why;
  const std::string brute = runnable(kExamples + "/different/submissions/accepted/different.cc", why)[0];
  const ProgramRun run = judge({"--tests", kExamples + "/different/data/sample", "--stress", "--seed", "3", "--runs", "300",
                                "--gen", shell_quoted(SUITE_DIFFERENT_GEN), "--answer", shell_quoted(brute), "--",
                                SUITE_DIFFERENT_PLANTED});
  ASSERT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_NE(run.out.find("no input validator ran: the shrunk input may break the problem's rules"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("smallest input (1 line, 2 tokens):\n  1001 0\n"), std::string::npos) << run.out;
}

// An interrupt while shrinking keeps the smallest input found so far: here
// every input of one line waits, so the shrinking is still going when
// SIGINT comes.
TEST(AnyProblem, AnInterruptWhileShrinkingKeepsTheSmallestSoFar) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 for the package's input validator (Debian: apt-get install python3)";
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ (Debian: apt-get install g++)";
  std::string why;
  const std::string brute = runnable(kExamples + "/different/submissions/accepted/different.cc", why)[0];
  std::vector<std::string> args = {"-s", "INT", "--preserve-status", "10", SUITE_JUDGE, "--problem", kExamples + "/different",
                                   "--time-limit", "10", "--stress", "--seed", "3", "--gen", shell_quoted(SUITE_DIFFERENT_GEN),
                                   "--answer", shell_quoted(brute), "--", fixture("different_stalls_alone.sh")};
#ifdef SUITE_SANITIZED
  args.insert(args.begin() + 5, {"--memory-limit", "2048"});
#endif
  const ProgramRun run = run_program_on("/usr/bin/timeout", args, "");
  ASSERT_EQ(run.status, 130) << run.out << run.err;
  EXPECT_NE(run.err.find("judge: stopped by Interrupt while shrinking, 1 run done (seed 3); the test in progress was "
                         "ended; what was found is kept\n"),
            std::string::npos)
      << run.err;
  EXPECT_NE(run.out.find("\nshrinking stopped by Interrupt (the smallest so far): "), std::string::npos) << run.out;
  const std::string kept = "smallest.in, smallest.ans (the right answer) and smallest.out (its output) are in ";
  const std::size_t at = run.out.find(kept);
  ASSERT_NE(at, std::string::npos) << run.out;
  const std::string folder = run.out.substr(at + kept.size(), run.out.find(';', at) - at - kept.size());
  const std::string smallest = read_file(folder + "/smallest.in");
  EXPECT_GE(std::count(smallest.begin(), smallest.end(), '\n'), 2) << "an input of one line waits: it cannot have failed";
  const ProgramRun again = judge({"--problem", kExamples + "/different", "--time-limit", "10", "--input",
                                  folder + "/smallest.in", "--", fixture("different_stalls_alone.sh")});
  EXPECT_EQ(again.status, 1) << again.out << again.err;
}

}  // namespace
