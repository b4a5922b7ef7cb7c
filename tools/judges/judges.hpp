// judges.hpp: the judges that host the suite's problems, read into rows (what
// each field means: tools/judges/judges.tsv's header). The build reads that
// table, then each puzzle's own tools/puzzles/<puzzle>/judges.tsv, into one,
// build/suite_data/judges.tsv (CMakeLists.txt), which the tools read. The one reader
// of the table: the bundler (--judges) writes each judge's file from its row,
// tools/judges/judges_list.cpp gives the build the list of files, and the judge tool
// and the tests read it with this too.
#pragma once

#include <cctype>
#include <cstddef>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "puzzles/puzzles.hpp"

namespace judges {

// How a site compares an output: the text must match (its table's word
// "text"), or its checker takes any right answer ("checker").
enum class Compare { kText, kChecker };

struct Site {
  std::string name, file, problem, options, io;  // name: the site ("poj"), file: its file ("2286")
  long limit = 0;       // bytes with CRLF, 0: none
  Compare compare = Compare::kChecker;
  double seconds = 0;
  long memory_kb = 0;
  std::string limits, language, site, title;  // limits: "published" or "assumed"; site: "POJ"

  // The suite's program the file is made from.
  std::string program() const {
    const puzzles::Puzzle* p = puzzles::find(problem);
    return p ? p->programs.front() : problem;
  }
  // The options as words: "--per-line 5" -> {"--per-line", "5"}.
  std::vector<std::string> option_words() const {
    std::vector<std::string> words;
    std::istringstream in(options == "-" ? "" : options);
    for (std::string w; in >> w;) words.push_back(w);
    return words;
  }
  // The files it reads and writes, TASK.in and TASK.out; "" for stdin and stdout.
  std::string task() const { return io == "-" ? "" : io.substr(io.find(':') + 1); }
  bool usaco() const { return io.compare(0, 6, "usaco:") == 0; }
  // The first line of its file, after USACO's header: what the file is for.
  std::string note() const {
    return title + ": made for this judge from src/" + program() + ".cpp" +
           (options == "-" ? "" : " (its layout: " + options + ")");
  }
  // What the bundler decides in its file, as --define takes it: each option
  // as the program's default ("--per-line 5" -> JUDGE_PER_LINE="5"); and where
  // the file must fit a limit, what a judge does not use (the options, the
  // UTF-8 rules of messages, and the rotation game's lists of numbers).
  std::vector<std::string> defines() const {
    std::vector<std::string> names;
    const std::vector<std::string> words = option_words();
    for (std::size_t i = 0; i + 1 < words.size(); i += 2) {
      std::string macro = "JUDGE_";
      for (std::size_t k = 2; k < words[i].size(); ++k)
        macro += words[i][k] == '-' ? '_' : static_cast<char>(std::toupper(static_cast<unsigned char>(words[i][k])));
      names.push_back(macro + "=\"" + words[i + 1] + "\"");
    }
    const std::vector<std::string> left_out = squeezed();
    names.insert(names.end(), left_out.begin(), left_out.end());
    return names;
  }
  // What a file that must fit the judge's limit leaves out (none without one).
  std::vector<std::string> squeezed() const {
    std::vector<std::string> names;
    if (limit > 0) {
      names.push_back("JUDGE_NO_OPTIONS");
      names.push_back("JUDGE_ASCII_MESSAGES");
      const puzzles::Puzzle* p = puzzles::find(problem);
      if (p && *p->squeezed) names.push_back(p->squeezed);
    }
    return names;
  }
};

// Every row of the table; throws std::runtime_error for a file that cannot
// be read or a row that is not 13 tab-separated fields or compares neither
// by "text" nor by "checker".
inline std::vector<Site> read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::vector<Site> rows;
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f;
    std::istringstream fields(line);
    for (std::string field; std::getline(fields, field, '\t');) f.push_back(field);
    if (f.size() != 13) throw std::runtime_error(path + ":" + std::to_string(number) + ": not 13 tab-separated fields");
    Site j;
    j.name = f[0], j.file = f[1], j.problem = f[2], j.options = f[3], j.io = f[4];
    j.limit = f[5] == "-" ? 0 : std::atol(f[5].c_str());
    if (f[6] != "text" && f[6] != "checker")
      throw std::runtime_error(path + ":" + std::to_string(number) + ": compares by \"" + f[6] + "\", not text or checker");
    j.compare = f[6] == "text" ? Compare::kText : Compare::kChecker;
    j.seconds = std::atof(f[7].c_str()), j.memory_kb = std::atol(f[8].c_str());
    j.limits = f[9], j.language = f[10], j.site = f[11], j.title = f[12];
    rows.push_back(j);
  }
  return rows;
}

// The row of the site `name` for `problem`, or nullptr.
inline const Site* find(const std::vector<Site>& rows, const std::string& name, const std::string& problem) {
  for (const Site& j : rows)
    if (j.name == name && j.problem == problem) return &j;
  return nullptr;
}

}  // namespace judges
