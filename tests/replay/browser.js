// browser.js: the machine's Chromium and the node modules that drive it, for
// the tests that open a page (replay_page_test.js, tests/adding/page_verdict.js).
// Where Chromium is not installed the test is skipped (exit 77, said on a
// line); the modules are the build's (npm ci) or (cd tests && npm ci)'s, and
// without them the test fails, saying how to get them.
"use strict";

const fs = require("fs");
const path = require("path");

const kChromium = "/usr/bin/chromium";

// { chromium, axePath, executablePath }: playwright-core's chromium, axe-core's script.
function browserOrExit(buildDir, sourceDir) {
  if (!fs.existsSync(kChromium)) {
    console.log("skipped: Chromium is not installed at " + kChromium + " (Debian: apt-get install chromium)");
    process.exit(77);
  }
  const places = [path.join(buildDir, "tests", "node", "node_modules"), path.join(sourceDir, "tests", "node_modules")];
  for (const modules of places) {
    if (fs.existsSync(path.join(modules, "playwright-core")) && fs.existsSync(path.join(modules, "axe-core"))) {
      return { chromium: require(path.join(modules, "playwright-core")).chromium,
               axePath: path.join(modules, "axe-core", "axe.min.js"), executablePath: kChromium };
    }
  }
  console.log("playwright-core and axe-core are in neither " + places.join(" nor ") + ": the build installs them with npm ci " +
              "where node is present (it needs the npm registry once), or run (cd tests && npm ci)");
  process.exit(1);
}

// A short private folder under /tmp, made the process's TMPDIR: Chromium's
// profile and sockets go there, not under the build, as a Unix socket's path
// holds at most 107 bytes (a checkout at a long path made Chromium die with
// "Socket path too long"). The caller removes it.
function shortScratch(prefix) {
  const scratch = fs.mkdtempSync("/tmp/" + prefix + "-");
  process.env.TMPDIR = scratch;
  return scratch;
}

module.exports = { browserOrExit, shortScratch };
