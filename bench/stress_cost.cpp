// stress_cost: what a run of `judge PROBLEM --stress` costs beside the
// program it judges. The inputs of seeds 1..N, made as --stress makes them
// (tools/judge/stress_cases), and their answers are made first, untimed; then
// timed: a bare loop that runs the program on each input file (a process,
// stdin from the file, stdout to a file) and compares its output with the
// answer it knows, and `judge PROBLEM --stress --runs N --seed 1 -- PROGRAM`,
// sandboxed and with --no-sandbox. The difference a run is the tool's cost:
// the box, the checker, the answers, the files.
//   stress_cost [--runs N] [--judge PATH] [PROBLEM...]
// (default: 200 runs, all three problems, the judge built here; --judge
// times another build of it, to compare two.)
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "puzzles/random.hpp"
#include "puzzles/rotation_game/boards.hpp"
#include "judge/stress_cases.hpp"
#include "figures.hpp"
#include "judge_args.hpp"
#include "timed_runs.hpp"

extern char** environ;

namespace {

// Runs `words` (stdin from `in`, stdout to `out`, stderr to /dev/null); its exit status.
int spawned(std::vector<std::string> words, const std::string& in, const std::string& out) {
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_addopen(&files, 0, in.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&files, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&files, 2, "/dev/null", O_WRONLY, 0);
  int status = 0;
  waitpid(bench::started(std::move(words), files, "stress_cost"), &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

struct Problem {
  const char* name;
  const char* program;  // the suite's own solution, judged
};

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "stress_cost", "[--runs N] [--judge PATH] [PROBLEM...]",
                      "Times judge --stress against a bare loop over the same inputs.\n"
                      "  --runs N      runs of each (default: 200)\n"
                      "  --judge PATH  the judge to time (default: the one built here)\n");
  const int runs = static_cast<int>(args.number("--runs", "200", 1, 100000));
  const std::string judge = args.value("--judge", SUITE_JUDGE);
  args.check(0, 3);
  const Problem all[] = {{"shuttle", SUITE_SHUTTLE_FORMULA}, {"rotation_game", SUITE_ROTATION_GAME},
                         {"black_white", SUITE_BLACK_WHITE}};
  std::vector<Problem> chosen;
  for (const Problem& p : all) {
    bool named = args.operands().empty();
    for (const std::string& w : args.operands()) named = named || w == p.name;
    if (named) chosen.push_back(p);
  }
  std::printf("machine: %s; %d runs a problem, seeds 1 to %d\n", bench::machine().c_str(), runs, runs);
  std::printf("| problem | bare loop, a run | judge --stress, a run | its cost a run | --no-sandbox, a run | its cost a run |\n");
  std::printf("|---|---|---|---|---|---|\n");
  const std::string in = bench::temp("stress.in"), out = bench::temp("stress.out"), report = bench::temp("judge.out");
  for (const Problem& p : chosen) {
    const judge::stress::Shape shape = judge::stress::shape_of(p.name);
    std::vector<std::string> inputs, answers;
    for (int seed = 1; seed <= runs; ++seed) {
      puzzles::Random random(static_cast<unsigned long long>(seed));
      const std::vector<std::string> cases = judge::stress::random_cases(p.name, shape.most_cases, random);
      inputs.push_back(judge::stress::input_of(p.name, cases));
      if (std::string(p.name) == "rotation_game") {
        answers.push_back(puzzles::rotation_answer(cases));
      } else {
        bench::write_file(in, inputs.back());
        spawned({p.program}, in, out);
        answers.push_back(bench::read_file(out));
      }
    }
    // The bare loop: the inputs already made, the answers known.
    std::vector<std::string> files;
    for (int k = 0; k < runs; ++k) {
      files.push_back(bench::temp("in" + std::to_string(k)));
      bench::write_file(files.back(), inputs[static_cast<std::size_t>(k)]);
    }
    auto start = std::chrono::steady_clock::now();
    int wrong = 0;
    for (int k = 0; k < runs; ++k) {
      spawned({p.program}, files[static_cast<std::size_t>(k)], out);
      wrong += bench::read_file(out) != answers[static_cast<std::size_t>(k)];
    }
    const double bare = seconds_since(start) / runs;
    for (const std::string& f : files) std::remove(f.c_str());
    if (wrong) {
      std::fprintf(stderr, "stress_cost: %s differs from the answers on %d inputs\n", p.program, wrong);
      return 1;
    }
    double judged[2];
    for (int sandbox = 0; sandbox < 2; ++sandbox) {
      std::vector<std::string> words{judge, p.name, "--stress", "--runs", std::to_string(runs), "--seed", "1"};
      if (sandbox == 1) words.push_back("--no-sandbox");
      words.insert(words.end(), {"--", p.program});
      start = std::chrono::steady_clock::now();
      const int status = spawned(words, "/dev/null", report);
      judged[sandbox] = seconds_since(start) / runs;
      if (status != 0) {
        std::fprintf(stderr, "stress_cost: judge --stress found a failure:\n%s", bench::read_file(report).c_str());
        return 1;
      }
    }
    std::printf("| %s | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %.1f ms |\n", p.name, bare * 1000, judged[0] * 1000,
                (judged[0] - bare) * 1000, judged[1] * 1000, (judged[1] - bare) * 1000);
    std::fflush(stdout);
  }
  for (const std::string& f : {in, out, report}) std::remove(f.c_str());
  return 0;
}
