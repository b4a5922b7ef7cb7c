// any_problem.cpp: a folder of tests or a Kattis package read (any_problem.hpp).
// problemtools v1.20231016 is the reference: problemtools/verifyproblem.py
// (TestCaseGroup, lines 304-357: data/ in sorted(os.listdir()) order, groups
// and tests mixed, a test where NAME.ans has its NAME.in, testdata.yaml's keys
// inherited from the group above; OutputValidators.validate, lines 1569-1589:
// the validator called `input answer feedback_dir flags < output`, flags
// validator_flags then the group's output_validator_flags; Submissions.check,
// lines 1671-1724: the time limit), problemtools/config/problem.yaml (the
// defaults) and problemtools/config/languages.yaml (how C, C++ and Python are
// built and run).
#include "judge/any_problem.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <sstream>

#include "judge/files.hpp"
#include "judge/problem_yaml.hpp"
#include "judge/setup.hpp"
#include "judge/tests.hpp"
#include "judge/text.hpp"
#include "judge/unzip.hpp"
#include "judge/work.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

// Building a validator or a submission: problemtools' compilation_time (60 s),
// and room for a compiler.
const limited::Limits kBuildLimits = {60, 2 << 20, 0, 64 << 10};

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> all;
  for (std::string w; in >> w;) all.push_back(w);
  return all;
}

// The full path of `name` on PATH, or "".
std::string on_path(const std::string& name) {
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "/usr/bin:/bin");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    const std::string p = (dir.empty() ? "." : dir) + "/" + name;
    struct stat st {};
    if (stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(p.c_str(), X_OK) == 0) return p;
  }
  return "";
}

std::string extension(const fs::path& p) { return p.extension().string(); }

// A name from the package or folder as the judge shows it: escaped as
// messages are (judge_io::escaped), so that no line it prints, a test's
// included, can be forged or hidden by a name holding "\n" or ESC. A test
// keeps this form for its files' names too.
std::string shown(const fs::path& p) { return judge_io::escaped(p.string()); }

bool is_cpp(const fs::path& p) {
  const std::string e = extension(p);
  return e == ".cc" || e == ".C" || e == ".cpp" || e == ".cxx" || e == ".c++";
}

// The first line of a compiler's messages that says "error" (or its first
// line), the files named from `folder` on.
std::string first_error(std::string messages, const std::string& folder) {
  for (std::size_t at; !folder.empty() && (at = messages.find(folder + "/")) != std::string::npos;)
    messages.erase(at, folder.size() + 1);
  std::istringstream lines(messages);
  std::string first;
  for (std::string line; std::getline(lines, line);) {
    if (first.empty() && !line.empty()) first = line;
    if (line.find("error") != std::string::npos) return shortened(line);
  }
  return shortened(first);
}

