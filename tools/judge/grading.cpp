// grading.cpp: a test's run and its verdict (grading.hpp).
#include "judge/grading.hpp"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "judge/files.hpp"
#include "judge/grading_parts.hpp"
#include "judge/text.hpp"
#include "limited/cpus.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

using grading_detail::give_files, grading_detail::graded_passes, grading_detail::keep_last, grading_detail::verdict,
    grading_detail::verdict_of;

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
  if (o.over_wall) {  // it slept (limited/run_watch.hpp): neither on a CPU nor waiting for one
    // The wall time the judge left out, each part that is there (its box's
    // making where it took long: a busy machine's; it takes ms).
    std::string not_its_own;
    for (const auto& part : {std::make_pair(o.excused, " while the validator or the judge's relay was busy"),
                             std::make_pair(o.unseen, " since the validator was last seen"),
                             std::make_pair(o.setup >= 0.1 ? o.setup : 0, " while its box was made")})
      if (part.first >= 0.005) not_its_own += (not_its_own.empty() ? " (and " : ", ") + seconds_text(part.first) + part.second;
    if (!not_its_own.empty()) not_its_own += ")";
    const double asleep = std::max(0.0, o.wall - o.cpu - o.ready - o.excused - o.unseen - o.setup);
    // Idle (Codeforces' "idleness limit exceeded"): it hardly ran at all.
    const bool idle = o.cpu < kIdleCpuShare * (o.cpu + asleep);
    const bool talks = setup.any.checking.interactive;
    return verdict(Verdict::TLE, std::string(idle ? "idleness limit exceeded: " : "") + "wall time " + seconds_text(o.wall) +
                                     " with " + seconds_text(o.cpu) + " of CPU and " + seconds_text(asleep) +
                                     " asleep" + not_its_own + ": is it waiting for input?" +
                                     (idle && talks ? " (did it flush each line it wrote?)" : ""),
                   measured);
  }
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
