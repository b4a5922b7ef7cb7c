// The packages build/package writes (build/packages/<format>/<problem>), each
// unpacked and run the way its judge runs it: the checker built with the
// judge's own compiler command and called in its protocol, accepting the
// reference answer of every test and refusing wrong ones with the suite's
// words; the input validator on every test and on the suite's bad inputs;
// what the judge parses parsed with a real parser (PyYAML for problem.yaml
// and config.yaml, PHP's SimpleXML as HUSTOJ's importer and xmllint for the
// FPS file, Hydro's own code in node for the Hydro zip: hydro_import.js);
// every file a package names there. A package a judge would
// refuse fails, naming the judge and its rule. packages/ in the repository
// holds the same files (a zip's bytes differ from one writing to the next:
// its unpacked files are compared).
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "judges/judges.hpp"
#include "puzzles/puzzles.hpp"
#include "support/program_runs.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"

namespace fs = std::filesystem;

namespace {

// The puzzles, from their table (tools/puzzles/puzzles.hpp): a package each.
std::vector<const char*> problems() {
  std::vector<const char*> names;
  for (const puzzles::Puzzle& p : puzzles::all()) names.push_back(p.name);
  return names;
}
const char kUpdate[] = "run `cmake --build build --target update-packages` and commit packages/";

// `name` found on PATH, or "".
std::string on_path(const std::string& name) {
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "/usr/bin:/bin");
  for (std::string dir; std::getline(dirs, dir, ':');)
    if (!dir.empty() && access((dir + "/" + name).c_str(), X_OK) == 0) return dir + "/" + name;
  return "";
}

// "kattis/shuttle.zip": a package's name in packages/.
std::string package_name(const std::string& format, const std::string& problem) {
  return format + "/" + problem + (format == "fps" ? ".xml" : ".zip");
}
std::string package_file(const std::string& format, const std::string& problem) {
  return std::string(SUITE_BINARY_DIR) + "/packages/" + package_name(format, problem);
}

// The zip `archive` unpacked into a new folder; its path.
std::string unpacked(const std::string& archive) {
  const std::string folder = temp_path("-unpacked");
  fs::create_directories(folder);
  const ProgramRun r = run_program_with(SUITE_CMAKE_COMMAND, {"-E", "chdir", folder, SUITE_CMAKE_COMMAND, "-E", "tar", "xf", archive},
                                        Stdin::closed(), Stdout::captured());
  EXPECT_EQ(r.status, 0) << "cannot unpack " << archive << ": " << r.err;
  return folder;
}

// `source` compiled by `compiler args` into a program next to it; its path.
std::string compiled(const std::string& source, const std::vector<std::string>& args) {
  const std::string program = source + ".bin";
  std::vector<std::string> all = args;
  all.insert(all.end(), {"-o", program, source});
  const ProgramRun r = run_program_with(on_path("g++"), all, Stdin::closed(), Stdout::captured());
  EXPECT_EQ(r.status, 0) << "g++ could not compile " << source << ":\n" << r.err.substr(0, 2000);
  return program;
}

// What package_yaml.py prints for `file` ("key=value" a line), or skips.
std::string yaml_facts(const std::string& file) {
  const ProgramRun r = run_program_with(on_path("python3"), {std::string(SUITE_SOURCE_DIR) + "/tests/package/package_yaml.py", file},
                                        Stdin::closed(), Stdout::captured());
  EXPECT_NE(r.status, 2) << "python3 has no yaml module (Debian: apt-get install python3-yaml)";
  EXPECT_EQ(r.status, 0) << file << " is not a YAML mapping: " << r.err;
  return r.out;
}

bool has_yaml() {
  if (on_path("python3").empty()) return false;
  return run_program_on(on_path("python3"), {"-c", "import yaml"}, "").status == 0;
}

// The message of the suite's own checker (testlib's protocol) for `output`:
// its line, "wrong answer: ...".
std::string suite_message(const std::string& checker, const std::string& in, const std::string& output,
                          const std::string& answer) {
  const std::string out = temp_file("suite.out", output);
  return run_program_with(checker, {in, out, answer}, Stdin::closed(), Stdout::captured()).err;
}

// The puzzle's checker, as its row names it, built.
std::string suite_checker(const std::string& problem) { return checker_path(puzzles::find(problem)->checker); }

