// checker.js: check_rotation_game on the rotation game's page, rule for
// rule and word for word (tools/replay/judge.js has what the checkers
// share: stop(), exactLines()). With no answer, the solver's fewest moves
// (hints.js). Pure functions.
"use strict";

function rotationMovesLine(s) {
  return s === kNone || /^[A-H]+$/.test(s);
}

// `moves` (letters A..H) as a verdict quotes them, as the C++ checker's
// excerpt(): past 60, the first 50, "..." and how many there are.
function movesExcerpt(moves) {
  return moves.length <= 60 ? moves : moves.slice(0, 50) + "... (" + moves.length + " bytes)";
}

// The centre's symbol after `moves` (letters), or 0. A generator.
function* centreAfter(board, moves) {
  let cells = board;
  for (let i = 0; i < moves.length; ++i) {
    if (i % kYieldEvery === kYieldEvery - 1) {
      yield;
    }
    cells = rotation.play(cells, moves[i]);
  }
  return rotation.centre(cells);
}

function* judgeRotation(input, output, answerText) {
  const boards = [];
  const t = tokens(input);
  for (let i = 0; i < t.length && t[i] !== "0"; i += 24) {
    const board = [];
    const counts = [0, 0, 0, 0];
    for (let j = i; j < i + 24; ++j) {
      const v = j < t.length ? checkerNumber(t[j]) : -1;
      if (v < 1 || v > 3) {
        stop("FAIL", "input: board " + (boards.length + 1) + " is bad");
      }
      board.push(v);
      counts[v] += 1;
    }
    if (counts[1] !== 8 || counts[2] !== 8) {
      stop("FAIL", "input: board " + (boards.length + 1) + " has not eight of each");
    }
    boards.push(board);
  }
  // The answer's moves for board k: the suite's own (the solver's smallest of
  // the fewest moves) is worked out when first needed, and needs no check.
  let bestOf = (k) => rotationShortest(boards[k]);
  if (answerText !== null) {
    const answer = answerText.split("\n").map((line) => line.replace(/\r$/, "")).filter((line) => line !== "")
      .map((line) => (line === kNone ? "" : line));
    if (answer.length !== 2 * boards.length) {
      stop("FAIL", "answer: not two lines for every board");
    }
    for (let k = 0; k < boards.length; ++k) {
      const centre = yield* centreAfter(boards[k], answer[2 * k]);
      if ((answer[2 * k] !== "" && !rotationMovesLine(answer[2 * k])) || centre === 0 || String(centre) !== answer[2 * k + 1]) {
        stop("FAIL", "answer: board " + (k + 1) + " is not solved by it");
      }
    }
    bestOf = (k) => answer[2 * k];
  }
  const lines = yield* exactLinesSteps(output);
  for (let k = 0; k < boards.length; ++k) {
    const board = boards[k];
    const name = "board " + (k + 1);
    if (lines.length < 2 * k + 1) {
      stop("WA", "the output ends before " + name);
    }
    if (lines.length < 2 * k + 2) {
      stop("WA", name + ": the output ends before the centre symbol");
    }
    const movesText = lines[2 * k];
    const symbol = lines[2 * k + 1];
    if (rotationMovesLine(movesText) && rotationMovesLine(symbol)) {
      stop("WA", name + ": output line " + (2 * k + 2) + " holds moves where the centre symbol should be: is a line missing?");
    }
    if (!rotationMovesLine(movesText)) {
      stop("PE", "output line " + (2 * k + 1) + " is neither letters A..H nor \"" + kNone + "\"");
    }
    if (symbol !== "1" && symbol !== "2" && symbol !== "3") {
      stop("PE", "output line " + (2 * k + 2) + " is not 1, 2 or 3");
    }
    const moves = movesText === kNone ? "" : movesText;
    const centre = yield* centreAfter(board, moves);
    if (centre === 0) {
      stop("WA", name + (moves === "" ? ": the centre is not one symbol, so moves are needed"
                                      : ": after " + movesExcerpt(moves) + " the centre is not one symbol"));
    }
    if (String(centre) !== symbol) {
      stop("WA", name + ": the centre is " + centre + ", not " + symbol);
    }
    if (answerText === null) {  // the suite's own answer needs the table, made a slice at a time
      yield* searching(rotationDistances());
    }
    const best = bestOf(k);
    if (moves.length > best.length) {
      stop("WA", name + ": " + moves.length + " moves, but " + best.length + (best.length === 1 ? " is" : " are") + " enough");
    }
    if (moves.length < best.length) {
      stop("FAIL", name + ": the output needs fewer moves than the answer");
    }
    if (moves > best) {
      stop("WA", name + ": " + moves + " is not the smallest; " + best + " is");
    }
    if (moves < best) {
      stop("FAIL", name + ": " + moves + " is smaller than the answer's " + best);
    }
  }
  if (lines.length > 2 * boards.length) {
    stop("WA", "the output goes on past the last board");
  }
  stop("AC", countOf(boards.length, "board"));
}

rotation.checkSteps = judgeRotation;
