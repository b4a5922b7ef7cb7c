// hydro.cpp: a zip Hydro imports: problem.yaml, problem_en.md,
// problem_zh.md, testdata/ with config.yaml, the tests and the checker
// (testlib's words on stderr). docs/packages.md says what each is.
#include <algorithm>
#include <cmath>
#include <string>

#include "package/package.hpp"
#include "package/zip.hpp"

namespace package {

std::string hydro_package(const Problem& p) {
  // Hydro refuses a problem whose tests' limits add up past 60 s (its
  // judge's total_time_limit): a test gets at most its share of that.
  Limits limits = p.limits;
  limits.seconds = std::min(limits.seconds, std::floor(60.0 / static_cast<double>(p.samples.size() + p.secret.size())));
  Files files;
  std::string tags;
  for (const std::string& t : p.facts.tags) tags += "  - " + yaml_text(t) + "\n";
  files["problem.yaml"] = "title: " + yaml_text(p.zh.title) + "\ntag:\n" + tags;
  files["problem_en.md"] = to_markdown(p.en, p.shown(), limits_text("en", limits));
  files["problem_zh.md"] = to_markdown(p.zh, p.shown(), limits_text("zh", limits));
  std::string cases;
  std::vector<Test> all = p.samples;
  for (const Test& t : p.secret) all.push_back({zero_padded(all.size() + 1, 2) + t.name.substr(2), t.input, t.answer});
  for (const Test& t : all) {
    files["testdata/" + t.name + ".in"] = t.input;
    files["testdata/" + t.name + ".out"] = t.answer;
    cases += "  - input: " + t.name + ".in\n    output: " + t.name + ".out\n";
  }
  // Built as C++17 with -O2 (Hydro's language cc.cc17o2): the checkers are C++17.
  files["testdata/checker.cc"] = p.part("hydro/" + std::string(p.checker()) + ".cpp");
  files["testdata/config.yaml"] = "type: default\ntime: " + seconds_text(limits.seconds) + "s\nmemory: " +
                                  std::to_string(limits.megabytes) +
                                  "m\nchecker_type: testlib\nchecker:\n  file: checker.cc\n  lang: cc.cc17o2\ncases:\n" + cases;
  return zip_archive(files);
}

}  // namespace package
