// rules.js: what the puzzles share and the rules of the shuttle (the
// rotation game's rules are in rules_rotation.js, black_white's in
// rules_black_white.js; the verdict, the checkers', in judge.js). Pure
// functions of plain data, shared by replaying an answer, playing and
// hinting: parse an input and an output, play a move, and say where a move
// goes wrong in the words of the suite's checkers.
//
// Each replayed case is { name, start, moves, wrong, shortest, extraFrom,
// at(i), last }:
//   move(i)    the move from position i to position i + 1 ({ from, to } or
//              { letter }); moves.length: how many there are (moves holds
//              them, the shuttle's as the holes alone);
//   at(i)      position i (at(0) is the start; every 64th position is kept,
//              the others are played again from it: N = 1000 has a million
//              moves);
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
    if (character === "\\") {
      shown += "\\\\";
    } else if (hidesText(character.codePointAt(0))) {
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
  const bytes = (text) => new TextEncoder().encode(text).length;
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
// that is not a whole number or is out of 1..1000, { numbers, error } with
// the programs' words ("case 1, token 1 (\"abc\"): not a number").
function casesOf(input, name) {
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
    if (value < 1 || value > 1000) {
      return { numbers: numbers, error: where + ": " + (name || "N") + " must be 1..1000" };
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

// The output's tokens for the shuttle: values[i] is the i-th token's number,
// or -1 where it is not digits alone (its text is words.get(i)). Read a
// character at a time: a million-move answer is 4 MB.
function numberTokens(text) {
  const values = [];
  const words = new Map();
  const space = (code) => code === 32 || (code >= 9 && code <= 13);
  let i = 0;
  while (i < text.length) {
    if (space(text.charCodeAt(i))) {
      i += 1;
      continue;
    }
    const start = i;
    let value = 0;
    let digits = true;
    while (i < text.length && !space(text.charCodeAt(i))) {
      const code = text.charCodeAt(i);
      digits = digits && code >= 48 && code <= 57;
      value = value * 10 + code - 48;
      i += 1;
    }
    if (digits && i - start < 10) {
      values.push(value);
    } else {
      words.set(values.length, text.slice(start, i));
      values.push(digits ? Number(text.slice(start, i)) : -1);
    }
  }
  return { values: values, words: words };
}

// "1 move", "2 moves".
function countOf(count, word) {
  return count + " " + word + (count === 1 ? "" : "s");
}

// ---- The shuttle: holes 1..2N+1, W and B, "_" the empty hole ---------------

const shuttle = {
  title: "Shuttle Puzzle",
  help: "Click the piece that should jump or slide into the empty hole",  // the page's help line: how to make a move
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
  moveText: (move) => String(move.from),
  // The smallest of the shortest solutions (docs/shuttle.md: runs 2..N+1, then
  // N..1; run i has i holes, from N+i down for odd i, from N-i+2 up for even i).
  smallest: function (n) {
    const holes = [];
    const run = (i) => {
      const step = i % 2 ? -2 : 2;
      let hole = i % 2 ? n + i : n - i + 2;
      for (let t = 0; t < i; ++t) {
        holes.push(hole);
        hole += step;
      }
    };
    for (let i = 2; i <= n + 1; ++i) {
      run(i);
    }
    for (let i = n; i >= 1; --i) {
      run(i);
    }
    return holes;
  },
  // "hole 3 jumps to hole 5".
  describe: function (c, i, move) {
    const how = Math.abs(move.from - move.to) === 2 ? " jumps" : " slides";
    return "hole " + move.from + how + " to hole " + move.to;
  },
  // Each case's moves are kept as the holes alone (a move goes into the
  // hole the one before came from); a position every 64 moves is kept as
  // char codes (a copy of 2N + 1 bytes), and at(i) plays on from it.
  makeCase: function (name, n) {
    const c = makeCase(name, shuttle.start(n), null);
    c.codes = [Uint8Array.from(c.start, (piece) => piece.charCodeAt(0))];
    c.move = function (i) {
      return { from: this.moves[i], to: i === 0 ? n + 1 : this.moves[i - 1] };
    };
    c.at = function (i) {
      const holes = this.codes[Math.floor(i / 64)].slice();
      let empty = i < 64 ? n + 1 : this.moves[i - (i % 64) - 1];
      for (let j = i - (i % 64); j < i; ++j) {
        const from = this.moves[j];
        holes[empty - 1] = holes[from - 1];
        holes[from - 1] = 95;  // "_"
        empty = from;
      }
      return String.fromCharCode.apply(null, holes);
    };
    return c;
  },
  replay: function (input, output) {
    const cases = [];
    const numbers = numberTokens(output);
    const count = numbers.values.length;
    const tokenText = (at) => (numbers.values[at] >= 0 ? String(numbers.values[at]) : numbers.words.get(at));
    let at = 0;
    let trouble = "";
    const read = casesOf(input, "N");
    if (read.error) {
      return { cases: [], extra: "", inputError: read.error };
    }
    const sizes = read.numbers;
    sizes.forEach((n, k) => {
      const length = (n + 1) * (n + 1) - 1;
      const c = shuttle.makeCase("case " + (k + 1) + " (N=" + n + ")", n);
      c.shortest = length;
      cases.push(c);
      if (trouble) {
        return;
      }
      c.replayed = true;
      const last = k === sizes.length - 1;
      const holes = c.codes[0].slice();  // played on in place
      let empty = n + 1;
      for (let m = 0; at < count && (m < length || last); ++m, ++at) {
        const from = numbers.values[at];
        let why = "";
        if (from < 0) {
          why = "\"" + tokenText(at) + "\" is not a hole";
        } else if (from < 1 || from > holes.length || Math.abs(from - empty) > 2 || from === empty ||
                   (Math.abs(from - empty) === 2 && holes[from - 1] === holes[(from + empty) / 2 - 1])) {
          why = shuttle.why(String.fromCharCode.apply(null, holes), empty, from);
        }
        const extra = m >= length;
        if (extra && c.extraFrom < 0) {
          c.extraFrom = m;
        }
        if (why) {
          c.last = String.fromCharCode.apply(null, holes);
          const what = extra ? "extra move " + (m + 1) + ": " : "move " + (m + 1) + ": ";
          c.wrong = { step: m, why: what + why, move: { from: from, to: empty }, rest: count - at - 1, illegal: true };
          trouble = "illegal";
          return;
        }
        holes[empty - 1] = holes[from - 1];
        holes[from - 1] = 95;
        c.moves.push(from);
        if (c.moves.length % 64 === 0) {
          c.codes.push(holes.slice());
        }
        empty = from;
      }
      c.last = String.fromCharCode.apply(null, holes);
      if (c.moves.length < length) {
        const togo = length - c.moves.length;
        c.wrong = { step: c.moves.length, why: c.moves.length + " of " + length + " moves; " + togo + " to go", unfinished: true };
        trouble = "short";
        return;
      }
      if (c.at(length) !== shuttle.goals(n)[0]) {  // every move legal: in progress, or the goal reached the long way
        const detour = c.last === shuttle.goals(n)[0];
        c.wrong = { step: length, why: "after " + length + " moves the colours are not swapped", unfinished: !detour, suboptimal: detour };
        trouble = "unsolved";
        return;
      }
      const best = shuttle.smallest(n);
      const m = best.findIndex((hole, i) => c.moves[i] !== hole);
      if (m >= 0) {  // USACO wants the smallest: the first move where this one is larger
        const why = "hole " + c.moves[m] + " where the answer has hole " + best[m];
        c.wrong = { step: m, move: c.move(m), why: "move " + (m + 1) + ": " + why + ": a solution, but not the smallest", suboptimal: true };
      }
    });
    const extra = trouble ? 0 : count - at + cases.reduce((sum, c) => sum + Math.max(0, c.moves.length - c.shortest), 0);
    return { cases: cases, extra: extra > 0 ? "the output has " + extra + " moves past the last case" : "" };
  },
};
