// A Hydro package read as Hydro 4.19.1 and Hydro 5.0.4 read it, each fact
// printed a line, "VERSION.key=value", for package_test:
//
//   node tests/package/hydro_import.js BUILD_DIR SOURCE_DIR PACKAGE.zip
//
// For each version: the zip unpacked by its zip reader (adm-zip 0.5.14 at
// 4.19.1, @zip.js/zip.js at 5.0.4); its folders walked as its import walks
// them (hydrooj src/model/problem.ts, ProblemModel.import): the problems,
// each one's title, statement, testdata, additional files, solutions and
// submissions; then each problem's testdata read as its judge reads it
// (hydrojudge src/cases.ts, readCases) once for each language of Hydro's
// default settings, and its checker's language chosen as the judge chooses
// it. Hydro's own code runs where npm has it: readYamlCases and
// normalizeSubtasks of @hydrooj/utils 1.4.13 (lib/cases.ts, lib/common.ts),
// their TypeScript turned into JavaScript by esbuild. The rest follows the
// code at the commits below, file and line; docs/packages.md says more.
//
//   4.19.1: hydrooj 4.19.1 on npm, whose files are those of hydro-dev/Hydro
//           7dee035a89d49dcb8bdc710e0f3a249ebfe8f8ae (hydrojudge 3.4.0 there)
//   5.0.4:  hydro-dev/Hydro 6042dc7bb (hydrojudge 4.0.5; @zip.js/zip.js ^2.8.26),
//           the same in what is used here as 409af9270 (August 2026)
//
// Facts: VERSION.problems (the imported problems' folders), then for each
// problem P: VERSION.P.title, .statement (the content's languages "en,zh",
// or its one file), .testdata, .additional_file, .solution (file names),
// .std ("FILE LANG" each: the records the import submits), .error (the
// import stopped there), .config ("ok" or "error: ..."), .checker ("FILE LANG"),
// .case ("INPUT OUTPUT MS MB", a line a case, at rate 1), .judge.LANG
// ("TOTAL_MS" or "refused: ..." for each language). Exit status 0 with the
// facts; 77 where the node modules are missing (skipped); 1 on a fault here.
"use strict";

const fs = require("fs");
const os = require("os");
const path = require("path");
const { createRequire } = require("module");
const { Readable, Writable } = require("stream");

const [buildDir, sourceDir, packageFile] = process.argv.slice(2);
const places = [path.join(buildDir, "tests", "node", "node_modules"), path.join(sourceDir, "tests", "node_modules")];
const modules = places.find((dir) => fs.existsSync(path.join(dir, "@hydrooj", "utils", "lib", "cases.ts")));
if (!modules) {
  console.log("skipped: @hydrooj/utils is in neither " + places.join(" nor ") + ": the build installs it with npm ci " +
              "where node and npm are present (it needs the npm registry once), or run (cd tests && npm ci)");
  process.exit(77);
}
const need = createRequire(path.join(modules, "package.json"));
const esbuild = need("esbuild");
require.extensions[".ts"] = (module, filename) => {
  const source = fs.readFileSync(filename, "utf8");
  module._compile(esbuild.transformSync(source, { loader: "ts", format: "cjs", target: "node18" }).code, filename);
};
const yaml = need("js-yaml");
const AdmZip = need("adm-zip");
const zipjs = need("@zip.js/zip.js");
// 4.19.1 asks for @hydrooj/utils ^1.4.32, which npm does not list; 1.4.13's
// readYamlCases differs from 7dee035a8's packages/utils/lib/cases.ts only in
// reading a `manager`, and its normalizeSubtasks and parseTimeMS are the same.
const readYamlCases4 = need("@hydrooj/utils/lib/cases").default;
const { normalizeSubtasks, parseTimeMS, parseMemoryMB } = need("@hydrooj/utils/lib/common");

