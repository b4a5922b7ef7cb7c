// rules.js: the shuttle's rules on its page (holes 1..2N+1, W and B, "_"
// the empty hole): read an answer, play a move, say where a move goes
// wrong in check_shuttle's words. A row of holes (rowPuzzle): its picture
// and hints are the row's, its moves those of movesOfCode. Its checker is
// checker.js. Pure functions, as in tools/replay/rules.js.
"use strict";

// What this puzzle's scripts use of the page: its one shared object (tools/replay/rules.js).
const {
  casesOf, checkerCases, checkerNumber, countOf, exactLinesSteps, kYieldEvery, makeCase, registerPuzzle, rowPuzzle,
  stop, tokens
} = replay;

// What numberTokens() stores for a token that is not a number it holds.
const kNotDigits = 65535;
const kLarge = 65534;  // digits, but a number past 65533

// The output's tokens for the shuttle, read a character at a time into
// typed arrays: a million-move answer is 4 MB, and on a machine where fresh
// memory is dear, arrays grown a number at a time cost more than the
// reading. values[i] is the i-th token's number, or kNotDigits or kLarge
// (its text is then words.get(i)); start(i) where it starts (every 64th
// token's start is kept, and the others found from it); count of them. A
// hole is at most 2001, so values (2 bytes each) can hold a case's moves.
function* numberTokens(text) {
  const most = Math.ceil(text.length / 2);  // a token and the space after it
  const values = new Uint16Array(most);
  const starts = new Int32Array(Math.ceil(most / 64));
  const words = new Map();
  const space = (code) => code === 32 || (code >= 9 && code <= 13);
  let count = 0;
  let i = 0;
  while (i < text.length) {
    let code = text.charCodeAt(i);
    if (space(code)) {
      i += 1;
      continue;
    }
    if (count % (16 * kYieldEvery) === 0) {
      yield;
    }
    const start = i;
    let value = 0;
    let digits = true;
    do {
      digits = digits && code >= 48 && code <= 57;
      value = value * 10 + code - 48;
      i += 1;
      code = i < text.length ? text.charCodeAt(i) : 32;
    } while (!space(code));
    if (count % 64 === 0) {
      starts[count / 64] = start;
    }
    if (digits && value < kLarge) {
      values[count] = value;
    } else {
      words.set(count, text.slice(start, i));
      values[count] = digits ? kLarge : kNotDigits;
    }
    count += 1;
  }
  const start = (k) => {
    let at = starts[Math.floor(k / 64)];
    for (let skip = k % 64; skip > 0; --skip) {
      while (!space(text.charCodeAt(at))) {
        at += 1;
      }
      while (space(text.charCodeAt(at))) {
        at += 1;
      }
    }
    return at;
  };
  return { values: values, start: start, words: words, count: count };
}

// How many moves apart the shuttle's kept positions are for N: a power of
// two, at least 64 and at least its 2N + 1 holes, so that the kept copies
// are about a byte a move and at(i) plays fewer moves than a copy holds.
function keptEvery(n) {
  let every = 64;
  while (every < 2 * n + 1) {
    every *= 2;
  }
  return every;
}

