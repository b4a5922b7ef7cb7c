// checker.js: check_black_white on black_white's page, rule for rule and
// word for word (tools/replay/judge.js has what the checkers share). With
// no answer, the output's own layout.
"use strict";

// check_black_white's layout_of: the layout a text's first line says.
function checkerLayout(text) {
  const first = text.slice(0, text.indexOf("\n") < 0 ? text.length : text.indexOf("\n"));
  if (first === "" || first.indexOf("-->") >= 0) {
    return "moves";
  }
  if (!first.startsWith("step")) {
    return "board";
  }
  const colon = first.indexOf(":");
  return colon >= 0 && colon + 1 < first.length && first[colon + 1] === " " ? "step-space" : "step";
}

// "step%2d:" or "step %d: " ("" for the other layouts).
function stepHead(layout, step) {
  if (layout === "step") {
    return "step" + String(step).padStart(2) + ":";
  }
  return layout === "step-space" ? "step " + step + ": " : "";
}

// check_black_white's after_move: { next } for a move line that can be
// made, { why } for one that cannot, { format: true } for a line that is no move.
function afterMoveLine(row, line) {
  const m = /^(-?[0-9]+),(-?[0-9]+)-->(-?[0-9]+),(-?[0-9]+)$/.exec(line);
  if (!m || /[^0-9,\->]/.test(line) || Number(m[2]) !== Number(m[1]) + 1 || Number(m[4]) !== Number(m[3]) + 1) {
    return { format: true };
  }
  const [a, b, c, d] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
  const cells = row.length;
  const sp = row.indexOf("--") + 1;
  if (a < 1 || b > cells || c < 1 || d > cells) {
    return { why: "there are no cells " + line.slice(0, line.indexOf("-")) };
  }
  if (c !== sp) {
    return { why: "cells " + c + "," + d + " are not the empty cells " + sp + "," + (sp + 1) };
  }
  if (row[a - 1] === "-" || row[b - 1] === "-") {
    return { why: "the moved cells were not two pieces" };
  }
  return { next: blackWhite.move(row, a, c) };
}

function* judgeBlackWhite(input, output, answerText) {
  const cases = checkerCases(input, "n");
  // With no answer: the output's own layout (the book's for an empty output).
  const layout = checkerLayout(answerText !== null ? answerText : output !== "" ? output : "step 0:");
  const lines = yield* exactLinesSteps(output);
  let at = 0;
  let moves = 0;
  for (let k = 0; k < cases.length; ++k) {
    const n = cases[k];
    const last = k + 1 === cases.length;
    const name = "case " + (k + 1) + " (n=" + n + ")";
    let row = layout === "moves" ? blackWhite.start(n) : "";
    const first = at;
    for (let step = layout === "moves" ? 1 : 0; at < lines.length; ++step, ++at) {
      if (at % kYieldEvery === 0) {
        yield;
      }
      const where = "output line " + (at + 1);
      const head = stepHead(layout, step);
      const line = lines[at];
      let next = "";
      if (layout === "moves") {
        const after = afterMoveLine(row, line);
        next = after.next || "";
        if (!last && blackWhite.alternates(row) && (next === "" || !blackWhite.alternates(next))) {
          break;  // solved already, and the line is no move that keeps it so: the next case
        }
        if (after.format) {
          stop("PE", where + ": a move must read a,a+1-->b,b+1");
        }
        if (next === "") {
          stop("WA", name + ", move " + step + ": " + after.why);
        }
      } else {
        if (step > 0 && layout !== "board" && line.startsWith(stepHead(layout, 0))) {
          break;
        }
        if (step > 0 && layout === "board" && !last && line === blackWhite.start(cases[k + 1])) {
          break;  // the next case
        }
        if (!line.startsWith(head)) {
          stop("PE", where + " does not start with \"" + head + "\"");
        }
        next = line.slice(head.length);
        if (next.length !== 2 * n + 2 || /[^o*-]/.test(next)) {
          stop("PE", where + ": a row must be " + (2 * n + 2) + " of o * -");
        }
        if (step === 0 && next !== blackWhite.start(n)) {
          stop("WA", name + ": " + (layout === "board" ? "the first row" : "step 0") + " is not the start");
        }
      }
      if (step > 0) {
        const why = blackWhite.why(row, next);
        if (why) {
          stop("WA", name + ", step " + step + ": " + why);
        }
        moves += 1;
      }
      row = next;
    }
    if (row === "" || (at === first && !blackWhite.alternates(row))) {
      stop("WA", "the output ends before " + name);
    }
    if (!blackWhite.alternates(row)) {
      stop("WA", name + ": the last row " + row + " does not alternate");
    }
  }
  if (at < lines.length) {
    stop("WA", "the output goes on past the last case");
  }
  stop("AC", countOf(cases.length, "case") + ", " + countOf(moves, "move"));
}

blackWhite.checkSteps = judgeBlackWhite;