// Wrong outputs for the answer `answer`: the last two lines gone (a wrong
// answer: black_white's last move alone may go) and a space at the end of
// the first line (a presentation error).
std::vector<std::string> wrong_outputs(const std::string& answer) {
  std::string cut = answer;
  for (int lines = 0; lines < 2 && !cut.empty(); ++lines) {
    cut.erase(cut.size() - 1);
    cut.erase(cut.rfind('\n') == std::string::npos ? 0 : cut.rfind('\n') + 1);
  }
  std::string spaced = answer;
  spaced.insert(spaced.find('\n'), " ");
  return {cut, spaced};
}

// The suite's bad inputs for `problem`: samples/<program>/*.in with a .status
// (its first program's).
std::vector<std::string> bad_inputs(const std::string& problem) {
  const std::string folder = std::string(SUITE_SAMPLES_DIR) + "/" + puzzles::find(problem)->programs.front();
  std::vector<std::string> bad;
  for (const std::string& name : files_below(folder))
    if (name.size() > 7 && name.compare(name.size() - 7, 7, ".status") == 0)
      bad.push_back(folder + "/" + name.substr(0, name.size() - 7) + ".in");
  return bad;
}

// The lines of `facts` that start "key=", without it.
std::vector<std::string> all_facts(const std::string& facts, const std::string& key) {
  std::vector<std::string> values;
  std::istringstream lines(facts);
  for (std::string line; std::getline(lines, line);)
    if (line.compare(0, key.size() + 1, key + "=") == 0) values.push_back(line.substr(key.size() + 1));
  return values;
}

// The first of them; "" for none.
std::string fact(const std::string& facts, const std::string& key) {
  const std::vector<std::string> values = all_facts(facts, key);
  return values.empty() ? "" : values[0];
}

// The home judge's limits (its row of tools/judges/judges.tsv, the puzzle's
// home): seconds as the table writes them, and megabytes.
std::pair<std::string, long> home_limits(const std::string& problem) {
  const std::string home = puzzles::find(problem)->home;
  std::istringstream rows(read_file(SUITE_JUDGES_TSV));
  for (std::string row; std::getline(rows, row);) {
    std::vector<std::string> f;
    std::istringstream fields(row);
    for (std::string field; std::getline(fields, field, '\t');) f.push_back(field);
    if (f.size() == 12 && f[0] == home && f[2] == problem) return {f[7], std::atol(f[8].c_str()) / 1024};
  }
  ADD_FAILURE() << "tools/judges/judges.tsv has no row " << home << " for " << problem;
  return {"", 0};
}

// The judge-ready file (build/submit/) of the puzzle's first judge in
// tools/judges/judges.tsv that reads stdin: its home judge's, or the next
// where that one reads files (the shuttle's USACO).
std::string home_file(const std::string& problem) {
  for (const judges::Site& j : judges::read(SUITE_JUDGES_TSV))
    if (j.problem == problem && j.io == "-") return j.name + "/" + j.file + ".cpp";
  return "";
}

class Package : public testing::TestWithParam<const char*> {};

