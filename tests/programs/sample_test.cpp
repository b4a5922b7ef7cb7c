// Runs every program on every sample of samples/<program>/, as a judge would:
// sample-<name>.in on stdin; stdout must equal sample-<name>.out byte for byte
// and the exit status must equal sample-<name>.status (0 when there is none).
// A failing run must say one line on stderr, "<program>: <message>", with
// the message in sample-<name>.err where that file exists (the two shuttle
// programs share their samples, so the file leaves the program name out).
// sample-<judge>, for a judge of tools/judges/judges.tsv, is that judge's own sample,
// written from its statement: the program runs with the judge's options.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>
#include <vector>

#include "judges/judges.hpp"
#include "support/program_runs.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"
#include "support/text_lines.hpp"

namespace {

namespace fs = std::filesystem;

struct Sample {
  std::string program, executable, name, base;  // base: the path without .in/.out
  std::vector<std::string> options;             // a judge's, for its own sample
};

void PrintTo(const Sample& s, std::ostream* os) { *os << s.program << " sample-" << s.name; }

template <std::size_t N>
std::string executable_of(const std::string& program, const ProgramPath (&paths)[N]) {
  for (const ProgramPath& p : paths)
    if (program == p.name) return p.path;
  return "";
}

// The samples of a program, run by the normal build or, bundled, by the
// program built from its single-file bundle.
std::vector<Sample> samples_of(const std::string& program, bool bundled = false) {
  std::vector<Sample> samples;
  const fs::path dir = fs::path(SUITE_SAMPLES_DIR) / program;
  if (!fs::is_directory(dir)) return samples;
  for (const fs::directory_entry& e : fs::directory_iterator(dir)) {
    const std::string file = e.path().filename().string();
    if (e.path().extension() != ".in" || file.rfind("sample-", 0) != 0) continue;
    const std::string name = file.substr(7, file.size() - 7 - 3);
    static const std::vector<judges::Site> rows = judges::read(SUITE_JUDGES_TSV);
    const judges::Site* judge = judges::find(rows, name, program.rfind("shuttle_", 0) == 0 ? "shuttle" : program);
    samples.push_back({program, bundled ? executable_of(program, kBundledPaths) : executable_of(program, kProgramPaths),
                       name, (dir / ("sample-" + name)).string(),
                       judge ? judge->option_words() : std::vector<std::string>()});
  }
  std::sort(samples.begin(), samples.end(), [](const Sample& a, const Sample& b) { return a.name < b.name; });
  return samples;
}

std::string test_name(const testing::TestParamInfo<Sample>& info) {
  std::string name = info.param.name;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

class Samples : public testing::TestWithParam<Sample> {};

TEST_P(Samples, Match) {
  const Sample& s = GetParam();
  const ProgramRun run = run_program(s.executable, s.options, s.base + ".in");
  const int want_status = fs::exists(s.base + ".status") ? std::stoi(read_file(s.base + ".status")) : 0;
  const std::string diff = first_difference(read_file(s.base + ".out"), run.out);
  EXPECT_EQ(diff, "") << s.program << " on sample-" << s.name << ".in: stdout differs\n" << diff;
  EXPECT_EQ(run.status, want_status) << "stderr: " << run.err;
  if (want_status == 0) {
    EXPECT_EQ(run.err, "");
  } else {
    EXPECT_EQ(run.err.rfind(s.program + ": ", 0), 0u) << run.err;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    if (fs::exists(s.base + ".err")) {
      EXPECT_EQ(run.err, s.program + ": " + read_file(s.base + ".err"));
    }
  }
}

INSTANTIATE_TEST_SUITE_P(shuttle_dfs, Samples, testing::ValuesIn(samples_of("shuttle_dfs")), test_name);
INSTANTIATE_TEST_SUITE_P(shuttle_formula, Samples, testing::ValuesIn(samples_of("shuttle_formula")), test_name);
INSTANTIATE_TEST_SUITE_P(rotation_game, Samples, testing::ValuesIn(samples_of("rotation_game")), test_name);
INSTANTIATE_TEST_SUITE_P(black_white, Samples, testing::ValuesIn(samples_of("black_white")), test_name);
INSTANTIATE_TEST_SUITE_P(bundled_shuttle_dfs, Samples, testing::ValuesIn(samples_of("shuttle_dfs", true)), test_name);
INSTANTIATE_TEST_SUITE_P(bundled_shuttle_formula, Samples, testing::ValuesIn(samples_of("shuttle_formula", true)),
                         test_name);
INSTANTIATE_TEST_SUITE_P(bundled_rotation_game, Samples, testing::ValuesIn(samples_of("rotation_game", true)),
                         test_name);
INSTANTIATE_TEST_SUITE_P(bundled_black_white, Samples, testing::ValuesIn(samples_of("black_white", true)), test_name);

TEST(SampleSet, EveryProgramHasJudgeAndBadInputSamples) {
  for (const ProgramPath& p : kProgramPaths) {
    const std::vector<Sample> samples = samples_of(p.name);
    EXPECT_GE(samples.size(), 3u) << p.name;
    EXPECT_TRUE(std::any_of(samples.begin(), samples.end(),
                            [](const Sample& s) { return fs::exists(s.base + ".status"); }))
        << p.name << " has no bad-input sample";
  }
}

}  // namespace
