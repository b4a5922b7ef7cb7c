// The pages a reader reads, README.md and docs/*.md, kept true:
// - every example written as a shell session (a code block whose lines start
//   with "$ ") is run, from a folder that looks like a fresh clone with its
//   build in build/, and must print what the page shows: stdout and stderr
//   together, in order. A line "..." stands for any lines left out; times,
//   sizes and the judge tool's temporary folder may differ;
// - every relative link and image resolves, anchors included, and every page
//   of docs/ is linked from the README;
// - the submission files' sizes quoted from `cmake --build build --target
//   bundle` are the sizes of the files this build wrote;
// - docs/adding.md names files that exist, and every file of the code that
//   names a puzzle.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include <unistd.h>

#include "puzzles/puzzles.hpp"
#include "support/program_runs.hpp"
#include "support/sandbox_probe.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"
#include "support/text_lines.hpp"

namespace fs = std::filesystem;

namespace {

// README.md and every page of docs/, as paths relative to the source folder.
std::vector<std::string> pages() {
  std::vector<std::string> found = {"README.md"};
  for (const fs::directory_entry& entry : fs::directory_iterator(fs::path(SUITE_SOURCE_DIR) / "docs"))
    if (entry.path().extension() == ".md") found.push_back("docs/" + entry.path().filename().string());
  std::sort(found.begin() + 1, found.end());
  return found;
}

// A page's text, its path relative to the source folder.
std::string text_of(const std::string& page) { return read_file(std::string(SUITE_SOURCE_DIR) + "/" + page); }

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

bool is_fence(const std::string& line, std::size_t* indent) {
  const std::size_t at = line.find_first_not_of(' ');
  if (at == std::string::npos || line.compare(at, 3, "```") != 0) return false;
  *indent = at;
  return true;
}

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

// --- links ---------------------------------------------------------------

// The page's text outside code: fenced blocks and `code spans` dropped.
std::string prose_of(const std::string& text) {
  std::string prose;
  bool fenced = false;
  for (const std::string& line : lines_of(text)) {
    std::size_t indent = 0;
    if (is_fence(line, &indent)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    static const std::regex code("`[^`]*`");
    prose += std::regex_replace(line, code, "") + "\n";
  }
  return prose;
}

// GitHub's anchor for a heading: lower case, spaces to hyphens, punctuation
// dropped (letters, digits, '-', '_' and non-ASCII letters kept).
std::string anchor_of(const std::string& heading) {
  static const char* const dropped[] = {"—", "–", "−", "…", "·", "：", "，", "（", "）", "、", "。"};
  std::string text = heading;
  for (const char* mark : dropped)
    for (std::size_t at; (at = text.find(mark)) != std::string::npos;) text.erase(at, std::string(mark).size());
  std::string anchor;
  for (const char c : text) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u)) anchor += static_cast<char>(std::tolower(u));
    else if (c == ' ' || c == '-') anchor += '-';
    else if (c == '_' || u >= 0x80) anchor += c;
  }
  return anchor;
}

std::set<std::string> anchors_of(const std::string& page) {
  std::set<std::string> anchors;
  std::map<std::string, int> seen;
  bool fenced = false;
  for (const std::string& line : lines_of(text_of(page))) {
    std::size_t indent = 0;
    if (is_fence(line, &indent)) fenced = !fenced;
    if (fenced || line.rfind("#", 0) != 0) continue;
    const std::size_t text = line.find_first_not_of('#');
    if (text == std::string::npos || line[text] != ' ') continue;
    const std::string anchor = anchor_of(std::regex_replace(line.substr(text + 1), std::regex("`"), ""));
    const int times = seen[anchor]++;
    anchors.insert(times == 0 ? anchor : anchor + "-" + std::to_string(times));
  }
  return anchors;
}

struct Link {
  std::string page, target;
};

