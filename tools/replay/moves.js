// moves.js: a move made in the page (a click, Enter or a key on a piece):
// it is refused where writing it would change another case's moves, else
// it replaces the moves of the case shown after the step shown (or follows
// the answer where it is its next move), and the output is written again in
// the judge's layout. Also the game kept in the browser's local storage
// over a reload. Uses controls.js's page, check() and showCase(), and
// history.js's remember().
"use strict";

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
    return shortName(c) + " is not replayed: it comes after the wrong " + puzzleWords().move + " in " + shortName(cases[bad]);
  }
  // The output holds the cases in order: one cannot be answered before
  // those before it (the rotation game's too: two lines a board).
  const before = cases.slice(0, page.shown).find((each) => !answered(each) || !page.puzzle.solved(each.last));
  if (before) {
    return shortName(before) + " is not finished: its " + puzzleWords().moves + " come first in the output; finish it, then " + shortName(c);
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
    return shortName(c) + "'s " + puzzleWords().moves + " cannot change while the output holds " + puzzleWords().moves + " of " + next +
           " after them (they would be read as " + shortName(c) + "'s); edit the output instead";
  }
  return "";
}

// Makes the move `text` (as the output writes it) from the shown position.
// Where it is the answer's own next move, the page steps on to it; else it
// replaces the moves after the shown step (a branch: the page says how many
// it replaced, and Undo brings them back), and the output is written again
// in the judge's layout. An illegal move is refused, in the checkers' words.
function makeMove(text) {
  const c = currentCase();
  if (!c) {
    return;
  }
  if (page.checking) {
    page.notice = { text: "wait: the output is being checked", wrong: true };
    show();
    return;
  }
  const notHere = whyNotHere();
  const tried = notHere ? { why: notHere } : page.puzzle.tryMove(c.at(page.step), text);
  if (tried.why) {
    page.notice = { text: "refused: " + tried.why, wrong: true };
    show();
    return;
  }
  const words = page.puzzle.describe(c, page.step, tried.move);
  if (page.step < c.moves.length && !(c.wrong && c.wrong.step === page.step && c.wrong.illegal) &&
      JSON.stringify(c.move(page.step)) === JSON.stringify(tried.move)) {
    page.notice = { text: "the answer's own next " + puzzleWords().move + ": " + words };
    go(page.step + 1);
    return;
  }
  const replaced = c.moves.length - page.step;
  const move = puzzleWords().move;
  remember("the " + move + " " + words + (replaced > 0 ? " and the " + countOf(replaced, move) + " it replaced" : ""));
  page.notice = { text: "moved: " + words + (replaced > 0 ? "; it replaced the " + countOf(replaced, "later " + move) +
                                                             " (Undo or Ctrl+Z brings them back)" : "") };
  writeMoves([tried.move]);
}

// Whether case c's start is solved and the output does not answer it yet:
// then the page offers to write the answer of no move (the puzzle's
// words.asIs: the rotation game's "No moves needed", black_white's step 0
// alone); never where the puzzle has none ("").
function answerOffered(c) {
  return Boolean(puzzleWords().asIs) && !answered(c) && page.puzzle.solved(c.start) && whyNotHere() === "";
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
  const step = page.step;
  const moveLists = cases.map((each, k) => {
    if (k === page.shown) {
      return { count: step + more.length, at: (i) => (i < step ? each.move(i) : more[i - step]) };
    }
    const wrongStep = each.wrong && each.wrong.illegal ? each.wrong.step : each.moves.length;
    return { count: Math.min(wrongStep, each.moves.length), at: (i) => each.move(i) };
  });
  const old = page.output;
  const layout = page.result.layout || "step";
  const writing = (function* () {  // 10^5 moves are written a slice at a time, as they are checked
    let output = yield* writeOutput(page.puzzle, cases, moveLists, layout);
    if (page.puzzle.linesACase) {  // the cases not replayed keep their lines
      output += linesOf(old).slice(page.puzzle.linesACase * kept).map((line) => line + "\n").join("");
    }
    return output;
  })();
  page.inGame = true;
  const shown = page.shown;
  check(() => showCase(shown, step + more.length), writing);
}

// Where this page keeps a game played or edited in it, so that a reload
// keeps it: one key a page file and its data. Worked out once: the data
// does not change, and joined it is a copy of the whole output (4 MB).
let keptKey = "";

function storageKey() {
  if (keptKey === "") {
    const parts = [page.data.problem, "\n", page.data.input, "\n", page.data.output];
    const length = parts.reduce((sum, part) => sum + part.length, 0);
    const every = Math.max(1, Math.floor(length / 20000));
    let hash = 5381;
    let before = 0;  // the parts' characters before `part`: i counts in the text they make joined
    for (const part of parts) {
      for (let i = (every - (before % every)) % every; i < part.length; i += every) {
        hash = (Math.imul(hash, 33) + part.charCodeAt(i)) >>> 0;
      }
      before += part.length;
    }
    keptKey = "replay:" + location.pathname + ":" + length + ":" + hash;
  }
  return keptKey;
}

// Keeps the input and the output where they differ from the page's own
// (nothing where they do not, or where the browser keeps nothing).
function keepGame() {
  try {
    // Past a million characters (a browser keeps about five a page), nothing: writing it costs more than it saves.
    if ((page.input === page.data.input && page.output === page.data.output) || page.input.length + page.output.length > 1e6) {
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
