// hints.js: the rotation game's exact hints: one distance table over the
// C(24,8) = 735,471 placements of one symbol's eight pieces, made by a
// breadth-first search from the centre when first asked for (a slice at a
// time where the page waits for it), and kept; the same table serves the
// three symbols, and a board needs the fewest of its three symbols'
// distances. It also gives the checker and the replay their answer, the
// smallest of the shortest solutions.
"use strict";

const kChoose = [];
for (let n = 0; n <= 24; ++n) {
  kChoose.push([]);
  for (let k = 0; k <= 8; ++k) {
    kChoose[n].push(k === 0 ? 1 : n === 0 ? 0 : kChoose[n - 1][k - 1] + kChoose[n - 1][k]);
  }
}

// A placement's number in 0..735470: the sum of C(cell, i + 1) over its
// cells in increasing order (the combinatorial number system), added up a
// byte at a time: kRankPart[byte][pieces below it][bits].
const kRankPart = [0, 1, 2].map((byte) => {
  const parts = [];
  for (let below = 0; below <= 8; ++below) {
    const row = new Int32Array(256);
    for (let bits = 0; bits < 256; ++bits) {
      let seen = below;
      for (let i = 0; i < 8; ++i) {
        if (bits & (1 << i) && seen < 8) {
          seen += 1;
          row[bits] += kChoose[8 * byte + i][seen];
        }
      }
    }
    parts.push(row);
  }
  return parts;
});
const kBitCount = new Uint8Array(256).map((zero, bits) => bits.toString(2).split("1").length - 1);

function placementRank(mask) {
  const low = mask & 255;
  const middle = (mask >> 8) & 255;
  const high = mask >> 16;
  const belowHigh = kBitCount[low] + kBitCount[middle];
  return kRankPart[0][0][low] + kRankPart[1][kBitCount[low]][middle] + kRankPart[2][belowHigh][high];
}

// Where the pieces of a placement go in one move (rotation.play's rule:
// cell line[j] takes what line[j + 1] held), a byte at a time:
// kMoveParts[line][byte][bits] is where that byte's pieces go.
const kMoveParts = Object.keys(kLines).map((letter) => {
  const line = kLines[letter];
  const goesTo = [];
  for (let cell = 0; cell < 24; ++cell) {
    goesTo.push(cell);
  }
  for (let j = 0; j < 7; ++j) {
    goesTo[line[(j + 1) % 7]] = line[j];
  }
  return [0, 1, 2].map((byte) => {
    const part = new Int32Array(256);
    for (let bits = 0; bits < 256; ++bits) {
      for (let i = 0; i < 8; ++i) {
        if (bits & (1 << i)) {
          part[bits] |= 1 << goesTo[8 * byte + i];
        }
      }
    }
    return part;
  });
});

function placementAfter(mask, move) {
  const parts = kMoveParts[move];
  return parts[0][mask & 255] | parts[1][(mask >> 8) & 255] | parts[2][mask >> 16];
}

let rotationSearch = null;

// The distance table: distance[placementRank(mask)] is the fewest moves that
// bring the eight pieces of `mask` onto the eight centre cells. The search
// (solver.js's breadthFirst), begun when first asked for; maybe not done.
function rotationDistances() {
  if (rotationSearch === null) {
    let goal = 0;
    for (const cell of kCentre) {
      goal |= 1 << cell;
    }
    const count = kChoose[24][8];
    const expand = (mask, add) => {
      for (let move = 0; move < 8; ++move) {
        add(placementAfter(mask, move));
      }
    };
    rotationSearch = breadthFirst(Uint8Array, count, count, [goal], placementRank, expand);
    rotationSearch.recipe = { puzzle: "rotation_game", n: null };  // made again in solver.js's worker by distances()
  }
  return rotationSearch;
}
rotation.distances = rotationDistances;

// The fewest moves from `cells` (24 symbols) to a centre of one symbol.
function rotationFewest(cells) {
  const distance = searched(rotationDistances()).distance;
  let fewest = 255;
  for (const symbol of [1, 2, 3]) {
    let mask = 0;
    for (let cell = 0; cell < 24; ++cell) {
      if (cells[cell] === symbol) {
        mask |= 1 << cell;
      }
    }
    fewest = Math.min(fewest, distance[placementRank(mask)]);
  }
  return fewest;
}

// The judges' answer: the smallest of the shortest move sequences. The
// table is exact, so the smallest letter that brings the goal one move
// nearer, taken again and again, makes it.
function rotationShortest(cells) {
  let board = cells;
  let fewest = rotationFewest(board);
  let letters = "";
  while (fewest > 0) {
    for (const letter of "ABCDEFGH") {
      const next = rotation.play(board, letter);
      const after = rotationFewest(next);
      if (after === fewest - 1) {
        letters += letter;
        board = next;
        fewest = after;
        break;
      }
    }
  }
  return letters;
}

// { fewest, next }: next the smallest line that brings the goal one move
// nearer, or "" at the goal; { pending } while the table is being made.
rotation.hint = function (cells) {
  if (!rotationDistances().done) {
    return { pending: rotationDistances() };
  }
  const fewest = rotationFewest(cells);
  let next = "";
  if (fewest > 0) {
    next = "ABCDEFGH".split("").find((letter) => rotationFewest(rotation.play(cells, letter)) === fewest - 1);
  }
  return { fewest: fewest, next: next };
};
rotation.hintMark = (next) => ({ letter: next });
rotation.hintWords = (next) => "line " + next;
rotation.shortest = rotationShortest;  // a board's smallest shortest answer ("" where it is solved): the page's tests ask it
