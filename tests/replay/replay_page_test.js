// The replay page in a real browser, as a person uses it: the machine's
// Chromium, driven by playwright-core (tests/package.json), opens pages that
// build/replay writes, types into #input and #output, clicks moves, reads
// #verdict, #hint and #move, follows a link, plays at speed, and looks at
// the page in dark mode and at a phone's width; axe-core (tests/package.json)
// audits each page. No page may log a console error. It prints the timings
// it measured and writes its screenshots into BUILD/screenshots/.
//
//   node tests/replay/replay_page_test.js BUILD_DIR SOURCE_DIR [GROUP]
//
// The checks are in groups, a file each (kGroups); GROUP runs one of them
// (ctest runs each group as a test of its own, replay_page/GROUP), none
// runs them all. Nothing waits against a clock of its own: a page is given
// the time it takes, so a busy machine changes no outcome; ctest's timeout,
// and the watchdog below it, only stop a page that never settles.
//
// Exit status 0 when every check holds, 1 when one fails, 77 (ctest: skipped)
// where Chromium is not installed.
"use strict";

const assert = require("assert");
const childProcess = require("child_process");
const fs = require("fs");
const path = require("path");

const [buildDir, sourceDir, group] = process.argv.slice(2);
// The groups of checks, each in tests/replay/checks_GROUP.js (which says what it checks).
const kGroups = ["verdicts_and_play", "sizes_speed_and_access", "what_the_learner_found", "the_checkers_verdict",
                 "what_stood_in_the_way", "the_learners_audit", "any_output_replays"];
if (group !== undefined && !kGroups.includes(group)) {
  console.log("no group of checks is called " + group + "; the groups: " + kGroups.join(", "));
  process.exit(2);
}
const { chromium, axePath, executablePath } = require("./browser.js").browserOrExit(buildDir, sourceDir);
// Chromium's profile and every temporary file (browser.js), removed at the end.
const scratch = require("./browser.js").shortScratch("replay");
const screenshots = path.join(buildDir, "screenshots");
fs.mkdirSync(screenshots, { recursive: true });
// Below ctest's timeout for the test (tests/replay/CMakeLists.txt), so that the
// scratch folder is removed even when a page never settles.
const watchdog = setTimeout(() => {
  console.log("the browser tests took over 840 s (a page that never settles?): stopped");
  fs.rmSync(scratch, { recursive: true, force: true });
  process.exit(1);
}, 840000);

// The puzzles of tools/puzzles/puzzles.hpp, as the build lists them
// (BUILD_DIR/puzzle_list.cmake): [{ name, checker, programs }].
function puzzlesOfTheBuild() {
  const list = fs.readFileSync(path.join(buildDir, "puzzle_list.cmake"), "utf8");
  const words = (text) => (text.match(/"[^"]*"/g) || []).map((w) => w.slice(1, -1));
  const names = words(list.match(/^set\(suite_puzzles (.*)\)$/m)[1]);
  return names.map((name) => ({
    name: name,
    checker: words(list.match(new RegExp("^set\\(puzzle_checker_" + name + " (.*)\\)$", "m"))[1])[0],
    programs: words(list.match(new RegExp("^set\\(puzzle_programs_" + name + " (.*)\\)$", "m"))[1]),
  }));
}

// What a program of the build prints for `input`.
function run(program, args, input) {
  return childProcess.execFileSync(path.join(buildDir, program), args, { input: input, maxBuffer: 1 << 26 }).toString();
}

let pageCount = 0;

// A page written by build/replay for `output` of `problem` on `input` (or
// a page to play, where both are null), given the judge's `answer` if any.
function pageFor(problem, input, output, answer) {
  pageCount += 1;
  const base = path.join(scratch, "page" + pageCount);
  const args = [problem];
  if (input !== null) {
    fs.writeFileSync(base + ".in", input);
    fs.writeFileSync(base + ".out", output);
    args.push(base + ".in", base + ".out");
  }
  if (answer !== undefined) {
    fs.writeFileSync(base + ".ans", answer);
    args.push("--answer", base + ".ans");
  }
  childProcess.execFileSync(path.join(buildDir, "replay"), args.concat(["-o", base + ".html"]));
  return "file://" + base + ".html";
}

let checkedCount = 0;

// What build/`checker` says of `output` on `input` and `answer`: { status,
// stderr } (its one line, without the newline).
function checked(checker, input, output, answer) {
  checkedCount += 1;
  const base = path.join(scratch, "checked" + checkedCount);
  fs.writeFileSync(base + ".in", input);
  fs.writeFileSync(base + ".out", output);
  fs.writeFileSync(base + ".ans", answer);
  const done = childProcess.spawnSync(path.join(buildDir, checker), [base + ".in", base + ".out", base + ".ans"], { input: "" });
  for (const end of [".in", ".out", ".ans"]) {
    fs.rmSync(base + end);
  }
  return { status: done.status, stderr: done.stderr.toString().replace(/\n$/, "") };
}

const consoleErrors = [];
const timings = [];
const failures = [];
let passed = 0;

// REPLAY_PAGE_ONLY=words runs only the checks whose names hold those words.
async function check(name, body) {
  if (process.env.REPLAY_PAGE_ONLY && !name.includes(process.env.REPLAY_PAGE_ONLY)) {
    return;
  }
  const started = Date.now();
  try {
    await body();
    passed += 1;
    console.log("ok      " + name + " (" + ((Date.now() - started) / 1000).toFixed(1) + " s)");
  } catch (error) {
    failures.push(name);
    console.log("FAILED  " + name + "\n" + String(error.stack || error).split("\n").slice(0, 6).join("\n"));
  }
}

// Waits until the page has checked what it holds and its hint is worked
// out (both are made a slice at a time).
async function settled(page) {
  await page.waitForFunction(() => window.replayTimings && window.replayTimings.verdict > 0 && !page.checking &&
                                   !document.getElementById("hint").textContent.includes("working out"), null, { timeout: 0 });
}

// Opens `url` in a new page of `context` and waits for the verdict and the hint.
async function open(context, url) {
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") {
      consoleErrors.push(url + ": " + message.text());
    }
  });
  page.on("pageerror", (error) => consoleErrors.push(url + ": " + error.message));
  await page.goto(url);
  await settled(page);
  return page;
}

