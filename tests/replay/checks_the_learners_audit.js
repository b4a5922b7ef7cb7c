// More checks of tests/replay/replay_page_test.js: a learner's audit of the
// three pages to play (issue 46): an output judged as a file's bytes,
// colours that are the checker's verdict, nothing lost (undo, redo, a
// branch said), the hint always in view, text boxes that hold a window of
// any text, long quotes cut, the rotation game by keys and tiles, a live
// region that says what moved, nothing that jumps as the page opens, the
// ends of the moves marked, axe-core's audit, an icon and a description.
"use strict";

const assert = require("assert");
const fs = require("fs");
const http = require("http");
const path = require("path");

// Pastes `text` into the text box `id` as a person does (a paste event that
// carries it, and where the page leaves it to the browser, the browser's
// insertion), and waits for the page to check again.
async function paste(page, id, text) {
  const before = await page.evaluate(() => window.replayTimings.checks);
  await page.evaluate(([where, pasted]) => {
    const box = document.getElementById(where);
    box.focus();
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    const event = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true });
    if (box.dispatchEvent(event)) {
      document.execCommand("insertText", false, pasted);
    }
  }, [id, text]);
  await page.waitForFunction((old) => window.replayTimings.checks > old && !page.checking, before, { timeout: 0 });
}

// The lines of a shuttle answer, 20 moves a line.
function twentyALine(moves) {
  return moves.map((m, i) => m + ((i + 1) % 20 === 0 || i + 1 === moves.length ? "\n" : " ")).join("");
}

