// yaml_writer.hpp: YAML written by libyaml's emitter, for the files the tools
// write for others (a folder of tests' problem.yaml; a package's problem.yaml
// and Hydro's config.yaml). Block style, two spaces a level, a sequence in a
// mapping at its key's column (libyaml's way), no line folded; UTF-8 kept as
// written, control characters escaped.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace formats {

// A value: a string double-quoted, so that no text reads back as another
// type ("yes", "1.5"); a word, number or boolean written plain, as given
// (libyaml quotes it where plain would not read back as text); a mapping of
// keys in their order; a sequence.
struct YamlOut {
  enum class Kind { quoted, plain, mapping, sequence };
  typedef std::vector<std::pair<std::string, YamlOut>> Entries;

  Kind kind = Kind::quoted;
  std::string text;
  Entries entries;            // a mapping's
  std::vector<YamlOut> items;  // a sequence's

  static YamlOut string(std::string s) { return YamlOut{Kind::quoted, std::move(s), {}, {}}; }
  static YamlOut plain(std::string s) { return YamlOut{Kind::plain, std::move(s), {}, {}}; }
  static YamlOut mapping(Entries entries) { return YamlOut{Kind::mapping, "", std::move(entries), {}}; }
  static YamlOut sequence(std::vector<YamlOut> items) { return YamlOut{Kind::sequence, "", {}, std::move(items)}; }
};

// The document of `root`, without "---" or "...". Throws std::runtime_error
// when libyaml refuses it (text that is not UTF-8).
std::string yaml_text(const YamlOut& root);

}  // namespace formats
