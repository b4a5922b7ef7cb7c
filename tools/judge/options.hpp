// options.hpp: the judge's command line read into a Setup (setup.hpp), its
// usage and help, the line that judges one input again, and --only's list.
// The command line's alone: nothing that grades or reports includes it
// (tests/docs/architecture_test.cpp).
#pragma once

#include <string>
#include <vector>

#include "judge_args.hpp"
#include "judge/setup.hpp"

namespace judge {

// The usage line and help, for judge_io::Args.
std::string usage();
std::string help();

// Reads the command line into a Setup. A bad one is refused (exit status 2);
// a failure of the judge's own (tools/judges/judges.tsv unreadable, a COMMAND that
// cannot run) is thrown as JudgeError.
Setup parse_setup(judge_io::Args& args);

// The command line that judges one file as --input FILE, with every option
// of this one but --stress's own: FILE is the word after "--input", left "".
std::vector<std::string> rerun_words(int argc, char** argv);

// "--only 3,5-7,big": the tests to run of those `names`, each item a test's
// name or else a number or range of them, numbered from 1 (all of them for
// ""); "" or, in `refusal`, why the list is refused.
std::vector<bool> chosen(const std::string& list, const std::vector<std::string>& names, std::string& refusal);

}  // namespace judge
