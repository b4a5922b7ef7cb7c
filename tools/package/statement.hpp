// statement.hpp: a problem's statement, written once per language in a small
// text form (tools/puzzles/<problem>/statement.<lang>.txt), rendered into
// what each judge shows: LaTeX for problemtools and Polygon, HTML for
// DOMjudge and HUSTOJ, Markdown for Hydro.
//
// The form: a first line "title: ...", then sections, each opened by a line
// "== description", "== input", "== output" or "== notes". In a section,
// blocks are split by empty lines: lines starting with four spaces are a
// picture (kept as written, in a fixed-width font), lines starting "- " a
// list (an item goes on over lines starting with two spaces), any other
// lines a paragraph. In a paragraph or an item, `text` is code.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace package {

struct Block {
  enum Kind { kParagraph, kPicture, kList } kind;
  std::vector<std::string> lines;  // a paragraph: one line; a list: an item a line
};

struct Section {
  std::string key;  // description, input, output or notes
  std::vector<Block> blocks;
};

struct Statement {
  std::string lang;  // en or zh
  std::string title;
  std::vector<Section> sections;
};

// A sample: its input and its answer.
typedef std::pair<std::string, std::string> Sample;

// Reads the statement at `path`, in `lang`; throws std::runtime_error
// ("path:line: why") where the form is broken.
Statement read_statement(const std::string& path, const std::string& lang);

// problemtools' problem.<lang>.tex: \problemname, the description, then the
// input and output sections (problemtools adds the samples from data/sample).
// pdflatex sets it with the class problemtools loads and no more: Chinese
// (zh) through TeX Live's CJK fonts (Debian: latex-cjk-chinese-arphic-gbsn00lp);
// a character it has no form for is an error.
std::string to_latex(const Statement& s);

// Polygon's LaTeX (its statement sections and problem.tex, which olymp.sty
// sets): a line of text, and one section's blocks, the characters beyond
// ASCII that to_latex() has no form for kept as they are (UTF-8).
std::string latex_text(const std::string& text);
std::string latex_section(const Section& section);

// `text` in HTML, as text or in a double-quoted attribute: & < > " escaped.
std::string html_escaped(const std::string& text);

// One section's blocks as HTML (FPS's description, input, output, hint).
std::string html_blocks(const Section& section);
// The section of `key`, or nullptr.
const Section* find_section(const Statement& s, const std::string& key);
// A whole page (DOMjudge's problem.html): title, sections, samples, limits.
std::string to_html_page(const Statement& s, const std::vector<Sample>& samples, const std::string& limits);

// Hydro's problem_<lang>.md: the sections as headings, the samples as its
// ```input1 / ```output1 blocks.
std::string to_markdown(const Statement& s, const std::vector<Sample>& samples, const std::string& limits);

// The heading of a section in the statement's language.
std::string heading(const Statement& s, const std::string& key);

}  // namespace package
