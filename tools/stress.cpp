// stress.cpp: the stress loop, the inputs it makes, and the shrinking
// (stress.hpp says what it does).
#include "stress.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

// The rotation game's moves and solver, from the program itself: the boards'
// answers and shortest moves in this process (the table built once, not in
// every run's program).
#define main stress_rotation_game_main
#include "rotation_game.cpp"
#undef main

namespace stress {
namespace {

namespace fs = std::filesystem;

// ---- The problems' inputs: a list of cases, each one line, then "0".

typedef std::vector<int> Board;  // 24 symbols, 1 to 3

// Move A..H (0..7): the line's cells one toward its head.
void play(Board& board, int move) {
  const int head = board[kLine[move][0]];
  for (int j = 0; j < 6; ++j) board[kLine[move][j]] = board[kLine[move][j + 1]];
  board[kLine[move][6]] = head;
}

std::string board_line(const Board& board) {
  std::string line;
  for (std::size_t i = 0; i < board.size(); ++i) line += (i ? " " : "") + std::to_string(board[i]);
  return line;
}

// The board of a case line (24 numbers); empty when it is not one.
Board board_of(const std::string& line) {
  std::istringstream in(line);
  Board board;
  for (int v; in >> v && v >= 1 && v <= 3;) board.push_back(v);
  return board.size() == 24 && in.eof() ? board : Board();
}

std::string input_of(const std::vector<std::string>& cases) {
  std::string text;
  for (const std::string& c : cases) text += c + "\n";
  return text + "0\n";
}

// Random numbers made the same way by every standard library (its
// distributions and std::shuffle are not), so that a seed means one input.
struct Random {
  std::mt19937_64 engine;
  explicit Random(unsigned long long seed) : engine(seed) {}
  int below(int n) { return static_cast<int>(engine() % static_cast<unsigned long long>(n)); }
  int from(int lo, int hi) { return lo + below(hi - lo + 1); }
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[static_cast<std::size_t>(below(static_cast<int>(i)))]);
  }
};

// What the suite's generator makes for a problem.
struct Shape {
  const char* what;  // "case", "board"
  const char* name;  // "N", "n"; "" for boards
  int lo = 0, hi = 0;    // the number's range
  int most_cases = 0;    // the default count of cases a file, at most
};

Shape shape_of(const std::string& problem) {
  if (problem == "shuttle") return {"case", "N", 1, 12, 10};       // USACO: N <= 12
  if (problem == "black_white") return {"case", "n", 4, 99, 10};   // the book: 4 <= n < 100
  return {"board", "", 0, 12, 30};                                 // POJ: at most 30 boards an input
}

const int kMostScramble = 12;  // a board scrambled 0 to 12 moves from solved (the hardest need 13)

// A random board (any difficulty) or one scrambled k moves from solved.
Board random_board(Random& random) {
  Board board;
  if (random.below(2) == 0) {
    for (int s = 1; s <= 3; ++s) board.insert(board.end(), 8, s);
    random.shuffle(board);
    return board;
  }
  const int centre = random.from(1, 3);
  std::vector<int> outside;
  for (int s = 1; s <= 3; ++s)
    if (s != centre) outside.insert(outside.end(), 8, s);
  random.shuffle(outside);
  board.assign(24, centre);
  for (int cell = 0, k = 0; cell < 24; ++cell)
    if ((kCentre >> cell & 1) == 0) board[static_cast<std::size_t>(cell)] = outside[k++];
  for (int i = random.from(0, kMostScramble); i > 0; --i) play(board, random.below(8));
  return board;
}

std::vector<std::string> random_cases(const std::string& problem, int most_cases, Random& random) {
  const Shape shape = shape_of(problem);
  std::vector<std::string> cases(static_cast<std::size_t>(random.from(1, most_cases)));
  for (std::string& c : cases)
    c = *shape.name ? std::to_string(random.from(shape.lo, shape.hi)) : board_line(random_board(random));
  return cases;
}

