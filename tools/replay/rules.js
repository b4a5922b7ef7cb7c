// rules.js: what the puzzles share. Pure functions of plain data, shared
// by replaying an answer, playing and hinting: read an input and an output,
// keep a case's positions, write an output again. Each puzzle's own rules,
// checker, hints and picture are in its folder, tools/puzzles/<name>/page/,
// registered here (registerPuzzle) as one object the page asks. Every
// puzzle's has:
//   title, help, goal   the words the page shows (help: how to make a move)
//   firstMove           the move line's words at the start ("click a piece to
//                       move it")
//   solved(position), progress(c)
//   tryMove(position, text): { move, next } or { why }
//   describe(c, i, move): a move as the move line says it
//   replaySteps(input, output): a generator (see finished()) that returns
//                       { cases, extra, layout, inputError } (below); the
//                       register adds replay(input, output), which runs it
//   writeCase(c, moves, layout, lines): a generator that adds the case's
//                       lines to `lines`, in its judge's layout; moves is
//                       { count, at(i) }
//   checkSteps(input, output, answer): a generator, its checker (judge.js's
//                       stop() gives the verdict); the register adds check()
//   hint(position): { fewest, next }, { unreachable }, { largest } or
//                       { pending } (its table is being made: solver.js)
//   hintMark(next, position), hintWords(next): the hinted move, as the
//                       picture marks it and as the hint names it
//   draw(position, options): { svg, height } (drawing.js's picture()); what
//                       can be clicked carries data-move, the text tryMove()
//                       takes (a hole, a pair's first cell, a letter)
// and where it needs them:
//   linesACase          where each case has the same number of output lines
//                       (the rotation game's 2), so a case's moves change
//                       with the others' lines as they are
//   restOfCase(c)       how many of the output's moves after a wrong one are
//                       still the case's own (the shuttle's: its cases are
//                       not lines of their own); none: 0
//   sizeOf(position)    a position's size, where hint() can say { largest }
//   moveOfKey(key)      the move a key makes (the rotation game's letters), or ""
// The page sets `number`, the name of its size ("N"; "" for a board), from
// the puzzle's row of tools/puzzles/puzzles.hpp (the page's data.number).
// A row of cells (rowPuzzle below) gets its draw and hints from the row's,
// and says more of itself for them.
//
// Each replayed case is { name, start, moves, wrong, shortest, extraFrom,
// at(i), last }:
//   move(i)    the move from position i to position i + 1 ({ from, to } or
//              { letter }); moves.length: how many there are (moves holds
//              them, the shuttle's as the holes alone, in a typed array);
//   place(i)   where in the output the move from position i is written (a
//              character offset; for i = moves.length, where the case's
//              text ends), so that an editor can show it;
//   at(i)      position i (at(0) is the start; every 64th position is kept,
//              the shuttle's every 2048th at N = 1000, the others are played
//              again from it: N = 1000 has a million moves);
//   wrong      null, or { step, why, move, alone, rest }: step is the
//              position before the wrong move (the move itself in `move`
//              where it can be drawn), or the last position when the end is
//              wrong; `alone`: why names the case itself; `rest`: how many
//              moves of the output after it are not replayed; the kind:
//              `illegal` (a move or a line that cannot be played),
//              `unfinished` (every move legal, the goal not reached: in
//              progress) or `suboptimal` (the goal reached, but not by
//              the fewest moves or not by the smallest of them);
//   replayed   whether the case's moves were read (not after an illegal one);
//   extraFrom  the first move past what the case needs (the output's extra
//              moves, replayed and marked), or -1.
"use strict";

// Whitespace-separated tokens (the programs' whitespace: space, \t \n \v \f \r).
function tokens(text) {
  return text.split(/[ \t\n\v\f\r]+/).filter((t) => t.length > 0);
}

// The output's lines, without their line ends (a last empty one dropped).
function linesOf(text) {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  if (lines.length > 0 && lines[lines.length - 1] === "") {
    lines.pop();
  }
  return lines;
}

// Whether a character can hide or reorder what is shown (judge_io's
// hides_text): a control, a format character, a filler, a noncharacter.
const kHidden = [[0x0, 0x1f], [0x7f, 0x9f], [0xad, 0xad], [0x34f, 0x34f], [0x600, 0x605], [0x61c, 0x61c],
                 [0x6dd, 0x6dd], [0x70f, 0x70f], [0x8e2, 0x8e2], [0x115f, 0x1160], [0x17b4, 0x17b5],
                 [0x180b, 0x180f], [0x200b, 0x200f], [0x2028, 0x202e], [0x2060, 0x206f], [0x3164, 0x3164],
                 [0xfdd0, 0xfdef], [0xfe00, 0xfe0f], [0xfeff, 0xfeff], [0xffa0, 0xffa0], [0xfff9, 0xfffb],
                 [0x110bd, 0x110bd], [0x110cd, 0x110cd], [0x13430, 0x1343f], [0x1bca0, 0x1bca3],
                 [0x1d173, 0x1d17a], [0xe0000, 0xe0fff]];

