// Each judge's own file (build/submit/<judge>/<file>.cpp, from
// tools/judges/judges.tsv), built as a program, prints byte for byte what its judge
// expects: on the judge's own sample (samples/<program>/sample-<judge>, from
// its statement; the rotation game's judges share sample-judge), and on every
// case of the suite's samples laid out as that judge wants. Those expected
// outputs are made here from the suite's samples by re-laying them out, not
// by running a program. A judge that reads TASK.in gets it in an empty folder.
// The problem's checker, given the re-laid answer, accepts each output too:
// it reads the layout from the answer.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "judges/judges.hpp"
#include "puzzles/puzzles.hpp"
#include "support/program_runs.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"
#include "support/text_lines.hpp"

namespace {

namespace fs = std::filesystem;
using judges::Site;

const std::vector<Site>& rows() {
  static const std::vector<Site> table = judges::read(SUITE_JUDGES_TSV);
  return table;
}

std::string executable_of(const Site& j) {
  for (const JudgeFilePath& p : kJudgeFilePaths)
    if (j.name == p.site && j.file == p.file) return p.path;
  return "";
}

// The value of `option` among the judge's options, or `fallback`.
std::string option(const Site& j, const std::string& name, const std::string& fallback) {
  const std::vector<std::string> words = j.option_words();
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    if (words[i] == name) return words[i + 1];
  return fallback;
}

// The shuttle's answer (20 a line, each case on new lines) with K a line
// (0: each case on one line); the cases' lengths come from the input.
std::string shuttle_laid_out(const std::string& input, const std::string& answer, int k) {
  std::istringstream in(input), numbers(answer);
  std::string out;
  for (std::string token; in >> token && token != "0";) {
    const long n = std::stol(token), length = (n + 1) * (n + 1) - 1;
    for (long i = 0; i < length; ++i) {
      std::string hole;
      numbers >> hole;
      const bool line_ends = i + 1 == length || (k > 0 && (i + 1) % k == 0);
      out += hole + (line_ends ? "\n" : " ");
    }
  }
  return out;
}

// A black-white answer in 一本通's layout ("step%2d:" + the board) laid out
// as `layout` (see black_white.cpp).
std::string black_white_laid_out(const std::string& answer, const std::string& layout) {
  std::string out, before;
  for (const std::string& line : lines_of(answer)) {
    const std::size_t colon = line.find(':');
    const std::string step = line.substr(4, colon - 4), board = line.substr(colon + 1);
    const int number = std::stoi(step);  // " 9" or "10"
    if (layout == "step") out += line + "\n";
    if (layout == "step-space") out += "step " + std::to_string(number) + ": " + board + "\n";
    if (layout == "board") out += board + "\n";
    if (layout == "moves" && number > 0) {  // the pair left where the empty cells now are
      const std::size_t from = board.find("--") + 1, to = before.find("--") + 1;
      out += std::to_string(from) + "," + std::to_string(from + 1) + "-->" + std::to_string(to) + "," +
             std::to_string(to + 1) + "\n";
    }
    before = board;
  }
  return out;
}

// What the judge expects for a suite sample, from the sample's answer: the
// answer itself for a judge with no options (the program's own layout), else
// the program's answer laid out by those options.
std::string laid_out(const Site& j, const std::string& input, const std::string& answer) {
  if (j.option_words().empty()) return answer;
  if (j.problem == "shuttle") return shuttle_laid_out(input, answer, std::stoi(option(j, "--per-line", "20")));
  if (j.problem == "black_white") return black_white_laid_out(answer, option(j, "--layout", "step"));
  ADD_FAILURE() << j.name << "'s options " << j.options << " lay out " << j.problem << "'s answers in no way known here";
  return answer;
}

// Runs the judge's file on `input` as its judge would: stdin, or TASK.in
// in an empty folder. Returns what it wrote.
ProgramRun run_as_judged(const Site& j, const std::string& input_path) {
  const std::string exe = executable_of(j);
  if (j.task().empty()) return run_program(exe, {}, input_path);
  const fs::path folder = fs::path(temp_dir()) / ("judge_files_" + std::to_string(getpid()));
  fs::remove_all(folder);
  fs::create_directories(folder);
  fs::copy_file(input_path, folder / (j.task() + ".in"));
  ProgramRun run = run_program_on("/bin/sh", {"-c", "cd \"$0\" && exec \"$1\"", folder.string(), exe}, "");
  EXPECT_EQ(run.out, "") << j.name << ": nothing on stdout";
  run.out = fs::exists(folder / (j.task() + ".out")) ? read_file((folder / (j.task() + ".out")).string()) : "";
  fs::remove_all(folder);
  return run;
}

std::string sample_base(const Site& j, const std::string& name) {
  return (fs::path(SUITE_SAMPLES_DIR) / j.program() / ("sample-" + name)).string();
}

class JudgeFile : public testing::TestWithParam<Site> {};

}  // namespace

namespace judges {
void PrintTo(const Site& j, std::ostream* os) { *os << j.name << "/" << j.file << ".cpp"; }
}  // namespace judges

