// The rest of the learner's audit (issue 46; checks_the_learners_audit.js):
// what a screen reader hears, the words before the first move and after,
// the ends of the moves, nothing that jumps as a page opens, axe-core's
// audit of every page in light, dark and a phone's width, and what a page
// served from a site asks for.
"use strict";

const assert = require("assert");
const fs = require("fs");
const path = require("path");

exports.run = async function (t, helpers) {
  const { light, open, settled, text, typeInto, check, pageFor, run } = t;
  const phoneOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

  await check("the live region says what moved, the game and the hint, each once, and where the focus went; never the checker's WA while in progress", async () => {
    const page = await open(light, pageFor("shuttle", null, null));
    await page.focus('#picture [data-move="3"]');
    await page.keyboard.press("Enter");
    const said = await text(page, "#status");
    assert.strictEqual(said, "moved: hole 3 slides to hole 4. in progress: 1 of 15 moves; 14 to go. " +
                             "hint: the fewest moves from here: 14; a best next move: hole 5. the focus is on B 5: move hole 5 to the empty hole 3.");
    await page.keyboard.press("Enter");  // hole 5, the hinted move, has the focus
    const next = await text(page, "#status");
    assert.match(next, /^moved: hole 5 jumps to hole 3\. in progress: 2 of 15 moves; 13 to go\. hint: the fewest moves from here: 13; /);
    for (const announced of [said, next]) {
      const sentences = announced.split(". ");
      assert.strictEqual(new Set(sentences).size, sentences.length, "a sentence said twice: " + announced);
      assert.ok(!announced.includes("WA"), announced);
    }
    await page.keyboard.press("ArrowLeft");
    assert.match(await text(page, "#status"), /^step 1 of 2: next, hole 5 jumps to hole 3\. hint: the fewest moves from here: 14; /);
    await page.close();
  });

  await check("a page to play opens \"not judged yet\", then \"in progress\", grey; never WA before a move", async () => {
    for (const problem of ["shuttle", "black_white", "rotation_game"]) {
      const page = await open(light, pageFor(problem, null, null));
      assert.strictEqual(await text(page, "#verdict"), "not judged yet: no move is played (the output is empty)");
      assert.strictEqual(await page.getAttribute("#verdict", "class"), "unfinished");
      const hint = /a best next move: (?:hole|cells|line) ([0-9A-H]+)/.exec(await text(page, "#hint"))[1];
      await page.click('#picture [role=button][data-move="' + hint + '"]');
      assert.match(await text(page, "#verdict"), /^in progress; the checker on the moves so far: WA: wrong answer: /);
      assert.strictEqual(await page.getAttribute("#verdict", "class"), "unfinished");
      await page.close();
    }
  });

  await check("no stale or contradicting words: an answered start, the hint while playing, the move line's reason is the verdict's", async () => {
    const boards = await open(light, pageFor("rotation_game", "1 1 1 1 1 1 2 2 2 1 1 2 2 3 3 2 2 2 3 3 3 3 3 3\n0\n", ""));
    assert.match(await text(boards, "#move"), /answer it with "no moves needed"$/);
    await boards.click("#answer-as-is");
    assert.ok(!(await text(boards, "#move")).includes("answer it"), await text(boards, "#move"));
    assert.ok(!(await text(boards, "#game")).includes("answer it"), await text(boards, "#game"));
    await boards.close();
    const page = await open(light, pageFor("shuttle", "3\n", run("shuttle_dfs", [], "3\n")));
    await page.selectOption("#speed", "5");
    await page.click("#play");
    await page.waitForFunction(() => page.playing && page.step >= 2);
    const playing = await page.evaluate(() => ({ step: page.step, hint: document.getElementById("hint").textContent }));
    await page.click("#play");
    assert.strictEqual(playing.hint.split(";")[0], "hint: the fewest moves from here: " + (15 - playing.step), "the hint follows the play");
    await page.close();
    // The board's lines as the checker reads them: the move line gives its reason.
    const board = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n";
    for (const output of ["AC 2\n", "AC\nx\n", "AC\nDD\n", "AC\n3\n"]) {
      const judged = await open(light, pageFor("rotation_game", board, output));
      const verdict = await text(judged, "#verdict");
      const why = verdict.replace(/^[A-Z]+: [a-z ]+: /, "").replace(/^board 1: /, "");
      assert.ok((await text(judged, "#move")).endsWith(why), JSON.stringify(output) + ": the verdict says " + verdict + ", the move line " +
                (await text(judged, "#move")));
      await judged.close();
    }
  });

  await check("◀, ▶ and ▶| are marked disabled at the ends of the moves, and do nothing there", async () => {
    const page = await open(light, pageFor("shuttle", null, null));
    const states = async () => page.evaluate(() => ["back", "play", "forward"].map((id) => document.getElementById(id).getAttribute("aria-disabled")));
    assert.deepStrictEqual(await states(), ["true", "true", "true"], "no move yet");
    await page.click('#picture [data-move="3"]');
    await page.click('#picture [data-move="5"]');
    assert.deepStrictEqual(await states(), ["false", "false", "true"], "at the last move");
    await page.click("#forward", { force: true });  // Playwright, as a screen reader, takes it as disabled
    assert.strictEqual(await text(page, "#position"), "2 / 2");
    await page.keyboard.press("Home");
    assert.deepStrictEqual(await states(), ["true", "false", "false"], "at the start");
    await page.click("#back", { force: true });
    assert.strictEqual(await text(page, "#position"), "0 / 2");
    await page.close();
  });

  // The three pages to play in light, dark and at a phone's width.
  const looks = [["light", light, null], ["dark", null, { colorScheme: "dark" }], ["phone", null, phoneOptions]];

  await check("nothing moves as a page opens: no layout shift on the three pages, light, dark and on a phone, scroll bars shown", async () => {
    for (const [look, given, options] of looks) {
      // Playwright hides scroll bars; a person's browser shows them, and one that appears moves the page.
      const context = await t.launch("profile-shift-" + look, Object.assign({ ignoreDefaultArgs: ["--hide-scrollbars"] }, options || {}));
      try {
        for (const problem of ["shuttle", "black_white", "rotation_game"]) {
          const page = await context.newPage();
          await page.addInitScript(() => {
            window.shifts = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                window.shifts.push(entry.value);
              }
            }).observe({ type: "layout-shift", buffered: true });
          });
          await page.goto(pageFor(problem, null, null));
          await settled(page);
          // Two frames drawn after it settled: a shift comes with a frame, however slow the machine.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          const shifts = await page.evaluate(() => window.shifts);
          assert.deepStrictEqual(shifts, [], problem + " (" + look + ") shifts as it opens");
          await page.close();
        }
      } finally {
        await context.close();
      }
    }
  });

  await check("axe-core: 0 violations of WCAG 2.0 and 2.1 A and AA on the three pages, light, dark and on a phone, at load and after moves", async () => {
    const audit = async (page, where) => {
      if (!(await page.evaluate(() => typeof window.axe === "object"))) {
        await page.addScriptTag({ path: t.axePath });
      }
      const found = await page.evaluate(async () => {
        const result = await window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
        return result.violations.map((v) => v.id + " at " + v.nodes.map((n) => n.target.join(" ")).join(", "));
      });
      assert.deepStrictEqual(found, [], where);
    };
    let states = 0;
    for (const [look, given, options] of looks) {
      const context = given || (await t.launch("profile-axe-" + look, options));
      try {
        for (const problem of ["shuttle", "black_white", "rotation_game"]) {
          const page = await open(context, pageFor(problem, null, null));
          await audit(page, problem + " (" + look + ") at load");
          for (let move = 0; move < 3 && !(await text(page, "#hint")).startsWith("hint: solved"); ++move) {
            const said = await text(page, "#hint");
            const hint = (/a best next move: (?:hole|cells|line) ([0-9A-H]+)/.exec(said) || [null, "?"])[1];
            assert.notStrictEqual(hint, "?", problem + " (" + look + "): " + said);
            await page.click('#picture [role=button][data-move="' + hint + '"]');
          }
          await page.keyboard.press("ArrowLeft");
          await audit(page, problem + " (" + look + ") after moves and a step back");
          states += 2;
          await page.close();
        }
      } finally {
        if (!given) {
          await context.close();
        }
      }
    }
    assert.strictEqual(states, 18);
  });

  await check("a page has an inline icon and a description, and served from a site it asks for nothing but itself", async () => {
    const folder = path.join(t.buildDir, "play");
    const server = helpers.http.createServer((request, response) => {
      const file = path.join(folder, path.basename(decodeURIComponent(request.url.split("?")[0])));
      if (fs.existsSync(file) && file.endsWith(".html")) {
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        response.end(fs.readFileSync(file));
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      for (const problem of ["shuttle", "black_white", "rotation_game"]) {
        const asked = [];
        const page = await light.newPage();
        page.on("request", (request) => asked.push(request.url()));
        const url = "http://127.0.0.1:" + server.address().port + "/" + problem + ".html";
        await page.goto(url);
        await settled(page);
        assert.match(await page.getAttribute("link[rel=icon]", "href"), /^data:image\/svg\+xml,/);
        assert.ok((await page.getAttribute("meta[name=description]", "content")).length >= 50);
        assert.match(await page.title(), /: play it, or replay an answer$/);
        assert.deepStrictEqual(asked.filter((each) => !/^(data|blob):/.test(each)), [url], "the page and what it holds (its icon, its worker)");
        await page.close();
      }
    } finally {
      server.close();
    }
  });
};
