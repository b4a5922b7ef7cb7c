// interact.hpp: an interactive run. The solution runs as any run does (in
// the box, under the test's limits); the problem's validator (Kattis) or
// interactor (testlib) runs beside it, outside the box, as checkers do. Each
// one's stdout is the other's stdin through the judge, which passes the
// bytes on as they come (64 KB at most held a way) and keeps a log of them.
//
// Who ended first: a side has ended, as far as the other can tell, once
// the judge has read the end of its stdout (its end closes it; a program
// may close it sooner, and is then taken at its word). Neither side can
// learn of the other's end but through the judge, which passes an end on
// (closing the other's stdin) only after it has taken note of it: an end
// caused by the other's end is always seen second, however busy the
// machine (a solution killed at its time limit, say, whose validator then
// reads the end of its input and says WA). Ends seen at once: the
// validator's word stands. Once one side has ended, the other's stdin is
// closed (it reads the end of its input) and what it still writes is read
// and dropped (it is never ended by a SIGPIPE for writing after its peer
// ended).
#pragma once

#include <cstddef>
#include <string>

#include "limited/run.hpp"

namespace judge {

struct Interaction {
  limited::Outcome solution, validator;
  bool validator_first = false;  // the validator ended while the solution had not
  // The solution wrote more than its output limit (Limits::output_kb) for
  // the validator: the judge passed the limit's bytes on, no more, and then
  // closed the solution's stdout (its next write fails: SIGPIPE ends it,
  // unless it ignores that) and the validator's stdin, the solution's end
  // seen first.
  bool flooded = false;
};

// The log of a test's interactions, pass after pass, in the format of a
// sample's .interaction file: ">" before each line the solution wrote, "<"
// before each line it was sent, "---" between passes. A line that its side
// left without a newline (the other side wrote next, or the pass ended)
// ends in kNoNewline (an honest run's log, a sample's, has none). It keeps the first
// 16 KB and the last 48 KB, with a line between saying what was left out,
// however many passes there are.
const char* const kNoNewline = " (no newline)";

class InteractionLog {
 public:
  // Bytes that `side` ('>' the solution, '<' the validator) wrote.
  void add(char side, const char* data, std::size_t n);
  // The next pass begins: "---" on a line of its own.
  void next_pass();
  // What is kept, its last line ended.
  std::string text() const;

 private:
  void put(const char* data, std::size_t n);
  void end_open_line();  // the open line ended by the judge, marked kNoNewline
  std::string head_, tail_;
  unsigned long long left_out_ = 0;
  char open_ = 0;  // the side whose line is not ended yet, or 0
};

// Runs `solution` and `validator` (their `in` and `out` are not used: pipes
// are) side by side until both have ended, adding what they say to `log`.
Interaction interact(limited::Run solution, limited::Run validator, InteractionLog& log);

// The last `lines` lines of an interaction log.
std::string log_tail(const std::string& log, int lines);

// How the solution's run ended, in words, for the report's line after the
// log: "the solution ended: exit status 0", "the solution was stopped at its
// time limit (CPU time)", and "(the validator had ended first)" where it had,
// `other` naming the program it talked with ("the validator", "the interactor").
std::string solution_end(const Interaction& talk, const std::string& other);

}  // namespace judge
