// yaml_writer.hpp: a YAML mapping written by libyaml's emitter (the files the
// judge writes for others: a folder of tests' problem.yaml). Strings are
// double-quoted, so that no text reads back as another type ("yes", "1.5");
// UTF-8 is kept as written, control characters escaped.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace judge {

// A value: a string, a number or boolean written as given (`plain`), or a
// mapping of keys in their order.
struct YamlOut {
  std::string text;
  bool plain = false;
  std::vector<std::pair<std::string, YamlOut>> entries;  // a mapping when not empty

  static YamlOut string(std::string s) { return YamlOut{std::move(s), false, {}}; }
  static YamlOut number(std::string s) { return YamlOut{std::move(s), true, {}}; }
};

// The document of the mapping `root`. Throws std::runtime_error when
// libyaml refuses it (text that is not UTF-8).
std::string yaml_text(const YamlOut& root);

}  // namespace judge
