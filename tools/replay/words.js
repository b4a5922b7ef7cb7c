// words.js: what the page says: the game's state and the verdict as shown
// (their colour is the checker's verdict), the move line, the hint, the case
// picker's marks, and the live region's announcements. Long quotes are cut
// where they are shown (a 50,000-letter move line quoted by a checker took
// seconds to lay out); the checker's words stay whole in page.judged.
// Uses controls.js's page and moves.js's answered().
"use strict";

// The words of the puzzle shown (its part's `words`: tools/replay/rules.js).
function puzzleWords() {
  return page.puzzle.words;
}

// A word of more than this many characters is shown cut.
const kLongestWord = 60;

// `text` with each word longer than kLongestWord cut: "AAAA…AAAA (50,000
// characters)".
function cutQuotes(text) {
  if (text.length <= kLongestWord) {
    return text;
  }
  return text.replace(/[^ ]{61,}/g, (word) => word.slice(0, 24) + "…" + word.slice(-12) + " (" +
                                                word.length.toLocaleString("en") + " characters)");
}

// "case 2" of "case 2 (N=3)".
function shortName(c) {
  return c.name.split(" (")[0];
}

// What the case picker adds to case k's name: " ✗ wrong", ", not replayed:
// after the wrong move in case 2" (the replay stops at a wrong case), or "".
function caseMark(k, bad) {
  const cases = page.result.cases;
  if (k === bad) {
    return " ✗ wrong";
  }
  if (bad >= 0 && k > bad && !cases[k].replayed) {
    return ", not replayed: after the wrong " + puzzleWords().move + " in " + shortName(cases[bad]);
  }
  return "";
}

// The verdict as #verdict shows it: { text, kind }, kind its class: "ok" (the
// checker's AC), "wrong" (any other verdict, or bad input), "unfinished" (a
// game in progress: every move legal, the goal not reached yet; the
// checker's words on the moves so far follow, not red).
function verdictShown() {
  if (!page.judged) {
    return { text: "bad input: " + page.result.inputError, kind: "wrong" };
  }
  const said = page.judged.kind + ": " + page.judged.line;
  if (page.inGame && page.game && page.game.state === "progress") {
    if (page.output === "") {
      return { text: "not judged yet: no " + puzzleWords().move + " is played (the output is empty)", kind: "unfinished" };
    }
    return { text: "in progress; the checker on the " + puzzleWords().moves + " so far: " + said, kind: "unfinished" };
  }
  return { text: said, kind: page.judged.kind === "AC" ? "ok" : "wrong" };
}

// The game's state and the verdict, as the live region says them.
function spokenVerdict() {
  return ($("game").textContent ? $("game").textContent + ". " : "") + $("verdict").textContent;
}

function describeStep(c, step) {
  const move = step < c.moves.length ? c.move(step) : null;
  const wrongHere = markedWrong(c) && step === c.wrong.step;
  if (wrongHere) {
    const rest = c.wrong.rest > 0 ? "; the rest of the output (" + countOf(c.wrong.rest, "more " + puzzleWords().move) + ") is not replayed" : "";
    return "wrong: " + whereWhy(c) + rest;
  }
  if (!move) {
    if (step === 0 && c.moves.length === 0) {
      if (answered(c) && page.puzzle.solved(c.start)) {
        return puzzleWords().startAnswered;
      }
      return page.puzzle.solved(c.start) ? puzzleWords().startSolved : "the start: " + page.puzzle.firstMove;
    }
    return page.puzzle.solved(c.last) ? "done: the goal is reached" : "in progress: " + page.puzzle.progress(c);
  }
  const extra = c.extraFrom >= 0 && step >= c.extraFrom ? "extra " + puzzleWords().move + ", past what the case needs: " : "next, ";
  return extra + page.puzzle.describe(c, step, move);
}

