// Files for the tests: reading and writing whole files, and temporary files
// in the running test's own folder (temp_folders.cpp removes it when the test
// passes).
#pragma once

#include <set>
#include <string>

// The bytes of the file `path`, or throws.
std::string read_file(const std::string& path);
// Writes `text` to the file `path`, or throws.
void write_text(const std::string& path, const std::string& text);

// The folder for temporary files, ending in '/': $TMPDIR, which names the
// running test's own folder (temp_folders.cpp: removed when the test passes),
// else /tmp/.
std::string temp_dir();

// A new path of this process's own in temp_dir() (ctest runs tests side by
// side), ending in `ending`; nothing is made there.
std::string temp_path(const std::string& ending);

// A new file of this process's own holding `text`; returns its path. `name`
// ends the file's name.
std::string temp_file(const std::string& name, const std::string& text);

// The files below `folder`, by their paths relative to it ('/' between
// folders); none where it is no folder.
std::set<std::string> files_below(const std::string& folder);