function hidesText(code) {
  return (code & 0xfffe) === 0xfffe || kHidden.some(([low, high]) => code >= low && code <= high);
}

// Text as the programs show it in a message (judge_io's escaped()): each
// UTF-8 byte of a character that can hide text as \xNN, the backslash as \\.
function escaped(text) {
  let shown = "";
  for (const character of text) {
    const code = character.codePointAt(0);
    if (character === "\\") {
      shown += "\\\\";
    } else if (code >= 0xdc80 && code <= 0xdcff) {
      // A lone surrogate: a byte that is not UTF-8, as page.hpp writes it into the page's data.
      shown += "\\x" + (code - 0xdc00).toString(16);
    } else if (hidesText(code)) {
      for (const byte of new TextEncoder().encode(character)) {
        shown += "\\x" + byte.toString(16).padStart(2, "0");
      }
    } else {
      shown += character;
    }
  }
  return shown;
}

// A token as the programs name it ("token 3 (\"abc\")"'s inside): one of
// more than 24 bytes cut to at most 21, where a character ends, and "...".
function shownToken(t) {
  // A byte that is not UTF-8 (a lone surrogate in the page's data, see escaped()) counts one.
  const bytes = (text) => new TextEncoder().encode(text.replace(/[\udc80-\udcff]/gu, "x")).length;
  if (bytes(t) <= 24) {
    return escaped(t);
  }
  let cut = "";
  for (const character of t) {
    if (bytes(cut + character) > 21) {
      break;
    }
    cut += character;
  }
  return escaped(cut) + "...";
}

// The numbers of an input list that a 0 or the end ends, read as the
// programs read them (judge_io's next_case): { numbers } or, at a token
// that is not a whole number or is out of lo..hi (1..1000 unless given),
// { numbers, error } with the programs' words ("case 1, token 1 (\"abc\"):
// not a number", "case 2, token 2 (\"1001\"): n must be 1..1000").
function casesOf(input, name, lo = 1, hi = 1000) {
  const numbers = [];
  const all = tokens(input);
  for (let i = 0; i < all.length; ++i) {
    const t = all[i];
    const where = "case " + (numbers.length + 1) + ", token " + (i + 1) + " (\"" + shownToken(t) + "\")";
    if (!/^-?[0-9]+$/.test(t)) {
      return { numbers: numbers, error: where + ": not a number" };
    }
    const value = Number(t);
    if (value === 0) {
      break;
    }
    if (value < lo || value > hi) {
      return { numbers: numbers, error: where + ": " + (name || "N") + " must be " + lo + ".." + hi };
    }
    numbers.push(value);
  }
  return { numbers: numbers, error: "" };
}

function makeCase(name, start, apply) {
  return {
    name: name,
    start: start,
    moves: [],
    wrong: null,
    shortest: null,
    extraFrom: -1,
    last: start,
    kept: [start],
    // next: the position after the move, or a function that makes it (only
    // called for a position kept; the caller then sets `last` itself).
    push: function (move, next) {
      this.moves.push(move);
      const keep = this.moves.length % 64 === 0;
      if (typeof next === "function") {
        if (keep) {
          this.kept.push(next());
        }
      } else {
        this.last = next;
        if (keep) {
          this.kept.push(next);
        }
      }
    },
    move: function (i) {
      return this.moves[i];
    },
    at: function (i) {
      let position = this.kept[Math.floor(i / 64)];
      for (let j = i - (i % 64); j < i; ++j) {
        position = apply(position, this.moves[j]);
      }
      return position;
    },
  };
}

// "1 move", "2 moves".
function countOf(count, word) {
  return count + " " + word + (count === 1 ? "" : "s");
}

// ---- The puzzles ------------------------------------------------------------

// The puzzles' objects, by name (the page's data.problem).
const kPuzzles = {};

function registerPuzzle(name, puzzle) {
  puzzle.name = name;
  puzzle.replay = (input, output) => finished(puzzle.replaySteps(input, output));
  puzzle.check = (input, output, answer) => finished(puzzle.checkSteps(input, output, answer));
  kPuzzles[name] = puzzle;
  return puzzle;
}

// A long job (a replay, a check, a table) is a generator that yields now and
// then, after a millisecond or so of work: the page runs it a slice at a time
// (solver.js's inSlices) and stays responsive; finished() runs it at once and
// gives what it returns.
function finished(steps) {
  for (;;) {
    const next = steps.next();
    if (next.done) {
      return next.value;
    }
  }
}

// How many lines or moves a job handles between two yields.
const kYieldEvery = 2048;

