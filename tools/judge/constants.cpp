// constants.cpp: a 2025-09 package's constants (constants.hpp).
#include "judge/constants.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "judge/files.hpp"
#include "judge/package_config.hpp"
#include "judge/text.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

// A float as Python's str() writes it (repr: the fewest digits that read back
// the same; 1e+16 and 1e-05 past its fixed range; 10.0, not 10), as
// BAPCtools writes a constant's value.
std::string python_float(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  char buf[64];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*e", digits - 1, v);
    if (std::strtod(buf, nullptr) == v) break;
  }
  const std::string e = buf;  // "-1.2345e+06"
  const std::size_t at = e.find('e');
  const bool negative = e[0] == '-';
  std::string mantissa = e.substr(negative ? 1 : 0, at - (negative ? 1 : 0));
  mantissa.erase(std::remove(mantissa.begin(), mantissa.end(), '.'), mantissa.end());
  const int exponent = std::atoi(e.c_str() + at + 1);
  std::string out;
  if (exponent < -4 || exponent >= 16) {
    out = mantissa.substr(0, 1) + (mantissa.size() > 1 ? "." + mantissa.substr(1) : "");
    char tail[16];
    std::snprintf(tail, sizeof tail, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
    out += tail;
  } else if (exponent < 0) {
    out = "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + mantissa;
  } else {
    const std::size_t whole = static_cast<std::size_t>(exponent) + 1;
    if (mantissa.size() < whole) mantissa += std::string(whole - mantissa.size(), '0');
    out = mantissa.substr(0, whole) + "." + (mantissa.size() > whole ? mantissa.substr(whole) : "0");
  }
  return (negative ? "-" : "") + out;
}

// A name as the spec allows one: [a-zA-Z_][a-zA-Z0-9_]*.
bool constant_name(const std::string& name) {
  if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0]))) return false;
  for (char c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

// The most a file may be once its constants are substituted: no source file
// or test_group.yaml is near it, and a constant used many times cannot make
// the judge's copy of it more than this.
const std::size_t kMostSubstituted = 16 << 20;

}  // namespace

// problem.yaml's constants (2025-09): each a value (an integer, a float or a
// string) or a mapping of a `value` and its variants.
std::map<std::string, std::string> read_constants(const YamlFile& yaml) {
  std::map<std::string, std::string> all;
  const Yaml* given = yaml.find("constants");
  if (!given || given->kind() == Yaml::Kind::kNull) return all;
  if (given->kind() != Yaml::Kind::kMap) yaml.refuse("constants", *given, "is not a mapping of names to values");
  const auto text_of = [&](const std::string& key, const Yaml& v) {
    if (v.kind() == Yaml::Kind::kInt || v.kind() == Yaml::Kind::kString) return v.text();
    if (v.kind() == Yaml::Kind::kFloat) return python_float(v.number());
    yaml.refuse(key, v, "is not an integer, a float or a string: " + v.shown());
  };
  for (const auto& [name, value] : given->entries()) {
    if (name.kind() != Yaml::Kind::kString || !constant_name(name.text()))
      yaml.refuse("constants", name, "has a name that is not [a-zA-Z_][a-zA-Z0-9_]*: " + name.shown());
    const std::string key = "constants." + name.text();
    if (value.kind() != Yaml::Kind::kMap) {
      all[name.text()] = all[name.text() + ".value"] = text_of(key, value);
      continue;
    }
    if (!value.find("value")) yaml.refuse(key, value, "has no value");
    for (const auto& [variant, text] : value.entries()) {
      if (variant.kind() != Yaml::Kind::kString || !constant_name(variant.text()))
        yaml.refuse(key, variant, "has a variant whose name is not [a-zA-Z_][a-zA-Z0-9_]*: " + variant.shown());
      all[name.text() + "." + variant.text()] = text_of(key + "." + variant.text(), text);
    }
    all[name.text()] = all[name.text() + ".value"];
  }
  return all;
}

// `text` with each {{name}} and {{name.variant}} of `constants` replaced by
// its value; others left as they are (the spec). Throws JudgeError past
// kMostSubstituted, `file` named.
std::string substituted(const std::string& text, const std::map<std::string, std::string>& constants,
                        const std::string& file) {
  std::string out;
  const auto bounded = [&] {  // checked as it grows, so that no substitution grows it far past the bound
    if (out.size() > kMostSubstituted)
      throw JudgeError(file + ": more than " + std::to_string(kMostSubstituted >> 20) +
                       " MB once its constants ({{name}}) are substituted");
  };
  std::size_t from = 0;
  for (std::size_t open; (open = text.find("{{", from)) != std::string::npos;) {
    std::size_t close = open + 2;  // past the name: letters, digits, _ and .
    while (close < text.size() && close - open < 200 &&
           (std::isalnum(static_cast<unsigned char>(text[close])) || text[close] == '_' || text[close] == '.'))
      ++close;
    const auto at = text.compare(close, 2, "}}") == 0 ? constants.find(text.substr(open + 2, close - open - 2)) : constants.end();
    if (at == constants.end()) {
      out.append(text, from, open + 1 - from), from = open + 1;
      continue;
    }
    out.append(text, from, open - from), out += at->second, from = close + 2;
    bounded();
  }
  out.append(text, from, std::string::npos);
  bounded();
  return out;
}

// A program of the package (a file, or a folder) copied into `into` (at its
// path from `root`) with its constants substituted in each file (the spec:
// in the validators); the program itself where there are none. A link to a
// file is copied as the file it names (BAPCtools' packages link a shared
// validation.h); anything but files and folders is refused, never read.
fs::path with_constants(const fs::path& source, const fs::path& into, const fs::path& root,
                        const std::map<std::string, std::string>& constants) {
  if (constants.empty()) return source;
  const fs::path copy = into / source.lexically_relative(root);
  const auto one = [&](const fs::path& from, const fs::path& to) {
    const bool link = fs::is_symlink(fs::symlink_status(from));
    std::error_code ec;
    const fs::file_status st = fs::status(from, ec);
    const std::string named = shown(from.lexically_relative(root));
    if (fs::is_directory(st) && !link) {
      fs::create_directories(to);
    } else if (fs::is_regular_file(st)) {
      if (fs::file_size(from) > kMostSubstituted)
        throw JudgeError(named + ": over " + std::to_string(kMostSubstituted >> 20) +
                         " MB, in a program whose constants ({{name}}) are substituted");
      write_file(to, substituted(read_file(from), constants, named));
      fs::permissions(to, st.permissions());
    } else {
      throw JudgeError(named + " is " + (link ? "a link that names no file" : "neither a file nor a folder") +
                       ", in a program whose constants ({{name}}) are substituted");
    }
  };
  fs::create_directories(copy.parent_path());
  one(source, copy);
  if (fs::is_directory(fs::symlink_status(source)))
    for (fs::recursive_directory_iterator it(source), end; it != end; ++it)
      one(it->path(), copy / it->path().lexically_relative(source));
  return copy;
}

}  // namespace judge
