// folder_limits.cpp: a folder of tests' own limits (folder_limits.hpp).
#include "judge/folder_limits.hpp"

#include <cstdlib>
#include <string>
#include <vector>

#include "judge/files.hpp"
#include "judge/package_config.hpp"
#include "judge/setup.hpp"

namespace judge {

namespace fs = std::filesystem;

double timelimit_file(const fs::path& root) {
  if (!fs::exists(root / ".timelimit")) return 0;
  const std::vector<std::string> given = words(read_file(root / ".timelimit"));
  const std::string text = given.size() == 1 ? given[0] : "";
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || !(v > 0) || v > 3600)
    throw JudgeError(".timelimit is not a time in seconds: " + judge_io::escaped(text));
  return v;
}

void read_folder_limits(Setup& setup, const fs::path& root) {
  AnyProblem& any = setup.any;
  Config config;
  try {
    config = problem_config(root);
  } catch (const std::runtime_error& e) {  // JudgeError, YamlError
    throw JudgeError(any.name + ": " + e.what());
  }
  const std::string folder_default = "the judge's default for a folder of tests";
  if (any.time_from.empty()) {
    const double timelimit = timelimit_file(root);
    if (timelimit > 0) {
      setup.limits.seconds = timelimit;
      any.time_from = ".timelimit (DOMjudge's file)";
    } else if (config.yaml.has("limits.time_limit")) {
      const double seconds = config.yaml.positive("limits.time_limit", 0, 3600);
      setup.limits.seconds = seconds;
      any.time_from = "problem.yaml's limits.time_limit";
    } else {
      any.time_from = folder_default;
    }
  }
  if (any.memory_from.empty()) {
    if (config.yaml.has("limits.memory")) {
      setup.limits.memory_kb = static_cast<long>(config.yaml.positive("limits.memory", 0, 1 << 20) * 1024);
      if (!setup.stack_set) setup.limits.stack_kb = setup.limits.memory_kb;
      any.memory_from = "problem.yaml's limits.memory";
    } else {
      any.memory_from = folder_default;
    }
  }
  bool interactive = config["validation"].find("interactive") != std::string::npos;
  for (const std::string& word : config.list("type")) interactive = interactive || word == "interactive";
  if (interactive && any.interactor_given.empty())
    throw JudgeError(any.name + ": its problem.yaml says it is interactive: give its interactor (--interactor FILE)");
}

}  // namespace judge
