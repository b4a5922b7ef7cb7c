// replay/page.hpp: a replay page of the suite (tools/replay/page.html with
// its scripts and the data inlined), for the replay tool and the judge tool.
// The page checks the output by the rules itself and shows it move by move.
#pragma once

#include <string>

#include "puzzles/puzzles.hpp"
#include "replay_assets.hpp"

namespace replay {

// `text` as a JSON string; "</" is written "<\/" so that no text can close
// the page's script element.
inline std::string json_string(const std::string& text) {
  static const char kHex[] = "0123456789abcdef";
  std::string s = "\"";
  for (std::size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '"' || c == '\\') s += '\\', s += static_cast<char>(c);
    else if (c == '\n') s += "\\n";
    else if (c == '\r') s += "\\r";
    else if (c == '\t') s += "\\t";
    else if (c < 0x20 || c == 0x7f) s += "\\u00", s += kHex[c >> 4], s += kHex[c & 15];
    else if (c == '/' && i > 0 && text[i - 1] == '<') s += "\\/";
    else s += static_cast<char>(c);
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
