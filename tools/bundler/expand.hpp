// expand.hpp: the bundler's first pass. Reads the program and, recursively,
// the project's headers it includes, each once; decides every line's fate
// that does not depend on how much is squeezed (guards, --define's branches,
// repeated system includes); and says what each remaining line is, so that
// the squeeze levels (squeeze.hpp) only choose how much of it to keep.
#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "lex.hpp"

namespace bundler {

struct Error {
  std::string message;  // "file:line: what"
};

// What a kept line is, for the squeeze levels.
enum class Role {
  kAsIs,          // written as it is at every level: a raw string's inside, a
                  // line a backslash continues, the #define a --define wrote
  kLeadingFirst,  // the first comment of the program's leading comment block:
                  // its first line, and on to the */ of a /* opened there
  kLeading,       // the rest of that block
  kBlank,         // an empty line
  kCode,          // any other line: its comments and indentation may go
  kInclude,       // a header, inlined here
};

struct Piece {
  Role role;
  Line line;              // what was read (kAsIs: text is what to write)
  std::size_t file = 0;   // kInclude: the header, an index into Expansion::files
};

struct File {
  bool is_main = false;  // the program, not a header
  std::vector<Piece> pieces;
};

struct Expansion {
  std::vector<File> files;                 // [0]: the program
  std::set<std::filesystem::path> inputs;  // every file read
  std::vector<std::string> unplaced;       // --define names with a value that no #ifndef took
};

// `main` as named on the command line; `system_includes`: those written
// before the program (each "<x>" is then left out of it); `defines`: each
// --define name and its value ("" for none); `include_dirs`: --include's
// folders, where a quoted include not found beside its file is looked for,
// in order. Throws Error.
Expansion expand(const std::string& main, const std::set<std::string>& system_includes,
                 const std::map<std::string, std::string>& defines, const std::vector<std::string>& include_dirs = {});

}  // namespace bundler