const shuttle = {
  title: "Shuttle Puzzle",
  help: "Click the piece that should jump or slide into the empty hole",  // the page's help line: how to make a move
  firstMove: "click a piece to move it",  // the move line's words at the start
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
  empty: "_",
  light: "W",
  place: "hole",
  moveCells: 1,
  start: (n) => "W".repeat(n) + "_" + "B".repeat(n),
  goals: (n) => ["B".repeat(n) + "_" + "W".repeat(n)],
  sizeOf: (holes) => (holes.length - 1) / 2,
  goal: "swap the colours: every B to the left of the empty hole, every W to its right",
  solved: (holes) => holes === shuttle.goals(shuttle.sizeOf(holes))[0],
  // How far case c is from its end: "5 of 15 moves; 10 to go".
  progress: function (c) {
    const moves = c.moves.length;
    if (moves < c.shortest) {
      return moves + " of " + c.shortest + " moves; " + (c.shortest - moves) + " to go";
    }
    return countOf(moves, "move") + "; the colours are not swapped yet";
  },
  // Why the move from hole `from` into the empty hole is not legal, or ""
  // (check_shuttle's words). `holes`: a string or an array.
  why: function (holes, empty, from) {
    if (!Number.isInteger(from) || from < 1 || from > holes.length) {
      return "there is no hole " + from;
    }
    if (from === empty) {
      return "hole " + from + " is the empty hole";
    }
    const gap = Math.abs(from - empty);
    if (gap > 2) {
      return "hole " + from + " is " + gap + " holes from the empty hole " + empty;
    }
    const piece = holes[from - 1];
    const over = holes[(from + empty) / 2 - 1];
    if (gap === 2 && over === piece) {
      return "hole " + from + " holds " + piece + ", which cannot jump a " + over;
    }
    return "";
  },
  // The holes whose piece can move into the empty hole.
  legalMoves: function (holes) {
    const empty = holes.indexOf("_") + 1;
    const moves = [];
    for (let from = Math.max(1, empty - 2); from <= Math.min(holes.length, empty + 2); ++from) {
      if (shuttle.why(holes, empty, from) === "") {
        moves.push(from);
      }
    }
    return moves;
  },
  after: function (holes, from) {
    const empty = holes.indexOf("_") + 1;
    const next = holes.split("");
    next[empty - 1] = holes[from - 1];
    next[from - 1] = "_";
    return next.join("");
  },
  // A move typed or clicked: { move, next } or { why }.
  tryMove: function (holes, text) {
    const from = /^[0-9]+$/.test(text) ? Number(text) : NaN;
    const empty = holes.indexOf("_") + 1;
    const why = Number.isNaN(from) ? "\"" + text + "\" is not a hole" : shuttle.why(holes, empty, from);
    if (why) {
      return { why: why };
    }
    return { move: { from: from, to: empty }, next: shuttle.after(holes, from) };
  },
  // The smallest of the shortest solutions (docs/shuttle.md: runs 2..N+1, then
  // N..1; run i has i holes, from N+i down for odd i, from N-i+2 up for even
  // i), as the holes, in a typed array of its (N+1)^2 - 1 moves (the same
  // one for the same N: not to be written).
  smallest: function (n) {
    if (shuttle.smallestOf && shuttle.smallestOf.n === n) {  // the replay's, then the checker's: made once
      return shuttle.smallestOf.holes;
    }
    const holes = new Uint16Array((n + 1) * (n + 1) - 1);
    let at = 0;
    for (let r = 1; r <= 2 * n; ++r) {  // run r is run i = r + 1 while r <= N, then i = 2N + 1 - r
      const i = r <= n ? r + 1 : 2 * n + 1 - r;
      const step = i % 2 ? -2 : 2;
      let hole = i % 2 ? n + i : n - i + 2;
      for (let t = 0; t < i; ++t) {
        holes[at] = hole;
        at += 1;
        hole += step;
      }
    }
    shuttle.smallestOf = { n: n, holes: holes };
    return holes;
  },
  // "hole 3 jumps to hole 5".
  describe: function (c, i, move) {
    const how = Math.abs(move.from - move.to) === 2 ? " jumps" : " slides";
    return "hole " + move.from + how + " to hole " + move.to;
  },
  // Each case's moves are kept as the holes alone (a move goes into the
  // hole the one before came from), in a typed array once replayed; a
  // position every keptEvery(n) moves is kept as char codes (a copy of 2N + 1
  // bytes), and at(i) plays on from it.
  makeCase: function (name, n) {
    const c = makeCase(name, shuttle.start(n), null);
    const every = keptEvery(n);
    c.codes = [new Uint8Array(2 * n + 1)];
    for (let i = 0; i <= 2 * n; ++i) {
      c.codes[0][i] = c.start.charCodeAt(i);
    }
    c.move = function (i) {
      return { from: this.moves[i], to: i === 0 ? n + 1 : this.moves[i - 1] };
    };
    c.at = function (i) {
      const holes = this.codes[Math.floor(i / every)].slice();
      let empty = i < every ? n + 1 : this.moves[i - (i % every) - 1];
      for (let j = i - (i % every); j < i; ++j) {
        const from = this.moves[j];
        holes[empty - 1] = holes[from - 1];
        holes[from - 1] = 95;  // "_"
        empty = from;
      }
      return String.fromCharCode.apply(null, holes);
    };
    return c;
  },
  replaySteps: function* (input, output) {
    const cases = [];
    const numbers = yield* numberTokens(output);
    const count = numbers.count;
    let at = 0;
    let trouble = "";
    const read = casesOf(input, shuttle.number);
    if (read.error) {
      return { cases: [], extra: "", inputError: read.error };
    }
    const sizes = read.numbers;
    for (let k = 0; k < sizes.length; ++k) {
      const n = sizes[k];
      const length = (n + 1) * (n + 1) - 1;
      const c = shuttle.makeCase("case " + (k + 1) + " (N=" + n + ")", n);
      c.shortest = length;
      cases.push(c);
      if (trouble) {
        continue;
      }
      c.replayed = true;
      const first = at;
      c.place = (i) => (first + i < count ? numbers.start(first + i) : output.length);
      const last = k === sizes.length - 1;
      const holes = c.codes[0].slice();  // played on in place
      let empty = n + 1;
      const every = keptEvery(n);
      let played = 0;  // the case's moves are numbers.values[first .. first + played): legal, each a hole of 1..2N+1
      for (let m = 0; at < count && (m < length || last); ++m, ++at) {
        if (m % (16 * kYieldEvery) === 0) {
          yield;
        }
        let from = numbers.values[at];
        if (from === kLarge) {
          from = Number(numbers.words.get(at));  // past 65533: never a hole, said as the checker says it
        } else if (from === kNotDigits) {
          from = -1;
        }
        let why = "";
        if (from < 0) {
          why = "\"" + numbers.words.get(at) + "\" is not a hole";
        } else if (from < 1 || from > holes.length || Math.abs(from - empty) > 2 || from === empty ||
                   (Math.abs(from - empty) === 2 && holes[from - 1] === holes[(from + empty) / 2 - 1])) {
          why = shuttle.why(String.fromCharCode.apply(null, holes), empty, from);
        }
        const extra = m >= length;
        if (extra && c.extraFrom < 0) {
          c.extraFrom = m;
        }
        if (why) {
          c.moves = numbers.values.subarray(first, first + played);
          c.last = String.fromCharCode.apply(null, holes);
          const what = extra ? "extra move " + (m + 1) + ": " : "move " + (m + 1) + ": ";
          c.wrong = { step: m, why: what + why, move: { from: from, to: empty }, rest: count - at - 1, illegal: true };
          trouble = "illegal";
          break;
        }
        holes[empty - 1] = holes[from - 1];
        holes[from - 1] = 95;
        played += 1;
        if (played % every === 0) {
          c.codes.push(holes.slice());
        }
        empty = from;
      }
      if (trouble === "illegal") {
        continue;
      }
      c.moves = numbers.values.subarray(first, first + played);
      c.last = String.fromCharCode.apply(null, holes);
      if (c.moves.length < length) {
        const togo = length - c.moves.length;
        c.wrong = { step: c.moves.length, why: c.moves.length + " of " + length + " moves; " + togo + " to go", unfinished: true };
        trouble = "short";
        continue;
      }
      if (c.at(length) !== shuttle.goals(n)[0]) {  // every move legal: in progress, or the goal reached the long way
        const detour = c.last === shuttle.goals(n)[0];
        c.wrong = { step: length, why: "after " + length + " moves the colours are not swapped", unfinished: !detour, suboptimal: detour };
        trouble = "unsolved";
        continue;
      }
      const best = shuttle.smallest(n);
      let m = 0;
      while (m < length && c.moves[m] === best[m]) {
        m += 1;
      }
      if (m < length) {  // USACO wants the smallest: the first move where this one is larger
        const why = "hole " + c.moves[m] + " where the answer has hole " + best[m];
        c.wrong = { step: m, move: c.move(m), why: "move " + (m + 1) + ": " + why + ": a solution, but not the smallest", suboptimal: true };
      }
    }
    const extra = trouble ? 0 : count - at + cases.reduce((sum, c) => sum + Math.max(0, c.moves.length - c.shortest), 0);
    return { cases: cases, extra: extra > 0 ? "the output has " + extra + " moves past the last case" : "" };
  },
  // Case c's holes, 20 to a line.
  writeCase: function* (c, moves, layout, lines) {
    for (let i = 0; i < moves.count; i += 20) {
      if (i % (20 * kYieldEvery) === 0) {
        yield;
      }
      const line = [];
      for (let j = i; j < Math.min(moves.count, i + 20); ++j) {
        line.push(moves.at(j).from);
      }
      lines.push(line.join(" "));
    }
  },
  // The numbers after a wrong move that still make up its case's moves.
  restOfCase: (c) => c.shortest - c.wrong.step - 1,
  // The moves from a row's code (solver.js's rowCode), as [move, code
  // after it] pairs; the move is the hole, as the output writes it.
  movesOfCode: function (code, pieces, moves) {
    const size = 2 ** pieces;
    const empty = Math.floor(code / size);
    const bits = code % size;
    moves.length = 0;
    if (empty >= 1) {  // slide from the left
      moves.push(empty, code - size);
    }
    if (empty < pieces) {  // slide from the right
      moves.push(empty + 2, code + size);
    }
    if (empty >= 2 && ((bits >> (empty - 2)) & 1) !== ((bits >> (empty - 1)) & 1)) {
      moves.push(empty - 1, (empty - 2) * size + (bits ^ (3 << (empty - 2))));
    }
    if (empty + 2 <= pieces && ((bits >> empty) & 1) !== ((bits >> (empty + 1)) & 1)) {
      moves.push(empty + 3, (empty + 2) * size + (bits ^ (3 << empty)));
    }
    return moves;
  },
};

registerPuzzle("shuttle", rowPuzzle(shuttle));