// A learner's input as cases: numbers up to a 0 (or the end), or boards of 24
// up to a lone 0. False when it is not that (it is then not cut in cases).
bool split_cases(const std::string& problem, const std::string& text, std::vector<std::string>& cases) {
  std::istringstream in(text);
  std::vector<std::string> tokens;
  for (std::string t; in >> t;) tokens.push_back(t);
  const std::size_t size = problem == "rotation_game" ? 24 : 1;
  cases.clear();
  for (std::size_t i = 0; i < tokens.size() && tokens[i] != "0"; i += size) {
    if (i + size > tokens.size()) return false;
    std::string line;
    for (std::size_t j = i; j < i + size; ++j) line += (j > i ? " " : "") + tokens[j];
    cases.push_back(line);
  }
  return !cases.empty();
}

// The suite's answer for boards in one line each, as rotation_game prints it:
// the smallest of the shortest moves (or "No moves needed"), the centre symbol.
std::string rotation_answer(const std::vector<std::string>& boards) {
  static const Moves moves;
  static Distances table;
  if (!table.built()) table.build(moves);
  Solver solver(moves, table, Solver::kExact);
  std::string answer;
  for (const std::string& line : boards) {
    const Board board = board_of(line);
    if (board.empty()) throw std::runtime_error("not a board: " + judge_io::escaped(line));
    Mask cells[3] = {0, 0, 0};
    for (std::size_t cell = 0; cell < board.size(); ++cell) cells[board[cell] - 1] |= 1u << cell;
    const std::string path = solver.solve(cells);
    answer += (path.empty() ? "No moves needed" : path) + "\n" + static_cast<char>('0' + solver.centre()) + "\n";
  }
  return answer;
}

// The expected answer for a list of cases. The suite's answers are each
// case's answer in turn (its programs keep nothing from one case to the
// next), so for the suite's own inputs they are made a case at a time and
// kept: the boards by the rotation game's solver here, the numbers by the
// suite's program (the hook) once each. A learner's inputs or --answer: the
// hook, on the whole input.
std::string expected(const Options& options, const Hooks& hooks, const std::vector<std::string>& cases) {
  if (!options.answers.empty() || !options.generator.empty()) return hooks.answer(input_of(cases));
  if (options.problem == "rotation_game") return rotation_answer(cases);
  static std::map<std::string, std::string> known;  // a case's answer, by the case
  std::string answer;
  for (const std::string& c : cases) {
    auto at = known.find(c);
    if (at == known.end()) at = known.emplace(c, hooks.answer(input_of({c}))).first;
    answer += at->second;
  }
  return answer;
}

// ---- Text.

std::string thousands(long long n) {  // 1,000
  std::string digits = std::to_string(n), text;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i && (digits.size() - i) % 3 == 0) text += ',';
    text += digits[i];
  }
  return text;
}

std::string count_of(long long n, const std::string& thing) {
  return thousands(n) + " " + thing + (n == 1 ? "" : "s");
}

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f s", s);
  return buf;
}

std::string read_text(const fs::path& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  if (!f.flush()) throw std::runtime_error("cannot write " + path.string());
}

struct Stopped {};  // a signal stopped the judge

// ---- Shrinking.

class Shrinker {
 public:
  Shrinker(const Options& options, const Hooks& hooks, const Verdict& failure)
      : options_(options), hooks_(hooks), verdict_(failure.verdict), detail_(failure.detail) {}

  // Does this list of cases fail as the first input did (the same verdict)?
  // A failing one's files become smallest.*: the shrinking only ever keeps a
  // failing input smaller than the last.
  bool fails(const std::vector<std::string>& cases) {
    const std::string input = input_of(cases);
    const auto seen = seen_.find(input);
    if (seen != seen_.end()) return seen->second;
    const std::string answer = expected(options_, hooks_, cases);
    const Verdict v = hooks_.judge("shrink", input, answer);
    if (v.verdict == "STOP" || hooks_.stop_signal() != 0) throw Stopped();
    ++tests_;
    const bool same = v.verdict == verdict_;
    if (same) keep_files(v), detail_ = v.detail, kept_ = input;
    return seen_[input] = same;
  }

  // The files of a failing test as smallest.in, .ans, .out, .err, .check.
  void keep_files(const Verdict& v) {
    for (const char* ext : {".in", ".ans", ".out", ".err", ".check"}) {
      const fs::path to = fs::path(options_.folder) / (std::string("smallest") + ext);
      std::error_code ec;
      if (fs::exists(v.base + ext, ec)) fs::copy_file(v.base + ext, to, fs::copy_options::overwrite_existing);
      else fs::remove(to, ec);
    }
  }