// The offset of each line's start in `text` (one more for the end), for a
// case's place(i).
function lineStarts(text) {
  return finished(linesAndStarts(text)).starts;
}

// The output's lines as linesOf() gives them, and where each starts: a
// generator. { lines, starts }.
function* linesAndStarts(text) {
  const lines = [];
  const starts = [];
  for (let start = 0; start < text.length;) {
    if (lines.length % kYieldEvery === 0) {
      yield;
    }
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    lines.push(text.slice(start, end > start && text[end - 1] === "\r" && newline >= 0 ? end - 1 : end));
    starts.push(start);
    start = end + 1;
  }
  starts.push(text.length);
  return { lines: lines, starts: starts };
}

// A puzzle whose position is a row of cells, one of them (or one pair)
// empty, light and dark pieces in the others: its picture is drawing.js's
// row and its hints solver.js's search of every row, from what it says of
// its row: `empty` and `light` (the empty cell's and the light piece's
// symbols), `place` ("hole", "cell"), `moveCells` (how many cells a move
// carries), start(n), goals(n),
// sizeOf(row), legalMoves(row) (the moves the picture's buttons make) and
// movesOfCode (solver.js); where a piece is named or drawn otherwise than by
// its symbol, `pieceNames` and `faces`.
function rowPuzzle(puzzle) {
  puzzle.draw = (row, options) => drawRow(puzzle, row, options);
  puzzle.hint = (row) => rowHint(puzzle, row);
  puzzle.hintMark = (next, row) => ({ from: Number(next), to: row.indexOf(puzzle.empty) + 1 });
  puzzle.hintWords = (next) => rowMoveWords(puzzle, Number(next));
  return puzzle;
}

// The cells a move from `first` carries, as a hint and a button name them:
// "hole 3", "cells 3,4".
function rowMoveWords(puzzle, first) {
  if (puzzle.moveCells === 1) {
    return puzzle.place + " " + first;
  }
  const cells = Array.from({ length: puzzle.moveCells }, (unused, i) => first + i);
  return puzzle.place + "s " + cells.join(",");
}

// The output for `moveLists` (one list of moves a case, of `cases`: { count,
// at(i) }) in the judge's layout (`layout`: black_white's, its output's). A
// generator.
function* writeOutput(puzzle, cases, moveLists, layout) {
  const lines = [];
  for (let k = 0; k < cases.length; ++k) {
    yield* puzzle.writeCase(cases[k], moveLists[k], layout, lines);
  }
  return lines.length === 0 ? "" : lines.join("\n") + "\n";
}

// ---- What a puzzle's part sees --------------------------------------------------

// A puzzle's scripts run in a function of their own (tools/replay/embed.cmake
// wraps them: `(function (replay) { ... })(replay)`), so that a name in them
// hides nothing of the page's nor of another puzzle's; the page's helpers
// reach them through this one object, which solver.js (breadthFirst,
// searched, searching, rowCode), judge.js (stop, checkerCases,
// checkerNumber, exactLines, exactLinesSteps) and drawing.js (picture,
// svgRect, svgText, markOf) complete. docs/adding.md lists them.
const replay = {
  tokens, linesOf, escaped, shownToken, casesOf, makeCase, countOf, registerPuzzle, finished, kYieldEvery,
  lineStarts, linesAndStarts, writeOutput, rowPuzzle, rowMoveWords,
};

// What every puzzle's object has (see the top of this file); its `words`,
// what the page says in the puzzle's own words:
//   move, moves     its unit, one and more ("move", "moves"): "solved in 17
//                   moves", "hint: the fewest moves from here", "first wrong move"
//   asIs            the answer of a case solved at its start, as the button
//                   offers it ("no moves needed"); "": never offered
//   startSolved, startAnswered   the move line at such a start, unanswered
//                   and answered
//   places          the words a `why` starts with where it names a place in
//                   the case ("move 3: ..."), put after the case's name
//   picture         the picture's name for a screen reader ("the board")
//   marks           the help line's sentence on the picture's marks
const kPuzzleMembers = ["title", "help", "goal", "firstMove", "solved", "progress", "tryMove", "describe",
                        "replaySteps", "writeCase", "checkSteps", "hint", "hintMark", "hintWords", "draw", "words"];
const kPuzzleWords = ["move", "moves", "asIs", "startSolved", "startAnswered", "places", "picture", "marks"];

// What the puzzle `puzzle` lacks of the above, as a sentence, or "".
function puzzleLacks(puzzle) {
  const lacking = kPuzzleMembers.filter((member) => puzzle[member] === undefined);
  if (puzzle.words) {
    lacking.push(...kPuzzleWords.filter((word) => puzzle.words[word] === undefined).map((word) => "words." + word));
  }
  return lacking.length === 0 ? "" : "the puzzle " + puzzle.name + " has no " + lacking.join(", ");
}
