// docs/architecture.md's rooms: every quoted #include of the project's
// sources points only where that page allows (src/ includes only src/; the
// sandbox nothing of the limits; the limits and the sandbox nothing of the
// judge; the package tool only four of the judge's files).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "suite_paths.hpp"

namespace {

namespace fs = std::filesystem;

// A room: its folder in the checkout and what its files may include (a
// folder of tools/ ending in '/', or one file).
struct Room {
  std::string folder;
  std::vector<std::string> may;
};

const std::vector<Room>& rooms() {
  static const std::vector<Room> all = {
      {"rules", {"rules/"}},
      {"checkers", {"rules/"}},
      {"tools/puzzles", {"puzzles/", "rules/", "checkers/", "package/validator.hpp"}},
      {"tools/judges", {"judges/", "puzzles/"}},
      {"tools/sandbox", {"sandbox/"}},
      {"tools/limited", {"limited/", "sandbox/"}},
      {"tools/formats", {"formats/"}},
      {"tools/judge", {"judge/", "formats/", "limited/", "sandbox/", "puzzles/", "judges/", "replay/page.hpp"}},
      {"tools/bundler", {"bundler/", "judges/"}},
      {"tools/package",
       {"package/", "formats/", "puzzles/", "judges/", "judge/files.hpp", "judge/tests.hpp", "judge/work.hpp",
        "judge/option_numbers.hpp"}},
      {"tools/replay", {"replay/", "puzzles/", "limited/"}},
  };
  return all;
}

// The project's folders an include may name ("judge/x.hpp": tools/judge/).
bool names_a_room(const std::string& include) {
  const std::string first = include.substr(0, include.find('/') + 1);
  for (const Room& r : rooms())
    if (fs::path(r.folder).filename().string() + "/" == first) return true;
  return false;
}

// Whether a file of `room` may include `include`.
bool allowed(const Room& room, const std::string& include) {
  if (include.find('/') == std::string::npos || !names_a_room(include)) return true;  // its own folder, src/'s, tools/'s
  for (const std::string& m : room.may)
    if (m.back() == '/' ? include.compare(0, m.size(), m) == 0 : include == m) return true;
  return false;
}

// The quoted includes of a file.
std::vector<std::string> includes_of(const fs::path& file) {
  std::ifstream in(file);
  std::vector<std::string> found;
  for (std::string line; std::getline(in, line);) {
    const std::size_t at = line.find("#include \"");
    if (at == std::string::npos || line.find_first_not_of(" \t") != at) continue;
    const std::size_t from = at + 10, to = line.find('"', from);
    if (to != std::string::npos) found.push_back(line.substr(from, to - from));
  }
  return found;
}

bool is_source(const fs::path& p) {
  const std::string e = p.extension().string();
  return e == ".cpp" || e == ".hpp" || e == ".h";
}

TEST(ArchitectureTest, TheRulesCanFail) {
  const Room& sandbox = rooms()[4];
  ASSERT_EQ(sandbox.folder, "tools/sandbox");
  EXPECT_FALSE(allowed(sandbox, "limited/unboxed.hpp"));  // the arrow this page forbids, once in the code
  EXPECT_TRUE(allowed(sandbox, "sandbox/keeper.hpp"));
  EXPECT_TRUE(allowed(sandbox, "internal.hpp"));
  const Room& package = rooms()[9];
  ASSERT_EQ(package.folder, "tools/package");
  EXPECT_TRUE(allowed(package, "judge/work.hpp"));
  EXPECT_FALSE(allowed(package, "judge/grading.hpp"));
}

TEST(ArchitectureTest, IncludesKeepTheLayers) {
  const fs::path root = SUITE_SOURCE_DIR;
  int files = 0;
  for (const Room& room : rooms())
    for (const auto& e : fs::recursive_directory_iterator(root / room.folder)) {
      if (!e.is_regular_file() || !is_source(e.path())) continue;
      ++files;
      for (const std::string& include : includes_of(e.path()))
        EXPECT_TRUE(allowed(room, include))
            << fs::relative(e.path(), root).string() << " includes \"" << include << "\", which docs/architecture.md's "
            << room.folder << "/ may not";
    }
  EXPECT_GT(files, 100);
  // src/: what a judge compiles includes only its own folder's files.
  for (const auto& e : fs::recursive_directory_iterator(root / "src")) {
    if (!e.is_regular_file() || !is_source(e.path())) continue;
    for (const std::string& include : includes_of(e.path()))
      EXPECT_TRUE(fs::exists(e.path().parent_path() / include) || fs::exists(root / "src" / include))
          << fs::relative(e.path(), root).string() << " includes \"" << include << "\", not a file of src/";
  }
}

// The judge's grading and report include nothing of its command line
// (judge/options.hpp), directly or through the files they include.
TEST(ArchitectureTest, TheJudgesGradingAndReportIncludeNothingOfItsCommandLine) {
  const fs::path judge = fs::path(SUITE_SOURCE_DIR) / "tools/judge";
  const auto reaches_options = [&](const std::string& start) {
    std::vector<std::string> to_read = {start}, seen;
    while (!to_read.empty()) {
      const std::string file = to_read.back();
      to_read.pop_back();
      if (file == "options.hpp") return true;
      if (std::find(seen.begin(), seen.end(), file) != seen.end() || !fs::exists(judge / file)) continue;
      seen.push_back(file);
      for (const std::string& include : includes_of(judge / file))
        if (include.compare(0, 6, "judge/") == 0) to_read.push_back(include.substr(6));
    }
    return false;
  };
  EXPECT_TRUE(reaches_options("run_tests.cpp")) << "the rule can fail: the mode reads --only";
  for (const char* file : {"grading.cpp", "grading_parts.hpp", "checking.cpp", "passes.cpp", "interact.cpp",
                           "report.cpp", "difference.cpp", "progress.cpp", "stress_report.cpp"})
    EXPECT_FALSE(reaches_options(file)) << "tools/judge/" << file << " includes judge/options.hpp";
}

}  // namespace