  // Delta debugging (Zeller's ddmin) over the cases: the fewest that still fail,
  // each of them needed (without any one of them it passes).
  std::vector<std::string> fewest(std::vector<std::string> cases) {
    std::size_t parts = 2;
    while (cases.size() >= 2) {
      const std::size_t size = cases.size();
      parts = std::min(parts, size);
      bool reduced = false;
      for (int complement = 0; complement < 2 && !reduced; ++complement)
        for (std::size_t p = 0; p < parts && !reduced; ++p) {
          const std::size_t begin = size * p / parts, end = size * (p + 1) / parts;
          std::vector<std::string> candidate;
          for (std::size_t i = 0; i < size; ++i)
            if ((i >= begin && i < end) != (complement == 1)) candidate.push_back(cases[i]);
          if (candidate.empty() || candidate.size() == size || !fails(candidate)) continue;
          cases = candidate;
          parts = complement ? std::max<std::size_t>(parts - 1, 2) : 2;
          reduced = true;
        }
      if (reduced) continue;
      if (parts >= size) break;
      parts = std::min(size, parts * 2);
    }
    return cases;
  }

  // Each case as small as it goes while the input still fails: the smallest
  // number from the range's start; for a board, the board nearest to solved
  // along its shortest solution (the suite's solver's), from solved out.
  bool smaller_cases(std::vector<std::string>& cases) {
    const Shape shape = shape_of(options_.problem);
    bool changed = false;
    for (std::size_t k = 0; k < cases.size(); ++k) {
      std::vector<std::string> candidate = cases;
      if (*shape.name) {
        const int now = std::atoi(cases[k].c_str());
        for (int v = shape.lo; v < now; ++v) {
          candidate[k] = std::to_string(v);
          if (fails(candidate)) {
            cases = candidate, changed = true;
            break;
          }
        }
        continue;
      }
      Board board = board_of(cases[k]);
      if (board.empty()) continue;
      const std::string moves = solution(cases[k]);
      std::vector<std::string> path{cases[k]};  // path[t]: after the first t moves
      for (char m : moves) {
        play(board, m - 'A');
        path.push_back(board_line(board));
      }
      for (std::size_t t = moves.size(); t > 0; --t) {
        candidate[k] = path[t];
        if (fails(candidate)) {
          cases = candidate, changed = true;
          break;
        }
      }
    }
    return changed;
  }

  // A board's shortest moves ("" when it is solved), from the suite's solver.
  std::string solution(const std::string& board) {
    const auto known = moves_.find(board);
    if (known != moves_.end()) return known->second;
    std::istringstream answer(rotation_answer({board}));
    std::string moves;
    std::getline(answer, moves);
    if (moves == "No moves needed") moves.clear();
    if (moves.find_first_not_of("ABCDEFGH") != std::string::npos)
      throw std::runtime_error("the suite's solver gave no moves for " + board);
    return moves_[board] = moves;
  }

  int tests() const { return tests_; }
  const std::string& detail() const { return detail_; }
  const std::string& kept() const { return kept_; }

 private:
  const Options& options_;
  const Hooks& hooks_;
  std::string verdict_, detail_, kept_;  // kept_: the input of smallest.*
  std::map<std::string, bool> seen_;
  std::map<std::string, std::string> moves_;
  int tests_ = 0;
};

// Removes the files (and folders) of the runs and the shrinking, base + ".*".
void remove_test_files(const Options& options, const std::string& base) {
  const std::string prefix = fs::path(base).filename().string() + ".";
  std::error_code ec;
  std::vector<fs::path> found;
  for (const fs::directory_entry& e : fs::directory_iterator(options.folder, ec))
    if (e.path().filename().string().rfind(prefix, 0) == 0) found.push_back(e.path());
  for (const fs::path& p : found) fs::remove_all(p, ec);
}

// The cases of the smallest input, in words: "2 boards: 2 and 1 moves from solved".
std::string described(const Options& options, Shrinker& shrinker, const std::vector<std::string>& cases,
                      bool whole) {
  const Shape shape = shape_of(options.problem);
  std::string text = count_of(static_cast<long long>(cases.size()), shape.what);
  if (!whole) return text;
  std::vector<std::string> each;
  for (const std::string& c : cases)
    each.push_back(*shape.name ? c : std::to_string(shrinker.solution(c).size()));
  std::string list;
  for (std::size_t i = 0; i < each.size(); ++i)
    list += (i == 0 ? "" : i + 1 == each.size() ? " and " : ", ") + each[i];
  if (*shape.name) return text + ": " + shape.name + " = " + list;
  const bool one = each.size() == 1 && each[0] == "1";
  return text + ", " + list + (one ? " move" : " moves") + " from solved";
}

