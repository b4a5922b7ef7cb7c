// puzzle.hpp: what differs by puzzle beyond its row of puzzles.hpp, behind
// one interface: the tests a tier of the judge tool makes, a random case of
// the stress test and the smaller cases its shrinking tries, the answers
// the judge works out itself, what its packages carry, and whether its
// replay page takes an answer. Each puzzle's folder, tools/puzzles/<name>/,
// holds its class and registers it under its name (Registered); the build
// compiles every folder's files.
#pragma once

#include <cstdlib>
#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "puzzles/puzzles.hpp"
#include "puzzles/random.hpp"

namespace puzzles {

// A test the judge tool makes: its name ("N=5", "random-1"), its input.
struct Made {
  std::string name, input;
  bool hard = false;  // harder than any judge is known to use
};

// What a puzzle's tests may ask of the suite.
struct Suite {
  std::function<std::string(const std::string& helper)> output_of;   // a helper's output on no input ("hardest_boards")
  std::function<std::string(const std::string& name)> data;          // a data file's text ("samples/...")
};

// What a puzzle's packages (tools/package/) carry beyond its tests.
struct Packaged {
  std::vector<std::string> accepted;      // build/submit/ files, stdin and stdout
  std::vector<std::string> wrong_answer;  // its folder's submissions/, or build/package_parts/
  std::vector<std::string> too_slow;      // the same
  std::vector<std::string> tags;          // as Hydro and HUSTOJ show them
  // Whether a test of the judge tool's hard tier goes in (its name: "n=7").
  std::function<bool(const std::string& test)> keeps = [](const std::string&) { return true; };
  // The tests that go first, after the sample (the quickest to judge); "= {}", so that
  // Packaged{...} may leave it out.
  std::vector<std::string> first = {};
};

class Behaviour {
 public:
  virtual ~Behaviour() = default;
  // The tests of `tier`: samples, judge, hard or full.
  virtual std::vector<Made> tests(const std::string& tier, const Suite& suite) const = 0;
  // A random case, as the stress test writes it: one line, without its end.
  virtual std::string random_case(Random& random) const = 0;
  // How random_case() draws them, as a stress report says it ("N from 1 to 12").
  virtual std::string drawn() const = 0;
  // Whether the judge answers cases itself (answers()), not by the reference program.
  virtual bool answers_itself() const { return false; }
  // The answer for `cases`, one a line, as the reference program prints it.
  virtual std::string answers(const std::vector<std::string>& cases) const {
    (void)cases;
    return "";
  }
  // The cases smaller than `c` to try in its place, in groups, in the order
  // the shrinking tries them (a group together where the input has room,
  // then by halves): the first that fails is the smallest. A number: each
  // smaller one of its range, from the range's start.
  virtual std::vector<std::vector<std::string>> smaller(const std::string& c) const = 0;
  // The cases one step smaller than `c`: the shrinking tries each alone in
  // c's place before it stops, so that its smallest input is a local
  // minimum (a group of candidates that passes in one input clears none of
  // them where a failure depends on the cases around it). By default the
  // last group of smaller(), its nearest: a number's, the number one less.
  virtual std::vector<std::string> one_step_smaller(const std::string& c) const {
    const std::vector<std::vector<std::string>> groups = smaller(c);
    return groups.empty() ? std::vector<std::string>() : groups.back();
  }
  // How a report names a case of the smallest input: as it is ("N = 5"), or
  // by its distance from solved ("2 moves from solved"): -1 for as it is.
  virtual int distance(const std::string& c) const {
    (void)c;
    return -1;
  }
  // What its packages carry.
  virtual Packaged packaged() const = 0;
  // Whether replay gives its page the reference program's answer for the
  // input (and so refuses an input the suite cannot solve); without one the
  // page works out what it needs itself.
  virtual bool page_takes_reference_answer() const { return false; }
  // Its own reader, for a row whose cases are Cases::kOwn (puzzles.hpp): the
  // input's cases, each as input_of() writes it back (false where the input
  // is not a list of cases), and the input of a list of cases.
  virtual bool split(const std::string& text, std::vector<std::string>& cases) const {
    (void)text, (void)cases;
    throw std::logic_error("a puzzle whose cases are its own reader's has no split()");
  }
  virtual std::string join(const std::vector<std::string>& cases) const {
    (void)cases;
    throw std::logic_error("a puzzle whose cases are its own reader's has no join()");
  }
};

// The puzzles' behaviours, by name.
inline std::map<std::string, std::unique_ptr<Behaviour>>& behaviours() {
  static std::map<std::string, std::unique_ptr<Behaviour>> all;
  return all;
}

// A puzzle's folder registers its behaviour: `static const Registered kIt("name", std::make_unique<...>());`.
struct Registered {
  Registered(const std::string& name, std::unique_ptr<Behaviour> b) { behaviours()[name] = std::move(b); }
};

// The behaviour of the puzzle `name`; throws for a puzzle of the table whose folder was not built in.
inline const Behaviour& behaviour(const std::string& name) {
  const auto at = behaviours().find(name);
  if (at == behaviours().end()) throw std::logic_error("no tools/puzzles/" + name + "/ built in");
  return *at->second;
}

// The cases of `text` for the puzzle `p`, as its row says they are written
// (Cases): a case of tokens is them with one space between; of lines, its
// lines, each the same way, with a newline between. False where `text` is
// not a list of them (a case cut short by the end, or none).
inline bool split_cases(const Puzzle& p, const std::string& text, std::vector<std::string>& cases) {
  cases.clear();
  if (p.cases.by == Cases::kOwn) return behaviour(p.name).split(text, cases);
  // The tokens, and for lines the line each is on (a whitespace token split).
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; };
  std::vector<std::string> tokens;
  std::vector<std::size_t> line_of;
  std::size_t line = 0;
  for (std::size_t i = 0; i < text.size();) {
    if (space(text[i])) {
      line += text[i++] == '\n';
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && !space(text[j])) ++j;
    tokens.push_back(text.substr(i, j - i));
    line_of.push_back(line);
    i = j;
  }
  const std::string end = p.cases.end;
  const std::size_t count = static_cast<std::size_t>(p.cases.count);
  for (std::size_t i = 0; i < tokens.size();) {
    if (!end.empty() && tokens[i] == end && (p.cases.by == Cases::kTokens || i + 1 == tokens.size() ||
                                              line_of[i + 1] != line_of[i]))
      break;
    std::string c;
    if (p.cases.by == Cases::kTokens) {
      if (i + count > tokens.size()) return false;
      for (std::size_t j = i; j < i + count; ++j) c += (j > i ? " " : "") + tokens[j];
      i += count;
    } else {
      for (std::size_t lines = 0; lines < count; ++lines) {
        if (i == tokens.size()) return false;
        const std::size_t at = line_of[i];
        for (std::size_t j = i; j < tokens.size() && line_of[j] == at; ++j, ++i)
          c += (j > 0 && line_of[j - 1] == at ? " " : lines > 0 ? "\n" : "") + tokens[j];
      }
    }
    cases.push_back(c);
  }
  return !cases.empty();
}

