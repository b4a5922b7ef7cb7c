#include "program_runs.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <stdexcept>

#include "suite_paths.hpp"
#include "test_files.hpp"

extern char** environ;

Stdin Stdin::file(const std::string& path) { return Stdin{kFile, path}; }
Stdin Stdin::text(const std::string& text) { return Stdin{kText, text}; }
Stdin Stdin::closed() { return Stdin{kClosed, ""}; }

Stdout Stdout::captured() { return Stdout{kCaptured, ""}; }
Stdout Stdout::file(const std::string& path) { return Stdout{kFile, path}; }
Stdout Stdout::closed() { return Stdout{kClosed, ""}; }

ProgramRun run_program_with(const std::string& path, const std::vector<std::string>& args, const Stdin& in,
                            const Stdout& out) {
  const std::string in_path = in.mode == Stdin::kText ? temp_file("in", in.what) : in.what;
  const std::string out_path = out.mode == Stdout::kCaptured ? temp_path(".out") : out.path;
  const std::string err_path = temp_path(".err");
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  if (in.mode == Stdin::kClosed) posix_spawn_file_actions_addclose(&files, 0);
  else posix_spawn_file_actions_addopen(&files, 0, in_path.c_str(), O_RDONLY, 0);
  if (out.mode == Stdout::kClosed) posix_spawn_file_actions_addclose(&files, 1);
  else posix_spawn_file_actions_addopen(&files, 1, out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&files, 2, err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  std::vector<char*> argv;
  argv.push_back(const_cast<char*>(path.c_str()));
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, path.c_str(), &files, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&files);
  if (spawned != 0) {
    if (in.mode == Stdin::kText) std::remove(in_path.c_str());
    if (out.mode == Stdout::kCaptured) std::remove(out_path.c_str());
    std::remove(err_path.c_str());
    throw std::runtime_error("cannot run " + path);
  }
  int wstatus = 0;
  waitpid(pid, &wstatus, 0);
  ProgramRun run;
  run.status = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : 128 + WTERMSIG(wstatus);
  if (in.mode == Stdin::kText) std::remove(in_path.c_str());
  if (out.mode == Stdout::kCaptured) {
    run.out = read_file(out_path);
    std::remove(out_path.c_str());
  }
  run.err = read_file(err_path);
  std::remove(err_path.c_str());
  return run;
}

ProgramRun run_program(const std::string& path, const std::vector<std::string>& args, const std::string& input_path) {
  return run_program_with(path, args, Stdin::file(input_path), Stdout::captured());
}

ProgramRun run_program_on(const std::string& path, const std::vector<std::string>& args, const std::string& input) {
  return run_program_with(path, args, Stdin::text(input), Stdout::captured());
}

std::string program_path(const std::string& name) {
  for (const ProgramPath& p : kProgramPaths)
    if (name == p.name) return p.path;
  return "";
}
