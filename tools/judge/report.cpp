// report.cpp: what the judge prints (report.hpp).
#include "judge/report.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>
#include <vector>

#include "judge/difference.hpp"
#include "judge/files.hpp"
#include "judge/interact.hpp"
#include "judge/replay_bound.hpp"
#include "judge/text.hpp"
#include "limited/cpus.hpp"
#include "limited/unboxed.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

std::string folder_size(const fs::path& folder) {  // "12 KB", "16.0 MB": the disk it takes
  const long kb = static_cast<long>((limited::folder_bytes(folder.string()) + 1023) / 1024);
  return kb < 1024 ? std::to_string(kb) + " KB" : megabytes(kb);
}

// A replay page (tools/replay/) beside test k's files: the answer checked and
// drawn move by move, bounded (replay_bound.hpp) by the room that the test's
// output limit leaves beside its files. Its path, and what it holds if not
// the whole output.
std::pair<std::string, std::string> replay_page(const Setup& setup, const Work& work, std::size_t k, const Test& test) {
  const std::string base = work.test_base(k, test.name);
  unsigned long long files = 0;
  for (const char* ext : {".out", ".err", ".stdout"}) {
    std::error_code ec;
    const auto size = fs::file_size(base + ext, ec);
    files += ec ? 0 : size;
  }
  const unsigned long long limit = static_cast<unsigned long long>(output_kb_of(setup, base)) * 1024;
  const ReplayPage page = bounded_replay(setup.problem.name, test.input, read_file(base + ".out"),
                                         read_file(base + ".ans"), limit > files ? limit - files : 0);
  write_file(base + ".html", page.html);
  return {base + ".html", page.note};
}

// How the box's memory, CPU and processes are counted, and what sampling
// cannot see (limited/run_watch.hpp's Sample).
std::string counted_by(const Setup& setup) {
  const std::string cgroup = setup.sandbox ? limited::cgroup_base().words() : "";
  return limited::pinning_words(setup.jobs) + "; memory, CPU and processes " +
         (cgroup.empty() ? std::string("sampled every 10 ms (no cgroup here: unseen are the CPU of children that end "
                                       "within a poll, memory held for less than two polls, shared memory that no "
                                       "process maps and the kernel's memory for mappings)")
                         : "counted by " + cgroup);
}

// Sandboxed or not, and without the box, whether what a test makes in SysV
// IPC and POSIX message queues ends with it.
std::string sandboxed_or_not(const Setup& setup) {
  if (setup.sandbox) return "sandboxed (bubblewrap: the system read-only, no network)";
  return limited::unboxed_ipc_is_own()
             ? "not sandboxed (--no-sandbox): a test's SysV IPC objects and POSIX message queues end with it"
             : "not sandboxed (--no-sandbox): the SysV IPC objects and POSIX message queues a test makes outlive it "
               "(this user cannot make an IPC namespace)";
}

// A line of an interaction log as shown: shortened, its mark of a missing
// newline (kNoNewline) kept past the cut.
std::string log_line(const std::string& line) {
  const std::size_t mark = std::strlen(kNoNewline);
  const bool marked = line.size() >= mark && line.compare(line.size() - mark, mark, kNoNewline) == 0;
  return marked ? shortened(line.substr(0, line.size() - mark)) + kNoNewline : shortened(line);
}

const std::size_t kShownLines = 8;  // of an interaction log, of a judgemessage.txt
const std::size_t kMessageTail = 16 << 10;  // what the report reads of a judgemessage.txt, at most

bool blank(const std::string& line) { return line.find_first_not_of(" \t\r") == std::string::npos; }

