// controls.js: the page around the rules and the picture. It only moves
// the index of what is shown (a case, a step) or appends a move to the
// output; everything it shows comes from the rules, the solver and the
// drawing. The data (problem, input, output) is in the page's JSON script
// element "data"; the input and the output can be edited, and the page
// checks again as you type.
"use strict";

const $ = (id) => document.getElementById(id);

const page = {
  data: null,
  puzzle: null,
  result: { cases: [], extra: "" },
  verdict: "",
  shown: 0,
  step: 0,
  playing: false,
  typing: 0,
  input: "",
  output: "",
  announce: 0,
  windowAround: null,
  hinted: "",
  verdictToSay: false,
};

function currentCase() {
  return page.result.cases[page.shown];
}

// Whether case c holds a move to mark wrong: an illegal one, or (in a
// judged answer, not while playing) the first of a route longer or larger
// than the judges want.
function markedWrong(c) {
  return Boolean(c.wrong && !c.wrong.unfinished && !(c.wrong.suboptimal && page.inGame));
}

// The first case with something wrong, or -1.
function wrongCase() {
  const k = page.result.cases.findIndex(markedWrong);
  if (k >= 0 || !page.result.extra) {
    return k;
  }
  return page.result.cases.findIndex((c) => c.extraFrom >= 0);
}

// Where the first wrong move is: { shown, step }, or null.
function firstWrong() {
  const k = wrongCase();
  if (k < 0) {
    return null;
  }
  const c = page.result.cases[k];
  return { shown: k, step: c.wrong ? c.wrong.step : Math.max(0, c.extraFrom) };
}

// Says `text` in the live region (for screen readers), at most every 0.5 s.
function say(text, now) {
  const time = Date.now();
  if (now || time - page.announce > 500) {
    page.announce = time;
    $("status").textContent = text;
  }
}

// Checks the input and the output again, and shows the verdict.
function check() {
  const started = performance.now();
  keepGame();
  page.result = page.puzzle.replay(page.input, page.output);
  // The answer the judge tool gave fits its own input only.
  const answer = page.input === page.data.input && page.data.answer !== "" ? page.data.answer : null;
  page.judged = page.result.inputError ? null : judgeOutput(page.data.problem, page.input, page.output, answer);
  page.game = gameOf(page.result, page.puzzle);
  const playing = page.game && page.game.state !== "stopped";
  if (page.judged) {
    page.verdict = page.judged.kind + ": " + page.judged.line;
    // Red for a judged answer the checker refuses; while a game is played, a
    // legal game is in progress (or solved the long way), never red.
    const refused = page.judged.kind !== "AC";
    $("verdict").className = refused && !(page.inGame && playing) ? "wrong" : refused ? "unfinished" : "";
  } else {
    page.verdict = "bad input: " + page.result.inputError;
    $("verdict").className = "wrong";
  }
  $("verdict").textContent = page.verdict;
  $("game").textContent = page.game && page.game.state !== "stopped" ? page.game.text : "";
  $("game").className = page.game ? page.game.state : "";
  $("game").hidden = $("game").textContent === "";
  $("save-png").disabled = page.result.cases.length === 0;
  $("save-svg").disabled = page.result.cases.length === 0;
  window.replayTimings.check = performance.now() - started;
  window.replayTimings.checks = (window.replayTimings.checks || 0) + 1;
  const select = $("case");
  select.textContent = "";
  const bad = wrongCase();
  page.result.cases.forEach((c, k) => {
    select.add(new Option(c.name + caseMark(k, bad), String(k)));
  });
  $("case-label").style.display = page.result.cases.length > 1 ? "" : "none";
  $("to-wrong").disabled = bad < 0;
  page.shown = Math.min(page.shown, Math.max(0, page.result.cases.length - 1));
  select.value = String(page.shown);
  page.verdictToSay = true;
}

