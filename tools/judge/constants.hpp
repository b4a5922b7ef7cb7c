// constants.hpp: a 2025-09 package's constants (problem.yaml's `constants`,
// as the spec and BAPCtools read them): each value's text, and the files
// where {{name}} and {{name.variant}} are replaced by it (the validators,
// test_group.yaml).
#pragma once

#include <filesystem>
#include <map>
#include <string>

#include "judge/problem_yaml.hpp"

namespace judge {

// problem.yaml's constants: "name" and "name.value" to the value's text,
// "name.variant" to a variant's; refused (YamlError) where the spec says no.
std::map<std::string, std::string> read_constants(const YamlFile& yaml);

// `text` with each {{name}} and {{name.variant}} of `constants` replaced by
// its value; others left as they are (the spec). Throws JudgeError past
// 16 MB, `file` named.
std::string substituted(const std::string& text, const std::map<std::string, std::string>& constants,
                        const std::string& file);

// A program of the package (a file, or a folder) copied into `into` (at its
// path from `root`) with its constants substituted in each file; the program
// itself where there are none. A link to a file is copied as the file it
// names; anything but files and folders is refused, never read.
std::filesystem::path with_constants(const std::filesystem::path& source, const std::filesystem::path& into,
                                     const std::filesystem::path& root,
                                     const std::map<std::string, std::string>& constants);

}  // namespace judge