// The last lines of the Kattis validator's judgemessage.txt at `path`,
// unless the verdict's `detail` shows it whole (one line, not cut), and what
// came before them: counted in lines, or in bytes where only its last 16 KB
// were read (a line of which no start was read is shown as "...", its piece).
void put_message_tail(const std::string& path, const std::string& detail, judge_io::Writer& out) {
  unsigned long long size = 0;
  const std::string tail = read_left_end(path, kMessageTail, "the output validator's judgemessage.txt", size);
  const unsigned long long unread = size - tail.size();
  const std::size_t newline = unread > 0 ? tail.find('\n') : std::string::npos;  // ends a line read in part
  const bool piece = unread > 0 && newline == std::string::npos;  // one line, its start not read
  std::vector<std::size_t> starts;  // of the lines read whole, the blank ones at the end left out
  std::vector<std::string> lines;
  for (std::size_t at = newline == std::string::npos ? 0 : newline + 1; at < tail.size();) {
    const std::size_t end = std::min(tail.find('\n', at), tail.size());
    starts.push_back(at), lines.push_back(tail.substr(at, end - at));
    at = end + 1;
  }
  while (!lines.empty() && blank(lines.back())) lines.pop_back(), starts.pop_back();
  if (lines.empty()) return;
  const bool one = unread == 0 && std::count_if(lines.begin(), lines.end(), blank) + 1 == static_cast<long>(lines.size());
  if (one && lines.back().size() <= 160 && detail.find(shortened(lines.back())) != std::string::npos) return;
  const std::size_t first = lines.size() > kShownLines ? lines.size() - kShownLines : 0;
  const unsigned long long before = unread + starts[first];  // bytes
  const std::string where = judge_io::escaped(path);
  if (before == 0) {
    out.put("the output validator's judgemessage.txt, in " + where + ":\n");
  } else {
    const long long shown = static_cast<long long>(lines.size() - first);
    out.put("the output validator's judgemessage.txt, its last " + count_of(shown, "line") + "; all of it in " + where + ":\n");
    out.put("  ... (" + (unread > 0 ? count_of(static_cast<long long>(before), "byte")
                                    : count_of(static_cast<long long>(first), "line")) + " before these)\n");
  }
  for (std::size_t i = first; i < lines.size(); ++i) out.put("  " + std::string(piece ? "..." : "") + shortened(lines[i]) + "\n");
}

// The answer and the output around their first difference, where a WA or
// PE came from comparing them: not an interactive test's (its .out is the
// log) nor a multi-pass one's (the last pass's). Regular files only (a pipe
// put in their place is never waited on).
void put_difference(const Setup& setup, const Test& test, const std::string& base, Verdict v, judge_io::Writer& out) {
  const Checking& checking = setup.any.checking;
  if ((v != Verdict::WA && v != Verdict::PE) || checking.interactive || checking.passes > 0) return;
  for (const std::string& file : {base + ".ans", base + ".out"})
    if (!fs::is_regular_file(fs::symlink_status(file))) return;
  std::ifstream answer(base + ".ans", std::ios::binary), output(base + ".out", std::ios::binary);
  if (!answer || !output) return;
  DifferenceStyle style;
  style.colour = colour_wanted();
  if (setup.any.kind == ProblemKind::kSuite) {  // the suite's answer: the one right answer where the text is compared
    style.match = setup.site.compare == judges::Compare::kText ? LineMatch::exact : LineMatch::end_space;
    style.answer_name = setup.site.compare == judges::Compare::kText ? "the suite's answer" : "the suite's answer, one of the right ones";
  } else if (checking.kind == CheckerKind::kTokens) {  // as the default validator compared them
    style.match = LineMatch::tokens;
    style.rules = checking.rules_for(test);
  }
  out.put(difference_view(answer, output, style));
}

// A test that ran with no answer: its output's first lines (of its first 16 KB).
void put_output(std::size_t k, const Test& test, const Work& work, judge_io::Writer& out) {
  const std::string path = work.test_base(k, test.name) + ".out";
  unsigned long long size = 0;
  const std::string head = read_left_at(path, kMessageTail, "the output of test " + std::to_string(k + 1), false, size);
  std::vector<std::string> lines;
  std::istringstream text(head);
  for (std::string line; lines.size() <= kShownLines && std::getline(text, line);) lines.push_back(line);
  const bool whole = lines.size() <= kShownLines && head.size() == size;
  if (lines.size() > kShownLines) lines.pop_back();
  out.put("test " + std::to_string(k + 1) + " (" + judge_io::escaped(test.name) + "), no answer to compare with; " +
          (size == 0 ? "it wrote nothing\n"
           : whole   ? "its output:\n"
                     : "its output's first lines; all of it in " + judge_io::escaped(path) + ":\n"));
  for (const std::string& line : lines) out.put("  " + shortened(line) + "\n");
  if (!whole && size > 0) out.put("  ...\n");
}

}  // namespace

