// docs/adding.md, how to add a puzzle, kept true: every file it names
// exists; every file of the code that names a puzzle is one it lists; a
// puzzle needs at most six things outside its folder; and `ctest -L <puzzle>`
// selects every test of the puzzle and no other puzzle's.
#include <gtest/gtest.h>

#include <regex>
#include <utility>

#include "puzzles/puzzles.hpp"
#include "support/doc_pages.hpp"
#include "support/program_runs.hpp"

namespace {

// --- adding a puzzle -------------------------------------------------------

// The puzzles and their programs, from the table (tools/puzzles/table.cpp).
std::vector<std::string> table_puzzles() {
  std::vector<std::string> names;
  for (const puzzles::Puzzle& p : puzzles::all()) names.push_back(p.name);
  return names;
}
std::vector<std::string> table_programs() {
  std::vector<std::string> names;
  for (const puzzles::Puzzle& p : puzzles::all()) names.insert(names.end(), p.programs.begin(), p.programs.end());
  return names;
}

// The paths in backquotes of docs/adding.md's section `heading`, as written
// (`<program>` and `<puzzle>` stand for any of them; a path ending in / is a
// folder); `level` "###" for a part of a section.
std::vector<std::string> paths_in_section(const std::string& heading, const std::string& level = "##") {
  const std::string text = text_of("docs/adding.md");
  const std::size_t from = text.find("\n" + level + " " + heading + "\n");
  if (from == std::string::npos) return {};
  std::size_t to = text.size();
  for (const std::string& next : {std::string("\n## "), "\n" + level + " "}) to = std::min(to, text.find(next, from + 1));
  static const std::regex quoted("`((?:src|samples|tests|fuzz|checkers|tools|bench|docs|packages|submit)/[^` ]*|CMakeLists.txt|tests/CMakeLists.txt)`");
  std::vector<std::string> paths;
  const std::string section = text.substr(from, to - from);
  for (std::sregex_iterator it(section.begin(), section.end(), quoted), end; it != end; ++it) paths.push_back((*it)[1]);
  return paths;
}

// `written` with its placeholders filled in every way.
std::vector<std::string> filled(const std::string& written) {
  std::vector<std::string> all{written};
  for (const auto& [mark, names] : {std::make_pair(std::string("<program>"), table_programs()),
                                    std::make_pair(std::string("<puzzle>"), table_puzzles()),
                                    std::make_pair(std::string("<judge>"), std::vector<std::string>{"uva"})}) {
    std::vector<std::string> next;
    for (const std::string& path : all) {
      const std::size_t at = path.find(mark);
      if (at == std::string::npos) {
        next.push_back(path);
        continue;
      }
      for (const std::string& name : names) next.push_back(std::string(path).replace(at, mark.size(), name));
    }
    all = next;
  }
  return all;
}

// Whether `file` (relative to the source folder) is among `listed`: named, or in a listed folder.
bool listed_in(const std::string& file, const std::vector<std::string>& listed) {
  for (const std::string& written : listed)
    for (const std::string& path : filled(written))
      if (file == path || (!path.empty() && path.back() == '/' && file.rfind(path, 0) == 0)) return true;
  return false;
}

// `text` without its comments (// and /* */; in CMake, #), where they do not
// stand in a string.
std::string code_of(const std::string& text, bool cmake) {
  std::string code;
  char quote = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quote) {
      code += c;
      if (c == '\\' && i + 1 < text.size()) code += text[++i];
      else if (c == quote) quote = 0;
    } else if (c == '"' || (!cmake && c == '\'')) {
      quote = c;
      code += c;
    } else if (cmake ? c == '#' : text.compare(i, 2, "//") == 0) {
      i = std::min(text.find('\n', i), text.size()) - 1;
    } else if (!cmake && text.compare(i, 2, "/*") == 0) {
      const std::size_t end = text.find("*/", i + 2);
      i = end == std::string::npos ? text.size() : end + 1;
    } else {
      code += c;
    }
  }
  return code;
}

