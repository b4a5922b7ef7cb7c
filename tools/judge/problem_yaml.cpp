// problem_yaml.cpp: see problem_yaml.hpp. PyYAML 6.0 is the reference:
// yaml/resolver.py (the implicit types: their regular expressions, tried in
// the order they were added, for the scalar's first character),
// yaml/constructor.py (SafeConstructor: how each type's value is worked out,
// flatten_mapping for merge keys) and yaml/composer.py (anchors, aliases, one
// document). libyaml gives the events PyYAML's own parser gives.
// Its parts: the scalars' types and values (yaml_scalars.cpp), libyaml's
// events and the text's checks (yaml_events.cpp), here the values built of
// them (Builder) and the API; a file's keys read (YamlFile): yaml_file.cpp.
#include "judge/problem_yaml.hpp"

#include <yaml.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <unordered_map>

#include "judge/text.hpp"
#include "judge/yaml_events.hpp"
#include "judge/yaml_scalars.hpp"

namespace judge {

struct Yaml::Data {
  Kind kind = Kind::kNull;
  int line = 0;
  bool boolean = false;
  double number = 0;
  std::string text;
  std::vector<Yaml> items;
  std::vector<Entry> entries;
  // Its text expanded: the bytes of its scalars' text and one a value, each
  // alias counted again where it is used (Yaml::expanded).
  std::size_t size = 0;
};

namespace {

using yaml_detail::as_utf8, yaml_detail::Events, yaml_detail::refuse_tabs_pyyaml_refuses;
using yaml_detail::digit, yaml_detail::float_value, yaml_detail::int_value, yaml_detail::is_bool_word,
    yaml_detail::is_decimal_text, yaml_detail::is_float_text, yaml_detail::is_int_text, yaml_detail::is_null_word,
    yaml_detail::is_timestamp_text;

const std::string kTag = "tag:yaml.org,2002:";
const int kDeepest = 200;          // nesting, as PyYAML's recursion allows a few hundred
const long kMostValues = 1000000;  // values made, merge keys expanded
// The text a file gives, aliases expanded (Yaml::expanded): 16 MB. A real
// problem.yaml, test_group.yaml or NAME.yaml holds a few KB, and its aliases
// name a few limits or flags; 16 MB is thousands of times that, and a reader
// that copies each alias it meets (strings_at, a test's args) still stays far
// under the judge's 200 MB. One 1 MB anchor used 1,000 times is 1 GB.
const std::size_t kMostBytes = 16 << 20;

const Yaml::Data& null_data() {
  static const Yaml::Data kNull;
  return kNull;
}

// The tags that are not values: a merge key (<<) and YAML 1.1's value key (=).
enum class Special { kNone, kMerge, kValueKey };

struct Built {
  Yaml value;
  Special special = Special::kNone;
};

int line_of(const yaml_event_t& e) { return static_cast<int>(e.start_mark.line) + 1; }

std::string anchor_of(const unsigned char* anchor) { return anchor ? reinterpret_cast<const char*>(anchor) : ""; }

// Events to values, as composer.py makes nodes of them and SafeConstructor
// values of the nodes.
class Builder {
 public:
  explicit Builder(Events& events) : events_(events) {}

  Yaml document() {
    events_.next();  // the stream's start
    Yaml root;
    if (events_.peek().type != YAML_STREAM_END_EVENT) {
      events_.next();  // the document's start
      const int line = line_of(events_.peek());
      root = value(node(0), line);
      events_.next();  // its end
      if (events_.peek().type != YAML_STREAM_END_EVENT)
        events_.refuse(line_of(events_.peek()), "a second document, where problemtools reads one (PyYAML's safe_load)");
    }
    return root;
  }

 private:
  Yaml made(Yaml::Data data) {
    if (++values_ > kMostValues) events_.refuse(data.line, "more than a million values, merge keys expanded");
    grow(data.size, data.text.size() + 1, data.line);
    return Yaml(std::make_shared<const Yaml::Data>(std::move(data)));
  }

  // A merge or value key's tag where a value must be: PyYAML has no constructor for it.
  Yaml value(const Built& b, int line) {
    if (b.special == Special::kNone) return b.value;
    events_.refuse(line, std::string("\"") + (b.special == Special::kMerge ? "<<" : "=") +
                             "\" is YAML 1.1's " + (b.special == Special::kMerge ? "merge" : "value") +
                             " key, not a value (PyYAML refuses it so)");
  }

