#include "run_program.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "sandbox/box_setup.hpp"
#include "suite_paths.hpp"

extern char** environ;

namespace {

std::string temp_path(const char* what) {
  static std::atomic<int> counter{0};
  return temp_dir() + "judge_suite_" + std::to_string(getpid()) + "_" + std::to_string(counter++) + what;
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  if (!f) throw std::runtime_error("cannot write " + path);
}

}  // namespace

void write_text(const std::string& path, const std::string& text) { write_file(path, text); }

std::string temp_dir() {
  const char* dir = std::getenv("TMPDIR");
  return std::string(dir && *dir ? dir : "/tmp") + "/";
}

std::string program_path(const std::string& name) {
  for (const ProgramPath& p : kProgramPaths)
    if (name == p.name) return p.path;
  return "";
}

std::string temp_file(const std::string& name, const std::string& text) {
  const std::string path = temp_path(("_" + name).c_str());
  write_file(path, text);
  return path;
}

std::string read_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw std::runtime_error("cannot read " + path);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

ProgramRun run_program(const std::string& path, const std::vector<std::string>& args, const std::string& input_path) {
  return run_program_io(path, args, input_path.c_str(), "");
}

ProgramRun run_program_io(const std::string& path, const std::vector<std::string>& args, const char* input_path,
                          const char* output_path) {
  const std::string out_path = output_path && *output_path ? output_path : temp_path(".out");
  const std::string err_path = temp_path(".err");
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  if (input_path) posix_spawn_file_actions_addopen(&files, 0, input_path, O_RDONLY, 0);
  else posix_spawn_file_actions_addclose(&files, 0);
  if (output_path) posix_spawn_file_actions_addopen(&files, 1, out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  else posix_spawn_file_actions_addclose(&files, 1);
  posix_spawn_file_actions_addopen(&files, 2, err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  std::vector<char*> argv;
  argv.push_back(const_cast<char*>(path.c_str()));
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, path.c_str(), &files, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&files);
  if (spawned != 0) throw std::runtime_error("cannot run " + path);
  int wstatus = 0;
  waitpid(pid, &wstatus, 0);
  ProgramRun run;
  run.status = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : 128 + WTERMSIG(wstatus);
  const bool own_output = output_path && !*output_path;  // a temporary file of ours
  if (own_output) run.out = read_file(out_path), std::remove(out_path.c_str());
  run.err = read_file(err_path);
  std::remove(err_path.c_str());
  return run;
}

ProgramRun run_program_on(const std::string& path, const std::vector<std::string>& args, const std::string& input) {
  const std::string in_path = temp_path(".in");
  write_file(in_path, input);
  ProgramRun run = run_program(path, args, in_path);
  std::remove(in_path.c_str());
  return run;
}

bool judge_sandboxes() {
  static const bool sandboxes = [] {  // the judge's own probe, its files in a folder of its own, removed
    std::string folder = temp_dir() + "sandbox_probe_XXXXXX";
    if (mkdtemp(folder.data()) == nullptr) return false;
    const bool boxed = sandbox::probe(JUDGE_BOX_INIT, folder).empty();
    std::error_code ec;
    std::filesystem::remove_all(folder, ec);
    return boxed;
  }();
  return sandboxes;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string first_difference(const std::string& expected, const std::string& actual) {
  if (expected == actual) return "";
  std::size_t line = 1, start = 0;
  std::size_t i = 0;
  while (i < expected.size() && i < actual.size() && expected[i] == actual[i]) {
    if (expected[i] == '\n') ++line, start = i + 1;
    ++i;
  }
  auto line_at = [start](const std::string& s) {
    if (start >= s.size()) return std::string("<end of output>");
    const std::size_t end = s.find('\n', start);
    std::string l = s.substr(start, end == std::string::npos ? std::string::npos : end - start);
    if (end == std::string::npos) l += "<no newline at end>";
    if (l.size() > 200) l = l.substr(0, 200) + "...";
    return l;
  };
  return "first difference at line " + std::to_string(line) + ", column " + std::to_string(i - start + 1) +
         "\n  expected: " + line_at(expected) + "\n  actual:   " + line_at(actual);
}
