// history.js: undo and redo of every change to the answer: a move (and the
// later moves a branch replaced), a start answered as solved, an edit of the
// input or the output (a burst of typing is one change), a paste, a file
// opened. Each change keeps what the page held before it: the input, the
// output, whether a game was played and the place shown. By the ↶ Undo and
// ↷ Redo buttons, Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y), also in the text
// boxes, whose own undo cannot follow a window of a long output.
// Uses controls.js's page, check() and showCase(), editors.js's setText().
"use strict";

// The oldest changes are forgotten past this many.
const kHistoryLength = 500;

const changes = { past: [], future: [] };  // not "history": that is the window's

function snapshot(what) {
  return { what: what, input: page.input, output: page.output, inGame: page.inGame, shown: page.shown, step: page.step };
}

// Called just before a change (`what` names it: "the move hole 3 slides to
// hole 4"): keeps what the page holds now, and forgets what was undone.
function remember(what) {
  changes.past.push(snapshot(what));
  if (changes.past.length > kHistoryLength) {
    changes.past.shift();
  }
  changes.future = [];
  showHistory();
}

// Puts back `state`; the notice says `word` ("undone") and what it was.
function restore(state, word) {
  page.input = state.input;
  page.inGame = state.inGame;
  setText("input", state.input);
  setText("output", state.output);
  page.notice = { text: word + ": " + state.what };
  page.windowAround = null;
  check(() => showCase(state.shown, state.step));
  showHistory();
}

// Takes the last change off `from` and puts it back, keeping what the page
// holds on `to`: `name` ("undo") is what is done, `word` ("undone") its notice.
function undoOrRedo(from, to, name, word) {
  stopTyping();
  const state = from.pop();
  if (!state) {
    say("nothing to " + name, true);
    return;
  }
  to.push(snapshot(state.what));
  restore(state, word);
}

function undo() {
  undoOrRedo(changes.past, changes.future, "undo", "undone");
}

function redo() {
  undoOrRedo(changes.future, changes.past, "redo", "redone");
}

// ↶ Undo and ↷ Redo, usable where there is something to undo or redo.
function showHistory() {
  setUsable("undo", changes.past.length > 0);
  setUsable("redo", changes.future.length > 0);
}

// Marks a button usable or not with aria-disabled (not disabled: a button
// that has the focus keeps it, and a screen reader still finds it).
function setUsable(id, usable) {
  $(id).setAttribute("aria-disabled", usable ? "false" : "true");
}

function usable(id) {
  return $(id).getAttribute("aria-disabled") !== "true";
}
