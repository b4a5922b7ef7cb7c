// The pages a reader reads, README.md and docs/*.md, kept true: every
// relative link and image resolves, anchors included, and every page of
// docs/ is linked from the README, which stays a front page; the submission
// files' sizes quoted from `cmake --build build --target bundle` are the
// sizes of the files this build wrote, and docs/judges.md lists each.
#include <gtest/gtest.h>

#include <regex>
#include <set>

#include "puzzles/puzzles.hpp"
#include "support/doc_pages.hpp"
#include "support/text_lines.hpp"

namespace {

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

}  // namespace
