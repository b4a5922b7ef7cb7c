// yaml_events.hpp: libyaml's events over a text, and the text read as PyYAML
// reads it where libyaml reads it otherwise (UTF-16, tabs); the judge's YAML
// reader (problem_yaml.cpp) builds its values on them. Not for other callers:
// problem_yaml.hpp is the reader's face.
#pragma once

#include <yaml.h>

#include <string>

namespace judge {
namespace yaml_detail {

// libyaml's parser over a text: its events one at a time. It holds `text`
// and `file` by reference: they outlive it.
class Events {
 public:
  Events(const std::string& text, const std::string& file);  // throws YamlError where libyaml has no memory
  ~Events();
  Events(const Events&) = delete;
  Events& operator=(const Events&) = delete;

  // The event at hand, parsed where none is held; throws YamlError where
  // libyaml refuses the text.
  const yaml_event_t& peek();
  void next();  // past the event at hand
  // Throws YamlError: `why` at line `line` (1 on).
  [[noreturn]] void refuse(int line, const std::string& why) const;

 private:
  // libyaml's own message: its problem, where, and what it was reading.
  [[noreturn]] void refused() const;

  const std::string& text_;
  const std::string& file_;
  yaml_parser_t parser_;
  yaml_event_t event_;
  bool held_ = false;
};

// `text` in UTF-8 without a BOM: UTF-16 (either order) by its BOM, as
// libyaml and PyYAML detect it, else UTF-8 (whose BOM both skip). Throws
// YamlError, `file` named, where the UTF-16 is broken.
std::string as_utf8(const std::string& text, const std::string& file);

// PyYAML's own scanner (safe_load's, and so problemtools') takes a tab only in
// a quoted scalar, a block scalar's lines and a comment; libyaml takes it as
// white space elsewhere too ("a: 1<TAB>", "a: x<TAB>y", "[1,<TAB>2]"). The
// tokens of `text` (UTF-8, which libyaml parsed) are read again, and a tab
// anywhere else throws YamlError, on its line.
void refuse_tabs_pyyaml_refuses(const std::string& text, const std::string& file);

}  // namespace yaml_detail
}  // namespace judge
