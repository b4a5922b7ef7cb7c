#include "support/program_runs.hpp"

#ifdef _WIN32
#include <windows.h>
#else
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <stdexcept>

#include "suite_paths.hpp"
#include "support/test_files.hpp"

#ifndef _WIN32
extern char** environ;
#endif

Stdin Stdin::file(const std::string& path) { return Stdin{kFile, path}; }
Stdin Stdin::text(const std::string& text) { return Stdin{kText, text}; }
Stdin Stdin::closed() { return Stdin{kClosed, ""}; }

Stdout Stdout::captured() { return Stdout{kCaptured, ""}; }
Stdout Stdout::file(const std::string& path) { return Stdout{kFile, path}; }
Stdout Stdout::closed() { return Stdout{kClosed, ""}; }

namespace {

#ifdef _WIN32
// One argument of a Windows command line, as the C runtime splits it again.
std::string command_word(const std::string& arg) {
  if (!arg.empty() && arg.find_first_of(" \t\"") == std::string::npos) return arg;
  std::string word = "\"";
  std::size_t backslashes = 0;
  for (const char c : arg) {
    if (c == '\\') {
      ++backslashes;
      continue;
    }
    word.append(c == '"' ? 2 * backslashes + 1 : backslashes, '\\');
    backslashes = 0;
    word += c;
  }
  return word.append(2 * backslashes, '\\') + "\"";
}

// A handle the child inherits: the file `path`, read or written.
HANDLE inherited(const std::string& path, bool write) {
  SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
  return CreateFileA(path.c_str(), write ? GENERIC_WRITE : GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE,
                     &inherit, write ? CREATE_ALWAYS : OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
}

// A Windows program writes "\r\n" for "\n" on stdout and stderr (text mode):
// the tests compare the lines.
std::string without_crs(std::string text) {
  std::string lines;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (!(text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')) lines += text[i];
  return lines;
}

// Runs the program with these files as its stdin, stdout and stderr ("": none);
// its exit status, or -1 when it cannot run.
int spawned(const std::string& path, const std::vector<std::string>& args, const std::string& in_path,
            const std::string& out_path, const std::string& err_path) {
  std::string line = command_word(path);
  for (const std::string& a : args) line += " " + command_word(a);
  STARTUPINFOA start{};
  start.cb = sizeof start;
  start.dwFlags = STARTF_USESTDHANDLES;
  start.hStdInput = in_path.empty() ? INVALID_HANDLE_VALUE : inherited(in_path, false);
  start.hStdOutput = out_path.empty() ? INVALID_HANDLE_VALUE : inherited(out_path, true);
  start.hStdError = inherited(err_path, true);
  PROCESS_INFORMATION process{};
  const bool started =
      CreateProcessA(path.c_str(), line.data(), nullptr, nullptr, TRUE, 0, nullptr, nullptr, &start, &process);
  for (HANDLE h : {start.hStdInput, start.hStdOutput, start.hStdError})
    if (h != INVALID_HANDLE_VALUE) CloseHandle(h);
  if (!started) return -1;
  DWORD status = 0;
  WaitForSingleObject(process.hProcess, INFINITE);
  GetExitCodeProcess(process.hProcess, &status);
  CloseHandle(process.hProcess);
  CloseHandle(process.hThread);
  return static_cast<int>(status);
}
#else
// Runs the program with these files as its stdin, stdout and stderr ("": none);
// its exit status (128 + the signal that ended it), or -1 when it cannot run.
int spawned(const std::string& path, const std::vector<std::string>& args, const std::string& in_path,
            const std::string& out_path, const std::string& err_path) {
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  if (in_path.empty()) posix_spawn_file_actions_addclose(&files, 0);
  else posix_spawn_file_actions_addopen(&files, 0, in_path.c_str(), O_RDONLY, 0);
  if (out_path.empty()) posix_spawn_file_actions_addclose(&files, 1);
  else posix_spawn_file_actions_addopen(&files, 1, out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&files, 2, err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  std::vector<char*> argv;
  argv.push_back(const_cast<char*>(path.c_str()));
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int failed = posix_spawn(&pid, path.c_str(), &files, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&files);
  if (failed != 0) return -1;
  int wstatus = 0;
  waitpid(pid, &wstatus, 0);
  return WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : 128 + WTERMSIG(wstatus);
}

std::string without_crs(std::string text) { return text; }  // Linux has no text mode: the bytes as written
#endif

}  // namespace

ProgramRun run_program_with(const std::string& path, const std::vector<std::string>& args, const Stdin& in,
                            const Stdout& out) {
  const std::string in_path = in.mode == Stdin::kText ? temp_file("in", in.what) : in.what;
  const std::string out_path = out.mode == Stdout::kCaptured ? temp_path(".out") : out.path;
  const std::string err_path = temp_path(".err");
  ProgramRun run;
  run.status = spawned(path, args, in.mode == Stdin::kClosed ? "" : in_path, out.mode == Stdout::kClosed ? "" : out_path,
                       err_path);
  if (in.mode == Stdin::kText) std::remove(in_path.c_str());
  if (run.status == -1) {
    if (out.mode == Stdout::kCaptured) std::remove(out_path.c_str());
    std::remove(err_path.c_str());
    throw std::runtime_error("cannot run " + path);
  }
  if (out.mode == Stdout::kCaptured) {
    run.out = without_crs(read_file(out_path));
    std::remove(out_path.c_str());
  }
  run.err = without_crs(read_file(err_path));
  std::remove(err_path.c_str());
  return run;
}

ProgramRun run_program(const std::string& path, const std::vector<std::string>& args, const std::string& input_path) {
  return run_program_with(path, args, Stdin::file(input_path), Stdout::captured());
}

ProgramRun run_program_on(const std::string& path, const std::vector<std::string>& args, const std::string& input) {
  return run_program_with(path, args, Stdin::text(input), Stdout::captured());
}

std::string program_path(const std::string& name) { return path_in(kProgramPaths, name); }

std::string checker_path(const std::string& name) { return path_in(kCheckerPaths, name); }

std::string shell_quoted(const std::string& text) {
  std::string quoted = "'";
  for (const char c : text) quoted += c == '\'' ? std::string("'\"'\"'") : std::string(1, c);
  return quoted + "'";
}

#ifndef _WIN32  // the Linux tests' (a Windows build runs the programs' tests alone)
std::string on_path(const std::string& name) {
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "/usr/bin:/bin");
  for (std::string dir; std::getline(dirs, dir, ':');)
    if (!dir.empty() && access((dir + "/" + name).c_str(), X_OK) == 0) return dir + "/" + name;
  return "";
}
#endif