// Hydro's default languages, setting.yaml `langs` (lines 18-185 at 7dee035a8,
// 18-190 at 6042dc7bb, the same keys and rates): a key a.b takes a's
// time_limit_rate where it names none, and a language without one has 1
// (utils lib/lang.ts:41,49 at 7dee035a8; common/lang.ts:40,48 at 6042dc7bb).
// Java, Kotlin and Kotlin/JVM have 2 (setting.yaml:107,117 and :110,121).
// py.py2 is there disabled, so no submission comes in it.
const kLanguages = [
  "bash", "c", "cc", "cc.cc98", "cc.cc98o2", "cc.cc11", "cc.cc11o2", "cc.cc14", "cc.cc14o2", "cc.cc17", "cc.cc17o2",
  "cc.cc20", "cc.cc20o2", "pas", "java", "kt", "kt.jvm", "py", "py.py3", "py.pypy3", "php", "rs", "hs", "js", "go",
  "rb", "cs", "r",
];
const kRates = { java: 2, kt: 2, "kt.jvm": 2 };
function rateOf(language) {
  return kRates[language] || kRates[language.split(".")[0]] || 1;
}
// hydrojudge src/hosts/hydro.ts getLang (:135 at 7dee035a8, :103 at
// 6042dc7bb): a language of the settings, and "cpp" is "cc".
function languageNamed(name) {
  if (kLanguages.includes(name)) return name;
  return name === "cpp" ? "cc" : null;
}
// The language a file is built as, from its name: the last part after a dot,
// else the last two, ... (hydrojudge src/compile.ts:57-64 at 7dee035a8;
// src/task.ts:252-259 at 6042dc7bb, for lang "auto").
function languageOfFile(file) {
  const parts = file.replace("@", ".").split(".");
  let name = parts.pop();
  while (parts.length) {
    if (languageNamed(name)) return languageNamed(name);
    name = parts.pop() + "." + name;
  }
  return null;
}

// The judge's limits (hydrojudge src/config.ts:13,16,17 at 7dee035a8 and
// :20,23,24 at 6042dc7bb): testcases_max, total_time_limit, memoryMax.
const kMostCases = 100;
const kTotalMs = 60000;
const kMostMegabytes = 512;

class FormatError extends Error {}

// The zip unpacked as 4.19.1 unpacks it: AdmZip, extractAllToAsync
// (problem.ts:454-467 at 7dee035a8).
async function unpack4(file, dir) {
  const zip = new AdmZip(file);
  await new Promise((resolve, reject) => {
    zip.extractAllToAsync(dir, true, (error) => (error ? reject(error) : resolve()));
  });
}

// The zip unpacked as 5.0.4 unpacks it: zip.js's ZipReader on the file's
// stream, each entry written below the folder, its folders made
// (problem.ts:481-491 and @hydrooj/utils lib/utils.ts:309 at 6042dc7bb).
async function unpack5(file, dir) {
  const reader = new zipjs.ZipReader(Readable.toWeb(fs.createReadStream(file)));
  const entries = await reader.getEntries();
  for (const entry of entries) {
    const to = path.join(dir, path.normalize(entry.filename).replace(/^(\.\.[/\\])+/, ""));
    if (entry.directory) {
      fs.mkdirSync(to, { recursive: true });
      continue;
    }
    fs.mkdirSync(path.dirname(to), { recursive: true });
    await entry.getData(Writable.toWeb(fs.createWriteStream(to)));
  }
  await reader.close();
}

// The files of the folder `kind` of a problem, [name, path, isFile] each
// (problem.ts getFiles: none where it is no folder).
function filesOf(dir, kind) {
  const folder = path.join(dir, kind);
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).map((f) => [f.name, path.join(folder, f.name), f.isFile()]);
}

