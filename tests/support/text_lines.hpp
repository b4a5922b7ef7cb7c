// Texts line by line, for comparing outputs.
#pragma once

#include <string>
#include <vector>

// The lines of `text`, without their line ends.
std::vector<std::string> lines_of(const std::string& text);

// "" when equal, else where the texts first differ, line by line.
std::string first_difference(const std::string& expected, const std::string& actual);
