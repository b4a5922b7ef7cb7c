// passes.cpp: the tests of several passes or interactive ones (grading_parts.hpp).
#include <algorithm>
#include <filesystem>
#include <vector>

#include "judge/files.hpp"
#include "judge/grading.hpp"
#include "judge/grading_parts.hpp"
#include "judge/interact.hpp"
#include "judge/text.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

// Whether a multi-pass validator asked for another pass: it left a
// nextpass.in, which must be a regular file.
bool next_pass(const std::string& feedback, const std::string& which) {
  return left_there(feedback + "/nextpass.in", "the output validator's nextpass.in" + which);
}

// The limits of a validator or interactor that talks with the solution: it
// waits while the solution computes, so the CPU it may take, and the wall
// time it may sleep (twice that and a second), pass all the wall time the
// solution may take (ten times its limit and ten seconds). It is sent at
// most the solution's output limit (`output_kb`, interact.hpp): it may keep
// all of that (a line read whole, twice over as a string grows) and write
// it to a file (testlib's copy of the tokens read) within its own limits.
limited::Limits talking_limits(const Setup& setup, long output_kb) {
  limited::Limits l = kCheckerLimits;
  l.seconds = std::max(l.seconds, 10 * setup.limits.seconds + 10);
  l.memory_kb += 2 * output_kb;
  l.output_kb = std::max(l.output_kb, output_kb + 1024);
  return l;
}

// The solution's own failure in a later pass of a multi-pass problem, said so.
Result in_pass(Result r, int pass) {
  if (pass > 1) r.detail = "in pass " + std::to_string(pass) + ": " + r.detail;
  return r;
}

// A multi-pass validator that did not accept a pass and still wrote
// nextpass.in: the package's failure (2025-09: a judge error).
void no_next_pass(const std::string& feedback, const std::string& who, const std::string& which) {
  if (next_pass(feedback, which))
    throw judge::CheckerFailed(who, who + " wrote nextpass.in" + which + " without accepting the pass (exit status 42)");
}

}  // namespace

