// solver.js: the exact hints. For a position it gives the fewest moves to
// the goal and one best next move (the smallest, as the judges order them).
//   - the rotation game, always: one distance table over the C(24,8) =
//     735,471 placements of one symbol's eight pieces, made by a
//     breadth-first search from the centre; the same table serves the three
//     symbols, and a board needs the fewest of its three symbols' distances;
//   - the shuttle, N <= kLargestSearched, and black_white, n <= the same:
//     a breadth-first search from the goal over every position of that size
//     (every move can be undone, so the distance from the goal is the
//     distance to it).
// Each table is made once, when first asked for, and kept.
"use strict";

const kLargestSearched = 8;

// ---- The rotation game ----------------------------------------------------

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

let rotationTable = null;

// The distance table: rotationTable[placementRank(mask)] is the fewest moves
// that bring the eight pieces of `mask` onto the eight centre cells.
function rotationDistances() {
  if (rotationTable) {
    return rotationTable;
  }
  const count = kChoose[24][8];
  const distance = new Uint8Array(count).fill(255);
  const queue = new Int32Array(count);
  let goal = 0;
  for (const cell of kCentre) {
    goal |= 1 << cell;
  }
  distance[placementRank(goal)] = 0;
  queue[0] = goal;
  let tail = 1;
  for (let head = 0; head < tail; ++head) {
    const mask = queue[head];
    const next = distance[placementRank(mask)] + 1;
    for (let move = 0; move < 8; ++move) {
      const after = placementAfter(mask, move);
      const rank = placementRank(after);
      if (distance[rank] === 255) {
        distance[rank] = next;
        queue[tail] = after;
        tail += 1;
      }
    }
  }
  rotationTable = distance;
  return distance;
}

// The fewest moves from `cells` (24 symbols) to a centre of one symbol.
function rotationFewest(cells) {
  const distance = rotationDistances();
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

// ---- The rows: the shuttle and black_white ---------------------------------

// A row's position as one number: the empty place (the count of pieces
// before the empty hole, or before black_white's empty pair) times 2^pieces,
// plus one bit a piece, the first piece the lowest bit (1: W or o).
function rowCode(row) {
  let bits = 0;
  let pieces = 0;
  let emptyAt = 0;
  for (let i = 0; i < row.length; ++i) {
    const piece = row[i];
    if (piece === "_" || piece === "-") {
      emptyAt = pieces;
    } else {
      if (piece === "W" || piece === "o") {
        bits += 2 ** pieces;
      }
      pieces += 1;
    }
  }
  return emptyAt * 2 ** pieces + bits;
}

// The moves from a row's code, as [move, code after it] pairs; the move is
// the one the output writes (the hole, or the pair's first cell).
function shuttleMovesOfCode(code, pieces, moves) {
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
}

function blackWhiteMovesOfCode(code, pieces, moves) {
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
}

const rowTables = {};

// The distance table of a row puzzle of size n: distance[rowCode(row)], or
// 65535 where the goal cannot be reached.
function rowDistances(problem, n) {
  const key = problem + n;
  if (rowTables[key]) {
    return rowTables[key];
  }
  const pieces = 2 * n;
  const movesOf = problem === "shuttle" ? shuttleMovesOfCode : blackWhiteMovesOfCode;
  const distance = new Uint16Array((pieces + 1) * 2 ** pieces).fill(65535);
  const queue = new Int32Array((pieces + 1) * choose(pieces, n));
  let tail = 0;
  for (const goal of kPuzzles[problem].goals(n)) {
    distance[rowCode(goal)] = 0;
    queue[tail] = rowCode(goal);
    tail += 1;
  }
  const moves = [];
  for (let head = 0; head < tail; ++head) {
    const code = queue[head];
    const next = distance[code] + 1;
    movesOf(code, pieces, moves);
    for (let i = 1; i < moves.length; i += 2) {
      const after = moves[i];
      if (distance[after] === 65535) {
        distance[after] = next;
        queue[tail] = after;
        tail += 1;
      }
    }
  }
  rowTables[key] = { distance: distance, movesOf: movesOf, pieces: pieces };
  return rowTables[key];
}

// C(n, k) for the rows' sizes.
function choose(n, k) {
  let count = 1;
  for (let i = 1; i <= k; ++i) {
    count = (count * (n - k + i)) / i;
  }
  return count;
}

// ---- The hint ---------------------------------------------------------------

// { fewest, next } for `position` of `problem` (next: the smallest move that
// brings the goal one move nearer, as the output writes it, or "" at the
// goal), { unreachable: true } where the goal cannot be reached, or
// { largest } where the size is past the searched ones.
function hintFor(problem, position) {
  const puzzle = kPuzzles[problem];
  if (problem === "rotation_game") {
    const fewest = rotationFewest(position);
    let next = "";
    if (fewest > 0) {
      next = "ABCDEFGH".split("").find((letter) => rotationFewest(rotation.play(position, letter)) === fewest - 1);
    }
    return { fewest: fewest, next: next };
  }
  const n = puzzle.sizeOf(position);
  if (n > kLargestSearched) {
    return { largest: kLargestSearched };
  }
  const table = rowDistances(problem, n);
  const code = rowCode(position);
  const fewest = table.distance[code];
  if (fewest === 65535) {
    return { unreachable: true };
  }
  let next = "";
  const moves = table.movesOf(code, table.pieces, []);
  for (let i = 0; i < moves.length; i += 2) {
    const better = table.distance[moves[i + 1]] === fewest - 1;
    if (fewest > 0 && better && (next === "" || moves[i] < Number(next))) {
      next = String(moves[i]);
    }
  }
  return { fewest: fewest, next: next };
}
