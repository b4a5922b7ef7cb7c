// rules.js: the rules of the rotation game on its page (cells 0..23 of the
// '#' board, symbols 1, 2, 3; lines A..H). Pure functions, as in
// tools/replay/rules.js; the fewest moves of a board come from hints.js's
// distance table, its picture from drawing.js, its verdict from checker.js.
"use strict";

// What this puzzle's scripts use of the page: its one shared object (tools/replay/rules.js).
const {
  breadthFirst, checkerNumber, countOf, exactLinesSteps, kYieldEvery, linesAndStarts, makeCase, markOf,
  registerPuzzle, searched, searching, shownToken, stop, svgRect, svgText, tokens
} = replay;

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
  // The page's help line (how to make a move) and the move line's words at the start.
  help: "Press a line's letter A–H, or click the letter or a tile at that end of its line: the line shifts toward that end",
  firstMove: "press a letter A–H, or click a line's letter, to shift that line",
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
  // The move a key makes where no text box has the focus ("a" or "A": line A), or "".
  moveOfKey: (key) => (/^[a-hA-H]$/.test(key) ? key.toUpperCase() : ""),
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
  // A board's lines are read in check_rotation_game's order (checker.js), so
  // that the move line and the verdict give the same reason.
  replaySteps: function* (input, output) {
    const read = rotation.boardsOf(input);
    if (read.error) {
      return { cases: [], extra: "", inputError: read.error };
    }
    const boards = read.boards;
    const { lines, starts } = yield* linesAndStarts(output);
    const cases = [];
    let trouble = false;
    for (let k = 0; k < boards.length; ++k) {
      const board = boards[k];
      const name = "board " + (k + 1);
      const c = makeCase(name, board, (cells, move) => rotation.play(cells, move.letter));
      let best = null;  // the smallest of the fewest moves, worked out when first needed (hints.js's table)
      const bestMoves = () => (best === null ? (best = rotationShortest(board)) : best);
      Object.defineProperty(c, "shortest", { get: () => bestMoves().length });
      cases.push(c);
      if (trouble) {
        continue;
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
        continue;
      }
      const moves = lines[2 * k];
      const symbol = lines[2 * k + 1];
      const lettersOrNone = (line) => line === kNone || /^[A-H]+$/.test(line);
      c.place = (i) => starts[2 * k] + (moves === kNone ? 0 : Math.min(i, moves.length));
      if (!lettersOrNone(moves)) {
        const why = symbol === undefined ? "the output ends before the centre symbol"
                                         : "output line " + (2 * k + 1) + " is neither letters A..H nor \"" + kNone + "\"";
        wrong(0, why, "illegal");
        trouble = true;
        continue;
      }
      c.replayed = true;
      const letters = moves === kNone ? "" : moves;
      for (let i = 0; i < letters.length; ++i) {
        if (i % kYieldEvery === kYieldEvery - 1) {
          yield;
        }
        c.push({ letter: letters[i] }, rotation.play(c.last, letters[i]));
      }
      const last = c.moves.length;
      const centre = rotation.centre(c.last);
      if (centre !== 0) {  // its fewest moves are needed: the table, made a slice at a time
        yield* searching(rotationDistances());
      }
      if (symbol === undefined) {
        wrong(last, "the output ends before the centre symbol", "illegal");
      } else if (lettersOrNone(symbol)) {
        wrong(last, "output line " + (2 * k + 2) + " holds moves where the centre symbol should be: is a line missing?", "illegal");
      } else if (!/^[123]$/.test(symbol)) {
        wrong(last, "output line " + (2 * k + 2) + " is not 1, 2 or 3", "illegal");
      } else if (centre === 0) {
        wrong(last, "the centre is not one symbol after " + countOf(last, "move"), "unfinished");
      } else if (symbol !== String(centre)) {
        wrong(last, "the centre is " + centre + ", not " + symbol, "illegal");
      } else if (last > bestMoves().length) {  // the judges want a shortest one, and the smallest of those
        const enough = bestMoves().length;
        wrong(last, last + " moves, but " + enough + (enough === 1 ? " is" : " are") + " enough", "suboptimal");
      } else if (bestMoves().length > 0 && letters > bestMoves()) {
        wrong(last, letters + " is not the smallest; " + bestMoves() + " is", "suboptimal");
      }
      trouble = symbol === undefined;  // the boards after it have no lines
    }
    const extra = !trouble && lines.length > 2 * boards.length;
    return { cases: cases, extra: extra ? "the output goes on past the last board" : "" };
  },
  // Two lines a board: its letters (or kNone) and the centre's symbol.
  linesACase: 2,
  writeCase: function* (c, moves, layout, lines) {
    let cells = c.start;
    const letters = [];
    for (let i = 0; i < moves.count; ++i) {
      if (i % kYieldEvery === kYieldEvery - 1) {
        yield;
      }
      letters.push(moves.at(i).letter);
      cells = rotation.play(cells, letters[i]);
    }
    lines.push(moves.count === 0 ? kNone : letters.join(""), String(rotation.centre(cells) || rotation.mostInCentre(cells)));
  },
};

registerPuzzle("rotation_game", rotation);
