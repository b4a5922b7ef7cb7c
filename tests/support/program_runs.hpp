// Runs a built program as a child process, as a judge would: its stdin fed
// from a file or a text, or closed; its stdout captured, sent to a file, or
// closed; its stderr always captured.
#pragma once

#include <string>
#include <vector>

struct ProgramRun {
  int status = -1;  // the exit status, or 128 + the signal that ended it
  std::string out, err;
};

// Where a child's stdin comes from: one function for each way.
class Stdin {
 public:
  static Stdin file(const std::string& path);  // the file's bytes
  static Stdin text(const std::string& text);  // these bytes (through a temporary file)
  static Stdin closed();                       // no stdin at all

  enum Mode { kFile, kText, kClosed };
  Mode mode;
  std::string what;  // the path, or the text
};

// Where a child's stdout goes: one function for each way.
class Stdout {
 public:
  static Stdout captured();                     // into run.out
  static Stdout file(const std::string& path);  // into that file (run.out stays empty)
  static Stdout closed();                       // no stdout at all

  enum Mode { kCaptured, kFile, kClosed };
  Mode mode;
  std::string path;
};

// Runs `path args...` with stdin and stdout as given.
ProgramRun run_program_with(const std::string& path, const std::vector<std::string>& args, const Stdin& in,
                            const Stdout& out);
// Runs `path args...` with the file `input_path` on stdin; stdout captured.
ProgramRun run_program(const std::string& path, const std::vector<std::string>& args, const std::string& input_path);
// The same with the text `input` on stdin.
ProgramRun run_program_on(const std::string& path, const std::vector<std::string>& args, const std::string& input);

// The path of `name` in a table of suite_paths.hpp (kProgramPaths,
// kBundledPaths, kCheckerPaths), or "".
template <class Table>
std::string path_in(const Table& table, const std::string& name) {
  for (const auto& p : table)
    if (name == p.name) return p.path;
  return "";
}

// The built program called `name` ("shuttle_dfs", ...), or "".
std::string program_path(const std::string& name);
// The built checker called `name` ("check_shuttle", ...: a puzzle's row's checker), or "".
std::string checker_path(const std::string& name);

// `name` found on PATH (an executable file there), or "".
std::string on_path(const std::string& name);

// `text` as one word for the shell (--gen's and --answer's commands, a
// script's line), whatever it holds: in single quotes, each ' as '"'"'.
std::string shell_quoted(const std::string& text);