std::string judged_as(const Setup& setup) {
  if (setup.any.kind != ProblemKind::kSuite) {  // a folder of tests or a package: each limit and where it came from
    const AnyProblem& any = setup.any;
    const limited::Limits& limits = setup.limits;
    return "judged by " + any.checking.title + "\nlimits " + seconds_text(limits.seconds) + " (" + any.time_from +
           "), " + megabytes(limits.memory_kb) + " (" + any.memory_from + "; stack " + megabytes(limits.stack_kb) +
           "), output " + (setup.output_limit_set ? megabytes(limits.output_kb) : default_output_words()) + " a test" +
           (any.output_from.empty() ? "" : " (" + any.output_from + ")") + "; " +
           sandboxed_or_not(setup) +
           "; " + counted_by(setup) + "\n";
  }
  const judges::Site& site = setup.site;
  const limited::Limits& limits = setup.limits;
  const std::string task = site.task();
  return "judged as " + site.title +
         (site.compare == judges::Compare::kText ? " (the text must match)" : " (its checker: any right answer)") +
         (task.empty()   ? ""
          : setup.files ? ", reading " + task + ".in and writing " + task + ".out"
                        : ", on stdin and stdout (--judge " + site.name + ": " + task + ".in and " + task + ".out)") +
         "\nlimits " + seconds_text(limits.seconds) + ", " + megabytes(limits.memory_kb) + " (stack " +
         megabytes(limits.stack_kb) + "), output " +
         (setup.output_limit_set ? megabytes(limits.output_kb) : default_output_words()) + " a test" +
         (setup.limits_set_here             ? " (set here)"
          : site.limits == "published" ? " (the judge's)"
                                       : " (assumed: the judge's are not published)") +
         "; " + sandboxed_or_not(setup) +
         "; " + counted_by(setup) + "\n";
}

std::string tests_line(const Setup& setup, std::size_t count) {
  if (setup.any.kind != ProblemKind::kSuite) {
    const std::string from = !setup.input.empty()           ? "--input " + judge_io::escaped(setup.input)
                             : setup.any.kind == ProblemKind::kPackage ? "the package " + judge_io::escaped(setup.any.given) + "'s data/"
                                                           : "the folder " + judge_io::escaped(setup.any.given);
    return setup.any.name + ": " + count_of(count, "test") + " (" + from + "), " + judged_as(setup);
  }
  static const char* const kTiers[][2] = {
      {"samples", "the statement's sample"},
      {"judge", "inputs like the judges' own"},
      {"hard", "the judge tier and the hardest inputs, harder than any judge is known to use"},
      {"full", "every tier and the suite's ranges"}};
  std::string tier_words;
  for (const auto& t : kTiers)
    if (setup.tier == t[0]) tier_words = t[1];
  const std::string what = setup.input.empty() ? setup.tier + ": " + tier_words : "--input " + judge_io::escaped(setup.input);
  return setup.problem.name + ": " + count_of(count, "test") + " (" + what + "), " + judged_as(setup);
}

std::string test_line(std::size_t k, const Test& test, const Result& r) {
  char line[160];
  std::snprintf(line, sizeof line, "test %3d  %-18s %-4s %8s %9s", static_cast<int>(k + 1), test.name.c_str(),
                name_of(r.verdict), seconds_text(r.cpu).c_str(), megabytes(r.peak_kb).c_str());
  const std::string said = r.verdict != Verdict::AC ? r.detail : r.score.empty() ? "" : "score " + r.score;
  return std::string(line) + (said.empty() ? "" : "  " + said) + "\n";
}

