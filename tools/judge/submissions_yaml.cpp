// submissions_yaml.cpp: what a package expects of its submissions (submissions_yaml.hpp).
#include "judge/submissions_yaml.hpp"

#include <fnmatch.h>

#include "judge/files.hpp"
#include "judge/judge_error.hpp"
#include "judge/problem_yaml.hpp"
#include "judge/text.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

// `glob` with its braces expanded ({a,b}.py: a.py and b.py), into `out`;
// refused past 1000 patterns in the file (`made` counts them: a few braces can
// make millions, and each is tried on each submission and test), and past 20
// braces in one (each a copy of the glob on the way down).
void expand_braces(const std::string& glob, std::vector<std::string>& out, const std::string& where, std::size_t& made,
                   int depth = 0) {
  if (depth > 20) throw JudgeError(where + ": more than 20 braces in one glob");
  const std::size_t open = glob.find('{');
  std::size_t close = std::string::npos;
  std::vector<std::size_t> commas;
  for (std::size_t i = open, level = 0; open != std::string::npos && i < glob.size(); ++i) {
    if (glob[i] == '{') ++level;
    else if (glob[i] == ',' && level == 1) commas.push_back(i);
    else if (glob[i] == '}' && --level == 0) {
      close = i;
      break;
    }
  }
  if (close == std::string::npos || commas.empty()) {
    if (++made > 1000) throw JudgeError(where + ": more than 1000 globs in the file once braces are expanded");
    out.push_back(glob);
    return;
  }
  std::size_t from = open + 1;
  commas.push_back(close);
  for (const std::size_t to : commas) {
    expand_braces(glob.substr(0, open) + glob.substr(from, to - from) + glob.substr(close + 1), out, where, made, depth + 1);
    from = to + 1;
  }
}

}  // namespace

// `path` ("accepted/sol.py", "secret/group1/3") or a folder above it is
// matched by one of `globs` ('*' within a name only).
bool matched(const std::vector<std::string>& globs, const std::string& path) {
  for (std::size_t end = path.find('/');; end = path.find('/', end + 1)) {
    const std::string part = path.substr(0, end);
    for (const std::string& g : globs)
      if (fnmatch(g.c_str(), part.c_str(), FNM_PATHNAME) == 0) return true;
    if (end == std::string::npos) return false;
  }
}

// The expectations a 2025-09 package sets on its submissions: the spec's
// defaults for its folders (accepted: permitted AC; wrong_answer: AC, WA;
// time_limit_exceeded: AC, TLE; run_time_error: AC, RTE; brute_force: AC,
// RTE, TLE; rejected: any), each key submissions.yaml gives a folder by its
// very name laid over its default, then submissions.yaml's own. A legacy
// package's: accepted/ alone (problemtools').
std::vector<Expectation> expectations(const fs::path& root, bool modern) {
  struct Default {
    const char* folder;
    std::set<std::string> permitted;
  };
  static const Default kDefaults[] = {{"accepted", {"AC"}},           {"rejected", {}},
                                      {"wrong_answer", {"AC", "WA"}}, {"time_limit_exceeded", {"AC", "TLE"}},
                                      {"run_time_error", {"AC", "RTE"}}, {"brute_force", {"AC", "RTE", "TLE"}}};
  std::vector<Expectation> all;
  for (const Default& d : kDefaults) {
    if (!modern && std::string(d.folder) != "accepted") continue;
    Expectation e;
    e.submissions = {d.folder};
    e.has_permitted = !d.permitted.empty(), e.permitted = d.permitted;
    all.push_back(e);
  }
  const fs::path file = root / "submissions" / "submissions.yaml";
  if (!modern || !fs::is_regular_file(file)) return all;
  const YamlFile yaml(read_file(file), "submissions/submissions.yaml");
  const std::size_t defaults = all.size();
  std::size_t made = 0;  // globs, braces expanded
  static const std::set<std::string> kKeys = {"language", "entrypoint", "authors", "model_solution", "permitted",
                                              "required", "score", "message", "use_for_time_limit"};
  // The rule keys of `map` laid over `e`.
  const auto read_rule = [&](const Yaml& map, Expectation& e) {
    for (const auto& [key, value] : map.entries()) {
      if (key.kind() != Yaml::Kind::kString) continue;
      if (key.text() == "permitted") {
        if (value.kind() != Yaml::Kind::kList) yaml.refuse(key.text(), value, "is not a list of verdicts");
        e.has_permitted = true, e.permitted.clear();
        for (const Yaml& v : value.items()) {
          if (v.kind() != Yaml::Kind::kString || (v.text() != "AC" && v.text() != "WA" && v.text() != "TLE" && v.text() != "RTE"))
            yaml.refuse(key.text(), v, "holds what is not AC, WA, TLE or RTE: " + v.shown());
          e.permitted.insert(v.text());
        }
      } else if (key.text() == "use_for_time_limit") {
        if (value.kind() == Yaml::Kind::kBool) e.use = value.boolean() ? "" : "false";
        else if (value.kind() == Yaml::Kind::kString && (value.text() == "lower" || value.text() == "upper")) e.use = value.text();
        else yaml.refuse(key.text(), value, "is not true, false, lower or upper: " + value.shown());
      }
    }
  };
  for (const auto& [glob, rules] : yaml.root().entries()) {
    if (glob.kind() != Yaml::Kind::kString) yaml.refuse("(a key)", glob, "is not a glob of submissions: " + glob.shown());
    if (rules.kind() != Yaml::Kind::kMap) yaml.refuse(glob.text(), rules, "is not a mapping");
    const std::string where = "submissions/submissions.yaml: " + judge_io::escaped(shortened(glob.text()));
    Expectation own;
    bool replaced = false;
    for (std::size_t i = 0; i < defaults; ++i)  // a default folder by its very name: its keys over the default's
      if (all[i].submissions == std::vector<std::string>{glob.text()}) read_rule(rules, all[i]), replaced = true;
    if (!replaced) {
      expand_braces(glob.text(), own.submissions, where, made);
      read_rule(rules, own);
      all.push_back(own);
    }
    for (const auto& [group, inner] : rules.entries()) {
      if (group.kind() != Yaml::Kind::kString || kKeys.count(group.text()) || inner.kind() != Yaml::Kind::kMap) continue;
      Expectation e;
      expand_braces(glob.text(), e.submissions, where, made);
      expand_braces(group.text(), e.tests, where, made);
      read_rule(inner, e);
      all.push_back(e);
    }
  }
  return all;
}

// A verdict as submissions.yaml names it: a run over its memory or output
// limit, or that crashed, is RTE.
std::string expected_word(Verdict v) {
  switch (v) {
    case Verdict::AC: return "AC";
    case Verdict::WA: case Verdict::PE: return "WA";
    case Verdict::TLE: return "TLE";
    default: return "RTE";
  }
}

}  // namespace judge
