// page_verdict.js: the one browser check of tests/adding/add_a_puzzle.sh.
// Opens each replay page in the machine's Chromium (playwright-core from the
// tree's node modules, as tests/replay/replay_page_test.js finds them) and
// holds its verdict to the checker's line: "AC: " or "WA: " before the
// checker's own words. No network; no page may log an error.
//
//   node page_verdict.js BUILD_DIR SOURCE_DIR PAGE LINE [PAGE LINE ...]
//
// Exit 0 when every page says its line, 1 when one does not or the node
// modules are missing, 77 where Chromium is (said on a line:
// tests/replay/browser.js).
"use strict";

const fs = require("fs");
const path = require("path");

const [buildDir, sourceDir, ...rest] = process.argv.slice(2);
const browser = require(path.join(sourceDir, "tests", "replay", "browser.js"));
const { chromium, executablePath } = browser.browserOrExit(buildDir, sourceDir);

// The verdict the page shows for a checker's line.
const kKinds = { "ok": "AC", "wrong answer": "WA", "presentation error": "PE" };
const shown = (line) => kKinds[line.slice(0, line.indexOf(":"))] + ": " + line;

async function main() {
  const scratch = browser.shortScratch("page-verdict");  // removed at the end
  const chrome = await chromium.launch({ executablePath: executablePath, timeout: 0,
                                          args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                                 "--host-resolver-rules=MAP * ~NOTFOUND"],
                                          env: Object.assign({}, process.env, { TMPDIR: scratch }) });
  let failed = 0;
  try {
    const page = await chrome.newPage();
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
    await chrome.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return failed;
}

main().then((status) => process.exit(status), (error) => {
  console.log(String(error.stack || error));
  process.exit(1);
});
