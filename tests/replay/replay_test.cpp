// The replay tool: build/replay writes one page that needs nothing from
// outside, for an answer or (with no input and output) to play. What the
// page does in a browser is tested by replay_page_test.js (node and
// playwright-core driving Chromium); here, the page as a file.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "puzzles/puzzles.hpp"
#include "support/program_runs.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"

namespace {

namespace fs = std::filesystem;

// A folder of this test's own, removed by the test that made it.
fs::path folder() {
  const fs::path f = fs::path(temp_dir()) / ("replay_" + std::to_string(getpid()));
  fs::create_directories(f);
  return f;
}

// The page for `output` of `problem` on `input`.
std::string page_for(const std::string& name, const std::string& problem, const std::string& input,
                     const std::string& output) {
  const fs::path dir = folder();
  const std::string in = (dir / (name + ".in")).string(), out = (dir / (name + ".out")).string(),
                    page = (dir / (name + ".html")).string();
  write_text(in, input);
  write_text(out, output);
  const ProgramRun run = run_program_on(SUITE_REPLAY, {problem, in, out, "-o", page}, "");
  EXPECT_EQ(run.status, 0) << run.err;
  return page;
}

// The page's data: what the page checks.
std::string data_of(const std::string& html) {
  const std::string key = "<script id=\"data\" type=\"application/json\">";
  const std::size_t at = html.find(key);
  if (at == std::string::npos) return "(no data)";
  return html.substr(at + key.size(), html.find("</script>", at) - at - key.size());
}

// `text` as the page's data writes it, for the texts here (digits, spaces, line ends).
std::string as_json(const std::string& text) {
  std::string json;
  for (char c : text) json += c == '\n' ? std::string("\\n") : std::string(1, c);
  return json;
}

// The shared scripts and page.html hold no puzzle's words: what names its
// pieces, its board or its answers ("no moves needed") comes from its part,
// its object's words (tools/replay/rules.js). Their sentences are the string
// literals with a space (not a CSS rule) and the page's text outside tags.
TEST(ReplayPage, TheSharedScriptsSayNoPuzzlesWords) {
  const fs::path shared = fs::path(SUITE_SOURCE_DIR) / "tools/replay";
  std::vector<std::pair<std::string, std::string>> sentences;  // file, sentence
  for (const auto& entry : fs::directory_iterator(shared)) {
    const std::string name = entry.path().filename().string();
    const std::string text = read_file(entry.path().string());
    if (entry.path().extension() == ".js") {
      std::size_t from = 0;
      for (std::size_t at; (at = text.find('"', from)) != std::string::npos;) {
        const std::size_t line = text.rfind('\n', at) + 1;
        const std::size_t end = text.find('"', at + 1);
        if (end == std::string::npos) break;
        from = end + 1;
        const std::string before = text.substr(line, at - line);
        if (before.find("//") != std::string::npos) {  // a comment: the rest of its line
          from = text.find('\n', at);
          if (from == std::string::npos) break;
          continue;
        }
        const std::string literal = text.substr(at + 1, end - at - 1);
        if (literal.find(' ') != std::string::npos && literal.find('{') == std::string::npos) sentences.push_back({name, literal});
      }
    } else if (entry.path().extension() == ".html") {
      const std::size_t body = text.find("<body>");
      std::string shown;
      for (std::size_t i = body, tag = 0; i < text.size(); ++i) {
        if (text[i] == '<') tag = 1;
        else if (text[i] == '>') tag = 0, shown += ' ';
        else if (!tag) shown += text[i];
      }
      sentences.push_back({name, shown});
    }
  }
  ASSERT_GT(sentences.size(), 100u) << "the shared scripts' sentences are found";
  for (const auto& [file, sentence] : sentences) {
    std::string lower = sentence;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (const char* word : {"no moves needed", "piece", "board", "tile", "click"})
      EXPECT_EQ(lower.find(word), std::string::npos) << file << " says \"" << word << "\": " << sentence;
  }
}

TEST(ReplayPage, NeedsNothingFromOutsideAndStaysSmall) {
  const std::string page = page_for("self_contained", "shuttle", "3\n", "3 5 6 4 2 1 3 5 7 6 4 2 3 5 4\n");
  const std::string html = read_file(page);
  for (const char* outside : {" src=", "url(", "@import", "https:", "fetch(", "XMLHttpRequest"})
    EXPECT_EQ(html.find(outside), std::string::npos) << "the page names " << outside;
  // Its one link is its icon, inline: a site that serves it is not asked for /favicon.ico.
  const std::size_t link = html.find("<link");
  EXPECT_EQ(link, html.find("<link rel=\"icon\" href=\"data:image/svg+xml,")) << "the page's one link is its inline icon";
  EXPECT_EQ(html.find("<link", link + 1), std::string::npos) << "the page has another link";
  // The scripts are most of it: the rules, the solver, the checkers (judge.js), the drawing, the controls,
  // and its puzzle's rules and checker; not another puzzle's.
  EXPECT_LT(html.size(), 128u * 1024) << "a sample's page stays in tens of KB";
  for (const char* part : {"replay/rules.js", "replay/solver.js", "replay/judge.js", "replay/drawing.js", "replay/words.js",
                           "replay/moves.js", "replay/history.js", "replay/editors.js", "replay/events.js", "replay/controls.js"})
    EXPECT_NE(html.find("// ---- " + std::string(part) + "\n"), std::string::npos) << "the page inlines " << part;
  for (const puzzles::Puzzle& p : puzzles::all())
    for (const char* script : {"rules.js", "checker.js"}) {
      const std::string part = "puzzles/" + std::string(p.name) + "/page/" + script;
      EXPECT_EQ(html.find("// ---- " + part + "\n") != std::string::npos, std::string(p.name) == "shuttle")
          << "the shuttle's page and " << part;
    }
  EXPECT_EQ(data_of(html), "{\"problem\": \"shuttle\", \"number\": \"N\", \"input\": \"3\\n\", \"output\": \"3 5 6 4 2 1 3 5 7 6 4 2 3 5 4\\n\", "
                           "\"answer\": \"\"}");
  fs::remove_all(folder());
}

TEST(ReplayPage, TheRotationGamesPageCarriesTheSuitesAnswer) {
  // Its behaviour asks for the reference program's answer; an input that
  // program refuses is refused here.
  const std::string board = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n";
  const std::string answer = run_program_on(program_path("rotation_game"), {}, board).out;
  ASSERT_NE(answer, "");
  const std::string page = page_for("answered", "rotation_game", board, "AC\n2\n");
  EXPECT_EQ(data_of(read_file(page)), "{\"problem\": \"rotation_game\", \"number\": \"\", \"input\": \"" + as_json(board) +
                                          "\", \"output\": \"AC\\n2\\n\", \"answer\": \"" + as_json(answer) + "\"}");
  const fs::path dir = folder();
  const std::string bad_in = (dir / "bad.in").string(), bad_out = (dir / "bad.out").string();
  write_text(bad_in, "1 2 3\n0\n");
  write_text(bad_out, "");
  const ProgramRun bad = run_program_on(SUITE_REPLAY, {"rotation_game", bad_in, bad_out, "-o", (dir / "bad.html").string()}, "");
  EXPECT_EQ(bad.status, 1);
  EXPECT_EQ(bad.err.rfind("replay: the input is not one the suite can solve: ", 0), 0u) << bad.err;
  fs::remove_all(dir);
}

TEST(ReplayPage, NoTextClosesTheDataScript) {
  // Nothing the HTML parser reads inside a script element ("</", "<!--",
  // "<script", "]]>") and no byte past ASCII is left in the data as it is.
  const std::string page = page_for("closing", "black_white", "7\n",
                                    "</script><!--<script>alert(1)</script>]]>&\xff\xc3\xa9\xf0\x9f\x98\x80\x01\n");
  const std::string data = data_of(read_file(page));
  for (const char* left : {"<", ">", "&", "\xff"}) EXPECT_EQ(data.find(left), std::string::npos) << left << " in " << data;
  EXPECT_NE(data.find("\"output\": \"\\u003c/script\\u003e\\u003c!--\\u003cscript\\u003ealert(1)\\u003c/script\\u003e]]"
                      "\\u003e\\u0026\\udcff\\u00e9\\ud83d\\ude00\\u0001\\n\""),
            std::string::npos)
      << data;
  fs::remove_all(folder());
}

TEST(ReplayPage, WithNoInputAndOutputAPageToPlayFromTheFirstCase) {
  const fs::path dir = folder();
  for (const puzzles::Puzzle& p : puzzles::all()) {  // its first case, from its row ("3\n" for the shuttle)
    const std::string problem = p.name, input = as_json(p.first);
    const std::string page = (dir / (problem + ".html")).string();
    const ProgramRun run = run_program_on(SUITE_REPLAY, {problem, "-o", page}, "");
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out + run.err, "");
    EXPECT_EQ(data_of(read_file(page)), "{\"problem\": \"" + problem + "\", \"number\": \"" + p.number + "\", \"input\": \"" + input +
                                            "\", \"output\": \"\", \"answer\": \"\"}");
  }
  EXPECT_EQ(as_json(puzzles::find("shuttle")->first), "3\\n");
  const ProgramRun half = run_program_on(SUITE_REPLAY, {"shuttle", "in.txt", "-o", (dir / "half.html").string()}, "");
  EXPECT_EQ(half.status, 2);
  EXPECT_EQ(half.err.substr(0, half.err.find('\n')), "replay: give both INPUT and OUTPUT, or neither");
  EXPECT_FALSE(fs::exists(dir / "half.html"));
  fs::remove_all(dir);
}

TEST(ReplayPage, TheBuildWritesAPageToPlayEachPuzzle) {
  for (const puzzles::Puzzle& puzzle : puzzles::all()) {
    const std::string problem = puzzle.name;
    const fs::path page = fs::path(SUITE_BINARY_DIR) / "play" / (problem + ".html");
    ASSERT_TRUE(fs::exists(page)) << page;
    EXPECT_NE(data_of(read_file(page.string())).find("\"problem\": \"" + problem + "\""), std::string::npos);
  }
}

}  // namespace
