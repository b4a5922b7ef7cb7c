// editors.js: the input and the output as the page keeps them, and their
// textareas. A textarea of megabytes costs seconds a layout (a million-move
// answer is 4 MB), so an output over kWindowed characters is edited a
// window at a time: the textarea holds its lines around the step shown
// (about 80 KB), the label says which, and an edit replaces those lines
// alone; the rest of the output stays as it is.
"use strict";

const kWindowed = 200000;

// The part of the output in the textarea: { start, end } (character
// offsets, at line starts), or null where it holds the whole output.
let outputWindow = null;

// The window of page.output around the step shown, at line boundaries.
function windowAround() {
  const c = currentCase();
  const cases = page.result.cases;
  // Where the step shown falls in the output, by the count of moves before it.
  const before = cases.slice(0, page.shown).reduce((sum, each) => sum + each.moves.length, 0);
  const total = cases.reduce((sum, each) => sum + each.moves.length, 0);
  const centre = Math.floor((page.output.length * (before + (c ? page.step : 0))) / Math.max(1, total));
  const start = centre <= 40000 ? 0 : page.output.lastIndexOf("\n", centre - 40000) + 1;
  const after = page.output.indexOf("\n", Math.min(page.output.length, centre + 40000));
  return { start: start, end: after < 0 ? page.output.length : after + 1 };
}

// How many lines end before character `at` of the output.
function linesBefore(at) {
  let count = 0;
  for (let i = page.output.indexOf("\n"); i >= 0 && i < at; i = page.output.indexOf("\n", i + 1)) {
    count += 1;
  }
  return count;
}

// The input or the output: kept here, and shown in its textarea while the
// editors are open (the output's window, where it is long).
function setText(id, value) {
  page[id] = value;
  if (!$("editing").open) {
    return;
  }
  let shown = value;
  if (id === "output") {
    outputWindow = value.length > kWindowed ? windowAround() : null;
    if (outputWindow) {
      shown = value.slice(outputWindow.start, outputWindow.end);
      const first = linesBefore(outputWindow.start) + 1;
      $("output-label").textContent = "output, lines " + first + " to " + linesBefore(outputWindow.end) + " of " + linesBefore(value.length) +
                                      " (around the step shown; the other lines stay as they are)";
    } else {
      $("output-label").textContent = "output";
    }
  }
  if ($(id).value !== shown) {
    $(id).value = shown;
  }
}

// What the textarea `id` now says, as the whole input or output.
function typedText(id) {
  if (id !== "output" || !outputWindow) {
    return $(id).value;
  }
  const typed = $(id).value;
  const whole = page.output.slice(0, outputWindow.start) + typed + page.output.slice(outputWindow.end);
  outputWindow = { start: outputWindow.start, end: outputWindow.start + typed.length };
  return whole;
}
