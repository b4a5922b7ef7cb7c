// package.hpp: what build/package's formats share. A format is a file of
// its own (kattis.cpp, hydro.cpp, fps.cpp, ...) with one function that
// turns a Problem, everything known of the problem, into the bytes of the
// file its judge imports; formats() lists them for main.cpp.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "package/statement.hpp"
#include "puzzles/puzzle.hpp"
#include "puzzles/puzzles.hpp"

namespace package {

struct Test {
  std::string name, input, answer;  // name: "01-N1", letters, digits, - and _
};

// The package's files: name in the package -> contents.
typedef std::map<std::string, std::string> Files;

// The limits a package sets, and its statements state: the teacher's
// (--time-limit, --memory-limit) or the home judge's.
struct Limits {
  double seconds;
  long megabytes;
};

// A problem, all a format needs to write its package.
struct Problem {
  const puzzles::Puzzle* puzzle;  // its row of tools/puzzles/table.cpp
  puzzles::Packaged facts;        // what its folder says a package carries
  Statement en, zh;
  std::vector<Test> samples, secret;
  Limits limits;

  const char* name() const { return puzzle->name; }
  const char* checker() const { return puzzle->checker; }  // checkers/<checker>.cpp
  // The samples as a statement shows them.
  std::vector<Sample> shown() const;
  // A file of build/package_parts/ (a bundled checker, validator or submission).
  std::string part(const std::string& name) const;
  // A file of build/submit/ ("poj/2286.cpp").
  std::string submitted(const std::string& name) const;
  // A submission of the puzzle's folder (submissions/NAME), or its bundle in
  // build/package_parts/ where the build made one.
  std::string own_submission(const std::string& name) const;
};

// 15 -> "15", 1.5 -> "1.5".
std::string seconds_text(double s);
// The limits as a statement says them, in `lang` (en, zh).
std::string limits_text(const std::string& lang, const Limits& limits);
// "05" for 5, "5" for 5 with width 1.
std::string zero_padded(std::size_t number, int width);

// A format: its name for --format, the file's extension, what it writes.
struct Format {
  const char* name;
  const char* extension;  // "zip", "xml"
  const char* what;       // a line of --help
  const char* column;     // its column's heading in the index: who reads it
  std::string (*write)(const Problem& problem);
};
const std::vector<Format>& formats();

std::string kattis_package(const Problem& problem);
std::string hydro_package(const Problem& problem);
// A case's limit in Hydro's package of a problem of `cases` cases under
// `limits`, in milliseconds (hydro.cpp says why it may be lower).
long hydro_case_ms(const Limits& limits, std::size_t cases);
// The languages of Hydro's default settings by their time_limit_rate: the
// rate, and their names ("C, C++, ...").
struct HydroRate {
  long rate;
  const char* languages;
};
const std::vector<HydroRate>& hydro_rates();
std::string fps_package(const Problem& problem);
std::string qduoj_package(const Problem& problem);
std::string polygon_package(const Problem& problem);

}  // namespace package
