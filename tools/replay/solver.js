// solver.js: the exact hints. For a position, a puzzle's hint() gives the
// fewest moves to the goal and one best next move (the smallest, as the
// judges order them); the rotation game's is its page's hints.js. Here, a
// row's (rowPuzzle in rules.js: the shuttle, black_white): for a size up to
// kLargestSearched, a breadth-first search from the goal over every
// position of that size (every move can be undone, so the distance from the
// goal is the distance to it), made once, when first asked for, a slice at
// a time (the page answers meanwhile), and kept. Also how the page runs any
// long job in slices (inSlices).
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

// ---- Work in slices ----------------------------------------------------------

// A slice of a long job takes about this long: a task under 50 ms even on a
// phone four times slower, so the page never stops answering.
const kSliceMs = 5;

// The next slice is a task of its own, posted at once (a timer waits 4 ms
// once nested).
const nextSlices = [];
const sliceChannel = new MessageChannel();
sliceChannel.port1.onmessage = () => nextSlices.shift()();

function inNextTask(slice) {
  nextSlices.push(slice);
  sliceChannel.port2.postMessage(0);
}

// Runs `steps` (a generator: rules.js's finished()) a slice at a time, each
// slice a task of its own, and calls done(what it returns). The first slice
// runs now: a small job is done before this returns. Returns a function
// that stops it.
function inSlices(steps, done) {
  let stopped = false;
  const slice = () => {
    if (stopped) {
      return;
    }
    const end = performance.now() + kSliceMs;
    for (;;) {
      const next = steps.next();
      if (next.done) {
        done(next.value);
        return;
      }
      if (performance.now() >= end) {
        break;
      }
    }
    inNextTask(slice);
  };
  slice();
  return () => {
    stopped = true;
  };
}

// A breadth-first search from `goals` over positions coded as numbers:
// distance[rank(code)] is the fewest moves from a goal (`far`, the
// distance type's largest value, where none), expand(code, add) calls
// add(code after) for each move. It is made a slice at a time: advance(count)
// takes up to `count` positions off the queue; `done` once the queue is empty.
function breadthFirst(Distances, size, queueSize, goals, rank, expand) {
  const far = Distances === Uint8Array ? 255 : 65535;
  const search = { distance: new Distances(size).fill(far), far: far, done: false, waiting: null };
  const queue = new Int32Array(queueSize);
  let head = 0;
  let tail = 0;
  let next = 0;
  const add = (code) => {
    const at = rank(code);
    if (search.distance[at] === far) {
      search.distance[at] = next;
      queue[tail] = code;
      tail += 1;
    }
  };
  for (const goal of goals) {
    add(goal);
  }
  search.advance = (count) => {
    for (const end = head + count; head < tail && head < end; ++head) {
      const code = queue[head];
      next = search.distance[rank(code)] + 1;
      expand(code, add);
    }
    search.done = head >= tail;
  };
  return search;
}

// The search made to its end now (a checker needs it).
function searched(search) {
  while (!search.done) {
    search.advance(1 << 20);
  }
  return search;
}

// The search made to its end within a job (a generator: rules.js's finished()).
function* searching(search) {
  while (!search.done) {
    search.advance(512);
    yield;
  }
}

// Calls then() once `search` is done, made meanwhile in a worker (a thread
// of its own) where the browser has one, else a slice at a time here, the
// first in a task of its own: then() is never called from the caller's own
// task (show() asks, and then() shows again).
function whenSearched(search, then) {
  if (search.done) {
    then();
    return;
  }
  if (search.waiting) {
    search.waiting.push(then);
    return;
  }
  search.waiting = [then];
  const started = performance.now();
  const done = () => {
    window.replayTimings.table = performance.now() - started;
    const waiting = search.waiting;
    search.waiting = null;
    waiting.forEach((each) => each());
  };
  if (!searchInWorker(search, done)) {
    inNextTask(() => inSlices(searching(search), done));
  }
}

// ---- A table made in a worker ----------------------------------------------------