// A program of the package (a folder, or one file) made runnable, as
// languages.yaml builds C (gcc -O2 -std=gnu99, -lm) and C++ (g++ -O2
// -std=gnu++17), less -g and -static, and runs Python 3 (/usr/bin/python3
// FILE, else python3 on PATH); a folder with a `build` script builds by it
// and runs its `run` (buildrun.py).
// Its command, or none with `why` for a language not run here. A build that
// fails is thrown with the compiler's first error.
std::vector<std::string> built(const fs::path& source, const fs::path& into, const std::string& what,
                               std::string& why, const fs::path& shown_from = {}) {
  std::vector<fs::path> files;
  if (fs::is_directory(source)) {
    for (const auto& e : fs::directory_iterator(source))
      if (e.is_regular_file()) files.push_back(e.path());
    std::sort(files.begin(), files.end());
  } else {
    files.push_back(source);
  }
  fs::create_directories(into);
  const std::string err = (into / "build.err").string(), out = (into / "build.out").string();
  const auto run_build = [&](std::vector<std::string> argv, const std::string& folder) {
    limited::Run run;
    run.argv = argv, run.in = "/dev/null", run.out = out, run.err = err, run.limits = kBuildLimits;
    run.folder = folder;
    const limited::Outcome o = limited::run_limited(run);
    if (o.stopped) throw JudgeError("stopped");
    if (o.status == 0) return;
    const std::string said = read_file(err) + read_file(out);
    throw JudgeError(what + " does not build: " +
                     (o.over_cpu || o.over_wall ? "over " + seconds_text(kBuildLimits.seconds) + " of building"
                      : said.empty()           ? "exit status " + std::to_string(o.status)
                                               : first_error(said, (shown_from.empty() ? source.parent_path() : shown_from).string())));
  };
  if (fs::is_directory(source) && fs::exists(source / "build")) {
    const fs::path copy = into / "src";
    fs::copy(source, copy, fs::copy_options::recursive | fs::copy_options::overwrite_existing);
    run_build({(copy / "build").string()}, copy.string());
    if (!fs::exists(copy / "run")) throw JudgeError(what + ": its build script made no \"run\"");
    return {(copy / "run").string()};
  }
  std::vector<std::string> c, cpp, python;
  for (const fs::path& f : files) {
    if (extension(f) == ".c") c.push_back(f.string());
    else if (is_cpp(f)) cpp.push_back(f.string());
    else if (extension(f) == ".py" || extension(f) == ".py3") python.push_back(f.string());
  }
  const std::string binary = (into / "program").string();
  if (!cpp.empty()) {
    const std::string gxx = on_path("g++");
    if (gxx.empty()) throw JudgeError(what + " is C++, and g++ is not on PATH (Debian: apt-get install g++)");
    std::vector<std::string> argv = {gxx, "-O2", "-std=gnu++17", "-o", binary};
    argv.insert(argv.end(), cpp.begin(), cpp.end());
    run_build(argv, "");
    return {binary};
  }
  if (!c.empty()) {
    const std::string gcc = on_path("gcc");
    if (gcc.empty()) throw JudgeError(what + " is C, and gcc is not on PATH (Debian: apt-get install gcc)");
    std::vector<std::string> argv = {gcc, "-O2", "-std=gnu99", "-o", binary};
    argv.insert(argv.end(), c.begin(), c.end());
    argv.push_back("-lm");
    run_build(argv, "");
    return {binary};
  }
  if (python.size() == 1 || (!python.empty() && fs::is_directory(source))) {
    const std::string main = python.size() == 1 ? python[0] : "";
    if (main.empty()) {
      why = "Python in several files";
      return {};
    }
    const std::string head = read_file(main).substr(0, 200);
    if (head.compare(0, 2, "#!") == 0 && head.substr(0, head.find('\n')).find("python2") != std::string::npos) {
      why = "Python 2, which is not run here";
      return {};
    }
    const std::string python3 = fs::exists("/usr/bin/python3") ? "/usr/bin/python3" : on_path("python3");
    if (python3.empty()) {
      why = "Python 3, and python3 is not on PATH (Debian: apt-get install python3)";
      return {};
    }
    return {python3, main};
  }
  why = files.empty() ? "no files" : "in a language not run here (only C, C++ and Python 3 are)";
  return {};
}

// problem.yaml, and problemtools' defaults (config/problem.yaml) for what it
// leaves out: a top-level key, or one of limits' (problemtools lays the given
// limits over its own). A value of the wrong kind throws YamlError, on its line.
struct Config {
  YamlFile yaml;
  // A string's key ("validation").
  std::string operator[](const std::string& key) const {
    static const std::map<std::string, std::string> kDefaults = {
        {"type", "pass-fail"}, {"validation", "default"}, {"validator_flags", ""}};
    const auto fallback = kDefaults.find(key);
    return yaml.text(key, fallback == kDefaults.end() ? "" : fallback->second);
  }
  // A limit's key ("limits.memory"): a number above 0, at most 2^20 (MB, or times).
  double positive(const std::string& key) const {
    static const std::map<std::string, double> kDefaults = {
        {"limits.time_multiplier", 5}, {"limits.time_safety_margin", 2}, {"limits.memory", 1024}, {"limits.output", 8}};
    return yaml.positive(key, kDefaults.at(key), 1 << 20);
  }
};

