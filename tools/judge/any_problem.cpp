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


#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <sstream>

#include "judge/constants.hpp"
#include "judge/files.hpp"
#include "judge/folder_limits.hpp"
#include "judge/package_config.hpp"
#include "judge/package_data.hpp"
#include "judge/problem_yaml.hpp"
#include "judge/programs.hpp"
#include "judge/setup.hpp"
#include "judge/submissions_yaml.hpp"
#include "judge/tests.hpp"
#include "judge/text.hpp"
#include "judge/unzip.hpp"
#include "judge/work.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

// How a time limit is worked out from the accepted submissions' times.
struct TimeRule {
  double multiplier = 5;
  // 0: problemtools' legacy rule (rounded to whole seconds, at least 1);
  // else 2025-09's (the smallest multiple of this at or above).
  double resolution = 0;
};

// The time limit where the package gives none: the slowest CPU time of the
// submissions that bound it from below, times the multiplier, rounded by the
// rule (problemtools' Submissions.check: the accepted submissions; 2025-09:
// each submission an expectation of submissions.yaml bounds, on the tests
// that expectation covers). Those in C, C++ and Python 3 are built and
// judged here (as the problem judges: its validator, interactive or in
// passes), without the sandbox, under the memory limit and a minute a test;
// one that gets a verdict its expectations do not permit is not timed.
double timed_by_accepted(const Setup& setup, const fs::path& root, const TimeRule& rule, Work& work,
                         const TimeSubmission& time_one, std::string& from) {
  const bool modern = rule.resolution > 0;
  const std::vector<Expectation> expected = expectations(root, modern);
  std::vector<std::string> subs;  // "accepted/sol.py": each entry of each folder of submissions/
  std::vector<fs::path> folders;
  if (fs::is_directory(root / "submissions"))
    for (const auto& e : fs::directory_iterator(root / "submissions"))
      if (fs::is_directory(e.path())) folders.push_back(e.path());
  std::sort(folders.begin(), folders.end());
  for (const fs::path& folder : folders) {
    std::vector<std::string> inside;
    for (const auto& e : fs::directory_iterator(folder)) inside.push_back(folder.filename().string() + "/" + e.path().filename().string());
    std::sort(inside.begin(), inside.end());
    subs.insert(subs.end(), inside.begin(), inside.end());
  }
  Setup timing = setup;
  timing.sandbox = false, timing.files = false;
  timing.limits = {60, setup.limits.memory_kb, setup.limits.memory_kb, 64 << 10};
  timing.output_limit_set = true;
  const std::vector<Test>& tests = setup.any.tests;
  for (std::size_t k = 0; k < tests.size(); ++k) {
    write_test_file(work.test_base(k, tests[k].name) + ".in", tests[k].input, tests[k].input_file);
    write_test_file(work.test_base(k, tests[k].name) + ".ans", tests[k].answer, tests[k].answer_file);
  }
  double slowest = -1;
  std::string slowest_name;
  int timed = 0;
  for (const std::string& sub : subs) {
    // The expectations that bound it from below, and the tests each covers.
    std::vector<const Expectation*> bounding;
    for (const Expectation& e : expected)
      if (e.lower() && matched(e.submissions, sub)) bounding.push_back(&e);
    std::vector<std::size_t> covered;
    for (std::size_t k = 0; k < tests.size(); ++k)
      for (const Expectation* e : bounding)
        if (e->tests.empty() || matched(e->tests, tests[k].name)) {
          covered.push_back(k);
          break;
        }
    if (covered.empty()) continue;
    std::string why;
    const std::string name = "submissions/" + shown(sub);
    try {
      timing.command = built(root / "submissions" / sub, work.folder / "timed" / sub, name, why);
    } catch (const JudgeError&) {
      if (limited::stop_signal != 0) throw;
      continue;  // problemtools would refuse the package; the others still time it
    }
    if (timing.command.empty()) continue;
    double longest = 0;
    bool passed = true;
    for (std::size_t i = 0; i < covered.size() && passed; ++i) {
      const std::size_t k = covered[i];
      const Timed r = time_one(timing, work, k);
      if (r.verdict == Verdict::STOP) throw JudgeError("stopped");
      for (const Expectation* e : bounding)
        if ((e->tests.empty() || matched(e->tests, tests[k].name)) && !e->allows(expected_word(r.verdict))) passed = false;
      longest = std::max(longest, r.cpu);
    }
    if (!passed) continue;
    ++timed;
    if (longest > slowest) slowest = longest, slowest_name = name;
  }
  const std::string who = modern ? "as the 2025-09 format works it out" : "as problemtools works it out";
  if (timed == 0) {
    from = modern ? "1 s assumed: no submission that bounds it from below (accepted/, or as submissions.yaml says) "
                    "in C, C++ or Python 3 ran here as expected, to time, as the 2025-09 format does"
                  : "1 s assumed: no accepted submission in C, C++ or Python 3 passed here to time, as problemtools does";
    return 1;
  }
  const double exact = slowest * rule.multiplier;
  const double limit = modern ? std::max(rule.resolution, std::ceil(exact / rule.resolution - 1e-9) * rule.resolution)
                              : std::max(1.0, std::floor(0.5 + exact));
  char buf[200];
  std::snprintf(buf, sizeof buf, ": %g x %.2f s, the slowest of %d %s%s (", rule.multiplier, slowest, timed,
                modern ? "submission" : "accepted submission",
                modern ? (timed == 1 ? " that bounds it from below" : "s that bound it from below") : (timed == 1 ? "" : "s"));
  from = who + buf + slowest_name + "), " +
         (modern ? "rounded up to a multiple of " + seconds_text(rule.resolution) : "rounded, at least 1 s");
  return limit;
}