TEST_P(Package, KattisAsProblemtoolsAndDomjudgeRead) {
  const std::string problem = GetParam();
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ to build the checker as DOMjudge does (Debian: apt-get install g++)";
  if (!has_yaml()) GTEST_SKIP() << "skipped: no python3 with yaml to read problem.yaml (Debian: apt-get install python3-yaml)";
  const fs::path dir = unpacked(package_file("kattis", problem));
  const std::set<std::string> files = files_below(dir);

  // DOMjudge: problem.yaml at the zip's root, the time limit in .timelimit,
  // a statement as problem_statement/problem.{pdf,html,txt}; problemtools:
  // problem.<lang>.tex, the legacy keys.
  ASSERT_TRUE(files.count("problem.yaml")) << "DOMjudge: problem.yaml must be at the zip's root";
  const std::string facts = yaml_facts((dir / "problem.yaml").string());
  const std::pair<std::string, long> limits = home_limits(problem);
  EXPECT_FALSE(fact(facts, "name").empty()) << facts;
  EXPECT_EQ(fact(facts, "validation"), "custom") << "problemtools: the checker is used only with validation: custom";
  EXPECT_EQ(fact(facts, "limits.memory"), std::to_string(limits.second) + " (int)") << facts;
  EXPECT_EQ(fact(facts, "limits.time_limit"), "") << "the legacy format has no time limit key (DOMjudge: .timelimit)";
  EXPECT_NE(fact(facts, "license"), "unknown") << "problemtools warns of an unknown license";
  ASSERT_TRUE(files.count(".timelimit")) << "DOMjudge 8 and 9.0 read the time limit from .timelimit";
  EXPECT_EQ(read_file((dir / ".timelimit").string()), limits.first + "\n");
  EXPECT_TRUE(files.count("problem_statement/problem.html")) << "DOMjudge shows problem_statement/problem.html";
  EXPECT_TRUE(files.count("problem_statement/problem.en.tex")) << "problemtools renders problem.en.tex";
  EXPECT_NE(read_file((dir / "problem_statement/problem.en.tex").string()).find("\\problemname{"), std::string::npos);

  // Every .in with its .ans (DOMjudge refuses an .in alone), samples and secret.
  std::vector<std::string> inputs;
  int samples = 0;
  for (const std::string& f : files)
    if (f.size() > 3 && f.compare(f.size() - 3, 3, ".in") == 0) {
      EXPECT_TRUE(files.count(f.substr(0, f.size() - 3) + ".ans")) << "DOMjudge: " << f << " has no .ans";
      inputs.push_back(f.substr(0, f.size() - 3));
      samples += f.compare(0, 12, "data/sample/") == 0;
      EXPECT_TRUE(f.compare(0, 12, "data/sample/") == 0 || f.compare(0, 12, "data/secret/") == 0) << f;
    } else if (f.size() > 4 && f.compare(f.size() - 4, 4, ".ans") == 0) {
      EXPECT_TRUE(files.count(f.substr(0, f.size() - 4) + ".in")) << f << " has no .in";
    }
  EXPECT_GE(samples, 1);
  EXPECT_GE(inputs.size() - static_cast<std::size_t>(samples), 9u);

  // One output validator, one file, built as DOMjudge's judgehost builds a
  // validator of one C++ file and no build script.
  const std::string checker_name = puzzles::find(problem)->checker;
  const std::string checker_source = "output_validators/" + checker_name + "/" + checker_name + ".cpp";
  ASSERT_TRUE(files.count(checker_source));
  const std::string checker = compiled((dir / checker_source).string(), {"-Wall", "-O2", "-std=gnu++20"});
  const std::string validator_source = "input_validators/validate_" + problem + "/validate_" + problem + ".cpp";
  ASSERT_TRUE(files.count(validator_source));
  const std::string validator = compiled((dir / validator_source).string(), {"-O2", "-std=gnu++17"});
  const std::string feedback = temp_path("-feedback");
  fs::create_directories(feedback);
  for (const std::string& t : inputs) {
    const std::string in = (dir / (t + ".in")).string(), ans = (dir / (t + ".ans")).string();
    EXPECT_EQ(run_program(validator, {}, in).status, 42) << "the input validator refuses " << t << ".in";
    ProgramRun r = run_program(checker, {in, ans, feedback}, ans);
    EXPECT_EQ(r.status, 42) << t << ": the answer is not accepted: " << r.err;
    EXPECT_EQ(read_file(feedback + "/judgemessage.txt").compare(0, 4, "ok: "), 0);
    for (const std::string& wrong : wrong_outputs(read_file(ans))) {
      r = run_program_on(checker, {in, ans, feedback}, wrong);
      EXPECT_EQ(r.status, 43) << t << ": a wrong output is not refused";
      EXPECT_EQ(read_file(feedback + "/judgemessage.txt"), suite_message(suite_checker(problem), in, wrong, ans))
          << t << ": judgemessage.txt is not the suite's message";
    }
  }
  for (const std::string& bad : bad_inputs(problem))
    EXPECT_EQ(run_program(validator, {}, bad).status, 43) << "the input validator takes the bad input " << bad;

  // The submissions: the first accepted one (the home judge's file; the
  // others are the suite's bundles, run on every sample elsewhere) passes
  // every test, the wrong one fails one. The slow one is for a tool that
  // times it (problemtools: docs/packages.md), never a test here.
  int accepted = 0, wrong = 0, slow = 0;
  for (const std::string& f : files) {
    const bool is_accepted = f.compare(0, 21, "submissions/accepted/") == 0, is_wrong = f.compare(0, 25, "submissions/wrong_answer/") == 0;
    slow += f.compare(0, 32, "submissions/time_limit_exceeded/") == 0;
    if (!is_accepted && !is_wrong) continue;
    (is_accepted ? accepted : wrong) += 1;
    std::string home = "submissions/accepted/" + home_file(problem);
    home[home.find('/', 21)] = '-';
    if (is_accepted && f != home) continue;
    const std::string program = compiled((dir / f).string(), {"-x", "c++", "-O2", "-std=gnu++20"});
    bool all_accepted = true;
    for (const std::string& t : inputs) {
      const std::string in = (dir / (t + ".in")).string(), ans = (dir / (t + ".ans")).string();
      const ProgramRun run = run_program(program, {}, in);
      all_accepted = all_accepted && run_program_on(checker, {in, ans, feedback}, run.out).status == 42;
      if (is_accepted) {
        EXPECT_EQ(run.status, 0) << f << " on " << t;
      }
      if (!all_accepted) break;
    }
    EXPECT_EQ(all_accepted, is_accepted) << f << (is_accepted ? " is not accepted" : " is accepted");
  }
  EXPECT_GE(accepted, 1);
  EXPECT_GE(wrong, 1);
  EXPECT_GE(slow, 1);
}

