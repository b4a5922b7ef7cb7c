// Runs a built program as a child process, as a judge would.
#pragma once

#include <string>
#include <vector>

struct ProgramRun {
  int status = -1;  // the exit status, or 128 + the signal that ended it
  std::string out, err;
};

// Runs `path args...` with stdin from `input_path` and stdout to
// `output_path`, either of them closed where it is null; run.out is what a
// temporary output file received, and stays empty when output_path is given.
ProgramRun run_program_io(const std::string& path, const std::vector<std::string>& args, const char* input_path,
                          const char* output_path);
// Runs `path args...` with the file `input_path` on stdin.
ProgramRun run_program(const std::string& path, const std::vector<std::string>& args, const std::string& input_path);
// The same with the text `input` on stdin.
ProgramRun run_program_on(const std::string& path, const std::vector<std::string>& args, const std::string& input);

std::string read_file(const std::string& path);
// Writes `text` to the file `path`, or throws.
void write_text(const std::string& path, const std::string& text);

// The built program called `name` ("shuttle_dfs", ...), or "".
std::string program_path(const std::string& name);

// The folder for temporary files, ending in '/': $TMPDIR, which names the
// running test's own folder (temp_folders.cpp: removed when the test passes),
// else /tmp/.
std::string temp_dir();

// A new file of this process's own (ctest runs tests side by side) holding
// `text`; returns its path. `name` ends the file's name.
std::string temp_file(const std::string& name, const std::string& text);

// Whether the judge tool runs its tests in bubblewrap's sandbox here, as its
// own probe says (sandbox::probe): bubblewrap installed and able to work.
bool judge_sandboxes();

// The lines of `text`, without their line ends.
std::vector<std::string> lines_of(const std::string& text);

// "" when equal, else where the texts first differ, line by line.
std::string first_difference(const std::string& expected, const std::string& actual);
