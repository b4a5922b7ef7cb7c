// The bundler on tricky inputs (BundlerCase): tests/bundler/cases/<case>/main.cpp,
// bundled, must equal expected.cpp, or fail with exit status 1 and exactly
// expected.err; an `args` file in a case holds extra arguments, one per line.
// Then its command line (Bundler): what it refuses, and what it cannot write.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/program_runs.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"
#include "support/text_lines.hpp"

namespace {

namespace fs = std::filesystem;

std::vector<std::string> cases() {
  std::vector<std::string> names;
  for (const fs::directory_entry& e : fs::directory_iterator(SUITE_BUNDLER_CASES))
    if (e.is_directory()) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

class BundlerCase : public testing::TestWithParam<std::string> {};

TEST_P(BundlerCase, Case) {
  const fs::path dir = fs::path(SUITE_BUNDLER_CASES) / GetParam();
  const fs::path out = fs::path(temp_dir()) / ("bundle_" + std::to_string(getpid()) + "_" + GetParam() + ".cpp");
  std::vector<std::string> args;
  if (fs::exists(dir / "args")) {
    std::istringstream lines(read_file((dir / "args").string()));
    for (std::string a; std::getline(lines, a);) args.push_back(a);
  }
  args.insert(args.end(), {"-o", out.string(), (dir / "main.cpp").string()});
  const ProgramRun run = run_program_on(SUITE_BUNDLER, args, "");
  if (fs::exists(dir / "expected.err")) {
    EXPECT_EQ(run.status, 1);
    EXPECT_EQ(run.err, read_file((dir / "expected.err").string()));
    EXPECT_EQ(run.out, "");
  } else {
    ASSERT_EQ(run.status, 0) << run.err;
    const std::string diff = first_difference(read_file((dir / "expected.cpp").string()), read_file(out.string()));
    EXPECT_EQ(diff, "") << diff;
    EXPECT_EQ(run.out, out.string() + ": " + std::to_string(fs::file_size(out)) + " bytes\n");
  }
}

std::string case_name(const testing::TestParamInfo<std::string>& param) { return param.param; }

INSTANTIATE_TEST_SUITE_P(bundler, BundlerCase, testing::ValuesIn(cases()), case_name);

// ---- The command line.

fs::path bundler_sandbox() {  // a program with a header, in a folder of its own
  const fs::path dir = fs::path(temp_dir()) / ("cli_bundle_" + std::to_string(getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "a.hpp") << "inline int a() { return 0; }\n";
  std::ofstream(dir / "main.cpp") << "#include \"a.hpp\"\nint main() { return a(); }\n";
  return dir;
}

ProgramRun bundle(const std::vector<std::string>& args) { return run_program_on(SUITE_BUNDLER, args, ""); }

TEST(Bundler, RefusesALimitThatIsNotAWholeNumberAboveZero) {
  const fs::path dir = bundler_sandbox();
  for (const char* limit : {"abc", "-5", "0", "12x"}) {
    const ProgramRun run = bundle({"--limit", limit, "-o", (dir / "out.cpp").string(), (dir / "main.cpp").string()});
    EXPECT_EQ(run.status, 2) << limit;
    EXPECT_EQ(run.err.rfind(std::string("bundler: option --limit takes a whole number of bytes above 0, not ") + limit + "\n", 0),
              0u)
        << run.err;
  }
}

TEST(Bundler, NeverWritesOverItsInputs) {
  const fs::path dir = bundler_sandbox();
  for (const char* input : {"main.cpp", "a.hpp"}) {
    const std::string target = (dir / input).generic_string(), before = read_file(target);  // as written, on Windows too
    const ProgramRun run = bundle({"-o", target, (dir / "main.cpp").string()});
    EXPECT_EQ(run.status, 1) << input;
    EXPECT_EQ(run.err, "bundler: will not write over its input " + target + "\n");
    EXPECT_EQ(read_file(target), before) << input << " is unchanged";
  }
}

TEST(Bundler, KeepsTheHeaderCommentClosed) {
  const fs::path dir = bundler_sandbox();
  const ProgramRun run =
      bundle({"--usaco", "shuttle", "--id", "x */ y", "-o", (dir / "out.cpp").string(), (dir / "main.cpp").string()});
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("bundler: options --files, --usaco and --id take letters, digits and _ only\n", 0), 0u) << run.err;
  EXPECT_FALSE(fs::exists(dir / "out.cpp"));
}

TEST(Bundler, RefusesAnEmptyTaskOrId) {
  const fs::path dir = bundler_sandbox();
  const std::string out = (dir / "out.cpp").string(), main = (dir / "main.cpp").string();
  const struct {
    std::vector<std::string> args;
    const char* says;
  } cases[] = {{{"--usaco", "", "--id", "me"}, "bundler: option --usaco needs a task name\n"},
               {{"--usaco", "shuttle", "--id="}, "bundler: option --id needs an ID\n"},
               {{"--files", ""}, "bundler: option --files needs a task name\n"}};
  for (const auto& c : cases) {
    std::vector<std::string> args = c.args;
    args.insert(args.end(), {"-o", out, main});
    const ProgramRun run = bundle(args);
    EXPECT_EQ(run.status, 2);
    EXPECT_EQ(run.err.rfind(c.says, 0), 0u) << run.err;
  }
  EXPECT_FALSE(fs::exists(dir / "out.cpp"));
}

TEST(Bundler, NamesAMissingProgramAsGiven) {
  const ProgramRun run = bundle({"-o", "out.cpp", "no_such_folder/nonexist.cpp"});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "bundler: cannot read no_such_folder/nonexist.cpp\n");
}

// A header not beside the file that includes it: refused, and found in an
// --include folder (the checkers include src/'s headers so).
TEST(Bundler, LooksForAHeaderInAnIncludeFolder) {
  const std::string checker = std::string(SUITE_SOURCE_DIR) + "/checkers/check_shuttle.cpp";
  const std::string out = temp_path("-checker.cpp");
  ProgramRun run = bundle({"-o", out, checker});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find(": cannot find header \"judge_args.hpp\""), std::string::npos) << run.err;
  run = bundle({"--include", std::string(SUITE_SOURCE_DIR) + "/src", "-o", out, checker});
  EXPECT_EQ(run.status, 0) << run.err;
  const std::string text = read_file(out);
  EXPECT_NE(text.find("class Args"), std::string::npos) << "judge_args.hpp is not inlined";
  EXPECT_EQ(text.find("#include \""), std::string::npos) << "a quoted include is left";
}