// Whether the code in `text` names a puzzle or a program of the table: as a
// string ("rotation_game", "shuttle_dfs.cpp"), or in CMake as a word; not in
// a comment.
bool names_a_puzzle(const std::string& file, const std::string& text) {
  static const std::string names = [] {
    std::string all;
    for (const std::string& n : table_puzzles()) all += (all.empty() ? "" : "|") + n;
    for (const std::string& n : table_programs()) all += "|" + n;
    return all;
  }();
  static const std::regex quoted("\"(" + names + ")[\"/:_. ]");
  static const std::regex word("\\b(" + names + ")\\b");
  const bool cmake = file.size() >= 6 && (file.substr(file.size() - 6) == ".cmake" || file.find("CMakeLists.txt") != std::string::npos);
  return std::regex_search(code_of(text, cmake), cmake ? word : quoted);
}

TEST(AddingAPuzzle, EveryFileItNamesExists) {
  const std::vector<std::string> listed = paths_in_section("How to add a puzzle");
  ASSERT_GE(listed.size(), 20u) << "docs/adding.md lists the files a puzzle touches";
  for (const std::string& written : paths_in_section("How to add a judge")) {
    if (written.find("<judge>") != std::string::npos) continue;  // the judge to be added
    for (const std::string& path : filled(written)) {
      EXPECT_TRUE(fs::exists(fs::path(SUITE_SOURCE_DIR) / path)) << path;
    }
  }
  for (const std::string& written : listed) {
    int found = 0;
    for (const std::string& path : filled(written)) found += fs::exists(fs::path(SUITE_SOURCE_DIR) / path) ? 1 : 0;
    EXPECT_GE(found, 1) << "docs/adding.md names " << written << ", which is not there";
  }
}

// The files that may name a puzzle: its own (the paths with a placeholder),
// the two tables, and what a puzzle may add; not the files the section names
// only to be read (tools/replay/rules.js, checkers/checker.hpp, ...).
std::vector<std::string> may_name_a_puzzle() {
  std::vector<std::string> files = paths_in_section("What it may add", "###");
  for (const std::string& path : paths_in_section("How to add a puzzle"))
    if (path.find('<') != std::string::npos) files.push_back(path);
  files.push_back("tools/puzzles/table.cpp");
  files.push_back("tools/puzzles/puzzles.hpp");  // what a row says, its examples
  files.push_back("tools/judges/judges.tsv");
  return files;
}

TEST(AddingAPuzzle, EveryFileOfTheCodeThatNamesAPuzzleIsListed) {
  const std::vector<std::string> listed = may_name_a_puzzle();
  int naming = 0;
  for (const char* folder : {"src", "checkers", "tools", "bench", "fuzz", "cmake"}) {
    const fs::path root = fs::path(SUITE_SOURCE_DIR) / folder;
    if (!fs::exists(root)) continue;
    for (const fs::directory_entry& e : fs::recursive_directory_iterator(root)) {
      const std::string ext = e.path().extension().string();
      const bool code = ext == ".cpp" || ext == ".hpp" || ext == ".js" || ext == ".cmake" || ext == ".html" ||
                        e.path().filename() == "CMakeLists.txt";  // each folder's part of the build
      if (!e.is_regular_file() || !code) continue;
      const std::string file = fs::relative(e.path(), SUITE_SOURCE_DIR).generic_string();
      if (!names_a_puzzle(file, read_file(e.path().string()))) continue;
      ++naming;
      EXPECT_TRUE(listed_in(file, listed)) << file << " names a puzzle: docs/adding.md's \"How to add a puzzle\" should list it";
    }
  }
  for (const char* file : {"CMakeLists.txt", "tests/CMakeLists.txt", "tests/programs/CMakeLists.txt"}) {
    if (names_a_puzzle(file, read_file(std::string(SUITE_SOURCE_DIR) + "/" + file))) {
      EXPECT_TRUE(listed_in(file, listed)) << file << " names a puzzle: docs/adding.md should list it";
    }
  }
  EXPECT_GE(naming, 15) << "the code names its puzzles in many files";
  // And the check can fail: a file of the code that is not listed, and one
  // the section names only to be read.
  EXPECT_FALSE(listed_in("tools/judge/grading.cpp", listed));
  EXPECT_FALSE(listed_in("tools/replay/rules.js", listed));
  EXPECT_TRUE(listed_in("tools/puzzles/shuttle/page/rules.js", listed));
  EXPECT_TRUE(names_a_puzzle("tools/x.cpp", "if (problem == \"rotation_game\")"));
  EXPECT_FALSE(names_a_puzzle("tools/x.cpp", "// the rotation_game's board"));
  EXPECT_FALSE(names_a_puzzle("tools/x.cpp", "/* \"rotation_game\" */ int x;  // (\"shuttle\")"));
  EXPECT_TRUE(names_a_puzzle("tools/x.cpp", "f(\"a // b\", \"shuttle\");"));
  EXPECT_FALSE(names_a_puzzle("CMakeLists.txt", "# shuttle_dfs's bundle"));
  EXPECT_FALSE(names_a_puzzle("tools/x.cpp", "int x; /* \"shuttle\" and no end"));
}