Config problem_config(const fs::path& root) {
  Config config;
  const fs::path file = root / "problem.yaml";
  if (!fs::exists(file)) return config;  // problemtools says it is missing, and judges by its defaults
  config.yaml = YamlFile(read_file(file), "problem.yaml");
  for (const char* key : {"type", "validation", "validator_flags"}) config[key];  // each of its kind, or refused
  for (const char* key : {"limits.time_multiplier", "limits.time_safety_margin", "limits.memory", "limits.output"})
    config.positive(key);
  return config;
}

// The tests of data/, in problemtools' order; each group's testdata.yaml
// over its parent's (the key read: output_validator_flags, a string whose
// words are the flags).
void read_group(const fs::path& root, const fs::path& folder, std::map<std::string, std::string> config,
                std::vector<Test>& tests) {
  if (fs::exists(folder / "testdata.yaml")) {
    const YamlFile yaml(read_file(folder / "testdata.yaml"), shown(fs::relative(folder / "testdata.yaml", root)));
    if (yaml.has("output_validator_flags")) config["output_validator_flags"] = yaml.text("output_validator_flags", "");
  }
  std::vector<fs::path> entries;
  for (const auto& e : fs::directory_iterator(folder)) entries.push_back(e.path());
  std::sort(entries.begin(), entries.end());
  for (const fs::path& p : entries) {
    if (fs::is_directory(p)) {
      read_group(root, p, config, tests);
      continue;
    }
    const fs::path stem = p.parent_path() / p.stem();
    const std::string name = shown(fs::relative(stem, root / "data"));
    if (extension(p) == ".ans" && !fs::exists(stem.string() + ".in"))
      throw JudgeError("data/" + name + ".ans has no " + shown(p.stem()) + ".in");
    if (extension(p) != ".in") continue;
    if (fs::exists(stem.string() + ".interaction") && !fs::exists(stem.string() + ".ans")) continue;
    if (!fs::exists(stem.string() + ".ans"))
      throw JudgeError("data/" + name + ".in has no " + shown(p.stem()) + ".ans (its expected answer)");
    Test t{name, read_file(p)};
    t.answer = read_file(stem.string() + ".ans");
    t.flags = words(config["output_validator_flags"]);
    tests.push_back(t);
  }
}

// NAME.in with NAME.ans (or NAME.out), in the folder and its subfolders, in name order.
void read_folder(const fs::path& root, const fs::path& folder, std::vector<Test>& tests) {
  std::vector<fs::path> entries;
  for (const auto& e : fs::directory_iterator(folder)) entries.push_back(e.path());
  std::sort(entries.begin(), entries.end());
  for (const fs::path& p : entries) {
    if (fs::is_directory(p)) {
      read_folder(root, p, tests);
      continue;
    }
    if (extension(p) != ".in") continue;
    const fs::path stem = p.parent_path() / p.stem();
    const std::string name = shown(fs::relative(stem, root));
    std::string answer;
    if (fs::exists(stem.string() + ".ans")) answer = stem.string() + ".ans";
    else if (fs::exists(stem.string() + ".out")) answer = stem.string() + ".out";
    else throw JudgeError(name + ".in has no " + shown(p.stem()) + ".ans or .out (its expected answer)");
    Test t{name, read_file(p)};
    t.answer = read_file(answer);
    tests.push_back(t);
  }
}

