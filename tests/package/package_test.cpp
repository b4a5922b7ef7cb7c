// The packages build/package writes (build/packages/<format>/<problem>), each
// unpacked and run the way its judge runs it: the checker built with the
// judge's own compiler command and called in its protocol, accepting the
// reference answer of every test and refusing wrong ones with the suite's
// words; the input validator on every test and on the suite's bad inputs;
// what the judge parses parsed with a real parser. Here the Kattis package
// as problemtools and DOMjudge read it (PyYAML for problem.yaml), and every
// format's tests instantiated, a problem each; the other formats' tests are
// package_hydro_test.cpp's, package_fps_qduoj_test.cpp's and
// package_polygon_test.cpp's. A package a judge would refuse fails, naming
// the judge and its rule. packages/ in the repository holds the same files,
// byte for byte; a teacher's limits set a package's and its statements'.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <cstdio>
#include <set>

#include "support/built_packages.hpp"

namespace {

// The puzzles, from their table (tools/puzzles/table.cpp): a package each.
std::vector<const char*> problems() {
  std::vector<const char*> names;
  for (const puzzles::Puzzle& p : puzzles::all()) names.push_back(p.name);
  return names;
}
const char kUpdate[] = "run `cmake --build build --target update-packages` and commit packages/";

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
