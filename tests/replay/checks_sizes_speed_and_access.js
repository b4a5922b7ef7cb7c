// More checks of tests/replay/replay_page_test.js: any size, any speed, fast, for
// everyone (dark mode, a phone, names, the live region, contrast, keys), the
// judge tool's page, and the screenshots the docs show.
"use strict";

const assert = require("assert");
const childProcess = require("child_process");
const path = require("path");

// Contrast of two CSS colours "rgb(r, g, b)" (WCAG 2).
function contrast(one, two) {
  const luminance = (colour) => {
    const [r, g, b] = colour.match(/[0-9.]+/g).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(one), luminance(two)].sort((a, b) => b - a);
  return (high + 0.05) / (low + 0.05);
}

// The colours to compare on a page: [what, foreground, background, least].
async function colourPairs(page) {
  return page.evaluate(() => {
    const style = (selector) => getComputedStyle(document.querySelector(selector));
    const fill = (selector) => getComputedStyle(document.querySelector(selector)).fill;
    const stroke = (selector) => getComputedStyle(document.querySelector(selector)).stroke;
    const ground = fill("#picture .ground");
    const pairs = [
      ["the verdict", style("#verdict").color, style("#verdict").backgroundColor, 4.5],
      ["the hint", style("#hint").color, style("#hint").backgroundColor, 4.5],
      ["the help", style(".help").color, style("body").backgroundColor, 4.5],
      ["a button", style("#back").color, style("#back").backgroundColor, 4.5],
      ["a number in the picture", fill("#picture .number, #picture .letter"), ground, 4.5],
    ];
    if (document.querySelector("#picture rect.next, #picture rect.wrong")) {
      pairs.push(["the move's outline", stroke("#picture rect.next, #picture rect.wrong"), ground, 3]);
    }
    return pairs;
  });
}

async function checkContrast(page) {
  for (const [what, foreground, background, least] of await colourPairs(page)) {
    const ratio = contrast(foreground, background);
    assert.ok(ratio >= least, what + ": " + foreground + " on " + background + " is " + ratio.toFixed(2) + ":1");
  }
}

