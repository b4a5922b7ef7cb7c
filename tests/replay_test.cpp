// The replay page in a real browser: build/replay writes pages for right and
// wrong answers of each puzzle; headless Chromium, refused any network, loads
// each from disk and the test reads the page's #verdict from the DOM it
// dumps; one screenshot a puzzle must not be blank. Skipped, saying so,
// where Chromium is not installed (Debian: chromium; .ci/run installs it).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "run_program.hpp"
#include "suite_paths.hpp"

namespace {

namespace fs = std::filesystem;

std::string chromium() {
  for (const char* p : {"/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/local/bin/chromium"})
    if (access(p, X_OK) == 0) return p;
  return "";
}

#define NEEDS_CHROMIUM()                                                                                    \
  if (chromium().empty()) GTEST_SKIP() << "skipped: chromium is not installed (Debian: apt-get install chromium)"

fs::path folder() {
  const fs::path f = fs::path(temp_dir()) / ("replay_" + std::to_string(getpid()));
  fs::create_directories(f);
  return f;
}

// Chromium's command line: headless, as root, no network at all (every host
// name unresolvable, every connection sent to a proxy that is not there).
std::vector<std::string> browser(const std::vector<std::string>& more) {
  std::vector<std::string> args{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                                "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9",
                                "--proxy-bypass-list=<-loopback>", "--user-data-dir=" + (folder() / "profile").string()};
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

// The page for `output` of `problem` on `input`.
std::string page_for(const std::string& name, const std::string& problem, const std::string& input,
                     const std::string& output) {
  const fs::path dir = folder();
  const std::string in = (dir / (name + ".in")).string(), out = (dir / (name + ".out")).string(),
                    page = (dir / (name + ".html")).string();
  write_text(in, input);
  write_text(out, output);
  const ProgramRun run = run_program_on(JUDGE_REPLAY, {problem, in, out, "-o", page}, "");
  EXPECT_EQ(run.status, 0) << run.err;
  return page;
}

// The text of the page's #verdict once the browser has run it.
std::string verdict_of(const std::string& page) {
  const ProgramRun run = run_program_on(chromium(), browser({"--dump-dom", "file://" + page}), "");
  const std::string key = "id=\"verdict\"";
  const std::size_t at = run.out.find(key);
  if (at == std::string::npos) return "(no #verdict in the page: " + run.err.substr(0, 300) + ")";
  const std::size_t start = run.out.find('>', at) + 1;
  std::string text = run.out.substr(start, run.out.find("</p>", start) - start);
  for (std::size_t q; (q = text.find("&quot;")) != std::string::npos;) text.replace(q, 6, "\"");
  return text;
}

std::string ran(const std::string& program, const std::vector<std::string>& args, const std::string& input) {
  const ProgramRun run = run_program_on(program_path(program), args, input);
  EXPECT_EQ(run.status, 0) << run.err;
  return run.out;
}

struct Expect {
  std::string name, problem, input, output, verdict;  // verdict: how it starts
};

TEST(ReplayPage, SaysSolvedForTheSuitesAnswers) {
  NEEDS_CHROMIUM();
  const std::string hardest = run_program_on(JUDGE_HARDEST_BOARDS, {}, "").out;
  const std::string board13 = hardest.substr(0, hardest.find('\n') + 1) + "0\n";
  const std::string bw_multi = "4\n7\n10\n0\n";
  const std::vector<Expect> cases = {
      {"rotation_13", "rotation_game", board13, ran("rotation_game", {}, board13), "solved in 13 moves, the fewest there are"},
      {"shuttle_12", "shuttle", "12\n", ran("shuttle_dfs", {}, "12\n"), "solved in 168 moves, the fewest there are"},
      {"shuttle_multi", "shuttle", "1\n2\n3\n0\n", ran("shuttle_formula", {}, "1\n2\n3\n0\n"),
       "solved in 26 moves (3 cases), the fewest there are"},
      {"shuttle_1000", "shuttle", "1000\n", ran("shuttle_formula", {}, "1000\n"),
       "solved in 1002000 moves, the fewest there are"},  // the suite's largest: a million moves
      {"shuttle_five", "shuttle", "4\n", ran("shuttle_dfs", {"--per-line", "5"}, "4\n"),
       "solved in 24 moves, the fewest there are"},
      {"bw_10", "black_white", "10\n", ran("black_white", {}, "10\n"), "solved in 17 moves; the fewest are 10"},
      {"bw_12_min", "black_white", "12\n", ran("black_white", {"--min"}, "12\n"), "solved in 12 moves, the fewest there are"},
      {"bw_board", "black_white", bw_multi, ran("black_white", {"--layout", "board"}, bw_multi),
       "solved in 33 moves (3 cases); the fewest are 21"},
      {"bw_moves", "black_white", bw_multi, ran("black_white", {"--layout", "moves", "--min"}, bw_multi),
       "solved in 21 moves (3 cases), the fewest there are"},
  };
  for (const Expect& c : cases) EXPECT_EQ(verdict_of(page_for(c.name, c.problem, c.input, c.output)), c.verdict) << c.name;
}

TEST(ReplayPage, SaysWrongWithTheCaseAndTheMove) {
  NEEDS_CHROMIUM();
  const std::string boards =
      "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n";
  const std::string bw7 = ran("black_white", {}, "7\n");
  const std::vector<Expect> cases = {
      {"shuttle_illegal", "shuttle", "7\n", "7 5\n", "wrong: case 1 (N=7), move 2: hole 5 holds W, which cannot jump a W"},
      {"rotation_symbol", "rotation_game", boards, "AC\n3\nDDHH\n2\n", "wrong: board 1: the centre holds 2, not 3"},
      {"rotation_unsolved", "rotation_game", boards, "AC\n2\nDDHA\n2\n",
       "wrong: board 2: the centre is not one symbol after 4 moves"},
      {"rotation_longer", "rotation_game", boards, "AC\n2\nDDHHAF\n2\n", "wrong: board 2: 6 moves, but 4 are enough"},
      {"bw_cut_short", "black_white", "7\n", bw7.substr(0, bw7.find("step 5:")),
       "wrong: case 1 (n=7): the last row ooooo*****--o*o* does not alternate"},
      {"bw_no_jump", "black_white", "2\n", "step 0:oo**--\nstep 1:oo--**\n",
       "wrong: case 1 (n=2), step 1: cells 3,4 moved without jumping a piece"},
  };
  for (const Expect& c : cases) EXPECT_EQ(verdict_of(page_for(c.name, c.problem, c.input, c.output)), c.verdict) << c.name;
}

TEST(ReplayPage, NeedsNothingFromOutsideAndStaysSmall) {
  const std::string page = page_for("self_contained", "shuttle", "3\n", "3 5 6 4 2 1 3 5 7 6 4 2 3 5 4\n");
  const std::string html = read_file(page);
  for (const char* outside : {"<link", " src=", "url(", "@import", "https:", "fetch(", "XMLHttpRequest"})
    EXPECT_EQ(html.find(outside), std::string::npos) << "the page names " << outside;
  EXPECT_LT(html.size(), 64u * 1024) << "a sample's page stays in tens of KB";
}

TEST(ReplayPage, TheJudgeToolWritesOneForTheFirstFailure) {
  NEEDS_CHROMIUM();
  const ProgramRun run = run_program_on(JUDGE_JUDGE, {"rotation_game", "--tests", "samples", "--",
                                                      std::string(JUDGE_FIXTURES) + "/not_minimal.sh",
                                                      program_path("rotation_game")}, "");
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  const std::string key = "\nreplay: ";
  const std::size_t at = run.out.find(key);
  ASSERT_NE(at, std::string::npos) << run.out;
  const std::size_t start = at + key.size();
  const std::string page = run.out.substr(start, run.out.find(" (open it", start) - start);
  ASSERT_TRUE(fs::exists(page)) << page;
  EXPECT_EQ(verdict_of(page), "wrong: board 1: 4 moves, but 2 are enough");
}

// The size of a screenshot of `url`.
std::uintmax_t screenshot(const std::string& url, const std::string& png) {
  fs::remove(png);
  run_program_on(chromium(), browser({"--hide-scrollbars", "--window-size=1000,700", "--screenshot=" + png, url}), "");
  return fs::exists(png) ? fs::file_size(png) : 0;
}

TEST(ReplayPage, DrawsEachPuzzle) {
  NEEDS_CHROMIUM();
  const fs::path dir = folder();
  const std::string blank_page = (dir / "blank.html").string();
  write_text(blank_page, "<!doctype html><title>blank</title>");
  const std::uintmax_t blank = screenshot("file://" + blank_page, (dir / "blank.png").string());
  ASSERT_GT(blank, 0u) << "no screenshot at all";
  const std::vector<Expect> pictures = {
      {"rotation_game", "rotation_game", "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n", "AC\n2\n", ""},
      {"shuttle", "shuttle", "3\n", "3 5 6 4 2 1 3 5 7 6 4 2 3 5 4\n", ""},
      {"black_white", "black_white", "7\n", ran("black_white", {}, "7\n"), ""}};
  for (const Expect& p : pictures) {
    const std::string page = page_for("picture_" + p.name, p.problem, p.input, p.output);
    const std::string png = (dir / ("replay-" + p.name + ".png")).string();
    const std::uintmax_t size = screenshot("file://" + page, png);
    EXPECT_GT(size, 4 * blank) << p.name << ": " << png << " looks blank (" << size << " bytes, a blank page " << blank << ")";
  }
}

}  // namespace
