// build_cache.hpp: a C or C++ program's build kept by what it was built
// from, so that the same sources, built again with the same compiler and
// flags, cost no compiler call (a package's validator, a --checker or
// --interactor source, a solution given as source: each judge call built
// them afresh).
//
// Where: $XDG_CACHE_HOME/judge-suite/builds, else
// ~/.cache/judge-suite/builds; judge-suite/ must be the judge's own user's,
// a folder (not a link) nobody else may open (0700), in a cache folder of
// that user's. Else there is no cache, and every build runs as it did.
//
// An entry holds the program and what it was built from: the compiler (its
// real path, size and modification time), the environment variables that
// steer it, the flags, the sources' names, and every file the compiler read
// (g++ -M). A file of the system (under /usr, root's own, writable by root
// alone) is known by its size, modification time and inode; every other
// file by its bytes, a copy of which the entry keeps and compares byte for
// byte (no hash stands for a file: a package could be made to collide with
// another's). The libraries the linker adds are the system's, not compared. The copies are taken before the build and compared again
// after it, so an entry never pairs a program with files edited meanwhile.
// An entry is written in a folder of its own and renamed into place, so no
// judge reads half of one; the least recently used go first past
// kMostEntries entries or kMostBytes in all. Anything amiss (a file gone, a
// folder not the user's, an entry another judge is removing) is a miss.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace judge::build_cache {

constexpr int kMostEntries = 64;
constexpr unsigned long long kMostBytes = 256ull << 20;

// One build: the compiler and its words, in which {binary} is the program
// made, {path} its folder, and {files} the sources.
struct Build {
  std::string compiler;              // its full path
  std::vector<std::string> words;    // after it
  std::filesystem::path folder;      // the sources' folder
  std::vector<std::string> sources;  // their names in it

  // The command that builds it into `output`.
  std::vector<std::string> command(const std::filesystem::path& output) const;
  // The command that lists the files it reads (-o {binary} left out, then
  // gcc's -M -MT x: one rule a source).
  std::vector<std::string> dependencies_command() const;
};

// The cache's folder, made if need be, or "" when there is none (see above).
std::filesystem::path folder();

// True when `output` now holds the program `build` made before.
bool fetch(const Build& build, const std::filesystem::path& output);

// A file the compiler read, as an entry records it (build_cache.cpp).
struct Read;

// An entry in the making: taken before the build, from what
// dependencies_command() printed; kept once the build succeeded.
class Entry {
 public:
  Entry(const Build& build, const std::string& dependencies);
  ~Entry();
  Entry(const Entry&) = delete;
  Entry& operator=(const Entry&) = delete;
  // After the build made `output`: the entry put in place, when the files it
  // read are still those copied (else nothing is kept).
  void keep(const std::filesystem::path& output);

 private:
  const Build& build_;
  std::filesystem::path making_;  // "" when nothing can be kept
  std::vector<Read> reads_;       // what the compiler reads, copied into making_/files/
};

// The files a make rule names (g++ -M's output: "target: file file \"
// lines, a space in a name as "\ ", a '#' as "\#", a '$' as "$$"), each once,
// in order; false when the text is not such rules.
bool rule_files(const std::string& rules, std::vector<std::string>& files);

}  // namespace judge::build_cache
