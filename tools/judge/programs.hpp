// programs.hpp: a package's programs (its validators, the submissions timed
// for its time limit) and a --checker, --validator or --interactor, made
// runnable as problemtools' languages.yaml builds and runs them.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "judge/work.hpp"

namespace judge {

// A program of the package (a folder, or one file) made runnable in `into`,
// by the languages' table (languages.hpp: C, C++ and Python 3 as
// problemtools' languages.yaml builds and runs them, less -g and -static); a
// folder with a `build` script, a `run` script or both runs `build` once in
// a copy of itself and then runs `run` (problemtools' buildrun.py; the
// 2025-09 format's program folder). Its command, or none with `why` for a
// language not run here. A build that fails is thrown (JudgeError, `what`
// named) with the compiler's first error, its files named from `shown_from`
// on (by default the source's folder).
std::vector<std::string> built(const std::filesystem::path& source, const std::filesystem::path& into,
                               const std::string& what, std::string& why, const std::filesystem::path& shown_from = {});

// A solution given as its source (-- sol.cpp): built and run as built()
// does, with its language's `solution` words (C and C++: ONLINE_JUDGE
// defined, as Codeforces and DOMjudge define it); a build that fails is
// thrown with all the compiler said.
std::vector<std::string> solution_built(const std::filesystem::path& source, const std::filesystem::path& into);

// True when `file` is named as a language's source is (languages.hpp).
bool is_source(const std::filesystem::path& file);

// --checker FILE, --validator FILE or --interactor FILE (`what`): a
// program, or a C, C++ or Python source built in the work folder.
std::vector<std::string> checker_program(const std::string& given, const std::string& what, Work& work);

}  // namespace judge
