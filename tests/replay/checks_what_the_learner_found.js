// More checks of tests/replay/replay_page_test.js: what the learner found playing
// the pages (bad input, cases after a wrong move, a phone's window, an
// unfinished game, the keyboard's focus, each puzzle's help).
"use strict";

const assert = require("assert");
const childProcess = require("child_process");
const path = require("path");

// What a program prints on stderr when it refuses `input` (it must refuse it).
function refusal(buildDir, program, input) {
  const ran = childProcess.spawnSync(path.join(buildDir, program), [], { input: input });
  assert.notStrictEqual(ran.status, 0, program + " accepts " + JSON.stringify(input));
  return ran.stderr.toString().trim();
}

exports.run = async function (t) {
  const { light, open, text, typeInto, check, pageFor } = t;

  await check("bad input is refused in the programs' words, the board, move and hint cleared", async () => {
    const inputs = [["shuttle", "shuttle_formula", ["abc", "-3", "1000000", "2.5", "1001", "3 x", "+5"]],
                    ["black_white", "black_white", ["-1", "2.5", "abc", "1001", "7 1001"]],
                    ["rotation_game", "rotation_game", ["abc", "1 1 1", "1.5 " + "1 ".repeat(23), t.kBoards.replace(/^1/, "4")]]];
    for (const [problem, program, list] of inputs) {
      const page = await open(light, pageFor(problem, null, null));
      for (const input of list) {
        await typeInto(page, "input", input + "\n");
        const said = refusal(t.buildDir, program, input + "\n");
        const verdict = await text(page, "#verdict");
        assert.ok(verdict.startsWith("bad input: "), problem + " " + input + ": " + verdict);
        assert.ok(said.endsWith(verdict.slice("bad input: ".length)), input + ": the page says " + verdict + ", " + program + " says " + said);
        assert.strictEqual(await page.getAttribute("#verdict", "class"), "wrong");
        assert.strictEqual(await page.$$eval("#picture *", (all) => all.length), 0, input + ": the board is cleared");
        assert.strictEqual(await text(page, "#move"), "", input + ": the move line is cleared");
        assert.strictEqual(await text(page, "#hint"), "", input + ": the hint is cleared");
      }
      await typeInto(page, "input", problem === "rotation_game" ? t.kBoards : "2\n");
      assert.ok(await page.$("#picture [data-move]"), "a good input shows the board again");
      await page.close();
    }
  });

  await check("cases after a wrong move are marked not replayed, and a move never rewrites another case", async () => {
    const moves = t.run("shuttle_formula", [], "1\n2\n3\n0\n").split(/\s+/).filter((m) => m);
    moves[3] = "5";  // case 2's first move: hole 5 holds B, which cannot jump a B
    const output = moves.join(" ") + "\n";
    const page = await open(light, pageFor("shuttle", "1\n2\n3\n0\n", output));
    const names = await page.$$eval("#case option", (all) => all.map((o) => o.textContent));
    assert.deepStrictEqual(names, ["case 1 (N=1)", "case 2 (N=2) ✗ wrong", "case 3 (N=3), not replayed: after the wrong move in case 2"]);
    await page.selectOption("#case", "2");
    await page.click('#picture [data-move="3"]');
    assert.strictEqual(await text(page, "#move"), "refused: case 3 is not replayed: it comes after the wrong move in case 2");
    assert.strictEqual(await page.inputValue("#output"), output);
    await page.selectOption("#case", "0");
    await page.click('#picture [data-move="1"]');
    assert.strictEqual(await text(page, "#move"), "refused: case 1's moves cannot change while the output holds moves of case 2 " +
                                                 "after them (they would be read as case 1's); edit the output instead");
    assert.strictEqual(await page.inputValue("#output"), output);
    await page.selectOption("#case", "1");
    await page.click('#picture [data-move="2"]');
    assert.match(await text(page, "#move"), /^refused: case 2's moves cannot change while the output holds moves of case 3/);
    assert.strictEqual(await page.inputValue("#output"), output);
    await page.close();
    const boards = await open(light, pageFor("rotation_game", t.kBoards, "AC\n3\nDDHH\n2\n"));
    await boards.click('#picture [data-move="A"]');  // board 1 after its 2 moves: board 2's lines stay
    assert.match(await boards.inputValue("#output"), /^ACA\n[123]\nDDHH\n2\n$/);
    await boards.close();
  });

  await check("a phone (390 px): the window holds the hinted move, and a click on the strip moves the window", async () => {
    const phone = await t.launch("profile-phone-window", { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    try {
      const page = await open(phone, pageFor("black_white", null, null));
      assert.strictEqual(await text(page, "#hint"), "hint: the fewest moves from here: 7; a best next move: cells 7,8");
      const numbers = async () => page.$$eval("#picture text.number", (all) => all.map((e) => e.textContent));
      const shown = await numbers();
      for (const cell of ["7", "8", "15", "16"]) {
        assert.ok(shown.includes(cell), "cell " + cell + " is in the window: " + shown);
      }
      await page.click('#picture [data-move="7"]');
      assert.strictEqual(await text(page, "#position"), "1 / 1");
      await page.click("#picture [data-strip]", { position: { x: 10, y: 10 } });  // the row's left end
      assert.ok((await numbers()).includes("1"), "the window moved to cell 1: " + (await numbers()));
      assert.ok(await page.$('#picture [data-move="1"]'), "cells 1,2 can be clicked");
      await page.click("#window-right");
      assert.ok((await numbers()).includes("16"), "the window moved right: " + (await numbers()));
      await page.click("#window-left");
      assert.ok((await numbers()).includes("1"), "the window moved left: " + (await numbers()));
      await page.close();
      const long = await open(phone, pageFor("shuttle", "20\n", ""));
      await long.click("#picture [data-strip]", { position: { x: 355, y: 10 } });  // the right end
      assert.ok((await long.$$eval("#picture text.number", (all) => all.map((e) => e.textContent))).includes("41"));
      await long.close();
    } finally {
      await phone.close();
    }
  });

  await check("an unfinished game is in progress, not wrong; an illegal move stays wrong", async () => {
    const page = await open(light, pageFor("shuttle", null, null));
    assert.strictEqual(await text(page, "#game"), "in progress: 0 of 15 moves; 15 to go");
    assert.strictEqual(await page.getAttribute("#verdict", "class"), "unfinished");
    assert.strictEqual(await text(page, "#move"), "the start: click a piece to move it");
    await page.click('#picture [data-move="3"]');
    assert.strictEqual(await text(page, "#game"), "in progress: 1 of 15 moves; 14 to go");
    assert.strictEqual(await text(page, "#move"), "moved: hole 3 slides to hole 4. in progress: 1 of 15 moves; 14 to go");
    assert.strictEqual(await page.getAttribute("#move", "class"), "");
    assert.strictEqual(await page.$("#picture .wrong, #picture .wrong-text"), null, "nothing is marked wrong");
    assert.strictEqual(await page.isDisabled("#to-wrong"), true);
    assert.deepStrictEqual(await page.$$eval("#case option", (all) => all.map((o) => o.textContent)), ["case 1 (N=3)"]);
    await typeInto(page, "input", "1\n2\n0\n");
    await typeInto(page, "output", "1 3 2\n");
    assert.strictEqual(await text(page, "#game"), "in progress: case 2 (N=2): 0 of 8 moves; 8 to go");
    await typeInto(page, "output", "1 3 2\n2 2\n");
    assert.strictEqual(await text(page, "#verdict"), "WA: wrong answer: case 2 (N=2), move 2: hole 2 is the empty hole");
    assert.strictEqual(await page.getAttribute("#verdict", "class"), "wrong");
    await page.close();
    const bw = await open(light, pageFor("black_white", null, null));
    assert.strictEqual(await bw.getAttribute("#verdict", "class"), "unfinished");
    await bw.click('#picture [data-move="7"]');
    assert.match(await text(bw, "#game"), /^in progress: 1 move; the last row [o*-]+ does not alternate yet$/);
    await bw.close();
  });

  await check("Enter on a piece keeps the focus on the board; a mouse click leaves no focus ring", async () => {
    const page = await open(light, pageFor("shuttle", null, null));
    const focused = () => page.evaluate(() => (document.activeElement ? document.activeElement.getAttribute("data-move") : null));
    await page.focus('#picture [data-move="3"]');
    await page.keyboard.press("Enter");  // hole 3 slides into the empty hole 4: hole 3 is empty now
    assert.strictEqual(await text(page, "#position"), "1 / 1");
    const hinted = /a best next move: hole ([0-9]+)/.exec(await text(page, "#hint"))[1];
    assert.strictEqual(await focused(), hinted, "the focus goes to the hinted move");
    await page.keyboard.press("Enter");
    assert.strictEqual(await text(page, "#position"), "2 / 2");
    assert.notStrictEqual(await focused(), null, "the focus stays on a piece");
    const ring = async () => page.$$eval("#picture .focus-ring", (all) => all.filter((e) => getComputedStyle(e).stroke !== "none").length);
    assert.strictEqual(await ring(), 1, "the keyboard's focus is outlined");
    await page.keyboard.press("ArrowLeft");  // a step back draws the board again: the focus stays on it
    assert.strictEqual(await text(page, "#position"), "1 / 2");
    assert.notStrictEqual(await focused(), null, "the focus stays on a piece after ←");
    const fresh = await open(light, pageFor("shuttle", "2\n3\n0\n", ""));
    await fresh.selectOption("#case", "1");
    await fresh.click('#picture [data-move="3"]');  // refused (case 1 first): the picture stays, hole 3 keeps the focus
    assert.match(await text(fresh, "#move"), /^refused: /);
    assert.strictEqual(await fresh.evaluate(() => document.activeElement.getAttribute("data-move")), "3");
    const rings = await fresh.$$eval("#picture .focus-ring", (all) => all.filter((e) => getComputedStyle(e).stroke !== "none").length);
    assert.strictEqual(rings, 0, "a mouse click leaves no focus ring");
    await fresh.close();
    await page.close();
  });

  await check("each puzzle's help line says how its move is made", async () => {
    const helps = [["shuttle", "Click the piece that should jump or slide into the empty hole"],
                   ["black_white", "Click the left cell of the pair to move"],
                   ["rotation_game", "Press a line's letter A–H, or click the letter or a tile at that end of its line: the line shifts toward that end"]];
    for (const [problem, help] of helps) {
      const page = await open(light, pageFor(problem, null, null));
      const line = await text(page, ".help");
      assert.ok(line.startsWith(help + ". Tab reaches what can move, and Enter or space moves it."), problem + ": " + line);
      await page.close();
    }
  });
};
