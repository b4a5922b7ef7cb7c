// stress.hpp: `judge PROBLEM --stress -- COMMAND` (对拍). Random inputs, each
// several cases within the statement's ranges, until one fails or the budget
// ends. The failing input is run again (a failure that does not repeat is
// said to be so, and not shrunk); then the smallest input that fails at all
// (any verdict, each time it is run): delta debugging over its cases first (a
// state bug ends as two cases), then each case as small as it goes (the
// smallest N or n; for a board, the nearest to solved found to fail among the
// boards up to 4 moves from solved and those along its shortest solutions,
// then those one move nearer, alone), again until nothing shrinks: a local
// minimum. The budget (--time) covers the shrinking too, its runs stopped at
// its end; a signal or the end of the time keeps what was found so far.
//
// The judge tool (run_stress.cpp) runs and grades; this module only decides
// what to run. It runs through Hooks (a test judged under the judge's limits
// and sandbox, the expected answers, the learner's generator), and reads back
// the files a graded test leaves in the run's folder (Graded::base; the
// random runs are the judge's test 1, "01-run").
// Its files: stress_cases (the inputs, as lists of cases, and their answers;
// a puzzle's own random case and answers are its folder's, tools/puzzles/),
// stress_shrink (the shrinking), stress_reduce (any problem's, as text),
// stress_report (the report's words, its hints and its ends), stress_loop.hpp
// (the random runs), stress.cpp (the suite's loop), stress_any.cpp (any
// problem's).
#pragma once

#include <chrono>
#include <functional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "judge_io.hpp"
#include "judge/judge_error.hpp"
#include "judge/verdict.hpp"

namespace judge::stress {

using judge::Verdict;

// A test as the judge graded it.
struct Graded {
  Verdict verdict = Verdict::AC;  // STOP when a signal stopped the judge
  std::string detail;   // the checker's message, or why (already escaped)
  std::string base;     // its files: base + ".in", ".ans", ".out", ".err", ".check"
  double cpu = 0;       // its CPU seconds
  long peak_kb = 0;     // its memory
};

// A helper of the learner's (--gen) that failed: why (its command and seed
// named), and what it printed.
struct HelperFailed : std::runtime_error {
  HelperFailed(const std::string& why, const std::string& output) : std::runtime_error(why), printed(output) {}
  std::string printed;
};

// Each hook that runs a program stops it at Options::deadline and then
// throws judge::OutOfTime.
struct Hooks {
  // The expected answer for an input: the suite's program's, or --answer's
  // (the suite's boards are answered here, by the rotation game's own solver).
  // An interactive problem's is "" (its validator judges alone); with
  // --answer, the reference solution is first judged on the input as the
  // solution is, and its failure thrown (JudgeError; CheckerFailed where the
  // validator or interactor failed).
  std::function<std::string(const std::string& input)> answer;
  // --gen's input for a seed (unset without --gen); throws HelperFailed.
  std::function<std::string(unsigned long long seed)> generate;
  // Runs the solution on `input` as a test called `name` and grades it against `answer`.
  std::function<Graded(const std::string& name, const std::string& input, const std::string& answer)> grade;
  // The replay page of an input, the solution's output and the answer, and
  // what it holds of the output when not all of it ("" when all).
  std::function<std::pair<std::string, std::string>(const std::string& input, const std::string& output,
                                                    const std::string& answer)>
      replay;
  // The signal that stops the judge, or 0.
  std::function<int()> stop_signal;
  // Why the suite's program refuses `input` (its message), or "" when it reads it.
  std::function<std::string(const std::string& input)> refused;
  // What the checker says of --answer's `answer` as an output, against the
  // suite's own answer: "" when it is right, else the checker's message.
  std::function<std::string(const std::string& input, const std::string& answer)> answer_wrong;
  // A problem not the suite's (run_any): why its input validator refuses
  // `input`, or "" when it takes it; unset where there is none.
  std::function<std::string(const std::string& input)> invalid;
};

struct Options {
  std::string problem;                 // shuttle, rotation_game or black_white
  long long runs = 0;                  // at most this many runs; 0: no bound
  double seconds = 0;                  // at most this long; 0: no bound
  std::chrono::steady_clock::time_point deadline{};  // when that ends (unset: no bound): a run still going is
                                                     // stopped then, and the hooks throw judge::OutOfTime
  unsigned long long seed = 0;         // run i's input comes from seed + i
  int most_cases = 0;                  // cases a file, at most; 0: the problem's default
  std::string generator, answers;      // the --gen and --answer commands as given, or ""
  std::string heading;                 // the judge's own lines: how it judges, its limits, the sandbox
  double time_limit = 0;               // a test's CPU seconds and memory (to say when a run was near them)
  long memory_kb = 0;
  std::vector<std::string> rerun;      // the judge's command for one file: the word after "--input" is left ""
  std::string folder;                  // the run's folder: kept when something failed (or keep)
  bool keep = false;
  std::string validator;               // run_any: the input validator's name ("input_validators/validate.py"), or ""
  bool interactive = false;            // run_any: a validator or interactor talks with the solution
};

// Runs the stress test and reports on `out`; returns the exit status (0: no
// failure, 1: a failure, 128 + the signal when one stopped it). The judge's
// own failures are thrown.
int run(const Options& options, const Hooks& hooks, judge_io::Writer& out);

// The same for a problem not the suite's (a folder of tests, a package; its
// name in Options::problem), with --gen's inputs, each checked by the input
// validator where there is one, and --answer's answers (an interactive
// problem's: --answer is the reference solution, which must pass). The
// failing input is shrunk as text (stress_reduce.hpp), each candidate valid:
// taken by the input validator, answered by --answer (passed by the
// reference), and not refused by the checker, validator or interactor
// (judge::CheckerFailed); and failing each time it is run. A generated input
// that one of them refuses is the judge's failure (exit status 2), kept.
int run_any(const Options& options, const Hooks& hooks, judge_io::Writer& out);

// COMMAND as words: split at spaces, '...' and "..." keep theirs ("" for none).
std::vector<std::string> words_of(const std::string& command);

}  // namespace judge::stress