// --checker FILE or --validator FILE: a program, or a source built here.
std::vector<std::string> checker_program(const std::string& given, const std::string& what, Work& work) {
  const fs::path p = fs::absolute(given);
  if (!fs::exists(p)) throw JudgeError(what + " " + judge_io::escaped(given) + ": no such file");
  const std::string e = extension(p);
  if (e == ".c" || is_cpp(p) || e == ".py") {
    std::string why;
    std::vector<std::string> command = built(p, work.folder / "checker", what + " " + judge_io::escaped(given), why);
    if (command.empty()) throw JudgeError(what + " " + judge_io::escaped(given) + ": " + why);
    return command;
  }
  if (access(p.c_str(), X_OK) != 0) throw JudgeError(what + " " + judge_io::escaped(given) + " is not executable (nor C, C++ or Python source)");
  return {p.string()};
}

// problemtools' time limit: the slowest accepted submission's CPU time on the
// tests, times time_multiplier, rounded to whole seconds, at least 1
// (Submissions.check). The accepted submissions in C, C++ and Python 3 are
// built and run here, without the sandbox, under the memory limit.
double problemtools_time(const fs::path& root, const std::vector<Test>& tests, double multiplier, long memory_kb,
                         Work& work, std::string& from) {
  const fs::path folder = root / "submissions" / "accepted";
  std::vector<fs::path> subs;
  if (fs::is_directory(folder))
    for (const auto& e : fs::directory_iterator(folder)) subs.push_back(e.path());
  std::sort(subs.begin(), subs.end());
  double slowest = -1;
  std::string slowest_name;
  int timed = 0;
  for (const fs::path& sub : subs) {
    std::string why;
    const std::string name = "submissions/accepted/" + shown(sub.filename());
    std::vector<std::string> command;
    try {
      command = built(sub, work.folder / "accepted" / sub.filename(), name, why);
    } catch (const JudgeError&) {
      if (limited::stop_signal != 0) throw;
      continue;  // problemtools would refuse the package; the others still time it
    }
    if (command.empty()) continue;
    double longest = 0;
    bool passed = true;
    for (std::size_t k = 0; k < tests.size() && passed; ++k) {
      const std::string base = (work.folder / "accepted" / "timing").string();
      write_file(base + ".in", tests[k].input);
      limited::Run run;
      run.argv = command, run.in = base + ".in", run.out = base + ".out", run.err = base + ".err";
      run.limits = {60, memory_kb, memory_kb, 64 << 10};
      const limited::Outcome o = limited::run_limited(run);
      if (o.stopped) throw JudgeError("stopped");
      passed = o.status == 0 && !o.over_cpu && !o.over_wall && !o.over_memory && !o.over_output;
      longest = std::max(longest, o.cpu);
    }
    if (!passed) continue;
    ++timed;
    if (longest > slowest) slowest = longest, slowest_name = name;
  }
  if (timed == 0) {
    from = "1 s assumed: no accepted submission in C, C++ or Python 3 ran here to time, as problemtools does";
    return 1;
  }
  const double exact = slowest * multiplier;
  const double limit = std::max(1.0, std::floor(0.5 + exact));
  char buf[200];
  std::snprintf(buf, sizeof buf, "as problemtools works it out: %g x %.2f s, the slowest of %d accepted submission%s (%s), rounded, at least 1 s",
                multiplier, slowest, timed, timed == 1 ? "" : "s", slowest_name.c_str());
  from = buf;
  return limit;
}

