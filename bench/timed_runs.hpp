// timed_runs.hpp: the benchmark's runs of a program as a judge runs it (a
// process, input from a file, output to a file), through measure (see
// measure.cpp: time and the program's own peak memory). SUITE_MEASURE names it.
#pragma once

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "whole_file.hpp"

extern char** environ;

namespace bench {

inline int g_runs = 5;  // runs of each figure (--runs)

inline std::string temp(const std::string& name) {
  const char* dir = std::getenv("TMPDIR");
  return std::string(dir && *dir ? dir : "/tmp") + "/judge_bench_" + std::to_string(getpid()) + "_" + name;
}

inline void write_file(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// What a run wrote ("" where it wrote nothing).
inline std::string read_file(const std::string& path) {
  std::string text;
  whole_file::read(path, text);
  return text;
}

// The middle of `v` (the upper one of an even count).
inline double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Starts `words` (the first a path) with the redirections `files`, which it
// destroys, and the environment `envp`; its pid. Where it cannot, `who` (the
// benchmark) says so and exits 1.
inline pid_t started(std::vector<std::string> words, posix_spawn_file_actions_t& files, const char* who,
                     char* const* envp = environ) {
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(&w[0]);
  argv.push_back(nullptr);
  pid_t pid = 0;
  if (posix_spawn(&pid, argv[0], &files, nullptr, argv.data(), envp) != 0) {
    std::fprintf(stderr, "%s: cannot run %s\n", who, argv[0]);
    std::exit(1);
  }
  posix_spawn_file_actions_destroy(&files);
  return pid;
}

struct Run {
  double seconds = 0;  // wall time, spawn to exit
  long peak_kb = 0;    // peak resident memory
  std::string err;     // what it said on stderr
};

// Runs `exe args` with stdin from `in`, stdout to `out`, once, through
// measure (see measure.cpp: the peak memory is then the program's own).
inline Run run_once(const std::string& exe, const std::vector<std::string>& args, const std::string& in,
                    const std::string& out) {
  const std::string err_path = temp("stderr"), report = temp("report");
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_addopen(&files, 0, in.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&files, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&files, 2, err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  std::vector<std::string> words{SUITE_MEASURE, report, exe};
  words.insert(words.end(), args.begin(), args.end());
  int status = 0;
  waitpid(started(words, files, "bench"), &status, 0);
  Run r;
  int exit_status = -1;
  std::istringstream(read_file(report)) >> r.seconds >> r.peak_kb >> exit_status;
  r.err = read_file(err_path);
  std::remove(err_path.c_str());
  std::remove(report.c_str());
  if (exit_status != 0) {
    std::fprintf(stderr, "bench: %s failed: %s\n", exe.c_str(), r.err.c_str());
    std::exit(1);
  }
  return r;
}

// `runs` runs: the median time, the largest peak memory, the last stderr.
inline Run run(const std::string& exe, const std::vector<std::string>& args, const std::string& input,
               int runs = g_runs) {
  const std::string in = temp("in"), out = temp("out");
  write_file(in, input);
  std::vector<double> times;
  Run last;
  long peak = 0;
  for (int i = 0; i < runs; ++i) {
    last = run_once(exe, args, in, out);
    times.push_back(last.seconds);
    peak = std::max(peak, last.peak_kb);
  }
  last.seconds = median(times);
  last.peak_kb = peak;
  std::remove(in.c_str());
  std::remove(out.c_str());
  return last;
}

// Sums the numbers that follow `word` in a program's --stats lines.
inline long long sum_after(const std::string& text, const std::string& word) {
  long long sum = 0;
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1))
    sum += std::atoll(text.c_str() + at + word.size());
  return sum;
}

}  // namespace bench
