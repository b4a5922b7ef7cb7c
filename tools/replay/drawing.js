// drawing.js: the picture of one position, as SVG text. It reads a position
// and never changes it. The colours are classes, set by the SVG's own style
// (light and dark, from prefers-color-scheme), so a saved picture keeps them.
// The puzzle draws its position (its draw(); the rotation game's '#' board
// is its page's drawing.js); here, a row's (rowPuzzle: the shuttle,
// black_white): a window of holes around the move, each labelled and
// numbered, and above it a strip with the whole row (a rectangle a run of
// one kind), the window and the move marked on it.
// Whatever can be clicked to make a move carries data-move, the move as the
// output writes it (a hole, a pair's first cell, a letter). save() writes
// the picture shown to a file (SVG, or PNG drawn from it).
"use strict";

const kPictureStyle = [
  ".ground { fill: #fafafa; }",
  ".piece-light { fill: #ffffff; stroke: #37474f; }",
  ".piece-dark { fill: #263238; stroke: #263238; }",
  ".hole { fill: none; stroke: #607d8b; stroke-dasharray: 4 3; }",
  ".on-light { fill: #1b1b1b; }",
  ".on-dark { fill: #ffffff; }",
  ".number, .letter { fill: #455a64; }",
  ".symbol-1 { fill: #ffd54f; } .symbol-2 { fill: #4fc3f7; } .symbol-3 { fill: #e57373; }",
  ".cell-edge { stroke: #455a64; }",
  ".next { stroke: #b45309; fill: none; } .next-text { fill: #b45309; }",
  ".wrong { stroke: #c62828; fill: none; } .wrong-text { fill: #c62828; }",
  ".extra { stroke: #6a1b9a; fill: none; } .extra-text { fill: #6a1b9a; }",
  ".hinted { stroke: #2e7d32; fill: none; }",
  ".strip-light { fill: #cfd8dc; } .strip-dark { fill: #263238; } .strip-empty { fill: #b45309; }",
  ".window { fill: none; stroke: #37474f; }",
  "[data-move], [data-strip] { cursor: pointer; } [data-move]:focus { outline: none; }",
  "[data-move]:focus-visible > .focus-ring { stroke: #1565c0; stroke-width: 3; fill: none; }",
  "@media (prefers-color-scheme: dark) {",
  "  .ground { fill: #121212; }",
  "  .piece-light { fill: #eceff1; stroke: #eceff1; }",
  "  .piece-dark { fill: #37474f; stroke: #b0bec5; }",
  "  .hole { stroke: #90a4ae; }",
  "  .number, .letter { fill: #b0bec5; }",
  "  .cell-edge { stroke: #90a4ae; }",
  "  .next { stroke: #ffb74d; } .next-text { fill: #ffb74d; }",
  "  .wrong { stroke: #ff8a80; } .wrong-text { fill: #ff8a80; }",
  "  .extra { stroke: #ce93d8; } .extra-text { fill: #ce93d8; }",
  "  .hinted { stroke: #a5d6a7; }",
  "  .strip-light { fill: #eceff1; } .strip-dark { fill: #546e7a; } .strip-empty { fill: #ffb74d; }",
  "  .window { stroke: #eceff1; }",
  "  [data-move]:focus-visible > .focus-ring { stroke: #90caf9; }",
  "}",
].join("\n");

function svgText(x, y, text, size, className) {
  return '<text x="' + x.toFixed(1) + '" y="' + y.toFixed(1) + '" font-size="' + size.toFixed(1) +
         '" text-anchor="middle" dominant-baseline="central" font-family="sans-serif" class="' + className + '">' +
         text + "</text>";
}

function svgRect(x, y, width, height, className, more) {
  return '<rect x="' + x.toFixed(1) + '" y="' + y.toFixed(1) + '" width="' + Math.max(0, width).toFixed(1) +
         '" height="' + Math.max(0, height).toFixed(1) + '" class="' + className + '"' + (more || "") + "/>";
}

// The mark of the move shown: "next", "wrong" or "extra" (outline and word).
function markOf(options) {
  if (options.wrong) {
    return "wrong";
  }
  return options.extra ? "extra" : "next";
}

