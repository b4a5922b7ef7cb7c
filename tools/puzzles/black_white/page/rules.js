// rules.js: the rules of 黑白棋子的移动 on its page (cells 1..2n+2, o and *,
// "-" empty; the steps in any of black_white's layouts: step, step-space,
// board, moves). A row of cells (rowPuzzle): its picture and hints are the
// row's, its moves those of movesOfCode; its verdict is checker.js's. Pure
// functions, as in tools/replay/rules.js.
"use strict";

// What this puzzle's scripts use of the page: its one shared object (tools/replay/rules.js).
const {
  casesOf, checkerCases, countOf, exactLinesSteps, finished, kYieldEvery, linesAndStarts, makeCase, registerPuzzle,
  rowPuzzle, stop
} = replay;

const blackWhite = {
  title: "Black and white pieces (黑白棋子的移动)",
  help: "Click the left cell of the pair to move",  // the page's help line: how to make a move
  firstMove: "click the left cell of a pair to move it",  // the move line's words at the start
  // The page's words (tools/replay/rules.js: words).
  words: {
    move: "move",
    moves: "moves",
    asIs: "no moves needed",
    startSolved: "the start is solved already: answer it with \"no moves needed\"",
    startAnswered: "the start is solved already, and the output says so",
    places: ["move", "step", "extra move"],
    picture: "the board",
    marks: "The outlined piece or line moves next, the dotted one is the hint; a wrong move is outlined dashed and marked ✗.",
  },
  empty: "-",
  light: "o",
  pieceNames: { o: "white", "*": "black" },  // as the picture names a cell for a screen reader
  faces: { "*": "✱" },  // as the picture draws a piece
  place: "cell",
  moveCells: 2,
  start: (n) => "o".repeat(n) + "*".repeat(n) + "--",
  // --min's goal: the pieces alternate, the empty pair anywhere.
  goals: function (n) {
    const pieces = "o*".repeat(n);
    const rows = [];
    for (let place = 0; place <= 2 * n; ++place) {
      rows.push(pieces.slice(0, place) + "--" + pieces.slice(place));
    }
    return rows;
  },
  sizeOf: (row) => (row.length - 2) / 2,
  alternates: (row) => /^(o\*)*$/.test(row.replace(/-/g, "")),
  goal: "make the pieces alternate, o*o*…, with the empty pair anywhere",
  solved: (row) => blackWhite.alternates(row),
  progress: (c) => countOf(c.moves.length, "move") + "; the last row " + c.last + " does not alternate yet",
  // The fewest moves (black_white --min; a breadth-first search below 4).
  fewest: (n) => (n >= 4 ? n : [0, 1, 5][n - 1]),
  // Why `to` is not one legal move on from `from`, or "" (check_black_white's words).
  why: function (from, to) {
    const sp = from.indexOf("--");
    const m = to.indexOf("--");
    if (m < 0 || to.indexOf("-", m + 2) >= 0 || to.indexOf("-") !== m) {
      return "the two empty cells are not side by side";
    }
    if (m === sp) {
      return "nothing moved";
    }
    if (from[m] === "-" || from[m + 1] === "-") {
      return "the moved cells were not two pieces";
    }
    if (Math.abs(m - sp) < 3) {
      return "cells " + (m + 1) + "," + (m + 2) + " moved without jumping a piece";
    }
    const expect = from.split("");
    expect[sp] = from[m];
    expect[sp + 1] = from[m + 1];
    expect[m] = "-";
    expect[m + 1] = "-";
    if (expect.join("") !== to) {
      return "not a move of cells " + (m + 1) + "," + (m + 2) + " to " + (sp + 1) + "," + (sp + 2);
    }
    return "";
  },
  // The row after cells a, a+1 go to the empty cells b, b+1.
  move: function (row, a, b) {
    const cells = row.split("");
    cells[b - 1] = row[a - 1];
    cells[b] = row[a];
    cells[a - 1] = "-";
    cells[a] = "-";
    return cells.join("");
  },
  after: (row, a) => blackWhite.move(row, a, row.indexOf("--") + 1),
  // The first cells of the pairs that can move into the empty cells.
  legalMoves: function (row) {
    const moves = [];
    for (let a = 1; a < row.length; ++a) {
      if (row[a - 1] !== "-" && row[a] !== "-" && blackWhite.why(row, blackWhite.after(row, a)) === "") {
        moves.push(a);
      }
    }
    return moves;
  },
  // A move typed or clicked (the first cell of the pair): { move, next } or { why }.
  tryMove: function (row, text) {
    const a = /^[0-9]+$/.test(text) ? Number(text) : NaN;
    if (!(a >= 1 && a < row.length)) {
      return { why: "there are no cells " + text + "," + (Number(text) + 1) };
    }
    if (row[a - 1] === "-" || row[a] === "-") {
      return { why: "the moved cells were not two pieces" };
    }
    const next = blackWhite.after(row, a);
    const why = blackWhite.why(row, next);
    if (why) {
      return { why: why };
    }
    return { move: { from: a, to: row.indexOf("--") + 1 }, next: next };
  },
  // "step 3: cells 7,8 go to the empty cells 15,16".
  describe: function (c, i, move) {
    const cells = "cells " + move.from + "," + (move.from + 1);
    return "step " + (i + 1) + ": " + cells + " go to the empty cells " + move.to + "," + (move.to + 1);
  },
  layoutOf: function (first) {
    if (first === undefined) {
      return "step";  // an empty output: the book's layout, for playing
    }
    if (first.indexOf("-->") >= 0) {
      return "moves";
    }
    if (!first.startsWith("step")) {
      return "board";
    }
    return /^step\s*[0-9]+: /.test(first) ? "step-space" : "step";
  },
  // The row a line of the output shows, or null when it is not one.
  rowOf: function (line, layout) {
    const m = layout === "board" ? [null, line] : /^step\s*[0-9]+:\s?(.*)$/.exec(line);
    return m && /^[o*-]+$/.test(m[1]) ? m[1] : null;
  },
  // The move a "moves" line makes on `row`, or null.
  rowAfterMoveLine: function (row, line) {
    const m = /^([0-9]+),([0-9]+)-->([0-9]+),([0-9]+)$/.exec(line);
    if (!m) {
      return null;
    }
    const [a, b, c, d] = [+m[1], +m[2], +m[3], +m[4]];
    if (b === a + 1 && d === c + 1 && a >= 1 && b <= row.length && c === row.indexOf("--") + 1) {
      return blackWhite.move(row, a, c);
    }
    return null;
  },
  replaySteps: function* (input, output) {
    const { lines, starts } = yield* linesAndStarts(output);
    const layout = blackWhite.layoutOf(lines[0]);
    const read = casesOf(input, blackWhite.number);
    if (read.error) {
      return { cases: [], extra: "", layout: layout, inputError: read.error };
    }
    const sizes = read.numbers;
    const cases = [];
    let at = 0;
    let trouble = false;
    for (let k = 0; k < sizes.length; ++k) {
      const n = sizes[k];
      const name = "case " + (k + 1) + " (n=" + n + ")";
      const start = blackWhite.start(n);
      const last = k + 1 === sizes.length;
      const c = makeCase(name, start, (row, move) => blackWhite.move(row, move.from, move.to));
      c.shortest = blackWhite.fewest(n);
      cases.push(c);
      if (trouble) {
        continue;
      }
      c.replayed = true;
      const wrong = (step, why, move) => {
        c.wrong = { step: step, why: why, move: move, rest: Math.max(0, lines.length - at - 1), illegal: true };
        trouble = true;
      };
      // The move from position i is written on the line after position i's row (none in "moves").
      const first = layout === "moves" ? at : at + 1;
      c.place = (i) => starts[Math.min(first + i, starts.length - 1)];
      if (layout !== "moves") {  // the first line is the start
        if (at >= lines.length) {
          wrong(0, "the output ends before " + name);
          c.wrong.alone = true;
          c.wrong.unfinished = true;
          c.wrong.illegal = false;
          continue;
        }
        if (blackWhite.rowOf(lines[at], layout) !== start) {
          wrong(0, "step 0 is not the start: output line " + (at + 1) + " is \"" + lines[at] + "\"");
          continue;
        }
        at += 1;
      }
      let stopped = false;
      for (; at < lines.length; ++at) {
        if (at % kYieldEvery === 0) {
          yield;
        }
        const row = c.last;
        const line = lines[at];
        const step = c.moves.length + 1;
        let next = null;
        if (layout === "moves") {
          next = blackWhite.rowAfterMoveLine(row, line);
          if (!last && blackWhite.alternates(row) && (next === null || !blackWhite.alternates(next))) {
            break;  // the next case
          }
          if (next === null) {
            const empty = (row.indexOf("--") + 1) + "," + (row.indexOf("--") + 2);
            wrong(c.moves.length, "step " + step + ": \"" + line + "\" is no move of two pieces into the empty cells " + empty);
            stopped = true;
            break;
          }
        } else {
          next = blackWhite.rowOf(line, layout);
          if (layout !== "board" && /^step\s*0:/.test(line)) {
            break;  // the next case
          }
          if (layout === "board" && !last && line === blackWhite.start(sizes[k + 1])) {
            break;
          }
          if (next === null || next.length !== row.length) {
            wrong(c.moves.length, "output line " + (at + 1) + " is not a row of " + row.length + " of o * -");
            stopped = true;
            break;
          }
        }
        const from = next.indexOf("--") + 1;
        const to = row.indexOf("--") + 1;
        const why = blackWhite.why(row, next);
        if (why) {
          wrong(c.moves.length, "step " + step + ": " + why, { from: from, to: to });
          stopped = true;
          break;
        }
        c.push({ from: from, to: to }, next);
      }
      if (stopped) {
        continue;
      }
      if (!blackWhite.alternates(c.last) && at >= lines.length) {  // the output ends here: in progress
        wrong(c.moves.length, countOf(c.moves.length, "move") + "; the last row " + c.last + " does not alternate yet");
        c.wrong.unfinished = true;
        c.wrong.illegal = false;
      } else if (!blackWhite.alternates(c.last)) {  // the next case's lines follow: legal, but not finished
        wrong(c.moves.length, "the last row " + c.last + " does not alternate");
        c.wrong.unfinished = true;
        c.wrong.illegal = false;
      }
    }
    const extra = !trouble && at < lines.length ? "the output goes on past the last case" : "";
    return { cases: cases, extra: extra, layout: layout };
  },
  // Case c's lines in `layout`.
  writeCase: function* (c, moves, layout, lines) {
    let row = c.start;
    const head = (step) => (layout === "step" ? "step" + String(step).padStart(2) + ":" : "step " + step + ": ");
    if (layout !== "moves") {
      lines.push((layout === "board" ? "" : head(0)) + row);
    }
    for (let i = 0; i < moves.count; ++i) {
      if (i % kYieldEvery === kYieldEvery - 1) {
        yield;
      }
      const move = moves.at(i);
      const next = blackWhite.move(row, move.from, move.to);
      if (layout === "moves") {
        lines.push(move.from + "," + (move.from + 1) + "-->" + move.to + "," + (move.to + 1));
      } else {
        lines.push((layout === "board" ? "" : head(i + 1)) + next);
      }
      row = next;
    }
  },
  // The moves from a row's code (solver.js's rowCode), as [move, code
  // after it] pairs; the move is the pair's first cell, as the output writes it.
  movesOfCode: function (code, pieces, moves) {
    const size = 2 ** pieces;
    const empty = Math.floor(code / size);
    const bits = code % size;
    moves.length = 0;
    for (let first = 0; first + 1 < pieces; ++first) {
      if (first <= empty - 3) {  // the pair at first, first + 1 jumps right into the empty pair
        const length = empty - first;
        const part = (bits >> first) & ((1 << length) - 1);
        const moved = (part >> 2) | ((part & 3) << (length - 2));
        const after = (bits & ~(((1 << length) - 1) << first)) | (moved << first);
        moves.push(first + 1, first * size + after);
      } else if (first >= empty + 1) {  // it jumps left
        const length = first + 2 - empty;
        const part = (bits >> empty) & ((1 << length) - 1);
        const moved = (part >> (length - 2)) | ((part & ((1 << (length - 2)) - 1)) << 2);
        const after = (bits & ~(((1 << length) - 1) << empty)) | (moved << empty);
        moves.push(first + 3, (first + 2) * size + after);
      }
    }
    return moves;
  },
};

registerPuzzle("black_white", rowPuzzle(blackWhite));
