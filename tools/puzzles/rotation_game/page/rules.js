// rules.js: the rules of the rotation game on its page (cells 0..23 of the
// '#' board, symbols 1, 2, 3; lines A..H). Pure functions, as in
// tools/replay/rules.js; the fewest moves of a board come from hints.js's
// distance table, its picture from drawing.js, its verdict from checker.js.
"use strict";

const kLines = {
  A: [0, 2, 6, 11, 15, 20, 22],
  B: [1, 3, 8, 12, 17, 21, 23],
  C: [10, 9, 8, 7, 6, 5, 4],
  D: [19, 18, 17, 16, 15, 14, 13],
  E: [23, 21, 17, 12, 8, 3, 1],
  F: [22, 20, 15, 11, 6, 2, 0],
  G: [13, 14, 15, 16, 17, 18, 19],
  H: [4, 5, 6, 7, 8, 9, 10],
};
const kCentre = [6, 7, 8, 11, 12, 15, 16, 17];
const kNone = "No moves needed";

const rotation = {
  title: "The Rotation Game",
  help: "Click a line's letter: its line shifts toward that letter",  // the page's help line: how to make a move
  // Cell line[j] takes what line[j + 1] held, line[6] what line[0] held.
  play: function (cells, letter) {
    const line = kLines[letter];
    const next = cells.slice();
    for (let j = 0; j < 7; ++j) {
      next[line[j]] = cells[line[(j + 1) % 7]];
    }
    return next;
  },
  goal: "make the eight centre cells one symbol, in the fewest moves (the smallest such letters), then name it",
  solved: (cells) => rotation.centre(cells) !== 0,
  progress: (c) => countOf(c.moves.length, "move") + "; the centre is not one symbol yet",
  // The centre's symbol when it is all one, else 0.
  centre: function (cells) {
    const symbol = cells[kCentre[0]];
    return kCentre.every((cell) => cells[cell] === symbol) ? symbol : 0;
  },
  // The symbol most of the centre holds (the smallest of a tie).
  mostInCentre: function (cells) {
    const count = [0, 0, 0, 0];
    for (const cell of kCentre) {
      count[cells[cell]] += 1;
    }
    return [1, 2, 3].reduce((best, s) => (count[s] > count[best] ? s : best), 1);
  },
  // The boards of an input, read as rotation_game reads them: { boards,
  // error } (error "" or the program's words).
  boardsOf: function (input) {
    const t = tokens(input);
    const boards = [];
    for (let at = 0; at < t.length && !/^-?0+$/.test(t[at]); at += 24) {
      const where = "board " + (boards.length + 1);
      const board = t.slice(at, at + 24);
      const bad = board.findIndex((symbol) => !/^[123]$/.test(symbol));
      if (bad >= 0) {
        return { boards: boards, error: where + ", token " + (at + bad + 1) + " (\"" + shownToken(board[bad]) + "\"): a symbol must be 1, 2 or 3" };
      }
      if (board.length < 24) {
        return { boards: boards, error: where + ": input ends after " + board.length + " of 24 symbols" };
      }
      for (const symbol of ["1", "2", "3"]) {  // rotation_game's count: eight of each
        const fills = board.filter((each) => each === symbol).length;
        if (fills !== 8) {
          return { boards: boards, error: where + ": symbol " + symbol + " fills " + fills + " cells, not 8" };
        }
      }
      boards.push(board.map(Number));
    }
    return { boards: boards, error: "" };
  },
  tryMove: function (cells, text) {
    if (!/^[A-H]$/.test(text)) {
      return { why: "\"" + text + "\" is not a letter A..H" };
    }
    return { move: { letter: text }, next: rotation.play(cells, text) };
  },
  // "board 2, move 3: C".
  describe: (c, i, move) => c.name + ", move " + (i + 1) + ": " + move.letter,
  replay: function (input, output) {
    const read = rotation.boardsOf(input);
    if (read.error) {
      return { cases: [], extra: "", inputError: read.error };
    }
    const boards = read.boards;
    const lines = linesOf(output);
    const cases = [];
    let trouble = false;
    boards.forEach((board, k) => {
      const name = "board " + (k + 1);
      const c = makeCase(name, board, (cells, move) => rotation.play(cells, move.letter));
      const best = rotationShortest(board);
      c.shortest = best.length;
      cases.push(c);
      if (trouble) {
        return;
      }
      // kind: "illegal" (the output cannot be replayed, or says what is
      // not so), "unfinished" (the board not solved yet) or "suboptimal"
      // (solved, but not in the fewest moves or not the smallest of them).
      const wrong = (step, why, kind) => {
        c.wrong = { step: step, why: why, illegal: kind === "illegal", unfinished: kind === "unfinished", suboptimal: kind === "suboptimal" };
      };
      if (lines.length < 2 * k + 1) {
        wrong(0, "the output ends before " + name, "unfinished");
        c.wrong.alone = true;
        trouble = true;
        return;
      }
      const moves = lines[2 * k];
      if (moves !== kNone && !/^[A-H]+$/.test(moves)) {
        wrong(0, "output line " + (2 * k + 1) + " is neither letters A..H nor \"" + kNone + "\"", "illegal");
        trouble = true;
        return;
      }
      c.replayed = true;
      for (const letter of moves === kNone ? "" : moves) {
        c.push({ letter: letter }, rotation.play(c.last, letter));
      }
      const last = c.moves.length;
      const centre = rotation.centre(c.last);
      if (centre === 0) {
        wrong(last, "the centre is not one symbol after " + countOf(last, "move"), "unfinished");
      } else if (lines.length < 2 * k + 2) {
        wrong(last, "the output ends before the centre symbol", "illegal");
      } else if (lines[2 * k + 1] !== String(centre)) {
        wrong(last, "the centre is " + centre + ", not " + lines[2 * k + 1], "illegal");
      } else if (last > best.length) {  // the judges want a shortest one, and the smallest of those
        wrong(last, last + " moves, but " + best.length + (best.length === 1 ? " is" : " are") + " enough", "suboptimal");
      } else if (best.length > 0 && moves > best) {
        wrong(last, moves + " is not the smallest; " + best + " is", "suboptimal");
      }
      trouble = lines.length < 2 * k + 2;  // the boards after it have no lines
    });
    const extra = !trouble && lines.length > 2 * boards.length;
    return { cases: cases, extra: extra ? "the output goes on past the last board" : "" };
  },
  // Two lines a board: its letters (or kNone) and the centre's symbol.
  linesACase: 2,
  writeCase: function (c, moves) {
    let cells = c.start;
    for (const move of moves) {
      cells = rotation.play(cells, move.letter);
    }
    const letters = moves.length === 0 ? kNone : moves.map((move) => move.letter).join("");
    return [letters, String(rotation.centre(cells) || rotation.mostInCentre(cells))];
  },
};

registerPuzzle("rotation_game", rotation);