// What a puzzle needs outside its folder: at most six things, as the issue
// that made the folders asked: its lines in the two tables, its own files,
// the paths with a placeholder (a folder of its own, samples/<program>/,
// counts once for what is in it), and the pages of the manual that the tests
// ask it to edit.
TEST(AddingAPuzzle, NeedsAtMostSixThingsOutsideItsFolder) {
  const std::vector<std::string> listed = paths_in_section("Outside its folder", "###");
  const std::vector<std::string> tables = {"tools/puzzles/table.cpp", "tools/judges/judges.tsv"};
  for (const std::string& table : tables)
    EXPECT_NE(std::find(listed.begin(), listed.end(), table), listed.end()) << "docs/adding.md names " << table;
  std::vector<std::string> own, pages;
  for (const std::string& path : listed) {
    if (path == "README.md" || (path.rfind("docs/", 0) == 0 && path.size() > 3 && path.substr(path.size() - 3) == ".md")) {
      if (std::find(pages.begin(), pages.end(), path) == pages.end()) pages.push_back(path);
      continue;
    }
    const bool in_its_folder = path.rfind("tools/puzzles/<puzzle>/", 0) == 0;
    const bool in_a_listed_folder = std::any_of(listed.begin(), listed.end(), [&path](const std::string& folder) {
      return folder != path && folder.back() == '/' && path.rfind(folder, 0) == 0;
    });
    if (path.find('<') != std::string::npos && !in_its_folder && !in_a_listed_folder &&
        std::find(own.begin(), own.end(), path) == own.end())
      own.push_back(path);
  }
  std::string all;
  for (const std::string& path : own) all += " " + path;
  for (const std::string& path : pages) all += " " + path;
  EXPECT_GE(own.size(), 3u) << "its program, its checker and its samples, at least:" << all;
  EXPECT_EQ(pages, std::vector<std::string>{"docs/judges.md"}) << "the page with a row for each judge's file";
  EXPECT_LE(tables.size() + own.size() + pages.size(), 6u) << "outside its folder:" << all;
}

// ctest -L <puzzle> (docs/adding.md): its programs' samples, its checker's
// cases, its judges' files, its packages and the page, and no other
// puzzle's program or checker (tests/puzzle_labels.cmake).
TEST(AddingAPuzzle, ALabelSelectsEveryTestOfThePuzzle) {
  for (const puzzles::Puzzle& p : puzzles::all()) {
    const ProgramRun run =
        run_program_on(SUITE_CTEST, {"--test-dir", SUITE_BINARY_DIR, "-N", "-L", std::string("^") + p.name + "$"}, "");
    ASSERT_EQ(run.status, 0) << run.err;
    const std::string& listed = run.out;
    const auto has = [&listed](const std::string& name) { return listed.find(": " + name) != std::string::npos; };
    for (const char* program : p.programs) {
      EXPECT_TRUE(has(std::string(program) + "/Samples.Match/")) << p.name << ": " << program;
      EXPECT_TRUE(has(std::string("bundled_") + program + "/Samples.Match/")) << p.name << ": " << program;
    }
    EXPECT_TRUE(has(std::string("checkers/Checker.Verdict/") + p.name + "_")) << p.name;
#ifndef SUITE_SANITIZED  // a sanitized build compiles no judge's file alone (tests/judges/CMakeLists.txt)
    EXPECT_TRUE(has(std::string("judge_file_alone/") + p.home + "/")) << p.name << ": its home judge's file";
#endif
    EXPECT_TRUE(has("Problems/Package.")) << p.name;
    EXPECT_TRUE(has("replay_page/")) << p.name;
    for (const puzzles::Puzzle& other : puzzles::all()) {
      if (&other == &p) continue;
      for (const char* program : other.programs)
        EXPECT_FALSE(has(std::string(program) + "/Samples.Match/")) << p.name << " selects " << program;
    }
  }
}

}  // namespace
