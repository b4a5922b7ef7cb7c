// moves.js: a move made in the page (a click or Enter on a piece): it is
// refused where writing it would change another case's moves, else it
// replaces the moves of the case shown after the step shown, and the output
// is written again in the judge's layout. Also the case picker's marks and
// the words of the move line, the hint and the live region, and the game
// kept in the browser's local storage over a reload.
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
// where a case has no fixed number of lines (the puzzle's linesACase), the
// cases follow one another in the output, so a case whose moves change
// must have nothing after it.
function whyNotHere() {
  const cases = page.result.cases;
  const c = cases[page.shown];
  const bad = wrongCase();
  if (bad >= 0 && page.shown > bad && !c.replayed) {
    return shortName(c) + " is not replayed: it comes after the wrong move in " + shortName(cases[bad]);
  }
  // The output holds the cases in order: one cannot be answered before
  // those before it (the rotation game's too: two lines a board).
  const before = cases.slice(0, page.shown).find((each) => !answered(each) || !page.puzzle.solved(each.last));
  if (before) {
    return shortName(before) + " is not finished: its moves come first in the output; finish it, then " + shortName(c);
  }
  if (page.puzzle.linesACase) {
    return "";  // the same lines a case: the others stay as they are
  }
  const later = cases.slice(page.shown + 1).find((each) => each.moves.length > 0 || (each.wrong && !each.wrong.alone));
  let rest = c.wrong && c.wrong.rest > 0 && page.shown + 1 < cases.length;
  if (rest && page.puzzle.restOfCase) {
    rest = c.wrong.rest > page.puzzle.restOfCase(c);
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
  writeMoves([tried.move]);
}

// Whether case c's start is solved and the output does not answer it yet:
// then the page offers to write "no moves needed" (the rotation game's
// words; black_white's step 0 alone).
function answerOffered(c) {
  return !answered(c) && page.puzzle.solved(c.start) && whyNotHere() === "";
}

// Whether the output holds case c's answer (its lines, or its moves).
function answered(c) {
  return Boolean(c.replayed && !(c.wrong && c.wrong.alone));
}

// Writes the output again: the moves of the case shown up to the step
// shown, then `more` (none, or the move made), the other cases' as they are.
function writeMoves(more) {
  const bad = page.result.cases.findIndex((each) => each.wrong && each.wrong.illegal);  // the output stops being read there
  // The cases written: up to the one shown, and those after it that the
  // output answers already (a case not answered yet stays unanswered).
  let kept = bad >= 0 ? Math.max(bad, page.shown) + 1 : page.result.cases.length;
  while (kept > page.shown + 1 && !answered(page.result.cases[kept - 1])) {
    kept -= 1;
  }
  const cases = page.result.cases.slice(0, kept);
  const firstMoves = (each, count) => Array.from({ length: count }, (unused, i) => each.move(i));
  const moveLists = cases.map((each, k) => {
    if (k === page.shown) {
      return firstMoves(each, page.step).concat(more);
    }
    const wrongStep = each.wrong && each.wrong.illegal ? each.wrong.step : each.moves.length;
    return firstMoves(each, Math.min(wrongStep, each.moves.length));
  });
  let output = writeOutput(page.puzzle, cases, moveLists, page.result.layout || "step");
  if (page.puzzle.linesACase) {  // the cases not replayed keep their lines
    output += linesOf(page.output).slice(page.puzzle.linesACase * kept).map((line) => line + "\n").join("");
  }
  setText("output", output);
  page.inGame = true;
  const shown = page.shown;
  const step = page.step + more.length;
  check();
  showCase(shown, step);
}

// The game's state and the verdict, as the live region says them.
function spokenVerdict() {
  return ($("game").textContent ? $("game").textContent + ". " : "") + page.verdict;
}

function describeStep(c, step) {
  const move = step < c.moves.length ? c.move(step) : null;
  const wrongHere = markedWrong(c) && step === c.wrong.step;
  if (wrongHere) {
    const rest = c.wrong.rest > 0 ? "; the rest of the output (" + countOf(c.wrong.rest, "more move") + ") is not replayed" : "";
    return "wrong: " + whereWhy(c) + rest;
  }
  if (!move) {
    if (step === 0 && c.moves.length === 0) {
      return page.puzzle.solved(c.start) ? "the start is solved already: answer it with \"no moves needed\""
                                         : "the start: click a piece to move it";
    }
    return page.puzzle.solved(c.last) ? "done: the goal is reached" : "in progress: " + page.puzzle.progress(c);
  }
  const extra = c.extraFrom >= 0 && step >= c.extraFrom ? "extra move, past what the case needs: " : "next, ";
  return extra + page.puzzle.describe(c, step, move);
}

function hintText(position, hint) {
  if (hint.largest !== undefined) {
    const letter = page.puzzle.number;
    const size = page.puzzle.sizeOf(position);
    return "hints are worked out up to " + letter + " = " + hint.largest + "; this is " + letter + " = " + size;
  }
  if (hint.unreachable) {
    return "hint: the goal cannot be reached from here";
  }
  if (hint.fewest === 0) {
    return "hint: solved here, no moves left";
  }
  return "hint: the fewest moves from here: " + hint.fewest + "; a best next move: " + page.puzzle.hintWords(hint.next);
}

// "case 1 (N=7), move 2: why", "board 2: why", or why alone.
function whereWhy(c) {
  if (c.wrong.alone) {
    return c.wrong.why;
  }
  return c.name + (/^(move|step|extra move) /.test(c.wrong.why) ? ", " : ": ") + c.wrong.why;
}

// The game the output plays, beside the checker's verdict (judge.js):
// { state, text }, state "solved" (every case at its goal, by any legal
// route: "solved in 17 moves; the fewest are 10"), "progress" (every move
// legal, a case not at its goal yet: "in progress: 5 of 15 moves; 10 to
// go") or "stopped" (a move or a line that cannot be played: the verdict
// says which), or null for bad input.
function gameOf(result, puzzle) {
  if (result.inputError) {
    return null;
  }
  if (result.cases.length === 0) {
    return { state: "stopped", text: "the input has no case" };
  }
  let moves = 0;
  let fewest = 0;
  const stopped = result.cases.find((c) => c.wrong && c.wrong.illegal);
  if (stopped) {
    return { state: "stopped", text: "stopped: " + whereWhy(stopped) };
  }
  for (const c of result.cases) {
    if (!answered(c) || !puzzle.solved(c.last)) {
      const where = result.cases.length > 1 ? c.name + ": " : "";
      const told = !answered(c) && puzzle.solved(c.start) ? "the start is solved already: answer it with \"no moves needed\""
                                                         : puzzle.progress(c);
      return { state: "progress", text: "in progress: " + where + told };
    }
    moves += c.moves.length;
    fewest += c.shortest;
  }
  const cases = result.cases.length === 1 ? "" : " (" + result.cases.length + " cases)";
  const compared = moves === fewest ? ", the fewest there are" : "; the fewest are " + fewest;
  return { state: "solved", text: "solved in " + countOf(moves, "move") + cases + compared };
}

// Where this page keeps a game played or edited in it, so that a reload
// keeps it: one key a page file and its data.
function storageKey() {
  let hash = 5381;
  const text = page.data.problem + "\n" + page.data.input + "\n" + page.data.output;
  for (let i = 0; i < text.length; i += Math.max(1, Math.floor(text.length / 20000))) {
    hash = (Math.imul(hash, 33) + text.charCodeAt(i)) >>> 0;
  }
  return "replay:" + location.pathname + ":" + text.length + ":" + hash;
}

// Keeps the input and the output where they differ from the page's own
// (nothing where they do not, or where the browser keeps nothing).
function keepGame() {
  try {
    if (page.input === page.data.input && page.output === page.data.output) {
      localStorage.removeItem(storageKey());
    } else {
      localStorage.setItem(storageKey(), JSON.stringify({ input: page.input, output: page.output }));
    }
  } catch (error) {
    // no storage (a private window, a full one): a reload starts again
  }
}

function keptGame() {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey()) || "null");
    return kept && typeof kept.input === "string" && typeof kept.output === "string" ? kept : null;
  } catch (error) {
    return null;
  }
}