exports.run = async function (t) {
  const { light, launch, open, text, check, pageFor, run, timings, screenshots } = t;

  await check("a million moves (N = 1000): the verdict, the output edited a window at a time, the wrong move 500,001 seen up close", async () => {
    const moves = run("shuttle_formula", [], "1000\n").split(/\s+/).filter((m) => m);
    const twentyALine = () => moves.map((m, i) => m + ((i + 1) % 20 === 0 || i + 1 === moves.length ? "\n" : " ")).join("");
    const solved = await open(light, pageFor("shuttle", "1000\n", twentyALine()));
    assert.strictEqual(await text(solved, "#game"), "solved in 1002000 moves, the fewest there are");
    assert.strictEqual(await text(solved, "#verdict"), "AC: ok: 1 case, 1002000 moves");
    const first = await solved.evaluate(() => ({ verdict: window.replayTimings.verdict, check: window.replayTimings.check }));
    assert.strictEqual(await solved.$eval("#editing", (e) => e.open), false, "4 MB of output: the editors start folded");
    const opening = await solved.evaluate(() => new Promise((resolve) => {
      const started = performance.now();
      document.getElementById("editing").open = true;
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
    }));
    // Opened, the output is edited a window at a time: its lines around the step shown.
    const windowed = await solved.inputValue("#output");
    assert.ok(windowed.length > 1000 && windowed.length < 200000, windowed.length + " characters in the editor");
    const label = /^output, lines ([0-9]+) to ([0-9]+) of 50100 /.exec(await text(solved, "#output-label"));
    assert.ok(label, await text(solved, "#output-label"));
    // Pasted, as a person pastes (Playwright's fill() types 40 KB into a textarea in seconds).
    const paste = async (value) => {
      const before = await solved.evaluate(() => window.replayTimings.checks);
      await solved.$eval("#output", (e, typed) => {
        e.value = typed;
        e.dispatchEvent(new Event("input"));
      }, value);
      await solved.waitForFunction((old) => window.replayTimings.checks > old, before);
    };
    await paste("x" + windowed);
    assert.strictEqual(await text(solved, "#verdict"), "PE: presentation error: output line " + label[1] + " holds something other than digits and spaces");
    await paste(windowed);
    assert.strictEqual(await text(solved, "#verdict"), "AC: ok: 1 case, 1002000 moves", "the other lines stayed as they were");
    timings.push("N = 1000, a million moves: verdict " + first.verdict.toFixed(0) +
                 " ms after the page began to load (the check itself " + first.check.toFixed(0) + " ms); opening the folded editors " +
                 opening.toFixed(0) + " ms to the next frame");
    await solved.close();
    const empty = Number(moves[499999]);  // the empty hole after move 500,000
    moves[500000] = String(empty + 3);
    const page = await open(light, pageFor("shuttle", "1000\n", twentyALine()));
    assert.strictEqual(await text(page, "#verdict"), "WA: wrong answer: case 1 (N=1000), move 500001: hole " + (empty + 3) + " is 3 holes from the empty hole " + empty);
    assert.strictEqual(await text(page, "#position"), "500000 / 500000");
    const numbers = await page.$$eval("#picture text.number", (all) => all.map((e) => e.textContent));
    assert.ok(numbers.includes(String(empty)) && numbers.includes(String(empty + 3)), "the holes around the move are numbered: " + numbers);
    const labels = await page.$$eval("#picture text.on-light, #picture text.on-dark", (all) => all.map((e) => e.textContent));
    assert.ok(labels.length >= 15 && labels.every((l) => l === "W" || l === "B"), "every piece in the window is labelled: " + labels);
    const widths = await page.$$eval("#picture rect", (all) => all.map((e) => Number(e.getAttribute("width"))));
    assert.ok(widths.every((w) => w >= 0), "no negative width");
    const step = await page.evaluate(() => {
      const started = performance.now();
      document.getElementById("back").click();
      return performance.now() - started;
    });
    timings.push("N = 1000: one step back at move 500,000 took " + step.toFixed(1) + " ms");
    await page.click("#forward");
    await page.screenshot({ path: path.join(screenshots, "replay-shuttle-1000.png") });
    await page.close();
  });

  // The shuttle's replay keeps a position every so many moves (128 at N = 40)
  // and every 64th token's start: each step's position and place are still
  // the output's own, at any spacing, and a number no hole can be is said whole.
  await check("the shuttle's replay: every step's position and place in an output spaced anyhow, numbers past any hole", async () => {
    const page = await open(light, pageFor("shuttle", null, null));
    const found = await page.evaluate(() => {
      const shuttle = kPuzzles.shuttle;
      const moves = Array.from(shuttle.smallest(40));
      const gaps = [" ", "\t", "\n", "  ", " \r\n", "\n\n "];
      const output = moves.map((m, i) => (i % 7 === 3 ? "000" + m : String(m)) + gaps[(i * i) % gaps.length]).join("");
      const c = shuttle.replay("40\n", output).cases[0];
      const starts = Array.from(output.matchAll(/[^ \t\n\r]+/g), (m) => m.index);
      const wrong = [];
      let holes = c.start;
      for (let i = 0; i <= moves.length; ++i) {
        if (c.at(i) !== holes || c.place(i) !== (i < moves.length ? starts[i] : output.length)) {
          wrong.push(i);
        }
        holes = i < moves.length ? shuttle.after(holes, moves[i]) : holes;
      }
      const said = (move) => shuttle.replay("3\n", "3 5 " + move + " 1\n").cases[0].wrong.why;
      return { count: c.moves.length, last: c.last, wrong: wrong.slice(0, 5), verdict: c.wrong,
               said: ["70000", "12345678901", "00000000006", "6x"].map(said) };
    });
    assert.deepStrictEqual(found.wrong, [], "steps whose position or place is not the output's");
    assert.strictEqual(found.count, 41 * 41 - 1);
    assert.strictEqual(found.last, "B".repeat(40) + "_" + "W".repeat(40));
    assert.strictEqual(found.verdict, null);
    assert.deepStrictEqual(found.said, ["move 3: there is no hole 70000", "move 3: there is no hole 12345678901",
                                        "move 4: hole 1 is 5 holes from the empty hole 6", "move 3: \"6x\" is not a hole"]);
    await page.close();
  });

  // On the page's own clock (Playwright's fake timers, advanced by the test),
  // not the machine's: a loaded machine cannot change what is checked. The
  // real speed is measured, not asserted (docs/performance.md).
  await check("#speed plays many moves a frame: one second of the page's clock at 5000 a second is 5000 moves", async () => {
    const moves = run("shuttle_formula", [], "100\n");
    const clocked = await launch("profile-clock", {});  // the clock is a context's: its own
    const page = await clocked.newPage();
    await page.clock.install();
    await page.goto(pageFor("shuttle", "100\n", moves));
    await page.clock.runFor(500);
    await page.waitForFunction(() => window.replayTimings && window.replayTimings.verdict > 0, null, { polling: 50 });
    const speeds = await page.$$eval("#speed option", (all) => all.map((o) => Number(o.value)));
    assert.ok(speeds.includes(1) && Math.max(...speeds) >= 5000, "speeds " + speeds);
    await page.selectOption("#speed", "5000");
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);  // the page's time stands still but for runFor
    await page.click("#play");
    assert.strictEqual(await page.getAttribute("#play", "aria-label"), "pause");
    await page.clock.runFor(1000);
    await page.click("#play");
    const step = Number((await text(page, "#position")).split(" / ")[0]);
    assert.ok(step >= 4900 && step <= 5100, step + " moves in one second of the page's clock at 5000 a second");
    await clocked.close();
  });

  await check("the page opens quickly", async () => {
    const page = await open(light, pageFor("rotation_game", null, null));
    const opened = await page.evaluate(() => {
      const paint = performance.getEntriesByType("paint").find((p) => p.name === "first-contentful-paint");
      return { paint: paint ? paint.startTime : -1, ready: window.replayTimings.verdict, table: window.replayTimings.table };
    });
    timings.push("the rotation game's page: first paint " + opened.paint.toFixed(0) + " ms, verdict " + opened.ready.toFixed(0) +
                 " ms, its hint's distance table made in the page (a worker) in " + opened.table.toFixed(0) + " ms");
    await page.close();
  });

  await check("buttons are named in words, a live region announces the step and the verdict, keys do not fight the browser", async () => {
    const page = await open(light, pageFor("shuttle", "3\n", "3 5 6 4 2 1 3 5 7 6 4 2 3 5 4\n"));
    for (const [id, name] of [["back", "step back"], ["play", "play"], ["forward", "step forward"]]) {
      assert.strictEqual(await page.getAttribute("#" + id, "aria-label"), name);
    }
    assert.strictEqual(await text(page, "#to-wrong"), "first wrong move");  // its name is its text
    assert.strictEqual(await page.getAttribute("#status", "aria-live"), "polite");
    assert.strictEqual(await text(page, "#status"), "", "nothing is said before the learner does something");
    await page.click("#forward");
    assert.strictEqual(await text(page, "#status"), "step 1 of 15: next, hole 5 jumps to hole 3. " +
                                                    "hint: the fewest moves from here: 14; a best next move: hole 5.");
    await page.click("#back");
    await page.focus("#forward");
    await page.keyboard.press(" ");  // presses the focused button: one step, no play
    assert.strictEqual(await text(page, "#position"), "1 / 15");
    assert.strictEqual(await page.getAttribute("#play", "aria-label"), "play");
    await page.evaluate(() => {
      window.addEventListener("keydown", (e) => {
        window.lastKeyTaken = e.defaultPrevented;
      });
    });
    await page.evaluate(() => {
      const key = new KeyboardEvent("keydown", { key: "ArrowLeft", altKey: true, bubbles: true, cancelable: true });
      document.body.dispatchEvent(key);
    });
    assert.strictEqual(await page.evaluate(() => window.lastKeyTaken), false, "Alt+← is left to the browser");
    assert.strictEqual(await text(page, "#position"), "1 / 15");
    await page.focus("#picture [data-move='5']");
    await page.keyboard.press("Enter");  // a move from the keyboard: hole 5's B jumps the W, the answer's own next move
    assert.strictEqual(await text(page, "#position"), "2 / 15");
    assert.strictEqual(await page.inputValue("#output"), "3 5 6 4 2 1 3 5 7 6 4 2 3 5 4\n");
    await page.focus("#picture [data-move='4']");
    await page.keyboard.press("Enter");  // another move: a branch, the later moves replaced
    assert.strictEqual(await text(page, "#position"), "3 / 3");
    assert.strictEqual(await page.inputValue("#output"), "3 5 4\n");
    await page.click("#back");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Home");
    assert.strictEqual(await text(page, "#position"), "0 / " + (await page.getAttribute("#slider", "max")));
    await page.close();
  });

  await check("dark mode follows prefers-color-scheme, and text and outlines keep their contrast in both", async () => {
    const url = pageFor("rotation_game", t.kBoards, "AC\n2\nDD\n2\n");
    const page = await open(light, url + "#case=2&step=2");
    await checkContrast(page);
    await page.close();
    const dark = await launch("profile-dark", { colorScheme: "dark" });
    try {
      const shown = await open(dark, url + "#case=2&step=2");
      const ground = await shown.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.strictEqual(ground, "rgb(18, 18, 18)");
      await checkContrast(shown);
      await shown.screenshot({ path: path.join(screenshots, "replay-dark.png"), fullPage: true });
      await shown.close();
    } finally {
      await dark.close();
    }
  });

  await check("a phone (390 px): no sideways scroll, labels of 10 px or more", async () => {
    const phone = await launch("profile-phone", { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    try {
      for (const [problem, input] of [["shuttle", "12\n"], ["black_white", "12\n"], ["rotation_game", t.kBoards], ["shuttle", "1000\n"]]) {
        const page = await open(phone, pageFor(problem, input, ""));
        const sizes = await page.evaluate(() => {
          const svg = document.querySelector("#picture svg");
          const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          const texts = [...svg.querySelectorAll("text")].map((e) => Number(e.getAttribute("font-size")) * scale);
          return { wide: document.documentElement.scrollWidth, smallest: Math.min(...texts) };
        });
        assert.ok(sizes.wide <= 390, problem + ": the page is " + sizes.wide + " px wide");
        assert.ok(sizes.smallest >= 10, problem + " " + input.trim() + ": a label of " + sizes.smallest.toFixed(1) + " px");
        if (problem === "shuttle" && input === "12\n") {
          await page.click('#picture [data-move="12"]');
          await page.screenshot({ path: path.join(screenshots, "replay-phone.png") });
        }
        await page.close();
      }
    } finally {
      await phone.close();
    }
  });

  await check("the judge tool writes a page for the first failure", async () => {
    const judge = (options) => childProcess.spawnSync(path.join(t.buildDir, "judge"), ["rotation_game"].concat(options, [
      "--tests", "samples", "--", path.join(t.sourceDir, "tests", "judge", "fixtures", "not_minimal.sh"),
      path.join(t.buildDir, "rotation_game")]), { env: Object.assign({}, process.env, { TMPDIR: t.scratch }) });
    let judged = judge([]);
    if (judged.status === 2 && judged.stderr.toString().includes("cannot make the sandbox")) {
      // The page is what is checked here, not the sandbox (judge_sandbox_test's).
      console.log("note: bubblewrap cannot sandbox here, so this check runs the judge with --no-sandbox");
      judged = judge(["--no-sandbox"]);
    }
    assert.strictEqual(judged.status, 1, judged.stderr.toString());
    const m = /\nreplay: (.*) \(open it in a browser\)/.exec(judged.stdout.toString());
    assert.ok(m, judged.stdout.toString());
    const page = await open(light, "file://" + m[1]);
    assert.strictEqual(await text(page, "#verdict"), "WA: wrong answer: board 1: 4 moves, but 2 are enough");
    await page.close();
  });

  await check("a game being played (the docs' picture)", async () => {
    const page = await open(light, pageFor("rotation_game", null, null));
    await t.typeInto(page, "input", t.kBoards);
    await page.click('#picture [data-move="A"]');
    await page.click('#picture [data-move="C"]');
    await page.selectOption("#case", "1");
    await page.click('#picture [data-move="D"]');
    assert.strictEqual(await text(page, "#hint"), "hint: the fewest moves from here: 3; a best next move: line D");
    await page.screenshot({ path: path.join(screenshots, "replay-light.png"), fullPage: true });
    await page.close();
  });

};