void load_package(Setup& setup, Work& work, const TimeSubmission& time_one) {
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
  Config config;
  try {
    config = problem_config(root);
  } catch (const JudgeError& e) {
    throw JudgeError(any.name + ": " + e.what());
  }
  const std::string yaml = "problem.yaml";
  Checking& checking = any.checking;

  // What kind of problem: legacy's validation ("custom interactive"; DOMjudge
  // reads "custom multi-pass" too) and type (pass-fail, scoring), 2025-09's
  // type (a string of words or a list of them).
  const std::vector<std::string> validation = words(config["validation"]);
  std::vector<std::string> types = config.modern ? config.list("type") : words(config.yaml.text("type", ""));
  if (!config.modern && validation.size() > 1) types.insert(types.end(), validation.begin() + 1, validation.end());
  bool scoring = false, multi_pass = false;
  for (const std::string& type : types) {
    if (type == "interactive") checking.interactive = true;
    else if (type == "multi-pass") multi_pass = true;
    else if (type == "scoring" || type == "score") scoring = true;
    else if (type == "submit-answer")
      throw JudgeError(any.name + " is a submit-answer problem (" + yaml + "), whose answers are files, not a program's run");
    else if (type != "pass-fail")
      throw JudgeError(yaml + ": " + (config.modern ? "type" : "validation") + " has " + judge_io::escaped(type) +
                       ", not one of pass-fail, scoring, interactive, multi-pass");
  }
  any.type_words = types.empty() ? "pass-fail" : "";
  for (const std::string& type : types) any.type_words += (any.type_words.empty() ? "" : ", ") + judge_io::escaped(type);
  any.scoring = scoring;
  if (multi_pass) checking.passes = static_cast<int>(config.modern ? config.positive("limits.validation_passes") : 2);
  if (multi_pass && checking.passes < 2)
    throw JudgeError(yaml + ": limits.validation_passes is " + std::to_string(checking.passes) + ", and a multi-pass problem has 2 or more");

  if (!fs::is_directory(root / "data")) throw JudgeError(any.name + ": the package has no data/ folder (its tests)");
  GroupConfig top;
  read_group(root, root / "data", top, config, multi_pass, any.tests);
  if (any.tests.empty()) throw JudgeError(any.name + ": no test in data/ (NAME.in with its NAME.ans)");

  // The output validator: legacy's output_validators/ (one program in it),
  // 2025-09's output_validator/ (the program itself; problemtools' examples
  // keep it in a folder of its own inside).
  const std::vector<std::string> flags = words(config["validator_flags"]);
  std::vector<fs::path> validators;
  const fs::path validator_folder = root / (config.modern ? "output_validator" : "output_validators");
  if (fs::is_directory(validator_folder))
    for (const auto& e : fs::directory_iterator(validator_folder)) validators.push_back(e.path());
  std::sort(validators.begin(), validators.end());
  if (config.modern && !validators.empty() && !(validators.size() == 1 && fs::is_directory(validators[0])))
    validators = {validator_folder};
  const bool custom = config.modern ? !validators.empty() : !validation.empty() && validation[0] == "custom";
  if (!config.modern && !validation.empty() && validation[0] != "default" && validation[0] != "custom")
    throw JudgeError(yaml + ": validation is default or custom, not " + judge_io::escaped(config["validation"]));
  if (!custom && (checking.interactive || multi_pass))
    throw JudgeError(any.name + " is " + (checking.interactive ? "interactive" : "multi-pass") + ", and " +
                     (config.modern ? "output_validator/ has no validator" : yaml + " does not say validation: custom"));
  if (!custom) {
    std::string why;
    checking.rules = token_rules(flags, why);
    if (!why.empty()) throw JudgeError(yaml + ": validator_flags: " + judge_io::escaped(why));
    for (const Test& t : any.tests)
      if (!t.flags.empty()) token_rules(t.flags, why);
    if (!why.empty())
      throw JudgeError(std::string(config.modern ? "test_group.yaml: output_validator_args: " : "testdata.yaml: output_validator_flags: ") +
                       judge_io::escaped(why));
    checking.kind = CheckerKind::kTokens;
    checking.flags = flags;
    checking.title = "the default output validator (tokens" + std::string(flags.empty() ? "" : ", " + judge_io::escaped(config["validator_flags"])) + ")";
  } else {
    const std::string where = config.modern ? "output_validator/" : "output_validators/";
    if (validators.empty()) throw JudgeError(yaml + " says validation: custom, and output_validators/ has no validator");
    if (validators.size() > 1) throw JudgeError(where + " has " + std::to_string(validators.size()) + " validators; the judge runs one");
    const std::string name = validators[0] == validator_folder ? where : where + shown(validators[0].filename());
    std::string why;
    const fs::path constants = work.folder / "output_validator" / "constants";
    const fs::path source = with_constants(validators[0], constants, root, config.constants);
    checking.program = built(source, work.folder / "output_validator", "the output validator " + name, why,
                             source == validators[0] ? root : constants);
    if (checking.program.empty()) throw JudgeError("the output validator " + name + ": " + why);
    checking.kind = CheckerKind::kKattis;
    checking.flags = flags;
    checking.title = std::string(checking.interactive ? "talking with " : "") + "the package's output validator " + name +
                     (flags.empty() ? "" : " (" + judge_io::escaped(config["validator_flags"]) + ")");
  }
  if (checking.interactive || multi_pass || scoring)
    checking.title += " (" + any.type_words + (multi_pass ? ": at most " + std::to_string(checking.passes) + " passes" : "") + ")";

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
      const fs::path constants = work.folder / "input_validator" / "constants";
      const fs::path source = with_constants(v, constants, root, config.constants);
      any.input_validator = built(source, work.folder / "input_validator", "the input validator " + name, why,
                                  source == v ? root : constants);
      if (!any.input_validator.empty()) {
        any.input_validator_name = name;
        break;
      }
    }
  }

  // The limits: --time-limit, .timelimit, else problemtools' way; memory and output from problem.yaml.
  const auto from_yaml = [&](const std::string& key) {
    return config.yaml.has(key) ? "problem.yaml's " + key
                                : (config.modern ? "the 2025-09 format's default for " : "problemtools' default for ") + key;
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
  // A test's own files: nothing but files and folders, at most
  // kTestFilesBytes and kTestFilesEntries, read before any run (the accepted
  // submissions' below too). In the sandbox they are in the run's working
  // folder, which the box holds in memory, on the run's count: more than the
  // memory limit could never pass.
  for (const Test& t : any.tests) {
    if (t.files.empty()) continue;
    const std::string named = "data/" + t.name + ".files";
    const unsigned long long bytes = test_files_bytes(t.files, named);
    if (setup.sandbox && bytes > static_cast<unsigned long long>(setup.limits.memory_kb) * 1024)
      throw JudgeError(named + ": " + megabytes(static_cast<long>(bytes / 1024)) + " of files, over the memory limit of " +
                       megabytes(setup.limits.memory_kb) + ", which counts them (the solution's working folder is " +
                       "held in memory in the sandbox)");
  }
  if (any.time_from.empty()) {
    if (const double timelimit = timelimit_file(root); timelimit > 0) {
      setup.limits.seconds = timelimit;
      any.time_from = ".timelimit (DOMjudge's file)";
    } else if (config.modern && config.yaml.has("limits.time_limit")) {
      setup.limits.seconds = config.positive("limits.time_limit");
      any.time_from = "problem.yaml's limits.time_limit";
    } else {
      TimeRule rule;
      rule.multiplier = config.positive(config.modern ? "limits.time_multipliers.ac_to_time_limit" : "limits.time_multiplier");
      rule.resolution = config.modern ? config.positive("limits.time_resolution") : 0;
      setup.limits.seconds = timed_by_accepted(setup, root, rule, work, time_one, any.time_from);
    }
  }
}

}  // namespace