TEST(Bundler, LooksInEachIncludeFolderInTurn) {
  const fs::path dir = bundler_sandbox();
  fs::create_directories(dir / "first");
  fs::create_directories(dir / "second");
  std::ofstream(dir / "first" / "both.hpp") << "inline int both() { return 1; }\n";
  std::ofstream(dir / "second" / "both.hpp") << "inline int both() { return 2; }\n";
  std::ofstream(dir / "second" / "only.hpp") << "inline int only() { return 3; }\n";
  std::ofstream(dir / "two.cpp") << "#include \"both.hpp\"\n#include \"only.hpp\"\nint main() { return both() + only(); }\n";
  const std::string out = (dir / "out.cpp").string(), first = (dir / "first").string(), second = (dir / "second").string();
  ProgramRun run = bundle({"--include", first, "-o", out, (dir / "two.cpp").string()});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find(": cannot find header \"only.hpp\""), std::string::npos) << run.err;
  run = bundle({"--include", first, "--include=" + second, "-o", out, (dir / "two.cpp").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  std::string text = read_file(out);
  EXPECT_NE(text.find("return 1;"), std::string::npos) << "the first folder's both.hpp, found first:\n" << text;
  EXPECT_EQ(text.find("return 2;"), std::string::npos) << text;
  EXPECT_NE(text.find("return 3;"), std::string::npos) << "only.hpp, from the second folder:\n" << text;
  run = bundle({"--include=", "--include", second, "--include", first, "-o", out, (dir / "two.cpp").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  text = read_file(out);
  EXPECT_NE(text.find("return 2;"), std::string::npos) << "the folders in the order given (an empty one: none):\n" << text;
  EXPECT_EQ(text.find("return 1;"), std::string::npos) << text;
}

// Not on Windows, which has no full device, and whose C runtime takes what
// is printed to a missing stdout as written.
#ifndef _WIN32
TEST(Bundler, ReportsWhatItCannotWrite) {
  const fs::path dir = bundler_sandbox();
  ProgramRun run = bundle({"-o", "/dev/full", (dir / "main.cpp").string()});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "bundler: cannot write /dev/full: No space left on device\n");
  run = run_program_with(SUITE_BUNDLER, {"-o", (dir / "out.cpp").string(), (dir / "main.cpp").string()}, Stdin::text(""),
                         Stdout::closed());
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "bundler: cannot write the output: Bad file descriptor\n");
}
#endif

TEST(Bundler, TakesAJudgesFileFromItsRowAlone) {
  const fs::path dir = bundler_sandbox();
  const std::string out = (dir / "out.cpp").string(), program = SUITE_SOURCE_DIR "/src/black_white.cpp";
  ProgramRun run = bundle({"--judges", SUITE_JUDGES_TSV, "--judge", "nojudge", "-o", out, program});
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("bundler: no row of " SUITE_JUDGES_TSV " for nojudge and black_white\n", 0), 0u) << run.err;
  run = bundle({"--judges", SUITE_JUDGES_TSV, "--judge", "luogu", "--limit", "9000", "-o", out, program});
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("bundler: --limit comes from the table with --judges, not from the command line\n", 0), 0u)
      << run.err;
  run = bundle({"--judge", "luogu", "-o", out, program});
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("bundler: --judges and --judge go together\n", 0), 0u) << run.err;
  run = bundle({"--judges", (dir / "none.tsv").generic_string(), "--judge", "luogu", "-o", out, program});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "bundler: cannot read " + (dir / "none.tsv").generic_string() + "\n");
  EXPECT_FALSE(fs::exists(out));
}

}  // namespace
