// More checks of tests/replay/replay_page_test.js: any output replays
// (issue 45). A byte sequence that means something to an HTML parser
// ("<!--", "<script", "</script>", "]]>"), NUL and every other control byte,
// and bytes that are not UTF-8, each in an output and in an input: the page
// still checks (its verdict is the checker's, or the program's refusal of
// the input), holds no script but its own, and its data give back the very
// bytes it was given.
"use strict";

const assert = require("assert");
const childProcess = require("child_process");
const path = require("path");

// The sequences that mean something to an HTML parser, each its own page.
const kHtml = ["<!--", "<!--<script>", "<script>", "</script>", "</SCRIPT >", "<!--<script></script>-->", "]]>",
               "<![CDATA[", "-->", "&lt;&amp;", "\"}", "\\", "@DATA@", "@SCRIPT@"];

// The bytes: every control byte (but the newline) and DEL, characters that
// end a line in some parsers, and sequences that are not UTF-8 (stray bytes,
// an overlong form, a surrogate, past U+10FFFF, cut short, one before a quote).
function bytesOfAKind() {
  const all = [Buffer.from("\u2028\u2029\u0085\ufeff", "utf8")];
  for (let c = 0; c < 0x20; ++c) {
    if (c !== 0x0a) {
      all.push(Buffer.from([c]));
    }
  }
  all.push(Buffer.from([0x7f]));
  return all.concat(kNotUtf8.map((bytes) => Buffer.from(bytes)));
}
const kNotUtf8 = [[0xff], [0xfe, 0x41], [0x80], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82],
                  [0xc3, 0x22]];

exports.run = async function (t) {
  const { light, open, text, check, pageFor } = t;

  // What `program` (a checker's arguments, or a program's stdin) says: { status, stderr }.
  const ran = (program, args, input) => {
    const done = childProcess.spawnSync(path.join(t.buildDir, program), args, { input: input });
    return { status: done.status, stderr: done.stderr.toString().replace(/\n$/, "") };
  };
  const checkerLine = (checker, input, output, answer) => {
    const said = t.checked(checker, input, output, answer);
    return ["AC", "WA", "PE", "FAIL"][said.status] + ": " + said.stderr;
  };
  // The page's data field `name` as bytes: a lone surrogate U+DC80..U+DCFF
  // is the byte that is not UTF-8, the rest UTF-8 (page.hpp's json_string()).
  const dataBytes = (page, name) => page.evaluate((field) => {
    const bytes = [];
    for (const character of JSON.parse(document.getElementById("data").textContent)[field]) {
      const code = character.codePointAt(0);
      if (code >= 0xdc80 && code <= 0xdcff) {
        bytes.push(code - 0xdc00);
      } else {
        bytes.push(...new TextEncoder().encode(character));
      }
    }
    return bytes;
  }, name);
  const scripts = async (page) => page.$$eval("script", (all) => all.length);

  // A page of `problem` for `output` (a debug line first) and `input`: its verdict is the checker's,
  // or the program's refusal of the input, it holds no script of its own, and its data are the bytes given.
  const replays = async (problem, input, output, what) => {
    const page = await open(light, pageFor(problem, input, output));
    const verdict = await text(page, "#verdict");
    const refused = ran(problem === "shuttle" ? "shuttle_formula" : problem, [], input);
    if (refused.status !== 0) {
      assert.ok(verdict.startsWith("bad input: ") && refused.stderr.endsWith(": " + verdict.slice("bad input: ".length)),
                what + ": the page says " + verdict + "; the program says " + refused.stderr);
    } else {
      const answer = t.run(problem === "shuttle" ? "shuttle_formula" : problem, [], input);
      assert.strictEqual(verdict, checkerLine("check_" + problem, input, output, answer), what);
    }
    assert.strictEqual(await scripts(page), ownScripts[problem], what + ": no script of its own");
    assert.deepStrictEqual(await dataBytes(page, "output"), [...output], what + ": the output's bytes");
    assert.deepStrictEqual(await dataBytes(page, "input"), [...input], what + ": the input's bytes");
    await page.close();
  };
  const ownScripts = {};  // each puzzle's page's scripts, with a clean output

  await check("any output replays: HTML's sequences, every control byte and bytes that are not UTF-8, in an output and in an input", async () => {
    for (const [problem, input] of [["shuttle", "3\n"], ["rotation_game", t.kBoards]]) {
      const clean = await open(light, pageFor(problem, input, ""));
      ownScripts[problem] = await scripts(clean);
      await clean.close();
    }
    const shuttle = Buffer.from(t.run("shuttle_formula", [], "3\n"));
    const line = (bytes) => Buffer.concat([bytes, Buffer.from("\n")]);
    // The line, in a rotation output.
    await replays("rotation_game", Buffer.from(t.kBoards),
                  Buffer.from("<!--<script>\n" + t.run("rotation_game", [], t.kBoards)), "<!--<script> (rotation_game)");
    for (const html of kHtml) {
      await replays("shuttle", Buffer.from("3\n"), Buffer.concat([line(Buffer.from(html)), shuttle]), JSON.stringify(html));
    }
    // The other bytes, each on a line of its own in one output.
    const kinds = bytesOfAKind();
    await replays("shuttle", Buffer.from("3\n"), Buffer.concat(kinds.map(line).concat([shuttle])), "every control byte and more");
    // In an input, where the programs' message shows each byte that is not UTF-8 as \xNN.
    for (const bytes of kNotUtf8.concat([[0x00], [0x1b]])) {
      await replays("shuttle", Buffer.concat([Buffer.from("3\n"), Buffer.from(bytes), Buffer.from("\n")]), Buffer.alloc(0),
                    JSON.stringify(Buffer.from(bytes).toString("latin1")) + " in an input");
    }
  });
};