  Built node(int depth) {
    const yaml_event_t& e = events_.peek();
    const int line = line_of(e);
    if (depth > kDeepest) events_.refuse(line, "nested more than " + std::to_string(kDeepest) + " deep");
    if (e.type == YAML_ALIAS_EVENT) {
      const std::string name = anchor_of(e.data.alias.anchor);
      if (open_.count(name)) events_.refuse(line, "the alias *" + name + " is inside the node it names");
      const auto at = anchors_.find(name);
      if (at == anchors_.end()) events_.refuse(line, "the alias *" + name + " names no anchor before it");
      events_.next();
      return at->second;
    }
    const unsigned char* anchor = e.type == YAML_SCALAR_EVENT           ? e.data.scalar.anchor
                                  : e.type == YAML_SEQUENCE_START_EVENT ? e.data.sequence_start.anchor
                                  : e.type == YAML_MAPPING_START_EVENT  ? e.data.mapping_start.anchor
                                                                        : nullptr;
    const bool anchored = anchor != nullptr;
    const std::string name = anchor_of(anchor);
    if (anchored && (anchors_.count(name) || open_.count(name)))
      events_.refuse(line, "the anchor &" + name + " is defined twice");
    if (anchored) open_.insert(name);
    Built built;
    if (e.type == YAML_SCALAR_EVENT) built = scalar(e);
    else if (e.type == YAML_SEQUENCE_START_EVENT) built.value = sequence(depth);
    else if (e.type == YAML_MAPPING_START_EVENT) built.value = mapping(depth);
    else events_.refuse(line, "libyaml gave no node where one must be");
    if (anchored) open_.erase(name), anchors_[name] = built;
    return built;
  }

  std::string tag_of(const unsigned char* tag) const {
    return tag ? reinterpret_cast<const char*>(tag) : "";
  }

  // A scalar's tag: as written, else resolver.py's implicit one (plain, or "!").
  std::string tag_of_scalar(const yaml_event_t& e, const std::string& value) const {
    const std::string tag = tag_of(e.data.scalar.tag);
    if (!tag.empty() && tag != "!") return tag;
    if (!e.data.scalar.plain_implicit) return kTag + "str";
    if (value.empty()) return kTag + "null";
    bool valid = false;
    switch (value[0]) {
      case 'y': case 'Y': case 't': case 'T': case 'f': case 'F': case 'o': case 'O':
        return is_bool_word(value) ? kTag + "bool" : kTag + "str";
      case 'n': case 'N':
        return is_bool_word(value) ? kTag + "bool" : is_null_word(value) ? kTag + "null" : kTag + "str";
      case '~':
        return value == "~" ? kTag + "null" : kTag + "str";
      case '-': case '+': case '.':
        return is_float_text(value) ? kTag + "float" : is_int_text(value) ? kTag + "int" : kTag + "str";
      case '<':
        return value == "<<" ? kTag + "merge" : kTag + "str";
      case '=':
        return value == "=" ? kTag + "value" : kTag + "str";
      default:
        if (!digit(value[0])) return kTag + "str";
        return is_float_text(value)                ? kTag + "float"
               : is_int_text(value)                ? kTag + "int"
               : is_timestamp_text(value, valid)   ? kTag + "timestamp"
                                                   : kTag + "str";
    }
  }

