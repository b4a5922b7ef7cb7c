// More checks of tests/replay/replay_page_test.js: one verdict, the checker's.
// The suite's checkers (build/check_*) and the page judge the same outputs:
// the rows the learner found wrong (CRLF, tabs and no last newline, 10 a
// line, steps misnumbered, a judged answer cut short), every layout,
// outputs made by breaking right answers at random (a fixed seed), and every
// puzzle's samples, right and broken; the page's verdict must be the
// checker's, kind and words.
"use strict";

const assert = require("assert");
const fs = require("fs");
const path = require("path");

const kKinds = ["AC", "WA", "PE", "FAIL"];

// A deterministic random source (a linear congruential generator): the same
// outputs every run.
function randomFrom(seed) {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 4294967296) * below);
  };
}

// `text` broken in one of a few ways a solution breaks an output.
function broken(text, random) {
  const at = random(text.length + 1);
  const lines = text.split("\n");
  const line = random(Math.max(1, lines.length - 1));
  switch (random(8)) {
    case 0: return text.slice(0, at) + text.slice(at + 1);                       // a character lost
    case 1: return text.slice(0, at) + " \n\r\t0159x-*o"[random(12)] + text.slice(at);  // one more
    case 2: return text.slice(0, at);                                             // cut short
    case 3: return lines.slice(0, line).concat([lines[line]], lines.slice(line)).join("\n");  // a line twice
    case 4: return lines.filter((unused, i) => i !== line).join("\n");            // a line lost
    case 5: return text.replace(/\n/g, "\r\n");
    case 6: {                                                                     // two tokens swapped
      const words = text.split(" ");
      const i = random(words.length);
      const j = random(words.length);
      [words[i], words[j]] = [words[j], words[i]];
      return words.join(" ");
    }
    default: return text.slice(0, at) + text.slice(at).replace(/[0-9A-Ho*]/, (c) => "21H*o9"[c.charCodeAt(0) % 6]);
  }
}