// Hydro's `cc`, the language both versions build a .cc file as (the checker,
// and the submission in std/): hydrooj setting.yaml:60 at 7dee035a8 (4.19.1),
// :62 at 6042dc7bb (5.0.4), `g++ -Wall -std=c++14 -o foo foo.cc -lm
// -I/include` (the folder /include, which holds nothing of ours, left out).
std::string built_as_hydro_cc(const std::string& source) {
  const std::string cc = temp_path("-foo.cc");
  fs::copy_file(source, cc);
  return compiled(cc, {"-Wall", "-std=c++14", "-lm"});
}

// "2700ms" -> 2700, "5s" -> 5000: a time of config.yaml, as Hydro's
// parseTimeMS reads the two forms the packages use; -1 for another.
long hydro_ms(const std::string& time) {
  char* end = nullptr;
  const long number = std::strtol(time.c_str(), &end, 10);
  if (std::string(end) == "ms") return number;
  if (std::string(end) == "s") return number * 1000;
  return -1;
}

// 2700 -> "2.7", 1000 -> "1": seconds as the statements and the docs write them.
std::string seconds_of(long ms) {
  std::ostringstream text;
  text << static_cast<double>(ms) / 1000;
  return text.str();
}

// The Hydro zip's files as the judge and the import take them: its one
// folder, named for the problem; the problem's YAML files read by PyYAML;
// the checker and the submission in std/ built as Hydro's `cc`, the
// submission run on every case and accepted by the checker, which says ok
// to every answer and the suite's words to wrong ones; the cases' limits
// within Hydro's judge's and stated by the statements.
TEST_P(Package, HydroAsHydroReads) {
  const std::string problem = GetParam();
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ to build the checker as Hydro does (Debian: apt-get install g++)";
  if (!has_yaml()) GTEST_SKIP() << "skipped: no python3 with yaml to read config.yaml (Debian: apt-get install python3-yaml)";
  const fs::path root = unpacked(package_file("hydro", problem));
  const std::set<std::string> files = files_below(root);
  std::string outside;
  for (const std::string& f : files)
    if (f.compare(0, problem.size() + 1, problem + "/") != 0) outside += " " + f;
  EXPECT_EQ(outside, "") << "Hydro 4.19.1 imports only the zip's top-level folders, one a problem: all must be in "
                         << problem << "/, not";
  const fs::path dir = root / problem;
  ASSERT_TRUE(files.count(problem + "/problem.yaml")) << "Hydro: a problem is a folder with problem.yaml";
  const std::string problem_facts = yaml_facts((dir / "problem.yaml").string());
  EXPECT_FALSE(fact(problem_facts, "title").empty()) << "Hydro: title must be a string\n" << problem_facts;
  EXPECT_GE(all_facts(problem_facts, "tag[]").size(), 1u) << "Hydro: tag is a list";

  ASSERT_TRUE(files.count(problem + "/testdata/config.yaml"));
  const std::string config = yaml_facts((dir / "testdata/config.yaml").string());
  const std::pair<std::string, long> limits = home_limits(problem);
  EXPECT_EQ(fact(config, "type"), "default");
  EXPECT_EQ(fact(config, "checker_type"), "testlib");
  EXPECT_EQ(fact(config, "memory"), std::to_string(limits.second) + "m");
  const std::vector<std::string> ins = all_facts(config, "cases[].input"), outs = all_facts(config, "cases[].output");
  ASSERT_EQ(ins.size(), outs.size());
  const long ms = hydro_ms(fact(config, "time"));
  ASSERT_GT(ms, 0) << "time: " << fact(config, "time");
  EXPECT_LE(ms, std::lround(std::atof(limits.first.c_str()) * 1000)) << "not over the home judge's limit";
  EXPECT_LE(ins.size(), 100u) << "Hydro: at most 100 cases (its judge's testcases_max)";
  // hydrojudge's isValidConfig: the cases' limits, each times the language's
  // time_limit_rate (2 for Java and Kotlin, Hydro's default settings' most),
  // add up to at most total_time_limit, 60 s.
  EXPECT_LE(2 * ms * static_cast<long>(ins.size()), 60000)
      << "Hydro refuses Java and Kotlin: " << ins.size() << " cases of " << ms << " ms, twice each";
  for (const char* md : {"problem_zh.md", "problem_en.md"}) {
    const std::string text = read_file((dir / md).string());
    EXPECT_NE(text.find("```input1\n"), std::string::npos) << md << ": Hydro's sample block";
    const std::string stated = md == std::string("problem_en.md") ? "Time limit: " + seconds_of(ms) + " second"
                                                                  : "每个测试点 " + seconds_of(ms) + " 秒";
    EXPECT_NE(text.find(stated), std::string::npos) << md << " does not state the package's limit: " << stated;
  }
  int in_files = 0;
  for (const std::string& f : files) in_files += f.size() > 3 && f.compare(f.size() - 3, 3, ".in") == 0;
  EXPECT_EQ(static_cast<std::size_t>(in_files), ins.size()) << "every .in is a case";

  // The checker: a file name, which both versions build as its extension's
  // language (.cc: Hydro's cc); {file, lang} throws in 4.19.1.
  EXPECT_EQ(fact(config, "checker"), "checker.cc");
  ASSERT_TRUE(files.count(problem + "/testdata/checker.cc")) << "Hydro: the checker testdata/checker.cc";
  const std::string checker = built_as_hydro_cc((dir / "testdata/checker.cc").string());
  // std/: the import submits each file in the language its name says.
  const std::string std_file = problem + "/std/" + problem + ".cc";
  ASSERT_TRUE(files.count(std_file)) << "the reference solution, which the import submits as the teacher's: " << std_file;
  EXPECT_EQ(read_file((root / std_file).string()), read_file(std::string(SUITE_SUBMIT_DIR) + "/" + home_file(problem)))
      << "the home judge's file, which the Kattis test runs";
  const std::string solution = built_as_hydro_cc((root / std_file).string());
  for (std::size_t k = 0; k < ins.size(); ++k) {
    ASSERT_TRUE(files.count(problem + "/testdata/" + ins[k]) && files.count(problem + "/testdata/" + outs[k]))
        << ins[k] << ", " << outs[k];
    const std::string in = (dir / "testdata" / ins[k]).string(), ans = (dir / "testdata" / outs[k]).string();
    // hydrojudge's testlib checker: `checker in user_out answer`, the words on stderr.
    ProgramRun r = run_program_with(checker, {in, ans, ans}, Stdin::closed(), Stdout::captured());
    EXPECT_EQ(r.err.compare(0, 3, "ok "), 0) << ins[k] << ": Hydro reads \"ok \" on stderr as accepted, not " << r.err;
    const ProgramRun submitted = run_program(solution, {}, in);
    EXPECT_EQ(submitted.status, 0) << std_file << " on " << ins[k];
    r = run_program_with(checker, {in, temp_file("std_out", submitted.out), ans}, Stdin::closed(), Stdout::captured());
    EXPECT_EQ(r.err.compare(0, 3, "ok "), 0) << std_file << " on " << ins[k] << ": " << r.err;
    const std::vector<std::string> wrong = wrong_outputs(read_file(ans));
    const char* const words[] = {"wrong answer ", "wrong output format "};
    for (std::size_t w = 0; w < wrong.size(); ++w) {
      const std::string out = temp_file("user_out", wrong[w]);
      r = run_program_with(checker, {in, out, ans}, Stdin::closed(), Stdout::captured());
      const std::string suite = suite_message(suite_checker(problem), in, wrong[w], ans);
      EXPECT_EQ(r.err, words[w] + suite.substr(suite.find(": ") + 2)) << ins[k] << ": Hydro's words, the suite's message";
    }
  }

  // docs/packages.md gives the totals, a table a problem under its name: a
  // row for the languages of rate 1, one for Java and Kotlin's 2.
  const std::string docs = read_file(std::string(SUITE_SOURCE_DIR) + "/docs/packages.md");
  const std::size_t table = docs.find("(`" + problem + "`), " + std::to_string(ins.size()) + " cases");
  ASSERT_NE(table, std::string::npos) << "docs/packages.md has no table of Hydro's totals for " << problem << ", "
                                      << ins.size() << " cases";
  const std::string rows = docs.substr(table, docs.find("\n\n", docs.find("|", table)) - table);
  const long all = ms * static_cast<long>(ins.size());
  for (const long rate : {1L, 2L}) {
    const std::string row = " | " + std::to_string(rate) + " | " + seconds_of(rate * ms) + " s | " + seconds_of(rate * all) + " s |";
    EXPECT_NE(rows.find(row), std::string::npos) << "docs/packages.md, the table for " << problem << ": no row ending" << row
                                                 << "\n" << rows;
  }
}

