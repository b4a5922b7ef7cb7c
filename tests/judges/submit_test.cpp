// submit/ in the repository is what the build writes to build/submit/, byte
// for byte, so that a reader can copy a submission without building: no file
// differs, none is missing, none is left over. docs/judges.md links each judge's.
// The same for docs/play/, the pages to play that the build writes to
// build/play/, so that a visitor opens one without building.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>

#include "support/program_runs.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"

namespace fs = std::filesystem;

namespace {

// The files below `folder`, by their paths relative to it.
std::set<std::string> files_below(const fs::path& folder) {
  std::set<std::string> names;
  if (!fs::is_directory(folder)) return names;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(folder))
    if (!entry.is_directory()) names.insert(fs::relative(entry.path(), folder).generic_string());
  return names;
}

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

// The committed folder `folder` (of the checkout) holds what the build wrote
// into `built`, at least `least` files, and nothing else; each fault says
// the command `target` that refreshes it. `skipped`: files not compared.
void expect_the_builds(const fs::path& built, const std::string& folder, std::size_t least, const std::string& target,
                       bool (*skipped)(const std::string&)) {
  const fs::path committed = fs::path(SUITE_SOURCE_DIR) / folder;
  const std::string update = "run `cmake --build build --target " + target + "` and commit " + folder + "/";
  const std::set<std::string> made = files_below(built), kept = files_below(committed);
  ASSERT_GE(made.size(), least) << "the build wrote too few files into " << built;
  for (const std::string& name : made) {
    if (skipped(name)) continue;
    if (!kept.count(name)) {
      ADD_FAILURE() << folder << "/" << name << " is missing: the build writes it; " << update;
      continue;
    }
    const std::string want = read_file((built / name).string()), have = read_file((committed / name).string());
    EXPECT_TRUE(want == have) << folder << "/" << name << " differs from what the build writes, from "
                              << first_byte_apart(want, have) << " on; " << update;
  }
  for (const std::string& name : kept)
    EXPECT_TRUE(made.count(name)) << folder << "/" << name << " is left over: the build no longer writes it; " << update;
}

bool none(const std::string&) { return false; }

TEST(Submit, TheCommittedFilesAreWhatTheBuildWrites) {
  expect_the_builds(SUITE_SUBMIT_DIR, "submit", 20, "update-submit", has_other_id);
}

TEST(PlayPages, TheCommittedPagesAreWhatTheBuildWrites) {
  expect_the_builds(SUITE_PLAY_DIR, "docs/play", 3, "update-play-pages", none);
}

// docs/judges.md is where a learner finds a judge's file: it links each one
// (the README links it and a few of the files).
TEST(Submit, TheJudgesPageLinksEachJudgesFile) {
  const std::string page = read_file(std::string(SUITE_SOURCE_DIR) + "/docs/judges.md");
  for (const JudgeFilePath& j : kJudgeFilePaths) {
    const std::string link = std::string("](../submit/") + j.site + "/" + j.file + ".cpp)";
    EXPECT_NE(page.find(link), std::string::npos) << "docs/judges.md does not link " << link.substr(5);
  }
}

}  // namespace
