// folder_limits.hpp: the limits a folder of tests carries (what `judge
// listen` writes, companion.hpp), read when no flag gives them: DOMjudge's
// .timelimit (seconds), else problem.yaml's limits.time_limit (seconds) and
// limits.memory (MiB), the keys of Kattis's problem.yaml (2025-09); and its
// type, where it says the problem is interactive.
#pragma once

#include <filesystem>

namespace judge {

struct Setup;

// DOMjudge's .timelimit in `root`: its seconds, or 0 where there is none.
// Throws JudgeError: it is not one number of seconds from 0 to 3600.
double timelimit_file(const std::filesystem::path& root);

// The limits of the folder `root` that --time-limit and --memory-limit did
// not give, into setup.limits, and where each came from (setup.any's
// time_from and memory_from; "the judge's default for a folder of tests"
// where the folder gives none). Throws JudgeError: problem.yaml does not
// parse, or a limit is not a number in bounds, or it says the problem is
// interactive and no --interactor is given.
void read_folder_limits(Setup& setup, const std::filesystem::path& root);

}  // namespace judge