// Each fact of `facts` whose key starts `prefix`: the rest of the key, and the value.
std::vector<std::pair<std::string, std::string>> facts_under(const std::string& facts, const std::string& prefix) {
  std::vector<std::pair<std::string, std::string>> found;
  std::istringstream lines(facts);
  for (std::string line; std::getline(lines, line);)
    if (line.compare(0, prefix.size(), prefix) == 0 && line.find('=') != std::string::npos)
      found.push_back({line.substr(prefix.size(), line.find('=') - prefix.size()), line.substr(line.find('=') + 1)});
  return found;
}

// The Hydro zip as Hydro 4.19.1 and 5.0.4 import it and judge from it
// (tests/package/hydro_import.js: their zip readers, their parser of
// config.yaml where npm has it, their import's and judge's steps): one
// problem, its folder; the statement in English and Chinese; every file of
// testdata/ as testdata, nothing else; the reference solution submitted in
// Hydro's cc; every case with the package's limits; the checker in cc; and
// no language of Hydro's default settings refused.
TEST_P(Package, HydroAsHydro4And5Import) {
  const std::string problem = GetParam();
  if (on_path("node").empty())
    GTEST_SKIP() << "skipped: no node to run Hydro's own code on the package (Debian: apt-get install nodejs npm)";
  const ProgramRun r = run_program_with(on_path("node"), {std::string(SUITE_SOURCE_DIR) + "/tests/package/hydro_import.js",
                                                          SUITE_BINARY_DIR, SUITE_SOURCE_DIR, package_file("hydro", problem)},
                                        Stdin::closed(), Stdout::captured());
  if (r.status == 77) GTEST_SKIP() << r.out;
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  const fs::path root = unpacked(package_file("hydro", problem));
  for (const std::string version : {"4.19.1", "5.0.4"}) {
    SCOPED_TRACE("Hydro " + version);
    // The problems imported, by folder: the problem's, and no other. Where
    // another one alone is, the rest is checked on it.
    const std::string problems = fact(r.out, version + ".problems");
    EXPECT_EQ(problems, problem) << "one problem, the folder " << problem << "/";
    if (problems.empty() || problems.find(',') != std::string::npos) continue;
    const std::string key = version + "." + problems + ".";
    std::string testdata;
    for (const std::string& f : files_below(root / problems / "testdata")) testdata += (testdata.empty() ? "" : " ") + f;
    const fs::path config_file = root / problems / "testdata/config.yaml";
    const std::string config = has_yaml() && fs::exists(config_file) ? yaml_facts(config_file.string()) : "";
    const std::vector<std::string> ins = all_facts(config, "cases[].input"), outs = all_facts(config, "cases[].output");
    EXPECT_EQ(fact(r.out, key + "error"), "") << "the import stops";
    EXPECT_FALSE(fact(r.out, key + "title").empty());
    EXPECT_EQ(fact(r.out, key + "statement"), "en,zh") << "problem_en.md and problem_zh.md, the content's two languages";
    EXPECT_EQ(fact(r.out, key + "testdata"), testdata) << "testdata/'s files, and no other";
    EXPECT_EQ(fact(r.out, key + "additional_file"), "");
    EXPECT_EQ(fact(r.out, key + "solution"), "");
    EXPECT_EQ(all_facts(r.out, key + "std"), std::vector<std::string>{problem + ".cc cc"})
        << "std/" << problem << ".cc, submitted in Hydro's cc";
    EXPECT_EQ(fact(r.out, key + "config"), "ok") << "config.yaml as the judge reads it";
    EXPECT_EQ(fact(r.out, key + "checker"), "checker.cc cc") << "the checker, built as Hydro's cc";
    const std::vector<std::string> cases = all_facts(r.out, key + "case");
    const long ms = hydro_ms(fact(config, "time"));
    if (!config.empty()) {
      EXPECT_EQ(cases.size(), ins.size()) << "config.yaml's cases";
      for (std::size_t k = 0; k < std::min(cases.size(), ins.size()); ++k)
        EXPECT_EQ(cases[k], ins[k] + " " + outs[k] + " " + std::to_string(ms) + " " + std::to_string(home_limits(problem).second))
            << "a case, its limits: time (ms), memory (MB)";
    }
    const std::vector<std::pair<std::string, std::string>> judged = facts_under(r.out, key + "judge.");
    EXPECT_GE(judged.size(), 20u) << "every language of Hydro's default settings";
    for (const auto& [language, total] : judged) {
      EXPECT_EQ(total.find("refused"), std::string::npos) << language << ": Hydro's judge " << total;
      EXPECT_LE(std::atol(total.c_str()), 60000) << language;
    }
  }
}

