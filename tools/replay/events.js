// events.js: what the page does on a key, a button, a click on the picture:
// it calls controls.js's go(), moves.js's makeMove(), history.js's undo()
// and redo(). Keys: ← → a step, Home and End, space plays and pauses (or
// moves the focused piece, as Enter does), a puzzle's own keys for its
// moves (the rotation game's letters), Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y)
// everywhere; any other key with Alt, Ctrl or Meta is left to the browser.
"use strict";

function onKey(e) {
  const control = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (control && !e.altKey && (key === "z" || key === "y")) {  // everywhere, the text boxes too: the page's undo
    e.preventDefault();
    if (key === "y" || e.shiftKey) {
      redo();
    } else {
      undo();
    }
    return;
  }
  const tag = e.target.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT" || tag === "INPUT" || e.altKey || control) {
    return;
  }
  const move = e.target.closest ? e.target.closest("[data-move]") : null;
  if (move && (e.key === "Enter" || e.key === " ")) {
    e.preventDefault();
    makeMove(move.getAttribute("data-move"));  // show() keeps the focus on the board
    return;
  }
  if ((e.key === " " || e.key === "Enter") && tag === "BUTTON") {
    return;  // presses the focused button
  }
  const keyMove = page.puzzle.moveOfKey ? page.puzzle.moveOfKey(e.key) : "";
  if (keyMove) {
    e.preventDefault();
    makeMove(keyMove);
    return;
  }
  const keys = {
    ArrowLeft: () => go(page.step - 1),
    ArrowRight: () => go(page.step + 1),
    Home: () => go(0),
    End: () => go(currentCase() ? currentCase().moves.length : 0),
    " ": playOrPause,
  };
  if (keys[e.key]) {
    e.preventDefault();
    keys[e.key]();
  }
}

// A button marked aria-disabled does nothing when pressed.
function onButton(id, action) {
  $(id).addEventListener("click", () => {
    if (usable(id)) {
      action();
    }
  });
}

function listen() {
  $("case").addEventListener("change", () => showCase(Number($("case").value), 0));
  onButton("back", () => go(page.step - 1));
  onButton("forward", () => go(page.step + 1));
  onButton("play", playOrPause);
  onButton("undo", undo);
  onButton("redo", redo);
  $("to-wrong").addEventListener("click", () => {
    const at = firstWrong();
    if (at) {
      showCase(at.shown, at.step);
    }
  });
  $("slider").addEventListener("input", () => go(Number($("slider").value)));
  $("window-left").addEventListener("click", () => moveWindow(-1));
  $("window-right").addEventListener("click", () => moveWindow(1));
  $("answer-as-is").addEventListener("click", () => {
    remember("the answer \"" + puzzleWords().asIs + "\"");
    page.notice = { text: "answered: " + puzzleWords().asIs };
    writeMoves([]);
  });
  $("save-png").addEventListener("click", () => save("png"));
  $("save-svg").addEventListener("click", () => save("svg"));
  $("picture").addEventListener("click", (e) => {
    const move = e.target.closest("[data-move]");
    if (move) {
      makeMove(move.getAttribute("data-move"));
      return;
    }
    const note = e.target.closest("[data-note]");
    if (note) {
      page.notice = { text: note.getAttribute("data-note") };
      show();
      return;
    }
    const strip = e.target.closest("[data-strip]");
    if (strip) {  // the window moves to the cell clicked on the whole row
      const svg = $("picture").querySelector("svg");
      const box = svg.getBoundingClientRect();
      const x = ((e.clientX - box.left) * svg.viewBox.baseVal.width) / box.width;
      const n = Number(strip.getAttribute("data-strip"));
      const unit = (svg.viewBox.baseVal.width - 16) / n;
      page.windowAround = Math.max(1, Math.min(n, Math.floor((x - 8) / unit) + 1));
      show(true);
    }
  });
  listenToEditors();
  for (const kind of ["keydown", "pointerdown", "input"]) {
    document.addEventListener(kind, () => {
      page.heard = true;
    }, true);
  }
  document.addEventListener("keydown", onKey);
  window.addEventListener("hashchange", () => {
    const at = placeInHash();
    if (at) {
      showCase(at.shown, at.step);
    }
  });
  window.addEventListener("resize", () => {
    if (pictureWidth() !== page.drawnWidth) {  // a phone's bar that hides or shows changes the height alone
      show(true);
    }
  });
}
