// The checks of tests/replay/replay_page_test.js, one check() each (what the issue
// asks of the page: verdicts, editing, playing, hints, any size, speed, the
// link, the whole answer, dark mode, a phone, names, the live region, keys).
"use strict";

const assert = require("assert");
const fs = require("fs");
const path = require("path");

exports.run = async function (t) {
  const { light, open, text, typeInto, followHints, check, pageFor, run, kBoards, timings } = t;

  await check("the suite's answers are solved, wrong ones say where and why", async () => {
    const hardest = run("hardest_boards", [], "");
    const board13 = hardest.slice(0, hardest.indexOf("\n") + 1) + "0\n";
    const bw7 = run("black_white", [], "7\n");
    const expected = [
      ["rotation_game", board13, run("rotation_game", [], board13), "solved in 13 moves, the fewest there are"],
      ["shuttle", "12\n", run("shuttle_dfs", [], "12\n"), "solved in 168 moves, the fewest there are"],
      ["shuttle", "1\n2\n3\n0\n", run("shuttle_formula", [], "1\n2\n3\n0\n"), "solved in 26 moves (3 cases), the fewest there are"],
      // 5 a line, with no judge's answer to say so: the checker's PE, so not "solved"
      ["shuttle", "4\n", run("shuttle_dfs", ["--per-line", "5"], "4\n"), "goal reached in 24 moves, the fewest there are, but not accepted: see the verdict"],
      ["black_white", "10\n", run("black_white", [], "10\n"), "solved in 17 moves; the fewest are 10"],
      ["black_white", "12\n", run("black_white", ["--min"], "12\n"), "solved in 12 moves, the fewest there are"],
      ["black_white", "4\n7\n10\n0\n", run("black_white", ["--layout", "board"], "4\n7\n10\n0\n"), "solved in 33 moves (3 cases); the fewest are 21"],
      ["black_white", "4\n7\n10\n0\n", run("black_white", ["--layout", "moves", "--min"], "4\n7\n10\n0\n"),
       "solved in 21 moves (3 cases), the fewest there are"],
      ["shuttle", "7\n", "7 5\n", "WA: wrong answer: case 1 (N=7), move 2: hole 5 holds W, which cannot jump a W"],
      ["rotation_game", kBoards, "AC\n3\nDDHH\n2\n", "WA: wrong answer: board 1: the centre is 2, not 3"],
      ["rotation_game", kBoards, "AC\n2\nDDHA\n2\n", "WA: wrong answer: board 2: after DDHA the centre is not one symbol"],
      ["rotation_game", kBoards, "AC\n2\nDDHHAF\n2\n", "WA: wrong answer: board 2: 6 moves, but 4 are enough"],
      ["rotation_game", kBoards, "AC\n2\nDHDH\n2\n", "WA: wrong answer: board 2: DHDH is not the smallest; DDHH is"],
      ["black_white", "7\n", bw7.slice(0, bw7.indexOf("step 5:")), "in progress: 4 moves; the last row ooooo*****--o*o* does not alternate yet"],
      ["black_white", "2\n", "step 0:oo**--\nstep 1:oo--**\n", "WA: wrong answer: case 1 (n=2), step 1: cells 3,4 moved without jumping a piece"],
    ];
    const page = await light.newPage();
    for (const [problem, input, output, verdict] of expected) {
      await page.goto(pageFor(problem, input, output));
      await page.waitForFunction(() => window.replayTimings && window.replayTimings.verdict > 0);
      // A solved game or one in progress is the game's line; a refused one the checker's verdict.
      const shown = /^(solved|in progress|goal reached)/.test(verdict) ? "#game" : "#verdict";
      assert.strictEqual(await text(page, shown), verdict, problem + " on " + JSON.stringify(input));
    }
    await page.close();
  });

  await check("the rotation game's hints are the suite's answers (the judges' samples, a hardest board)", async () => {
    const page = await open(light, pageFor("rotation_game", null, null));
    const samples = path.join(t.sourceDir, "samples", "rotation_game");
    let boards = 0;
    for (const name of fs.readdirSync(samples).filter((file) => /^sample-[a-z-]+\.out$/.test(file))) {
      if (name.startsWith("sample-bad")) {
        continue;
      }
      const input = fs.readFileSync(path.join(samples, name.replace(/\.out$/, ".in")), "utf8");
      const answer = run("rotation_game", [], input).split("\n").filter((line, i) => i % 2 === 0 && line);
      const found = await page.evaluate((board) => {
        const rotation = kPuzzles.rotation_game;  // its scripts' names are their own: its object, as the page has it
        return rotation.replay(board, "").cases.map((c) => rotation.shortest(c.start) || "No moves needed");
      }, input);
      assert.deepStrictEqual(found, answer, name);
      boards += found.length;
    }
    assert.ok(boards >= 10, "only " + boards + " boards");
    await typeInto(page, "input", kBoards);
    await page.selectOption("#case", "1");
    assert.strictEqual(await text(page, "#hint"), "hint: the fewest moves from here: 4; a best next move: line D");
    const hardest = run("hardest_boards", [], "");
    await typeInto(page, "input", hardest.slice(0, hardest.indexOf("\n") + 1) + "0\n");
    assert.match(await text(page, "#hint"), /^hint: the fewest moves from here: 13; a best next move: line [A-H]$/);
    assert.strictEqual(await followHints(page), 13);
    assert.strictEqual(await text(page, "#game"), "solved in 13 moves, the fewest there are");
    await page.close();
  });

  await check("the shuttle is played by clicks: N = 4 in 24 moves, written as the judge's output", async () => {
    const page = await open(light, pageFor("shuttle", null, null));
    assert.strictEqual(await text(page, "#game"), "in progress: 0 of 15 moves; 15 to go");
    await typeInto(page, "input", "4\n");
    assert.strictEqual(await text(page, "#hint"), "hint: the fewest moves from here: 24; a best next move: hole 4");
    assert.strictEqual(await text(page, "#status"), "step 0 of 0: the start: click a piece to move it. in progress: 0 of 24 moves; 24 to go. " +
                                                    "hint: the fewest moves from here: 24; a best next move: hole 4.");
    await page.click('#picture [data-move="1"]');
    assert.strictEqual(await text(page, "#move"), "refused: hole 1 is 4 holes from the empty hole 5");
    assert.strictEqual(await page.inputValue("#output"), "");
    assert.strictEqual(await followHints(page), 24);
    assert.strictEqual(await text(page, "#game"), "solved in 24 moves, the fewest there are");
    assert.strictEqual(await text(page, "#verdict"), "AC: ok: 1 case, 24 moves");
    assert.strictEqual(await page.inputValue("#output"), run("shuttle_dfs", [], "4\n"));
    await page.click("#back");
    assert.strictEqual(await text(page, "#position"), "23 / 24");
    assert.strictEqual(await text(page, "#hint"), "hint: the fewest moves from here: 1; a best next move: hole 5");
    await page.click('#picture [data-move="7"]');  // a branch: it replaces the last move
    assert.strictEqual(await text(page, "#position"), "24 / 24");
    assert.strictEqual(await text(page, "#verdict"), "in progress; the checker on the moves so far: WA: wrong answer: case 1 (N=4): " +
                                                     "after 24 moves the colours are not swapped");
    assert.strictEqual(await text(page, "#game"), "in progress: 24 moves; the colours are not swapped yet");
    assert.strictEqual(await page.getAttribute("#verdict", "class"), "unfinished", "a game being played is never red");
    await page.close();
  });

  await check("black_white is played at n = 7 in 7 moves, with --min's goal", async () => {
    const page = await open(light, pageFor("black_white", null, null));
    assert.strictEqual(await text(page, "#hint"), "hint: the fewest moves from here: 7; a best next move: cells 7,8");
    await page.click('#picture [data-move="14"]');
    assert.strictEqual(await text(page, "#move"), "refused: the moved cells were not two pieces");
    await typeInto(page, "output", "step 0:ooooooo*******--\nstep 1:oooooo--******o*\n");
    assert.strictEqual(await text(page, "#game"), "in progress: 1 move; the last row oooooo--******o* does not alternate yet");
    await page.click("#picture [data-move='1']");  // cells 1,2 jump into the empty cells 15,16: a branch after step 0
    assert.strictEqual(await page.inputValue("#output"), "step 0:ooooooo*******--\nstep 1:--ooooo*******oo\n");
    await page.keyboard.press("Home");
    assert.strictEqual(await text(page, "#position"), "0 / 1");
    assert.strictEqual(await followHints(page), 7);
    assert.strictEqual(await text(page, "#game"), "solved in 7 moves, the fewest there are");
    const output = await page.inputValue("#output");
    assert.ok(output.startsWith("step 0:ooooooo*******--\nstep 1:"), output);
    await page.close();
  });

  await check("every clickable thing carries data-move, the move as the output writes it", async () => {
    const page = await open(light, pageFor("rotation_game", null, null));
    // The letters (buttons) and the two tiles at each line's end.
    const moves = await page.$$eval("#picture [data-move]", (all) => all.map((e) => e.getAttribute("data-move")));
    assert.deepStrictEqual([...new Set(moves)].sort(), ["A", "B", "C", "D", "E", "F", "G", "H"]);
    assert.strictEqual(moves.length, 8 + 16);
    await page.click('#picture [data-move="A"]');
    assert.match(await page.inputValue("#output"), /^A\n[123]\n$/);
    await page.click('#picture [data-move="C"]');
    assert.strictEqual(await page.inputValue("#output"), "AC\n2\n");
    assert.strictEqual(await text(page, "#game"), "solved in 2 moves, the fewest there are");
    await page.close();
  });

  await check("the hints go up to N = 8 and n = 8, and beyond say up to which size", async () => {
    const page = await open(light, pageFor("shuttle", "9\n", ""));
    assert.strictEqual(await text(page, "#hint"), "hints are worked out up to N = 8; this is N = 9");
    await page.close();
    const bw = await open(light, pageFor("black_white", "9\n", ""));
    assert.strictEqual(await text(bw, "#hint"), "hints are worked out up to n = 8; this is n = 9");
    await bw.close();
    for (const [problem, input, fewest] of [["shuttle", "8\n", 80], ["black_white", "8\n", 8]]) {
      const largest = await open(light, pageFor(problem, input, ""));
      assert.match(await text(largest, "#hint"), new RegExp("^hint: the fewest moves from here: " + fewest + ";"));
      const took = await largest.evaluate(() => window.replayTimings.table);
      assert.ok(await largest.evaluate(() => tableWorker instanceof Worker), "the table is made in a worker");
      t.timings.push(problem + " at size 8: the first hint (its breadth-first search, in a worker) took " + took.toFixed(0) + " ms");
      await largest.close();
    }
  });

  await check("the too-long answer replays its extra moves, marked as extra", async () => {
    const page = await open(light, pageFor("shuttle", "3\n", "3 5 6 4 2 1 3 5 7 6 4 2 3 5 4\n3 4\n"));
    assert.strictEqual(await text(page, "#verdict"), "WA: wrong answer: the output has 2 moves past the last case");
    assert.strictEqual(await text(page, "#position"), "15 / 17");
    assert.match(await text(page, "#move"), /^extra move, past what the case needs: hole 3 slides to hole 4$/);
    assert.ok(await page.$("#picture .extra"), "the extra move is outlined as extra");
    await page.click("#forward");
    await page.click("#forward");
    assert.strictEqual(await text(page, "#position"), "17 / 17");
    await page.close();
  });

  await check("after an illegal move the page shows it and says the rest is not replayed", async () => {
    const page = await open(light, pageFor("shuttle", "7\n", "7 5 4 3\n"));
    assert.strictEqual(await text(page, "#position"), "1 / 1");
    assert.strictEqual(await text(page, "#move"), "wrong: case 1 (N=7), move 2: hole 5 holds W, which cannot jump a W; " +
                                                 "the rest of the output (2 more moves) is not replayed");
    assert.ok(await page.$("#picture .wrong"), "the wrong move is outlined");
    assert.match(await page.textContent("#picture"), /✗ wrong/);
    await page.close();
  });

  await check("the case picker marks the wrong case; a button jumps to the first wrong move", async () => {
    const page = await open(light, pageFor("rotation_game", kBoards, "AC\n2\nDDHH\n3\n"));
    const names = await page.$$eval("#case option", (all) => all.map((o) => o.textContent));
    assert.deepStrictEqual(names, ["board 1", "board 2 ✗ wrong"]);
    await page.selectOption("#case", "0");
    assert.strictEqual(await text(page, "#position"), "0 / 2");
    await page.click("#to-wrong");
    assert.strictEqual(await page.inputValue("#case"), "1");
    assert.strictEqual(await text(page, "#position"), "4 / 4");
    await page.close();
  });

  await check("a link holds the case and the step, and the hash follows the page", async () => {
    const url = pageFor("shuttle", "1\n2\n3\n0\n", run("shuttle_formula", [], "1\n2\n3\n0\n"));
    const page = await open(light, url + "#case=2&step=4");
    assert.strictEqual(await page.inputValue("#case"), "1");
    assert.strictEqual(await text(page, "#position"), "4 / 8");
    await page.click("#forward");
    assert.strictEqual(await page.evaluate(() => location.hash), "#case=2&step=5");
    await page.close();
  });

  await check("the page's scripts are plain \"use strict\" files under 400 lines", async () => {
    // tools/replay/'s and each puzzle's, tools/puzzles/<name>/page/.
    const puzzles = path.join(t.sourceDir, "tools", "puzzles");
    const folders = [path.join(t.sourceDir, "tools", "replay")].concat(
      fs.readdirSync(puzzles).map((name) => path.join(puzzles, name, "page")).filter((folder) => fs.existsSync(folder)));
    const scripts = [].concat(...folders.map((folder) =>
      fs.readdirSync(folder).filter((name) => name.endsWith(".js")).map((name) => path.join(folder, name))));
    assert.ok(scripts.length >= 10, scripts.join(" "));
    for (const name of scripts) {
      const lines = fs.readFileSync(name, "utf8").split("\n");
      assert.ok(lines.length < 400, name + " has " + lines.length + " lines");
      assert.ok(lines.includes("\"use strict\";"), name + " is not \"use strict\"");
    }
  });

};
