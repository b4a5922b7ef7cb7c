// interact_cost: what the judge costs an interactive solution beside the
// same two programs joined by two pipes. A query/answer solution (N round
// trips of one short line each way: printf and fflush, then scanf) and a
// validator that answers each line the same way (bench/query_answer.cpp),
// run in turn: joined by two pipes, as problemtools joins them; through
// `judge --tests DIR --interactor VALIDATOR -- SOLUTION` in the box; and
// the same with --no-sandbox. Each way's figures are the medians of its
// runs: the solution's CPU time as the judge counts it (wait4's count for
// the pipes), as the solution counts it itself (getrusage, on its last
// line), and the wall time a round trip (the validator's clock, from its
// first line sent to its last read); then their ratios to the pipes', and
// the targets: the solution's CPU within 1.2× and a round trip within 2×.
//   interact_cost [--rounds N] [--runs K] [--judge PATH]
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "figures.hpp"
#include "judge_args.hpp"
#include "timed_runs.hpp"

extern char** environ;

namespace {

using bench::median;

struct Figures {
  double judged = 0;  // the solution's CPU seconds as the judge (or wait4) counts them
  double own = 0;     // as it counts them itself
  double trip = 0;    // wall seconds a round trip
};

pid_t spawn(std::vector<std::string> words, int in, int out, const std::string& err) {
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_adddup2(&files, in, 0);
  posix_spawn_file_actions_adddup2(&files, out, 1);
  posix_spawn_file_actions_addopen(&files, 2, err.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
  return bench::started(std::move(words), files, "interact_cost");
}

// The validator's figures: the solution's own CPU time and the wall time.
void read_figures(const std::string& path, int rounds, Figures& f) {
  long long cpu = 0, wall = 0;
  std::istringstream(bench::read_file(path)) >> cpu >> wall;
  if (wall <= 0) {
    std::fprintf(stderr, "interact_cost: the validator wrote no figures\n");
    std::exit(1);
  }
  f.own = cpu / 1e6, f.trip = wall / 1e6 / rounds;
  std::remove(path.c_str());
}

// The two joined by two pipes.
Figures direct(const std::string& input, const std::string& figures, int rounds) {
  int to_solution[2], to_validator[2];
  if (pipe2(to_solution, O_CLOEXEC) != 0 || pipe2(to_validator, O_CLOEXEC) != 0) std::exit(1);
  const std::string err = bench::temp("err");
  const pid_t solution = spawn({SUITE_QUERY_ANSWER}, to_solution[0], to_validator[1], err);
  const pid_t validator = spawn({SUITE_QUERY_ANSWER, input, "/dev/null", "/dev/null"}, to_validator[0], to_solution[1], err);
  for (int fd : {to_solution[0], to_solution[1], to_validator[0], to_validator[1]}) close(fd);
  int status = 0, checked = 0;
  rusage used{};
  wait4(solution, &status, 0, &used);
  waitpid(validator, &checked, 0);
  if (status != 0 || checked != 0) {
    std::fprintf(stderr, "interact_cost: the pipes' run failed: %s\n", bench::read_file(err).c_str());
    std::exit(1);
  }
  std::remove(err.c_str());
  Figures f;
  f.judged = used.ru_utime.tv_sec + used.ru_stime.tv_sec + (used.ru_utime.tv_usec + used.ru_stime.tv_usec) / 1e6;
  read_figures(figures, rounds, f);
  return f;
}

// Through the judge: the test's time in its report.
Figures judged(const std::string& judge, const std::string& folder, const std::string& figures, int rounds, bool boxed) {
  std::vector<std::string> words{judge, "--tests", folder, "--interactor", SUITE_QUERY_ANSWER, "--time-limit", "60"};
  if (!boxed) words.push_back("--no-sandbox");
  words.insert(words.end(), {"--", SUITE_QUERY_ANSWER});
  const std::string out = bench::temp("report"), err = bench::temp("err");
  const int null = open("/dev/null", O_RDWR | O_CLOEXEC), report = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  int status = 0;
  waitpid(spawn(words, null, report, err), &status, 0);
  close(null), close(report);
  const std::string said = bench::read_file(out);
  const std::size_t line = said.find("\ntest ");
  const std::size_t ac = said.find(" AC ", line == std::string::npos ? 0 : line);
  if (status != 0 || line == std::string::npos || ac == std::string::npos) {
    std::fprintf(stderr, "interact_cost: the judge did not accept the run:\n%s%s", said.c_str(), bench::read_file(err).c_str());
    std::exit(1);
  }
  std::remove(out.c_str()), std::remove(err.c_str());
  Figures f;
  f.judged = std::atof(said.c_str() + ac + 4);
  read_figures(figures, rounds, f);
  return f;
}

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "interact_cost", "[--rounds N] [--runs K] [--judge PATH]",
                      "Times an interactive solution through the judge against two pipes.\n"
                      "  --rounds N   round trips a run (default: 300000)\n"
                      "  --runs K     runs of each way, one after the other (default: 3)\n"
                      "  --judge PATH the judge to time (default: the one built here)\n");
  const int rounds = static_cast<int>(args.number("--rounds", "300000", 1, 100000000));
  const int runs = static_cast<int>(args.number("--runs", "3", 1, 1000));
  const std::string judge = args.value("--judge", SUITE_JUDGE);
  args.check(0, 0);
  const std::string folder = bench::temp("tests"), figures = bench::temp("figures");
  std::filesystem::create_directories(folder);
  bench::write_file(folder + "/1.in", std::to_string(rounds) + " " + figures + "\n");
  bench::write_file(folder + "/1.ans", "");
  std::printf("machine: %s; %s round trips, %d runs of each way in turn\n", bench::machine().c_str(),
              bench::grouped(rounds).c_str(), runs);
  const char* const names[] = {"two pipes", "judge, in the box", "judge --no-sandbox"};
  std::vector<double> judged_cpu[3], own_cpu[3], trip[3];
  for (int r = 0; r < runs; ++r)
    for (int way = 0; way < 3; ++way) {
      const Figures f = way == 0 ? direct(folder + "/1.in", figures, rounds)
                                 : judged(judge, folder, figures, rounds, way == 1);
      judged_cpu[way].push_back(f.judged), own_cpu[way].push_back(f.own), trip[way].push_back(f.trip);
    }
  std::filesystem::remove_all(folder);
  std::printf("| way | solution's CPU, counted by the judge | by itself | a round trip | CPU ÷ pipes' | round trip ÷ pipes' |\n"
              "|---|---|---|---|---|---|\n");
  bench::Targets targets;
  const double base_cpu = median(judged_cpu[0]), base_trip = median(trip[0]);
  for (int way = 0; way < 3; ++way) {
    const double cpu = median(judged_cpu[way]), t = median(trip[way]);
    std::printf("| %s | %s | %s | %s | %s | %s |\n", names[way], bench::ms(cpu).c_str(), bench::ms(median(own_cpu[way])).c_str(),
                bench::fmt("%.1f µs", t * 1e6).c_str(), bench::times(cpu / base_cpu).c_str(), bench::times(t / base_trip).c_str());
    if (way == 0) continue;
    targets.add(std::string("the solution's CPU, ") + names[way] + ", to the pipes'", cpu / base_cpu, 1.2, true);
    targets.add(std::string("a round trip, ") + names[way] + ", to the pipes'", t / base_trip, 2, true);
  }
  for (const std::string& line : targets.lines) std::printf("%s\n", line.c_str());
  return 0;
}
