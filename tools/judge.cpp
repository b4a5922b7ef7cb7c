// judge: runs anyone's program on the suite's tests for one problem, under a
// judge's limits, and gives every test a verdict from the suite's checker.
//
//   judge PROBLEM [--judge NAME] [--tests samples|judge|full] [--time-limit SECONDS]
//         [--memory-limit MB] [-j N] [--usaco] [--keep] -- COMMAND [ARGS...]
//
// PROBLEM: shuttle, rotation_game or black_white. The tests are made on the
// fly, the same every time (fixed seeds), in judge-sized files; the expected
// answers come from the suite's own programs, the verdicts from its checkers
// (testlib's protocol: exit 0 AC, 1 WA, 2 PE, 3 the judge's own data is bad).
// Each test runs COMMAND with stdin from the test file and stdout and stderr
// to files, killed past the time limit (CPU seconds; or twice that, plus a
// second, of wall time) or the memory limit (peak resident memory).
// --judge NAME judges as that judge of tools/judges.tsv does: its layout (the
// expected answers are printed in it), its file names (TASK.in in an empty
// folder, TASK.out read back), its limits, and its way of comparing: the
// checker where it has a special judge, else the text itself (a right answer
// in other words is WA there, and the verdict says so). Without --judge, the
// problem's home judge (USACO training, POJ, 一本通), but on stdin and stdout;
// --usaco is --judge usaco. Verdicts: AC, WA, PE, TLE, MLE, RE. Exit status 0
// only when every test is AC; 1 otherwise; 2 for a bad command line or a
// COMMAND that cannot run. Not a sandbox: COMMAND runs as the caller.
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

// The rotation game's moves, from the program itself, to make boards.
#define main rotation_game_main
#include "rotation_game.cpp"
#undef main

#include "judges.hpp"