// The cells (1-based) that the move touches: the row puzzle's moveCells
// from move.from, and as many from move.to.
function touchedCells(puzzle, move) {
  const cells = [];
  for (const first of move ? [move.from, move.to] : []) {
    for (let i = 0; i < puzzle.moveCells; ++i) {
      cells.push(first + i);
    }
  }
  return cells;
}

// The first cell of the window of `count` cells out of `n` around `cells`.
function windowStart(n, count, cells, empty) {
  const around = cells.length > 0 ? (Math.min(...cells) + Math.max(...cells)) / 2 : empty;
  const first = Math.round(around - (count + 1) / 2) + 1;
  return Math.max(1, Math.min(n - count + 1, first));
}

// The strip: the whole row, a rectangle a run of one kind of cell, the
// windows shown ([{ first, count }]) outlined and the move's cells marked.
function drawStrip(puzzle, row, width, windows, cells) {
  const n = row.length;
  const unit = (width - 16) / n;
  const kind = (piece) => {
    if (piece === puzzle.light) {
      return "strip-light";
    }
    return piece === puzzle.empty ? "strip-empty" : "strip-dark";
  };
  let svg = "";
  let runStart = 0;
  for (let i = 1; i <= n; ++i) {
    if (i === n || kind(row[i]) !== kind(row[runStart])) {
      svg += svgRect(8 + runStart * unit, 8, (i - runStart) * unit, 14, kind(row[runStart]));
      runStart = i;
    }
  }
  for (const shown of windows) {
    svg += svgRect(8 + (shown.first - 1) * unit - 1, 4, shown.count * unit + 2, 22, "window", ' stroke-width="2"');
  }
  for (const cell of cells.length > 0 ? [Math.min(...cells), Math.max(...cells)] : []) {
    const at = 8 + (cell - 0.5) * unit;
    const corners = "M" + (at - 5).toFixed(1) + " 34 L" + (at + 5).toFixed(1) + " 34 L" + at.toFixed(1) + " 26 Z";
    svg += '<path d="' + corners + '" class="next-text"/>';
  }
  svg += svgText(8, 42, "1", 11, "number") + svgText(width - 12, 42, String(n), 11, "number");
  const shown = ' data-window="' + windows[0].first + "," + windows[0].count + '"';
  svg += svgRect(0, 0, width, 48, "strip-target", ' fill="transparent" data-strip="' + n + '"' + shown);
  return svg;
}

// The cells a window holds by default: cells of 40 px, at least 5, at most
// the row; windows may take cells down to 28 px (`fits` of them) to show
// more.
function rowCounts(n, width) {
  return { count: Math.min(n, Math.max(5, Math.floor((width - 16) / 40))), fits: Math.min(n, Math.floor((width - 16) / 28)) };
}

