// The Polygon zip build/package writes, for each problem, as its readers
// read it: problem.xml as Polygon2DOMjudge and CMS read it (Python's
// xml.etree: polygon_xml.py), the tests, samples, solutions and statements
// it names, and the checker built as Polygon, CMS and DOMjudge build it and
// called in each one's protocol, on every test's answer, on wrong outputs
// (the suite's words) and on the main solution's output.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <set>

#include "support/built_packages.hpp"

namespace {

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

}  // namespace
