// package_data.hpp: the tests of a package's data/ (problemtools' order,
// each group's testdata.yaml or test_group.yaml, a test's NAME.yaml and
// NAME.files) or of a folder of tests, each input and answer a file of the
// package's, bounded, never held in memory.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/package_config.hpp"
#include "judge/tests.hpp"

namespace judge {

// What a group gives its tests, and each test its own (2025-09). Shared:
// a group's lists are held once, however many tests inherit them.
struct GroupConfig {
  SharedWords flags, args;  // output_validator_args (legacy: output_validator_flags), args
};

// The default validator (tokens) reads a test's answer whole, and its output
// (which the output limit bounds): an answer over this is refused there.
const unsigned long long kWholeAnswerBytes = 64ull << 20;
// A test's own files (NAME.files): at most this many bytes in all (and, in
// the sandbox, at most the memory limit: the box holds them in memory), and
// this many files and folders: each run gets a copy of them (the CPU the
// box spends making it is not the run's, but it is spent for every run).
const unsigned long long kTestFilesBytes = 256ull << 20;
const std::size_t kTestFilesEntries = 10000;

// "12.0 MB", "20.0 GB": a size in a refusal.
std::string size_text(unsigned long long bytes);

// The file of a test's input or answer (`shown_as`), its full path: a regular
// file (through a link: the package's own choice), at most 256 MB; refused
// otherwise, before any of it is read.
std::string test_file(const std::filesystem::path& p, const std::string& shown_as);

// The bytes of the files in a test's NAME.files, `shown_as` as named;
// refused when it holds anything but regular files and folders, or more than
// kTestFilesEntries of them.
unsigned long long test_files_bytes(const std::filesystem::path& folder, const std::string& shown_as);

// The tests of `folder` (data/ and its groups) of the package at `root`, in
// problemtools' order, into `tests`; `config` what the groups above give.
void read_group(const std::filesystem::path& root, const std::filesystem::path& folder, GroupConfig config,
                const Config& problem, bool multi_pass, std::vector<Test>& tests);

// NAME.in with NAME.ans (or NAME.out), in the folder and its subfolders, in
// natural order (2 before 10). A NAME.in alone is a test with no answer
// (Test::no_answer; an interactor is given an empty one).
void read_folder(const std::filesystem::path& root, const std::filesystem::path& folder, std::vector<Test>& tests);

}  // namespace judge