namespace {

TEST_P(JudgeFile, PrintsItsJudgesSample) {
  const Site& j = GetParam();
  ASSERT_NE(executable_of(j), "") << "no program built for " << j.name << "/" << j.file;
  std::string base = sample_base(j, j.name);
  if (!fs::exists(base + ".in")) base = sample_base(j, "judge");
  ASSERT_TRUE(fs::exists(base + ".out")) << j.name << " has no sample";
  const ProgramRun run = run_as_judged(j, base + ".in");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(first_difference(read_file(base + ".out"), run.out), "") << j.name << "/" << j.file << " on " << base;
}

TEST_P(JudgeFile, PrintsTheSuitesCasesInItsLayout) {
  const Site& j = GetParam();
  int checked = 0;
  for (const fs::directory_entry& e : fs::directory_iterator(fs::path(SUITE_SAMPLES_DIR) / j.program())) {
    const std::string file = e.path().filename().string();
    if (e.path().extension() != ".in" || file.rfind("sample-", 0) != 0) continue;
    const std::string name = file.substr(7, file.size() - 10), base = sample_base(j, name);
    bool a_judges_own = false;  // laid out for its judge, not the suite's default
    for (const Site& other : rows()) a_judges_own = a_judges_own || other.name == name;
    if (a_judges_own || fs::exists(base + ".status")) continue;
    const ProgramRun run = run_as_judged(j, base + ".in");
    EXPECT_EQ(run.status, 0) << name << ": " << run.err;
    const std::string want = laid_out(j, read_file(base + ".in"), read_file(base + ".out"));
    EXPECT_EQ(first_difference(want, run.out), "") << j.name << "/" << j.file << " on sample-" << name;
    const std::string checker = checker_path(puzzles::find(j.problem)->checker);
    const ProgramRun check = run_program_on(
        checker, {base + ".in", temp_file("judge_files.out", run.out), temp_file("judge_files.ans", want)}, "");
    EXPECT_EQ(check.status, 0) << j.name << " on sample-" << name << ": " << check.err;
    ++checked;
  }
  // At least one besides the judges' own and the bad inputs: a puzzle has
  // three samples or more (SampleSet), the suite's puzzles five or more.
  EXPECT_GE(checked, 1);
}

TEST_P(JudgeFile, FitsItsJudgesLimit) {
  const Site& j = GetParam();
  const std::string text = read_file((fs::path(SUITE_SUBMIT_DIR) / j.name / (j.file + ".cpp")).string());
  const long crlf = static_cast<long>(text.size() + std::count(text.begin(), text.end(), '\n'));
  if (j.limit > 0) {
    EXPECT_LE(crlf, j.limit);
  }
  EXPECT_LE(crlf, 100 * 1024) << "NOI's limit, the largest the suite aims under";
  if (j.usaco()) {
    EXPECT_EQ(text.rfind("/*\nID: ", 0), 0u) << "USACO's header comes first";
  }
}

TEST(JudgeTable, FilesThatReadATaskFileNameItWhenItIsMissing) {
  int checked = 0;
  for (const Site& j : rows()) {
    if (j.task().empty()) continue;
    const fs::path folder = fs::path(temp_dir()) / ("judge_files_empty_" + std::to_string(getpid()));
    fs::remove_all(folder);
    fs::create_directories(folder);
    const ProgramRun run =
        run_program_on("/bin/sh", {"-c", "cd \"$0\" && exec \"$1\"", folder.string(), executable_of(j)}, "");
    EXPECT_EQ(run.status, 1) << j.name;
    EXPECT_EQ(run.err, j.task() + ".in: No such file or directory\n") << j.name;
    fs::remove_all(folder);
    ++checked;
  }
  EXPECT_GE(checked, 2);  // USACO's and the school copy's
}

TEST(JudgeTable, EveryJudgeOfTheProblemsPageHasAFile) {
  // The files the issue on other judges names, as the judges name them.
  for (const char* path : {"poj/2286", "hdu/1667", "uva/1343", "acwing/181", "tioj/1673", "luogu/UVA1343", "luogu/P2739",
                           "luogu/P1259", "usaco/shuttle", "jisuanke/shuttle", "ybt/1327", "helloqiyu/1440"})
    EXPECT_TRUE(fs::exists(fs::path(SUITE_SUBMIT_DIR) / (std::string(path) + ".cpp"))) << path;
}

TEST(JudgeTable, RowsAreWellFormed) {
  for (const Site& j : rows()) {
    EXPECT_NE(puzzles::find(j.problem), nullptr) << j.name << ": no puzzle " << j.problem;
    EXPECT_TRUE(j.limits == "published" || j.limits == "assumed") << j.name;
    EXPECT_GT(j.seconds, 0) << j.name;
    EXPECT_GT(j.memory_kb, 0) << j.name;
    EXPECT_EQ(judges::find(rows(), j.name, j.problem), &j) << j.name << " has two rows for " << j.problem;
  }
}

std::string judge_name(const testing::TestParamInfo<Site>& info) {
  std::string name = info.param.name + "_" + info.param.file;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(judges, JudgeFile, testing::ValuesIn(rows()), judge_name);

}  // namespace

TEST(JudgeTable, ARowThatComparesByAnUnknownWordIsRefused) {
  // A site's comparison is read once, as a kind: a word other than text or checker is an error, not "checker".
  const std::string row = "poj\t2286\trotation_game\t-\t-\t-\t%s\t1\t65536\tpublished\tC++\tPOJ\tThe Rotation Game\n";
  std::string text_row = row, exact_row = row;
  text_row.replace(text_row.find("%s"), 2, "text");
  exact_row.replace(exact_row.find("%s"), 2, "exact");
  const std::vector<Site> read = judges::read(temp_file("judges.tsv", text_row));
  ASSERT_EQ(read.size(), 1u);
  EXPECT_EQ(read[0].compare, judges::Compare::kText);
  try {
    judges::read(temp_file("judges.tsv", exact_row));
    ADD_FAILURE() << "a row comparing by \"exact\" was read";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find(":1: compares by \"exact\", not text or checker"), std::string::npos) << e.what();
  }
}
