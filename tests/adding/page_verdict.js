// page_verdict.js: the one browser check of tests/adding/add_a_puzzle.sh.
// Opens each replay page in the machine's Chromium (playwright-core from the
// tree's node modules, as tests/replay/replay_page_test.js finds them) and
// holds its verdict to the checker's line: "AC: " or "WA: " before the
// checker's own words. No network; no page may log an error.
//
//   node page_verdict.js BUILD_DIR SOURCE_DIR PAGE LINE [PAGE LINE ...]
//
// Exit 0 when every page says its line, 1 when one does not, 77 where
// Chromium or the node modules are missing (said on a line).
"use strict";

const fs = require("fs");
const path = require("path");

const [buildDir, sourceDir, ...rest] = process.argv.slice(2);
const kChromium = "/usr/bin/chromium";
if (!fs.existsSync(kChromium)) {
  console.log("skipped: Chromium is not installed at " + kChromium + " (Debian: apt-get install chromium)");
  process.exit(77);
}
const places = [path.join(buildDir, "tests", "node", "node_modules"), path.join(sourceDir, "tests", "node_modules")];
const modules = places.find((p) => fs.existsSync(path.join(p, "playwright-core")));
if (modules === undefined) {
  console.log("skipped: playwright-core is in neither " + places.join(" nor ") + " (the build's npm ci puts it there)");
  process.exit(77);
}
const { chromium } = require(path.join(modules, "playwright-core"));

// The verdict the page shows for a checker's line.
const kKinds = { "ok": "AC", "wrong answer": "WA", "presentation error": "PE" };
const shown = (line) => kKinds[line.slice(0, line.indexOf(":"))] + ": " + line;

async function main() {
  // Chromium's profile and sockets in a short private folder under /tmp (a
  // Unix socket's path holds at most 107 bytes; a test's TMPDIR may be a
  // long path), removed at the end.
  const scratch = fs.mkdtempSync("/tmp/page-verdict-");
  process.env.TMPDIR = scratch;
  const browser = await chromium.launch({ executablePath: kChromium, timeout: 0,
                                          args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                                 "--host-resolver-rules=MAP * ~NOTFOUND"],
                                          env: Object.assign({}, process.env, { TMPDIR: scratch }) });
  let failed = 0;
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(0);  // a busy machine only makes it slower
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    for (let i = 0; i + 1 < rest.length; i += 2) {
      await page.goto("file://" + rest[i]);
      await page.waitForFunction(() => window.replayTimings && window.replayTimings.verdict > 0 && !page.checking);
      const verdict = await page.textContent("#verdict");
      if (verdict !== shown(rest[i + 1])) {
        console.log(path.basename(rest[i]) + ": the page says \"" + verdict + "\", the checker \"" + rest[i + 1] + "\"");
        failed = 1;
      }
    }
    if (errors.length > 0) {
      console.log("the pages logged errors: " + errors.join("; "));
      failed = 1;
    }
  } finally {
    await browser.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return failed;
}

main().then((status) => process.exit(status), (error) => {
  console.log(String(error.stack || error));
  process.exit(1);
});
