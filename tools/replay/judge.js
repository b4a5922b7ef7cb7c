// judge.js: the page's verdict on an output, the suite's checkers'
// (checkers/check_*.cpp) written again in JavaScript, rule for rule and
// word for word: judgeOutput() gives { kind, line }, kind "AC", "WA", "PE"
// or "FAIL" (the checker's exit 0, 1, 2, 3) and line what the checker
// prints ("wrong answer: case 1 (N=3): the output ends after 5 of 15
// moves"). A test runs both on the same outputs and asserts they agree
// (tests/replay/checks_the_checkers_verdict.js). Here is what they share;
// each puzzle's checker is its page's checker.js (tools/puzzles/<name>/page/),
// its object's check(). The answer the checkers are given is the page's
// data.answer where the judge tool or `replay --answer` put one (an empty
// one stands for none); else the suite's own, as each checker says. Pure
// functions, as in rules.js.
"use strict";

const kVerdictWords = { AC: "ok", WA: "wrong answer", PE: "presentation error", FAIL: "fail" };

// What a checker says and stops at: thrown by stop(), caught by judgeOutput().
function CheckerVerdict(kind, why) {
  this.kind = kind;
  this.line = kVerdictWords[kind] + ": " + why;
}

function stop(kind, why) {
  throw new CheckerVerdict(kind, why);
}

// checker::number: a whole non-negative number of at most 9 digits, or -1.
function checkerNumber(t) {
  return /^[0-9]{1,9}$/.test(t) ? Number(t) : -1;
}

// checker::ExactLines: every line ends in \n, holds no \r, is not empty and
// neither starts nor ends with a space or a tab; else a presentation error.
// `each` (check_shuttle's checker::Lines loop): called on each line as soon
// as it is found exact, before the next is looked at. A generator (rules.js's
// finished()); exactLines() runs it at once.
function* exactLinesSteps(text, each) {
  const lines = [];
  let start = 0;
  while (start < text.length) {
    if (lines.length % kYieldEvery === 0) {
      yield;
    }
    const end = text.indexOf("\n", start);
    const where = "output line " + (lines.length + 1);
    if (end < 0) {
      stop("PE", where + " does not end in a newline");
    }
    const line = text.slice(start, end);
    if (line.indexOf("\r") >= 0) {
      stop("PE", where + " holds a carriage return");
    }
    if (line === "") {
      stop("PE", where + " is empty");
    }
    const last = line[line.length - 1];
    if (last === " " || last === "\t") {
      stop("PE", where + " ends in a space");
    }
    if (line[0] === " " || line[0] === "\t") {
      stop("PE", where + " starts with a space");
    }
    if (each) {
      each(line, lines.length + 1);
    }
    lines.push(line);
    start = end + 1;
  }
  return lines;
}

function exactLines(text, each) {
  return finished(exactLinesSteps(text, each));
}

// The N's (or n's) of an input as the checkers read them: up to a 0 or the
// end, each of lo..hi (1..1000 unless given).
function checkerCases(input, letter, lo = 1, hi = 1000) {
  const cases = [];
  for (const t of tokens(input)) {
    const n = checkerNumber(t);
    if (n === 0) {
      break;
    }
    if (n < lo || n > hi) {
      stop("FAIL", "input: \"" + escaped(t) + "\" is not an " + letter + " of " + lo + ".." + hi);
    }
    cases.push(n);
  }
  return cases;
}

// The checker's verdict on `output`: { kind, line }; `answer` the answer
// file's text, or null for the suite's own. A generator; judgeOutput() runs
// it at once.
function* judgeSteps(problem, input, output, answer) {
  try {
    yield* kPuzzles[problem].checkSteps(input, output, answer);
  } catch (verdict) {
    if (verdict instanceof CheckerVerdict) {
      return { kind: verdict.kind, line: verdict.line };
    }
    throw verdict;
  }
  return { kind: "FAIL", line: "fail: the checker said nothing" };
}

function judgeOutput(problem, input, output, answer) {
  return finished(judgeSteps(problem, input, output, answer));
}

Object.assign(replay, { stop, checkerCases, checkerNumber, exactLines, exactLinesSteps });  // what a puzzle's part may use (rules.js)
