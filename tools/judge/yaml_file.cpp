// yaml_file.cpp: a YAML file's keys read, dotted paths through its
// mappings, each value's type and bounds checked (YamlFile, problem_yaml.hpp).
#include <cmath>
#include <cstdio>

#include "judge/problem_yaml.hpp"

namespace judge {

YamlFile::YamlFile() : root_(yaml_detail::empty_mapping()) {}

YamlFile::YamlFile(const std::string& text, std::string file) : name_(std::move(file)) {
  root_ = parse_yaml(text, name_);
  if (root_.kind() == Yaml::Kind::kNull) root_ = yaml_detail::empty_mapping();  // empty, or only comments
  if (root_.kind() != Yaml::Kind::kMap)
    throw YamlError(name_ + ": line " + std::to_string(root_.line()) + ": not a mapping (key: value) but " + root_.shown(),
                    root_.line());
}

const Yaml* YamlFile::find(const std::string& key) const {
  const Yaml* at = &root_;
  for (std::size_t from = 0;;) {
    const std::size_t dot = key.find('.', from);
    if (at->kind() != Yaml::Kind::kMap) refuse(key.substr(0, from - 1), *at, "is not a mapping: " + at->shown());
    at = at->find(key.substr(from, dot == std::string::npos ? std::string::npos : dot - from));
    if (!at || dot == std::string::npos) return at;
    from = dot + 1;
  }
}

std::string YamlFile::text(const std::string& key, const std::string& fallback) const {
  const Yaml* v = find(key);
  if (!v) return fallback;
  if (v->kind() != Yaml::Kind::kString) refuse(key, *v, "is not a string: " + v->shown());
  return v->text();
}

double YamlFile::positive(const std::string& key, double fallback, double most) const {
  const Yaml* v = find(key);
  if (!v) return fallback;
  const bool number = v->kind() == Yaml::Kind::kInt || v->kind() == Yaml::Kind::kFloat;
  if (!number || !(v->number() > 0) || !std::isfinite(v->number()))
    refuse(key, *v, "is not a positive number: " + v->shown());
  if (v->number() > most) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%g", most);
    refuse(key, *v, "is more than " + std::string(buf) + ": " + v->shown());
  }
  return v->number();
}

void YamlFile::refuse(const std::string& key, const Yaml& value, const std::string& why) const {
  throw YamlError(name_ + ": line " + std::to_string(value.line()) + ": " + key + " " + why, value.line());
}

}  // namespace judge