TEST_P(Package, FpsAsHustojImports) {
  const std::string problem = GetParam();
  const std::string file = package_file("fps", problem);
  if (on_path("xmllint").empty()) GTEST_SKIP() << "skipped: no xmllint (Debian: apt-get install libxml2-utils)";
  if (on_path("php").empty() || run_program_on(on_path("php"), {"-r", "exit(function_exists('simplexml_load_file') ? 0 : 1);"}, "").status != 0)
    GTEST_SKIP() << "skipped: no php with SimpleXML, which HUSTOJ's importer uses (Debian: apt-get install php-cli php-xml)";
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ to build the tpj as HUSTOJ says (Debian: apt-get install g++)";
  const ProgramRun lint = run_program_with(on_path("xmllint"), {"--noout", file}, Stdin::closed(), Stdout::captured());
  EXPECT_EQ(lint.status, 0) << "not well-formed XML: " << lint.err;

  const std::string dir = temp_path("-data");
  fs::create_directories(dir);
  const ProgramRun r = run_program_with(on_path("php"), {std::string(SUITE_SOURCE_DIR) + "/tests/package/fps_import.php", file, dir},
                                        Stdin::closed(), Stdout::captured());
  ASSERT_EQ(r.status, 0) << "HUSTOJ's importer would not read it: " << r.err;
  const std::pair<std::string, long> limits = home_limits(problem);
  EXPECT_EQ(fact(r.out, "version"), "1.2");
  EXPECT_EQ(fact(r.out, "items"), "1");
  EXPECT_FALSE(fact(r.out, "title").empty());
  EXPECT_EQ(fact(r.out, "time_limit"), limits.first + " s") << "HUSTOJ: time_limit in seconds (unit=\"s\")";
  EXPECT_EQ(fact(r.out, "memory_limit"), std::to_string(limits.second) + " mb");
  EXPECT_EQ(fact(r.out, "description"), "yes");
  EXPECT_EQ(fact(r.out, "tpj"), "C++") << "HUSTOJ writes tpj.cc only for language=\"C++\"";
  EXPECT_EQ(fact(r.out, "solution"), "C++");
  EXPECT_EQ(fact(r.out, "test_input"), fact(r.out, "test_output")) << "each test_input with its test_output";
  EXPECT_GE(std::atoi(fact(r.out, "test_input").c_str()), 9);

  // The tpj as HUSTOJ says to build it (g++ -o tpj tpj.cc), called as its
  // judge_client calls it: tpj input answer user_output; status 0 accepted.
  const std::string tpj = compiled(dir + "/tpj.cc", {});
  EXPECT_EQ(read_file(dir + "/solution0.cc"), read_file(std::string(SUITE_SUBMIT_DIR) + "/" + home_file(problem)))
      << "the solution is the home judge's file, which the Kattis test runs";
  int tests = 0;
  for (const std::string& name : files_below(dir)) {
    if (name.size() < 4 || name.compare(name.size() - 3, 3, ".in") != 0) continue;
    ++tests;
    const std::string in = dir + "/" + name, ans = in.substr(0, in.size() - 3) + ".out";
    ASSERT_TRUE(fs::exists(ans)) << name << " has no .out";
    ProgramRun check = run_program_with(tpj, {in, ans, ans}, Stdin::closed(), Stdout::captured());
    EXPECT_EQ(check.status, 0) << name << ": " << check.err;
    const std::vector<std::string> wrong = wrong_outputs(read_file(ans));
    for (std::size_t w = 0; w < wrong.size(); ++w) {
      const std::string user = temp_file("user.out", wrong[w]);
      check = run_program_with(tpj, {in, ans, user}, Stdin::closed(), Stdout::captured());
      EXPECT_EQ(check.status, w == 0 ? 1 : 2) << name << ": HUSTOJ reads 1 as WA, 2 as PE";
      EXPECT_EQ(check.err, suite_message(suite_checker(problem), in, wrong[w], ans)) << name;
    }
  }
  EXPECT_EQ(tests, std::atoi(fact(r.out, "test_input").c_str()) + 1) << "the tests and the sample";
}

