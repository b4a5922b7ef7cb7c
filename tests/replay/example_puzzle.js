// The smallest puzzle part of docs/adding.md ("### Its page"), run as the
// page runs it: the shared pure scripts, then its text in a function of its
// own, handed `replay` (tools/replay/embed.cmake's wrapping). It must be
// whole (puzzleLacks), replay and judge as it says, keep its names to
// itself, and write its answer again.
// node tests/replay/example_puzzle.js SOURCE_DIR
"use strict";

const assert = require("assert");
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const source = process.argv[2];
const doc = fs.readFileSync(path.join(source, "docs/adding.md"), "utf8");
const section = doc.slice(doc.indexOf("\n### Its page\n"));
const block = /\n```js\n([\s\S]*?)```\n/.exec(section);
assert.ok(block, "docs/adding.md's \"Its page\" holds a ```js block");

const context = vm.createContext({ TextEncoder: TextEncoder, MessageChannel: MessageChannel });
for (const script of ["rules.js", "solver.js", "judge.js", "drawing.js"]) {
  vm.runInContext(fs.readFileSync(path.join(source, "tools/replay", script), "utf8"), context, { filename: script });
}
vm.runInContext("(function (replay) {\n" + block[1] + "})(replay);\n", context, { filename: "docs/adding.md" });

const run = (code) => vm.runInContext(code, context);
const plain = (value) => JSON.parse(JSON.stringify(value));  // out of the context's realm
assert.deepStrictEqual(plain(run("Object.keys(kPuzzles)")), ["countdown"]);
assert.strictEqual(run("typeof countdown"), "undefined", "its names are its own");
assert.strictEqual(run("puzzleLacks(kPuzzles.countdown)"), "");

const replayed = run("kPuzzles.countdown.replay('3\\n4\\n0\\n', '2 1\\n2 1 1\\n')");
assert.strictEqual(replayed.inputError, undefined);
assert.deepStrictEqual(plain(replayed.cases.map((c) => [c.name, c.moves.length, c.last, c.wrong ? c.wrong.why : null])),
                       [["case 1 (n=3)", 2, 0, null], ["case 2 (n=4)", 3, 0, "3 moves, not 2"]]);
assert.match(run("kPuzzles.countdown.replay('x\\n', '').inputError"), /not a number/);

const verdict = (input, output) => { const v = run("judgeOutput")("countdown", input, output, ""); return v.kind + ": " + v.line; };
assert.strictEqual(verdict("3\n4\n0\n", "2 1\n2 2\n"), "AC: ok: 2 cases");
assert.strictEqual(verdict("3\n0\n", "2 2\n"), "WA: wrong answer: case 1 (n=3): move 2: cannot take 2 off 1");
assert.strictEqual(verdict("3\n0\n", "1\n"), "WA: wrong answer: case 1 (n=3): 2 left");

const c = replayed.cases[0];
assert.strictEqual(run("finished")(run("writeOutput")(run("kPuzzles.countdown"), [c], [{ count: 2, at: (i) => c.move(i) }], "")),
                   "2 1\n");
assert.strictEqual(run("kPuzzles.countdown.tryMove(1, '2').why"), "cannot take 2 off 1");
assert.ok(run("kPuzzles.countdown.draw(3, {}).svg").includes('data-move="2"'));
console.log("the example puzzle of docs/adding.md works");
process.exit(0);  // solver.js's MessageChannel would keep node running
