// judge: runs anyone's program on the suite's tests for one problem, as a
// judge would, and gives every test a verdict from the suite's checkers.
//
//   judge PROBLEM [--judge NAME] [--tests samples|judge|hard|full] [--only LIST]
//         [--time-limit SECONDS] [--memory-limit MB] [--stack MB] [--output-limit MB]
//         [--no-sandbox] [--processes N] [--box-user USER] [--env NAMES] [--work DIR] [-j N]
//         [--usaco] [--keep] -- COMMAND [ARGS...]
//
// PROBLEM: shuttle, rotation_game or black_white. The tests are made on the
// spot, the same every time (fixed seeds); the expected answers come from the
// suite's own programs, the verdicts from its checkers (testlib's protocol).
// --judge NAME judges as that judge of tools/judges/judges.tsv does: its layout (the
// expected answers are printed in it), its file names (TASK.in in an empty
// folder, TASK.out read back), its limits, and its way of comparing: the
// checker where it has a special judge, else the text itself (a right answer
// in other words is WA there, and the verdict says so). Without --judge, the
// problem's home judge (USACO training, POJ, 一本通), but on stdin and stdout;
// --usaco is --judge usaco.
// Each test runs under limited/run.hpp's limits: CPU and wall time, memory,
// the stack (the memory limit, as Linux judges give it), output (OLE),
// processes, afresh in the sandbox, made once for the run
// (tools/sandbox/box.hpp; when none can be made the judge says why and
// stops, unless --no-sandbox); nothing it starts outlives it.
// Verdicts: AC, WA, PE, TLE, MLE, OLE, RE. Exit status 0 only when every test
// is AC; 1 otherwise; 2 for a bad command line, a COMMAND that cannot run, or
// a failure of the judge's own (never a verdict against the program); 128 +
// the signal when SIGINT, SIGTERM or SIGHUP stops it (the tests in progress
// are ended first).
//
//   judge PROBLEM --stress [--runs N] [--time SECONDS] [--seed S] [--cases MAX]
//         [--gen COMMAND] [--answer COMMAND] [the options above] -- COMMAND [ARGS...]
//
// --stress (对拍, stress.hpp): random inputs under the same limits until one
// fails, then the smallest input that still fails; exit status 1 when
// something failed, 0 when nothing did.
//
//   judge --problem DIR|ZIP [--checker FILE | --validator FILE] [the options above] -- COMMAND [ARGS...]
//   judge --tests DIR [--checker FILE | --validator FILE] [--interactor FILE] [the options above] -- COMMAND [ARGS...]
//
// Any problem (any_problem.hpp): a Kattis package (legacy or 2025-09), or a
// folder of NAME.in with NAME.ans or NAME.out; the same sandbox, verdicts,
// report and exit statuses; a package the judge cannot judge by (a
// submit-answer one, a test without its answer, a validator that does not
// build, a problem.yaml that does not parse) is refused with status 2.
// --stress on them takes --gen and --answer (an interactive problem's
// validator judges alone), and shrinks as text (stress_reduce.hpp).
//
//   judge listen [--port N] [--dir DIR]
//
// Problems sent from the browser (Competitive Companion) written as folders
// of tests with their limits (listen.hpp).
//
// The files, one job each: setup.hpp and options.cpp (the command line),
// prepare (the sandbox and the run's folder, before any test), tests (the
// tests made), work (the run's folder, the suite's own runs), grading (a
// test's run), verdict.hpp (the verdicts), report (what it prints), run_tests
// and run_stress (the two modes), stress* (the stress loop), files.hpp and
// text.hpp (reading and writing files; words and figures in messages).
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>

#include "judge/any_problem.hpp"
#include "judge/grading.hpp"
#include "judge/listen.hpp"
#include "judge/options.hpp"
#include "judge/prepare.hpp"
#include "judge/run_stress.hpp"
#include "judge/run_tests.hpp"
#include "suite_parts.hpp"

namespace {

// The judge's own failure, never a verdict against the program: one line on
// stderr, and the exit status it gives.
int own_failure(const std::string& what) {
  std::fprintf(stderr, "judge: %s\n", what.c_str());
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 2 && std::strcmp(argv[1], "listen") == 0) return judge::listen_main(argc - 1, argv + 1);
  const std::string usage = judge::usage(), help = judge::help();  // Args keeps the pointers
  judge_io::Args args(argc, argv, "judge", usage.c_str(), help.c_str());
  limited::open_files_to_hard_limit();
  limited::keeper_program() = suite_parts::helper("box_init");
  judge::Setup setup;
  try {
    setup = judge::parse_setup(args);
    setup.stress.rerun = judge::rerun_words(argc, argv);
  } catch (const std::exception& e) {
    return own_failure(e.what());
  }
  judge::OwnFolder solution_build;
  if (!setup.source.empty()) {
    const std::string cannot = judge::build_solution(setup, solution_build);
    if (!cannot.empty()) return own_failure(cannot);
  }
  if (setup.sandbox) {
    const std::string cannot = judge::make_box(setup);
    if (!cannot.empty()) return own_failure(cannot);
  }
  limited::stop_on_signals();
  judge::Work work;
  const std::string cannot = judge::make_work_folder(setup, work);
  if (!cannot.empty()) return own_failure(cannot);
  if (setup.any.kind != judge::ProblemKind::kSuite) {  // a folder of tests or a package: read (and its programs built) before any test
    try {
      judge::load_any_problem(setup, work, [](const judge::Setup& timing, const judge::Work& timed_in, std::size_t k) {
        const judge::Result r = judge::grade(timing, timed_in, k, timing.any.tests[k]);
        return judge::Timed{r.verdict, r.cpu};
      });
    } catch (const std::exception& e) {
      std::error_code ec;
      std::filesystem::remove_all(work.folder, ec);
      const int signal = limited::stop_signal;
      if (signal != 0) {
        std::fprintf(stderr, "judge: stopped by %s before the tests began\n", strsignal(signal));
        return 128 + signal;
      }
      return own_failure(e.what());
    }
  }

  judge_io::Writer out(stdout, "judge");
  try {
    return setup.stress_mode ? judge::run_stress(setup, work, out) : judge::run_tests(setup, work, args, out);
  } catch (const std::exception& e) {  // the judge's own failure (never a verdict), or a stop while preparing
    out.flush();
    std::error_code ec;
    std::filesystem::remove_all(work.folder, ec);
    const int signal = limited::stop_signal;
    if (signal == 0 || std::string(e.what()) != "stopped") return own_failure(e.what());
    std::fprintf(stderr, "judge: stopped by %s before the tests began\n", strsignal(signal));
    return 128 + signal;
  }
}