// The input of `cases` for the puzzle `p`: each case on lines of its own,
// then its row's end, if any.
inline std::string input_of(const Puzzle& p, const std::vector<std::string>& cases) {
  if (p.cases.by == Cases::kOwn) return behaviour(p.name).join(cases);
  std::string text;
  for (const std::string& c : cases) text += c + "\n";
  return *p.cases.end ? text + p.cases.end + "\n" : text;
}

// A puzzle whose case is one number of its row's range (puzzles.hpp).
class NumberPuzzle : public Behaviour {
 public:
  // `full`: the numbers past the range that the full tier adds; `hard`: the
  // one the hard tier (and the full) adds at its end, or 0.
  NumberPuzzle(const char* name, Packaged packaged, std::vector<int> full, int hard = 0)
      : p_(*find(name)), packaged_(std::move(packaged)), full_(std::move(full)), hard_(hard) {}

  // One number a test ("N=5"): the statement's sample (the puzzle's first
  // case); for `judge` and `hard`, every number of its range; for `full`,
  // the numbers past it too.
  std::vector<Made> tests(const std::string& tier, const Suite&) const override {
    std::vector<Made> tests{{"sample", p_.first}};
    std::vector<int> numbers;
    for (int n = p_.lo; n <= p_.hi && tier != "samples"; ++n) numbers.push_back(n);
    if (tier == "full") numbers.insert(numbers.end(), full_.begin(), full_.end());
    if (hard_ && (tier == "hard" || tier == "full")) numbers.push_back(hard_);
    for (int n : numbers) tests.push_back({std::string(p_.number) + "=" + std::to_string(n), std::to_string(n) + "\n"});
    return tests;
  }
  std::string random_case(Random& random) const override { return std::to_string(random.from(p_.lo, p_.hi)); }
  std::string drawn() const override {
    return std::string(p_.number) + " from " + std::to_string(p_.lo) + " to " + std::to_string(p_.hi);
  }
  // The numbers of the range below `c`, each a group of its own.
  std::vector<std::vector<std::string>> smaller(const std::string& c) const override {
    std::vector<std::vector<std::string>> groups;
    for (int v = p_.lo, now = std::atoi(c.c_str()); v < now; ++v) groups.push_back({std::to_string(v)});
    return groups;
  }
  Packaged packaged() const override { return packaged_; }

 private:
  const Puzzle& p_;
  Packaged packaged_;
  std::vector<int> full_;
  int hard_;
};

}  // namespace puzzles