INSTANTIATE_TEST_SUITE_P(Problems, Package, testing::ValuesIn(problems()));

// packages/ in the repository holds what the build writes: the same files
// with the same bytes (a zip's too: tools/package/zip.hpp), none missing,
// none left over.
TEST(Packages, TheCommittedPackagesAreWhatTheBuildWrites) {
  const fs::path built = fs::path(SUITE_BINARY_DIR) / "packages", committed = fs::path(SUITE_SOURCE_DIR) / "packages";
  const std::set<std::string> made = files_below(built), kept = files_below(committed);
  EXPECT_EQ(made.size(), 3 * problems().size() + 1) << "every problem in 3 formats, and their index";
  for (const std::string& name : made) {
    if (!kept.count(name)) ADD_FAILURE() << "packages/" << name << " is missing: the build writes it; " << kUpdate;
    else EXPECT_TRUE(read_file((built / name).string()) == read_file((committed / name).string()))
        << "packages/" << name << " differs from what the build writes; " << kUpdate;
  }
  for (const std::string& name : kept)
    EXPECT_TRUE(made.count(name)) << "packages/" << name << " is left over: the build no longer writes it; " << kUpdate;
}

// The same sources give the same bytes: a package written again, by another
// user's umask, at another time, in another folder, is the build's byte for
// byte (a zip records no owner, mode or time of the files it was made from).
TEST(Packages, AreTheSameBytesEveryTime) {
  const std::string problem = problems().front();
  for (const char* format : {"kattis", "hydro"}) {
    const std::string again = temp_path(std::string("-again-") + format + ".zip");
    const mode_t before = umask(077);
    const ProgramRun r = run_program_with(SUITE_PACKAGE, {problem, "--format", format, "-o", again}, Stdin::closed(),
                                          Stdout::captured());
    umask(before);
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(read_file(again) == read_file(package_file(format, problem)))
        << format << ": " << problem << " written twice gives other bytes";
  }
}

// packages/README.md, the index the build writes, links each package; the
// README and docs/packages.md link the index (their links resolve: docs_test).
TEST(Packages, TheIndexLinksEachPackageAndThePagesLinkTheIndex) {
  const std::string index = read_file(std::string(SUITE_BINARY_DIR) + "/packages/README.md");
  for (const char* format : {"kattis", "hydro", "fps"})
    for (const char* problem : problems()) {
      const std::string name = package_name(format, problem);
      EXPECT_NE(index.find("](" + name + ")"), std::string::npos) << "packages/README.md does not link " << name;
    }
  const std::string readme = read_file(std::string(SUITE_SOURCE_DIR) + "/README.md");
  const std::string docs = read_file(std::string(SUITE_SOURCE_DIR) + "/docs/packages.md");
  EXPECT_NE(readme.find("](packages/README.md)"), std::string::npos) << "README.md does not link packages/README.md";
  EXPECT_NE(docs.find("](../packages/README.md)"), std::string::npos) << "docs/packages.md does not link packages/README.md";
}

}  // namespace