// The windows of the row to draw: { windows: [{ first, count }], slots }.
// Every window shows what must be seen: the move shown (both ends), the
// hinted move and the empty cells. One window where they fit in one (cells
// of 28 px or more), else one around each group of them, side by side with
// a gap (…) between (black_white n = 99's first jump, cells 99,100 to
// 199,200; a wrong move from hole 1 into the empty hole 1002; on a phone,
// a hinted pair far from the empty pair). `around`: the one window the
// learner moved to.
function rowWindows(puzzle, row, options, cells) {
  const n = row.length;
  const { count, fits } = rowCounts(n, options.width);
  const empty = row.indexOf(puzzle.empty) + 1;
  if (options.around) {
    return { windows: [{ first: windowStart(n, count, [options.around], empty), count: count }], slots: count };
  }
  const wanted = cells.concat(touchedCells(puzzle, options.hint), touchedCells(puzzle, { from: empty, to: empty }));
  const low = Math.min(...wanted);
  const high = Math.max(...wanted);
  if (high - low + 1 <= Math.max(count, fits)) {
    const size = Math.max(count, high - low + 1);
    return { windows: [{ first: windowStart(n, size, wanted, empty), count: size }], slots: size };
  }
  // The groups: the wanted cells split where two of them are more than a window apart.
  const sorted = Array.from(new Set(wanted)).sort((a, b) => a - b);
  const groups = [{ low: sorted[0], high: sorted[0] }];
  for (const cell of sorted.slice(1)) {
    const last = groups[groups.length - 1];
    if (cell - last.low < Math.floor(fits / 3)) {
      last.high = cell;
    } else {
      groups.push({ low: cell, high: cell });
    }
  }
  // Each window grows by a cell a side in turn while there are slots, never
  // meeting the next (a hidden cell at least between two).
  let spare = fits - (groups.length - 1) - groups.reduce((sum, g) => sum + g.high - g.low + 1, 0);
  for (let grew = true; spare > 0 && grew;) {
    grew = false;
    groups.forEach((g, k) => {
      const before = k > 0 ? groups[k - 1].high + 1 : 0;
      const after = k + 1 < groups.length ? groups[k + 1].low - 1 : n + 1;
      if (spare > 0 && g.low - 1 > before && g.low > 1) {
        g.low -= 1;
        spare -= 1;
        grew = true;
      }
      if (spare > 0 && g.high + 1 < after && g.high < n) {
        g.high += 1;
        spare -= 1;
        grew = true;
      }
    });
  }
  const windows = groups.map((g) => ({ first: g.low, count: g.high - g.low + 1 }));
  return { windows: windows, slots: windows.reduce((sum, w) => sum + w.count, 0) + windows.length - 1 };
}

// A row of pieces: the windows' holes, labelled W/B or o/*, the empty ones
// dashed, numbered from 1; the strip above where the row is longer than
// the windows. Only the pieces that can move now are buttons for the
// keyboard and a screen reader; every piece can be clicked (a refused move
// says why).
function drawRow(puzzle, row, options) {
  const n = row.length;
  const width = options.width;
  const mark = markOf(options);
  const cells = touchedCells(puzzle, options.move);
  const { windows, slots } = rowWindows(puzzle, row, options, cells);
  const size = Math.min(60, (width - 16) / slots);
  // The height is the row's at its default window, whatever the windows:
  // the page below the picture stays where it is from step to step.
  const tall = Math.min(60, (width - 16) / rowCounts(n, width).count);
  const whole = n <= rowCounts(n, width).count;  // the whole row fits: no strip, and the row centred
  const top = whole ? 8 : 56;
  const left = whole ? (width - n * size) / 2 : (width - slots * size) / 2;
  const y = top + tall / 2 + 18;
  const movable = options.playable ? puzzle.legalMoves(row) : [];
  const empty = row.indexOf(puzzle.empty) + 1;
  let svg = whole ? "" : drawStrip(puzzle, row, width, windows, cells);
  const places = [];  // the cell drawn in each slot (0: the gap between two windows)
  windows.forEach((shown, w) => {
    if (w > 0) {
      places.push(0);
    }
    for (let i = shown.first; i < shown.first + shown.count; ++i) {
      places.push(i);
    }
  });
  places.forEach((i, slot) => {
    const x = left + size * (slot + 0.5);
    if (i === 0) {
      svg += svgText(x, y, "…", Math.max(14, size * 0.4), "number gap");
      return;
    }
    const piece = row[i - 1];
    const isEmpty = piece === puzzle.empty;
    const light = piece === puzzle.light;
    const r = size * 0.4;
    // The cell's target: its slot from the piece to its number, for a finger as for a mouse.
    let cell = svgRect(x - size / 2, y - size / 2 - 2, size, size + 24, "target", ' fill="transparent"');
    const hinted = options.hint && options.hint.from <= i && i < options.hint.from + puzzle.moveCells;
    if (hinted && cells.indexOf(i) < 0) {  // the hint's piece (pair): a dotted outline
      cell += svgRect(x - size / 2 + 4, y - size / 2, size - 8, size, "hinted", ' stroke-width="2" stroke-dasharray="1 3"');
    }
    if (cells.indexOf(i) >= 0) {
      const dash = mark === "wrong" ? ' stroke-dasharray="6 3"' : mark === "extra" ? ' stroke-dasharray="2 3"' : "";
      cell += svgRect(x - size / 2 + 2, y - size / 2 - 2, size - 4, size + 4, mark, ' stroke-width="3"' + dash);
    }
    cell += svgRect(x - size / 2 + 3, y - size / 2 - 1, size - 6, size + 2, "focus-ring", ' fill="none" stroke="none"');
    if (isEmpty) {
      cell += '<circle cx="' + x.toFixed(1) + '" cy="' + y.toFixed(1) + '" r="' + r.toFixed(1) + '" class="hole"/>';
    } else {
      cell += '<circle cx="' + x.toFixed(1) + '" cy="' + y.toFixed(1) + '" r="' + r.toFixed(1) + '" class="' +
              (light ? "piece-light" : "piece-dark") + '" stroke-width="1.5"/>';
      cell += svgText(x, y, (puzzle.faces || {})[piece] || piece, Math.max(12, r), light ? "on-light" : "on-dark");
    }
    // The number is outside the piece's group: a button's name starts with what it shows, its piece.
    const number = svgText(x, y + size / 2 + 12, String(i), Math.max(11, Math.min(14, size * 0.3)), "number")
      .replace("<text ", '<text pointer-events="none" ');
    const holds = isEmpty ? "empty" : (puzzle.pieceNames || {})[piece] || piece;
    const name = puzzle.place + " " + i + ": " + holds;
    const at = ' data-cell="' + i + '"';
    if (options.playable && !isEmpty && movable.indexOf(i) >= 0) {
      // Its name starts with what it shows, as a voice command says it: "W 3: move hole 3 to the empty hole 4".
      const shown = ((puzzle.faces || {})[piece] || piece) + " " + i + (holds !== piece ? " (" + holds + ")" : "");
      const to = rowMoveWords(puzzle, empty);
      svg += '<g data-move="' + i + '"' + at + ' role="button" tabindex="0" aria-label="' + shown + ": move " + rowMoveWords(puzzle, i) +
             " to the empty " + to + '">' + cell + "</g>";
    } else if (options.playable && !isEmpty) {
      svg += '<g data-move="' + i + '"' + at + ' role="img" aria-label="' + name + ', cannot move now">' + cell + "</g>";
    } else {
      svg += "<g" + at + ' role="img" aria-label="' + name + '">' + cell + "</g>";
    }
    svg += number;
  });
  if (cells.length > 0 && mark !== "next") {
    const slot = places.indexOf(Math.min(...cells));
    if (slot >= 0) {
      svg += svgText(left + size * (slot + 0.5), top + 6, mark === "wrong" ? "✗ wrong" : "extra", 13, mark + "-text");
    }
  }
  return { svg: svg, height: top + tall + 56 };
}

