// work.cpp: the run's folder and the helper programs' runs (work.hpp).
#include "judge/work.hpp"

#include <cstdio>
#include <filesystem>

#include "judge_io.hpp"
#include "judge/judge_error.hpp"
#include "judge/files.hpp"
#include "judge/text.hpp"

namespace judge {

namespace fs = std::filesystem;

std::string Work::test_base(std::size_t k, const std::string& name) const {
  char number[8];
  std::snprintf(number, sizeof number, "%02d", static_cast<int>(k + 1));
  std::string file = name;  // a package's test "secret/group/1": one file name
  for (char& c : file)
    if (c == '/') c = '-';
  return (folder / (std::string(number) + "-" + file)).string();
}

std::string Work::helper_base(const std::string& who) {
  return (folder / (who + "-" + std::to_string(helper_runs++))).string();
}

void Work::run_suite(const std::vector<std::string>& command, const std::string& in, const std::string& out) {
  const std::string err = helper_base("reference") + ".err";
  limited::Run run;
  run.argv = command, run.in = in, run.out = out, run.err = err, run.limits = kSuiteLimits;
  const limited::Outcome o = limited::run_limited(run);
  if (o.stopped) throw judge::JudgeError("stopped");
  const std::string said = read_file(err);
  fs::remove(err);
  const std::string why = o.over_output ? "the suite's answer would be over " + megabytes(kSuiteLimits.output_kb) +
                                              ", the most the judge takes (a test's output limit is four times its answer)"
                          : o.over_cpu || o.over_wall || o.over_memory
                              ? "the suite's answer would take over " + seconds_text(kSuiteLimits.seconds) + " or " +
                                    megabytes(kSuiteLimits.memory_kb) + ", the most the judge gives it"
                          : o.status != 0 ? command[0] + " failed: " + said
                                          : "";
  if (why.empty()) return;
  std::error_code ec;
  fs::remove(out, ec);  // an answer cut at the limit is no answer
  throw judge::JudgeError(why);
}

std::string Work::suite_output(const std::vector<std::string>& command, const std::string& input) {
  const std::string base = helper_base("reference");
  write_file(base + ".in", input);
  try {
    run_suite(command, base + ".in", base + ".out");
  } catch (const judge::JudgeError&) {
    std::error_code ec;
    fs::remove(base + ".in", ec);
    throw;
  }
  const std::string out = read_file(base + ".out");
  for (const char* ext : {".in", ".out"}) fs::remove(base + ext);
  return out;
}

std::string Work::learner_output(const std::vector<std::string>& command, const std::string& input,
                                 const std::string& what, const limited::Limits& limits, const sandbox::Box* box,
                                 std::string* printed, std::chrono::steady_clock::time_point deadline) {
  const std::string base = helper_base("learner");
  write_file(base + ".in", input);
  limited::Run run;
  run.argv = command, run.in = base + ".in", run.out = base + ".out", run.err = base + ".err";
  run.limits = limits, run.box = box;
  run.limits.output_kb = 64 * 1024;
  run.deadline = deadline;
  const limited::Outcome o = limited::run_limited(run);
  if (o.stopped) throw judge::JudgeError("stopped");
  if (o.out_of_time) {
    for (const char* ext : {".in", ".out", ".err"}) fs::remove(base + ext);
    throw OutOfTime();
  }
  const std::string err = read_file(base + ".err");
  const std::string why = o.over_cpu || o.over_wall ? "over the time limit"
                          : o.over_memory           ? "over the memory limit"
                          : o.over_output           ? "over 64 MB of output"
                          : o.signal                ? "signal " + std::to_string(o.signal)
                          : o.status != 0           ? "exit status " + std::to_string(o.status)
                                                    : "";
  if (!why.empty() && printed) *printed = read_file(base + ".out");
  if (!why.empty())
    throw judge::JudgeError(what + " failed (" + why + ")" +
                              (err.empty() ? "" : ": " + last_line(err)));
  const std::string out = read_file(base + ".out");
  for (const char* ext : {".in", ".out", ".err"}) fs::remove(base + ext);
  return out;
}

}  // namespace judge