  Built scalar(const yaml_event_t& e) {
    const std::string text(reinterpret_cast<const char*>(e.data.scalar.value), e.data.scalar.length);
    const std::string tag = tag_of_scalar(e, text);
    Yaml::Data d;
    d.line = line_of(e);
    const auto refuse = [&](const std::string& why) { events_.refuse(d.line, why); };
    Built built;
    bool valid = false;
    if (tag == kTag + "str") {
      d.kind = Yaml::Kind::kString, d.text = text;
    } else if (tag == kTag + "null") {
      d.kind = Yaml::Kind::kNull;
    } else if (tag == kTag + "bool") {
      std::string lower = text;
      for (char& c : lower) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
      if (lower != "yes" && lower != "no" && lower != "true" && lower != "false" && lower != "on" && lower != "off")
        refuse("!!bool " + shortened(text) + " is not yes, no, true, false, on or off");
      d.kind = Yaml::Kind::kBool, d.boolean = lower == "yes" || lower == "true" || lower == "on";
    } else if (tag == kTag + "int") {
      d.text = is_int_text(text) ? int_value(text) : "";
      if (d.text.empty()) refuse("not an integer as YAML 1.1 writes one (or more than 4300 digits): " + shortened(text));
      d.kind = Yaml::Kind::kInt, d.number = std::strtod(d.text.c_str(), nullptr);
    } else if (tag == kTag + "float") {
      if (!is_float_text(text) && !is_decimal_text(text) && !is_int_text(text))
        refuse("!!float " + shortened(text) + " is not a number as YAML 1.1 writes one");
      if (is_int_text(text) && !is_decimal_text(text) && text.find(':') == std::string::npos)
        refuse("!!float " + shortened(text) + " is not a decimal number");  // 0x1F: float() refuses it
      d.kind = Yaml::Kind::kFloat, d.number = float_value(text);
    } else if (tag == kTag + "timestamp") {
      if (!is_timestamp_text(text, valid) || !valid) refuse("not a date (or a date and time): " + shortened(text));
      d.kind = Yaml::Kind::kTimestamp, d.text = text;
    } else if (tag == kTag + "merge" || tag == kTag + "value") {
      built.special = tag == kTag + "merge" ? Special::kMerge : Special::kValueKey;
      d.kind = Yaml::Kind::kString, d.text = tag == kTag + "merge" ? "<<" : "=";
    } else {
      refuse("the tag " + shortened(tag) + " is not read here (PyYAML's safe_load reads " +
             "str, int, float, bool, null, timestamp, seq and map)");
    }
    events_.next();
    built.value = made(std::move(d));
    return built;
  }

  // A collection begun: its data of `kind` on the start event's line, the
  // event read. Its tag `written` is none, "!", or the one of `tag_kind`.
  Yaml::Data begun(Yaml::Kind kind, const unsigned char* written, const char* tag_kind) {
    Yaml::Data d;
    d.kind = kind, d.line = line_of(events_.peek());
    const std::string tag = tag_of(written);
    if (!tag.empty() && tag != "!" && tag != kTag + tag_kind)
      events_.refuse(d.line, "the tag " + shortened(tag) + " on a " + (kind == Yaml::Kind::kList ? "list" : "mapping") +
                                 " is not read here");
    events_.next();
    return d;
  }

  Yaml sequence(int depth) {
    Yaml::Data d = begun(Yaml::Kind::kList, events_.peek().data.sequence_start.tag, "seq");
    while (events_.peek().type != YAML_SEQUENCE_END_EVENT) {
      const int line = line_of(events_.peek());
      d.items.push_back(value(node(depth + 1), line));
      grow(d.size, d.items.back().expanded(), line);
    }
    events_.next();
    return made(std::move(d));
  }

  // What makes two keys one in a Python dict: 1, 1.0 and true are one key.
  static std::string key_of(const Yaml& key) {
    switch (key.kind()) {
      case Yaml::Kind::kNull: return "null";
      case Yaml::Kind::kBool: return key.boolean() ? "n1" : "n0";
      case Yaml::Kind::kInt: return "n" + key.text();
      case Yaml::Kind::kFloat: {
        const double v = key.number();
        if (std::isnan(v)) return "nan";
        if (v == std::floor(v) && std::fabs(v) < 1e18) return "n" + std::to_string(static_cast<long long>(v));
        char buf[40];
        std::snprintf(buf, sizeof buf, "f%.17g", v);
        return buf;
      }
      case Yaml::Kind::kString: return "s" + key.text();
      case Yaml::Kind::kTimestamp: return "t" + key.text();
      default: return "";
    }
  }

  // `entry` put into the mapping being made: a key already there keeps its place and takes the new value.
  void put(Yaml::Data& d, std::unordered_map<std::string, std::size_t>& index, const Yaml::Entry& entry) {
    const auto [at, added] = index.emplace(key_of(entry.first), d.entries.size());
    if (added) d.entries.push_back(entry);
    else d.entries[at->second].second = entry.second;
    if (++values_ > kMostValues) events_.refuse(d.line, "more than a million values, merge keys expanded");
    grow(d.size, entry.first.expanded() + entry.second.expanded(), d.line);
  }

  // `size` grown by `more`, refused past kMostBytes on `line`: an alias adds
  // its node's whole text each time it is used, as a reader that copies
  // strings meets it (PyYAML shares the node; the judge's readers copy).
  void grow(std::size_t& size, std::size_t more, int line) {
    size += std::min(more, kMostBytes + 1);
    if (size > kMostBytes)
      events_.refuse(line, "more than " + std::to_string(kMostBytes >> 20) +
                               " MB of text once aliases are expanded (each use of an alias counts its node again)");
  }