// The picture of one position. options: { move (the move after it, or
// null), wrong, extra, width (in CSS pixels), playable, hint (the hinted
// move, or null), around (a cell the window is to hold, or null) }.
function picture(problem, state, options) {
  const part = kPuzzles[problem].draw(state, options);
  const width = options.width;
  const height = Math.round(part.height);
  return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ' + width + " " + height + '" width="' + width +
         '" height="' + height + '"><style>' + kPictureStyle + "</style>" +
         svgRect(0, 0, width, height, "ground") + part.svg + "</svg>";
}

// Saves the picture shown as "replay-PROBLEM-CASE-STEP.svg" (or .png).
function save(kind) {
  const svg = $("picture").innerHTML;
  const name = "replay-" + page.data.problem + "-" + (page.shown + 1) + "-" + page.step;
  const link = document.createElement("a");
  if (kind === "svg") {
    link.href = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
    link.download = name + ".svg";
    link.click();
    return;
  }
  const image = new Image();
  const box = $("picture").querySelector("svg").viewBox.baseVal;
  image.onload = () => {
    const canvas = document.createElement("canvas");
    canvas.width = box.width;
    canvas.height = box.height;
    canvas.getContext("2d").drawImage(image, 0, 0);
    link.href = canvas.toDataURL("image/png");
    link.download = name + ".png";
    link.click();
  };
  image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
}

Object.assign(replay, { picture, svgRect, svgText, markOf });  // what a puzzle's part may use (rules.js)