// The statement's languages as the import finds them (findOverrideContent:
// problem.ts:42-57 at 7dee035a8, :45-61 at 6042dc7bb): problem.md or
// problem.pdf alone, else problem_LANG.md (or .pdf) each; 4.19.1 lists a
// folder that may be missing and stops there.
function statementIn(version, dir) {
  if (!fs.existsSync(dir)) {
    if (version === "4.19.1") throw new Error("ENOENT: no such file or directory, scandir '" + path.basename(dir) + "'");
    return null;
  }
  const names = fs.readdirSync(dir);
  if (names.includes("problem.md")) return "problem.md";
  if (names.includes("problem.pdf")) return "problem.pdf";
  const langs = names.map((n) => /^problem(?:_|.)([a-zA-Z_]+)\.(md|pdf)$/.exec(n)).filter((m) => m).map((m) => m[1]);
  return langs.length ? langs.sort().join(",") : null;
}

// What the import of `version` makes of the unpacked zip at `root`
// (problem.ts:443-604 at 7dee035a8, :467-680 at 6042dc7bb): one entry a
// problem, in the order it imports them.
function imported(version, root) {
  const top = fs.readdirSync(root, { withFileTypes: true });
  // 5.0.4 takes a problem.yaml at the root as the one problem (:498-501);
  // 4.19.1 looks only in the top-level folders (:474).
  const folders = version === "5.0.4" && top.some((f) => f.name === "problem.yaml")
    ? ["."] : top.filter((f) => f.isDirectory()).map((f) => f.name);
  const problems = [];
  for (const folder of folders) {
    const dir = path.join(root, folder);
    if (!fs.existsSync(path.join(dir, "problem.yaml"))) continue;
    const pdoc = yaml.load(fs.readFileSync(path.join(dir, "problem.yaml"), "utf8"));
    if (!pdoc) continue;
    const p = { folder: folder, facts: [], testdata: new Map(), records: [] };
    problems.push(p);
    try {
      let statement = statementIn(version, dir);
      if (!statement) statement = statementIn(version, path.join(dir, "statement"));
      if (!statement) statement = statementIn(version, path.join(dir, "problem_statement"));
      const title = pdoc.title || pdoc.name;
      if (typeof title !== "string") throw new Error("Invalid title");
      p.facts.push(["title", title.trim()], ["statement", statement || "none (the content: No content)"]);
      const additional = [];
      const solutions = [];
      // testdata/ and three more: their files, and the files of their folders.
      for (const kind of ["testdata", "attachments", "generators", "include"]) {
        for (const [name, file, isFile] of filesOf(dir, kind)) {
          if (isFile) p.testdata.set(name, file);
          else for (const sub of fs.readdirSync(file)) p.testdata.set(sub, path.join(file, sub));
        }
      }
      // data/sample and data/secret (ICPC's layout): 4.19.1 takes the samples
      // as additional files and the secret as testdata; 5.0.4 takes both as
      // testdata, the samples as additional files too.
      for (const [name, folderPath, isFile] of filesOf(dir, "data")) {
        if (isFile) continue;
        for (const sub of fs.readdirSync(folderPath)) {
          if (name === "sample") additional.push(sub);
          if (name === "secret" || version === "5.0.4") p.testdata.set(sub, path.join(folderPath, sub));
        }
      }
      if (version === "5.0.4") {
        for (const [, folderPath, isFile] of filesOf(dir, "output_validators")) {
          if (isFile) continue;
          for (const sub of fs.readdirSync(folderPath)) if (sub !== "testlib.h") p.testdata.set(sub, path.join(folderPath, sub));
        }
      }
      for (const kind of ["additional_file", "attachments", "statement", "problem_statement"]) {
        for (const [name, , isFile] of filesOf(dir, kind)) if (isFile) additional.push(name);
      }
      for (const [name, , isFile] of filesOf(dir, "solution")) if (isFile) solutions.push(name);
      // std/: the first five files, each a record in the language of its
      // name's second part (:590-595 at 7dee035a8, :657-662 at 6042dc7bb).
      for (const [name, file, isFile] of filesOf(dir, "std")) {
        if (isFile && p.records.length < 5) p.records.push([name, name.split(".")[1], file]);
      }
      if (version === "5.0.4") {
        for (const [, folderPath, isFile] of filesOf(dir, "submissions")) {
          if (isFile) continue;
          for (const sub of fs.readdirSync(folderPath)) {
            if (!sub.endsWith(".zip")) p.records.push([sub, sub.split(".")[1], path.join(folderPath, sub)]);
          }
        }
      }
      p.facts.push(["testdata", [...p.testdata.keys()].sort().join(" ")], ["additional_file", additional.sort().join(" ")],
                   ["solution", solutions.sort().join(" ")]);
      for (const [name, lang] of p.records) p.facts.push(["std", name + " " + lang]);
    } catch (error) {
      p.facts.push(["error", error.message]);
    }
  }
  return problems;
}

