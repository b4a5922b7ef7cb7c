// checker.js: check_shuttle on the shuttle's page, rule for rule and word
// for word (tools/replay/judge.js has what the checkers share). With no
// answer, the suite's own: the smallest solutions, 20 to a line.
"use strict";

// The answer's moves and the most numbers on one of its lines; `answer`
// null stands for the suite's own (the smallest solutions, 20 to a line).
function* shuttleAnswer(cases, answer) {
  if (answer === null) {
    const moves = new Uint16Array(cases.reduce((sum, n) => sum + (n + 1) * (n + 1) - 1, 0));
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
  for (let k = 0; k < cases.length; ++k) {
    const n = cases[k];
    let holes = shuttle.start(n);
    const length = (n + 1) * (n + 1) - 1;
    for (let m = 0; m < length; ++m, ++at) {
      if (at % (16 * kYieldEvery) === 0) {
        yield;
      }
      if (at >= moves.length || shuttle.why(holes, holes.indexOf("_") + 1, moves[at]) !== "") {
        stop("FAIL", "answer: case " + (k + 1) + " is not a solution");
      }
      holes = shuttle.after(holes, moves[at]);
    }
    if (holes !== shuttle.goals(n)[0]) {
      stop("FAIL", "answer: case " + (k + 1) + " does not swap the colours");
    }
  }
  if (at !== moves.length) {
    stop("FAIL", "answer: more moves than the input's cases need");
  }
  return { moves: moves, perLine: perLine };
}

// The output's moves and how many each line holds, read in one pass where
// the output is clean (lines of numbers of at most 9 digits, single spaces,
// each line ended by \n): a million moves are 4 MB. null where it is not,
// and the checker's own reading below finds what is wrong first.
function* cleanShuttleOutput(output) {
  const moves = new Int32Array(output.length / 2 + 1);
  const onLine = [];
  let count = 0;
  let value = 0;
  let digits = 0;
  let onThisLine = 0;
  for (let i = 0; i < output.length; ++i) {
    if (i % (64 * kYieldEvery) === 0) {
      yield;
    }
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

function* judgeShuttle(input, output, answerText) {
  const cases = checkerCases(input, "N");
  const answer = yield* shuttleAnswer(cases, answerText);
  const clean = yield* cleanShuttleOutput(output);
  const moves = clean ? clean.moves : [];
  const onLine = clean ? clean.onLine : [];
  if (!clean) {
    yield* exactLinesSteps(output, (line, number) => {
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
  for (let k = 0; k < cases.length; ++k) {
    const n = cases[k];
    const name = "case " + (k + 1) + " (N=" + n + ")";
    const length = (n + 1) * (n + 1) - 1;
    const holes = shuttle.start(n).split("");  // played on in place, as check_shuttle's Box
    let empty = n + 1;
    for (let m = 0; m < length; ++m, ++at) {
      if (at % (16 * kYieldEvery) === 0) {
        yield;
      }
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
  }
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

shuttle.checkSteps = judgeShuttle;
