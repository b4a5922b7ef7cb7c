// Runs every program on every sample of samples/<program>/, as a judge would:
// sample-<name>.in on stdin; stdout must equal sample-<name>.out byte for byte
// and the exit status must equal sample-<name>.status (0 when there is none).
// A failing run must say one line on stderr, "<program>: <message>", with
// the message in sample-<name>.err where that file exists (the two shuttle
// programs share their samples, so the file leaves the program name out).
// sample-<judge>, for a judge of tools/judges/judges.tsv, is that judge's own sample,
// written from its statement: the program runs with the judge's options.
// Every program of the table is run, and its bundle: <program>/Samples.Match/<sample>
// and bundled_<program>/Samples.Match/<sample>.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "judges/judges.hpp"
#include "puzzles/puzzles.hpp"
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
    const puzzles::Puzzle* puzzle = puzzles::of_program(program);
    const judges::Site* judge = puzzle ? judges::find(rows, name, puzzle->name) : nullptr;
    samples.push_back({program, bundled ? path_in(kBundledPaths, program) : path_in(kProgramPaths, program),
                       name, (dir / ("sample-" + name)).string(),
                       judge ? judge->option_words() : std::vector<std::string>()});
  }
  std::sort(samples.begin(), samples.end(), [](const Sample& a, const Sample& b) { return a.name < b.name; });
  return samples;
}

std::string test_name(const Sample& sample) {
  std::string name = sample.name;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

class Samples : public testing::Test {
 public:
  explicit Samples(Sample sample) : sample_(std::move(sample)) {}
  void TestBody() override;

 private:
  Sample sample_;
};

void Samples::TestBody() {
  const Sample& s = sample_;
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

// A test for each sample of each program of the table, registered as a
// parameterised test would name it, so that a new program needs no line here.
[[maybe_unused]] const bool kRegistered = [] {
  for (const bool bundled : {false, true})
    for (const ProgramPath& p : kProgramPaths)
      for (const Sample& s : samples_of(p.name, bundled)) {
        std::ostringstream printed;
        PrintTo(s, &printed);
        testing::RegisterTest(((bundled ? "bundled_" : "") + s.program + "/Samples").c_str(),
                              ("Match/" + test_name(s)).c_str(), nullptr, printed.str().c_str(), __FILE__, __LINE__,
                              [s]() -> Samples* { return new Samples(s); });
      }
  return true;
}();

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
