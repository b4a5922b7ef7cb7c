// The FPS file and the QDUOJ zip build/package writes, for each problem, as
// their judges import and judge them: the FPS file well-formed (xmllint) and
// read by HUSTOJ's importer (PHP's SimpleXML: fps_import.php), its tpj built
// as HUSTOJ says and called in both orders of its judge_client's releases;
// the QDUOJ zip imported as OnlineJudge does (qduoj_import.py), its special
// judge built and called as JudgeServer does. Each accepts the answers and
// refuses wrong outputs with the suite's checker's verdict and words.
#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "support/built_packages.hpp"

namespace {

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

}  // namespace