// Hydro 5.0.4's readYamlCases (packages/common/cases.ts:5-49 at 6042dc7bb),
// in what differs from 4.19.1's: a checker, interactor, manager or validator
// is a file name or {file, lang}, and comes out as {lang, file}. A checker
// whose name holds a dot is a file of the testdata, its lang "auto" whatever
// {file, lang} said (:21-28); one without is testlib's own, in that lang.
async function readYamlCases5(cfg, checkFile) {
  const read = { checker_type: cfg.checker_type || "default", judge_extra_files: [], user_extra_files: [] };
  const withLang = (source, message) => (typeof source === "string"
    ? { lang: "auto", file: checkFile(source, message) }
    : { lang: source.lang, file: checkFile(source.file, message) });
  if (cfg.type === "objective") {
    if (cfg.checker || cfg.interactor || cfg.validator) throw new Error("no checker, interactor or validator for objective");
  } else {
    if (cfg.checker) {
      const name = typeof cfg.checker === "string" ? cfg.checker : cfg.checker.file;
      const lang = typeof cfg.checker === "string" ? "auto" : cfg.checker.lang || "auto";
      read.checker = name.includes(".") ? withLang(name, "Cannot find checker {0}.") : { lang: lang, file: "testlib:" + name };
    }
    for (const key of ["interactor", "manager", "validator"]) {
      if (cfg[key]) read[key] = withLang(cfg[key], "Cannot find " + key + " {0}.");
    }
    for (const who of ["judge", "user"]) {
      const files = cfg[who + "_extra_files"];
      if (!files) continue;
      if (!Array.isArray(files)) throw new Error("Invalid " + who + "_extra_files config.");
      read[who + "_extra_files"] = files.map((f) => checkFile(f, "Cannot find " + who + " extra file {0}."));
    }
  }
  if (cfg.cases && cfg.cases.length) read.subtasks = [{ cases: cfg.cases, type: "sum" }];
  if (cfg.time) read.time = parseTimeMS(cfg.time);
  if (cfg.memory) read.memory = parseMemoryMB(cfg.memory);
  return Object.assign(cfg, read);
}

// The judge's checkFile (hydrojudge src/utils.ts ensureFile, :42 at
// 7dee035a8, :40 at 6042dc7bb): a file of the problem's testdata, by name
// (a name with a folder: its second part first), or a FormatError.
function checkFileIn(testdata) {
  return (file, message) => {
    if (file === "/dev/null") return file;
    if (file.includes("/") && testdata.has(file.split("/")[1])) return file.split("/")[1];
    if (testdata.has(file.replace(/\.\./g, ""))) return file.replace(/\.\./g, "");
    throw new FormatError(message.replace("{0}", file));
  };
}

