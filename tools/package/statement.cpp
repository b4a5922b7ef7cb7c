// statement.cpp: reading and rendering a statement (statement.hpp).
#include "package/statement.hpp"

#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace package {
namespace {

bool starts(const std::string& s, const std::string& with) { return s.compare(0, with.size(), with) == 0; }

// Text and `code` spans, in turn: pieces[0] text, [1] code, [2] text, ...
std::vector<std::string> spans(const std::string& text) {
  std::vector<std::string> pieces(1);
  for (char c : text)
    if (c == '`') pieces.emplace_back();
    else pieces.back() += c;
  return pieces;
}

/*** HTML ***/


std::string html_inline(const std::string& text) {
  const std::vector<std::string> pieces = spans(text);
  std::string out;
  for (std::size_t i = 0; i < pieces.size(); ++i)
    out += i % 2 ? "<code>" + html_escaped(pieces[i]) + "</code>" : html_escaped(pieces[i]);
  return out;
}

/*** LaTeX ***/

// What pdflatex sets for the few characters beyond ASCII an English
// statement uses.
const std::map<std::string, std::string>& latex_symbols() {
  static const std::map<std::string, std::string> symbols = {
      {"≤", "$\\le$"},         {"≥", "$\\ge$"},     {"×", "$\\times$"}, {"−", "$-$"},   {"→", "$\\to$"},
      {"²", "$^2$"},           {"—", "---"},        {"–", "--"},        {"…", "\\ldots{}"}, {"’", "'"},
      {"“", "``"},             {"”", "''"},         {"↔", "$\\leftrightarrow$"}};
  return symbols;
}

// A Chinese character as pdflatex sets it with no package loaded (a
// problem file starts after the preamble): \zh{character}{font}{slot}, the
// glyph of Arphic's GB song face in TeX Live's CJK fonts (gbsnu4e: U+4E00 to
// U+4EFF), and the character itself for plasTeX (problem2html). to_latex()
// defines \zh. U+3000 to U+9FFF and the full-width forms U+FF00 to U+FFEF.
std::string latex_chinese(const std::string& character) {
  unsigned point = static_cast<unsigned char>(character[0]) & 0x0Fu;
  for (std::size_t k = 1; k < character.size(); ++k) point = point << 6 | (static_cast<unsigned char>(character[k]) & 0x3Fu);
  if (character.size() != 3 || !((point >= 0x3000 && point <= 0x9FFF) || (point >= 0xFF00 && point <= 0xFFEF)))
    return "";
  char font_and_slot[16];
  std::snprintf(font_and_slot, sizeof font_and_slot, "{%02x}{%02X}", point >> 8, point & 0xFFu);
  return "\\zh{" + character + "}" + font_and_slot;
}

// What a character beyond ASCII becomes where latex_symbols() has no form for
// it: an error (pdflatex, English), latex_chinese()'s form (pdflatex with no
// Chinese package, problemtools), or itself (a LaTeX that reads UTF-8).
enum class Beyond { kError, kChinese, kKept };

// `text` for LaTeX: its special characters escaped, the few beyond ASCII
// that a statement uses set as pdflatex sets them, the others as `beyond` says.
std::string latex_escaped(const std::string& text, bool code, Beyond beyond) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (static_cast<unsigned char>(c) >= 0x80) {
      std::size_t length = 1;
      while (i + length < text.size() && (static_cast<unsigned char>(text[i + length]) & 0xC0) == 0x80) ++length;
      const std::string character = text.substr(i, length);
      const auto found = latex_symbols().find(character);
      if (found != latex_symbols().end()) out += found->second;
      else if (beyond == Beyond::kKept) out += character;
      else if (beyond == Beyond::kChinese && !latex_chinese(character).empty()) out += latex_chinese(character);
      else throw std::runtime_error("LaTeX: no form for \"" + character + "\"");
      i += length - 1;
    } else if (c == '\\') {
      out += "\\textbackslash{}";
    } else if (c == '{' || c == '}' || c == '$' || c == '&' || c == '%' || c == '#' || c == '_') {
      out += std::string("\\") + c;
    } else if (c == '~') {
      out += "\\textasciitilde{}";
    } else if (c == '^') {
      out += "\\textasciicircum{}";
    } else if (c == '<') {
      out += "\\textless{}";
    } else if (c == '>') {
      out += "\\textgreater{}";
    } else if (c == '-' && code) {
      out += "-{}";  // no -- or --- ligature in code
    } else if (c == '\'' && code) {
      out += "\\textquotesingle{}";
    } else {
      out += c;
    }
  }
  return out;
}

