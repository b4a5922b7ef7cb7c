// languages.cpp: the languages table read (languages.hpp).
#include "judge/languages.hpp"

#include <fnmatch.h>

#include <cstdlib>
#include <sstream>

#include "judge/judge_error.hpp"
#include "judge/problem_yaml.hpp"
#include "suite_parts.hpp"
#include "whole_file.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> words_of(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

// One language of the table, its keys checked.
Language language_at(const YamlFile& table, const std::string& key, const Yaml& entry) {
  if (entry.kind() != Yaml::Kind::kMap) table.refuse(key, entry, "is not a mapping (name, files, run...): " + entry.shown());
  for (const Yaml::Entry& e : entry.entries()) {
    static const char* const kKeys[] = {"name", "priority", "files", "compile", "run", "solution", "cached", "not_shebang"};
    bool known = false;
    for (const char* k : kKeys) known = known || (e.first.kind() == Yaml::Kind::kString && e.first.text() == k);
    if (!known) table.refuse(key, e.first, "has a key the judge does not know: " + e.first.shown());
  }
  const auto text = [&](const char* name) { return table.text(key + "." + name, ""); };
  Language l;
  l.key = key;
  l.name = text("name").empty() ? key : text("name");
  l.patterns = words_of(text("files"));
  l.compile = words_of(text("compile"));
  l.run = words_of(text("run"));
  l.solution = words_of(text("solution"));
  l.not_shebang = text("not_shebang");
  if (const Yaml* p = entry.find("priority")) {
    if (p->kind() != Yaml::Kind::kInt && p->kind() != Yaml::Kind::kFloat)
      table.refuse(key + ".priority", *p, "is not a number: " + p->shown());
    l.priority = p->number();
  }
  if (const Yaml* c = entry.find("cached")) {
    if (c->kind() != Yaml::Kind::kBool) table.refuse(key + ".cached", *c, "is not yes or no: " + c->shown());
    l.cached = c->boolean();
  }
  if (l.patterns.empty()) table.refuse(key, entry, "names no files (files: '*.ext')");
  if (l.run.empty()) table.refuse(key, entry, "says not how it runs (run: ...)");
  return l;
}

// The user's table, or "".
fs::path users_table() {
  const char* config = std::getenv("XDG_CONFIG_HOME");
  const char* home = std::getenv("HOME");
  const fs::path base = config && config[0] == '/' ? fs::path(config)
                        : home && home[0] == '/'   ? fs::path(home) / ".config"
                                                   : fs::path();
  return base.empty() ? fs::path() : base / "judge-suite" / "languages.yaml";
}

}  // namespace

bool Language::matches(const fs::path& file) const {
  const std::string base = file.filename().string();
  for (const std::string& p : patterns)
    if (fnmatch(p.c_str(), base.c_str(), 0) == 0) return true;
  return false;
}

std::vector<Language> read_languages(const std::string& text, const std::string& file, std::vector<Language> under) {
  try {
    const YamlFile table(text, file);
    for (const Yaml::Entry& e : table.root().entries()) {
      if (e.first.kind() != Yaml::Kind::kString || e.first.text().empty() || e.first.text().find('.') != std::string::npos)
        table.refuse("a language's key", e.first, "is not a name: " + e.first.shown());
      Language l = language_at(table, e.first.text(), e.second);
      bool replaced = false;
      for (Language& old : under)
        if (old.key == l.key) old = l, replaced = true;
      if (!replaced) under.push_back(l);
    }
  } catch (const YamlError& e) {
    throw JudgeError(std::string("the languages' table ") + e.what());
  }
  return under;
}

const std::vector<Language>& languages() {
  static const std::vector<Language> table = [] {
    const std::string own = suite_parts::data("languages.yaml");
    std::string text;
    if (!whole_file::read(own, text)) throw JudgeError("cannot read the languages' table " + own);
    std::vector<Language> all = read_languages(text, own, {});
    const fs::path users = users_table();
    std::error_code ec;
    if (!users.empty() && fs::is_regular_file(users, ec)) {
      if (!whole_file::read(users.string(), text)) throw JudgeError("cannot read " + users.string());
      all = read_languages(text, users.string(), all);
    }
    return all;
  }();
  return table;
}

const Language* language_of(const std::vector<fs::path>& files) {
  const Language* best = nullptr;
  for (const Language& l : languages())
    for (const fs::path& f : files)
      if (l.matches(f) && (!best || l.priority > best->priority)) {
        best = &l;
        break;
      }
  return best;
}

}  // namespace judge