void load_package(Setup& setup, Work& work) {
  AnyProblem& any = setup.any;
  fs::path root = fs::absolute(any.given);
  if (!fs::exists(root)) throw JudgeError("--problem " + judge_io::escaped(any.given) + ": no such file or folder");
  if (!fs::is_directory(root)) {
    const fs::path unpacked = work.folder / "package";
    std::vector<std::string> names;
    try {
      names = unzip_to(root.string(), unpacked.string());
    } catch (const std::runtime_error& e) {
      throw JudgeError("--problem " + judge_io::escaped(any.given) + ": " + e.what());
    }
    for (const std::string& name : names) {
      const fs::path written = unpacked / name;
      if (!name.empty() && name.back() != '/' && (written.filename() == "build" || written.filename() == "run"))
        fs::permissions(written, fs::perms::owner_exec, fs::perm_options::add);
    }
    // Its folder: the zip's own, or the one folder all of it is in (at any depth).
    root = unpacked;
    any.name = shown(fs::path(any.given).stem());
    for (;;) {
      if (!fs::is_directory(root) || fs::exists(root / "problem.yaml") || fs::exists(root / "data")) break;
      std::vector<fs::path> inside;
      for (const auto& e : fs::directory_iterator(root)) inside.push_back(e.path());
      if (inside.size() != 1 || !fs::is_directory(inside[0])) break;
      root = inside[0];
      any.name = shown(root.filename());
    }
  } else {
    any.name = shown(fs::canonical(root).filename());
  }
  const Config config = problem_config(root);
  const std::vector<std::string> validation = words(config["validation"]);
  if (std::find(validation.begin(), validation.end(), "interactive") != validation.end())
    throw JudgeError(any.name + " is an interactive problem (problem.yaml: validation: " + judge_io::escaped(config["validation"]) +
                     "), which the judge does not run: it runs a program on an input and checks its output");
  if (!fs::is_directory(root / "data")) throw JudgeError(any.name + ": the package has no data/ folder (its tests)");
  read_group(root, root / "data", {}, any.tests);
  if (any.tests.empty()) throw JudgeError(any.name + ": no test in data/ (NAME.in with its NAME.ans)");
  const std::string yaml = "problem.yaml";

  // The output validator.
  const std::vector<std::string> flags = words(config["validator_flags"]);
  std::vector<fs::path> validators;
  if (fs::is_directory(root / "output_validators"))
    for (const auto& e : fs::directory_iterator(root / "output_validators")) validators.push_back(e.path());
  std::sort(validators.begin(), validators.end());
  if (validation.empty() || validation[0] == "default") {
    std::string why;
    any.checking.rules = token_rules(flags, why);
    if (!why.empty()) throw JudgeError(yaml + ": validator_flags: " + judge_io::escaped(why));
    for (const Test& t : any.tests)
      if (!t.flags.empty()) token_rules(t.flags, why);
    if (!why.empty()) throw JudgeError("testdata.yaml: output_validator_flags: " + judge_io::escaped(why));
    any.checking.kind = "tokens";
    any.checking.flags = flags;
    any.checking.title = "the default output validator (tokens" + std::string(flags.empty() ? "" : ", " + judge_io::escaped(config["validator_flags"])) + ")";
  } else if (validation[0] == "custom") {
    if (validators.empty()) throw JudgeError(yaml + " says validation: custom, and output_validators/ has no validator");
    if (validators.size() > 1) throw JudgeError("output_validators/ has " + std::to_string(validators.size()) + " validators; the judge runs one");
    const std::string name = "output_validators/" + shown(validators[0].filename());
    std::string why;
    any.checking.program = built(validators[0], work.folder / "output_validator", "the output validator " + name, why, root);
    if (any.checking.program.empty()) throw JudgeError("the output validator " + name + ": " + why);
    any.checking.kind = "kattis";
    any.checking.flags = flags;
    any.checking.title = "the package's output validator " + name + (flags.empty() ? "" : " (" + judge_io::escaped(config["validator_flags"]) + ")");
  } else {
    throw JudgeError(yaml + ": validation is default or custom, not " + judge_io::escaped(config["validation"]));
  }

  // The input validator (for --stress): the first of input_validators/ and input_format_validators/ that runs here.
  for (const char* folder : {"input_validators", "input_format_validators"}) {
    if (!any.input_validator.empty() || !fs::is_directory(root / folder)) continue;
    std::vector<fs::path> found;
    for (const auto& e : fs::directory_iterator(root / folder)) found.push_back(e.path());
    std::sort(found.begin(), found.end());
    for (const fs::path& v : found) {
      std::string why;
      const std::string name = std::string(folder) + "/" + shown(v.filename());
      if (!setup.stress_mode) break;  // built only for --stress
      any.input_validator = built(v, work.folder / "input_validator", "the input validator " + name, why, root);
      if (!any.input_validator.empty()) {
        any.input_validator_name = name;
        break;
      }
    }
  }

  // The limits: --time-limit, .timelimit, else problemtools' way; memory and output from problem.yaml.
  const auto from_yaml = [&](const std::string& key) {
    return config.yaml.has(key) ? "problem.yaml's " + key : "problemtools' default for " + key;
  };
  if (any.memory_from.empty()) {
    setup.limits.memory_kb = static_cast<long>(config.positive("limits.memory") * 1024);
    if (!setup.stack_set) setup.limits.stack_kb = setup.limits.memory_kb;
    any.memory_from = from_yaml("limits.memory");
  }
  if (!setup.output_limit_set) {
    setup.limits.output_kb = static_cast<long>(config.positive("limits.output") * 1024);
    setup.output_limit_set = true;
    any.output_from = from_yaml("limits.output");
  }
  if (any.time_from.empty()) {
    if (fs::exists(root / ".timelimit")) {
      const std::vector<std::string> given = words(read_file(root / ".timelimit"));
      const std::string text = given.size() == 1 ? given[0] : "";
      char* end = nullptr;
      const double v = std::strtod(text.c_str(), &end);
      if (text.empty() || *end != '\0' || !(v > 0) || v > 3600)
        throw JudgeError(".timelimit is not a time in seconds: " + judge_io::escaped(text));
      setup.limits.seconds = v;
      any.time_from = ".timelimit (DOMjudge's file)";
    } else {
      setup.limits.seconds = problemtools_time(root, any.tests, config.positive("limits.time_multiplier"),
                                               setup.limits.memory_kb, work, any.time_from);
    }
  }
}

}  // namespace