exports.run = async function (t) {
  const { light, open, text, check, run } = t;
  const checkers = {};  // each puzzle's, from its row of the table
  for (const puzzle of t.puzzles) {
    checkers[puzzle.name] = puzzle.checker;
  }

  // What build/check_PROBLEM says of `output`: { kind, line }.
  const checkerSays = (problem, input, output, answer) => {
    const said = t.checked(checkers[problem], input, output, answer);
    return { kind: kKinds[said.status], line: said.stderr };
  };

  const bw10 = run("black_white", [], "10\n");
  const shuttle3 = run("shuttle_dfs", [], "3\n");
  const rotationAnswer = run("rotation_game", [], t.kBoards);
  // [problem, input, output, answer, the page's own answer would be the same]: the issue's rows first.
  const table = [
    ["shuttle", "3\n", shuttle3.replace(/\n/g, "\r\n"), shuttle3, true],
    ["shuttle", "3\n", shuttle3.trim().replace(/ /g, "\t"), shuttle3, true],
    ["shuttle", "3\n", run("shuttle_dfs", ["--per-line", "10"], "3\n"), shuttle3, true],
    ["black_white", "4\n", run("black_white", [], "4\n").replace(/^step ?([0-9]+):/gm, (head, k) => (k === "0" ? head : "step" + String(Number(k) + 1).padStart(2) + ":")), run("black_white", [], "4\n"), true],
    ["black_white", "10\n", bw10.split("\n").slice(0, 6).join("\n") + "\n", bw10, true],
    ["rotation_game", t.kBoards, rotationAnswer.replace(/\n/g, "\r\n"), rotationAnswer, true],
  ];
  const issueRows = table.length;
  const more = [
    ["shuttle", "1\n", "1 2 1 3 2\n"],
    ["shuttle", "1\n2\n3\n0\n", run("shuttle_formula", [], "1\n2\n3\n0\n")],
    ["shuttle", "4\n", run("shuttle_dfs", ["--per-line", "5"], "4\n")],
    ["shuttle", "2\n", "4 2 1 3 5 4 2 3\n"],  // the mirror solution: a solution, not the smallest
    ["shuttle", "2\n", "12345678901\n"],
    ["shuttle", "2\n", ""],
    ["shuttle", "3\n", "3 5 x\n6\r\n"],  // check_shuttle judges line 1 before it looks at line 2
    ["black_white", "1\n", "step 0:o*--\n"],
    ["black_white", "1\n", ""],
    ["black_white", "4\n7\n0\n", run("black_white", ["--layout", "board"], "4\n7\n0\n")],
    ["black_white", "4\n7\n0\n", run("black_white", ["--layout", "moves", "--min"], "4\n7\n0\n")],
    ["black_white", "5\n6\n0\n", run("black_white", ["--layout", "step-space"], "5\n6\n0\n")],
    ["black_white", "5\n6\n0\n", run("black_white", ["--layout", "moves"], "5\n6\n0\n")],
    ["rotation_game", t.kBoards, "AC\n3\nDDHH\n2\n"],
    ["rotation_game", t.kBoards, "AC\n2\nDHDH\n2\n"],
    ["rotation_game", t.kBoards, "AC\n2\nDDHHAF\n2\n"],
    ["rotation_game", t.kBoards, "AC\n2\nDDHH\n"],
    ["rotation_game", t.kBoards, "AC\nDDHH\n2\n"],
    ["rotation_game", "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n", "No moves needed\n1\n"],
  ];
  // The suite's answer to each: its own program, in the output's layout
  // (the shuttle's 5 a line where the output's first line has 5).
  const fiveALine = (output) => output.split("\n")[0].split(" ").length === 5;
  const answerTo = (problem, input, output) => {
    if (problem === "shuttle") {
      return run("shuttle_dfs", fiveALine(output) ? ["--per-line", "5"] : [], input);
    }
    if (problem === "rotation_game") {
      return run("rotation_game", [], input);
    }
    const first = output.split("\n")[0];
    const layout = first.indexOf("-->") >= 0 || first === "" ? "moves" : !first.startsWith("step") ? "board" : / $|: /.test(first) ? "step-space" : "step";
    return run("black_white", ["--layout", layout], input);
  };
  for (const [problem, input, output] of more) {
    // The page's own answer is the book's layout where the output is empty.
    const own = problem === "shuttle" ? !fiveALine(output) : problem === "rotation_game" || output !== "";
    table.push([problem, input, output, answerTo(problem, input, output), own]);
  }
  // Right answers broken at random: 60 outputs each.
  const random = randomFrom(34);
  const sources = [["shuttle", "4\n", run("shuttle_dfs", [], "4\n")], ["shuttle", "1\n2\n0\n", run("shuttle_dfs", [], "1\n2\n0\n")],
                   ["black_white", "5\n", run("black_white", [], "5\n")],
                   ["black_white", "4\n5\n0\n", run("black_white", ["--layout", "moves"], "4\n5\n0\n")],
                   ["rotation_game", t.kBoards, rotationAnswer]];
  for (const [problem, input, output] of sources) {
    const answer = answerTo(problem, input, output);
    for (let i = 0; i < (problem === "shuttle" ? 30 : 60); ++i) {
      table.push([problem, input, broken(output, random), answer, false]);
    }
  }

  // Every puzzle of the table, a new one too: its programs' samples (each
  // its own answer, in its own layout; not bad input; under 64 KB), each as
  // it is and broken 8 ways.
  const samplesFrom = table.length;
  const shaken = randomFrom(91);
  for (const puzzle of t.puzzles) {
    for (const program of puzzle.programs) {
      const folder = path.join(t.sourceDir, "samples", program);
      for (const name of fs.readdirSync(folder).filter((f) => f.endsWith(".in")).sort()) {
        const base = path.join(folder, name.slice(0, -3));
        if (fs.existsSync(base + ".status") || fs.statSync(base + ".out").size >= 65536) {
          continue;
        }
        const input = fs.readFileSync(base + ".in", "utf8");
        const answer = fs.readFileSync(base + ".out", "utf8");
        table.push([puzzle.name, input, answer, answer, false]);
        for (let i = 0; i < 8; ++i) {
          table.push([puzzle.name, input, broken(answer, shaken), answer, false]);
        }
      }
    }
  }

  await check("the page's verdict is the checker's, kind and words, on " + table.length + " outputs (the issue's rows, every layout, broken answers, every puzzle's samples)", async () => {
    const said = [];  // each puzzle's rows on its own page, which holds its checker
    for (const problem of new Set(table.map((row) => row[0]))) {
      const page = await open(light, t.pageFor(problem, null, null));
      const rows = table.map((row, i) => [i, row]).filter(([i, row]) => row[0] === problem);
      const found = await page.evaluate((mine) => mine.map(([i, [problem, input, output, answer, own]]) => {
        return { given: judgeOutput(problem, input, output, answer), own: own ? judgeOutput(problem, input, output, null) : null };
      }), rows);
      rows.forEach(([i], k) => {
        said[i] = found[k];
      });
      await page.close();
    }
    const kinds = new Set();
    const samplesKinds = {};  // each puzzle's verdicts on its samples
    for (const puzzle of t.puzzles) {
      samplesKinds[puzzle.name] = [];
    }
    table.forEach(([problem, input, output, answer], i) => {
      const expected = checkerSays(problem, input, output, answer);
      if (i >= samplesFrom) {
        samplesKinds[problem].push(expected.kind);
      }
      const where = problem + " on " + JSON.stringify(input) + ", output " + JSON.stringify(output.slice(0, 120));
      assert.deepStrictEqual(said[i].given, expected, where);
      if (said[i].own) {
        assert.deepStrictEqual(said[i].own, expected, where + " (the page's own answer)");
      }
      kinds.add(expected.kind);
    });
    assert.deepStrictEqual([...kinds].sort(), ["AC", "PE", "WA"], "the outputs hold every verdict");
    for (const [problem, verdicts] of Object.entries(samplesKinds)) {
      assert.ok(verdicts.length >= 9 && verdicts.includes("AC") && new Set(verdicts).size >= 2,
                problem + ": a sample of its own at least, that passes while its broken copies fail: " + verdicts.join(" "));
    }
  });

  await check("the issue's rows: each page shows the checker's verdict, and a judged answer cut short is wrong, red", async () => {
    for (const [problem, input, output, answer] of table.slice(0, issueRows)) {
      const expected = checkerSays(problem, input, output, answer);
      const page = await open(light, t.pageFor(problem, input, output));
      assert.strictEqual(await text(page, "#verdict"), expected.kind + ": " + expected.line);
      assert.strictEqual(await page.getAttribute("#verdict", "class"), "wrong", problem + " " + JSON.stringify(output.slice(0, 40)));
      await page.close();
    }
  });

  await check("a page given the judge's answer (jisuanke's 5 a line) judges by its layout", async () => {
    const output = run("shuttle_dfs", ["--per-line", "5"], "4\n");
    const page = await open(light, t.pageFor("shuttle", "4\n", output, output));
    assert.strictEqual(await text(page, "#verdict"), "AC: ok: 1 case, 24 moves");
    assert.strictEqual(await text(page, "#game"), "solved in 24 moves, the fewest there are");
    await page.close();
    const plain = await open(light, t.pageFor("shuttle", "4\n", output));
    assert.strictEqual(await text(plain, "#verdict"), "PE: presentation error: output line 1 has 5 numbers, not 20 (20 to a line, as the answer, each case on new lines)");
    await plain.close();
  });
};