std::vector<Link> links_of(const std::string& page) {
  static const std::regex link(R"(!?\[[^\]]*\]\(([^)\s]+)(\s+"[^"]*")?\))");
  const std::string prose = prose_of(text_of(page));
  std::vector<Link> links;
  for (std::sregex_iterator it(prose.begin(), prose.end(), link), end; it != end; ++it)
    links.push_back({page, (*it)[1].str()});
  return links;
}

// "" when the link resolves, else what is wrong with it.
std::string broken(const Link& link) {
  const std::string& target = link.target;
  if (target.rfind("http://", 0) == 0 || target.rfind("https://", 0) == 0 || target.rfind("mailto:", 0) == 0)
    return "";
  const std::size_t hash = target.find('#');
  const std::string path = target.substr(0, hash);
  const std::string anchor = hash == std::string::npos ? "" : target.substr(hash + 1);
  const fs::path source = fs::weakly_canonical(SUITE_SOURCE_DIR);
  const fs::path resolved =
      path.empty() ? source / link.page : fs::weakly_canonical(source / fs::path(link.page).parent_path() / path);
  const std::string relative = fs::relative(resolved, source).generic_string();
  if (relative.rfind("..", 0) == 0) return "it points outside the project";
  if (relative.rfind("build", 0) == 0) return "it points into the build folder, which a clone does not have";
  if (!fs::exists(resolved)) return "there is no " + relative;
  if (!anchor.empty()) {
    if (resolved.extension() != ".md") return "an anchor into a file that is not a page";
    if (anchors_of(relative).count(anchor) == 0) return relative + " has no heading with the anchor #" + anchor;
  }
  return "";
}

TEST(DocsLinks, EveryRelativeLinkAndImageResolves) {
  int checked = 0;
  for (const std::string& page : pages())
    for (const Link& link : links_of(page)) {
      ++checked;
      const std::string problem = broken(link);
      EXPECT_EQ(problem, "") << page << ": (" << link.target << ")";
    }
  EXPECT_GE(checked, 10) << "the pages link to one another";
}

TEST(DocsLinks, TheCheckFindsABrokenLink) {
  EXPECT_NE(broken({"README.md", "docs/no-such-page.md"}), "");
  EXPECT_NE(broken({"README.md", "docs/shuttle.md#no-such-heading"}), "");
  EXPECT_NE(broken({"README.md", "build/submit/uva/1343.cpp"}), "");
  EXPECT_NE(broken({"docs/shuttle.md", "../../elsewhere.md"}), "");
  EXPECT_EQ(broken({"docs/shuttle.md", "../README.md"}), "");
  EXPECT_EQ(anchor_of("The shuttle: why (N+1)²−1 moves, and the dead-state rule"),
            "the-shuttle-why-n1²1-moves-and-the-dead-state-rule");
}

TEST(DocsLinks, TheReadmeLinksEveryPageOfDocs) {
  std::set<std::string> linked;
  for (const Link& link : links_of("README.md")) linked.insert(link.target.substr(0, link.target.find('#')));
  for (const std::string& page : pages())
    EXPECT_TRUE(page == "README.md" || linked.count(page) == 1) << "README.md does not link " << page;
}

// The README counts the puzzles and the programs as the table has them: its
// title is the suite's (puzzles::title(), the packages' source too).
TEST(DocsLinks, TheReadmeCountsAsTheTable) {
  const std::string readme = text_of("README.md");
  const std::vector<std::string> lines = lines_of(readme);
  ASSERT_GE(lines.size(), 3u);
  EXPECT_EQ(lines[0], "# " + puzzles::title());
  EXPECT_EQ(lines[2].rfind(puzzles::count_in_words(true) + " classic search puzzles", 0), 0u) << lines[2];
  std::size_t programs = 0;
  for (const puzzles::Puzzle& p : puzzles::all()) programs += p.programs.size();
  EXPECT_NE(readme.find("the " + puzzles::in_words(programs) + " programs"), std::string::npos)
      << "README.md's row of src/ counts " << programs << " programs";
}

