// The pages a reader reads, README.md and docs/*.md, kept true: every
// example written as a shell session (a code block whose lines start with
// "$ ") is run, from a folder that looks like a fresh clone with its build in
// build/, and must print what the page shows: stdout and stderr together, in
// order. A line "..." stands for any lines left out; times, sizes and the
// judge tool's temporary folder may differ. The pages' links and figures are
// docs_links_test.cpp's, docs/adding.md's claims docs_adding_test.cpp's.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdlib>
#include <map>
#include <regex>
#include <set>

#include <unistd.h>

#include "support/doc_pages.hpp"
#include "support/program_runs.hpp"
#include "support/sandbox_probe.hpp"
#include "support/text_lines.hpp"

namespace {

// A command of an example and the lines the page says it prints.
struct Command {
  int line = 0;  // where the page shows it, from 1
  std::string text;
  std::vector<std::string> expected;
};

// One shell session of a page: its commands run one after another in one folder.
struct Example {
  std::string page;
  int line = 0;  // the opening fence's line
  std::vector<Command> commands;
  int ordinal = 0;       // 1 for the page's first example
  std::string problem;  // "" or why the block cannot be an example
};

// The sessions of a page: fenced blocks (indented ones too, under a list item)
// that hold a line starting with "$ ".
std::vector<Example> examples_of(const std::string& page) {
  const std::vector<std::string> lines = lines_of(text_of(page));
  std::vector<Example> found;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::size_t indent = 0;
    if (!is_fence(lines[i], &indent)) continue;
    std::vector<std::pair<int, std::string>> block;
    std::size_t end = i + 1;
    std::size_t unused = 0;
    for (; end < lines.size() && !is_fence(lines[end], &unused); ++end)
      block.emplace_back(static_cast<int>(end + 1), lines[end].size() >= indent ? lines[end].substr(indent) : "");
    Example example;
    example.page = page;
    example.line = static_cast<int>(i + 1);
    for (const auto& [number, text] : block) {
      if (text.rfind("$ ", 0) == 0) {
        Command command;
        command.line = number;
        command.text = text.substr(2);
        example.commands.push_back(command);
      } else if (!example.commands.empty()) {
        example.commands.back().expected.push_back(text);
      } else if (!text.empty()) {
        example.problem = "line " + std::to_string(number) + " comes before the first \"$ \" command";
      }
    }
    example.ordinal = static_cast<int>(found.size()) + 1;
    if (!example.commands.empty()) found.push_back(example);
    i = end;
  }
  return found;
}

std::vector<Example> all_examples() {
  std::vector<Example> all;
  for (const std::string& page : pages())
    for (const Example& example : examples_of(page)) all.push_back(example);
  return all;
}

// What may differ from run to run, made the same on both sides: a time or a
// size ("0.01 s", "1.9 MB", "(6 KB)"), the judge tool's folder
// ("/tmp/judge-WOjNT1"), how the box is counted (by a cgroup where the judge
// may make one, as root: the pages show what a learner's login sees), and
// the runs of spaces that line up its columns.
std::string normalized(const std::string& line) {
  static const std::regex counted(
      "memory, CPU and processes (counted by a cgroup \\(v[12]\\)|sampled every 10 ms \\(no cgroup here: [^)]*\\))");
  static const std::regex figure(R"(\b[0-9][0-9,]*(\.[0-9]+)? ?(s|ms|KB|MB|GB|bytes)\b)");
  static const std::regex folder(R"([^ ]*/judge-[A-Za-z0-9]{6}\b)");
  static const std::regex spaces(" +");
  std::string text = std::regex_replace(line, counted, "<counted>");
  text = std::regex_replace(text, figure, "<$2>");
  text = std::regex_replace(text, std::regex("<(ms|s)>"), "<time>");
  text = std::regex_replace(text, std::regex("<(KB|MB|GB|bytes)>"), "<size>");
  text = std::regex_replace(text, folder, "<folder>/judge-XXXXXX");
  return std::regex_replace(text, spaces, " ");
}

// Whether `actual` is what `expected` shows, "..." standing for any lines.
bool shows(const std::vector<std::string>& expected, const std::vector<std::string>& actual) {
  const std::size_t n = expected.size(), m = actual.size();
  std::vector<std::string> want, got;  // each line normalized once
  for (const std::string& line : expected) want.push_back(normalized(line));
  for (const std::string& line : actual) got.push_back(normalized(line));
  // can[i][j]: expected[i..] shows actual[j..]
  std::vector<std::vector<char>> can(n + 1, std::vector<char>(m + 1, 0));
  can[n][m] = 1;
  for (std::size_t i = n; i-- > 0;)
    for (std::size_t j = m + 1; j-- > 0;) {
      if (expected[i] == "...")
        can[i][j] = can[i + 1][j] || (j < m && can[i][j + 1]);
      else
        can[i][j] = j < m && want[i] == got[j] && can[i + 1][j + 1];
    }
  return can[0][0] != 0;
}

std::string numbered(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += "  | " + line + "\n";
  return text;
}

