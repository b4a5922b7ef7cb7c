// controls.js: the page around the rules and the picture. It only moves
// the index of what is shown (a case, a step) or appends a move to the
// output; everything it shows comes from the rules, the solver and the
// drawing. The data (problem, input, output) is in the page's JSON script
// element "data"; the input and the output can be edited, and the page
// checks again as you type. A check (the replay and the checker) runs a
// slice at a time (solver.js's inSlices): a small one ends at once, a long
// one (10^5 moves) leaves the page answering meanwhile.
"use strict";

const $ = (id) => document.getElementById(id);

const page = {
  data: null,
  puzzle: null,
  result: { cases: [], extra: "" },
  judged: null,
  game: null,
  shown: 0,
  step: 0,
  playing: false,
  input: "",
  output: "",
  inGame: false,
  checking: false,
  stopCheck: null,
  notice: null,
  announced: 0,
  windowAround: null,
  hinted: "",
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

// Checks the input and the output again (the replay, then the checker), and
// shows the verdict; then(). Stops a check still running. `writing`: a job
// that first writes the output (moves.js's writeMoves()). `now`: the whole
// check at once (a short output as the page opens: its first picture is then
// its last).
function check(then, writing, now) {
  if (page.stopCheck) {
    page.stopCheck();
    page.stopCheck = null;
  }
  const started = performance.now();
  const steps = (function* () {
    if (writing) {
      setText("output", yield* writing);
    }
    const input = page.input;
    const output = page.output;
    // The answer the judge tool gave fits its own input only.
    const answer = input === page.data.input && page.data.answer !== "" ? page.data.answer : null;
    const result = yield* page.puzzle.replaySteps(input, output);
    const judged = result.inputError ? null : yield* judgeSteps(page.data.problem, input, output, answer);
    return { result: result, judged: judged };
  })();
  let ended = false;
  page.checking = true;
  const run = now ? (job, done) => done(finished(job)) : inSlices;
  const stop = run(steps, (checked) => {
    ended = true;
    page.checking = false;
    page.result = checked.result;
    page.judged = checked.judged;
    window.replayTimings.check = performance.now() - started;
    window.replayTimings.checks = (window.replayTimings.checks || 0) + 1;
    showChecked();
    then();
  });
  if (!ended) {
    page.stopCheck = stop;
    $("verdict").textContent = "checking the output…";
    $("verdict").className = "pending";
  }
}

// The verdict, the game and what depends on them (the case picker, the
// buttons that need a wrong move or a picture).
function showChecked() {
  keepGame();
  page.game = gameOf(page.result, page.puzzle, page.judged);
  const verdict = verdictShown();
  $("verdict").textContent = cutQuotes(verdict.text);
  $("verdict").className = verdict.kind;
  const game = page.game && page.game.state !== "stopped" ? page.game : null;
  $("game").textContent = game ? cutQuotes(game.text) : "";
  $("game").className = game ? game.state : "";
  $("game").hidden = !game;
  $("save-png").disabled = page.result.cases.length === 0;
  $("save-svg").disabled = page.result.cases.length === 0;
  const select = $("case");
  select.textContent = "";
  const bad = wrongCase();
  page.result.cases.forEach((c, k) => {
    select.add(new Option(c.name + caseMark(k, bad), String(k)));
  });
  $("case-label").hidden = page.result.cases.length <= 1;
  $("to-wrong").disabled = bad < 0;
  page.shown = Math.min(page.shown, Math.max(0, page.result.cases.length - 1));
  select.value = String(page.shown);
}

// The hint for `position`, or null while playing fast; a table still being
// made is made a slice at a time, and the page shown again when it is done.
function hintFor(position) {
  const hint = page.puzzle.hint(position);
  if (hint.pending) {
    if (page.playing) {
      return null;
    }
    hint.pending.advance(4096);  // a small table (N = 3) is made at once
    if (hint.pending.done) {
      return page.puzzle.hint(position);
    }
    whenSearched(hint.pending, () => show(true));
  }
  return hint;
}

// Shows the step: the picture, the move line, the hint, the controls; says
// what changed in the live region. `quiet`: nothing new to say but the hint.
function show(quiet) {
  const c = currentCase();
  const notice = page.notice;
  page.notice = null;
  showHistory();
  if (!c) {
    $("picture").textContent = "";
    $("window-buttons").hidden = true;
    $("answer-as-is").hidden = true;
    $("move").textContent = notice ? notice.text : "";
    $("move").className = notice && notice.wrong ? "wrong" : "";
    $("position").textContent = "";
    $("slider").max = "0";
    $("slider").value = "0";
    $("hint").textContent = page.result.inputError ? "" : "hint: there is no case";
    ["back", "play", "forward"].forEach((id) => setUsable(id, false));
    announce(notice ? notice.text : "", "", true);
    return;
  }
  const wrongHere = markedWrong(c) && page.step === c.wrong.step;
  const move = page.step < c.moves.length ? c.move(page.step) : wrongHere ? c.wrong.move : null;
  const position = c.at(page.step);
  const started = performance.now();
  const hint = hintFor(position);
  const hintTook = performance.now() - started;
  const ready = hint && !hint.pending;
  page.hinted = ready && hint.next ? String(hint.next) : "";
  const options = {
    hint: ready && hint.next ? page.puzzle.hintMark(hint.next, position) : null,
    around: page.windowAround,
    move: move,
    wrong: wrongHere,
    extra: c.extraFrom >= 0 && page.step >= c.extraFrom,
    width: pictureWidth(),
    playable: true,
  };
  // The board is drawn again: a piece that had the focus gives it to the
  // same move, or the hinted one, or the first that can move.
  const focused = $("picture").contains(document.activeElement) && document.activeElement.getAttribute("data-move");
  $("picture").innerHTML = picture(page.data.problem, position, options);
  page.drawnWidth = options.width;
  let focusNote = "";
  if (focused) {
    const at = (text) => $("picture").querySelector('[tabindex][data-move="' + text + '"]');
    const next = at(focused) || at(page.hinted) || $("picture").querySelector("[tabindex][data-move]");
    if (next) {
      next.focus();
      focusNote = next.getAttribute("data-move") !== focused ? "the focus is on " + next.getAttribute("aria-label") : "";
    }
  }
  $("window-buttons").hidden = !$("picture").querySelector("[data-window]");
  const described = describeStep(c, page.step);
  $("move").textContent = cutQuotes(notice ? (notice.wrong ? notice.text : notice.text + ". " + described) : described);
  $("move").className = wrongHere || (notice && notice.wrong) ? "wrong" : "";
  $("answer-as-is").hidden = !answerOffered(c);
  $("slider").max = String(c.moves.length);
  $("slider").value = String(page.step);
  $("position").textContent = page.step + " / " + c.moves.length;
  // As wide as its widest text: the controls after it keep their place as the count grows.
  $("position").style.minWidth = (2 * String(c.moves.length).length + 3) + "ch";
  setUsable("back", page.step > 0);
  setUsable("forward", page.step < c.moves.length);
  setUsable("play", c.moves.length > 0);
  if (hint) {
    $("hint").textContent = hintText(position, hint);
    window.replayTimings.hint = hintTook;
  } else {
    $("hint").textContent = "hint: shown when paused";
  }
  followStep(c);
  const first = quiet ? "" : notice ? notice.text : "step " + page.step + " of " + c.moves.length + ": " + described;
  announce(first, focusNote, Boolean(notice) || !page.playing);
  const hash = "#case=" + (page.shown + 1) + "&step=" + page.step;
  if (location.hash !== hash && !page.checking) {  // while checking, the link's place is still to come
    history.replaceState(null, "", hash);
  }
}

// The width the picture is drawn at: the box's, in CSS pixels.
function pictureWidth() {
  return Math.max(300, Math.floor($("picture").clientWidth || 960));
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
  show(true);
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
  if (!c || c.moves.length === 0) {
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

// The page's first picture is drawn before it is first shown (the script
// runs as the page is read), so that nothing moves as it loads; a long
// output is checked a slice at a time after that first picture.
function main() {
  page.data = JSON.parse($("data").textContent);
  page.puzzle = kPuzzles[page.data.problem];
  const lacks = puzzleLacks(page.puzzle);
  if (lacks) {
    throw new Error(lacks);  // a new puzzle's part, not whole yet: its console says what is missing
  }
  page.puzzle.number = page.data.number;  // its size's name, from its row of tools/puzzles/puzzles.hpp
  $("title").textContent = page.puzzle.title + ": replay and play";
  document.title = page.puzzle.title + ": play it, or replay an answer";
  $("help-move").textContent = page.puzzle.help;
  $("help-marks").textContent = page.puzzle.words.marks;
  $("answer-as-is").textContent = "answer: " + page.puzzle.words.asIs;
  $("to-wrong").textContent = "first wrong " + page.puzzle.words.move;
  $("to-wrong").title = "jump to the first wrong " + page.puzzle.words.move;
  $("picture").setAttribute("aria-label", page.puzzle.words.picture + ": " + page.puzzle.help.toLowerCase());
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
  if (page.output.length > kWindowChars) {  // a long output: the editors start folded
    $("editing").open = false;
    $("editing-summary").textContent = "input and output (" + (page.output.length / 1e6).toFixed(1) + " MB): open to edit them";
  }
  setText("input", page.input);
  setText("output", page.output);
  listen();
  check(() => {
    const place = placeInHash() || firstWrong() || { shown: 0, step: 0 };
    showCase(place.shown, place.step);
    window.replayTimings.verdict = performance.now();
  }, null, page.output.length <= kWindowChars);
  if (page.checking) {  // a long output: the first case's start, until its check ends
    page.result = page.puzzle.replay(page.input, "");
    show(true);
  }
  document.documentElement.classList.remove("starting");
}

window.replayTimings = {};
main();
