// qduoj.cpp: a zip QDUOJ (QingdaoU OnlineJudge) imports, in the layout its
// own export writes for a problem with a special judge: a folder a problem,
// 1/ the Chinese statement and 2/ the English one (a problem.json holds one
// language), each with problem.json and testcase/ with the inputs alone (1.in,
// 2.in, ...: the sample first; QDUOJ reads no answer for such a problem), and
// the checker as that special judge, which works the answer out from the
// input. docs/packages.md says what each field is and which code of QDUOJ
// reads it.
#include <cmath>
#include <cstdio>
#include <string>

#include <nlohmann/json.hpp>

#include "package/package.hpp"
#include "package/zip.hpp"

namespace package {

namespace {

// JSON written by nlohmann-json, keys in the order given.
using Json = nlohmann::ordered_json;

// A field in HTML, as QDUOJ's export writes one: {"format": "html", "value": ...}.
Json html_field(const Statement& s, const char* key) {
  const Section* section = find_section(s, key);
  return {{"format", "html"}, {"value", section ? html_blocks(*section) : std::string()}};
}

// 1/problem.json or 2/problem.json: the problem in the statement's language.
// Each key is one of OnlineJudge's ImportProblemSerializer (problem/serializers.py).
std::string problem_json(const Problem& p, const Statement& s, std::size_t cases) {
  Json scores = Json::array(), samples = Json::array(), tags = Json::array();
  // As QDUOJ's admin page lists a special judge's cases (output "-"); the
  // score counts only under the OI rule, and the export writes 100 for ACM.
  for (std::size_t k = 1; k <= cases; ++k)
    scores.push_back({{"score", 100}, {"input_name", std::to_string(k) + ".in"}, {"output_name", "-"}});
  for (const Test& t : p.samples) samples.push_back({{"input", t.input}, {"output", t.answer}});
  for (const std::string& t : p.facts.tags) tags.push_back(t);
  const Json problem = {
      {"display_id", std::string(p.name()) + "-" + s.lang},
      {"title", s.title},
      {"description", html_field(s, "description")},
      {"input_description", html_field(s, "input")},
      {"output_description", html_field(s, "output")},
      {"hint", html_field(s, "notes")},
      {"time_limit", std::lround(p.limits.seconds * 1000)},
      {"memory_limit", p.limits.megabytes},
      {"samples", samples},
      {"test_case_score", scores},
      {"rule_type", "ACM"},
      {"spj", {{"language", "C++"}, {"code", p.part("qduoj/" + std::string(p.checker()) + ".cpp")}}},
      {"template", Json::object()},
      {"answers", Json::array()},
      {"source", puzzles::title()},
      {"tags", tags}};
  return problem.dump(4) + "\n";
}

}  // namespace

std::string qduoj_package(const Problem& p) {
  std::vector<Test> all = p.samples;
  all.insert(all.end(), p.secret.begin(), p.secret.end());
  Files files;
  const Statement* const statements[] = {&p.zh, &p.en};
  for (std::size_t k = 0; k < 2; ++k) {
    const std::string folder = std::to_string(k + 1) + "/";
    files[folder + "problem.json"] = problem_json(p, *statements[k], all.size());
    for (std::size_t t = 0; t < all.size(); ++t) files[folder + "testcase/" + std::to_string(t + 1) + ".in"] = all[t].input;
  }
  return zip_archive(files);
}

}  // namespace package