namespace grading_detail {

void give_files(limited::Run& run, const Test& test, const std::string& base) {
  if (test.files.empty()) return;
  run.folder = base + ".files", run.put_folder = test.files;
  std::error_code ec;
  const fs::path here = fs::current_path(ec);
  if (ec) return;
  for (std::size_t i = 0; i + test.args.size() < run.argv.size(); ++i) {
    std::string& word = run.argv[i];
    if (word.empty() || word[0] == '/' || (i == 0 && word.find('/') == std::string::npos)) continue;
    const fs::path full = (here / word).lexically_normal();
    if (!fs::exists(full, ec)) continue;
    word = full.string();
    if (word.size() > 1 && word.back() == '/') word.pop_back();
  }
}

Result graded_passes(const Setup& setup, std::size_t k, const Test& test, const std::string& base, int cpu,
                     std::chrono::steady_clock::time_point deadline) {
  const Checking& checking = setup.any.checking;
  const bool kattis = checking.kind == CheckerKind::kKattis;
  const std::string which = " on test " + std::to_string(k + 1) + " (" + test.name + ")";
  const std::string who = kattis ? "the output validator" : "the interactor";
  const std::string feedback = base + ".feedback";
  fresh_folder(feedback);
  const std::vector<std::string> flags = checking.flags_for(test);
  const int most = std::max(1, checking.passes);
  std::string input = base + ".in";
  InteractionLog log;  // every pass's, bounded
  Result measured;
  std::error_code ec;
  fs::remove(base + ".interaction", ec);
  const auto stopped = [&](const limited::Outcome& o) {
    Result r = verdict(Verdict::STOP, "", measured);
    r.out_of_time = o.out_of_time && !o.stopped;
    return r;
  };
  for (int pass = 1;; ++pass) {
    limited::Run run;
    run.argv = setup.command, run.in = input, run.out = base + ".out", run.err = base + ".err";
    run.argv.insert(run.argv.end(), test.args.begin(), test.args.end());
    run.limits = setup.limits;
    run.limits.output_kb = output_kb_of(setup, base);
    run.box = setup.sandbox ? &setup.box : nullptr;
    run.deadline = deadline, run.cpu = cpu;
    give_files(run, test, base);
    if (!checking.interactive) {
      const limited::Outcome o = limited::run_limited(run);
      measured.cpu = std::max(measured.cpu, o.cpu), measured.peak_kb = std::max(measured.peak_kb, o.peak_kb);
      if (o.stopped || o.out_of_time) return stopped(o);
      keep_last(run.err, kKeptStreamBytes);
      const Result failed = run_failure(setup, test, base, run, o, measured);
      if (failed.verdict != Verdict::AC) return in_pass(failed, pass);
      const Result r = checked_any(setup, k, test, base, run, measured, input);
      if (r.verdict != Verdict::AC) no_next_pass(feedback, who, which);
      if (r.verdict != Verdict::AC || !next_pass(feedback, which)) return r;
    } else {
      limited::Run talker;
      talker.argv = checking.program;
      if (kattis) {
        for (const std::string& w : {input, base + ".ans", feedback + "/"}) talker.argv.push_back(w);
        talker.argv.insert(talker.argv.end(), flags.begin(), flags.end());
      } else {
        for (const std::string& w : {input, base + ".tout", base + ".ans"}) talker.argv.push_back(w);
      }
      talker.err = base + ".check", talker.limits = talking_limits(setup, run.limits.output_kb), talker.deadline = deadline;
      if (pass > 1) log.next_pass();
      const Interaction talk = interact(run, talker, log);
      const limited::Outcome &o = talk.solution, &c = talk.validator;
      measured.cpu = std::max(measured.cpu, o.cpu), measured.peak_kb = std::max(measured.peak_kb, o.peak_kb);
      measured.ended = solution_end(talk, kattis ? "the validator" : "the interactor");  // the report's line after the log, never in the log
      const std::string kept = log.text();  // 64 KB at most, however many passes
      write_file(base + ".interaction", kept);
      write_file(base + ".out", kept);  // its output, as --stress keeps it (smallest.out): the interaction
      if (o.stopped || o.out_of_time) return stopped(o);
      if (c.stopped || c.out_of_time) return stopped(c);
      if (talk.flooded) {  // its own verdict, whatever the validator made of what it was sent
        limited::Outcome flood = o;
        flood.over_output = true;
        Result r = run_failure(setup, test, base, run, flood, measured);
        if (r.verdict == Verdict::OLE)
          r.detail = "output over " + megabytes(run.limits.output_kb) + " to " + who + " (the judge passed no more on)";
        return in_pass(r, pass);
      }
      if (c.over_cpu || c.over_wall || c.over_memory || c.over_output)
        throw judge::CheckerFailed(who, who + " went past its " + checker_limit_passed(c, base, talker.limits, true) + which);
      keep_last(run.err, kKeptStreamBytes);
      keep_last(base + ".check", kKeptStreamBytes);
      const std::string message = kattis ? judge_message(feedback, which) : "";
      measured.left_message = !message.empty();
      const std::string said = read_left(base + ".check", kMessageBytes, who + "'s message" + which);
      const std::string why = !message.empty() ? one_line(message) : kattis ? last_line(said) : first_line(said);
      const Said said_so = said_by_status(checking, c, who, which, why);
      const Verdict says = said_so.verdict;
      if (!message.empty()) write_file(base + ".check", message + (said.empty() ? "" : "\n" + said));
      if (says != Verdict::AC && checking.passes > 0) no_next_pass(feedback, who, which);
      if (talk.validator_first && says != Verdict::AC) return verdict(says, said_so.before + why, measured);
      const Result failed = run_failure(setup, test, base, run, o, measured);
      if (failed.verdict != Verdict::AC) return in_pass(failed, pass);
      if (says != Verdict::AC) return verdict(says, said_so.before + why, measured);
      if (!checking.then_checker.empty()) {  // Polygon's way: the checker reads what the interactor wrote
        limited::Run check;
        check.argv = checking.then_checker;
        for (const std::string& w : {input, base + ".tout", base + ".ans"}) check.argv.push_back(w);
        check.in = "/dev/null", check.out = base + ".check.out", check.err = base + ".check", check.limits = kCheckerLimits;
        check.deadline = deadline;
        const limited::Outcome c2 = limited::run_limited(check);
        if (c2.stopped || c2.out_of_time) return stopped(c2);
        if (c2.over_cpu || c2.over_wall || c2.over_memory || c2.over_output)
          throw judge::CheckerFailed("the checker", "the checker went past its " + checker_limit_passed(c2, base) + which);
        const std::string checked = first_line(read_left(base + ".check", kMessageBytes, "the checker's message" + which));
        const Said s = said_by_status(checking, c2, "the checker", which, checked);
        return verdict(s.verdict, s.before + checked, measured);
      }
      if (checking.passes == 0 || !next_pass(feedback, which)) return scored(verdict(Verdict::AC, why, measured), feedback, which);
    }
    if (pass == most)  // the package's failure (2025-09: a judge error)
      throw judge::CheckerFailed(who, who + " asked for pass " + std::to_string(pass + 1) + which + " (nextpass.in), past the " +
                              std::to_string(most) + " of limits.validation_passes");
    input = base + ".pass" + std::to_string(pass + 1) + ".in";
    fs::rename(feedback + "/nextpass.in", input);
    measured.pass = pass + 1;  // what follows comes of this pass's input
  }
}

}  // namespace grading_detail
}  // namespace judge
