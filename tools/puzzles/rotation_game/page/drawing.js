// drawing.js: the rotation game's picture, as tools/replay/drawing.js draws
// a row: SVG text, its colours the picture's classes.
"use strict";

// The '#' board: 7 x 7 places, the centre square outlined, the line of the
// move outlined with its letter. A letter can be clicked (a button, its
// target the size of a cell), and so can a tile of a line's end: the line
// shifts toward that end (the tiles of a line's end are its letter's move);
// a centre tile, on two lines, says so.
const kPlace = [[0, 2], [0, 4], [1, 2], [1, 4], [2, 0], [2, 1], [2, 2], [2, 3], [2, 4], [2, 5], [2, 6], [3, 2], [3, 4],
                [4, 0], [4, 1], [4, 2], [4, 3], [4, 4], [4, 5], [4, 6], [5, 2], [5, 4], [6, 2], [6, 4]];

function drawBoard(cells, options) {
  const width = options.width;
  const size = Math.min(52, (width - 8) / 9);
  const left = width / 2 - 3.5 * size;
  const top = size;
  const letter = options.move ? options.move.letter : "";
  const mark = markOf(options);
  const at = (cell) => [left + kPlace[cell][1] * size, top + kPlace[cell][0] * size];
  const centre = left + 2 * size - 3;
  // For a screen reader: the centre as one, then each cell with its place.
  const symbols = kCentre.map((cell) => cells[cell]);
  const all = symbols.every((symbol) => symbol === symbols[0]);
  const centreName = all ? "the centre: all eight " + symbols[0] : "the centre: " + symbols.join(" ") + ", not one symbol yet";
  let svg = '<g role="img" aria-label="' + centreName + '">' +
            svgRect(centre, top + 2 * size - 3, 3 * size + 6, 3 * size + 6, "cell-edge", ' fill="none" stroke-width="3"') + "</g>";
  for (let cell = 0; cell < 24; ++cell) {
    const [x, y] = at(cell);
    const lines = Object.keys(kLines).filter((name) => kLines[name].indexOf(cell) >= 0).join(" and ");
    const inCentre = kCentre.indexOf(cell) >= 0 ? ", in the centre" : "";
    // The line whose end this tile is (its first two cells): a click shifts it toward that end.
    const end = Object.keys(kLines).find((name) => kLines[name][0] === cell || kLines[name][1] === cell);
    const click = !options.playable ? "" : end ? ' data-move="' + end + '"' : ' data-note="' + kCentreNote + '"';
    svg += '<g role="img"' + click + ' aria-label="cell ' + (cell + 1) + " (line " + lines + inCentre + "): " + cells[cell] + '">';
    svg += svgRect(x + 2, y + 2, size - 4, size - 4, "symbol-" + cells[cell] + " cell-edge", ' rx="6"');
    svg += svgText(x + size / 2, y + size / 2, String(cells[cell]), size * 0.42, "on-light") + "</g>";
  }
  if (letter) {
    const line = kLines[letter];
    const [x0, y0] = at(Math.min(...line));
    const [x1, y1] = at(Math.max(...line));
    const dash = mark === "wrong" ? ' stroke-dasharray="8 4"' : mark === "extra" ? ' stroke-dasharray="2 4"' : "";
    svg += svgRect(x0, y0, x1 - x0 + size, y1 - y0 + size, mark, ' rx="8" stroke-width="4"' + dash);
    if (mark !== "next") {
      svg += svgText(x0 + size / 2, y0 - size * 0.25, mark === "wrong" ? "✗ wrong" : "extra", 13, mark + "-text");
    }
  }
  for (const name of Object.keys(kLines)) {  // each line's letter beyond its head
    const line = kLines[name];
    const [x0, y0] = at(line[0]);
    const [x1, y1] = at(line[1]);
    const x = x0 + size / 2 + (x0 - x1) * 0.8;
    const y = y0 + size / 2 + (y0 - y1) * 0.8;
    const className = name === letter ? mark + "-text" : "letter";
    const hinted = options.hint && options.hint.letter === name && name !== letter ?
      '<circle cx="' + x.toFixed(1) + '" cy="' + y.toFixed(1) + '" r="' + (size * 0.34).toFixed(1) +
      '" class="hinted" stroke-width="2" stroke-dasharray="1 3"/>' : "";
    // The target: a cell's square around the letter (40 px on a 390 px phone), not only its glyph.
    const target = svgRect(x - size / 2, y - size / 2, size, size, "target", ' fill="transparent"');
    const face = target + '<circle cx="' + x.toFixed(1) + '" cy="' + y.toFixed(1) + '" r="' + (size * 0.38).toFixed(1) +
                 '" class="focus-ring" fill="none" stroke="none"/>' + hinted + svgText(x, y, name, Math.max(14, size * 0.36), className);
    if (options.playable) {
      svg += '<g data-move="' + name + '" role="button" tabindex="0" aria-keyshortcuts="' + name + '" aria-label="' + name +
             ": move line " + name + '">' + face + "</g>";
    } else {
      svg += "<g>" + face + "</g>";
    }
  }
  return { svg: svg, height: 9 * size };
}

// What a click on a centre tile says.
const kCentreNote = "a centre tile is on two lines: click a tile at a line's end, or its letter, or press the letter";

rotation.draw = drawBoard;
