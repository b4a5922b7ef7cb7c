// submissions_yaml.hpp: what a package expects of its submissions: the
// 2025-09 spec's defaults for its folders and submissions/submissions.yaml
// (globs of submissions and of tests, the verdicts they permit, and
// use_for_time_limit); a legacy package's accepted/ alone.
#pragma once

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "judge/verdict.hpp"

namespace judge {

// One expectation of submissions.yaml (2025-09): the submissions and tests
// its globs match, and the verdicts it permits (AC, WA, TLE, RTE).
struct Expectation {
  std::vector<std::string> submissions;  // globs, braces expanded
  std::vector<std::string> tests;        // globs, braces expanded; none: every test
  bool has_permitted = false;
  std::set<std::string> permitted;
  std::string use;  // use_for_time_limit: "", "false", "lower" or "upper"
  // It bounds the time limit from below: use_for_time_limit: lower, or a
  // `permitted` without TLE (and not use_for_time_limit: false).
  bool lower() const { return use == "lower" || (use != "false" && has_permitted && !permitted.count("TLE")); }
  // What a run it bounds may get: its `permitted`; lower alone is AC, WA, RTE.
  bool allows(const std::string& verdict) const {
    if (has_permitted && !permitted.count(verdict)) return false;
    return use != "lower" || verdict != "TLE";
  }
};

// `path` ("accepted/sol.py", "secret/group1/3") or a folder above it is
// matched by one of `globs` ('*' within a name only).
bool matched(const std::vector<std::string>& globs, const std::string& path);

// The expectations a package at `root` sets on its submissions (a 2025-09
// one where `modern`): the spec's defaults for its folders, then
// submissions.yaml's. Refused (YamlError, JudgeError) where it cannot be read.
std::vector<Expectation> expectations(const std::filesystem::path& root, bool modern);

// A verdict as submissions.yaml names it: a run over its memory or output
// limit, or that crashed, is RTE.
std::string expected_word(Verdict v);

}  // namespace judge
