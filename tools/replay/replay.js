// replay.js: the replay page's script, for the suite's three puzzles.
// Three parts, each apart from the others:
//   1. The rules: parse an input and an output, play the moves, and check them
//      as the suite's checkers do, in their words. Pure functions of plain data.
//   2. The drawing: one SVG picture of a position, with the next move outlined
//      (red where it is wrong). It reads a position and never changes it.
//   3. The controls: a case, a step, play and pause, keys, saving a picture.
//      They only move the index of what is shown.
// The data (problem, input, output, the expected answer) is in the page's
// JSON script element "data".
"use strict";

// ---- 1. The rules ------------------------------------------------------

// Whitespace-separated tokens.
function tokens(text) {
  return text.split(/\s+/).filter((t) => t.length > 0);
}

// The output's lines, without their line ends (a last empty one dropped).
function linesOf(text) {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

// The numbers of an input list that a 0 or the end ends.
function casesOf(input) {
  const numbers = [];
  for (const t of tokens(input)) {
    if (t === "0") break;
    numbers.push(Number(t));
  }
  return numbers;
}

// Each replayed case: { name, moves, wrong, shortest, last, at(i) }.
//   moves[i]: the move from position i to position i + 1 ({ from, to } or
//             { letter }); at(i): position i (at(0): the start); last: the
//             position after the last move. Every 64th position is kept and
//             the others are played again from it: a shuttle of N = 1000
//             has a million moves.
//   wrong:    null, or { step, why, move, alone } where step is the position
//             before the wrong move (the move itself, if it can be drawn, in
//             `move`), or the last position when the end is wrong; `alone`:
//             why names the case itself ("the output ends before board 2").
function makeCase(name, start, shortest, apply) {
  return {
    name: name, moves: [], wrong: null, shortest: shortest, last: start, kept: [start],
    // next: the position after the move, or a function that makes it (only
    // called for a position kept; the caller then sets `last` itself).
    push: function (move, next) {
      this.moves.push(move);
      const keep = this.moves.length % 64 === 0;
      if (typeof next === "function") {
        if (keep) this.kept.push(next());
      } else {
        this.last = next;
        if (keep) this.kept.push(next);
      }
    },
    at: function (i) {
      let position = this.kept[Math.floor(i / 64)];
      for (let j = i - (i % 64); j < i; ++j) position = apply(position, this.moves[j]);
      return position;
    },
  };
}

// -- The shuttle: holes 1..2N+1, W and B, "_" the empty hole.

const shuttle = {
  title: "Shuttle Puzzle",
  // Why the move from hole `from` into the empty hole is not legal, or "".
  why: function (holes, empty, from) {
    if (!Number.isInteger(from) || from < 1 || from > holes.length) return "there is no hole " + from;
    if (from === empty) return "hole " + from + " is the empty hole";
    const gap = Math.abs(from - empty);
    if (gap > 2) return "hole " + from + " is " + gap + " holes from the empty hole " + empty;
    const piece = holes[from - 1], over = holes[(from + empty) / 2 - 1];
    if (gap === 2 && over === piece) return "hole " + from + " holds " + piece + ", which cannot jump a " + over;
    return "";
  },
  // The smallest of the shortest solutions (problems.md: runs 2..N+1, then
  // N..1; run i has i holes, from N+i down for odd i, from N-i+2 up for even i).
  smallest: function (n) {
    const holes = [], run = (i) => {
      for (let t = 0, h = i % 2 ? n + i : n - i + 2; t < i; ++t, h += i % 2 ? -2 : 2) holes.push(h);
    };
    for (let i = 2; i <= n + 1; ++i) run(i);
    for (let i = n; i >= 1; --i) run(i);
    return holes;
  },
  play: function (holes, from) {
    const empty = holes.indexOf("_") + 1, next = holes.split("");
    next[empty - 1] = holes[from - 1];
    next[from - 1] = "_";
    return next.join("");
  },
  // "hole 3 jumps to hole 5".
  describe: (c, i, move) => "hole " + move.from + (Math.abs(move.from - move.to) === 2 ? " jumps" : " slides") +
                            " to hole " + move.to,
  replay: function (input, output) {
    const cases = [], numbers = tokens(output);
    let at = 0, trouble = "";
    casesOf(input).forEach((n, k) => {
      const length = (n + 1) * (n + 1) - 1;
      const c = makeCase("case " + (k + 1) + " (N=" + n + ")", "W".repeat(n) + "_" + "B".repeat(n), length,
                         (holes, move) => shuttle.play(holes, move.from));
      cases.push(c);
      if (trouble) return;
      const holes = c.last.split("");  // played on in place: strings would cost a copy a move
      let empty = n + 1;
      for (let m = 0; m < length; ++m, ++at) {
        if (at >= numbers.length) {
          c.last = holes.join("");
          c.wrong = { step: m, why: "the output ends after " + m + " of " + length + " moves" };
          trouble = "short";
          return;
        }
        const from = /^[0-9]+$/.test(numbers[at]) ? Number(numbers[at]) : NaN;
        const why = Number.isNaN(from) ? "\"" + numbers[at] + "\" is not a hole" : shuttle.why(holes, empty, from);
        if (why) {
          c.last = holes.join("");
          c.wrong = { step: m, why: "move " + (m + 1) + ": " + why, move: { from: from, to: empty } };
          trouble = "illegal";
          return;
        }
        holes[empty - 1] = holes[from - 1], holes[from - 1] = "_";
        c.push({ from: from, to: empty }, () => holes.join(""));
        empty = from;
      }
      c.last = holes.join("");
      if (c.last !== "B".repeat(n) + "_" + "W".repeat(n)) {
        c.wrong = { step: length, why: "after " + length + " moves the colours are not swapped" }, trouble = "unsolved";
        return;
      }
      const best = shuttle.smallest(n), m = c.moves.findIndex((move, i) => move.from !== best[i]);
      if (m >= 0) {  // USACO wants the smallest: the first move where this one is larger
        c.wrong = { step: m, move: c.moves[m], why: "move " + (m + 1) + ": hole " + c.moves[m].from + " where the smallest solution has hole " +
                                                     best[m] + ": a solution, but not the smallest" };
        trouble = "larger";
      }
    });
    const extra = trouble ? 0 : numbers.length - at;
    return { cases: cases, extra: extra > 0 ? "the output has " + extra + " moves past the last case" : "" };
  },
};

// -- The rotation game: cells 0..23 of the '#' board, symbols 1, 2, 3.

const kLines = {
  A: [0, 2, 6, 11, 15, 20, 22], B: [1, 3, 8, 12, 17, 21, 23], C: [10, 9, 8, 7, 6, 5, 4],
  D: [19, 18, 17, 16, 15, 14, 13], E: [23, 21, 17, 12, 8, 3, 1], F: [22, 20, 15, 11, 6, 2, 0],
  G: [13, 14, 15, 16, 17, 18, 19], H: [4, 5, 6, 7, 8, 9, 10],
};
const kCentre = [6, 7, 8, 11, 12, 15, 16, 17];
const kNone = "No moves needed";

const rotation = {
  title: "The Rotation Game",
  // Cell line[j] takes what line[j + 1] held, line[6] what line[0] held.
  play: function (cells, letter) {
    const line = kLines[letter], next = cells.slice();
    for (let j = 0; j < 7; ++j) next[line[j]] = cells[line[(j + 1) % 7]];
    return next;
  },
  // The centre's symbol when it is all one, else 0.
  centre: function (cells) {
    const s = cells[kCentre[0]];
    return kCentre.every((c) => cells[c] === s) ? s : 0;
  },
  // "board 2, move 3: C".
  describe: (c, i, move) => c.name + ", move " + (i + 1) + ": " + move.letter,
  replay: function (input, output, answer) {
    const t = tokens(input), boards = [];
    for (let at = 0; at + 24 <= t.length && t[at] !== "0"; at += 24) boards.push(t.slice(at, at + 24).map(Number));
    const best = linesOf(answer).filter((l) => l.length > 0);
    const lines = linesOf(output), cases = [];
    let trouble = false;
    boards.forEach((board, k) => {
      const name = "board " + (k + 1);
      const shortest = best.length > 2 * k ? (best[2 * k] === kNone ? 0 : best[2 * k].length) : null;
      const c = makeCase(name, board, shortest, (cells, move) => rotation.play(cells, move.letter));
      cases.push(c);
      if (trouble) return;
      const wrong = (step, why, move) => { c.wrong = { step: step, why: why, move: move }; trouble = true; };
      if (lines.length < 2 * k + 1) return wrong(0, "the output ends before " + name), (c.wrong.alone = true);
      const moves = lines[2 * k];
      if (moves !== kNone && !/^[A-H]+$/.test(moves))
        return wrong(0, "output line " + (2 * k + 1) + " is neither letters A..H nor \"" + kNone + "\"");
      for (const letter of moves === kNone ? "" : moves) {
        c.push({ letter: letter }, rotation.play(c.last, letter));
      }
      const last = c.moves.length, centre = rotation.centre(c.last);
      if (lines.length < 2 * k + 2) return wrong(last, "the output ends before the centre symbol");
      if (centre === 0)
        return wrong(last, "the centre is not one symbol after " + last + (last === 1 ? " move" : " moves"));
      if (lines[2 * k + 1] !== String(centre)) return wrong(last, "the centre holds " + centre + ", not " + lines[2 * k + 1]);
      if (shortest !== null && last > shortest)  // the judges want a shortest one, and the smallest of those
        return wrong(last, last + " moves, but " + shortest + (shortest === 1 ? " is" : " are") + " enough");
      if (shortest !== null && last === shortest && shortest > 0 && moves > best[2 * k])
        return wrong(last, moves + " is not the smallest; " + best[2 * k] + " is");
    });
    const extra = !trouble && lines.length > 2 * boards.length;
    return { cases: cases, extra: extra ? "the output goes on past the last board" : "" };
  },
};

// -- 黑白棋子: cells 1..2n+2, o and *, "-" empty; the steps in any of
//    black_white's layouts (step, step-space, board, moves).

const blackWhite = {
  title: "Black and white pieces (黑白棋子的移动)",
  start: (n) => "o".repeat(n) + "*".repeat(n) + "--",
  alternates: (row) => /^(o\*)*$/.test(row.replace(/-/g, "")),
  // The fewest moves (black_white --min; a breadth-first search below 4).
  fewest: (n) => (n >= 4 ? n : [0, 1, 5][n - 1]),
  // Why `to` is not one legal move on from `from`, or "" (check_black_white's words).
  why: function (from, to) {
    const sp = from.indexOf("--"), m = to.indexOf("--");
    if (m < 0 || to.indexOf("-", m + 2) >= 0 || to.indexOf("-") !== m) return "the two empty cells are not side by side";
    if (m === sp) return "nothing moved";
    if (from[m] === "-" || from[m + 1] === "-") return "the moved cells were not two pieces";
    if (Math.abs(m - sp) < 3) return "cells " + (m + 1) + "," + (m + 2) + " moved without jumping a piece";
    const expect = from.split("");
    expect[sp] = from[m], expect[sp + 1] = from[m + 1], expect[m] = expect[m + 1] = "-";
    if (expect.join("") !== to) return "not a move of cells " + (m + 1) + "," + (m + 2) + " to " + (sp + 1) + "," + (sp + 2);
    return "";
  },
  // The row after cells a, a+1 go to the empty cells b, b+1.
  move: function (row, a, b) {
    const cells = row.split("");
    cells[b - 1] = row[a - 1], cells[b] = row[a], cells[a - 1] = cells[a] = "-";
    return cells.join("");
  },
  // "step 3: cells 7,8 go to the empty cells 15,16".
  describe: (c, i, move) => "step " + (i + 1) + ": cells " + move.from + "," + (move.from + 1) + " go to the empty cells " +
                            move.to + "," + (move.to + 1),
  layoutOf: function (first) {
    if (first === undefined || first.indexOf("-->") >= 0) return "moves";
    if (!first.startsWith("step")) return "board";
    return /^step\s*[0-9]+: /.test(first) ? "step-space" : "step";
  },
  // The row a line of the output shows, or null when it is not one.
  rowOf: function (line, layout) {
    const m = layout === "board" ? [null, line] : /^step\s*[0-9]+:\s?(.*)$/.exec(line);
    return m && /^[o*-]+$/.test(m[1]) ? m[1] : null;
  },
  replay: function (input, output) {
    const lines = linesOf(output), layout = blackWhite.layoutOf(lines[0]), ns = casesOf(input), cases = [];
    let at = 0, trouble = false;
    ns.forEach((n, k) => {
      const name = "case " + (k + 1) + " (n=" + n + ")", start = blackWhite.start(n), last = k + 1 === ns.length;
      const c = makeCase(name, start, blackWhite.fewest(n), (row, move) => blackWhite.move(row, move.from, move.to));
      cases.push(c);
      if (trouble) return;
      const wrong = (step, why, move) => { c.wrong = { step: step, why: why, move: move }; trouble = true; };
      if (layout !== "moves") {  // the first line is the start
        if (at >= lines.length) return wrong(0, "the output ends before " + name), (c.wrong.alone = true);
        const row = blackWhite.rowOf(lines[at], layout);
        if (row !== start) return wrong(0, "step 0 is not the start: output line " + (at + 1) + " is \"" + lines[at] + "\"");
        ++at;
      }
      for (; at < lines.length; ++at) {
        const row = c.last, line = lines[at], step = c.moves.length + 1;
        let next = null;
        if (layout === "moves") {
          const m = /^([0-9]+),([0-9]+)-->([0-9]+),([0-9]+)$/.exec(line);
          if (m && +m[2] === +m[1] + 1 && +m[4] === +m[3] + 1 && +m[1] >= 1 && +m[2] <= row.length && +m[3] === row.indexOf("--") + 1)
            next = blackWhite.move(row, +m[1], +m[3]);
          if (!last && blackWhite.alternates(row) && (next === null || !blackWhite.alternates(next))) break;  // the next case
          if (next === null) return wrong(c.moves.length, "step " + step + ": \"" + line + "\" is no move of two pieces into the empty cells " +
                                         (row.indexOf("--") + 1) + "," + (row.indexOf("--") + 2));
        } else {
          next = blackWhite.rowOf(line, layout);
          if (layout !== "board" && /^step\s*0:/.test(line)) break;  // the next case
          if (layout === "board" && !last && line === blackWhite.start(ns[k + 1])) break;
          if (next === null || next.length !== row.length)
            return wrong(c.moves.length, "output line " + (at + 1) + " is not a row of " + row.length + " of o * -");
        }
        const from = next.indexOf("--") + 1, to = row.indexOf("--") + 1;
        const why = blackWhite.why(row, next);
        if (why) return wrong(c.moves.length, "step " + step + ": " + why, { from: from, to: to });
        c.push({ from: from, to: to }, next);
      }
      if (!blackWhite.alternates(c.last)) wrong(c.moves.length, "the last row " + c.last + " does not alternate");
    });
    return { cases: cases, extra: !trouble && at < lines.length ? "the output goes on past the last case" : "" };
  },
};

const kPuzzles = { shuttle: shuttle, rotation_game: rotation, black_white: blackWhite };

// "case 1 (N=7), move 2: why", "board 2: why", or why alone.
function whereWhy(c) {
  if (c.wrong.alone) return c.wrong.why;
  return c.name + (/^(move|step) /.test(c.wrong.why) ? ", " : ": ") + c.wrong.why;
}

// The verdict line: "solved in N moves ..." or "wrong: where: why".
function verdictOf(result) {
  const bad = result.cases.find((c) => c.wrong);
  if (bad) return "wrong: " + whereWhy(bad);
  if (result.extra) return "wrong: " + result.extra;
  if (result.cases.length === 0) return "wrong: the input has no case";
  const moves = result.cases.reduce((sum, c) => sum + c.moves.length, 0);
  const known = result.cases.every((c) => c.shortest !== null);
  const fewest = result.cases.reduce((sum, c) => sum + (c.shortest || 0), 0);
  const cases = result.cases.length === 1 ? "" : " (" + result.cases.length + " cases)";
  const compared = !known ? "" : moves === fewest ? ", the fewest there are" : "; the fewest are " + fewest;
  return "solved in " + moves + (moves === 1 ? " move" : " moves") + cases + compared;
}

// ---- 2. The drawing ----------------------------------------------------

const kInk = { W: "#ffffff", B: "#263238", o: "#ffffff", "*": "#263238", 1: "#ffd54f", 2: "#4fc3f7", 3: "#e57373" };
const kMark = "#ff9800", kWrong = "#d50000";

function svgText(x, y, text, size, fill) {
  return '<text x="' + x + '" y="' + y + '" font-size="' + size + '" text-anchor="middle" dominant-baseline="central" ' +
         'font-family="sans-serif" fill="' + fill + '">' + text + "</text>";
}

// A row of pieces (the shuttle's holes, the black-white cells): circles
// labelled W/B or o/*, the empty ones dashed, numbered from 1; `marked`: the
// cells to outline, in `colour`.
function drawRow(row, marked, colour) {
  const n = row.length, size = Math.min(60, 940 / n), r = size * 0.42, y = 90;
  let svg = "";
  for (let i = 0; i < n; ++i) {
    const x = 10 + size * (i + 0.5), piece = row[i], empty = piece === "_" || piece === "-";
    if (marked.indexOf(i + 1) >= 0)
      svg += '<rect x="' + (x - size / 2 + 1) + '" y="' + (y - size / 2) + '" width="' + (size - 2) + '" height="' + size +
             '" fill="none" stroke="' + colour + '" stroke-width="' + Math.max(2, size / 12) + '"/>';
    svg += '<circle cx="' + x + '" cy="' + y + '" r="' + r + '" fill="' + (empty ? "none" : kInk[piece]) + '" stroke="#455a64" ' +
           (empty ? 'stroke-dasharray="3 3"' : "") + "/>";
    if (!empty && size >= 14) svg += svgText(x, y, piece, r, piece === "W" || piece === "o" ? "#263238" : "#ffffff");
    if (size >= 22 || (i + 1) % 10 === 0) svg += svgText(x, y + size * 0.75, i + 1, Math.min(14, size * 0.45), "#607d8b");
  }
  return { svg: svg, height: 170 };
}

// The '#' board: 7 x 7 places, the centre square outlined, the line of the
// next move outlined with its letter.
const kPlace = [[0, 2], [0, 4], [1, 2], [1, 4], [2, 0], [2, 1], [2, 2], [2, 3], [2, 4], [2, 5], [2, 6], [3, 2], [3, 4],
                [4, 0], [4, 1], [4, 2], [4, 3], [4, 4], [4, 5], [4, 6], [5, 2], [5, 4], [6, 2], [6, 4]];
function drawBoard(cells, letter, colour) {
  const size = 52, left = 480 - 3.5 * size, top = 30;
  const at = (cell) => [left + kPlace[cell][1] * size, top + kPlace[cell][0] * size];
  let svg = '<rect x="' + (left + 2 * size - 3) + '" y="' + (top + 2 * size - 3) + '" width="' + (3 * size + 6) + '" height="' +
            (3 * size + 6) + '" fill="none" stroke="#455a64" stroke-width="3"/>';
  for (let cell = 0; cell < 24; ++cell) {
    const [x, y] = at(cell);
    svg += '<rect x="' + (x + 2) + '" y="' + (y + 2) + '" width="' + (size - 4) + '" height="' + (size - 4) + '" rx="6" fill="' +
           kInk[cells[cell]] + '" stroke="#455a64"/>' + svgText(x + size / 2, y + size / 2, cells[cell], 22, "#212121");
  }
  for (const name of Object.keys(kLines)) {  // each line's letter beyond its head
    const line = kLines[name], [x0, y0] = at(line[0]), [x1, y1] = at(line[1]);
    svg += svgText(x0 + size / 2 + (x0 - x1) * 0.8, y0 + size / 2 + (y0 - y1) * 0.8, name, 18, name === letter ? colour : "#607d8b");
  }
  if (letter) {
    const line = kLines[letter], [x0, y0] = at(Math.min(...line)), [x1, y1] = at(Math.max(...line));
    svg += '<rect x="' + x0 + '" y="' + y0 + '" width="' + (x1 - x0 + size) + '" height="' + (y1 - y0 + size) +
           '" rx="8" fill="none" stroke="' + colour + '" stroke-width="5"/>';
  }
  return { svg: svg, height: 7 * size + 60 };
}

// The picture of one position and the move after it.
function picture(problem, state, move, wrong) {
  const colour = wrong ? kWrong : kMark;
  let part;
  if (problem === "rotation_game") part = drawBoard(state, move ? move.letter : "", colour);
  else if (problem === "shuttle") part = drawRow(state, move ? [move.from, move.to] : [], colour);
  else part = drawRow(state, move ? [move.from, move.from + 1, move.to, move.to + 1] : [], colour);
  return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 ' + part.height + '" width="960" height="' + part.height +
         '"><rect width="960" height="' + part.height + '" fill="#fafafa"/>' + part.svg + "</svg>";
}

// ---- 3. The controls ---------------------------------------------------

function main() {
  const data = JSON.parse(document.getElementById("data").textContent);
  const puzzle = kPuzzles[data.problem];
  const result = puzzle.replay(data.input, data.output, data.answer || "");
  const verdict = verdictOf(result);
  const $ = (id) => document.getElementById(id);
  $("title").textContent = puzzle.title + ": replay";
  document.title = "Replay: " + puzzle.title;
  $("verdict").textContent = verdict;
  $("verdict").className = verdict.startsWith("wrong") ? "wrong" : "";
  $("input-text").textContent = data.input;
  $("output-text").textContent = data.output;

  const select = $("case");
  result.cases.forEach((c, k) => select.add(new Option(c.name, String(k))));
  $("case-label").style.display = result.cases.length > 1 ? "" : "none";
  let shown = Math.max(0, result.cases.findIndex((c) => c.wrong)), step = 0, timer = null;

  function show() {
    const c = result.cases[shown];
    if (!c) return;
    const wrongHere = c.wrong && step === c.wrong.step;
    const move = step < c.moves.length ? c.moves[step] : wrongHere ? c.wrong.move : null;
    const svg = picture(data.problem, c.at(step), move, wrongHere);
    $("picture").outerHTML = svg.replace("<svg ", '<svg id="picture" role="img" aria-label="the board" ');
    $("move").textContent = wrongHere ? "wrong: " + whereWhy(c) : move ? "next, " + puzzle.describe(c, step, move) : "done";
    $("move").className = wrongHere ? "wrong" : "";
    $("slider").max = String(c.moves.length);
    $("slider").value = String(step);
    $("position").textContent = step + " / " + c.moves.length;
  }
  function go(to) {
    const c = result.cases[shown];
    step = Math.max(0, Math.min(c.moves.length, to));
    show();
  }
  function playOrPause() {
    if (timer) { clearInterval(timer); timer = null; $("play").textContent = "▶"; return; }
    if (step >= result.cases[shown].moves.length) step = 0;
    $("play").textContent = "❚❚";
    timer = setInterval(() => {
      if (step >= result.cases[shown].moves.length) return playOrPause();
      go(step + 1);
    }, 500);
  }
  function save(kind) {
    const svg = $("picture").outerHTML, name = "replay-" + data.problem + "-" + (shown + 1) + "-" + step;
    const link = document.createElement("a");
    if (kind === "svg") {
      link.href = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
      link.download = name + ".svg";
      return link.click();
    }
    const image = new Image(), box = $("picture").viewBox.baseVal;
    image.onload = () => {
      const canvas = document.createElement("canvas");
      canvas.width = box.width, canvas.height = box.height;
      canvas.getContext("2d").drawImage(image, 0, 0);
      link.href = canvas.toDataURL("image/png");
      link.download = name + ".png";
      link.click();
    };
    image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
  }

  select.addEventListener("change", () => { shown = Number(select.value); step = 0; show(); });
  $("back").addEventListener("click", () => go(step - 1));
  $("forward").addEventListener("click", () => go(step + 1));
  $("play").addEventListener("click", playOrPause);
  $("slider").addEventListener("input", () => go(Number($("slider").value)));
  $("save-png").addEventListener("click", () => save("png"));
  $("save-svg").addEventListener("click", () => save("svg"));
  document.addEventListener("keydown", (e) => {
    if (e.target.tagName === "SELECT") return;
    const keys = { ArrowLeft: () => go(step - 1), ArrowRight: () => go(step + 1), Home: () => go(0),
                   End: () => go(result.cases[shown].moves.length), " ": playOrPause };
    if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
  });

  // Start where it went wrong, or at the start.
  select.value = String(shown);
  const bad = result.cases[shown];
  step = bad && bad.wrong ? bad.wrong.step : 0;
  show();
}

main();
