// languages.hpp: the languages the judge builds and runs, a table kept as
// data (languages.yaml, installed with the judge's data; a user's own
// ~/.config/judge-suite/languages.yaml over it): adding a language is adding
// an entry there (programs.hpp builds and runs by it).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace judge {

struct Language {
  std::string key, name;
  double priority = 0;
  std::vector<std::string> patterns;  // files: shell patterns of its sources' names
  std::vector<std::string> compile;   // words, with {binary} {files} {path}; none: not built
  std::vector<std::string> run;       // words, with {binary} {path} {mainfile} {mainclass}
  std::vector<std::string> solution;  // words after the compiler for a solution
  bool cached = false;                // the compiler takes gcc's -M -MT (build_cache.hpp)
  std::string not_shebang;            // in a #! line, a language not run here

  bool matches(const std::filesystem::path& file) const;
};

// The table: languages.yaml of the judge's data, then the user's
// ($XDG_CONFIG_HOME, else ~/.config: judge-suite/languages.yaml) over it, read
// once. Throws JudgeError where one does not read (its file and line named).
const std::vector<Language>& languages();

// The table of `text` (`file` names it in messages) over `under`: a key
// already there is replaced, a new one added. Throws JudgeError.
std::vector<Language> read_languages(const std::string& text, const std::string& file, std::vector<Language> under);

// The language of a program's files: the highest priority among those that
// one of them matches, or nullptr.
const Language* language_of(const std::vector<std::filesystem::path>& files);

}  // namespace judge