namespace {

namespace fs = std::filesystem;

const char* const kProgram = "judge";

struct Problem {
  std::string name;
  const char* reference;  // the suite's program that makes the expected answers
  const char* checker;
  const char* home;       // the judge it comes from, in tools/judges.tsv
};

const Problem kProblems[] = {
    {"shuttle", JUDGE_SHUTTLE_FORMULA, JUDGE_CHECK_SHUTTLE, "usaco"},
    {"rotation_game", JUDGE_ROTATION_GAME, JUDGE_CHECK_ROTATION_GAME, "poj"},
    {"black_white", JUDGE_BLACK_WHITE, JUDGE_CHECK_BLACK_WHITE, "ybt"},
};

struct Test {
  std::string name, input;
};

std::string read_file(const fs::path& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  if (!f.flush()) judge_io::die(kProgram, "cannot write " + path.string());
}

// ---- The tests.

std::string board_line(const std::vector<int>& cells) {
  std::string line;
  for (int i = 0; i < 24; ++i) line += std::to_string(cells[i]) + (i == 23 ? "\n" : " ");
  return line;
}

std::vector<int> random_board(std::mt19937& rng) {
  std::vector<int> cells;
  for (int s = 1; s <= 3; ++s) cells.insert(cells.end(), 8, s);
  std::shuffle(cells.begin(), cells.end(), rng);
  return cells;
}

// A solved board (the centre all one symbol), then `moves` random moves.
std::vector<int> near_solved(std::mt19937& rng, int moves) {
  static const Moves rules;
  std::vector<int> outside;
  const int centre_symbol = 1 + static_cast<int>(rng() % 3);
  for (int s = 1; s <= 3; ++s)
    if (s != centre_symbol) outside.insert(outside.end(), 8, s);
  std::shuffle(outside.begin(), outside.end(), rng);
  Mask sets[3] = {0, 0, 0};
  for (int cell = 0, k = 0; cell < 24; ++cell)
    sets[(kCentre >> cell & 1 ? centre_symbol : outside[k++]) - 1] |= 1u << cell;
  for (int i = 0; i < moves; ++i) {
    const int m = static_cast<int>(rng() % 8);
    for (Mask& s : sets) s = rules.apply(m, s);
  }
  std::vector<int> cells(24);
  for (int cell = 0; cell < 24; ++cell) cells[cell] = sets[0] >> cell & 1 ? 1 : sets[1] >> cell & 1 ? 2 : 3;
  return cells;
}

std::string ran(const std::vector<std::string>& command, const std::string& input);  // below

// One number a test ("N=5"): the statement's sample; for `judge`, every
// number from..to; for `full`, the larger (or smaller) ones too.
std::vector<Test> number_tests(const std::string& tier, const std::string& name, int sample, int from, int to,
                               const std::vector<int>& more) {
  std::vector<Test> tests{{"sample", std::to_string(sample) + "\n"}};
  std::vector<int> numbers;
  for (int n = from; n <= to && tier != "samples"; ++n) numbers.push_back(n);
  if (tier == "full") numbers.insert(numbers.end(), more.begin(), more.end());
  for (int n : numbers) tests.push_back({name + "=" + std::to_string(n), std::to_string(n) + "\n"});
  return tests;
}

std::vector<Test> shuttle_tests(const std::string& tier) {
  return number_tests(tier, "N", 3, 1, 12, {13, 20, 50, 100, 250, 500, 1000});  // USACO: N <= 12
}

std::vector<Test> rotation_tests(const std::string& tier) {
  std::vector<Test> tests{{"sample", read_file(fs::path(JUDGE_SAMPLES_DIR) / "rotation_game/sample-judge.in")}};
  if (tier == "samples") return tests;
  // The 192 hardest boards, 30 to a file (POJ: at most 30 boards an input).
  std::istringstream hardest(ran({JUDGE_HARDEST_BOARDS}, ""));
  std::vector<std::string> lines;
  for (std::string line; std::getline(hardest, line) && line != "0";) lines.push_back(line + "\n");
  for (std::size_t i = 0; i < lines.size(); i += 30) {
    std::string text;
    for (std::size_t j = i; j < std::min(lines.size(), i + 30); ++j) text += lines[j];
    tests.push_back({"hardest-" + std::to_string(i / 30 + 1), text + "0\n"});
  }
  std::mt19937 rng(2286);
  std::string random_text[3], near;
  for (std::string& text : random_text)
    for (int b = 0; b < 30; ++b) text += board_line(random_board(rng));
  for (int b = 0; b < 30; ++b) near += board_line(near_solved(rng, b % 5));
  tests.push_back({"random-1", random_text[0] + "0\n"});
  tests.push_back({"random-2", random_text[1] + "0\n"});
  tests.push_back({"near-solved", near + "0\n"});
  // The same boards laid out otherwise: CRLF, tabs, no final newline.
  std::string crlf, tabs;
  for (char c : random_text[2] + "0\n") crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  for (char c : random_text[2] + "0\n") tabs += c == ' ' ? '\t' : c;
  tests.push_back({"crlf", crlf});
  tests.push_back({"tabs", tabs});
  tests.push_back({"no-final-newline", random_text[2] + "0"});
  if (tier == "full") {
    std::string many;
    for (int b = 0; b < 1000; ++b) many += board_line(random_board(rng));
    tests.push_back({"1000-random", many + "0\n"});
  }
  return tests;
}

std::vector<Test> black_white_tests(const std::string& tier) {
  return number_tests(tier, "n", 7, 4, 99, {1, 2, 3, 100, 200, 500, 1000});  // the book: 4 <= n < 100
}

// ---- Running a program under limits.

struct Limits {
  double seconds;
  long memory_kb;
};

struct Outcome {
  bool ran = false;     // it started
  int status = -1;      // exit status, or -1
  int signal = 0;       // the signal that ended it, or 0
  bool over_time = false, over_memory = false;
  double cpu = 0;       // user + system seconds
  long peak_kb = 0;     // peak resident memory
};

// User + system time so far, and the peak resident memory, from /proc.
void sample(pid_t pid, double& cpu, long& peak_kb) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  const std::size_t close = text.rfind(')');  // the name may hold spaces
  if (close != std::string::npos) {
    std::istringstream fields(text.substr(close + 2));
    std::string f;
    long ticks = 0;
    for (int i = 3; i <= 15 && fields >> f; ++i)
      if (i >= 14) ticks += std::atol(f.c_str());  // utime, stime
    cpu = std::max(cpu, static_cast<double>(ticks) / static_cast<double>(sysconf(_SC_CLK_TCK)));
  }
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);)
    if (line.compare(0, 6, "VmHWM:") == 0) peak_kb = std::max(peak_kb, std::atol(line.c_str() + 6));
}

