// moves.js: a move made in the page (a click or Enter on a piece): it is
// refused where writing it would change another case's moves, else it
// replaces the moves of the case shown after the step shown, and the output
// is written again in the judge's layout. Also the case picker's marks.
// Uses controls.js's page, check() and showCase().
"use strict";

// "case 2" of "case 2 (N=3)".
function shortName(c) {
  return c.name.split(" (")[0];
}

// What the case picker adds to case k's name: " ✗ wrong", ", not replayed:
// after the wrong move in case 2" (the replay stops at a wrong case), or "".
function caseMark(k, bad) {
  const cases = page.result.cases;
  if (k === bad) {
    return " ✗ wrong";
  }
  if (bad >= 0 && k > bad && !cases[k].replayed) {
    return ", not replayed: after the wrong move in " + shortName(cases[bad]);
  }
  return "";
}

// Why a move in the case shown cannot be written without changing another
// case's moves, or "": the cases after a wrong one are not replayed, and
// the shuttle's and black_white's cases follow one another in the output,
// so a case whose moves change must have nothing after it.
function whyNotHere() {
  const cases = page.result.cases;
  const c = cases[page.shown];
  const bad = wrongCase();
  if (bad >= 0 && page.shown > bad && !c.replayed) {
    return shortName(c) + " is not replayed: it comes after the wrong move in " + shortName(cases[bad]);
  }
  // The output holds the cases in order: one cannot be answered before
  // those before it (the rotation game's too: two lines a board).
  const before = cases.slice(0, page.shown).find((each) => !each.replayed || (each.wrong && each.wrong.alone) ||
                                                           !page.puzzle.solved(each.last));
  if (before) {
    return shortName(before) + " is not finished: its moves come first in the output; finish it, then " + shortName(c);
  }
  if (page.data.problem === "rotation_game") {
    return "";  // two lines a board: the others stay as they are
  }
  const later = cases.slice(page.shown + 1).find((each) => each.moves.length > 0 || (each.wrong && !each.wrong.alone));
  let rest = c.wrong && c.wrong.rest > 0 && page.shown + 1 < cases.length;
  if (rest && page.data.problem === "shuttle") {
    rest = c.wrong.rest > c.shortest - c.wrong.step - 1;
  }
  if (later || rest) {
    const next = shortName(later || cases[page.shown + 1]);
    return shortName(c) + "'s moves cannot change while the output holds moves of " + next +
           " after them (they would be read as " + shortName(c) + "'s); edit the output instead";
  }
  return "";
}

// Makes the move `text` (as the output writes it) from the shown position:
// it replaces the moves after the shown step, and the output is written
// again in the judge's layout. An illegal move is refused, in the checkers' words.
function makeMove(text) {
  const c = currentCase();
  if (!c) {
    return;
  }
  const notHere = whyNotHere();
  const tried = notHere ? { why: notHere } : page.puzzle.tryMove(c.at(page.step), text);
  if (tried.why) {
    $("move").textContent = "refused: " + tried.why;
    $("move").className = "wrong";
    say("refused: " + tried.why, true);
    return;
  }
  const bad = page.result.cases.findIndex((each) => each.wrong && each.wrong.illegal);  // the output stops being read there
  const kept = bad >= 0 ? Math.max(bad, page.shown) + 1 : page.result.cases.length;
  const cases = page.result.cases.slice(0, kept);
  const firstMoves = (each, count) => Array.from({ length: count }, (unused, i) => each.move(i));
  const moveLists = cases.map((each, k) => {
    if (k === page.shown) {
      return firstMoves(each, page.step).concat([tried.move]);
    }
    const wrongStep = each.wrong && each.wrong.illegal ? each.wrong.step : each.moves.length;
    return firstMoves(each, Math.min(wrongStep, each.moves.length));
  });
  let output = writeOutput(page.data.problem, cases, moveLists, page.result.layout || "step");
  if (page.data.problem === "rotation_game") {  // the boards not replayed keep their lines
    output += linesOf(page.output).slice(2 * kept).map((line) => line + "\n").join("");
  }
  setText("output", output);
  page.inGame = true;
  const shown = page.shown;
  const step = page.step + 1;
  check();
  showCase(shown, step);
}
