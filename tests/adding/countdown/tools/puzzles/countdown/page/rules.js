// The countdown's page part (tests/adding's throwaway puzzle, docs/adding.md's
// "Its page"): a case is n (1..60); a move takes 1 or 2 off; the answer is a
// line of moves a case, the fewest (n / 2, rounded up). Its checker is
// checker.js.
"use strict";
const { casesOf, checkerCases, countOf, exactLinesSteps, makeCase, registerPuzzle, stop, tokens } = replay;  // for checker.js too

const fewestOf = (n) => Math.ceil(n / 2);

const countdown = {
  title: "Countdown",
  help: "Click 1 or 2 to take that many off",
  firstMove: "click 1 or 2",
  goal: "bring each number to 0 in the fewest moves",
  words: { move: "move", moves: "moves", asIs: "", startSolved: "", startAnswered: "", places: ["move"],
           picture: "the counter", marks: "The dotted button is the hint." },
  solved: (left) => left === 0,
  progress: (c) => c.last + " left",
  tryMove: (left, text) => (text === "1" || (text === "2" && left >= 2)) && left > 0
    ? { move: Number(text), next: left - Number(text) } : { why: "cannot take " + text + " off " + left },
  describe: (c, i, move) => "move " + (i + 1) + ": take " + move + " off " + c.at(i),
  replaySteps: function* (input, output) {
    yield;
    const read = casesOf(input, "n", 1, 60);
    if (read.error) {
      return { cases: [], extra: "", inputError: read.error };
    }
    const lines = output.split("\n");
    const cases = read.numbers.map((n, k) => {
      const c = makeCase("case " + (k + 1) + " (n=" + n + ")", n, (left, move) => left - move);
      c.shortest = fewestOf(n);
      c.replayed = true;
      c.place = () => 0;
      for (const t of tokens(lines[k] || "")) {
        const tried = countdown.tryMove(c.last, t);
        if (tried.why) {
          c.wrong = { step: c.moves.length, why: "move " + (c.moves.length + 1) + ": " + tried.why, illegal: true, rest: 0 };
          break;
        }
        c.push(tried.move, tried.next);
      }
      if (!c.wrong && c.last > 0) {
        c.wrong = { step: c.moves.length, why: c.last + " left", unfinished: true };
      } else if (!c.wrong && c.moves.length > c.shortest) {
        c.wrong = { step: c.moves.length, why: c.moves.length + " moves, not " + c.shortest, suboptimal: true };
      }
      return c;
    });
    return { cases: cases, extra: "" };
  },
  writeCase: function* (c, moves, layout, lines) {
    lines.push(Array.from({ length: moves.count }, (unused, i) => moves.at(i)).join(" "));
  },
  hint: (left) => ({ fewest: fewestOf(left), next: left >= 2 ? "2" : "1" }),
  hintMark: (next) => next,
  hintWords: (next) => "take " + next,
  draw: (left, options) => ({
    height: 60,
    svg: ["1", "2"].map((m, i) => '<g data-move="' + m + '" role="button" tabindex="0" aria-label="take ' + m + '">' +
      '<rect x="' + (10 + 60 * i) + '" y="10" width="50" height="40" class="' +
      (options.hinted === m ? "hint" : "cell") + '"/></g>').join("") +
      '<text x="140" y="38">' + left + " left</text>",
  }),
};
registerPuzzle("countdown", countdown);