// What an element says once the page has settled: a move or an edit starts a
// check that runs a slice at a time, and on a busy machine it may not have
// ended when the next line reads the page.
const text = async (page, selector) => {
  await settled(page);
  return page.textContent(selector);
};

// Types `value` into a textarea as a person does, and waits for the page to check it again.
async function typeInto(page, id, value) {
  const before = await page.evaluate(() => window.replayTimings.checks);
  await page.fill("#" + id, value);
  await page.waitForFunction((old) => window.replayTimings.checks > old, before, { timeout: 0 });
  await settled(page);
}

// Clicks what makes the hint's best move, until the hint says solved; returns the count of clicks.
async function followHints(page) {
  let clicks = 0;
  for (;;) {
    await settled(page);
    const hint = await text(page, "#hint");
    if (hint.startsWith("hint: solved")) {
      return clicks;
    }
    const m = /a best next move: (?:hole|line|cells) ([0-9A-H]+)/.exec(hint);
    assert.ok(m, "the hint names a move: " + hint);
    await page.click('#picture [data-move="' + m[1] + '"]');
    clicks += 1;
    assert.ok(clicks < 200, "the hints do not lead to the goal");
  }
}

const kBoards = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n";

async function main() {
  const args = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"];  // a page served here: 127.0.0.1 alone
  // A browser with a profile of its own; its waits and clicks take the time they take (no timeout).
  const launch = async (dir, options) => {
    const context = await chromium.launchPersistentContext(path.join(scratch, dir), Object.assign({
      executablePath: executablePath, args: args, env: Object.assign({}, process.env, { TMPDIR: scratch }),
      viewport: { width: 1000, height: 800 }, colorScheme: "light", timeout: 0,
    }, options));
    context.setDefaultTimeout(0);
    return context;
  };
  const light = await launch("profile-light", {});
  try {
    const t = {
      light: light, launch: launch, open: open, settled: settled, text: text, typeInto: typeInto, followHints: followHints, check: check,
      axePath: axePath,
      pageFor: pageFor, run: run, checked: checked, kBoards: kBoards, timings: timings, screenshots: screenshots, sourceDir: sourceDir,
      buildDir: buildDir, scratch: scratch, puzzles: puzzlesOfTheBuild(),
    };
    for (const name of group === undefined ? kGroups : [group]) {
      await require("./checks_" + name + ".js").run(t);
    }
  } finally {
    await light.close();
  }
  await check("no page logs a console error", async () => {
    assert.deepStrictEqual(consoleErrors, []);
  });
}

main().catch((error) => {
  failures.push("the browser tests themselves");
  console.log(String(error.stack || error));
}).finally(() => {
  clearTimeout(watchdog);
  fs.rmSync(scratch, { recursive: true, force: true });
  for (const line of timings) {
    console.log("timing: " + line);
  }
  console.log("screenshots: " + screenshots);
  console.log(passed + " passed, " + failures.length + " failed");
  process.exit(failures.length === 0 ? 0 : 1);
});
