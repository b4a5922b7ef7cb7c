// hydro.cpp: a zip Hydro 4.19.1 and 5 import, one problem in a folder of
// its name: problem.yaml, problem_en.md, problem_zh.md, testdata/ with
// config.yaml, the tests and the checker (testlib's words on stderr), and
// std/ with the home judge's file, which the import submits. The files and
// lines of Hydro's code each choice rests on: docs/packages.md.
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "formats/yaml_writer.hpp"
#include "package/package.hpp"
#include "package/zip.hpp"

namespace package {

using formats::YamlOut;

namespace {

// Hydro's judge refuses a problem whose cases' limits, each multiplied by
// the language's time_limit_rate, add up past total_time_limit (60 s), or
// that has more than testcases_max (100) cases: hydrojudge src/cases.ts,
// isValidConfig (config.ts's defaults). The largest rate of Hydro's default
// languages is 2, Java's and Kotlin's (hydrooj setting.yaml, langs).
const long kTotalMs = 60000;
const long kLargestRate = 2;
const std::size_t kMostCases = 100;

}  // namespace

// The per-case limit in milliseconds: the package's, or less, in whole tenths
// of a second, so that every default language's cases fit in kTotalMs.
long hydro_case_ms(const Limits& limits, std::size_t cases) {
  const long fits = kTotalMs / (static_cast<long>(cases) * kLargestRate) / 100 * 100;
  return std::min(std::lround(limits.seconds * 1000), fits);
}

const std::vector<HydroRate>& hydro_rates() {
  static const std::vector<HydroRate> rates = {
      {1, "C, C++, Pascal, Python, PyPy3, PHP, Rust, Haskell, NodeJS, Go, Ruby, C#, R, Bash"},
      {kLargestRate, "Java, Kotlin"}};
  return rates;
}

std::string hydro_package(const Problem& p) {
  const std::size_t cases = p.samples.size() + p.secret.size();
  if (cases > kMostCases) throw std::runtime_error("Hydro takes at most 100 cases a problem");
  Limits limits = p.limits;
  const long ms = hydro_case_ms(p.limits, cases);
  limits.seconds = static_cast<double>(ms) / 1000;
  // Hydro 4.19.1's import takes each top-level folder holding a problem.yaml
  // as a problem and nothing at the zip's root; 5 takes either.
  const std::string folder = std::string(p.name()) + "/";
  Files files;
  std::vector<YamlOut> tags;
  for (const std::string& t : p.facts.tags) tags.push_back(YamlOut::string(t));
  files[folder + "problem.yaml"] =
      formats::yaml_text(YamlOut::mapping({{"title", YamlOut::string(p.zh.title)}, {"tag", YamlOut::sequence(tags)}}));
  files[folder + "problem_en.md"] = to_markdown(p.en, p.shown(), limits_text("en", limits));
  files[folder + "problem_zh.md"] = to_markdown(p.zh, p.shown(), limits_text("zh", limits));
  std::vector<YamlOut> listed;
  std::vector<Test> all = p.samples;
  for (const Test& t : p.secret) all.push_back({zero_padded(all.size() + 1, 2) + t.name.substr(2), t.input, t.answer});
  for (const Test& t : all) {
    files[folder + "testdata/" + t.name + ".in"] = t.input;
    files[folder + "testdata/" + t.name + ".out"] = t.answer;
    listed.push_back(
        YamlOut::mapping({{"input", YamlOut::plain(t.name + ".in")}, {"output", YamlOut::plain(t.name + ".out")}}));
  }
  // The checker as a file name: both versions build it as the language its
  // extension names, .cc Hydro's `cc` (g++ -std=c++14, no -O2).
  files[folder + "testdata/checker.cc"] = p.part("hydro/" + std::string(p.checker()) + ".cpp");
  files[folder + "testdata/config.yaml"] =
      formats::yaml_text(YamlOut::mapping({{"type", YamlOut::plain("default")},
                                           {"time", YamlOut::plain(std::to_string(ms) + "ms")},
                                           {"memory", YamlOut::plain(std::to_string(limits.megabytes) + "m")},
                                           {"checker_type", YamlOut::plain("testlib")},
                                           {"checker", YamlOut::plain("checker.cc")},
                                           {"cases", YamlOut::sequence(listed)}}));
  // A submission of the teacher's, in the language of the part of its name
  // after the first dot: cc.
  files[folder + "std/" + p.name() + ".cc"] = p.submitted(p.facts.accepted.at(0));
  return zip_archive(files);
}

}  // namespace package
