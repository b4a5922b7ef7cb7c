// The packages build/package writes (build/packages/<format>/<problem>), each
// unpacked and run the way its judge runs it: the checker built with the
// judge's own compiler command and called in its protocol, accepting the
// reference answer of every test and refusing wrong ones with the suite's
// words; the input validator on every test and on the suite's bad inputs;
// what the judge parses parsed with a real parser (PyYAML for problem.yaml
// and config.yaml, PHP's SimpleXML as HUSTOJ's importer and xmllint for the
// FPS file, Python's json and zipfile as QDUOJ's importer, Python's
// xml.etree as Polygon2DOMjudge and CMS for a Polygon package's problem.xml,
// Hydro's own code in node for the Hydro zip: hydro_import.js);
// every file a package names there. A package a judge would
// refuse fails, naming the judge and its rule. packages/ in the repository
// holds the same files, byte for byte.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
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

// The puzzles, from their table (tools/puzzles/table.cpp): a package each.
std::vector<const char*> problems() {
  std::vector<const char*> names;
  for (const puzzles::Puzzle& p : puzzles::all()) names.push_back(p.name);
  return names;
}
const char kUpdate[] = "run `cmake --build build --target update-packages` and commit packages/";

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

// What the HUSTOJ test calls the tpj on: the answer, then wrong outputs
// (wrong_outputs()); for black and white, whose answer only sets the layout,
// also the word "step" alone and the answer in another layout (the rows
// alone, without "step NN:").
std::vector<std::string> hustoj_outputs(const std::string& problem, const std::string& answer) {
  std::vector<std::string> outputs = {answer};
  for (const std::string& wrong : wrong_outputs(answer)) outputs.push_back(wrong);
  if (problem != "black_white") return outputs;
  outputs.push_back("step\n");
  std::string rows;
  std::istringstream lines(answer);
  for (std::string line; std::getline(lines, line);) rows += line.substr(line.find(':') + 1) + "\n";
  outputs.push_back(rows);
  return outputs;
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
    if (f.size() == 13 && f[0] == home && f[2] == problem) return {f[7], std::atol(f[8].c_str()) / 1024};
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
  // The Chinese statement too: problemtools renders every problem.<lang>.tex.
  // pdflatex has no package for Chinese loaded there, so each character is
  // \zh{character}{font}{slot}, the font gbsnu<high byte>, the slot its low
  // byte (statement.cpp's latex_chinese): none bare, each its own code.
  ASSERT_TRUE(files.count("problem_statement/problem.zh.tex")) << "problemtools renders problem.zh.tex";
  const std::string zh = read_file((dir / "problem_statement/problem.zh.tex").string());
  EXPECT_NE(zh.find("\\problemname{"), std::string::npos);
  EXPECT_EQ(zh.compare(0, 26, "\\DeclareRobustCommand{\\zh}"), 0) << "\\zh is defined first";
  int chinese = 0;
  for (std::size_t at = zh.find('\n'); at < zh.size(); ++at) {
    if (static_cast<unsigned char>(zh[at]) < 0x80) continue;
    ASSERT_EQ(zh.compare(at - 4, 4, "\\zh{"), 0) << "a bare character at byte " << at;
    const std::size_t end = zh.find('}', at);
    const std::string character = zh.substr(at, end - at), codes = zh.substr(end + 1, 8);
    ASSERT_EQ(character.size(), 3u);
    const unsigned point = (static_cast<unsigned char>(character[0]) & 0x0Fu) << 12 |
                           (static_cast<unsigned char>(character[1]) & 0x3Fu) << 6 | (static_cast<unsigned char>(character[2]) & 0x3Fu);
    char expected[16];
    std::snprintf(expected, sizeof expected, "{%02x}{%02X}", point >> 8, point & 0xFFu);
    EXPECT_EQ(codes, expected) << character;
    ++chinese;
    at = end;
  }
  EXPECT_GE(chinese, 50) << "the statement is Chinese";

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

  // The packages' index gives the totals, a table a problem under its name:
  // a row for the languages of rate 1, one for Java and Kotlin's 2.
  const std::string docs = read_file(std::string(SUITE_BINARY_DIR) + "/packages/README.md");
  const std::size_t table = docs.find("(`" + problem + "`), " + std::to_string(ins.size()) + " cases");
  ASSERT_NE(table, std::string::npos) << "packages/README.md has no table of Hydro's totals for " << problem << ", "
                                      << ins.size() << " cases";
  const std::string rows = docs.substr(table, docs.find("\n\n", docs.find("|", table)) - table);
  const long all = ms * static_cast<long>(ins.size());
  for (const long rate : {1L, 2L}) {
    const std::string row = " | " + std::to_string(rate) + " | " + seconds_of(rate * ms) + " s | " + seconds_of(rate * all) + " s |";
    EXPECT_NE(rows.find(row), std::string::npos) << "packages/README.md, the table for " << problem << ": no row ending" << row
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

  // Unpacked where HUSTOJ keeps a problem's files: OJ_HOME/data/PROBLEM/.
  const std::string home = temp_path("-hustoj"), dir = home + "/data/1000";
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
  EXPECT_EQ(read_file(dir + "/solution0.cc"), read_file(std::string(SUITE_SUBMIT_DIR) + "/" + home_file(problem)))
      << "the solution is the home judge's file, which the Kattis test runs";

  // The tpj as HUSTOJ says to build it (g++ -o tpj tpj.cc), called as its
  // judge_client calls it: `tpj input output answer` up to release 26.04.13,
  // `tpj input answer output` from 26.06.24 (docs/packages.md). Either way,
  // with the files named as HUSTOJ names them (OJ_HOME/data/PROBLEM/NAME.in
  // and NAME.out, OJ_HOME/run0/user.out) and named otherwise (where the tpj
  // tells the answer by what the files hold), on the answer and on wrong
  // outputs, it gives the suite's checker's verdict and words; status 0 is
  // accepted, 1 wrong answer, 2 presentation error.
  const std::string tpj = compiled(dir + "/tpj.cc", {});
  const std::string user = home + "/run0/user.out", elsewhere = home + "/elsewhere";
  fs::create_directories(home + "/run0");
  fs::create_directories(elsewhere);
  int tests = 0;
  for (const std::string& name : files_below(dir)) {
    if (name.size() < 4 || name.compare(name.size() - 3, 3, ".in") != 0) continue;
    ++tests;
    const std::string in = dir + "/" + name, ans = in.substr(0, in.size() - 3) + ".out";
    ASSERT_TRUE(fs::exists(ans)) << name << " has no .out";
    const std::string answer = read_file(ans);
    fs::copy_file(in, elsewhere + "/input", fs::copy_options::overwrite_existing);
    fs::copy_file(ans, elsewhere + "/b", fs::copy_options::overwrite_existing);
    const std::vector<std::string> outputs = hustoj_outputs(problem, answer);
    for (std::size_t o = 0; o < outputs.size(); ++o) {
      write_text(user, outputs[o]);
      write_text(elsewhere + "/a", outputs[o]);
      const ProgramRun suite = run_program_with(suite_checker(problem), {in, user, ans}, Stdin::closed(), Stdout::captured());
      if (o == 0) EXPECT_EQ(suite.status, 0) << name << ": the answer\n" << suite.err;
      else EXPECT_NE(suite.status, 0) << name << ": a wrong output, accepted by the suite's checker:\n" << outputs[o];
      const std::vector<std::string> calls[] = {{in, ans, user}, {in, user, ans},  // 26.06.24 on; up to 26.04.13
                                                {elsewhere + "/input", elsewhere + "/b", elsewhere + "/a"},
                                                {elsewhere + "/input", elsewhere + "/a", elsewhere + "/b"}};
      for (const std::vector<std::string>& call : calls) {
        const ProgramRun check = run_program_with(tpj, call, Stdin::closed(), Stdout::captured());
        EXPECT_EQ(check.status, suite.status) << name << ", output " << o << ": tpj " << call[1] << " " << call[2]
                                              << "\n" << check.err;
        EXPECT_EQ(check.err, suite.err) << name << ", output " << o << ": tpj " << call[1] << " " << call[2];
      }
    }
  }
  EXPECT_EQ(tests, std::atoi(fact(r.out, "test_input").c_str()) + 1) << "the tests and the sample";
}

// The facts qduoj_import.py prints for each problem: the lines from one
// "problem=" to the next.
std::vector<std::string> problem_facts(const std::string& facts) {
  std::vector<std::string> blocks;
  std::istringstream lines(facts);
  for (std::string line; std::getline(lines, line);) {
    if (line.compare(0, 8, "problem=") == 0) blocks.push_back("");
    if (!blocks.empty()) blocks.back() += line + "\n";
  }
  return blocks;
}

// The first line of tools/puzzles/<problem>/statement.<lang>.txt, "title: ...", without "title: ".
std::string statement_title(const std::string& problem, const std::string& lang) {
  const std::string text = read_file(std::string(SUITE_SOURCE_DIR) + "/tools/puzzles/" + problem + "/statement." + lang + ".txt");
  return text.substr(7, text.find('\n') - 7);
}

// QDUOJ: OnlineJudge v1.6.1+api.1.6.1 imports the zip (qduoj_import.py
// mirrors its code and says where each rule is); JudgeServer
// v1.6.1+judgeserver.1.6.1 builds the special judge with the command of
// OnlineJudge's judge/languages.py:91 and calls it as judge_client.py:67-98
// does: `spj input user_output`, the input on stdin; status 0 is accepted,
// 1 wrong answer, any other a system error.
TEST_P(Package, QduojAsQduojImports) {
  const std::string problem = GetParam();
  if (on_path("python3").empty()) GTEST_SKIP() << "skipped: no python3 to read the zip as QDUOJ does (Debian: apt-get install python3)";
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ to build the special judge as JudgeServer does (Debian: apt-get install g++)";
  const std::string store = temp_path("-qduoj");
  fs::create_directories(store);
  const ProgramRun r = run_program_with(on_path("python3"), {std::string(SUITE_SOURCE_DIR) + "/tests/package/qduoj_import.py",
                                        package_file("qduoj", problem), store}, Stdin::closed(), Stdout::captured());
  ASSERT_EQ(r.status, 0) << "QDUOJ would not import it: " << r.err;
  const std::vector<std::string> imported = problem_facts(r.out);
  ASSERT_EQ(imported.size(), 2u) << "one problem a language, Chinese and English\n" << r.out;

  // The tests are the Kattis package's, in its order (the sample first), with its answers.
  const fs::path kattis = unpacked(package_file("kattis", problem));
  std::vector<std::string> tests;
  for (const char* part : {"data/sample/", "data/secret/"})
    for (const std::string& f : files_below(kattis))
      if (f.compare(0, 12, part) == 0 && f.compare(f.size() - 3, 3, ".in") == 0) tests.push_back(f.substr(0, f.size() - 3));
  ASSERT_GE(tests.size(), 10u);

  const std::pair<std::string, long> limits = home_limits(problem);
  const char* const langs[] = {"zh", "en"};
  for (std::size_t k = 0; k < imported.size(); ++k) {
    const std::string& facts = imported[k];
    const std::string folder = store + "/" + std::to_string(k + 1);
    EXPECT_EQ(fact(facts, "display_id"), problem + "-" + langs[k]);
    EXPECT_EQ(fact(facts, "title"), statement_title(problem, langs[k])) << "problem " << k + 1 << " is the " << langs[k] << " statement";
    EXPECT_EQ(fact(facts, "time_limit"), std::to_string(std::lround(std::atof(limits.first.c_str()) * 1000))) << "QDUOJ: ms";
    EXPECT_EQ(fact(facts, "memory_limit"), std::to_string(limits.second)) << "QDUOJ: MB";
    EXPECT_EQ(fact(facts, "rule_type"), "ACM");
    EXPECT_EQ(fact(facts, "spj_language"), "C++");
    for (const char* key : {"description", "input_description", "output_description", "hint"})
      EXPECT_EQ(fact(facts, key), "yes") << key;
    EXPECT_EQ(fact(facts, "samples"), "1");
    EXPECT_EQ(read_file(folder + "/sample1.in"), read_file((kattis / (tests[0] + ".in")).string()));
    EXPECT_EQ(read_file(folder + "/sample1.out"), read_file((kattis / (tests[0] + ".ans")).string()));
    ASSERT_EQ(fact(facts, "test_cases"), std::to_string(tests.size())) << "every test a case, the sample first";
    for (std::size_t t = 0; t < tests.size(); ++t)
      EXPECT_TRUE(read_file(folder + "/" + std::to_string(t + 1) + ".in") == read_file((kattis / (tests[t] + ".in")).string()))
          << "case " << t + 1 << " is not " << tests[t];
  }
  EXPECT_EQ(read_file(store + "/1/spj-version.cpp"), read_file(store + "/2/spj-version.cpp")) << "one special judge";

  // /usr/bin/g++ -DONLINE_JUDGE -O2 -w -fmax-errors=3 -std=c++20 {src_path} -lm -o {exe_path}
  const std::string spj = store + "/spj-version";
  const ProgramRun build = run_program_with(on_path("g++"), {"-DONLINE_JUDGE", "-O2", "-w", "-fmax-errors=3", "-std=c++20",
                                            store + "/1/spj-version.cpp", "-lm", "-o", spj}, Stdin::closed(), Stdout::captured());
  ASSERT_EQ(build.status, 0) << "JudgeServer could not build the special judge:\n" << build.err.substr(0, 2000);
  for (std::size_t t = 0; t < tests.size(); ++t) {
    const std::string in = store + "/1/" + std::to_string(t + 1) + ".in", ans = (kattis / (tests[t] + ".ans")).string();
    ProgramRun check = run_program(spj, {in, ans}, in);
    EXPECT_EQ(check.status, 0) << tests[t] << ": the answer is not accepted: " << check.err;
    for (const std::string& wrong : wrong_outputs(read_file(ans))) {
      const std::string user = temp_file("user.out", wrong);
      check = run_program(spj, {in, user}, in);
      EXPECT_EQ(check.status, 1) << tests[t] << ": JudgeServer reads 1 as wrong answer (it has no presentation error)";
      EXPECT_EQ(check.err, suite_message(suite_checker(problem), in, wrong, ans)) << tests[t];
    }
  }
  // The rotation game's second sample board: DDHH and HHDD both take four
  // moves; the first in dictionary order is the answer, which the special
  // judge works out for itself.
  const std::string sample = read_file((kattis / (tests[0] + ".ans")).string());
  if (sample.find("\nDDHH\n") != std::string::npos) {
    const std::string in = store + "/1/1.in";
    const ProgramRun check = run_program(spj, {in, temp_file("user.out", sample.substr(0, sample.find("\nDDHH\n")) + "\nHHDD\n" +
                                                                          sample.substr(sample.find("\nDDHH\n") + 6))}, in);
    EXPECT_EQ(check.status, 1);
    EXPECT_NE(check.err.find("HHDD is not the smallest; DDHH is"), std::string::npos) << check.err;
  }
  // An input the checker cannot judge is the judge's fault: JudgeServer
  // reads a status other than 0 and 1 as a system error.
  const std::string bad = temp_file("bad.in", "-5\n");
  const ProgramRun fail = run_program(spj, {bad, bad}, bad);
  EXPECT_TRUE(fail.status != 0 && fail.status != 1 && fail.status < 128) << fail.status << ": " << fail.err;
}

// What polygon_xml.py prints for the unpacked package `dir`: problem.xml
// as Polygon2DOMjudge and CMS read it.
std::string polygon_facts(const std::string& dir) {
  const ProgramRun r = run_program_with(on_path("python3"), {std::string(SUITE_SOURCE_DIR) + "/tests/package/polygon_xml.py", dir},
                                        Stdin::closed(), Stdout::captured());
  EXPECT_EQ(r.status, 0) << "a reader stops on problem.xml: " << r.err;
  return r.out;
}

// "07" for 7: Polygon's tests/%02d.
std::string two_digits(std::size_t n) { return (n < 10 ? "0" : "") + std::to_string(n); }

TEST_P(Package, PolygonAsItsReadersRead) {
  const std::string problem = GetParam();
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ to build the checker as CMS does (Debian: apt-get install g++)";
  if (on_path("python3").empty()) GTEST_SKIP() << "skipped: no python3 to read problem.xml as the readers do (Debian: apt-get install python3)";
  const fs::path dir = unpacked(package_file("polygon", problem));
  const std::set<std::string> files = files_below(dir);
  ASSERT_TRUE(files.count("problem.xml")) << "Polygon2DOMjudge and CMS: problem.xml at the zip's root";
  const std::string facts = polygon_facts(dir.string());
  const std::pair<std::string, long> limits = home_limits(problem);
  const long milliseconds = std::lround(std::atof(limits.first.c_str()) * 1000);
  const long long bytes = static_cast<long long>(limits.second) * 1024 * 1024;

  // Polygon2DOMjudge 8b0919a (after v0.4.0), p2d/polygon.py: PolygonProblem.__init__.
  EXPECT_FALSE(fact(facts, "p2d.short_name").empty()) << "p2d/polygon.py:75: a short-name of letters, digits, - and _";
  EXPECT_EQ(fact(facts, "p2d.language"), "english") << "p2d/polygon.py:132: the English name, its first choice";
  EXPECT_EQ(fact(facts, "p2d.time_ms"), std::to_string(milliseconds)) << "p2d/polygon.py:91: time-limit in ms";
  EXPECT_EQ(fact(facts, "p2d.memory_bytes"), std::to_string(bytes)) << "p2d/polygon.py:92: memory-limit in bytes";
  EXPECT_EQ(fact(facts, "p2d.input_pattern"), "tests/%02d");
  EXPECT_EQ(fact(facts, "p2d.answer_pattern"), "tests/%02d.a");
  EXPECT_EQ(fact(facts, "p2d.checker"), "files/check.cpp");
  const std::vector<std::string> tests = all_facts(facts, "p2d.test[]");
  EXPECT_GE(tests.size(), 10u);
  // p2d/steps/testcases.py: test k is tests/%02d and %02d.a; a sample's
  // statements/<language>/example.%02d (.a), where there, must be the same
  // (else it warns, and takes the statement's answer).
  int samples = 0;
  for (std::size_t k = 1; k <= tests.size(); ++k) {
    const std::string in = "tests/" + two_digits(k), ans = in + ".a";
    ASSERT_TRUE(files.count(in) && files.count(ans)) << "test " << k << " has no " << in << " and " << ans;
    EXPECT_EQ(tests[k - 1].compare(0, 7, "manual "), 0) << tests[k - 1];
    if (tests[k - 1].compare(0, 12, "manual True ") != 0) continue;
    ++samples;
    for (const char* language : {"english", "chinese"}) {
      const std::string example = std::string("statements/") + language + "/example." + two_digits(k);
      ASSERT_TRUE(files.count(example) && files.count(example + ".a")) << example;
      EXPECT_EQ(read_file((dir / example).string()), read_file((dir / in).string())) << example;
      EXPECT_EQ(read_file((dir / (example + ".a")).string()), read_file((dir / ans).string())) << example << ".a";
    }
  }
  EXPECT_EQ(samples, 1) << "the sample is marked sample=\"true\"";
  EXPECT_TRUE(tests.front().compare(0, 12, "manual True ") == 0) << "the sample is the first test";
  // p2d/steps/jury_solutions.py: a tag of its table (p2d/models.py) picks
  // the folder, and each file keeps its name there.
  const std::map<std::string, std::string> folder_of = {{"main", "accepted"}, {"accepted", "accepted"},
                                                        {"wrong-answer", "wrong_answer"},
                                                        {"time-limit-exceeded", "time_limit_exceeded"}};
  std::map<std::string, int> per_folder;
  std::set<std::string> names;
  std::string main;
  for (const std::string& s : all_facts(facts, "p2d.solution[]")) {
    std::istringstream words(s);
    std::string tag, path, type;
    words >> tag >> path >> type;
    ASSERT_TRUE(folder_of.count(tag)) << "p2d/models.py: " << tag << " is no tag of its table";
    ++per_folder[folder_of.at(tag)];
    EXPECT_TRUE(files.count(path)) << path;
    EXPECT_TRUE(names.insert(fs::path(path).filename().string()).second) << "two solutions named " << path;
    EXPECT_EQ(type, "cpp.g++17") << "p2d/utils.py get_normalized_lang: cpp";
    if (tag == "main") main = path;
  }
  EXPECT_EQ(main, "solutions/" + fs::path(home_file(problem)).parent_path().string() + "-" +
                      fs::path(home_file(problem)).filename().string())
      << "the main solution is the home judge's file";
  EXPECT_GE(per_folder["accepted"], 2);
  EXPECT_GE(per_folder["wrong_answer"], 1);
  EXPECT_GE(per_folder["time_limit_exceeded"], 1);

  // CMS c3659b8, cmscontrib/loaders/polygon.py: get_task.
  EXPECT_EQ(fact(facts, "cms.title"), fact(facts, "p2d.name")) << "CMS: the first name is the task's title";
  EXPECT_EQ(fact(facts, "cms.input_file"), "") << "polygon.py:177: input-file=\"\" (stdin)";
  EXPECT_EQ(fact(facts, "cms.output_file"), "") << "polygon.py:178: output-file=\"\" (stdout)";
  EXPECT_EQ(all_facts(facts, "cms.testset[]"),
            std::vector<std::string>{"tests " + std::to_string(milliseconds) + ".0 " + std::to_string(bytes) + " " +
                                     std::to_string(tests.size())})
      << "polygon.py:162: every child of <judging> is a testset; the active one is \"tests\"";
  EXPECT_EQ(fact(facts, "cms.checker"), "files/check.cpp") << "polygon.py:181";

  // The statements: problem-properties.json beside each statement.
  EXPECT_EQ(all_facts(facts, "statement[]"),
            (std::vector<std::string>{"english application/x-tex statements/english/problem.tex",
                                      "chinese application/x-tex statements/chinese/problem.tex"}));
  for (const char* language : {"english", "chinese"}) {
    const std::string key = std::string("properties.") + language + ".";
    EXPECT_EQ(fact(facts, key + "timeLimit"), std::to_string(milliseconds));
    EXPECT_EQ(fact(facts, key + "memoryLimit"), std::to_string(bytes));
    EXPECT_EQ(fact(facts, key + "inputFile"), "\"stdin\"");
    EXPECT_EQ(fact(facts, key + "language"), std::string("\"") + language + "\"");
    for (const char* section : {"name", "legend", "input", "output"})
      EXPECT_GT(fact(facts, key + section).size(), 2u) << language << " has no " << section;
    EXPECT_EQ(fact(facts, key + "sample[]"), "example.01 example.01.a");
    for (const char* section : {"name", "legend", "input", "output"})
      EXPECT_TRUE(files.count(std::string("statement-sections/") + language + "/" + section + ".tex")) << section;
    const std::string tex = read_file((dir / "statements" / language / "problem.tex").string());
    EXPECT_EQ(tex.compare(0, 15, "\\begin{problem}"), 0) << "olymp.sty's problem environment";
    EXPECT_NE(tex.find("{" + limits.first + (limits.first == "1" ? " second}" : " seconds}") + "{" +
                       std::to_string(limits.second) + " megabytes}"),
              std::string::npos)
        << "the limits in the statement";
  }

  // The checker, built as each reader builds it, no testlib.h beside it.
  const fs::path alone = temp_path("-checker");
  fs::create_directories(alone);
  fs::copy_file(dir / "files/check.cpp", alone / "check.cpp");
  // Polygon: testlib's protocol, `check input output answer`, 0/1/2.
  const std::string testlib = compiled((alone / "check.cpp").string(), {"-O2", "-std=gnu++17"});
  // CMS, polygon.py:198: g++ -x c++ -O2 -static -DCMS; called (cms/grading/
  // steps/trusted.py:264) `checker input correct_output output`, the score
  // on stdout, the first line of stderr shown, exit 0.
  const fs::path cms_dir = temp_path("-cms");
  fs::create_directories(cms_dir);
  fs::copy_file(dir / "files/check.cpp", cms_dir / "check.cpp");
  const std::string cms = compiled((cms_dir / "check.cpp").string(), {"-x", "c++", "-O2", "-static", "-DCMS"});
  // Polygon2DOMjudge copies it into output_validators/checker/ (p2d/steps/
  // metadata.py:149); DOMjudge's judgehost builds it (judge/judgedaemon.main.php:1334
  // at a023fd3: g++ -Wall -O2 -std=gnu++20) and calls `run input answer feedback_dir < output`.
  const fs::path dj_dir = temp_path("-domjudge");
  fs::create_directories(dj_dir);
  fs::copy_file(dir / "files/check.cpp", dj_dir / "check.cpp");
  const std::string domjudge = compiled((dj_dir / "check.cpp").string(), {"-Wall", "-O2", "-std=gnu++20"});
  const std::string feedback = temp_path("-feedback");
  fs::create_directories(feedback);
  const std::string main_program = compiled((dir / main).string(), {"-x", "c++", "-O2", "-std=gnu++17"});
  for (std::size_t k = 1; k <= tests.size(); ++k) {
    const std::string in = (dir / ("tests/" + two_digits(k))).string(), ans = in + ".a";
    ProgramRun r = run_program_with(testlib, {in, ans, ans}, Stdin::closed(), Stdout::captured());
    EXPECT_EQ(r.status, 0) << "test " << k << ": Polygon: the answer is not accepted: " << r.err;
    r = run_program_with(cms, {in, ans, ans}, Stdin::closed(), Stdout::captured());
    EXPECT_EQ(r.status, 0) << "test " << k << ": CMS takes a non-zero exit for the checker's failure";
    EXPECT_EQ(r.out, "1.0\n") << "test " << k << ": CMS: the answer's score";
    r = run_program(domjudge, {in, ans, feedback}, ans);
    EXPECT_EQ(r.status, 42) << "test " << k << ": DOMjudge: the answer is not accepted: " << r.err;
    EXPECT_EQ(read_file(feedback + "/judgemessage.txt").compare(0, 4, "ok: "), 0);
    const std::vector<std::string> wrong = wrong_outputs(read_file(ans));
    for (std::size_t w = 0; w < wrong.size(); ++w) {
      const std::string out = temp_file("out", wrong[w]);
      const std::string suite = suite_message(suite_checker(problem), in, wrong[w], ans);
      r = run_program_with(testlib, {in, out, ans}, Stdin::closed(), Stdout::captured());
      EXPECT_EQ(r.status, w == 0 ? 1 : 2) << "test " << k << ": testlib's 1 wrong answer, 2 presentation error";
      EXPECT_EQ(r.err, suite) << "test " << k;
      r = run_program_with(cms, {in, ans, out}, Stdin::closed(), Stdout::captured());
      EXPECT_EQ(r.status, 0) << "test " << k;
      EXPECT_EQ(r.out, "0.0\n") << "test " << k << ": CMS: a wrong output's score";
      EXPECT_EQ(r.err, suite) << "test " << k << ": CMS shows the first line of stderr";
      for (char c : r.err.substr(0, r.err.size() - 1))
        EXPECT_TRUE(c >= 0x20 && c < 0x7f) << "cms/grading/steps/trusted.py:73 refuses " << int(c);
      r = run_program_on(domjudge, {in, ans, feedback}, wrong[w]);
      EXPECT_EQ(r.status, 43) << "test " << k << ": DOMjudge: a wrong output is not refused";
      EXPECT_EQ(read_file(feedback + "/judgemessage.txt"), suite) << "test " << k;
    }
    if (k == 1) {  // CMS's testlib: a fail is status 1, no score
      r = run_program_with(cms, {in, in + ".none", ans}, Stdin::closed(), Stdout::captured());
      EXPECT_EQ(r.status, 1) << "CMS: a fail of the checker (no answer file)";
      EXPECT_EQ(r.out, "") << "CMS: a fail has no score";
    }
    // The main solution passes the test, as Polygon checks it.
    const ProgramRun run = run_program(main_program, {}, in);
    EXPECT_EQ(run.status, 0) << main << " on test " << k;
    const std::string out = temp_file("main.out", run.out);
    EXPECT_EQ(run_program_with(testlib, {in, out, ans}, Stdin::closed(), Stdout::captured()).status, 0)
        << main << " fails test " << k;
  }
}

INSTANTIATE_TEST_SUITE_P(Problems, Package, testing::ValuesIn(problems()));

// packages/ in the repository holds what the build writes: the same files
// with the same bytes (a zip's too: tools/package/zip.hpp), none missing,
// none left over.
TEST(Packages, TheCommittedPackagesAreWhatTheBuildWrites) {
  const fs::path built = fs::path(SUITE_BINARY_DIR) / "packages", committed = fs::path(SUITE_SOURCE_DIR) / "packages";
  const std::set<std::string> made = files_below(built), kept = files_below(committed);
  EXPECT_EQ(made.size(), 5 * problems().size() + 1) << "every problem in 5 formats, and their index";
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
  for (const char* format : {"kattis", "hydro", "qduoj", "polygon"}) {
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

// A teacher's limits (--time-limit, --memory-limit) set the package's
// limits and its statements' words together, in every format; a bad value is
// refused, naming the option, with status 2.
TEST(Packages, TheTeachersLimitsSetThePackageAndWhatItsStatementsSay) {
  if (!has_yaml()) GTEST_SKIP() << "skipped: no python3 with yaml to read the YAML files (Debian: apt-get install python3-yaml)";
  const std::string problem = problems().front();
  const std::string en = "Time limit: 2.5 seconds a test. Memory limit: 100 MB.", zh = "时间限制：每个测试点 2.5 秒。内存限制：100 MB。";
  const auto written = [&](const std::string& format) {
    const std::string file = temp_path("-limits." + format);
    const ProgramRun r = run_program_with(SUITE_PACKAGE, {problem, "--format", format, "--time-limit", "2.5", "--memory-limit", "100",
                                                          "-o", file}, Stdin::closed(), Stdout::captured());
    EXPECT_EQ(r.status, 0) << r.err;
    return file;
  };
  const fs::path kattis = unpacked(written("kattis"));
  EXPECT_EQ(read_file((kattis / ".timelimit").string()), "2.5\n");
  EXPECT_EQ(fact(yaml_facts((kattis / "problem.yaml").string()), "limits.memory"), "100 (int)");
  EXPECT_NE(read_file((kattis / "problem_statement/problem.html").string()).find(en), std::string::npos);

  const fs::path hydro = unpacked(written("hydro"));
  std::string config_file;
  for (const std::string& f : files_below(hydro))
    if (fs::path(f).filename() == "config.yaml") config_file = (hydro / f).string();
  ASSERT_FALSE(config_file.empty()) << "no config.yaml";
  const std::string config = yaml_facts(config_file);
  EXPECT_EQ(fact(config, "time"), "2500ms");  // 12 cases × 2.5 s × Java's rate 2: 60 s, within Hydro's total
  EXPECT_EQ(fact(config, "memory"), "100m");
  const fs::path folder = fs::path(config_file).parent_path().parent_path();
  EXPECT_NE(read_file((folder / "problem_en.md").string()).find(en), std::string::npos);
  EXPECT_NE(read_file((folder / "problem_zh.md").string()).find(zh), std::string::npos);

  const std::string fps = read_file(written("fps"));
  EXPECT_NE(fps.find("<time_limit unit=\"s\"><![CDATA[2.5]]></time_limit>"), std::string::npos);
  EXPECT_NE(fps.find("<memory_limit unit=\"mb\"><![CDATA[100]]></memory_limit>"), std::string::npos);

  for (const std::vector<std::string>& bad : std::vector<std::vector<std::string>>{
           {"--time-limit", "0", "option --time-limit takes a number from 0.1 to 60, not 0"},
           {"--time-limit", "fast", "option --time-limit takes a number from 0.1 to 60, not fast"},
           {"--memory-limit", "1.5", "option --memory-limit takes a whole number from 16 to 4096, not 1.5"},
           {"--memory-limit", "8192", "option --memory-limit takes a whole number from 16 to 4096, not 8192"}}) {
    const ProgramRun r = run_program_with(SUITE_PACKAGE, {problem, bad[0], bad[1], "-o", temp_path("-bad.zip")}, Stdin::closed(),
                                          Stdout::captured());
    EXPECT_EQ(r.status, 2) << bad[0] << " " << bad[1];
    EXPECT_EQ(r.err.substr(0, r.err.find('\n')), "package: " + bad[2]);
  }
}

// packages/README.md, the index the build writes, links each package; the
// README and docs/packages.md link the index (their links resolve: docs_test).
TEST(Packages, TheIndexLinksEachPackageAndThePagesLinkTheIndex) {
  const std::string index = read_file(std::string(SUITE_BINARY_DIR) + "/packages/README.md");
  for (const char* format : {"kattis", "hydro", "fps", "qduoj", "polygon"})
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