// A folder that looks like the clone the pages speak to: the source tree's
// top-level entries and build/, all links, so that what an example writes
// stays in the folder.
std::string clone_like_folder() {
  std::string pattern = temp_dir() + "docs-XXXXXX";
  if (mkdtemp(pattern.data()) == nullptr) return "";
  const fs::path folder(pattern);
  for (const fs::directory_entry& entry : fs::directory_iterator(SUITE_SOURCE_DIR)) {
    const std::string name = entry.path().filename().string();
    if (name == ".git" || name == "build") continue;
    fs::create_symlink(entry.path(), folder / name);
  }
  fs::create_symlink(SUITE_BINARY_DIR, folder / "build");
  return pattern;
}

// The page and the example's place on it ("docs_shuttle_md_3": its third).
std::string test_name(const Example& example) {
  std::string name = example.page + "_" + std::to_string(example.ordinal);
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

// How gtest names an example in its messages and in ctest's list.
void PrintTo(const Example& example, std::ostream* out) { *out << example.page << ":" << example.line; }

class PageExample : public testing::TestWithParam<Example> {};

TEST_P(PageExample, PrintsWhatThePageShows) {
  const Example& example = GetParam();
  ASSERT_TRUE(example.problem.empty()) << example.page << ":" << example.line << ": " << example.problem;
  for (const Command& command : example.commands) {
    if (command.text.find("submit/usaco") != std::string::npos && std::string(SUITE_USACO_ID) != "your_usaco_id")
      GTEST_SKIP() << "skipped: the page shows the default USACO ID, and this build has its own";
    if (command.text.find("build/judge ") == std::string::npos) continue;
#ifdef SUITE_SANITIZED
    GTEST_SKIP() << "skipped: a sanitized program's memory is the sanitizer's too, so the judge tool's verdicts "
                    "differ here (the plain build runs this example)";
#endif
    if (!judge_sandboxes())
      GTEST_SKIP() << "skipped: the example shows the judge tool sandboxed, and bubblewrap cannot sandbox here "
                      "(Debian: apt-get install bubblewrap)";
  }
  const std::string folder = clone_like_folder();
  ASSERT_FALSE(folder.empty()) << "cannot make a folder in " << temp_dir();
  for (const Command& command : example.commands) {
    // The command as a reader would type it, stdin empty, both streams in one
    // file. The folder reaches the shell as $1, never inside the script, so
    // that any path works (spaces, quotes, parentheses).
    const std::string output = folder + "/.output";
    const ProgramRun shell = run_program_on(
        "/bin/sh", {"-c", "cd \"$1\" && { " + command.text + "\n} < /dev/null > .output 2>&1", "sh", folder}, "");
    ASSERT_NE(shell.status, -1) << "cannot start a shell";
    std::vector<std::string> actual = lines_of(read_file(output));
    fs::remove(output);
    // The judge tool's folder is in the test's own temporary folder; the page
    // shows /tmp. A command it prints quotes a path for the shell where the
    // path needs it ('...', a ' as '"'"'): the page's needs none.
    std::string quoted = shell_quoted(temp_dir());
    quoted.pop_back();  // the path's start: the quotes close after its file's name
    for (std::string& line : actual) {
      for (std::size_t at; (at = line.find(quoted)) != std::string::npos;) {
        const std::size_t end = line.find('\'', at + quoted.size());
        if (end == std::string::npos) break;
        line = line.substr(0, at) + "/tmp/" + line.substr(at + quoted.size(), end - at - quoted.size()) + line.substr(end + 1);
      }
      for (std::size_t at; (at = line.find(temp_dir())) != std::string::npos;) line.replace(at, temp_dir().size(), "/tmp/");
    }
    EXPECT_TRUE(shows(command.expected, actual))
        << example.page << ":" << command.line << ": $ " << command.text << "\nthe page shows:\n"
        << numbered(command.expected) << "it printed:\n"
        << numbered(actual);
  }
  fs::remove_all(folder);
}

INSTANTIATE_TEST_SUITE_P(Docs, PageExample, testing::ValuesIn(all_examples()),
                         [](const testing::TestParamInfo<Example>& param) { return test_name(param.param); });

TEST(DocsExamples, ThereAreEnoughAndTheMatchingCanFail) {
  EXPECT_GE(all_examples().size(), 12u);
  // The matching itself: "..." takes any lines, figures may differ, words may not.
  EXPECT_TRUE(shows({"a", "...", "d"}, {"a", "b", "c", "d"}));
  EXPECT_TRUE(shows({"a", "...", "b"}, {"a", "b"}));
  EXPECT_FALSE(shows({"a", "...", "d"}, {"a", "b", "c"}));
  EXPECT_FALSE(shows({"a", "b"}, {"a", "b", "c"}));
  EXPECT_TRUE(shows({"test 1 AC 0.01 s 1.9 MB"}, {"test 1 AC    12.50 s  640 KB"}));
  EXPECT_FALSE(shows({"test 1 AC 0.01 s 1.9 MB"}, {"test 1 WA 0.01 s 1.9 MB"}));
  EXPECT_FALSE(shows({"N=12 moves=168"}, {"N=12 moves=169"}));
  EXPECT_TRUE(shows({"in /tmp/judge-WOjNT1 (6 KB)"}, {"in /x/tests/tmp/judge-a1b2C3 (1.2 MB)"}));
}

}  // namespace
