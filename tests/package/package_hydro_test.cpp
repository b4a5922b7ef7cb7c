// The Hydro zip build/package writes, for each problem: its files as
// Hydro's judge and import take them (one folder; problem.yaml and
// config.yaml read by PyYAML; the checker and the reference solution built
// as Hydro's `cc`, the solution accepted on every case, the checker's words
// the suite's; the cases' limits within Hydro's judge's, stated by the
// statements and by the packages' index), and the zip imported and judged by
// Hydro 4.19.1's and 5.0.4's own code in node (hydro_import.js).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "support/built_packages.hpp"

namespace {

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

}  // namespace
