// The bundler on tricky inputs: tests/bundler/<case>/main.cpp, bundled, must
// equal expected.cpp, or fail with exit status 1 and exactly expected.err.
// An `args` file in a case holds extra arguments, one per line.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "program_runs.hpp"
#include "suite_paths.hpp"
#include "test_files.hpp"
#include "text_lines.hpp"

namespace {

namespace fs = std::filesystem;

std::vector<std::string> cases() {
  std::vector<std::string> names;
  for (const fs::directory_entry& e : fs::directory_iterator(JUDGE_BUNDLER_CASES))
    if (e.is_directory()) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

class Bundler : public testing::TestWithParam<std::string> {};

TEST_P(Bundler, Case) {
  const fs::path dir = fs::path(JUDGE_BUNDLER_CASES) / GetParam();
  const fs::path out = fs::path(temp_dir()) / ("bundle_" + std::to_string(getpid()) + "_" + GetParam() + ".cpp");
  std::vector<std::string> args;
  if (fs::exists(dir / "args")) {
    std::istringstream lines(read_file((dir / "args").string()));
    for (std::string a; std::getline(lines, a);) args.push_back(a);
  }
  args.insert(args.end(), {"-o", out.string(), (dir / "main.cpp").string()});
  const ProgramRun run = run_program_on(JUDGE_BUNDLER, args, "");
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

INSTANTIATE_TEST_SUITE_P(bundler, Bundler, testing::ValuesIn(cases()), case_name);

}  // namespace
