// wait_cost: what the judge's own polling costs when a run makes its process
// tree as costly to read as it can: many_mappings (16 processes of 65,000
// mappings each, shared memory held, then a wait) judged with a time limit
// of 4 s, so that it ends by the wall-time limit, 2 × 4 + 1 = 9 s. Printed:
// the wall time of its verdict, how late that is, when the judge itself was
// done (the run's processes gone), and the judge's own peak memory; counted
// by a cgroup where the judge can make one, and sampled (SUITE_NO_CGROUP=1).
//   wait_cost [--judge PATH] [--runs N] [--processes N] [--mappings N]
// (--judge times another build of it, to compare two.)
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "figures.hpp"
#include "judge_args.hpp"
#include "puzzles/puzzles.hpp"
#include "timed_runs.hpp"

extern char** environ;

namespace {

struct Judged {
  double wall = -1;   // the verdict's wall time, or -1: not a wall-time TLE
  double ended = 0;   // when the judge itself had ended, its processes gone
  long peak_kb = 0;   // the judge's own
  std::string line;
};

// The judge on many_mappings, its report into `report`; `sampled`: SUITE_NO_CGROUP=1.
Judged judged(const std::string& judge, bool sampled, int processes, long mappings, const std::string& report) {
  // Any puzzle: the table's first (the run is a TLE before its answer counts).
  std::vector<std::string> words{judge, puzzles::all().front().name, "--tests", "samples", "--time-limit", "4", "--memory-limit",
                                 "4096", "--output-limit", "256", "--", SUITE_MANY_MAPPINGS,
                                 std::to_string(processes), std::to_string(mappings), "60"};
  std::vector<std::string> env_words;
  for (char** e = environ; *e; ++e)
    if (std::string(*e).compare(0, 16, "SUITE_NO_CGROUP=") != 0) env_words.push_back(*e);
  if (sampled) env_words.push_back("SUITE_NO_CGROUP=1");
  std::vector<char*> envp;
  for (std::string& e : env_words) envp.push_back(&e[0]);
  envp.push_back(nullptr);
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_addopen(&files, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&files, 1, report.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&files, 2, "/dev/null", O_WRONLY, 0);
  Judged j;
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = bench::started(std::move(words), files, "wait_cost", envp.data());
  int status = 0;
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  j.ended = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  j.peak_kb = usage.ru_maxrss;
  const std::string out = bench::read_file(report);
  const std::size_t at = out.find("wall time ");
  const std::size_t line = out.find("test   1");
  if (line != std::string::npos) j.line = out.substr(line, out.find('\n', line) - line);
  if (at != std::string::npos && out.find(" TLE ") != std::string::npos) j.wall = std::atof(out.c_str() + at + 10);
  const std::string kept = "messages are in ";  // the folder the judge keeps for a failure
  const std::size_t folder = out.find(kept);
  if (folder != std::string::npos) {
    const std::size_t from = folder + kept.size();
    std::error_code ec;
    std::filesystem::remove_all(out.substr(from, out.find(" (", from) - from), ec);
  }
  return j;
}

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "wait_cost", "[--judge PATH] [--runs N] [--processes N] [--mappings N]",
                      "Times the wall-time TLE of a run whose process tree is as costly to read as it can be.\n"
                      "  --judge PATH     the judge to time (default: the one built here)\n"
                      "  --runs N         runs of each way of counting (default: 3)\n"
                      "  --processes N    processes (default: 16)\n"
                      "  --mappings N     mappings of each (default: 65000)\n");
  const std::string judge = args.value("--judge", SUITE_JUDGE);
  const int runs = static_cast<int>(args.number("--runs", "3", 1, 100));
  const int processes = static_cast<int>(args.number("--processes", "16", 1, 64));
  const long mappings = args.number("--mappings", "65000", 1, 65000);
  args.check(0, 0);
  const double limit = 2 * 4 + 1;
  std::printf("machine: %s; %d processes of %ld mappings, a wait-TLE due at %.0f s of wall time\n",
              bench::machine().c_str(), processes, mappings, limit);
  std::printf("| counted by | its verdict's wall time | late | the judge done | the judge's peak |\n|---|---|---|---|---|\n");
  const std::string report = bench::temp("wait_cost.out");
  for (const bool sampled : {false, true})
    for (int r = 0; r < runs; ++r) {
      const Judged j = judged(judge, sampled, processes, mappings, report);
      if (j.wall < 0) {
        std::printf("| %s | not a wall-time TLE: %s | | %.2f s | %.1f MB |\n", sampled ? "sampling" : "the judge's default",
                    j.line.c_str(), j.ended, static_cast<double>(j.peak_kb) / 1024);
        continue;
      }
      std::printf("| %s | %.2f s | %.0f%% | %.2f s | %.1f MB |\n", sampled ? "sampling" : "the judge's default", j.wall,
                  (j.wall - limit) / limit * 100, j.ended, static_cast<double>(j.peak_kb) / 1024);
      std::fflush(stdout);
    }
  std::remove(report.c_str());
  return 0;
}