void load_any_problem(Setup& setup, Work& work, const TimeSubmission& time_one) {
  AnyProblem& any = setup.any;
  if (any.kind == ProblemKind::kPackage) {
    load_package(setup, work, time_one);
  } else {
    const fs::path root = fs::absolute(any.given);
    if (!fs::is_directory(root)) throw JudgeError("--tests " + judge_io::escaped(any.given) + ": no such folder");
    read_folder(root, root, any.tests);
    if (any.tests.empty()) throw JudgeError("--tests " + judge_io::escaped(any.given) + ": no test in it (NAME.in)");
    any.name = shown(fs::canonical(root).filename());
    any.checking.kind = CheckerKind::kTokens;
    any.checking.rules.case_sensitive = true;
    any.checking.title = "tokens (white space aside, case-sensitive)";
    read_folder_limits(setup, root);
  }
  if (!setup.input.empty()) {  // --input FILE: the one test, its answer beside it (a folder's or an interactive one's may be none)
    const fs::path in = setup.input, stem = in.parent_path() / in.stem();
    const std::string answer = fs::exists(stem.string() + ".ans") ? stem.string() + ".ans" : stem.string() + ".out";
    const bool talks = any.checking.interactive || !any.interactor_given.empty();
    if ((!fs::exists(answer) && !talks && any.kind != ProblemKind::kTests) || in.extension() == ".out" || in.extension() == ".ans")
      throw JudgeError("--input " + judge_io::escaped(setup.input) + ": no " + shown(stem.filename()) +
                       ".ans or .out beside it (its expected answer)");
    Test t{"input", ""};
    t.input_file = test_file(in, "--input " + judge_io::escaped(setup.input));
    if (fs::exists(answer)) t.answer_file = test_file(answer, shown(answer));
    t.no_answer = !fs::exists(answer) && !talks;
    any.tests = {t};
  }
  if (setup.stress_mode && setup.stress.answers.empty() && !any.checking.interactive && any.interactor_given.empty())
    throw JudgeError("--stress on a problem that is not interactive needs --answer COMMAND (the right answers); only an "
                     "interactive problem's validator judges without them");
  if (!any.interactor_given.empty()) {
    any.checking.kind = CheckerKind::kTestlib;
    any.checking.interactive = true;
    for (Test& t : any.tests) t.no_answer = false;  // the interactor is given an empty answer
    any.checking.program = checker_program(any.interactor_given, "--interactor", work);
    any.checking.title = "talking with the interactor " + judge_io::escaped(any.interactor_given) + " (testlib's exit statuses)";
    if (!any.checker_given.empty()) {
      any.checking.then_checker = checker_program(any.checker_given, "--checker", work);
      any.checking.title += ", then the checker " + judge_io::escaped(any.checker_given) + " on its output";
    }
  } else if (!any.checker_given.empty()) {
    any.checking.kind = CheckerKind::kTestlib;
    any.checking.program = checker_program(any.checker_given, "--checker", work);
    any.checking.title = "the checker " + judge_io::escaped(any.checker_given) + " (testlib's exit statuses)";
  } else if (!any.validator_given.empty()) {
    any.checking.kind = CheckerKind::kKattis;
    any.checking.program = checker_program(any.validator_given, "--validator", work);
    any.checking.title = "the output validator " + judge_io::escaped(any.validator_given) + " (Kattis's: 42, 43)";
  }
  if (any.checking.kind == CheckerKind::kTokens)  // the answer read whole at each test
    for (const Test& t : any.tests) {
      std::error_code ec;
      const auto bytes = fs::file_size(t.answer_file, ec);
      if (!ec && bytes > kWholeAnswerBytes)
        throw JudgeError("test " + t.name + ": its answer is " + size_text(bytes) + ", over the " +
                         size_text(kWholeAnswerBytes) + " that the judge's token comparison reads whole (a validator " +
                         "of the package's own reads it itself)");
    }
}

}  // namespace judge
