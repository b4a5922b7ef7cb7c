// run_tests.cpp: the tests' runs (run_tests.hpp).
#include "judge/run_tests.hpp"

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <thread>

#include "judge/files.hpp"
#include "judge/grading.hpp"
#include "judge/options.hpp"
#include "judge/progress.hpp"
#include "judge/report.hpp"
#include "judge/tests.hpp"

namespace judge {

int run_tests(const Setup& setup, Work& work, const judge_io::Args& args, judge_io::Writer& out) {
  std::vector<Test> tests;
  if (setup.any.kind != ProblemKind::kSuite) {
    tests = setup.any.tests;
  } else if (setup.input.empty()) {
    tests = tests_for(setup.problem.name, setup.tier, work);
  } else {
    tests.resize(1);
    tests[0].name = "input", tests[0].input = read_file(setup.input);
  }
  std::string refusal;
  std::vector<std::string> names;
  for (const Test& t : tests) names.push_back(t.name);
  const std::vector<bool> selected = chosen(setup.only, names, refusal);
  if (!refusal.empty()) {
    std::filesystem::remove_all(work.folder);
    args.refuse(refusal);
  }
  for (std::size_t k = 0; k < tests.size(); ++k) {
    if (!selected[k]) continue;
    const std::string base = work.test_base(k, tests[k].name);
    write_test_file(base + ".in", tests[k].input, tests[k].input_file);
    if (setup.any.kind != ProblemKind::kSuite) {  // its answer is the folder's or the package's, if it has one
      if (!tests[k].no_answer) write_test_file(base + ".ans", tests[k].answer, tests[k].answer_file);
      continue;
    }
    try {
      work.run_suite(setup.reference, base + ".in", base + ".ans");
    } catch (const judge::JudgeError& e) {
      if (setup.input.empty()) throw;
      throw judge::JudgeError("--input " + judge_io::escaped(setup.input) + ": " + e.what());
    }
  }
  out.put(tests_line(setup, static_cast<std::size_t>(std::count(selected.begin(), selected.end(), true))));
  out.flush();

  std::vector<Result> results(tests.size());
  std::vector<bool> done(tests.size(), false);
  std::mutex lock;
  std::size_t printed = 0;
  std::atomic<std::size_t> next{0};
  std::atomic<bool> halted{false};  // --first: a test failed, no other starts
  std::string failure;  // the judge's own, from a worker
  TestProgress progress(static_cast<std::size_t>(std::count(selected.begin(), selected.end(), true)), lock);
  const auto worker = [&] {
    for (std::size_t k; !halted && (k = next++) < tests.size() && limited::stop_signal == 0;) {
      Result r;
      if (selected[k]) {
        {
          const std::lock_guard<std::mutex> hold(lock);
          progress.started(k, tests[k].name);
        }
        try {
          r = grade(setup, work, k, tests[k]);
        } catch (const std::exception& e) {
          const std::lock_guard<std::mutex> hold(lock);
          failure = e.what();
          limited::stop_signal = SIGTERM;  // the others stop too
          return;
        }
      }
      const std::lock_guard<std::mutex> hold(lock);
      results[k] = r, done[k] = true;
      if (selected[k]) progress.finished(k);
      if (setup.first && selected[k] && fails_the_test(r.verdict)) halted = true;
      for (; printed < tests.size() && done[printed]; ++printed) {  // in order, as soon as they can be
        if (!selected[printed] || results[printed].verdict == Verdict::STOP) continue;
        progress.hide();
        out.put(test_line(printed, tests[printed], results[printed]));
        out.flush();
        progress.draw();
      }
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < setup.jobs; ++t) threads.emplace_back(worker);
  for (std::thread& t : threads) t.join();
  progress.stop();
  if (!failure.empty()) throw judge::JudgeError(failure);
  if (limited::stop_signal != 0) {
    const int signal = limited::stop_signal;
    out.flush();
    std::fprintf(stderr, "judge: stopped by %s; the tests in progress were ended\n", strsignal(signal));
    std::filesystem::remove_all(work.folder);
    return 128 + signal;
  }
  // --first: the tests that ran past one never started (with -j), then the summary of those that ran.
  std::vector<bool> ran(tests.size(), false);
  for (std::size_t k = 0; k < tests.size(); ++k) {
    ran[k] = selected[k] && done[k];
    if (k >= printed && ran[k] && results[k].verdict != Verdict::STOP) out.put(test_line(k, tests[k], results[k]));
  }
  const std::size_t not_run = static_cast<std::size_t>(std::count(selected.begin(), selected.end(), true) -
                                                       std::count(ran.begin(), ran.end(), true));
  const int status = report_results(setup, work, tests, ran, results, out, not_run);
  out.finish();
  return status;
}

}  // namespace judge
