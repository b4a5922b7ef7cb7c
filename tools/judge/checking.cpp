// checking.cpp: what a checker, validator or interactor says of an output (grading_parts.hpp).
#include <cstdint>
#include <filesystem>
#include <sstream>
#include <vector>

#include "judge/files.hpp"
#include "judge/grading.hpp"
#include "judge/grading_parts.hpp"
#include "judge/token_compare.hpp"
#include "judge/text.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

// "" when the texts are equal, else the first line that differs and how.
std::string text_difference(const std::string& want, const std::string& got) {
  std::istringstream a(want), b(got);
  std::string x, y;
  for (int line = 1;; ++line) {
    const bool more_a = static_cast<bool>(std::getline(a, x)), more_b = static_cast<bool>(std::getline(b, y));
    if (!more_a && !more_b) return want == got ? "" : "the last line ends otherwise";
    if (more_a != more_b || x != y)
      return "line " + std::to_string(line) + " is \"" + (more_b ? shortened(y) : "(the end)") + "\", not \"" +
             (more_a ? shortened(x) : "(the end)") + "\"";
  }
}

}  // namespace

namespace grading_detail {

std::string checker_limit_passed(const limited::Outcome& c, const std::string& base,
                                 const limited::Limits& l, bool talking) {
  if (c.over_output) {
    std::error_code ec;
    const auto size = fs::file_size(base + ".check.out", ec);
    const bool stdout_full = !ec && size >= static_cast<std::uintmax_t>(l.output_kb) * 1024;
    return "limit of " + megabytes(l.output_kb) + (talking ? " a file" : stdout_full ? " of output" : " of messages");
  }
  if (c.over_memory) return "memory limit (" + megabytes(l.memory_kb) + ")";
  if (c.over_cpu) return "time limit (" + seconds_text(l.seconds) + " of CPU)";
  return "time limit (wall time " + seconds_text(c.wall) + " with " + seconds_text(c.cpu) + " of CPU)";
}

std::string judge_message(const std::string& feedback, const std::string& which) {
  return read_left(feedback + "/judgemessage.txt", kMessageBytes, "the output validator's judgemessage.txt" + which);
}

Result scored(Result r, const std::string& feedback, const std::string& which) {
  r.score = first_line(read_left(feedback + "/score.txt", kMessageBytes, "the output validator's score.txt" + which));
  return r;
}

std::string one_line(const std::string& text) {
  std::istringstream lines(text);
  std::string joined;
  for (std::string line; std::getline(lines, line);)
    if (line.find_first_not_of(" \t\r") != std::string::npos) joined += (joined.empty() ? "" : " / ") + line;
  return shortened(joined);
}

Said said_by_status(const Checking& checking, const limited::Outcome& c, const std::string& who,
                    const std::string& which, const std::string& message) {
  if (checking.kind == CheckerKind::kKattis) {
    if (!c.signal && (c.status == 42 || c.status == 43)) return {c.status == 42 ? Verdict::AC : Verdict::WA, ""};
  } else if (!c.signal) {
    switch (c.status) {
      case 0: return {Verdict::AC, ""};
      case 1: return {Verdict::WA, ""};
      case 2: case 4: case 8: return {Verdict::PE, ""};
      case 7: return {Verdict::WA, "points, not full marks: "};
      default:
        if (c.status >= 16) return {Verdict::WA, "partly correct, not full marks: "};
    }
  }
  const std::string why = c.signal                     ? "signal " + std::to_string(c.signal)
                          : checking.kind == CheckerKind::kKattis ? "exit status " + std::to_string(c.status) + " (42 or 43 expected)"
                          : c.status == 3             ? "exit status 3 (testlib's fail)"
                                                      : "exit status " + std::to_string(c.status) + " (none of testlib's)";
  throw judge::CheckerFailed(who, who + " failed" + which + ": " + why + (message.empty() ? "" : ": " + message));
}

Result checked_any(const Setup& setup, std::size_t k, const Test& test, const std::string& base, const limited::Run& run,
                   const Result& measured, const std::string& input) {
  const Checking& checking = setup.any.checking;
  const std::string which = " on test " + std::to_string(k + 1) + " (" + test.name + ")";
  if (checking.kind == CheckerKind::kTokens) {
    const std::string difference =
        token_difference(read_file(base + ".ans"), read_file(base + ".out"), checking.rules_for(test));
    write_file(base + ".check", difference.empty() ? "ok: the tokens match the answer's\n" : difference + "\n");
    return difference.empty() ? verdict(Verdict::AC, "", measured) : verdict(Verdict::WA, shortened(difference), measured);
  }
  limited::Run check;
  check.deadline = run.deadline, check.limits = kCheckerLimits;
  check.out = base + ".check.out", check.err = base + ".check";
  const std::string feedback = base + ".feedback";
  if (checking.kind == CheckerKind::kKattis) {  // problemtools' verifyproblem.py, OutputValidators.validate
    if (input == base + ".in") fresh_folder(feedback);  // a later pass's is the first pass's
    check.argv = checking.program;
    for (const std::string& w : {input, base + ".ans", feedback + "/"}) check.argv.push_back(w);
    const std::vector<std::string> flags = checking.flags_for(test);
    check.argv.insert(check.argv.end(), flags.begin(), flags.end());
    check.in = base + ".out";
  } else {
    check.argv = checking.program;
    for (const std::string& w : {base + ".in", base + ".out", base + ".ans"}) check.argv.push_back(w);
    check.in = "/dev/null";
  }
  const limited::Outcome c = limited::run_limited(check);
  if (c.stopped) return verdict(Verdict::STOP, "", measured);
  if (c.out_of_time) {
    Result r = verdict(Verdict::STOP, "", measured);
    r.out_of_time = true;
    return r;
  }
  const std::string who = checking.kind == CheckerKind::kKattis ? "the output validator" : "the checker";
  if (c.over_cpu || c.over_wall || c.over_memory || c.over_output)
    throw judge::CheckerFailed(who, who + " went past its " + checker_limit_passed(c, base) + which);
  const std::string said = read_left(base + ".check", kMessageBytes, who + "'s message" + which);
  if (checking.kind == CheckerKind::kKattis) {
    const std::string message = judge_message(feedback, which);
    const Said s = said_by_status(checking, c, who, which,
                                  message.empty() && said.empty() ? "" : last_line(message.empty() ? said : message));
    if (!message.empty()) write_file(base + ".check", message + (said.empty() ? "" : "\n" + said));
    Result r = s.verdict == Verdict::AC ? scored(verdict(Verdict::AC, "", measured), feedback, which)
                                        : verdict(Verdict::WA, message.empty() ? last_line(said) : one_line(message), measured);
    r.left_message = !message.empty();
    return r;
  }
  const std::string message = first_line(said);
  const Said s = said_by_status(checking, c, who, which, message);
  return verdict(s.verdict, s.before + message, measured);
}

Result verdict_of(const Setup& setup, std::size_t k, const Test& test, const std::string& base,
                  const limited::Run& run, const limited::Outcome& o, const Result& measured) {
  const std::string task = setup.site.task();
  const Result failed = run_failure(setup, test, base, run, o, measured);
  if (failed.verdict != Verdict::AC) return failed;
  if (setup.files && o.not_regular)
    return verdict(Verdict::WA, task + ".out is not a regular file (a symlink is never followed)", measured);
  if (setup.files && !o.took) return verdict(Verdict::WA, "no " + task + ".out written", measured);
  if (test.no_answer) return verdict(Verdict::RAN, "no answer to compare with", measured);
  if (test.same_is_right && read_file(base + ".out") == read_file(base + ".ans")) {
    write_file(base + ".check", "ok: the output is the answer, byte for byte (no checker ran)\n");
    return verdict(Verdict::AC, "", measured);
  }
  if (setup.any.kind != ProblemKind::kSuite) return checked_any(setup, k, test, base, run, measured, base + ".in");
  const limited::Outcome c = run_checker(setup, base, base + ".check.out", base + ".check", run.deadline);
  if (c.stopped) return verdict(Verdict::STOP, "", measured);
  if (c.out_of_time) {
    Result r = verdict(Verdict::STOP, "", measured);
    r.out_of_time = true;
    return r;
  }
  if (c.over_cpu || c.over_wall || c.over_memory || c.over_output)
    throw judge::JudgeError("the checker went past its " + checker_limit_passed(c, base) + " on test " +
                              std::to_string(k + 1) + " (" + test.name + ")");
  const std::string said_by_checker = first_line(read_left(base + ".check", kMessageBytes, "the checker's message"));
  if (c.status < 0 || c.status > 2)
    throw judge::JudgeError("the checker failed on test " + std::to_string(k + 1) + " (" + test.name +
                              "): " + said_by_checker);
  static const Verdict kByStatus[] = {Verdict::AC, Verdict::WA, Verdict::PE};
  if (setup.site.compare == judges::Compare::kText && c.status == 0) {  // right, but is it the very text?
    const std::string difference = text_difference(read_file(base + ".ans"), read_file(base + ".out"));
    if (!difference.empty())
      return verdict(Verdict::WA, "a right answer, but " + setup.site.title + " compares the text: " + difference,
                     measured);
  }
  return verdict(kByStatus[c.status], said_by_checker, measured);
}

}  // namespace grading_detail

limited::Outcome run_checker(const Setup& setup, const std::string& base, const std::string& out,
                             const std::string& message, std::chrono::steady_clock::time_point deadline) {
  limited::Run check;
  check.deadline = deadline;
  check.argv = {setup.problem.checker, base + ".in", base + ".out", base + ".ans"};
  check.in = "/dev/null", check.out = out, check.err = message;
  check.limits = kCheckerLimits;
  return limited::run_limited(check);
}

}  // namespace judge