exports.run = async function (t) {
  const { light, open, settled, text, typeInto, check, pageFor, run } = t;
  const phoneOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

  await check("an output opened as a file is judged by its bytes as the checker judges them (CRLF, tabs, no last newline); a paste says what a box drops", async () => {
    const shuttle3 = run("shuttle_dfs", [], "3\n");
    const rotation = run("rotation_game", [], t.kBoards);
    const rows = [["shuttle", "3\n", shuttle3.replace(/\n/g, "\r\n")], ["shuttle", "3\n", shuttle3.trim().replace(/ /g, "\t") + "\n"],
                  ["shuttle", "3\n", shuttle3.trim()], ["rotation_game", t.kBoards, rotation.replace(/\n/g, "\r\n")],
                  ["black_white", "2\n", "step 0:oo**--\r\nstep 1:o--*o*\r\nstep 2:o*o*--\r\n"]];
    for (const [problem, input, output] of rows) {
      const page = await open(light, pageFor(problem, null, null));
      if (input !== (await page.inputValue("#input"))) {
        await typeInto(page, "input", input);
      }
      const file = path.join(t.scratch, "opened.out");
      fs.writeFileSync(file, output);
      const before = await page.evaluate(() => window.replayTimings.checks);
      await page.setInputFiles("#output-file", file);
      await page.waitForFunction((old) => window.replayTimings.checks > old, before);
      await settled(page);
      const said = await page.evaluate(([p, i, o]) => judgeOutput(p, i, o, null), [problem, input, output]);
      assert.notStrictEqual(said.kind, "AC", problem + " " + JSON.stringify(output.slice(0, 30)));
      assert.strictEqual(await text(page, "#verdict"), said.kind + ": " + said.line, problem + " " + JSON.stringify(output.slice(0, 30)));
      assert.strictEqual(await page.getAttribute("#verdict", "class"), "wrong");
      assert.match(await text(page, "#move"), /^opened opened\.out as the output \([0-9]+ bytes/);
      await page.close();
    }
    const page = await open(light, pageFor("shuttle", null, null));
    await paste(page, "output", shuttle3.replace(/\n/g, "\r\n"));
    assert.match(await text(page, "#move"), /^the pasted text held 1 carriage return \(\\r\), which a text box cannot hold/);
    assert.match(await text(page, "#editor-note"), /^A text box holds no carriage return/);
    assert.strictEqual(await text(page, "#verdict"), "AC: ok: 1 case, 15 moves", "a paste is judged as the box holds it");
    await page.close();
  });

  await check("the colour is the checker's verdict: the right moves with no last newline are not a green \"solved\" but a red PE", async () => {
    const rows = [["shuttle", "3\n", run("shuttle_dfs", [], "3\n")], ["rotation_game", t.kBoards, run("rotation_game", [], t.kBoards)],
                  ["black_white", "4\n", run("black_white", [], "4\n")]];
    for (const [problem, input, output] of rows) {
      const page = await open(light, pageFor(problem, input, output.slice(0, -1)));
      assert.match(await text(page, "#verdict"), /^PE: presentation error: output line [0-9]+ does not end in a newline$/);
      assert.strictEqual(await page.getAttribute("#verdict", "class"), "wrong");
      assert.notStrictEqual(await page.getAttribute("#game", "class"), "solved", problem);
      assert.match(await text(page, "#game"), /^goal reached in [0-9]+ moves.*, but not accepted: see the verdict$/);
      await page.close();
      const right = await open(light, pageFor(problem, input, output));
      assert.strictEqual(await right.getAttribute("#verdict", "class"), "ok");
      assert.strictEqual(await right.getAttribute("#game", "class"), "solved");
      await right.close();
    }
  });

  await check("nothing is lost: a branch says what it replaced, Undo and Redo (buttons, Ctrl+Z, Ctrl+Shift+Z) bring back every change", async () => {
    const page = await open(light, pageFor("shuttle", null, null));
    for (const hole of ["3", "5", "6", "4", "2", "1", "3"]) {
      await page.click('#picture [data-move="' + hole + '"]');
    }
    const seven = "3 5 6 4 2 1 3\n";
    assert.strictEqual(await page.inputValue("#output"), seven);
    await page.keyboard.press("Home");
    await page.click('#picture [data-move="3"]');  // the answer's own next move: a step, nothing replaced
    assert.strictEqual(await text(page, "#position"), "1 / 7");
    assert.strictEqual(await page.inputValue("#output"), seven);
    await page.keyboard.press("Home");
    await page.focus('#picture [data-move="5"]');
    await page.keyboard.press(" ");  // space on a piece moves it: a branch
    assert.strictEqual(await page.inputValue("#output"), "5\n");
    assert.match(await text(page, "#move"), /^moved: hole 5 slides to hole 4; it replaced the 7 later moves \(Undo or Ctrl\+Z brings them back\)/);
    assert.match(await text(page, "#status"), /it replaced the 7 later moves/);
    await page.keyboard.press("Control+z");
    assert.strictEqual(await page.inputValue("#output"), seven);
    assert.strictEqual(await text(page, "#position"), "0 / 7");
    assert.match(await text(page, "#move"), /^undone: the move hole 5 slides to hole 4 and the 7 moves it replaced/);
    await page.keyboard.press("Control+Shift+Z");
    assert.strictEqual(await page.inputValue("#output"), "5\n");
    await page.click("#undo");
    assert.strictEqual(await page.inputValue("#output"), seven);
    assert.strictEqual(await page.getAttribute("#redo", "aria-disabled"), "false");
    await typeInto(page, "output", "3 5\n");  // an edit is a change too
    assert.strictEqual(await page.getAttribute("#redo", "aria-disabled"), "true", "a new change forgets what was undone");
    await page.keyboard.press("Control+z");  // in the box too: the page's undo, not the box's
    await settled(page);
    assert.strictEqual(await page.inputValue("#output"), seven);
    await page.close();
    const boards = await open(light, pageFor("rotation_game", "1 1 1 1 1 1 2 2 2 1 1 2 2 3 3 2 2 2 3 3 3 3 3 3\n0\n", ""));
    await boards.click("#answer-as-is");
    assert.strictEqual(await boards.inputValue("#output"), "No moves needed\n2\n");
    await boards.click("#undo");
    assert.strictEqual(await boards.inputValue("#output"), "");
    assert.strictEqual(await boards.getAttribute("#undo", "aria-disabled"), "true");
    await boards.close();
  });

  await check("the hinted move is always in view, and a button: black_white n = 8 and the shuttle N = 8, tapped on a phone, at 320 to 1000 px", async () => {
    for (const width of [320, 390, 768, 1000]) {
      const context = await t.launch("profile-width-" + width, Object.assign({}, phoneOptions, { viewport: { width: width, height: 900 } }));
      try {
        for (const [problem, input] of [["black_white", "8\n"], ["shuttle", "8\n"]]) {
          const page = await open(context, pageFor(problem, input, ""));
          for (let tap = 0; tap < 8; ++tap) {
            const hint = /a best next move: (?:cells|hole) ([0-9]+)/.exec(await text(page, "#hint"));
            assert.ok(hint, await text(page, "#hint"));
            const button = '#picture [role=button][data-move="' + hint[1] + '"]';
            assert.ok(await page.$(button), problem + " at " + width + " px, after " + tap + " taps: the hinted " + hint[1] + " is not in view: " +
                      (await page.$$eval("#picture text.number", (all) => all.map((e) => e.textContent).join(","))));
            await page.tap(button);
          }
          await page.close();
        }
      } finally {
        await context.close();
      }
    }
  });

  await check("the output's box holds the lines of the step shown, and typing there changes those lines: N = 1000 at its end, its start, move 500,001", async () => {
    const moves = run("shuttle_formula", [], "1000\n").split(/\s+/).filter((m) => m);
    const page = await open(light, pageFor("shuttle", "1000\n", twentyALine(moves)));
    await page.$eval("#editing", (e) => {
      e.open = true;
    });
    const range = async () => (/^output, lines ([0-9]+) to ([0-9]+) of 50100 /.exec(await text(page, "#output-label")) || []).slice(1).map(Number);
    for (const [key, line] of [["End", 50100], ["Home", 1]]) {
      await page.keyboard.press(key);
      const [first, last] = await range();
      assert.ok(first <= line && line <= last, key + ": line " + line + " is not in lines " + first + " to " + last);
    }
    await page.evaluate(() => {
      location.hash = "#case=1&step=500000";
    });
    await page.waitForFunction(() => document.getElementById("position").textContent.startsWith("500000 /"));
    const [first, last] = await range();
    assert.ok(first <= 25001 && 25001 <= last, "move 500,001 is on line 25001, not in lines " + first + " to " + last);
    const box = await page.inputValue("#output");
    const before = await page.evaluate(() => window.replayTimings.checks);
    await page.$eval("#output", (e, value) => {
      e.value = value;
      e.dispatchEvent(new Event("input", { bubbles: true }));
    }, box.replace(/^[0-9]+/, "x"));
    await page.waitForFunction((old) => window.replayTimings.checks > old && !page.checking, before, { timeout: 0 });
    assert.strictEqual(await text(page, "#verdict"), "PE: presentation error: output line " + first + " holds something other than digits and spaces");
    await page.close();
  });

  await check("a pasted answer of 10^5 moves: the box holds a window of it (300 lines at most), the page judges it all and steps through it", async () => {
    const page = await open(light, pageFor("black_white", "8\n", ""));
    const pasted = await page.evaluate(() => {
      const blackWhite = kPuzzles.black_white;  // its scripts' names are their own: its object, as the page has it
      let row = blackWhite.start(8);
      const lines = ["step 0:" + row];
      for (let step = 1; step <= 100000; ++step) {
        const moves = blackWhite.legalMoves(row);
        row = blackWhite.after(row, moves[step % moves.length]);
        lines.push("step" + String(step).padStart(2) + ":" + row);
      }
      return lines.join("\n") + "\n";
    });
    await paste(page, "output", pasted);
    const box = await page.inputValue("#output");
    assert.ok(box.split("\n").length <= 301 && box.length <= 30000, box.split("\n").length + " lines in the box");
    assert.match(await text(page, "#output-label"), /^output, lines [0-9]+ to [0-9]+ of 100001 /);
    assert.strictEqual(await page.evaluate(() => page.output.length), pasted.length);
    const said = await page.evaluate((o) => judgeOutput("black_white", "8\n", o, null), pasted);
    assert.ok((await text(page, "#verdict")).endsWith(said.kind + ": " + said.line), await text(page, "#verdict"));
    await page.click("#title");  // the box loses the focus: its window follows the step again
    await page.keyboard.press("End");
    assert.strictEqual(await text(page, "#position"), "100000 / 100000");
    assert.ok((await page.inputValue("#output")).endsWith(pasted.slice(-30)), "the box holds the last step's line");
    await page.close();
  });

  await check("a long quote in a verdict is cut: 49,999 letters A, then the centre", async () => {
    const page = await open(light, pageFor("rotation_game", "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n", "A".repeat(49999) + "\n2\n"));
    const verdict = await text(page, "#verdict");
    assert.ok(verdict.length < 200, verdict.length + " characters");
    // The checker quotes 50 of the letters and their count, as check_rotation_game's excerpt() does.
    assert.match(verdict, /^WA: wrong answer: board 1: after A{50}\.\.\. \(49999 bytes\) the centre is not one symbol$/);
    assert.ok((await text(page, "#move")).length < 300);
    await page.close();
  });

  await check("the rotation game is played by keys A–H and by a tile at a line's end; on a phone a letter is a 38 px target", async () => {
    const page = await open(light, pageFor("rotation_game", null, null));
    assert.strictEqual(await page.isVisible("#window-left"), false, "a board has no window of cells");
    await page.keyboard.press("a");
    await page.keyboard.press("Shift+C");
    assert.strictEqual(await page.inputValue("#output"), "AC\n2\n");
    assert.strictEqual(await text(page, "#game"), "solved in 2 moves, the fewest there are");
    await page.keyboard.press("Home");
    await page.click('#picture [role=img][aria-label^="cell 11 "]');  // a tile at line C's end: C, a branch
    assert.match(await page.inputValue("#output"), /^C\n[123]\n$/);
    await page.click('#picture [role=img][aria-label^="cell 7 "]');  // a centre tile
    assert.match(await text(page, "#move"), /^a centre tile is on two lines/);
    await page.close();
    const phone = await t.launch("profile-phone-letters", phoneOptions);
    try {
      const small = await open(phone, pageFor("rotation_game", null, null));
      for (const letter of "ABCDEFGH") {
        const box = await small.$eval('#picture [role=button][data-move="' + letter + '"]', (e) => e.getBoundingClientRect().toJSON());
        assert.ok(box.width >= 38 && box.height >= 38, letter + ": " + box.width.toFixed(1) + " x " + box.height.toFixed(1) + " px");
      }
      await small.tap('#picture [role=img][aria-label^="cell 1 "]');  // line A's end
      assert.match(await small.inputValue("#output"), /^A\n/);
      await small.close();
    } finally {
      await phone.close();
    }
  });

  await require("./checks_the_learners_audit_more.js").run(t, { paste: paste, twentyALine: twentyALine, http: http });
};
