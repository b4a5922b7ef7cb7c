// By hand, not a test (a time depends on the machine): how long the replay
// page blocks at once, measured in the machine's Chromium by the browser's
// own PerformanceObserver of long tasks (tasks over 50 ms), for what a
// learner does with the longest answers: opening each page to play, pasting
// 10^5 moves and a million, stepping with the editors open, a move halfway
// through 10^5 letters, a line of 49,999 letters. It prints the longest task
// of each; the page aims to keep every one under 200 ms.
//
//   node tests/replay/long_tasks.js BUILD_DIR SOURCE_DIR
"use strict";

const childProcess = require("child_process");
const fs = require("fs");
const path = require("path");

const [buildDir, sourceDir] = process.argv.slice(2);
const modules = [path.join(buildDir, "tests", "node", "node_modules"), path.join(sourceDir, "tests", "node_modules")]
  .find((folder) => fs.existsSync(path.join(folder, "playwright-core")));
const { chromium } = require(path.join(modules, "playwright-core"));
const scratch = fs.mkdtempSync("/tmp/replay-tasks-");

function pageFor(problem, input, output) {
  const base = path.join(scratch, problem + "-" + Date.now());
  const args = [problem];
  if (input !== null) {
    fs.writeFileSync(base + ".in", input);
    fs.writeFileSync(base + ".out", output);
    args.push(base + ".in", base + ".out");
  }
  childProcess.execFileSync(path.join(buildDir, "replay"), args.concat(["-o", base + ".html"]));
  return "file://" + base + ".html";
}

// Each long task the page runs from now, in ms.
const watch = () => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.longTasks.push(entry.duration);
    }
  }).observe({ type: "longtask", buffered: true });
};

async function measured(page, what, action) {
  await page.evaluate(() => {
    window.longTasks = [];
  });
  await action();
  await page.waitForFunction(() => !page.checking && !document.getElementById("hint").textContent.includes("working out"), null,
                             { timeout: 0 });
  await page.waitForTimeout(500);
  const tasks = await page.evaluate(() => window.longTasks);
  console.log(what + ": longest task " + Math.round(Math.max(0, ...tasks)) + " ms (" + tasks.length + " over 50 ms)");
}

// A paste event that carries `text`, made ready in a task before the one
// measured (handing megabytes to the page is the test's own work).
async function paste(page, text) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    window.pasteEvent = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true });
  }, text);
  return () => page.evaluate(() => {
    const box = document.getElementById("output");
    box.focus();
    box.dispatchEvent(window.pasteEvent);
  });
}

async function main() {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(watch);
  for (const problem of ["shuttle", "black_white", "rotation_game"]) {
    const page = await context.newPage();
    await measured(page, problem + "'s page to play, opened", () => page.goto(pageFor(problem, null, null)));
    await page.close();
  }
  const page = await context.newPage();
  await page.goto(pageFor("black_white", "8\n", ""));
  const moves = await page.evaluate(() => {
    let row = blackWhite.start(8);
    const lines = ["step 0:" + row];
    for (let step = 1; step <= 100000; ++step) {
      const legal = blackWhite.legalMoves(row);
      row = blackWhite.after(row, legal[step % legal.length]);
      lines.push("step" + String(step).padStart(2) + ":" + row);
    }
    return lines.join("\n") + "\n";
  });
  await measured(page, "a paste of 10^5 black_white moves (" + (moves.length / 1e6).toFixed(1) + " MB)", await paste(page, moves));
  await page.click("#title");
  await measured(page, "20 steps through them, the editors open", async () => {
    for (let i = 0; i < 20; ++i) {
      await page.keyboard.press("ArrowRight");
    }
  });
  await page.keyboard.press("End");
  await measured(page, "a move after the last of them", async () => {
    const legal = await page.$$eval("#picture [role=button]", (all) => all.map((e) => e.getAttribute("data-move")));
    await page.click('#picture [data-move="' + legal[0] + '"]');
  });
  await measured(page, "its undo", () => page.keyboard.press("Control+z"));
  await page.close();
  const rotation = await context.newPage();
  await rotation.goto(pageFor("rotation_game", null, null));
  let letters = "";
  for (let i = 0; i < 99997; ++i) {
    letters += "ABCDEFGH"[(i * 7 + (i >> 3)) % 8];
  }
  await measured(rotation, "a paste of 99,997 rotation letters", await paste(rotation, letters + "\n1\n"));
  await rotation.evaluate(() => showCase(0, 50000));
  await measured(rotation, "a move halfway through them", () => rotation.click('#picture [role=button][data-move="B"]'));
  await measured(rotation, "a paste of 49,999 letters A and a centre", await paste(rotation, "A".repeat(49999) + "\n2\n"));
  await rotation.close();
  const shuttle = await context.newPage();
  await shuttle.goto(pageFor("shuttle", "1000\n", ""));
  const million = childProcess.execFileSync(path.join(buildDir, "shuttle_formula"), [], { input: "1000\n", maxBuffer: 1 << 26 }).toString();
  await measured(shuttle, "a paste of the million moves of N = 1000 (" + (million.length / 1e6).toFixed(1) + " MB)", await paste(shuttle, million));
  await shuttle.evaluate(() => {
    document.getElementById("editing").open = true;
    location.hash = "#case=1&step=500000";
  });
  await measured(shuttle, "a step at move 500,000, the editors open", () => shuttle.click("#back"));
  await browser.close();
}

main().catch((error) => {
  console.log(String(error.stack || error));
  process.exitCode = 1;
}).finally(() => fs.rmSync(scratch, { recursive: true, force: true }));
