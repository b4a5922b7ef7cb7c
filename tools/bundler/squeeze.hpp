// squeeze.hpp: the bundler's second pass. Writes the expanded program
// (expand.hpp) at a level of squeezing; each level takes out more than the
// one before, and never changes a token, a string or a character.
#pragma once

#include <string>

#include "expand.hpp"

namespace bundler {

// What goes, level by level: nothing; the headers' comments; all comments
// but the program's leading block; then also the indentation and the empty
// lines; then also that block but its first comment (its first line, or a
// /* ... */ that line opens), and line ends and spaces
// where no token can change (lines of at most 200 characters).
enum Level { kKeepComments, kStripHeaders, kStripAll, kStripLayout, kJoinLines };
constexpr Level kLevels[] = {kKeepComments, kStripHeaders, kStripAll, kStripLayout, kJoinLines};

// The bundle at `level`, without what goes before the program (the prelude).
std::string squeeze(const Expansion& expansion, Level level);

}  // namespace bundler
