// package_config.cpp: a package's problem.yaml read, and the words of its
// programs' arguments bounded (package_config.hpp).
#include "judge/package_config.hpp"

#include <sstream>

#include "judge/constants.hpp"
#include "judge/files.hpp"
#include "judge/text.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

// Arguments a program is started with: Linux refuses one of 128 KB or more
// (MAX_ARG_STRLEN, 131072 bytes with its NUL), and always takes 128 KB of
// arguments and environment together (ARG_MAX's floor, whatever the stack
// limit), each with its NUL and its pointer. The judge lets a test's
// arguments take half of that, 64 KB, and leaves the rest to the command
// (its path, an interpreter, a source file) and the environment: so exec
// always takes them, in the sandbox or not.
const std::size_t kMostArgument = 131072 - 1;
const std::size_t kMostArguments = 64 << 10;

}  // namespace

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> all;
  for (std::string w; in >> w;) all.push_back(w);
  return all;
}

std::string shown(const fs::path& p) { return judge_io::escaped(p.string()); }

// The bytes exec takes for `words`: each with its NUL and its pointer.
std::size_t argument_bytes(const std::vector<std::string>& words) {
  std::size_t bytes = 0;
  for (const std::string& w : words) bytes += w.size() + 1 + sizeof(char*);
  return bytes;
}

// `words`, read from `key` of `file`, refused where exec could not take
// them beside `before` bytes of arguments the same program gets (a
// validator's flags: problem.yaml's validator_flags).
SharedWords arguments(std::vector<std::string> words, const YamlFile& file, const std::string& key,
                      const std::string& program, std::size_t before) {
  for (const std::string& w : words)
    if (w.size() > kMostArgument) {
      const Yaml* at = file.find(key);
      file.refuse(key, at ? *at : file.root(),
                  "has an argument of " + std::to_string(w.size()) + " bytes, over Linux's limit of " +
                      std::to_string(kMostArgument) + " (MAX_ARG_STRLEN, 128 KB with its NUL): " + program +
                      " could not be started with it");
    }
  const std::size_t bytes = before + argument_bytes(words);
  if (bytes > kMostArguments) {
    const Yaml* at = file.find(key);
    file.refuse(key, at ? *at : file.root(),
                "takes " + std::to_string(bytes) + " bytes of arguments" + (before ? " with validator_flags" : "") +
                    " (each with its NUL and pointer), over the judge's 64 KB for " + program +
                    ": Linux always starts a program with 128 KB of arguments and environment, and the judge keeps " +
                    "half of that for the command and its environment");
  }
  return SharedWords(std::move(words));
}

// The format versions read: legacy, and 2025-09 by its three names.
bool is_modern(const std::string& version) {
  return version == "2025-09" || version == "2023-07-draft" || version == "2023-07";
}

Config problem_config(const fs::path& root) {
  Config config;
  const fs::path file = root / "problem.yaml";
  if (!fs::exists(file)) return config;  // problemtools says it is missing, and judges by its defaults
  config.yaml = YamlFile(read_file(file), "problem.yaml");
  const std::string version = config["problem_format_version"];
  config.modern = is_modern(version);
  if (!config.modern && version != "legacy" && version != "legacy-icpc")
    throw JudgeError("problem.yaml: problem_format_version " + judge_io::escaped(version) +
                     " is not one the judge reads (legacy, 2023-07-draft, 2023-07 or 2025-09)");
  for (const char* key : {"validation", "validator_flags"}) config[key];  // each of its kind, or refused
  arguments(words(config["validator_flags"]), config.yaml, "validator_flags", "the output validator");
  if (config.modern) config.constants = read_constants(config.yaml);
  static const char* const kLegacy[] = {"limits.time_multiplier", "limits.time_safety_margin", "limits.memory", "limits.output"};
  static const char* const kModern[] = {"limits.time_multipliers.ac_to_time_limit", "limits.time_multipliers.time_limit_to_tle",
                                        "limits.time_resolution", "limits.memory", "limits.output",
                                        "limits.validation_passes", "limits.time_limit"};
  if (config.modern)
    for (const char* key : kModern) config.positive(key);
  else
    for (const char* key : kLegacy) config.positive(key);
  return config;
}

}  // namespace judge