TEST(DocsLinks, TheReadmeIsAFrontPage) {
  const std::vector<std::string> lines = lines_of(text_of("README.md"));
  EXPECT_LE(lines.size(), 200u) << "README.md is the front page; the manual is docs/";
  EXPECT_GE(pages().size(), 6u) << "README.md and at least five pages of docs/";
}

// --- figures ---------------------------------------------------------------

TEST(DocsFigures, TheSubmissionSizesAreThoseOfThisBuild) {
  // "-- submit/uva/1343.cpp: 9487 bytes (9578 with CRLF)", as the bundle target prints it.
  static const std::regex size_line(R"(-- submit/(\S+): ([0-9]+) bytes \(([0-9]+) with CRLF\))");
  int checked = 0;
  for (const std::string& page : pages()) {
    const std::vector<std::string> lines = lines_of(text_of(page));
    for (std::size_t i = 0; i < lines.size(); ++i) {
      std::smatch match;
      if (!std::regex_search(lines[i], match, size_line)) continue;
      const std::string name = match[1].str();
      if (name.find("usaco") != std::string::npos && std::string(SUITE_USACO_ID) != "your_usaco_id")
        continue;  // the pages quote the default ID; this build has another
      const std::string text = read_file(std::string(SUITE_SUBMIT_DIR) + "/" + name);
      ASSERT_FALSE(text.empty()) << page << ":" << i + 1 << ": no submit/" << name << " in this build";
      const std::size_t crlf = text.size() + static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
      EXPECT_EQ(match[2].str() + " / " + match[3].str(), std::to_string(text.size()) + " / " + std::to_string(crlf))
          << page << ":" << i + 1 << ": submit/" << name
          << " has changed size: paste the lines `cmake --build build --target bundle` prints";
      ++checked;
    }
  }
  EXPECT_GE(checked, 15) << "the pages quote the judges' files' sizes";
}

// docs/judges.md's list is complete: a line for every file the build writes
// into submit/ (a new judge's or puzzle's file too), none for a file it does not.
TEST(DocsFigures, TheSizesListEveryFileOfTheBuild) {
  static const std::regex size_line(R"(^-- submit/(\S+): [0-9]+ bytes)");
  std::set<std::string> listed, built;
  for (const std::string& line : lines_of(text_of("docs/judges.md"))) {
    std::smatch match;
    if (std::regex_search(line, match, size_line)) listed.insert(match[1].str());
  }
  const fs::path submit = SUITE_SUBMIT_DIR;
  for (const auto& entry : fs::recursive_directory_iterator(submit))
    if (entry.path().extension() == ".cpp") built.insert(fs::relative(entry.path(), submit).generic_string());
  ASSERT_FALSE(built.empty()) << "no file in " << SUITE_SUBMIT_DIR;
  for (const std::string& name : built)
    EXPECT_EQ(listed.count(name), 1u) << "docs/judges.md has no size line for submit/" << name
                                      << ": paste the lines `cmake --build build --target bundle` prints";
  for (const std::string& name : listed)
    EXPECT_EQ(built.count(name), 1u) << "docs/judges.md lists submit/" << name << ", which the build does not write";
}

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
      if (!e.is_regular_file() || (ext != ".cpp" && ext != ".hpp" && ext != ".js" && ext != ".cmake" && ext != ".html"))
        continue;
      const std::string file = fs::relative(e.path(), SUITE_SOURCE_DIR).generic_string();
      if (!names_a_puzzle(file, read_file(e.path().string()))) continue;
      ++naming;
      EXPECT_TRUE(listed_in(file, listed)) << file << " names a puzzle: docs/adding.md's \"How to add a puzzle\" should list it";
    }
  }
  for (const char* file : {"CMakeLists.txt", "tests/CMakeLists.txt"}) {
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
#ifndef SUITE_SANITIZED  // a sanitized build compiles no judge's file alone (tests/CMakeLists.txt)
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
