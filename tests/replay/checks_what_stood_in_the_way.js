// More checks of tests/replay/replay_page_test.js: what stood in a learner's way
// (issue 34): a game is never red while it is played, the long way to the
// goal is solved, a solved start can be answered, moves wait for the case
// before, bad input never throws, N = 1 and n = 1 drawn right, the hint
// marked on the board, saving only what there is.
"use strict";

const assert = require("assert");

exports.run = async function (t) {
  const { light, open, text, typeInto, check, pageFor } = t;

  await check("each puzzle's scripts keep their names to themselves; the page reaches them by its object alone", async () => {
    for (const [problem, own] of [["shuttle", "shuttle"], ["rotation_game", "rotation"], ["black_white", "blackWhite"]]) {
      const page = await open(light, pageFor(problem, null, null));
      // Evaluated as the page's own scripts are, where a script's top-level const is seen by every other.
      const seen = await page.evaluate("({ own: typeof " + own + " + ' ' + typeof registerPuzzle, " +
                                       "lacks: puzzleLacks(kPuzzles[Object.keys(kPuzzles)[0]]), puzzles: Object.keys(kPuzzles) })");
      assert.strictEqual(seen.own, "undefined function", problem + ": " + own + " is its scripts' own");
      assert.deepStrictEqual(seen.puzzles, [problem]);
      assert.strictEqual(seen.lacks, "", problem);
      await page.close();
    }
  });

  await check("the rotation page opens in progress, not red, and stays so move after move; nothing to jump to", async () => {
    const page = await open(light, pageFor("rotation_game", null, null));
    assert.strictEqual(await text(page, "#game"), "in progress: 0 moves; the centre is not one symbol yet");
    assert.notStrictEqual(await page.getAttribute("#verdict", "class"), "wrong");
    assert.strictEqual(await page.isDisabled("#to-wrong"), true);
    await page.click('#picture [data-move="B"]');
    assert.strictEqual(await text(page, "#game"), "in progress: 1 move; the centre is not one symbol yet");
    assert.notStrictEqual(await page.getAttribute("#verdict", "class"), "wrong");
    assert.strictEqual(await text(page, "#move"), "moved: board 1, move 1: B. in progress: 1 move; the centre is not one symbol yet");
    assert.strictEqual(await page.$("#picture .wrong, #picture .wrong-text"), null, "nothing is marked wrong");
    await page.close();
  });

  await check("the long way to the goal is reached, but the checker's WA is red, not green: N = 1, clicks 1 2 1 3 2", async () => {
    const page = await open(light, pageFor("shuttle", null, null));
    await typeInto(page, "input", "1\n");
    for (const hole of ["1", "2", "1", "3", "2"]) {
      await page.click('#picture [data-move="' + hole + '"]');
    }
    assert.strictEqual(await text(page, "#game"), "goal reached in 5 moves; the fewest are 3, but not accepted: see the verdict");
    assert.strictEqual(await page.getAttribute("#game", "class"), "reached");
    assert.strictEqual(await text(page, "#verdict"), "WA: wrong answer: case 1 (N=1): after 3 moves the colours are not swapped");
    assert.strictEqual(await page.getAttribute("#verdict", "class"), "wrong");
    assert.strictEqual(await text(page, "#move"), "moved: hole 2 slides to hole 3. done: the goal is reached");
    assert.strictEqual(await text(page, "#hint"), "hint: solved here, no moves left");
    await page.close();
  });

  await check("a solved start is answered with a button: a solved rotation board, black_white n = 1", async () => {
    const page = await open(light, pageFor("rotation_game", null, null));
    await typeInto(page, "input", "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n");
    assert.strictEqual(await page.isVisible("#answer-as-is"), false, "board 1 is not solved");
    await typeInto(page, "input", "1 1 1 1 1 1 2 2 2 1 1 2 2 3 3 2 2 2 3 3 3 3 3 3\n0\n");
    assert.match(await text(page, "#game"), /^in progress: the start is solved already/);
    await page.click("#answer-as-is");
    assert.strictEqual(await page.inputValue("#output"), "No moves needed\n2\n");
    assert.strictEqual(await text(page, "#verdict"), "AC: ok: 1 board");
    assert.strictEqual(await text(page, "#game"), "solved in 0 moves, the fewest there are");
    await page.close();
    const bw = await open(light, pageFor("black_white", "1\n", ""));
    await bw.click("#answer-as-is");
    assert.strictEqual(await bw.inputValue("#output"), "step 0:o*--\n");
    assert.strictEqual(await text(bw, "#verdict"), "AC: ok: 1 case, 0 moves");
    await bw.close();
  });

  await check("a move in a case after an unfinished one is refused: 2 3 0, a click in case 2", async () => {
    const page = await open(light, pageFor("shuttle", "2\n3\n0\n", ""));
    await page.selectOption("#case", "1");
    await page.click('#picture [data-move="3"]');
    assert.strictEqual(await text(page, "#move"), "refused: case 1 is not finished: its moves come first in the output; finish it, then case 2");
    assert.strictEqual(await page.inputValue("#output"), "");
    await page.close();
    const boards = await open(light, pageFor("rotation_game", t.kBoards, ""));
    await boards.click('#picture [data-move="B"]');
    assert.match(await boards.inputValue("#output"), /^B\n[123]\n$/, "board 2 is not answered for the learner");
    await boards.selectOption("#case", "1");
    await boards.click('#picture [data-move="D"]');
    assert.match(await text(boards, "#move"), /^refused: board 1 is not finished/);
    await boards.close();
  });

  await check("N = 1 and n = 1 are drawn whole, nothing undefined; the hinted move is marked on the board", async () => {
    for (const [problem, input, cells] of [["shuttle", "1\n", 3], ["black_white", "1\n", 4]]) {
      const page = await open(light, pageFor(problem, input, ""));
      const numbers = await page.$$eval("#picture text.number", (all) => all.map((e) => e.textContent));
      assert.deepStrictEqual(numbers, Array.from({ length: cells }, (unused, i) => String(i + 1)), problem);
      assert.ok(!(await page.textContent("#picture")).includes("undefined"), problem);
      await page.close();
    }
    const shuttle = await open(light, pageFor("shuttle", null, null));
    const hinted = /a best next move: hole ([0-9]+)/.exec(await text(shuttle, "#hint"))[1];
    assert.ok(await shuttle.$('#picture [data-move="' + hinted + '"] .hinted'), "hole " + hinted + " is marked");
    await shuttle.close();
    const rotation = await open(light, pageFor("rotation_game", null, null));
    const letter = /a best next move: line ([A-H])/.exec(await text(rotation, "#hint"))[1];
    assert.ok(await rotation.$('#picture [data-move="' + letter + '"] .hinted'), "line " + letter + " is marked");
    await rotation.close();
  });

  await check("bad input never throws: nine 1s on a rotation board, an ESC byte; saving is off with nothing to save", async () => {
    const page = await open(light, pageFor("rotation_game", null, null));
    await typeInto(page, "input", "1 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n");
    assert.strictEqual(await text(page, "#verdict"), "bad input: board 1: symbol 1 fills 9 cells, not 8");
    assert.strictEqual(await page.$$eval("#picture *", (all) => all.length), 0);
    assert.strictEqual(await page.isDisabled("#save-png"), true);
    assert.strictEqual(await page.isDisabled("#save-svg"), true);
    await page.close();
    const shuttle = await open(light, pageFor("shuttle", null, null));
    await typeInto(shuttle, "input", "3\x1b\n");
    assert.strictEqual(await text(shuttle, "#verdict"), "bad input: case 1, token 1 (\"3\\x1b\"): not a number");
    await typeInto(shuttle, "input", "3\n");
    assert.strictEqual(await shuttle.isDisabled("#save-png"), false);
    await shuttle.close();
  });

  await check("the move and the wrong move are in view however far: n = 99 and 1000 step 0, N = 1000 a wrong hole 1", async () => {
    for (const n of [99, 1000]) {
      const page = await open(light, pageFor("black_white", n + "\n", t.run("black_white", [], n + "\n")));
      await page.keyboard.press("Home");
      const outlined = await page.$$eval("#picture g[data-cell]", (all) => all.filter((g) => g.querySelector("rect.next")).map((g) => g.getAttribute("data-cell")));
      assert.deepStrictEqual(outlined, [String(n), String(n + 1), String(2 * n + 1), String(2 * n + 2)], "n = " + n);
      await page.close();
    }
    const moves = t.run("shuttle_formula", [], "1000\n").split(/\s+/).filter((m) => m);
    moves[500000] = "1";
    const output = moves.map((m, i) => m + ((i + 1) % 20 === 0 || i + 1 === moves.length ? "\n" : " ")).join("");
    const page = await open(light, pageFor("shuttle", "1000\n", output));
    const empty = moves[499999];
    assert.strictEqual(await text(page, "#verdict"), "WA: wrong answer: case 1 (N=1000), move 500001: hole 1 is " + (empty - 1) + " holes from the empty hole " + empty);
    const outlined = await page.$$eval("#picture g[data-cell]", (all) => all.filter((g) => g.querySelector("rect.wrong")).map((g) => g.getAttribute("data-cell")));
    assert.deepStrictEqual(outlined, ["1", empty], "both ends of the wrong move are drawn");
    await page.close();
  });

  await check("a phone (390 px): every move of n = 7 (the book's and --min's) is in view, both pairs", async () => {
    const phone = await t.launch("profile-phone-move", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      for (const args of [[], ["--min"]]) {
        const output = t.run("black_white", args, "7\n");
        const page = await open(phone, pageFor("black_white", "7\n", output));
        await page.keyboard.press("Home");
        const steps = output.trim().split("\n").length - 1;
        for (let step = 0; step < steps; ++step) {
          const outlined = await page.$$eval("#picture g", (all) => all.filter((g) => g.querySelector("rect.next")).length);
          assert.strictEqual(outlined, 4, (args.join(" ") || "the book") + ", step " + step + ": " + (await text(page, "#move")));
          await page.keyboard.press("ArrowRight");
        }
        await page.close();
      }
    } finally {
      await phone.close();
    }
  });

  await check("a screen reader hears the rotation board's cells and centre, only movable pieces as buttons, the empty hole as empty", async () => {
    const page = await open(light, pageFor("shuttle", null, null));
    const buttons = await page.$$eval("#picture [role=button]", (all) => all.map((e) => e.getAttribute("data-move")));
    assert.deepStrictEqual(buttons, ["3", "5"]);  // holes 2 and 6 would jump their own colour
    assert.ok(await page.$('#picture [aria-label="hole 4: empty"]'), "the empty hole is named");
    assert.ok(await page.$('#picture [aria-label="hole 1: W, cannot move now"]'), "a piece that cannot move is named so");
    await page.close();
    const rotation = await open(light, pageFor("rotation_game", null, null));
    const cells = await rotation.$$eval('#picture [role=img][aria-label^="cell "]', (all) => all.length);
    assert.strictEqual(cells, 24);
    assert.match(await rotation.getAttribute('#picture [aria-label^="the centre"]', "aria-label"), /^the centre: [123]( [123]){7}, not one symbol yet$/);
    await rotation.close();
  });

  await check("a reload keeps the game; the controls keep their place as the count grows; the disabled look", async () => {
    const page = await open(light, pageFor("shuttle", null, null));
    assert.ok(Number(await page.$eval("#to-wrong", (e) => getComputedStyle(e).opacity)) < 0.6, "a disabled button looks disabled");
    assert.ok(Number(await page.$eval("#back", (e) => getComputedStyle(e).opacity)) < 0.6, "◀ at the start looks disabled");
    await page.click('#picture [data-move="3"]');
    assert.strictEqual(await page.$eval("#back", (e) => getComputedStyle(e).opacity), "1");
    await page.click('#picture [data-move="5"]');
    await page.reload();
    await t.settled(page);
    assert.strictEqual(await page.inputValue("#output"), "3 5\n");
    assert.strictEqual(await text(page, "#position"), "2 / 2");
    assert.strictEqual(await text(page, "#game"), "in progress: 2 of 15 moves; 13 to go");
    await page.close();
    const long = await open(light, pageFor("shuttle", "100\n", t.run("shuttle_formula", [], "100\n")));
    await long.keyboard.press("Home");
    const place = () => long.$eval("#save-svg", (e) => JSON.stringify(e.getBoundingClientRect()));
    const before = await place();
    await long.keyboard.press("End");
    assert.strictEqual(await text(long, "#position"), "10200 / 10200");
    assert.strictEqual(await place(), before, "Save SVG stays where it was");
    await long.close();
  });
};