void load_any_problem(Setup& setup, Work& work) {
  AnyProblem& any = setup.any;
  if (any.kind == "package") {
    load_package(setup, work);
  } else {
    const fs::path root = fs::absolute(any.given);
    if (!fs::is_directory(root)) throw JudgeError("--tests " + judge_io::escaped(any.given) + ": no such folder");
    read_folder(root, root, any.tests);
    if (any.tests.empty()) throw JudgeError("--tests " + judge_io::escaped(any.given) + ": no test in it (NAME.in with NAME.ans or NAME.out)");
    any.name = shown(fs::canonical(root).filename());
    any.checking.kind = "tokens";
    any.checking.rules.case_sensitive = true;
    any.checking.title = "tokens (white space aside, case-sensitive)";
  }
  if (!setup.input.empty()) {  // --input FILE: the one test, its answer beside it
    const fs::path in = setup.input, stem = in.parent_path() / in.stem();
    const std::string answer = fs::exists(stem.string() + ".ans") ? stem.string() + ".ans" : stem.string() + ".out";
    if (!fs::exists(answer) || in.extension() == ".out" || in.extension() == ".ans")
      throw JudgeError("--input " + judge_io::escaped(setup.input) + ": no " + shown(stem.filename()) +
                       ".ans or .out beside it (its expected answer)");
    Test t{"input", read_file(in)};
    t.answer = read_file(answer);
    any.tests = {t};
  }
  if (!any.checker_given.empty()) {
    any.checking.kind = "testlib";
    any.checking.program = checker_program(any.checker_given, "--checker", work);
    any.checking.title = "the checker " + judge_io::escaped(any.checker_given) + " (testlib's exit statuses)";
  } else if (!any.validator_given.empty()) {
    any.checking.kind = "kattis";
    any.checking.program = checker_program(any.validator_given, "--validator", work);
    any.checking.title = "the output validator " + judge_io::escaped(any.validator_given) + " (Kattis's: 42, 43)";
  }
}

}  // namespace judge