function show() {
  const c = currentCase();
  if (!c) {
    $("picture").textContent = "";
    $("window-buttons").hidden = true;
    $("answer-as-is").hidden = true;
    $("move").textContent = "";
    $("move").className = "";
    $("position").textContent = "";
    $("slider").max = "0";
    $("slider").value = "0";
    $("hint").textContent = page.result.inputError ? "" : "hint: there is no case";
    if (page.verdictToSay) {
      page.verdictToSay = false;
      say(spokenVerdict(), true);
    }
    return;
  }
  const wrongHere = markedWrong(c) && page.step === c.wrong.step;
  const move = page.step < c.moves.length ? c.move(page.step) : wrongHere ? c.wrong.move : null;
  const position = c.at(page.step);
  const started = performance.now();
  const hint = page.playing ? null : page.puzzle.hint(position);
  const hintTook = performance.now() - started;
  page.hinted = hint && hint.next ? String(hint.next) : "";
  const options = {
    hint: hint && hint.next ? page.puzzle.hintMark(hint.next, position) : null,
    around: page.windowAround,
    move: move,
    wrong: wrongHere,
    extra: c.extraFrom >= 0 && page.step >= c.extraFrom,
    width: Math.max(300, Math.floor($("picture").clientWidth || 960)),
    playable: true,
  };
  // The board is drawn again: a piece that had the focus gives it to the
  // same move, or the hinted one, or the first that can move.
  const focused = $("picture").contains(document.activeElement) && document.activeElement.getAttribute("data-move");
  $("picture").innerHTML = picture(page.data.problem, position, options);
  if (focused) {
    const at = (text) => $("picture").querySelector('[tabindex][data-move="' + text + '"]');
    const next = at(focused) || at(page.hinted) || $("picture").querySelector("[tabindex][data-move]");
    if (next) {
      next.focus();
    }
  }
  $("window-buttons").hidden = !$("picture").querySelector("[data-window]");
  $("move").textContent = describeStep(c, page.step);
  $("answer-as-is").hidden = !answerOffered(c);
  $("move").className = wrongHere ? "wrong" : "";
  $("slider").max = String(c.moves.length);
  $("slider").value = String(page.step);
  $("position").textContent = page.step + " / " + c.moves.length;
  // As wide as its widest text: the controls after it keep their place as the count grows.
  $("position").style.minWidth = (2 * String(c.moves.length).length + 3) + "ch";
  if (hint) {
    $("hint").textContent = hintText(position, hint);
    window.replayTimings.hint = hintTook;
  }
  const verdict = page.verdictToSay ? spokenVerdict() + ". " : "";
  page.verdictToSay = false;
  const told = $("move").textContent === page.verdict && verdict ? "" : " " + $("move").textContent;
  say(verdict + "step " + page.step + " of " + c.moves.length + "." + told, verdict !== "" || !page.playing);
  const hash = "#case=" + (page.shown + 1) + "&step=" + page.step;
  if (location.hash !== hash) {
    history.replaceState(null, "", hash);
  }
}

function go(step) {
  const c = currentCase();
  if (!c) {
    show();  // clears the board
    return;
  }
  page.step = Math.max(0, Math.min(c.moves.length, step));
  page.windowAround = null;
  show();
}

function showCase(k, step) {
  page.shown = Math.max(0, Math.min(page.result.cases.length - 1, k));
  $("case").value = String(page.shown);
  go(step);
}

// Moves the row's window a window's width left (-1) or right (1).
function moveWindow(way) {
  const strip = $("picture").querySelector("[data-window]");
  if (!strip) {
    return;
  }
  const [first, count] = strip.getAttribute("data-window").split(",").map(Number);
  const n = Number(strip.getAttribute("data-strip"));
  const middle = first + Math.floor(count / 2);
  page.windowAround = Math.max(1, Math.min(n, middle + way * count));
  show();
}

function pause() {
  page.playing = false;
  $("play").textContent = "▶";
  $("play").setAttribute("aria-label", "play");
  show();
}

