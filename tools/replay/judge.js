// judge.js: the page's verdict on an output, the suite's checkers'
// (checkers/check_*.cpp) written again in JavaScript, rule for rule and
// word for word: judgeOutput() gives { kind, line }, kind "AC", "WA", "PE"
// or "FAIL" (the checker's exit 0, 1, 2, 3) and line what the checker
// prints ("wrong answer: case 1 (N=3): the output ends after 5 of 15
// moves"). A test runs both on the same outputs and asserts they agree
// (tests/replay/checks_the_checkers_verdict.js); check_rotation_game's is in
// judge_rotation.js. The answer the checkers are given is the
// page's data.answer where the judge tool or `replay --answer` put one (an
// empty one stands for none);
// else the suite's own: the smallest solutions, 20 to a line, for the
// shuttle; the output's own layout for black_white; the solver's fewest
// moves for the rotation game. Pure functions, as in rules.js.
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
// as it is found exact, before the next is looked at.
function exactLines(text, each) {
  const lines = [];
  let start = 0;
  while (start < text.length) {
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

// The N's (or n's) of an input as the checkers read them: up to a 0 or the end.
function checkerCases(input, letter) {
  const cases = [];
  for (const t of tokens(input)) {
    const n = checkerNumber(t);
    if (n === 0) {
      break;
    }
    if (n < 1 || n > 1000) {
      stop("FAIL", "input: \"" + escaped(t) + "\" is not an " + letter + " of 1..1000");
    }
    cases.push(n);
  }
  return cases;
}

// ---- check_shuttle ---------------------------------------------------------

// The answer's moves and the most numbers on one of its lines; `answer`
// null stands for the suite's own (the smallest solutions, 20 to a line).
function shuttleAnswer(cases, answer) {
  if (answer === null) {
    const moves = new Int32Array(cases.reduce((sum, n) => sum + (n + 1) * (n + 1) - 1, 0));
    let at = 0;
    for (const n of cases) {
      const smallest = shuttle.smallest(n);
      moves.set(smallest, at);
      at += smallest.length;
    }
    // the most numbers on one of its lines, as check_shuttle reads them
    return { moves: moves, perLine: cases.reduce((most, n) => Math.max(most, Math.min(20, (n + 1) * (n + 1) - 1)), 0) };
  }
  const moves = [];
  let perLine = 0;
  for (const line of answer.split("\n")) {
    const numbers = tokens(line);
    numbers.forEach((t) => moves.push(checkerNumber(t)));
    perLine = Math.max(perLine, numbers.length);
  }
  let at = 0;
  cases.forEach((n, k) => {
    let holes = shuttle.start(n);
    const length = (n + 1) * (n + 1) - 1;
    for (let m = 0; m < length; ++m, ++at) {
      if (at >= moves.length || shuttle.why(holes, holes.indexOf("_") + 1, moves[at]) !== "") {
        stop("FAIL", "answer: case " + (k + 1) + " is not a solution");
      }
      holes = shuttle.after(holes, moves[at]);
    }
    if (holes !== shuttle.goals(n)[0]) {
      stop("FAIL", "answer: case " + (k + 1) + " does not swap the colours");
    }
  });
  if (at !== moves.length) {
    stop("FAIL", "answer: more moves than the input's cases need");
  }
  return { moves: moves, perLine: perLine };
}

// The output's moves and how many each line holds, read in one pass where
// the output is clean (lines of numbers of at most 9 digits, single spaces,
// each line ended by \n): a million moves are 4 MB. null where it is not,
// and the checker's own reading below finds what is wrong first.
function cleanShuttleOutput(output) {
  const moves = new Int32Array(output.length / 2 + 1);
  const onLine = [];
  let count = 0;
  let value = 0;
  let digits = 0;
  let onThisLine = 0;
  for (let i = 0; i < output.length; ++i) {
    const code = output.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      value = value * 10 + code - 48;
      digits += 1;
      continue;
    }
    if ((code !== 32 && code !== 10) || digits === 0 || digits > 9) {
      return null;
    }
    moves[count] = value;
    count += 1;
    onThisLine += 1;
    value = 0;
    digits = 0;
    if (code === 10) {
      onLine.push(onThisLine);
      onThisLine = 0;
    }
  }
  return digits === 0 && onThisLine === 0 ? { moves: moves.subarray(0, count), onLine: onLine } : null;
}

function judgeShuttle(input, output, answerText) {
  const cases = checkerCases(input, "N");
  const answer = shuttleAnswer(cases, answerText);
  const clean = cleanShuttleOutput(output);
  const moves = clean ? clean.moves : [];
  const onLine = clean ? clean.onLine : [];
  if (!clean) {
    exactLines(output, (line, number) => {
      const where = "output line " + number;
      if (/[^0-9 ]/.test(line)) {
        stop("PE", where + " holds something other than digits and spaces");
      }
      if (line.indexOf("  ") >= 0) {
        stop("PE", where + ": numbers must be separated by single spaces");
      }
      const numbers = line.split(" ");
      for (const t of numbers) {
        moves.push(t.length > 9 ? 999999999 : Number(t));
      }
      onLine.push(numbers.length);
    });
  }
  let at = 0;
  cases.forEach((n, k) => {
    const name = "case " + (k + 1) + " (N=" + n + ")";
    const length = (n + 1) * (n + 1) - 1;
    const holes = shuttle.start(n).split("");  // played on in place, as check_shuttle's Box
    let empty = n + 1;
    for (let m = 0; m < length; ++m, ++at) {
      if (at >= moves.length) {
        stop("WA", name + ": the output ends after " + m + " of " + length + " moves");
      }
      const from = moves[at];
      const gap = Math.abs(from - empty);
      if (from < 1 || from > holes.length || gap === 0 || gap > 2 ||
          (gap === 2 && holes[from - 1] === holes[(from + empty) / 2 - 1])) {
        stop("WA", name + ", move " + (m + 1) + ": " + shuttle.why(holes, empty, from));
      }
      holes[empty - 1] = holes[from - 1];
      holes[from - 1] = "_";
      empty = from;
    }
    if (holes.join("") !== shuttle.goals(n)[0]) {
      stop("WA", name + ": after " + length + " moves the colours are not swapped");
    }
    for (let m = 0, first = at - length; m < length; ++m) {
      if (moves[first + m] !== answer.moves[first + m]) {
        const detail = name + ", move " + (m + 1) + ": hole " + moves[first + m] + " where the answer has hole " +
                       answer.moves[first + m];
        if (moves[first + m] < answer.moves[first + m]) {
          stop("FAIL", detail + ": the answer is not the smallest solution");
        }
        stop("WA", detail + ": a solution, but not the smallest");
      }
    }
  });
  if (at < moves.length) {
    stop("WA", "the output has " + (moves.length - at) + " moves past the last case");
  }
  let line = 0;
  for (const n of cases) {
    for (let left = (n + 1) * (n + 1) - 1; left > 0; left -= answer.perLine, ++line) {
      const want = Math.min(left, answer.perLine);
      if (onLine[line] !== want) {
        stop("PE", "output line " + (line + 1) + " has " + onLine[line] + " numbers, not " + want + " (" + answer.perLine +
                   " to a line, as the answer, each case on new lines)");
      }
    }
  }
  stop("AC", countOf(cases.length, "case") + ", " + countOf(moves.length, "move"));
}

// ---- check_black_white ------------------------------------------------------

// check_black_white's layout_of: the layout a text's first line says.
function checkerLayout(text) {
  const first = text.slice(0, text.indexOf("\n") < 0 ? text.length : text.indexOf("\n"));
  if (first === "" || first.indexOf("-->") >= 0) {
    return "moves";
  }
  if (!first.startsWith("step")) {
    return "board";
  }
  const colon = first.indexOf(":");
  return colon >= 0 && colon + 1 < first.length && first[colon + 1] === " " ? "step-space" : "step";
}

// "step%2d:" or "step %d: " ("" for the other layouts).
function stepHead(layout, step) {
  if (layout === "step") {
    return "step" + String(step).padStart(2) + ":";
  }
  return layout === "step-space" ? "step " + step + ": " : "";
}

// check_black_white's after_move: { next } for a move line that can be
// made, { why } for one that cannot, { format: true } for a line that is no move.
function afterMoveLine(row, line) {
  const m = /^(-?[0-9]+),(-?[0-9]+)-->(-?[0-9]+),(-?[0-9]+)$/.exec(line);
  if (!m || /[^0-9,\->]/.test(line) || Number(m[2]) !== Number(m[1]) + 1 || Number(m[4]) !== Number(m[3]) + 1) {
    return { format: true };
  }
  const [a, b, c, d] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
  const cells = row.length;
  const sp = row.indexOf("--") + 1;
  if (a < 1 || b > cells || c < 1 || d > cells) {
    return { why: "there are no cells " + line.slice(0, line.indexOf("-")) };
  }
  if (c !== sp) {
    return { why: "cells " + c + "," + d + " are not the empty cells " + sp + "," + (sp + 1) };
  }
  if (row[a - 1] === "-" || row[b - 1] === "-") {
    return { why: "the moved cells were not two pieces" };
  }
  return { next: blackWhite.move(row, a, c) };
}

function judgeBlackWhite(input, output, answerText) {
  const cases = checkerCases(input, "n");
  // With no answer: the output's own layout (the book's for an empty output).
  const layout = checkerLayout(answerText !== null ? answerText : output !== "" ? output : "step 0:");
  const lines = exactLines(output);
  let at = 0;
  let moves = 0;
  cases.forEach((n, k) => {
    const last = k + 1 === cases.length;
    const name = "case " + (k + 1) + " (n=" + n + ")";
    let row = layout === "moves" ? blackWhite.start(n) : "";
    const first = at;
    for (let step = layout === "moves" ? 1 : 0; at < lines.length; ++step, ++at) {
      const where = "output line " + (at + 1);
      const head = stepHead(layout, step);
      const line = lines[at];
      let next = "";
      if (layout === "moves") {
        const after = afterMoveLine(row, line);
        next = after.next || "";
        if (!last && blackWhite.alternates(row) && (next === "" || !blackWhite.alternates(next))) {
          break;  // solved already, and the line is no move that keeps it so: the next case
        }
        if (after.format) {
          stop("PE", where + ": a move must read a,a+1-->b,b+1");
        }
        if (next === "") {
          stop("WA", name + ", move " + step + ": " + after.why);
        }
      } else {
        if (step > 0 && layout !== "board" && line.startsWith(stepHead(layout, 0))) {
          break;
        }
        if (step > 0 && layout === "board" && !last && line === blackWhite.start(cases[k + 1])) {
          break;  // the next case
        }
        if (!line.startsWith(head)) {
          stop("PE", where + " does not start with \"" + head + "\"");
        }
        next = line.slice(head.length);
        if (next.length !== 2 * n + 2 || /[^o*-]/.test(next)) {
          stop("PE", where + ": a row must be " + (2 * n + 2) + " of o * -");
        }
        if (step === 0 && next !== blackWhite.start(n)) {
          stop("WA", name + ": " + (layout === "board" ? "the first row" : "step 0") + " is not the start");
        }
      }
      if (step > 0) {
        const why = blackWhite.why(row, next);
        if (why) {
          stop("WA", name + ", step " + step + ": " + why);
        }
        moves += 1;
      }
      row = next;
    }
    if (row === "" || (at === first && !blackWhite.alternates(row))) {
      stop("WA", "the output ends before " + name);
    }
    if (!blackWhite.alternates(row)) {
      stop("WA", name + ": the last row " + row + " does not alternate");
    }
  });
  if (at < lines.length) {
    stop("WA", "the output goes on past the last case");
  }
  stop("AC", countOf(cases.length, "case") + ", " + countOf(moves, "move"));
}

// The checker's verdict on `output`: { kind, line }; `answer` the answer
// file's text, or null for the suite's own.
function judgeOutput(problem, input, output, answer) {
  const checkers = { shuttle: judgeShuttle, black_white: judgeBlackWhite, rotation_game: judgeRotation };
  try {
    checkers[problem](input, output, answer);
  } catch (verdict) {
    if (verdict instanceof CheckerVerdict) {
      return { kind: verdict.kind, line: verdict.line };
    }
    throw verdict;
  }
  return { kind: "FAIL", line: "fail: the checker said nothing" };
}
