// replay/page.hpp: a replay page of the suite (tools/replay/page.html with
// its scripts and the data inlined), for the replay tool and the judge tool.
// The page checks the output by the rules itself and shows it move by move.
#pragma once

#include <string>

#include "judge_io.hpp"
#include "puzzles/puzzles.hpp"
#include "replay_assets.hpp"

namespace replay {

// `text` as a JSON string of ASCII alone, which no text can break out of
// inside the page's <script> element: '<', '>' and '&' as \u003c, \u003e
// and \u0026 (no "<!--", "<script", "</script" or "]]>" reaches the HTML
// parser), every control and every character past ASCII as \uXXXX (a pair
// past U+FFFF), and each byte that is not UTF-8 as a lone surrogate \udc80
// to \udcff, which rules.js's escaped() shows as \xNN, as the programs do.
inline std::string json_string(const std::string& text) {
  static const char kHex[] = "0123456789abcdef";
  const auto unit = [](unsigned long u) {
    std::string s = "\\u";
    for (int shift = 12; shift >= 0; shift -= 4) s += kHex[(u >> shift) & 15];
    return s;
  };
  std::string s = "\"";
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    unsigned long code = 0;
    const std::size_t n = judge_io::utf8_at(text, i, code);
    if (n == 0) {  // not UTF-8
      s += unit(0xdc00 + c);
      ++i;
      continue;
    }
    i += n;
    if (c == '"' || c == '\\') s += '\\', s += static_cast<char>(c);
    else if (c == '\n') s += "\\n";
    else if (c == '\r') s += "\\r";
    else if (c == '\t') s += "\\t";
    else if (code < 0x20 || code >= 0x7f || c == '<' || c == '>' || c == '&') {
      if (code < 0x10000) s += unit(code);
      else s += unit(0xd800 + ((code - 0x10000) >> 10)) + unit(0xdc00 + ((code - 0x10000) & 0x3ff));
    } else {
      s += static_cast<char>(c);
    }
  }
  return s + "\"";
}

// The page for the puzzle `problem`: the scripts every page has and the
// puzzle's own; `input` and `output` as given; `answer`, the suite's answer
// (for the rotation game, how short each board can be), may be empty; and
// from the puzzle's row of the table, the name of its size ("N", or "" for
// a board), which the page gives the puzzle's object.
inline std::string page(const std::string& problem, const std::string& input, const std::string& output,
                        const std::string& answer) {
  const puzzles::Puzzle* puzzle = puzzles::find(problem);
  const std::string data = "{\"problem\": " + json_string(problem) + ", \"number\": " +
                           json_string(puzzle ? puzzle->number : "") + ", \"input\": " + json_string(input) +
                           ", \"output\": " + json_string(output) + ", \"answer\": " + json_string(answer) + "}";
  std::string scripts;
  for (const ReplayScript& script : kReplayScripts)
    if (*script.puzzle == '\0' || problem == script.puzzle) scripts += script.text;
  std::string html = kReplayPage;
  html.replace(html.find("@SCRIPT@"), 8, scripts);  // first: the data may hold anything
  html.replace(html.find("@DATA@"), 6, data);
  return html;
}

}  // namespace replay