// The worker runs the page's own pure scripts (rules.js, the puzzle's, this
// one: each marked "// ---- name" where the build inlined it), so it holds
// the same searches; `recipe` ({ puzzle, n }) names one, its table comes
// back. undefined: not tried yet; null: none (then slices).
let tableWorker;
const inWorker = new Map();  // recipe's key: { search, done }

function searchInWorker(search, done) {
  if (!search.recipe) {
    return false;
  }
  if (tableWorker === undefined) {
    try {
      const scripts = Array.from(document.scripts).map((each) => each.textContent)
        .filter((text) => /^\s*\/\/ ---- (replay\/rules\.js|replay\/solver\.js|puzzles\/)/.test(text));
      tableWorker = new Worker(URL.createObjectURL(new Blob(scripts, { type: "text/javascript" })));
      tableWorker.onmessage = (e) => {
        const waiting = inWorker.get(e.data.key);
        inWorker.delete(e.data.key);
        waiting.search.distance = e.data.distance;
        waiting.search.done = true;
        waiting.done();
      };
      tableWorker.onerror = () => {  // no worker after all: slices here
        tableWorker = null;
        inWorker.forEach((waiting) => inSlices(searching(waiting.search), waiting.done));
        inWorker.clear();
      };
    } catch (error) {
      tableWorker = null;
    }
  }
  if (tableWorker === null) {
    return false;
  }
  const key = search.recipe.puzzle + " " + search.recipe.n;
  inWorker.set(key, { search: search, done: done });
  tableWorker.postMessage({ key: key, recipe: search.recipe });
  return true;
}

// In the worker: a recipe's search, made to its end, its table sent back.
if (typeof document === "undefined" && typeof postMessage === "function") {
  onmessage = (e) => {
    const recipe = e.data.recipe;
    const puzzle = kPuzzles[recipe.puzzle];
    const search = searched(recipe.n === null ? puzzle.distances() : rowDistances(puzzle, recipe.n).search);
    postMessage({ key: e.data.key, distance: search.distance }, [search.distance.buffer]);
  };
}

// ---- A row's table ------------------------------------------------------------

const rowTables = {};

// The distance table of a row puzzle of size n (breadthFirst's search, indexed
// by rowCode(row); maybe still being made), with the moves of a code.
function rowDistances(puzzle, n) {
  const key = puzzle.name + n;
  if (rowTables[key]) {
    return rowTables[key];
  }
  const pieces = 2 * n;
  const movesOf = puzzle.movesOfCode;
  const moves = [];
  const goals = puzzle.goals(n).map((goal) => rowCode(puzzle, goal));
  const expand = (code, add) => {
    movesOf(code, pieces, moves);
    for (let i = 1; i < moves.length; i += 2) {
      add(moves[i]);
    }
  };
  const search = breadthFirst(Uint16Array, (pieces + 1) * 2 ** pieces, (pieces + 1) * choose(pieces, n), goals, (code) => code, expand);
  search.recipe = { puzzle: puzzle.name, n: n };
  rowTables[key] = { search: search, movesOf: movesOf, pieces: pieces };
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
// reached, { largest } where the size is past the searched ones, or
// { pending } (the search) while its table is being made.
function rowHint(puzzle, position) {
  const n = puzzle.sizeOf(position);
  if (n > kLargestSearched) {
    return { largest: kLargestSearched };
  }
  const table = rowDistances(puzzle, n);
  if (!table.search.done) {
    return { pending: table.search };
  }
  const distance = table.search.distance;
  const code = rowCode(puzzle, position);
  const fewest = distance[code];
  if (fewest === 65535) {
    return { unreachable: true };
  }
  let next = "";
  const moves = table.movesOf(code, table.pieces, []);
  for (let i = 0; i < moves.length; i += 2) {
    const better = distance[moves[i + 1]] === fewest - 1;
    if (fewest > 0 && better && (next === "" || moves[i] < Number(next))) {
      next = String(moves[i]);
    }
  }
  return { fewest: fewest, next: next };
}

Object.assign(replay, { breadthFirst, searched, searching, rowCode });  // what a puzzle's part may use (rules.js)