// The testdata read for a submission in `language` (hydrojudge src/cases.ts
// readCases, :52-94 at 7dee035a8, :69-114 at 6042dc7bb, and isValidConfig,
// :14-29 and :14-49), then the checker's language (task.ts compileLocalFile:
// :138-153 at 7dee035a8 with compile.ts:53-70; :221-290 at 6042dc7bb).
// Returns {cases, total, checker} or throws what the judge says.
async function judgeReads(version, testdata, language) {
  const config = { checker_type: "default", count: 0, subtasks: [], judge_extra_files: [], user_extra_files: [] };
  if (!testdata.has("config.yaml")) throw new FormatError("no config.yaml: the cases come from the files' names");
  Object.assign(config, yaml.load(fs.readFileSync(testdata.get("config.yaml"), "utf8")));
  const timeRate = +((config.time_limit_rate || {})[language] || rateOf(language)) || 1;
  const memoryRate = +((config.memory_limit_rate || {})[language] || 1) || 1;
  const checkFile = checkFileIn(testdata);
  const readYamlCases = version === "4.19.1" ? readYamlCases4 : readYamlCases5;
  let result;
  try {
    result = await readYamlCases(config, checkFile);
  } catch (error) {
    throw new FormatError(error.message);
  }
  const count = (result.subtasks || []).reduce((sum, s) => sum + s.cases.length, 0);
  if (!count) throw new FormatError("no cases in config.yaml: the cases come from the files' names");
  const subtasks = normalizeSubtasks(result.subtasks, checkFile, config.time, config.memory, false, timeRate, memoryRate);
  const cases = subtasks.flatMap((s) => s.cases);
  const total = cases.reduce((sum, c) => sum + c.time, 0);
  if (count > kMostCases) throw new FormatError("Too many testcases. Cancelled.");
  if (total > kTotalMs) throw new FormatError("Total time limit longer than 60s. Cancelled.");
  if (Math.max(...cases.map((c) => c.memory)) > kMostMegabytes) throw new FormatError("Memory limit larger than memory_max");
  if (!["default", "strict"].includes(result.checker_type) && !result.checker) throw new FormatError("You did not specify a checker.");
  let checker = null;
  if (result.checker) {
    let file = result.checker;
    let lang = "auto";
    if (version === "4.19.1") {
      // task.ts:149 calls file.startsWith: a file name, where an object throws.
      if (typeof file !== "string") throw new TypeError("file.startsWith is not a function");
    } else {
      [file, lang] = typeof file === "string" ? [file, "auto"] : [file.file, file.lang];
    }
    lang = lang === "auto" ? languageOfFile(file) : languageNamed(lang);
    if (!lang) throw new FormatError("Unknown checker language.");
    checker = file + " " + lang;
  }
  return { cases: cases, total: total, checker: checker };
}

async function main() {
  const scratch = fs.mkdtempSync(path.join(process.env.TMPDIR || os.tmpdir(), "hydro-import-"));
  try {
    for (const [version, unpack] of [["4.19.1", unpack4], ["5.0.4", unpack5]]) {
      const root = path.join(scratch, version);
      fs.mkdirSync(root);
      await unpack(packageFile, root);
      const problems = imported(version, root);
      console.log(version + ".problems=" + problems.map((p) => p.folder).join(","));
      for (const p of problems) {
        const key = version + "." + p.folder + ".";
        for (const [name, value] of p.facts) console.log(key + name + "=" + value);
        if (p.facts.some(([name]) => name === "error")) continue;
        try {
          const read = await judgeReads(version, p.testdata, "cc");
          console.log(key + "config=ok");
          console.log(key + "checker=" + read.checker);
          for (const c of read.cases) {
            console.log(key + "case=" + c.input + " " + c.output + " " + c.time + " " + c.memory);
          }
        } catch (error) {
          console.log(key + "config=error: " + error.message);
        }
        for (const language of kLanguages) {
          try {
            console.log(key + "judge." + language + "=" + (await judgeReads(version, p.testdata, language)).total);
          } catch (error) {
            console.log(key + "judge." + language + "=refused: " + error.message);
          }
        }
      }
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.log("hydro_import.js failed: " + String(error.stack || error));
  process.exit(1);
});
