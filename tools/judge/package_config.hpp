// package_config.hpp: a package's problem.yaml (its keys of each format
// version, their defaults, its constants) and the words of its programs'
// arguments, refused where exec could not take them.
#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "judge/problem_yaml.hpp"
#include "judge/tests.hpp"

namespace judge {

// The words of `text`, as white space splits them.
std::vector<std::string> words(const std::string& text);

// A name from the package or folder as the judge shows it: escaped as
// messages are (judge_io::escaped), so that no line it prints, a test's
// included, can be forged or hidden by a name holding "\n" or ESC. A test
// keeps this form for its files' names too.
std::string shown(const std::filesystem::path& p);

// The bytes exec takes for `words`: each with its NUL and its pointer.
std::size_t argument_bytes(const std::vector<std::string>& words);

// `words`, read from `key` of `file`, refused where exec could not take
// them beside `before` bytes of arguments the same program gets (a
// validator's flags: problem.yaml's validator_flags): one of 128 KB or more
// (Linux's MAX_ARG_STRLEN), or over 64 KB together, half of the 128 KB
// Linux always takes, the rest left to the command and its environment.
SharedWords arguments(std::vector<std::string> words, const YamlFile& file, const std::string& key,
                      const std::string& program, std::size_t before = 0);

// problem.yaml, and the defaults for what it leaves out: a top-level key,
// or one of limits'. A legacy package's are problemtools' (config/problem.yaml:
// it lays the given limits over its own); a 2025-09 package's the spec's. A
// value of the wrong kind throws YamlError, on its line.
struct Config {
  YamlFile yaml;
  bool modern = false;  // problem_format_version 2023-07-draft, 2023-07 or 2025-09 (else legacy)
  // 2025-09's constants: "name" and "name.value" to the value's text, "name.variant" to a variant's.
  std::map<std::string, std::string> constants;
  // A string's key ("validation").
  std::string operator[](const std::string& key) const {
    static const std::map<std::string, std::string> kDefaults = {
        {"validation", "default"}, {"validator_flags", ""}, {"problem_format_version", "legacy"}};
    const auto fallback = kDefaults.find(key);
    return yaml.text(key, fallback == kDefaults.end() ? "" : fallback->second);
  }
  // A limit's key ("limits.memory"): a number above 0, at most 2^20 (MB, or times).
  double positive(const std::string& key) const {
    static const std::map<std::string, double> kLegacy = {
        {"limits.time_multiplier", 5}, {"limits.time_safety_margin", 2}, {"limits.memory", 1024}, {"limits.output", 8}};
    // 2025-09: memory "typically 2048" (MiB), output 8, validation_passes 2.
    static const std::map<std::string, double> kModern = {
        {"limits.time_multipliers.ac_to_time_limit", 2}, {"limits.time_multipliers.time_limit_to_tle", 1.5},
        {"limits.time_resolution", 1}, {"limits.memory", 2048}, {"limits.output", 8}, {"limits.validation_passes", 2},
        {"limits.time_limit", 0}};
    return yaml.positive(key, (modern ? kModern : kLegacy).at(key), 1 << 20);
  }
  // A list of strings at `key` (a string: its words; a number: its text), or none.
  std::vector<std::string> list(const std::string& key) const { return strings_at(yaml, key); }

  static std::vector<std::string> strings_at(const YamlFile& file, const std::string& key) {
    const Yaml* value = file.find(key);
    if (!value || value->kind() == Yaml::Kind::kNull) return {};
    if (value->kind() == Yaml::Kind::kString) return words(value->text());
    if (value->kind() != Yaml::Kind::kList) file.refuse(key, *value, "is not a list of strings");
    std::vector<std::string> all;
    for (const Yaml& item : value->items()) {
      if (item.kind() != Yaml::Kind::kString && item.kind() != Yaml::Kind::kInt && item.kind() != Yaml::Kind::kFloat)
        file.refuse(key, item, "is not a list of strings");
      all.push_back(item.kind() == Yaml::Kind::kFloat ? item.shown() : item.text());
    }
    return all;
  }
};

// The format versions read: legacy, and 2025-09 by its three names.
bool is_modern(const std::string& version);

// The package at `root`'s problem.yaml, each key it has checked (a value of
// the wrong kind refused, on its line); its defaults where it has none.
Config problem_config(const std::filesystem::path& root);

}  // namespace judge