// Runs argv in `folder` (or here), stdin from `in`, stdout and stderr to
// files, and stops it past the limits (limits.seconds <= 0: none).
Outcome run_limited(const std::vector<std::string>& argv, const std::string& folder, const std::string& in,
                    const std::string& out, const std::string& err, const Limits& limits) {
  std::vector<char*> words;
  for (const std::string& w : argv) words.push_back(const_cast<char*>(w.c_str()));
  words.push_back(nullptr);
  Outcome o;
  const pid_t pid = fork();
  if (pid < 0) judge_io::die(kProgram, std::string("cannot start a process: ") + std::strerror(errno));
  if (pid == 0) {  // the child: its own process group, so that all of it can be stopped
    setpgid(0, 0);
    if (!folder.empty() && chdir(folder.c_str()) != 0) _exit(127);
    const int fd_in = open(in.c_str(), O_RDONLY), fd_out = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644),
              fd_err = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd_in < 0 || fd_out < 0 || fd_err < 0) _exit(127);
    dup2(fd_in, 0), dup2(fd_out, 1), dup2(fd_err, 2);
    close(fd_in), close(fd_out), close(fd_err);
    if (limits.seconds > 0) {  // a backstop; the polling below decides
      const rlim_t cpu = static_cast<rlim_t>(std::ceil(limits.seconds)) + 1;
      const rlimit r = {cpu, cpu + 1};
      setrlimit(RLIMIT_CPU, &r);
    }
    execvp(words[0], words.data());
    _exit(127);
  }
  setpgid(pid, pid);
  o.ran = true;
  const auto start = std::chrono::steady_clock::now();
  int wstatus = 0;
  rusage usage{};
  for (;;) {
    const pid_t done = wait4(pid, &wstatus, WNOHANG, &usage);
    if (done == pid) break;
    if (limits.seconds > 0) {
      sample(pid, o.cpu, o.peak_kb);
      const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      o.over_time = o.cpu > limits.seconds || wall > 2 * limits.seconds + 1;
      o.over_memory = o.peak_kb > limits.memory_kb;
      if (o.over_time || o.over_memory) {
        kill(-pid, SIGKILL);
        wait4(pid, &wstatus, 0, &usage);
        break;
      }
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  kill(-pid, SIGKILL);  // anything it left behind in its group
  o.cpu = std::max(o.cpu, usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
                              (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6);
  o.peak_kb = std::max(o.peak_kb, usage.ru_maxrss);
  if (limits.seconds > 0) o.over_time = o.over_time || o.cpu > limits.seconds;
  if (limits.memory_kb > 0) o.over_memory = o.over_memory || o.peak_kb > limits.memory_kb;
  if (WIFEXITED(wstatus)) o.status = WEXITSTATUS(wstatus);
  if (WIFSIGNALED(wstatus)) o.signal = WTERMSIG(wstatus);
  return o;
}

fs::path g_work;  // the folder of this run's files

// Test k's files: g_work/NN-name.in, .ans, .out, .err, .check.
std::string test_base(std::size_t k, const Test& test) {
  char number[8];
  std::snprintf(number, sizeof number, "%02d", static_cast<int>(k + 1));
  return (g_work / (std::string(number) + "-" + test.name)).string();
}

// What `command` prints for `input` (a suite program: no limits).
std::string ran(const std::vector<std::string>& command, const std::string& input) {
  static std::atomic<int> count{0};
  const std::string base = (g_work / ("reference-" + std::to_string(count++))).string();
  write_file(base + ".in", input);
  const Outcome o = run_limited(command, "", base + ".in", base + ".out", base + ".err", Limits{0, 0});
  if (o.status != 0) judge_io::die(kProgram, command[0] + " failed: " + read_file(base + ".err"));
  const std::string out = read_file(base + ".out");
  for (const char* ext : {".in", ".out", ".err"}) fs::remove(base + ext);
  return out;
}

// ---- Verdicts.

struct Result {
  std::string verdict, detail;  // detail: why, in a few words
  double cpu = 0;
  long peak_kb = 0;
};

std::string first_line(const std::string& text) {
  const std::string line = text.substr(0, text.find('\n'));
  return judge_io::escaped(line.size() > 160 ? line.substr(0, 157) + "..." : line);
}

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f s", s);
  return buf;
}

std::string megabytes(long kb) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f MB", static_cast<double>(kb) / 1024);
  return buf;
}