// A signal stopped the judge: the run in progress was ended; 128 + the signal.
int stopped(const Options& options, const Hooks& hooks, judge_io::Writer& out, bool progress) {
  if (progress) std::fprintf(stderr, "\r%60s\r", "");
  out.flush();
  const int signal = hooks.stop_signal() ? hooks.stop_signal() : SIGTERM;
  std::fprintf(stderr, "judge: stopped by %s; the test in progress was ended\n", strsignal(signal));
  std::error_code ec;
  fs::remove_all(options.folder, ec);
  return 128 + signal;
}

}  // namespace

std::vector<std::string> words_of(const std::string& command) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  char quote = 0;
  for (char c : command) {
    if (quote) {
      if (c == quote) quote = 0;
      else word += c;
    } else if (c == '\'' || c == '"') {
      quote = c, in_word = true;
    } else if (c == ' ' || c == '\t' || c == '\n') {
      if (in_word) words.push_back(word), word.clear(), in_word = false;
    } else {
      word += c, in_word = true;
    }
  }
  if (in_word) words.push_back(word);
  return words;
}

int run(const Options& options, const Hooks& hooks, judge_io::Writer& out) {
  const Shape shape = shape_of(options.problem);
  const int most_cases = options.most_cases ? options.most_cases : shape.most_cases;
  const bool own_inputs = !options.generator.empty();
  std::string budget = options.runs && options.seconds ? count_of(options.runs, "run") + " or " + seconds_text(options.seconds)
                       : options.runs              ? count_of(options.runs, "run")
                                                   : seconds_text(options.seconds);
  std::string inputs;
  if (own_inputs) {
    inputs = "inputs from " + judge_io::escaped(options.generator) + " SEED";
  } else {
    inputs = "1 to " + count_of(most_cases, shape.what) + " a file, ";
    inputs += *shape.name ? std::string(shape.name) + " from " + std::to_string(shape.lo) + " to " + std::to_string(shape.hi)
                          : "random ones and ones scrambled 0 to " + std::to_string(kMostScramble) + " moves from solved";
  }
  const std::string answers =
      options.answers.empty() ? "the suite's answers" : "the answers from " + judge_io::escaped(options.answers);
  out.put(options.problem + ": stress test (对拍) from seed " + std::to_string(options.seed) + ", up to " + budget +
          ": " + inputs + "; " + answers + "; " + options.heading);
  out.flush();

  const bool progress = isatty(STDERR_FILENO) != 0;
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  double shown_at = -1;
  long long done = 0;
  Verdict failure;
  std::vector<std::string> cases;
  std::string input;
  unsigned long long failing_seed = 0;
  try {
    for (; (options.runs == 0 || done < options.runs) && (options.seconds == 0 || elapsed() < options.seconds); ++done) {
      const unsigned long long seed = options.seed + static_cast<unsigned long long>(done);
      if (own_inputs) {
        input = hooks.generate(seed);
      } else {
        Random random(seed);
        cases = random_cases(options.problem, most_cases, random);
        input = input_of(cases);
      }
      std::string answer;
      try {
        answer = own_inputs ? hooks.answer(input) : expected(options, hooks, cases);
      } catch (const std::exception& e) {
        if (!own_inputs || hooks.stop_signal() != 0) throw;
        throw std::runtime_error("the input of --gen " + judge_io::escaped(options.generator) + " " +
                                 std::to_string(seed) + " has no answer: " + e.what());
      }
      const Verdict v = hooks.judge("run", input, answer);
      if (v.verdict == "STOP" || hooks.stop_signal() != 0) throw Stopped();
      if (progress && elapsed() - shown_at >= 0.2) {
        shown_at = elapsed();
        std::fprintf(stderr, "\r%s, seed %llu, %s ", count_of(done + 1, "run").c_str(), options.seed,
                     seconds_text(shown_at).c_str());
      }
      if (v.verdict != "AC") {
        failure = v, failing_seed = seed, ++done;
        break;
      }
    }
    if (progress) std::fprintf(stderr, "\r%60s\r", "");
    const std::string run_base = fs::path(options.folder) / "01-run";  // the judge's name for it (test 1)
    if (failure.verdict.empty()) {
      out.put("no failure in " + count_of(done, "run") + " (" + seconds_text(elapsed()) + "), seed " +
              std::to_string(options.seed) + "\n");
      if (options.keep) out.put("the last run's files are in " + judge_io::escaped(options.folder) + "\n");
      else fs::remove_all(options.folder);
      return 0;
    }
    out.put("run " + thousands(done) + " (seed " + std::to_string(failing_seed) + ") failed: " + failure.verdict + ": " +
            failure.detail + "\n");
    out.flush();
    for (const char* ext : {".in", ".ans", ".out"})
      fs::copy_file(failure.base + ext, fs::path(options.folder) / (std::string("failing") + ext),
                    fs::copy_options::overwrite_existing);

    // The smallest input that fails with the same verdict.
    Shrinker shrinker(options, hooks, failure);
    const bool cut = !own_inputs || split_cases(options.problem, input, cases);
    const bool whole = !own_inputs;  // the cases themselves shrink only when the suite made them
    std::size_t first_count = cases.size();
    bool shrunk = cut && shrinker.fails(cases);  // a learner's input, written again as cases, may pass
    if (shrunk) {
      for (bool changed = true; changed;) {
        cases = shrinker.fewest(cases);
        changed = whole && shrinker.smaller_cases(cases);
      }
      if (shrinker.kept() != input_of(cases)) shrunk = shrinker.fails(cases);  // its files, once more
    }
    if (!shrunk) {  // the input as it failed
      shrinker.keep_files(failure);
      cases.clear(), first_count = 0;
    }
    remove_test_files(options, run_base);
    remove_test_files(options, fs::path(options.folder) / "01-shrink");

    const std::string smallest = read_text(fs::path(options.folder) / "smallest.in");
    if (shrunk) {
      std::string how = "shrinking: " + count_of(static_cast<long long>(first_count), shape.what) + " to " +
                        thousands(static_cast<long long>(cases.size())) + " by delta debugging over the " + shape.what + "s";
      if (whole)
        how += *shape.name ? std::string(", then each ") + shape.name + " to the smallest that still fails"
                           : ", then each board to the nearest to solved that still fails (along its shortest solution)";
      out.put(how + ": " + count_of(shrinker.tests(), "run") + "\n");
      out.put("smallest input (" + described(options, shrinker, cases, whole) + "):\n");
    } else {
      out.put("smallest input: the one that failed (" +
              std::string(cut ? "its cases, written one a line, pass" : "it does not read as a list of cases") +
              ")\n");
    }
    std::istringstream lines(smallest);
    std::vector<std::string> shown;
    for (std::string line; std::getline(lines, line);) shown.push_back(line);
    if (shown.size() <= 12 && smallest.size() <= 1000) {
      for (const std::string& line : shown) out.put("  " + judge_io::escaped(line) + "\n");
    } else {
      out.put("  (" + count_of(static_cast<long long>(shown.size()), "line") + ": smallest.in)\n");
    }
    if (shrunk && cases.size() > 1)
      out.put(std::string("fails only after another case") +
              ": is something kept from one case to the next?\n");
    out.put(failure.verdict + ": " + (shrunk ? shrinker.detail() : failure.detail) + "\n");
    const fs::path folder(options.folder);
    if (failure.verdict == "OLE") {
      out.put("replay: none (the output is over the limit)\n");
    } else {
      write_text(folder / "smallest.html", hooks.replay(smallest, read_text(folder / "smallest.out"),
                                                        read_text(folder / "smallest.ans")));
      out.put("replay: " + judge_io::escaped((folder / "smallest.html").string()) + " (open it in a browser)\n");
    }
    out.put("smallest.in, smallest.ans (the right answer) and smallest.out (its output) are in " +
            judge_io::escaped(options.folder) + "; failing.in (.ans, .out) is the first input that failed\n");
    return 1;
  } catch (const Stopped&) {
    return stopped(options, hooks, out, progress);
  } catch (const std::exception&) {  // a run of the judge's own, stopped by the signal, or its own failure
    if (hooks.stop_signal() == 0) throw;
    return stopped(options, hooks, out, progress);
  }
}

}  // namespace stress
