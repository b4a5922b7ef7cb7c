// solver.js: the exact hints. For a position, a puzzle's hint() gives the
// fewest moves to the goal and one best next move (the smallest, as the
// judges order them); the rotation game's is its page's hints.js. Here, a
// row's (rowPuzzle in rules.js: the shuttle, black_white): for a size up to
// kLargestSearched, a breadth-first search from the goal over every
// position of that size (every move can be undone, so the distance from the
// goal is the distance to it), made once, when first asked for, and kept.
"use strict";

const kLargestSearched = 8;

// A row's position as one number: the empty place (the count of pieces
// before the empty hole, or before the empty pair) times 2^pieces,
// plus one bit a piece, the first piece the lowest bit (1: the light one).
function rowCode(puzzle, row) {
  let bits = 0;
  let pieces = 0;
  let emptyAt = 0;
  for (let i = 0; i < row.length; ++i) {
    const piece = row[i];
    if (piece === puzzle.empty) {
      emptyAt = pieces;
    } else {
      if (piece === puzzle.light) {
        bits += 2 ** pieces;
      }
      pieces += 1;
    }
  }
  return emptyAt * 2 ** pieces + bits;
}

const rowTables = {};

// The distance table of a row puzzle of size n: distance[rowCode(row)], or
// 65535 where the goal cannot be reached.
function rowDistances(puzzle, n) {
  const key = puzzle.name + n;
  if (rowTables[key]) {
    return rowTables[key];
  }
  const pieces = 2 * n;
  const movesOf = puzzle.movesOfCode;
  const distance = new Uint16Array((pieces + 1) * 2 ** pieces).fill(65535);
  const queue = new Int32Array((pieces + 1) * choose(pieces, n));
  let tail = 0;
  for (const goal of puzzle.goals(n)) {
    distance[rowCode(puzzle, goal)] = 0;
    queue[tail] = rowCode(puzzle, goal);
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

// A row puzzle's hint(): { fewest, next } for `position` (next: the
// smallest move that brings the goal one move nearer, as the output writes
// it, or "" at the goal), { unreachable: true } where the goal cannot be
// reached, or { largest } where the size is past the searched ones.
function rowHint(puzzle, position) {
  const n = puzzle.sizeOf(position);
  if (n > kLargestSearched) {
    return { largest: kLargestSearched };
  }
  const table = rowDistances(puzzle, n);
  const code = rowCode(puzzle, position);
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