// "" when the texts are equal, else the first line that differs and how.
std::string text_difference(const std::string& want, const std::string& got) {
  std::istringstream a(want), b(got);
  std::string x, y;
  for (int line = 1;; ++line) {
    const bool more_a = static_cast<bool>(std::getline(a, x)), more_b = static_cast<bool>(std::getline(b, y));
    if (!more_a && !more_b) return want == got ? "" : "the last line ends otherwise";
    if (more_a != more_b || x != y)
      return "line " + std::to_string(line) + " is \"" + first_line(more_b ? y : "(the end)") + "\", not \"" +
             first_line(more_a ? x : "(the end)") + "\"";
  }
}

struct Judge {
  Problem problem;
  judges::Judge site;  // the judge whose layout, files and comparison these are
  Limits limits;
  std::vector<std::string> command;
  bool files = false;  // site.task().in in a folder of its own, not stdin

  // Runs test k (its files: test_base) and judges it.
  Result judge(std::size_t k, const Test& test) const {
    const std::string base = test_base(k, test);
    Result r;
    Outcome o;
    const std::string task = site.task();
    const fs::path folder = base + ".files";
    if (files) {  // an empty folder with TASK.in; the answer is TASK.out
      fs::remove_all(folder);
      fs::create_directory(folder);
      fs::copy_file(base + ".in", folder / (task + ".in"));
      o = run_limited(command, folder.string(), "/dev/null", base + ".stdout", base + ".err", limits);
      if (fs::exists(folder / (task + ".out")))
        fs::copy_file(folder / (task + ".out"), base + ".out", fs::copy_options::overwrite_existing);
      else write_file(base + ".out", "");
    } else {
      o = run_limited(command, "", base + ".in", base + ".out", base + ".err", limits);
    }
    r.cpu = o.cpu, r.peak_kb = o.peak_kb;
    if (o.over_time) return r.verdict = "TLE", r.detail = "over " + seconds_text(limits.seconds), r;
    if (o.over_memory) return r.verdict = "MLE", r.detail = "over " + megabytes(limits.memory_kb), r;
    if (o.signal) return r.verdict = "RE", r.detail = std::string("signal ") + std::to_string(o.signal) + " (" + strsignal(o.signal) + ")", r;
    if (o.status != 0) {
      r.verdict = "RE", r.detail = "exit status " + std::to_string(o.status);
      const std::string err = read_file(base + ".err");
      if (!err.empty()) r.detail += ": " + first_line(err);
      return r;
    }
    if (files && !fs::exists(folder / (task + ".out")))
      return r.verdict = "WA", r.detail = "no " + task + ".out written", r;
    const Outcome c = run_limited({problem.checker, base + ".in", base + ".out", base + ".ans"}, "", "/dev/null",
                                  base + ".check.out", base + ".check", Limits{0, 0});
    r.detail = first_line(read_file(base + ".check"));
    static const char* const kByStatus[] = {"AC", "WA", "PE", "FAIL"};
    r.verdict = c.status >= 0 && c.status <= 3 ? kByStatus[c.status] : "FAIL";
    if (site.compare == "text" && r.verdict == "AC") {  // right, but is it the very text?
      const std::string difference = text_difference(read_file(base + ".ans"), read_file(base + ".out"));
      if (!difference.empty())
        r.verdict = "WA", r.detail = "a right answer, but " + site.title + " compares the text: " + difference;
    }
    return r;
  }
};

