// grading.cpp: a test's run and its verdict (grading.hpp).
#include "judge/grading.hpp"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "judge/files.hpp"
#include "judge/grading_parts.hpp"
#include "judge/interact.hpp"
#include "judge/text.hpp"
#include "limited/cpus.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

using grading_detail::checked_any, grading_detail::checker_limit_passed, grading_detail::fresh_folder,
    grading_detail::judge_message, grading_detail::keep_last, grading_detail::kMessageBytes, grading_detail::one_line,
    grading_detail::run_failure, grading_detail::Said, grading_detail::said_by_status, grading_detail::scored,
    grading_detail::verdict, grading_detail::verdict_of;

// A program may remove the folder: the judge's failure, not a verdict.
void folder_is_there(const Work& work) {
  if (!fs::is_directory(work.folder))
    throw judge::JudgeError("its folder " + judge_io::escaped(work.folder.string()) + " is gone");
}

}  // namespace

namespace grading_detail {

void keep_last(const std::string& path, unsigned long long bytes) {
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  if (ec || size <= bytes) return;
  std::ifstream in(path, std::ios::binary);
  in.seekg(static_cast<std::streamoff>(size - bytes));
  std::string tail(static_cast<std::size_t>(bytes), '\0');
  in.read(&tail[0], static_cast<std::streamsize>(bytes));
  tail.resize(static_cast<std::size_t>(in.gcount()));
  write_file(path, tail);
}

void fresh_folder(const std::string& path) {
  std::error_code ec;
  fs::remove_all(path, ec);
  if (!fs::create_directory(path, ec)) throw judge::JudgeError("cannot make " + path);
}

Result verdict(Verdict v, const std::string& detail, const Result& run) {
  Result r = run;
  r.verdict = v, r.detail = detail;
  return r;
}

Result run_failure(const Setup& setup, const Test& test, const std::string& base, const limited::Run& run,
                   const limited::Outcome& o, const Result& measured) {
  if (o.over_cpu) {
    const std::string hard = test.hard ? " on the 192 hardest boards, harder than any judge is known to use" : "";
    return verdict(Verdict::TLE, "CPU time over " + seconds_text(setup.limits.seconds) + hard, measured);
  }
  if (o.over_wall)  // it slept (limited/run_watch.hpp): neither on a CPU nor waiting for one
    return verdict(Verdict::TLE, "wall time " + seconds_text(o.wall) + " with " + seconds_text(o.cpu) + " of CPU and " +
                                     seconds_text(std::max(0.0, o.wall - o.cpu - o.ready - o.excused)) + " asleep" +
                                     (o.excused > 0 ? " (and " + seconds_text(o.excused) + " while the validator was busy)" : "") +
                                     ": is it waiting for input?", measured);
  if (o.over_memory) return verdict(Verdict::MLE, "over " + megabytes(setup.limits.memory_kb), measured);
  if (o.over_output)
    return verdict(Verdict::OLE, "output over " + megabytes(run.limits.output_kb) + " (the kernel stopped it)", measured);
  const std::string err = read_file(base + ".err");
  const std::string said = err.empty() ? "" : ": " + last_line(err);
  if (o.signal)
    return verdict(Verdict::RE, "signal " + std::to_string(o.signal) + " (" + strsignal(o.signal) + ")" + said, measured);
  if (o.no_report) return verdict(Verdict::RE, "no exit status: it ended the box's keeper" + said, measured);
  if (o.status != 0) return verdict(Verdict::RE, "exit status " + std::to_string(o.status) + said, measured);
  return measured;
}

}  // namespace grading_detail