std::string latex_inline(const std::string& text, Beyond beyond) {
  const std::vector<std::string> pieces = spans(text);
  std::string out;
  for (std::size_t i = 0; i < pieces.size(); ++i)
    out += i % 2 ? "\\texttt{" + latex_escaped(pieces[i], true, beyond) + "}" : latex_escaped(pieces[i], false, beyond);
  return out;
}

std::string latex_blocks(const Section& section, Beyond beyond) {
  std::string out;
  for (const Block& b : section.blocks) {
    if (b.kind == Block::kParagraph) {
      out += latex_inline(b.lines[0], beyond) + "\n\n";
    } else if (b.kind == Block::kPicture) {
      out += "\\begin{verbatim}\n";
      for (const std::string& line : b.lines) {
        for (char c : line)
          if (beyond != Beyond::kKept && static_cast<unsigned char>(c) >= 0x80)
            throw std::runtime_error("LaTeX: a picture must be ASCII: " + line);
        out += line + "\n";
      }
      out += "\\end{verbatim}\n\n";
    } else {
      out += "\\begin{itemize}\n";
      for (const std::string& item : b.lines) out += "\\item " + latex_inline(item, beyond) + "\n";
      out += "\\end{itemize}\n\n";
    }
  }
  return out;
}

/*** Markdown ***/

std::string markdown_blocks(const Section& section) {
  std::string out;
  for (const Block& b : section.blocks) {
    if (b.kind == Block::kParagraph) {
      out += b.lines[0] + "\n\n";
    } else if (b.kind == Block::kPicture) {
      out += "```\n";
      for (const std::string& line : b.lines) out += line + "\n";
      out += "```\n\n";
    } else {
      for (const std::string& item : b.lines) out += "- " + item + "\n";
      out += "\n";
    }
  }
  return out;
}

const char* const kKeys[] = {"description", "input", "output", "notes"};

}  // namespace

std::string html_escaped(const std::string& text) {
  std::string out;
  for (char c : text)
    if (c == '&') out += "&amp;";
    else if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '"') out += "&quot;";
    else out += c;
  return out;
}

Statement read_statement(const std::string& path, const std::string& lang) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  Statement s;
  s.lang = lang;
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  lines.push_back("");  // closes the last block
  int number = 0;
  auto broken = [&](const std::string& why) { return std::runtime_error(path + ":" + std::to_string(number) + ": " + why); };
  Block* open = nullptr;  // the block being read
  for (const std::string& line : lines) {
    ++number;
    if (line.find('\r') != std::string::npos || line.find('\t') != std::string::npos)
      throw broken("a carriage return or a tab");
    if (number == 1) {
      if (!starts(line, "title: ")) throw broken("the first line must be \"title: ...\"");
      s.title = line.substr(7);
      continue;
    }
    if (starts(line, "== ")) {
      const std::string key = line.substr(3);
      bool known = false;
      for (const char* k : kKeys) known = known || key == k;
      if (!known) throw broken("no section \"" + key + "\" (description, input, output, notes)");
      s.sections.push_back({key, {}});
      open = nullptr;
      continue;
    }
    if (line.empty()) {
      open = nullptr;
      continue;
    }
    if (s.sections.empty()) throw broken("text before the first section");
    std::vector<Block>& blocks = s.sections.back().blocks;
    const Block::Kind kind = starts(line, "    ") ? Block::kPicture : starts(line, "- ") ? Block::kList : Block::kParagraph;
    const bool goes_on = open && ((open->kind == Block::kList && starts(line, "  ") && kind != Block::kPicture) ||
                                  (open->kind == Block::kParagraph && kind == Block::kParagraph));
    if (open && open->kind == kind && kind == Block::kPicture) {
      open->lines.push_back(line.substr(4));
    } else if (open && open->kind == kind && kind == Block::kList) {
      open->lines.push_back(line.substr(2));
    } else if (goes_on) {
      open->lines.back() += " " + line.substr(line.find_first_not_of(' '));
    } else {
      if (open) throw broken("a new kind of block must follow an empty line");
      blocks.push_back({kind, {kind == Block::kPicture ? line.substr(4) : kind == Block::kList ? line.substr(2) : line}});
      open = &blocks.back();
    }
  }
  for (const char* k : {"description", "input", "output"})
    if (!find_section(s, k)) throw std::runtime_error(path + ": no section \"" + k + "\"");
  return s;
}

const Section* find_section(const Statement& s, const std::string& key) {
  for (const Section& section : s.sections)
    if (section.key == key) return &section;
  return nullptr;
}

