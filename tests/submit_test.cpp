// submit/ in the repository is what the build writes to build/submit/, byte
// for byte, so that a reader can copy a submission without building: no file
// differs, none is missing, none is left over. The README links each judge's.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>

#include "program_runs.hpp"
#include "suite_paths.hpp"
#include "test_files.hpp"

namespace fs = std::filesystem;

namespace {

const char kUpdate[] = "run `cmake --build build --target update-submit` and commit submit/";

// A build with its own USACO ID writes other USACO files than the committed ones.
bool has_other_id(const std::string& name) {
  return std::string(SUITE_USACO_ID) != "your_usaco_id" && name.find("usaco") != std::string::npos;
}

// Where two texts first differ: "byte 41 (line 2)".
std::string first_byte_apart(const std::string& a, const std::string& b) {
  std::size_t at = 0;
  while (at < a.size() && at < b.size() && a[at] == b[at]) ++at;
  const std::size_t line = 1 + static_cast<std::size_t>(std::count(a.begin(), a.begin() + at, '\n'));
  return "byte " + std::to_string(at + 1) + " (line " + std::to_string(line) + ")";
}

TEST(Submit, TheCommittedFilesAreWhatTheBuildWrites) {
  const fs::path built(SUITE_SUBMIT_DIR), committed = fs::path(SUITE_SOURCE_DIR) / "submit";
  const std::set<std::string> made = files_below(built), kept = files_below(committed);
  ASSERT_GE(made.size(), 20u) << "the build wrote too few files into " << built;
  for (const std::string& name : made) {
    if (has_other_id(name)) continue;
    if (!kept.count(name)) {
      ADD_FAILURE() << "submit/" << name << " is missing: the build writes it; " << kUpdate;
      continue;
    }
    const std::string want = read_file((built / name).string()), have = read_file((committed / name).string());
    EXPECT_TRUE(want == have) << "submit/" << name << " differs from what the build writes, from "
                              << first_byte_apart(want, have) << " on; " << kUpdate;
  }
  for (const std::string& name : kept)
    EXPECT_TRUE(made.count(name)) << "submit/" << name << " is left over: the build no longer writes it; " << kUpdate;
}

TEST(Submit, TheReadmeLinksEachJudgesFile) {
  const std::string readme = read_file(std::string(SUITE_SOURCE_DIR) + "/README.md");
  for (const JudgeFilePath& j : kJudgeFilePaths) {
    const std::string link = std::string("](submit/") + j.site + "/" + j.file + ".cpp)";
    EXPECT_NE(readme.find(link), std::string::npos) << "README.md does not link " << link.substr(2);
  }
}

}  // namespace