namespace {

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

// A test with files of its own (a 2025-09 package's NAME.files): the run
// starts in a folder of its own that holds a copy of them (files mode,
// limited/run_types.hpp), on stdin and stdout still. The command's words
// that name a file or folder where the judge was started (./a.out, sol.py,
// java's -cp .) are made full paths first: the solution is found there
// still, in the box too (its files are copied in at their full paths). A
// program named by its bare name is looked up on PATH, and the test's own
// args (the last words) are left as they are.
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

// The solution's own failure in a later pass of a multi-pass problem, said so.
Result in_pass(Result r, int pass) {
  if (pass > 1) r.detail = "in pass " + std::to_string(pass) + ": " + r.detail;
  return r;
}

// A multi-pass validator that did not accept a pass and still wrote
// nextpass.in: the package's failure (2025-09: a judge error).
void no_next_pass(const std::string& feedback, const std::string& who, const std::string& which) {
  if (next_pass(feedback, which))
    throw judge::JudgeError(who + " wrote nextpass.in" + which + " without accepting the pass (exit status 42)");
}

// Test k of an interactive or multi-pass problem (any_problem.hpp's
// Checking): each pass's run, and what the validator (or interactor) says
// of it. Who ended first decides (interact.hpp): the validator's WA when it
// ended first, else the solution's own failure (TLE, MLE, RE...), else the
// validator's word. Each pass has the whole time limit; the test's time and
// memory are its slowest and largest pass's (as problemtools reports them).
Result graded_passes(const Setup& setup, std::size_t k, const Test& test, const std::string& base, int cpu,
                     std::chrono::steady_clock::time_point deadline) {
  const Checking& checking = setup.any.checking;
  const bool kattis = checking.kind == "kattis";
  const std::string which = " on test " + std::to_string(k + 1) + " (" + test.name + ")";
  const std::string who = kattis ? "the output validator" : "the interactor";
  const std::string feedback = base + ".feedback";
  fresh_folder(feedback);
  std::vector<std::string> flags = checking.flags;
  flags.insert(flags.end(), test.flags.begin(), test.flags.end());
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
        throw judge::JudgeError(who + " went past its " + checker_limit_passed(c, base, talker.limits, true) + which);
      keep_last(run.err, kKeptStreamBytes);
      keep_last(base + ".check", kKeptStreamBytes);
      const std::string message = kattis ? judge_message(feedback, which) : "";
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
          throw judge::JudgeError("the checker went past its " + checker_limit_passed(c2, base) + which);
        const std::string checked = first_line(read_left(base + ".check", kMessageBytes, "the checker's message" + which));
        const Said s = said_by_status(checking, c2, "the checker", which, checked);
        return verdict(s.verdict, s.before + checked, measured);
      }
      if (checking.passes == 0 || !next_pass(feedback, which)) return scored(verdict(Verdict::AC, why, measured), feedback, which);
    }
    if (pass == most)  // the package's failure (2025-09: a judge error)
      throw judge::JudgeError(who + " asked for pass " + std::to_string(pass + 1) + which + " (nextpass.in), past the " +
                              std::to_string(most) + " of limits.validation_passes");
    input = base + ".pass" + std::to_string(pass + 1) + ".in";
    fs::rename(feedback + "/nextpass.in", input);
  }
}

}  // namespace

long output_kb_of(const Setup& setup, const std::string& base) {
  std::error_code ec;
  const auto answer = fs::file_size(base + ".ans", ec);
  return setup.output_limit_set ? setup.limits.output_kb : default_output_kb(ec ? 0 : answer);
}

Result grade(const Setup& setup, const Work& work, std::size_t k, const Test& test,
             std::chrono::steady_clock::time_point deadline) {
  const std::string base = work.test_base(k, test.name), task = setup.site.task();
  const limited::PinnedCpu pinned;  // every pass's run on it
  const int cpu = pinned.cpu();
  folder_is_there(work);
  if (setup.any.checking.interactive || setup.any.checking.passes > 0) {
    Result r = graded_passes(setup, k, test, base, cpu, deadline);
    folder_is_there(work);
    return r;
  }
  limited::Run run;
  run.argv = setup.command, run.out = base + ".out", run.err = base + ".err", run.limits = setup.limits;
  run.argv.insert(run.argv.end(), test.args.begin(), test.args.end());
  run.box = setup.sandbox ? &setup.box : nullptr;
  run.deadline = deadline, run.cpu = cpu;
  run.limits.output_kb = output_kb_of(setup, base);
  if (setup.files) {  // an empty folder with TASK.in; the answer is TASK.out, read back into base.out
    run.folder = base + ".files", run.in = "/dev/null", run.out = base + ".stdout";
    run.put = base + ".in", run.put_as = task + ".in", run.take = task + ".out", run.taken = base + ".out";
    std::error_code ec;
    fs::remove(run.taken, ec);
  } else {
    run.in = base + ".in";  // and it runs where the judge was started (in the box: copies of its files only)
    give_files(run, test, base);  // or, given files of its own, in a folder that holds them
  }
  const limited::Outcome o = limited::run_limited(run);
  Result r;
  r.cpu = o.cpu, r.peak_kb = o.peak_kb;
  r.out_of_time = o.out_of_time && !o.stopped;
  if (o.stopped || r.out_of_time) return verdict(Verdict::STOP, "", r);
  folder_is_there(work);
  keep_last(run.err, kKeptStreamBytes);
  if (setup.files) keep_last(run.out, kKeptStreamBytes);  // files mode: its stdout, which is not its answer
  if (setup.files && !o.took) write_file(base + ".out", "");
  r = verdict_of(setup, k, test, base, run, o, r);
  // At the cap: a cgroup counted a refusal (pids.events), or a poll saw it.
  // Sampled, a fork refused between two polls leaves no trace but the
  // program's last words (EAGAIN), which any program may print: the cap is
  // then named, not said to be reached.
  const std::string cap =
      setup.box.processes == 1 ? std::string("1 process") : thousands(setup.box.processes) + " processes";
  const bool says_refused = r.verdict == Verdict::RE && setup.sandbox && !o.counted_by_cgroup &&
                            last_line(read_file(base + ".err")).find("Resource temporarily unavailable") != std::string::npos;
  if (r.verdict != Verdict::AC && o.at_process_cap) r.detail += " (the limit of " + cap + " was reached)";
  else if (says_refused) r.detail += " (if a process or thread was refused, the limit is " + cap + ")";
  return r;
}

}  // namespace judge