std::string heading(const Statement& s, const std::string& key) {
  static const std::map<std::string, std::pair<const char*, const char*>> kHeadings = {
      {"description", {"Description", "题目描述"}}, {"input", {"Input", "输入格式"}},
      {"output", {"Output", "输出格式"}},           {"notes", {"Notes", "提示"}},
      {"samples", {"Samples", "样例"}},             {"limits", {"Limits", "限制"}}};
  const auto& h = kHeadings.at(key);
  return s.lang == "zh" ? h.second : h.first;
}

std::string to_latex(const Statement& s) {
  const Beyond beyond = s.lang == "zh" ? Beyond::kChinese : Beyond::kError;
  std::string out;
  if (beyond == Beyond::kChinese)  // each character in its font at the size of the text around it, a line may break after it
    out += "\\DeclareRobustCommand{\\zh}[3]{\\ifplastex #1\\else"
           "{\\font\\zhfont=gbsnu#2 at \\fontdimen6\\font\\zhfont\\char\"#3}\\hspace{0pt}\\fi}\n";
  out += "\\problemname{" + latex_inline(s.title, beyond) + "}\n\n";
  const auto section_head = [&](const std::string& key) {
    return "\\section*{" + latex_escaped(heading(s, key), false, beyond) + "}\n\n";
  };
  for (const Section& section : s.sections) {
    if (section.key == "notes") continue;  // after the samples, below
    if (section.key != "description") out += section_head(section.key);
    out += latex_blocks(section, beyond);
  }
  if (const Section* notes = find_section(s, "notes")) out += section_head("notes") + latex_blocks(*notes, beyond);
  while (out.size() > 1 && out[out.size() - 2] == '\n') out.erase(out.size() - 1);
  return out;
}

std::string html_blocks(const Section& section) {
  std::string out;
  for (const Block& b : section.blocks) {
    if (b.kind == Block::kParagraph) {
      out += "<p>" + html_inline(b.lines[0]) + "</p>\n";
    } else if (b.kind == Block::kPicture) {
      out += "<pre>";
      for (const std::string& line : b.lines) out += html_escaped(line) + "\n";
      out += "</pre>\n";
    } else {
      out += "<ul>\n";
      for (const std::string& item : b.lines) out += "<li>" + html_inline(item) + "</li>\n";
      out += "</ul>\n";
    }
  }
  return out;
}

std::string to_html_page(const Statement& s, const std::vector<Sample>& samples, const std::string& limits) {
  std::string out = "<!DOCTYPE html>\n<html lang=\"" + s.lang + "\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
                    html_escaped(s.title) + "</title>\n</head>\n<body>\n<h1>" + html_escaped(s.title) + "</h1>\n";
  for (const Section& section : s.sections) {
    if (section.key == "notes") continue;
    if (section.key != "description") out += "<h2>" + heading(s, section.key) + "</h2>\n";
    out += html_blocks(section);
  }
  out += "<h2>" + heading(s, "samples") + "</h2>\n";
  for (const Sample& sample : samples)
    out += "<pre>" + html_escaped(sample.first) + "</pre>\n<pre>" + html_escaped(sample.second) + "</pre>\n";
  if (const Section* notes = find_section(s, "notes")) out += "<h2>" + heading(s, "notes") + "</h2>\n" + html_blocks(*notes);
  out += "<h2>" + heading(s, "limits") + "</h2>\n<p>" + html_escaped(limits) + "</p>\n</body>\n</html>\n";
  return out;
}

std::string to_markdown(const Statement& s, const std::vector<Sample>& samples, const std::string& limits) {
  std::string out;
  for (const Section& section : s.sections) {
    if (section.key == "notes") continue;
    out += "## " + heading(s, section.key) + "\n\n" + markdown_blocks(section);
  }
  out += "## " + heading(s, "samples") + "\n\n";
  for (std::size_t k = 0; k < samples.size(); ++k) {
    const std::string n = std::to_string(k + 1);
    out += "```input" + n + "\n" + samples[k].first + "```\n\n```output" + n + "\n" + samples[k].second + "```\n\n";
  }
  if (const Section* notes = find_section(s, "notes")) out += "## " + heading(s, "notes") + "\n\n" + markdown_blocks(*notes);
  out += "## " + heading(s, "limits") + "\n\n" + limits + "\n";
  return out;
}

std::string latex_text(const std::string& text) { return latex_inline(text, Beyond::kKept); }

std::string latex_section(const Section& section) {
  std::string out = latex_blocks(section, Beyond::kKept);
  while (!out.empty() && out[out.size() - 1] == '\n') out.erase(out.size() - 1);
  return out;
}

}  // namespace package