function hintText(position, hint) {
  if (hint.pending) {
    return "hint: working out the fewest " + puzzleWords().moves + "…";
  }
  if (hint.largest !== undefined) {
    const letter = page.puzzle.number;
    const size = page.puzzle.sizeOf(position);
    return "hints are worked out up to " + letter + " = " + hint.largest + "; this is " + letter + " = " + size;
  }
  if (hint.unreachable) {
    return "hint: the goal cannot be reached from here";
  }
  if (hint.fewest === 0) {
    return "hint: solved here, no " + puzzleWords().moves + " left";
  }
  return "hint: the fewest " + puzzleWords().moves + " from here: " + hint.fewest + "; a best next " + puzzleWords().move + ": " +
         page.puzzle.hintWords(hint.next);
}

// "case 1 (N=7), move 2: why", "board 2: why", or why alone.
function whereWhy(c) {
  if (c.wrong.alone) {
    return c.wrong.why;
  }
  const place = puzzleWords().places.some((word) => c.wrong.why.startsWith(word + " "));
  return c.name + (place ? ", " : ": ") + c.wrong.why;
}

// The game the output plays, beside the checker's verdict (judge.js):
// { state, text }, state "solved" (every case at its goal, by any legal
// route: "solved in 17 moves; the fewest are 10"), "progress" (every move
// legal, a case not at its goal yet: "in progress: 5 of 15 moves; 10 to
// go") or "stopped" (a move or a line that cannot be played: the verdict
// says which), or null for bad input. A solved game the checker does not
// accept is "reached": its goal is, its answer is not (a missing last
// newline, not the fewest moves).
function gameOf(result, puzzle, judged) {
  if (result.inputError) {
    return null;
  }
  if (result.cases.length === 0) {
    return { state: "stopped", text: "the input has no case" };
  }
  let moves = 0;
  let fewest = 0;
  const stopped = result.cases.find((c) => c.wrong && c.wrong.illegal);
  if (stopped) {
    return { state: "stopped", text: "stopped: " + whereWhy(stopped) };
  }
  for (const c of result.cases) {
    if (!answered(c) || !puzzle.solved(c.last)) {
      const where = result.cases.length > 1 ? c.name + ": " : "";
      const told = !answered(c) && puzzle.solved(c.start) ? puzzle.words.startSolved : puzzle.progress(c);
      return { state: "progress", text: "in progress: " + where + told };
    }
    moves += c.moves.length;
    fewest += c.shortest;
  }
  const cases = result.cases.length === 1 ? "" : " (" + result.cases.length + " cases)";
  const compared = moves === fewest ? ", the fewest there are" : "; the fewest are " + fewest;
  const route = countOf(moves, puzzle.words.move) + cases + compared;
  if (judged && judged.kind !== "AC") {
    return { state: "reached", text: "goal reached in " + route + ", but not accepted: see the verdict" };
  }
  return { state: "solved", text: "solved in " + route };
}

// ---- The live region ------------------------------------------------------------

// What the live region said last, a part at a time, so that a part is said
// again only where it changed: { game, verdict, hint }.
const spoken = { game: "", verdict: "", hint: "" };

// Says `text` in the live region (for screen readers), at most every 0.5 s
// unless `now`.
function say(text, now) {
  const time = Date.now();
  if (now || time - page.announced > 500) {
    page.announced = time;
    $("status").textContent = cutQuotes(text);
  }
}

// Says what changed, once each: `first` (what moved, was refused or undone;
// or the step shown and its move), then the game, the verdict and the hint
// where they changed, and where the focus went when a move took it elsewhere.
function announce(first, focusNote, now) {
  const parts = [first];
  const game = $("game").hidden ? "" : $("game").textContent;
  const verdict = $("verdict").className === "unfinished" ? "" : $("verdict").textContent;  // a game in progress: its game line says it
  const hint = $("hint").textContent;
  for (const [key, text] of [["game", game], ["verdict", verdict], ["hint", hint]]) {
    if (text !== spoken[key]) {
      spoken[key] = text;
      parts.push(text);
    }
  }
  parts.push(focusNote);
  const said = [];
  for (const part of parts) {
    const plain = part.replace(/[.…]$/, "");
    if (plain !== "" && !said.includes(plain)) {
      said.push(plain);
    }
  }
  if (page.heard && said.length > 0) {  // nothing is said before the learner does something
    say(said.join(". ") + ".", now);
  }
}