  // flatten_mapping: each merge key's mappings (of a list, the last first),
  // then the mapping's own keys.
  Yaml mapping(int depth) {
    Yaml::Data d = begun(Yaml::Kind::kMap, events_.peek().data.mapping_start.tag, "map");
    std::vector<Yaml::Entry> merged, own;
    std::size_t read = 0;  // the text of the entries read, to refuse on the line that goes past kMostBytes
    while (events_.peek().type != YAML_MAPPING_END_EVENT) {
      const int key_line = line_of(events_.peek());
      const Built key = node(depth + 1);
      const int value_line = line_of(events_.peek());
      if (key.special == Special::kMerge) {
        const Built from = node(depth + 1);
        const std::size_t before = merged.size();
        merge(from.value, value_line, merged);
        for (std::size_t i = before; i < merged.size(); ++i)
          grow(read, merged[i].first.expanded() + merged[i].second.expanded(), value_line);
        continue;
      }
      if (key.value.kind() == Yaml::Kind::kList || key.value.kind() == Yaml::Kind::kMap)
        events_.refuse(key_line, "a list or mapping as a key, which PyYAML cannot hash");
      own.emplace_back(key.value, value(node(depth + 1), value_line));
      grow(read, own.back().first.expanded() + own.back().second.expanded(), value_line);
    }
    events_.next();
    std::unordered_map<std::string, std::size_t> index;
    for (const Yaml::Entry& entry : merged) put(d, index, entry);
    for (const Yaml::Entry& entry : own) put(d, index, entry);
    return made(std::move(d));
  }

  void merge(const Yaml& from, int line, std::vector<Yaml::Entry>& merged) {
    if (from.kind() == Yaml::Kind::kMap) {
      merged.insert(merged.end(), from.entries().begin(), from.entries().end());
      values_ += static_cast<long>(from.entries().size());
      return;
    }
    if (from.kind() != Yaml::Kind::kList) events_.refuse(line, "a merge key (<<) takes a mapping or a list of mappings");
    for (const Yaml& item : from.items())
      if (item.kind() != Yaml::Kind::kMap) events_.refuse(item.line() ? item.line() : line, "a merge key's list holds what is not a mapping");
    for (std::size_t i = from.items().size(); i-- > 0;) merge(from.items()[i], line, merged);
  }

  Events& events_;
  std::map<std::string, Built> anchors_;
  std::set<std::string> open_;  // the anchors of the collections being made
  long values_ = 0;
};

}  // namespace

Yaml::Yaml() = default;
Yaml::Yaml(std::shared_ptr<const Data> data) : data_(std::move(data)) {}

Yaml::Kind Yaml::kind() const { return data_ ? data_->kind : Kind::kNull; }
int Yaml::line() const { return data_ ? data_->line : 0; }
bool Yaml::boolean() const { return data_ && data_->boolean; }
const std::string& Yaml::text() const { return (data_ ? *data_ : null_data()).text; }
double Yaml::number() const { return data_ ? data_->number : 0; }
std::size_t Yaml::expanded() const { return data_ ? data_->size : 0; }
const std::vector<Yaml>& Yaml::items() const { return (data_ ? *data_ : null_data()).items; }
const std::vector<Yaml::Entry>& Yaml::entries() const { return (data_ ? *data_ : null_data()).entries; }

const Yaml* Yaml::find(const std::string& key) const {
  for (const Entry& e : entries())
    if (e.first.kind() == Kind::kString && e.first.text() == key) return &e.second;
  return nullptr;
}

std::string Yaml::shown() const {
  switch (kind()) {
    case Kind::kNull: return "null";
    case Kind::kBool: return boolean() ? "true" : "false";
    case Kind::kInt: return shortened(text());
    case Kind::kFloat: {
      char buf[40];
      std::snprintf(buf, sizeof buf, "%g", number());
      return buf;
    }
    case Kind::kString: return "\"" + shortened(text()) + "\"";
    case Kind::kTimestamp: return "the date " + shortened(text());
    case Kind::kList: return "a list";
    case Kind::kMap: return "a mapping";
  }
  return "";
}

Yaml parse_yaml(const std::string& text, const std::string& file) {
  const std::string utf8 = as_utf8(text, file);
  Events events(utf8, file);
  const Yaml root = Builder(events).document();
  refuse_tabs_pyyaml_refuses(utf8, file);
  return root;
}

Yaml yaml_detail::empty_mapping() {
  Yaml::Data empty;
  empty.kind = Yaml::Kind::kMap, empty.line = 1;
  return Yaml(std::make_shared<const Yaml::Data>(std::move(empty)));
}

}  // namespace judge
