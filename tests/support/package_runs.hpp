// What the tests of judge --problem and --tests share: a package written as
// a folder, Python 3 as the judge finds it, and the report's verdicts read.
#pragma once

#include <filesystem>
#include <map>
#include <sstream>
#include <string>

#include "support/program_runs.hpp"
#include "support/test_files.hpp"

// A package written at `root` (by default a new folder of temp_dir()): files by name.
inline std::string package_folder(const std::map<std::string, std::string>& files,
                                  const std::string& root = temp_path("-package")) {
  for (const auto& [name, text] : files) {
    std::filesystem::create_directories(std::filesystem::path(root + "/" + name).parent_path());
    write_text(root + "/" + name, text);
  }
  return root;
}

// Python 3 as problemtools runs it (languages.yaml: /usr/bin/python3), else
// the one on PATH (a shim of a Python version manager may not run in the sandbox).
inline std::string python3() { return std::filesystem::exists("/usr/bin/python3") ? "/usr/bin/python3" : on_path("python3"); }

// Each test's verdict by its name, from the report's "test   N  NAME  VERDICT  SECONDS" lines,
// and its CPU seconds into `cpu` where given.
inline std::map<std::string, std::string> verdicts(const ProgramRun& run, std::map<std::string, double>* cpu = nullptr) {
  std::map<std::string, std::string> by_name;
  std::istringstream lines(run.out);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("test ", 0) != 0) continue;
    std::istringstream words(line.substr(5));
    std::string number, name, verdict;
    double seconds = 0;
    words >> number >> name >> verdict >> seconds;
    by_name[name] = verdict;
    if (cpu) (*cpu)[name] = seconds;
  }
  return by_name;
}

// The first failing test's verdict ("" when all are AC): the line after
// "first failure: ", "WA: what was said" or "WA (no message)", as Kattis
// gives a submission the first failing test's verdict.
inline std::string first_failure(const ProgramRun& run) {
  const std::size_t at = run.out.find("first failure: ");
  if (at == std::string::npos) return "";
  const std::size_t line = run.out.find('\n', at) + 1;
  return run.out.substr(line, run.out.find_first_of(": \n", line) - line);
}
