// checker.js: check_countdown on the countdown's page, rule for rule and
// word for word (tools/replay/judge.js has what the checkers share). The
// answer is not read: any line of the fewest moves is right.
"use strict";

countdown.checkSteps = function* (input, output) {
  const cases = checkerCases(input, "n", 1, 60);
  const lines = yield* exactLinesSteps(output);
  let moves = 0;
  for (let k = 0; k < cases.length; ++k) {
    const name = "case " + (k + 1) + " (n=" + cases[k] + ")";
    if (k >= lines.length) {
      stop("WA", "the output ends before " + name);
    }
    const taken = tokens(lines[k]);
    let left = cases[k];
    for (let i = 0; i < taken.length; ++i) {
      if (taken[i] !== "1" && taken[i] !== "2") {
        stop("PE", name + ": move " + (i + 1) + " is not 1 or 2");
      }
      if (Number(taken[i]) > left) {
        stop("WA", name + ": move " + (i + 1) + ": cannot take " + taken[i] + " off " + left);
      }
      left -= Number(taken[i]);
    }
    if (left > 0) {
      stop("WA", name + ": " + left + " left");
    }
    const fewest = Math.ceil(cases[k] / 2);
    if (taken.length !== fewest) {
      stop("WA", name + ": " + taken.length + " moves, not " + fewest);
    }
    moves += fewest;
  }
  if (lines.length > cases.length) {
    stop("WA", "the output goes on past the last case");
  }
  stop("AC", countOf(cases.length, "case") + ", " + countOf(moves, "move"));
};
