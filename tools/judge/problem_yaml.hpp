// problem_yaml.hpp: a legacy problem package's problem.yaml and testdata.yaml
// read as problemtools reads them: by PyYAML's yaml.safe_load. libyaml (the C
// library PyYAML's CLoader is built on) parses the text; on its events this
// file builds what SafeLoader builds: YAML 1.1's implicit types for plain
// scalars (null ~ and empty; bool yes/no/true/false/on/off in their three
// cases; int 0b, 0x, 0 (octal: 010 is 8), 1_000 and sexagesimal 1:30;
// float 1.5, .5, 1.0e+3 (but 1e3 is a string), 1:30.5, .inf, .nan;
// timestamps), the tags !!str !!int !!float !!bool !!null !!map !!seq and
// !!timestamp, anchors and aliases, and merge keys ("<<": a mapping or a list
// of mappings; the mapping's own keys win, then the earlier mappings of the
// list). A key given twice keeps its last value in its first place, as a
// Python dict does (1, 1.0 and true are one key there, and here).
//
// Where libyaml reads more than PyYAML's own parser (which safe_load uses),
// PyYAML's rule holds: a tab is taken only in a quoted or block scalar and
// in a comment ("a: 1<TAB>" is refused, as problemtools could not read it).
//
// Refused, where PyYAML reads them: the tags !!binary, !!set, !!omap,
// !!pairs (and any other tag, which PyYAML refuses too); a value tagged !!int
// or !!float that is not written as YAML 1.1 writes one ("!!int 0o17"); a
// node that holds an alias to itself; values nested more than 200 deep; an
// integer of more than 4300 digits; more than a million values once merge
// keys are expanded; more than 16 MB of text once aliases are expanded (a
// 1 MB anchor used 1,000 times, or a billion laughs); a BOM after the start of the text, and a "?" with no
// key in a flow list ("[?, 1]"), which libyaml's parser refuses.
// Everything else PyYAML refuses is refused here too: a file that does not
// parse, a second document, an undefined alias, an anchor defined twice, a
// list or mapping as a key, a date that is no date, "=" as a value.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace judge {

// What a YAML file says that is not read: its one-line message, which names
// the file and the line ("problem.yaml does not parse: line 2: ..." where
// libyaml or the types refuse the text; "problem.yaml: line 3: limits.memory
// is not a positive number: \"lots\"" where a value is not of the kind asked).
struct YamlError : std::runtime_error {
  YamlError(const std::string& message, int at) : std::runtime_error(message), line(at) {}
  int line;  // 1 on
};

// A value as PyYAML's safe_load gives it. Copies share what they hold (an
// alias is the node it names, not a copy of it).
class Yaml {
 public:
  enum class Kind { kNull, kBool, kInt, kFloat, kString, kTimestamp, kList, kMap };
  using Entry = std::pair<Yaml, Yaml>;

  Yaml();  // null, on no line
  Kind kind() const;
  int line() const;  // where it starts in its file, 1 on (0: a value no file gave)
  bool boolean() const;  // kBool
  // kInt: its value in decimal ("-12", exact at any size); kString: its text
  // (UTF-8); kTimestamp: as written.
  const std::string& text() const;
  double number() const;  // kInt (the nearest double), kFloat
  const std::vector<Yaml>& items() const;     // kList
  const std::vector<Entry>& entries() const;  // kMap, in PyYAML's order
  // kMap: the value of the key that is this string, or nullptr.
  const Yaml* find(const std::string& key) const;
  // The size of its text with every alias expanded: the bytes of its
  // scalars' text and one a value (at most 16 MB in a file read).
  std::size_t expanded() const;
  // For a message: a string quoted and escaped ("\"lots\""), a number or
  // true/false/null as YAML writes it, else what it is ("a mapping").
  std::string shown() const;

  struct Data;
  explicit Yaml(std::shared_ptr<const Data> data);

 private:
  std::shared_ptr<const Data> data_;
};

// The one document of `text` (any encoding libyaml detects: UTF-8, or UTF-16
// by its BOM; a UTF-8 BOM is skipped). `file` names it in messages. Empty, or
// only comments: null. Throws YamlError.
Yaml parse_yaml(const std::string& text, const std::string& file);

namespace yaml_detail {
// A mapping with no keys, on line 1: an empty file's (YamlFile).
Yaml empty_mapping();
}  // namespace yaml_detail

// problem.yaml or testdata.yaml: a mapping, read with typed, checked access
// to its keys, which are dotted for a mapping in a mapping
// ("limits.memory"). A file that is empty or only comments is an empty
// mapping (PyYAML gives None, which problemtools takes as {}).
class YamlFile {
 public:
  YamlFile();  // no file: an empty mapping, every key absent
  // Throws YamlError: `text` does not parse, or is not a mapping.
  YamlFile(const std::string& text, std::string file);
  const std::string& name() const { return name_; }
  const Yaml& root() const { return root_; }

  // The value at `key`, or nullptr where the file does not give it. Throws
  // YamlError where a key on the way is not a mapping ("limits: 5").
  const Yaml* find(const std::string& key) const;
  bool has(const std::string& key) const { return find(key) != nullptr; }
  // A string's text; `fallback` where absent. Throws YamlError for another
  // kind ("validation is not a string: 12"): PyYAML gave problemtools an int.
  std::string text(const std::string& key, const std::string& fallback) const;
  // An int or a float above 0, finite and at most `most`; `fallback` where
  // absent. Throws YamlError otherwise (a string "64", a mapping, null, true).
  double positive(const std::string& key, double fallback, double most) const;
  // Throws YamlError: `why` about the value at `key`, on its line.
  [[noreturn]] void refuse(const std::string& key, const Yaml& value, const std::string& why) const;

 private:
  std::string name_;
  Yaml root_;
};

}  // namespace judge
