// box_cost: what a run in the judge's box costs beside the same program
// started alone. PROGRAM (default /bin/true) run N times in turn, under a
// judge's limits in the box made once (limited/run.hpp, as the judge runs a
// test) and alone (posix_spawn and wait), each run of the one followed by a
// run of the other: the medians of each and of their difference. The run is
// counted by a cgroup where the judge can make one, else sampled (as with
// SUITE_NO_CGROUP=1 in the environment); the table's row says which.
//   box_cost [--runs N] [PROGRAM]
#include <spawn.h>
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "figures.hpp"
#include "timed_runs.hpp"
#include "judge/box_setup.hpp"
#include "judge_args.hpp"

extern char** environ;

namespace {

using bench::median;

double seconds_of(void (*what)(const limited::Run&), const limited::Run& run) {
  const auto start = std::chrono::steady_clock::now();
  what(run);
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void boxed(const limited::Run& run) {
  const limited::Outcome o = limited::run_limited(run);
  if (o.status != 0) {
    std::fprintf(stderr, "box_cost: %s ended with status %d in the box\n", run.argv[0].c_str(), o.status);
    std::exit(1);
  }
}

void alone(const limited::Run& run) {
  std::vector<char*> argv{const_cast<char*>(run.argv[0].c_str()), nullptr};
  pid_t pid = 0;
  if (posix_spawn(&pid, argv[0], nullptr, nullptr, argv.data(), environ) != 0) std::exit(1);
  waitpid(pid, nullptr, 0);
}

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "box_cost", "[--runs N] [PROGRAM]",
                      "Times a run in the judge's box against the same program started alone.\n"
                      "  --runs N   runs of each (default: 300)\n");
  const int runs = static_cast<int>(args.number("--runs", "300", 1, 100000));
  args.check(0, 1);
  std::vector<std::string> command{args.operands().empty() ? "/bin/true" : args.operands()[0]};
  limited::keeper_program() = SUITE_BOX_INIT;
  std::printf("machine: %s; %s, %d runs of each, one after the other\n", bench::machine().c_str(), command[0].c_str(),
              runs);
  std::printf("| counted by | in the box, a run | alone, a run | their difference (median) |\n|---|---|---|---|\n");
  sandbox::Box box;
  const std::string cannot = judge::box_for(box, command, "", "", 64, SUITE_BOX_INIT);
  if (!cannot.empty()) {
    std::fprintf(stderr, "box_cost: no box: %s\n", cannot.c_str());
    return 1;
  }
  limited::Run run;
  run.argv = command, run.in = "/dev/null", run.box = &box;
  run.out = bench::temp("box_cost.out"), run.err = bench::temp("box_cost.err");
  run.limits.seconds = 1, run.limits.memory_kb = 64 << 10, run.limits.output_kb = 16 << 10;
  boxed(run);  // the box made
  std::vector<double> in_box, by_itself, difference;
  for (int k = 0; k < runs; ++k) {
    in_box.push_back(seconds_of(boxed, run));
    by_itself.push_back(seconds_of(alone, run));
    difference.push_back(in_box.back() - by_itself.back());
  }
  const std::string cgroup = limited::cgroup_base().words();
  std::printf("| %s | %s | %s | %s |\n", cgroup.empty() ? "sampling" : cgroup.c_str(), bench::ms(median(in_box)).c_str(),
              bench::ms(median(by_itself)).c_str(), bench::ms(median(difference)).c_str());
  std::remove(run.out.c_str()), std::remove(run.err.c_str());
  return 0;
}