int report_results(const Setup& setup, const Work& work, const std::vector<Test>& tests,
                   const std::vector<bool>& selected, const std::vector<Result>& results, judge_io::Writer& out,
                   std::size_t not_run) {
  std::size_t count = 0, accepted = 0, ran = 0;
  std::vector<std::pair<Verdict, int> > counts;  // verdict, how many, in order of first appearance
  for (std::size_t k = 0; k < results.size(); ++k) {
    if (!selected[k]) continue;
    const Verdict v = results[k].verdict;
    ++count, accepted += v == Verdict::AC, ran += v == Verdict::RAN;
    auto it = std::find_if(counts.begin(), counts.end(), [&](const std::pair<Verdict, int>& c) { return c.first == v; });
    if (it == counts.end()) counts.push_back({v, 1});
    else ++it->second;
  }
  std::string summary = count_of(static_cast<long long>(count + not_run), "test") + ":";
  for (std::size_t i = 0; i < counts.size(); ++i)
    summary += (i ? ", " : " ") + std::to_string(counts[i].second) + " " + name_of(counts[i].first) +
               (counts[i].first == Verdict::RAN ? " with no answer to compare with" : "");
  if (not_run > 0) summary += (counts.empty() ? " " : ", ") + thousands(static_cast<long long>(not_run)) + " not run (--first)";
  out.put(summary + "\n");
  for (std::size_t k = 0; k < results.size(); ++k)
    if (selected[k] && results[k].verdict == Verdict::RAN) put_output(k, tests[k], work, out);
  // A replay page beside the first failing test's files, and beside every
  // test's with --keep.
  std::string first_replay;
  for (std::size_t k = 0; k < results.size(); ++k)
    if (selected[k] && fails_the_test(results[k].verdict)) {
      const std::string base = work.test_base(k, tests[k].name);  // past pass 1, that pass's input
      const int pass = results[k].pass;
      out.put("first failure: test " + std::to_string(k + 1) + " (" + tests[k].name + "), " +
              (pass > 1 ? "pass " + std::to_string(pass) + ", input " +
                              judge_io::escaped(base + ".pass" + std::to_string(pass) + ".in") + " (pass 1's: " +
                              judge_io::escaped(base + ".in") + ")"
                        : "input " + judge_io::escaped(base + ".in")) +
              "\n");
      out.put(said_with(results[k].verdict, results[k].detail) + "\n");
      if (!tests[k].files.empty())
        out.put("it ran in a folder of its own, given a copy of " + judge_io::escaped(tests[k].files) + "\n");
      if (!tests[k].description.empty()) out.put("the test: " + tests[k].description + "\n");
      if (!tests[k].hint.empty()) out.put("hint: " + tests[k].hint + "\n");
      put_difference(setup, tests[k], work.test_base(k, tests[k].name), results[k].verdict, out);
      const std::string interaction = work.test_base(k, tests[k].name) + ".interaction";
      if (setup.any.checking.interactive && fs::exists(interaction)) {  // its last lines, as a sample's .interaction shows them
        out.put("interaction (> the solution wrote, < it was sent), its last lines; all of it in " +
                judge_io::escaped(interaction) + ":\n");
        std::istringstream lines(log_tail(read_file(interaction), static_cast<int>(kShownLines)));
        for (std::string line; std::getline(lines, line);) out.put("  " + log_line(line) + "\n");
        if (!results[k].ended.empty()) out.put("  " + results[k].ended + "\n");
      }
      if (results[k].left_message)  // the validator's reason, often its last line
        put_message_tail(work.test_base(k, tests[k].name) + ".feedback/judgemessage.txt", results[k].detail, out);
      if (setup.any.kind != ProblemKind::kSuite) {  // a replay page draws the suite's puzzles only
      } else if (!replayed(results[k].verdict)) {
        out.put(kNoReplay);
      } else {
        const auto page = replay_page(setup, work, k, tests[k]);
        first_replay = page.first;
        out.put("replay: " + judge_io::escaped(first_replay) + " (open it in a browser" +
                (page.second.empty() ? "" : "; " + page.second) + ")\n");
      }
      break;
    }
  if (setup.keep && setup.any.kind == ProblemKind::kSuite)
    for (std::size_t k = 0; k < results.size(); ++k)
      if (selected[k] && replayed(results[k].verdict) && work.test_base(k, tests[k].name) + ".html" != first_replay)
        replay_page(setup, work, k, tests[k]);
  const bool all = accepted == count && not_run == 0;  // nor a test that ran with no answer
  if (all && !setup.keep) fs::remove_all(work.folder);
  else out.put("the tests, outputs and checker messages are in " + judge_io::escaped(work.folder.string()) + " (" +
               folder_size(work.folder) + ")\n");
  return accepted + ran == count && not_run == 0 ? 0 : 1;
}

}  // namespace judge
