// problem_yaml.cpp: see problem_yaml.hpp (the subset of YAML 1.2's block
// mappings, plain and quoted scalars, that legacy packages write).
#include "judge/problem_yaml.hpp"

#include <vector>

namespace judge {
namespace {

std::string trimmed(const std::string& s) {
  const std::size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

// The line without its comment: a '#' at its start or after a space, outside quotes.
std::string without_comment(const std::string& line) {
  char quote = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quote) {
      if (c == quote) quote = 0;
      else if (c == '\\' && quote == '"') ++i;
    } else if (c == '\'' || c == '"') {
      if (i == 0 || line[i - 1] == ' ' || line[i - 1] == ':' || line[i - 1] == '-') quote = c;
    } else if (c == '#' && (i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t')) {
      return line.substr(0, i);
    }
  }
  return line;
}

// A scalar as written after "key: ": quoted ones unquoted.
std::string scalar(const std::string& text, int line) {
  if (text.empty() || (text[0] != '"' && text[0] != '\'')) return text;
  const char quote = text[0];
  std::string value;
  std::size_t i = 1;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c == quote) {
      if (quote == '\'' && i + 1 < text.size() && text[i + 1] == '\'') {
        value += '\'', ++i;
        continue;
      }
      break;
    }
    if (c == '\\' && quote == '"' && i + 1 < text.size()) {
      const char e = text[++i];
      value += e == 'n' ? '\n' : e == 't' ? '\t' : e;
      continue;
    }
    value += c;
  }
  if (i >= text.size()) throw YamlError(line, "a quoted value is not closed (" + std::string(1, quote) + ")");
  if (!trimmed(text.substr(i + 1)).empty()) throw YamlError(line, "something follows the quoted value");
  return value;
}

}  // namespace

std::map<std::string, std::string> read_yaml(const std::string& text) {
  std::map<std::string, std::string> values;
  std::vector<std::pair<std::size_t, std::string>> open;  // the mappings we are in: their indentation and key
  std::string list_key;              // the key whose block list is being read
  std::size_t list_indent = 0;
  std::size_t scalar_indent = std::string::npos;  // the indentation of the last key with a value of its own
  std::size_t start = 0;
  for (int number = 1; start < text.size(); ++number) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string raw = text.substr(start, end - start);
    start = end + 1;
    const std::string line = without_comment(raw);
    if (trimmed(line).empty()) continue;
    if (number == 1 && trimmed(line) == "---") continue;
    const std::size_t indent = line.find_first_not_of(' ');
    if (line[indent] == '\t') throw YamlError(number, "a tab in the indentation (YAML indents with spaces)");
    const std::string body = trimmed(line);
    if (body[0] == '-' && (body.size() == 1 || body[1] == ' ')) {
      if (list_key.empty() || indent < list_indent)
        throw YamlError(number, "a list item (\"- \") where no key takes a list");
      std::string& joined = values[list_key];
      joined += (joined.empty() ? "" : " ") + scalar(trimmed(body.substr(1)), number);
      continue;
    }
    list_key.clear();
    if (scalar_indent != std::string::npos && indent > scalar_indent)
      throw YamlError(number, "indented under a key that already has a value");
    while (!open.empty() && indent <= open.back().first) open.pop_back();
    const std::size_t expected = open.empty() ? 0 : std::string::npos;
    if (expected == 0 && indent != 0) throw YamlError(number, "indented, but no key above it takes a mapping");
    std::size_t colon = std::string::npos;
    char quote = 0;
    for (std::size_t i = 0; i < body.size(); ++i) {
      if (quote) {
        if (body[i] == quote) quote = 0;
      } else if (i == 0 && (body[i] == '"' || body[i] == '\'')) {
        quote = body[i];
      } else if (body[i] == ':' && (i + 1 == body.size() || body[i + 1] == ' ')) {
        colon = i;
        break;
      }
    }
    if (colon == std::string::npos) throw YamlError(number, "not \"key: value\": " + body);
    const std::string key = scalar(trimmed(body.substr(0, colon)), number);
    const std::string value = trimmed(body.substr(colon + 1));
    std::string path;
    for (const auto& [depth, name] : open) path += name + ".";
    path += key;
    if (values.count(path)) throw YamlError(number, "the key " + path + " is given twice");
    if (!value.empty() && (value[0] == '[' || value[0] == '{')) {
      const char close = value[0] == '[' ? ']' : '}';
      if (value.back() != close) throw YamlError(number, "a flow value (" + value.substr(0, 1) + ") is not closed on its line");
    }
    if (!value.empty() && (value[0] == '|' || value[0] == '>' || value[0] == '&' || value[0] == '*' || value[0] == '!'))
      throw YamlError(number, "a block scalar, anchor, alias or tag (" + value.substr(0, 1) + "), which is not read here");
    values[path] = scalar(value, number);
    scalar_indent = value.empty() ? std::string::npos : indent;
    if (value.empty()) {  // a mapping or a list follows
      open.push_back({indent, key});
      list_key = path, list_indent = indent;
    }
  }
  return values;
}

}  // namespace judge