// Where COMMAND is, or why it cannot run.
std::string cannot_run(const std::string& command) {
  std::vector<std::string> places;
  if (command.find('/') != std::string::npos) {
    places.push_back(command);
  } else {
    const char* path = std::getenv("PATH");
    std::istringstream dirs(path ? path : "/usr/bin:/bin");
    for (std::string dir; std::getline(dirs, dir, ':');) places.push_back((dir.empty() ? "." : dir) + "/" + command);
  }
  bool found = false;
  for (const std::string& p : places) {
    struct stat st {};
    if (stat(p.c_str(), &st) != 0 || S_ISDIR(st.st_mode)) continue;
    found = true;
    if (access(p.c_str(), X_OK) == 0) return "";
  }
  return found ? "it is not executable" : "no such file";
}

std::string shown(double v) {  // 0.01, 3600
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

double number_in(const judge_io::Args& args, const std::string& option, const std::string& text, double lo, double hi) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || !(v >= lo && v <= hi))
    args.refuse(option + " takes a number from " + shown(lo) + " to " + shown(hi) + ", not " + judge_io::escaped(text));
  return v;
}

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, kProgram,
                      "shuttle|rotation_game|black_white [--judge NAME] [--tests samples|judge|full] "
                      "[--time-limit SECONDS] [--memory-limit MB] [-j N] [--usaco] [--keep] -- COMMAND [ARGS...]");
  const std::string site_name = args.value("--judge", ""), tier = args.value("--tests", "judge"),
                    time_text = args.value("--time-limit", ""),
                    memory_text = args.value("--memory-limit", ""), jobs_text = args.value("-j", "1");
  const bool usaco = args.flag("--usaco"), keep = args.flag("--keep");
  args.check(2, 1 << 20);
  const std::vector<std::string>& words = args.operands();
  Judge j;
  const Problem* problem = nullptr;
  for (const Problem& p : kProblems)
    if (p.name == words[0]) problem = &p;
  if (!problem) args.refuse("the problem is shuttle, rotation_game or black_white, not " + judge_io::escaped(words[0]));
  if (tier != "samples" && tier != "judge" && tier != "full")
    args.refuse("--tests takes samples, judge or full, not " + judge_io::escaped(tier));
  if (usaco && problem->name != "shuttle") args.refuse("--usaco is for the shuttle only");
  if (usaco && !site_name.empty() && site_name != "usaco") args.refuse("--usaco is --judge usaco");
  std::vector<judges::Judge> sites;
  try {
    sites = judges::read(JUDGE_JUDGES_TSV);
  } catch (const std::exception& e) {
    judge_io::die(kProgram, e.what());
  }
  const std::string named = usaco ? "usaco" : site_name.empty() ? problem->home : site_name;
  const judges::Judge* site = judges::find(sites, named, problem->name);
  if (!site) {
    std::string known;
    for (const judges::Judge& s : sites)
      if (s.problem == problem->name) known += (known.empty() ? "" : ", ") + s.judge;
    args.refuse("no judge " + judge_io::escaped(named) + " for " + problem->name + "; there are " + known);
  }
  j.problem = *problem;
  j.site = *site;
  j.files = !site_name.empty() || usaco ? !site->task().empty() : false;  // the home judge: stdin
  j.limits.seconds = time_text.empty() ? site->seconds : number_in(args, "--time-limit", time_text, 0.01, 3600);
  j.limits.memory_kb = memory_text.empty() ? site->memory_kb
                                           : static_cast<long>(number_in(args, "--memory-limit", memory_text, 1, 65536) * 1024);
  const int jobs = static_cast<int>(number_in(args, "-j", jobs_text, 1, 64));
  j.command.assign(words.begin() + 1, words.end());
  const std::string why = cannot_run(j.command[0]);
  if (!why.empty()) judge_io::die(kProgram, "cannot run " + judge_io::escaped(j.command[0]) + ": " + why);
  if (j.files)  // it runs in a folder of its own: files named here must still be found
    for (std::string& w : j.command)
      if (fs::exists(w)) w = fs::absolute(w).string();

  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/judge-XXXXXX";
  std::vector<char> buffer(pattern.begin(), pattern.end());
  buffer.push_back('\0');
  if (!mkdtemp(buffer.data())) judge_io::die(kProgram, std::string("cannot make a folder: ") + std::strerror(errno));
  g_work = buffer.data();

  const std::vector<Test> tests = problem->name == "shuttle"         ? shuttle_tests(tier)
                                  : problem->name == "rotation_game" ? rotation_tests(tier)
                                                                     : black_white_tests(tier);
  for (std::size_t k = 0; k < tests.size(); ++k) {
    const std::string base = test_base(k, tests[k]);
    write_file(base + ".in", tests[k].input);
    std::vector<std::string> reference{problem->reference};
    for (const std::string& w : site->option_words()) reference.push_back(w);
    write_file(base + ".ans", ran(reference, tests[k].input));
  }

  judge_io::Writer out(stdout, kProgram);
  const std::string task = site->task();
  out.put(problem->name + ": " + std::to_string(tests.size()) + " tests (" + tier + "), judged as " + site->title +
          (site->compare == "text" ? " (the text must match)" : " (its checker: any right answer)") +
          (task.empty() ? "" : j.files ? ", reading " + task + ".in and writing " + task + ".out"
                                       : ", on stdin and stdout (--judge " + site->judge + ": " + task + ".in and " +
                                             task + ".out)") +
          "\nlimits " + seconds_text(j.limits.seconds) + " and " + megabytes(j.limits.memory_kb) + " a test" +
          (!time_text.empty() || !memory_text.empty() ? " (set here)"
           : site->limits == "published"             ? " (the judge's)"
                                                     : " (assumed: the judge's are not published)") +
          "\n");
  out.flush();
  std::vector<Result> results(tests.size());
  std::vector<bool> done(tests.size(), false);
  std::mutex lock;
  std::size_t printed = 0;
  std::atomic<std::size_t> next{0};
  const auto worker = [&] {
    for (std::size_t k; (k = next++) < tests.size();) {
      const Result r = j.judge(k, tests[k]);
      const std::lock_guard<std::mutex> hold(lock);
      results[k] = r, done[k] = true;
      for (; printed < tests.size() && done[printed]; ++printed) {  // in order, as soon as they can be
        const Result& p = results[printed];
        char line[160];
        std::snprintf(line, sizeof line, "test %3d  %-18s %-4s %8s %9s", static_cast<int>(printed + 1),
                      tests[printed].name.c_str(), p.verdict.c_str(), seconds_text(p.cpu).c_str(),
                      megabytes(p.peak_kb).c_str());
        out.put(std::string(line) + (p.verdict == "AC" ? "" : "  " + p.detail) + "\n");
        out.flush();
      }
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < jobs; ++t) threads.emplace_back(worker);
  for (std::thread& t : threads) t.join();

  int accepted = 0;
  std::vector<std::pair<std::string, int> > counts;  // verdict, how many, in order of first appearance
  for (const Result& r : results) {
    accepted += r.verdict == "AC";
    auto it = std::find_if(counts.begin(), counts.end(), [&](const std::pair<std::string, int>& c) { return c.first == r.verdict; });
    if (it == counts.end()) counts.push_back({r.verdict, 1});
    else ++it->second;
  }
  std::string summary = std::to_string(tests.size()) + " tests:";
  for (std::size_t i = 0; i < counts.size(); ++i) summary += (i ? ", " : " ") + std::to_string(counts[i].second) + " " + counts[i].first;
  out.put(summary + "\n");
  for (std::size_t k = 0; k < results.size(); ++k)
    if (results[k].verdict != "AC") {
      out.put("first failure: test " + std::to_string(k + 1) + " (" + tests[k].name + "), input " +
              test_base(k, tests[k]) + ".in\n");
      out.put(results[k].verdict + ": " + results[k].detail + "\n");
      break;
    }
  const bool all = accepted == static_cast<int>(tests.size());
  if (all && !keep) fs::remove_all(g_work);
  else out.put("the tests, outputs and checker messages are in " + g_work.string() + "\n");
  out.finish();
  return all ? 0 : 1;
}
