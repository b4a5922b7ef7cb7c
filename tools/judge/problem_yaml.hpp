// problem_yaml.hpp: the YAML that a legacy problem package's problem.yaml
// and testdata.yaml use, read into keys and values: mappings by indentation
// ("limits:" then "  memory: 512", read as "limits.memory"), scalars plain or
// quoted, comments, block lists ("- item", read as the items joined by
// spaces) and flow values ("[a, b]", "{en: X}") kept as written. What is not
// that is refused with its line, never guessed.
#pragma once

#include <map>
#include <stdexcept>
#include <string>

namespace judge {

struct YamlError : std::runtime_error {
  YamlError(int at, const std::string& why) : std::runtime_error("line " + std::to_string(at) + ": " + why), line(at) {}
  int line;
};

// "limits.memory" -> "512"; a key whose value is a mapping maps to "".
// Throws YamlError.
std::map<std::string, std::string> read_yaml(const std::string& text);

}  // namespace judge