// Plays at #speed moves a second: as many moves a frame as the time asks.
function playOrPause() {
  if (page.playing) {
    pause();
    return;
  }
  const c = currentCase();
  if (!c) {
    return;
  }
  if (page.step >= c.moves.length) {
    page.step = 0;
  }
  page.playing = true;
  $("play").textContent = "❚❚";
  $("play").setAttribute("aria-label", "pause");
  let last = performance.now();
  let owed = 1;
  const frame = (now) => {
    if (!page.playing) {
      return;
    }
    owed += ((now - last) / 1000) * Number($("speed").value);
    last = now;
    const moves = Math.floor(owed);
    owed -= moves;
    if (moves > 0) {
      go(page.step + moves);
    }
    if (page.step >= currentCase().moves.length) {
      pause();
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

// "#case=2&step=40": { shown, step } (1-based case), or null.
function placeInHash() {
  const m = /^#case=([0-9]+)&step=([0-9]+)$/.exec(location.hash);
  return m ? { shown: Number(m[1]) - 1, step: Number(m[2]) } : null;
}

function onKey(e) {
  const tag = e.target.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT" || tag === "INPUT" || e.altKey || e.ctrlKey || e.metaKey) {
    return;
  }
  const move = e.target.closest ? e.target.closest("[data-move]") : null;
  if (move && (e.key === "Enter" || e.key === " ")) {
    e.preventDefault();
    makeMove(move.getAttribute("data-move"));  // show() keeps the focus on the board
    return;
  }
  if (e.key === " " && tag === "BUTTON") {
    return;  // space presses the focused button
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

function main() {
  page.data = JSON.parse($("data").textContent);
  page.puzzle = kPuzzles[page.data.problem];
  page.puzzle.number = page.data.number;  // its size's name, from its row of tools/puzzles/puzzles.hpp
  $("title").textContent = page.puzzle.title + ": replay and play";
  document.title = "Replay: " + page.puzzle.title;
  $("help-move").textContent = page.puzzle.help;
  $("picture").setAttribute("aria-label", "the board: " + page.puzzle.help.toLowerCase());
  page.input = page.data.input;
  page.output = page.data.output;
  page.inGame = page.output === "";  // a page to play; a judged answer becomes a game at its first click
  const kept = keptGame();
  if (kept) {  // a game played here before a reload
    page.input = kept.input;
    page.output = kept.output;
    page.inGame = true;
  }
  $("goal").textContent = "Goal: " + page.puzzle.goal + ".";
  if (page.output.length > kWindowed) {  // edited a window at a time (editors.js), and folded
    $("editing").open = false;
    $("editing-summary").textContent = "input and output (" + (page.output.length / 1e6).toFixed(1) + " MB): open to edit them";
  }
  setText("input", page.input);
  setText("output", page.output);
  check();
  const wrong = firstWrong();
  const place = placeInHash() || wrong || { shown: 0, step: 0 };
  page.shown = place.shown;
  showCase(place.shown, place.step);
  window.replayTimings.verdict = performance.now();

  $("case").addEventListener("change", () => showCase(Number($("case").value), 0));
  $("back").addEventListener("click", () => go(page.step - 1));
  $("forward").addEventListener("click", () => go(page.step + 1));
  $("play").addEventListener("click", playOrPause);
  $("to-wrong").addEventListener("click", () => {
    const at = firstWrong();
    if (at) {
      showCase(at.shown, at.step);
    }
  });
  $("slider").addEventListener("input", () => go(Number($("slider").value)));
  $("window-left").addEventListener("click", () => moveWindow(-1));
  $("window-right").addEventListener("click", () => moveWindow(1));
  $("answer-as-is").addEventListener("click", () => writeMoves([]));
  $("save-png").addEventListener("click", () => save("png"));
  $("save-svg").addEventListener("click", () => save("svg"));
  $("picture").addEventListener("click", (e) => {
    const move = e.target.closest("[data-move]");
    if (move) {
      makeMove(move.getAttribute("data-move"));
    }
    const strip = e.target.closest("[data-strip]");
    if (strip) {  // the window moves to the cell clicked on the whole row
      const svg = $("picture").querySelector("svg");
      const box = svg.getBoundingClientRect();
      const x = ((e.clientX - box.left) * svg.viewBox.baseVal.width) / box.width;
      const n = Number(strip.getAttribute("data-strip"));
      const unit = (svg.viewBox.baseVal.width - 16) / n;
      page.windowAround = Math.max(1, Math.min(n, Math.floor((x - 8) / unit) + 1));
      show();
    }
  });
  $("editing").addEventListener("toggle", () => {
    setText("input", page.input);
    setText("output", page.output);
  });
  for (const id of ["input", "output"]) {
    $(id).addEventListener("input", () => {
      page[id] = typedText(id);
      clearTimeout(page.typing);
      page.typing = setTimeout(() => {
        check();
        showCase(page.shown, page.step);
      }, 300);
    });
  }
  document.addEventListener("keydown", onKey);
  window.addEventListener("hashchange", () => {
    const at = placeInHash();
    if (at) {
      showCase(at.shown, at.step);
    }
  });
  window.addEventListener("resize", () => show());
}

window.replayTimings = {};
// After the first paint: the page opens at once, and the verdict follows.
requestAnimationFrame(() => setTimeout(main, 0));
