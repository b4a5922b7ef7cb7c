// How judge --problem reads a Kattis package (tools/judge/package_config.cpp,
// package_data.cpp, constants.cpp, submissions_yaml.cpp, programs.cpp,
// problem_yaml.cpp): what it refuses before any run, and what of the 2025-09
// format it reads as the spec says. Hostile packages are small, and the judge
// that reads them runs under a bound on its memory.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "support/judge_runs.hpp"
#include "support/package_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

namespace {

namespace fs = std::filesystem;

const char kModern[] = "problem_format_version: 2025-09\nname: reading\n";

// The judge on a package folder, its address space bounded (1 GB: a judge
// that copies a bomb's aliases is stopped there, not the machine), with
// --no-sandbox unless `boxed`, and --time-limit 5 unless `limit` is "".
ProgramRun judge_bounded(const std::string& folder, const std::vector<std::string>& command, bool boxed = false,
                         const std::string& limit = "5") {
  std::vector<std::string> args;
#ifndef SUITE_SANITIZED  // a sanitizer reserves terabytes of address space
  args = {"--as=1073741824", SUITE_JUDGE};
#endif
  args.insert(args.end(), {"--problem", folder});
  if (!limit.empty()) args.insert(args.end(), {"--time-limit", limit});
  if (!boxed) args.push_back("--no-sandbox");
  args.push_back("--");
  args.insert(args.end(), command.begin(), command.end());
#ifndef SUITE_SANITIZED
  return run_program_on("/usr/bin/prlimit", args, "");
#else
  return run_program_on(SUITE_JUDGE, args, "");
#endif
}

// A refusal: exit status 2, `why` in its one line, no test run.
void expect_refused(const ProgramRun& run, const std::string& why) {
  EXPECT_EQ(run.status, 2) << run.out << run.err;
  EXPECT_NE(run.err.find(why), std::string::npos) << run.err;
  EXPECT_EQ(run.err.find('\n'), run.err.size() - 1) << run.err;
  EXPECT_EQ(run.out.find("test "), std::string::npos) << run.out;
}

// A 1 MB anchor used 1,000 times in args (1 GB once its aliases are copied
// as strings) is refused on the line where it passes 16 MB, from a group's
// test_group.yaml and from a test's own NAME.yaml. Under 16 MB the aliases
// are read, each copy the same text.
TEST(PackageReading, AnAliasBombIsRefusedWithItsLine) {
  std::string bomb = "big: &big \"" + std::string(1 << 20, 'x') + "\"\nargs:\n";
  for (int i = 0; i < 1000; ++i) bomb += "  - *big\n";
  const std::map<std::string, std::string> one = {{"problem.yaml", kModern}, {"data/secret/1.in", "1\n"},
                                                  {"data/secret/1.ans", "1\n"}};
  std::map<std::string, std::string> files = one;
  files["data/secret/test_group.yaml"] = bomb;
  // 1 MB of the anchor, then 16 aliases: the 16th (line 18) passes 16 MB.
  expect_refused(judge_bounded(package_folder(files), {"/bin/cat"}),
                 "judge: data/secret/test_group.yaml does not parse: line 18: more than 16 MB of text once aliases are expanded");
  files = one;
  files["data/secret/1.yaml"] = bomb;
  expect_refused(judge_bounded(package_folder(files), {"/bin/cat"}),
                 "judge: data/secret/1.yaml does not parse: line 18: more than 16 MB of text once aliases are expanded");

  // The control: a small anchor used in args reaches the solution each time.
  files = one;
  files["data/secret/test_group.yaml"] = "word: &w seven\nargs: [*w, *w, *w]\n";
  files["data/secret/1.ans"] = "seven seven seven\n";
  const ProgramRun read = judge_bounded(package_folder(files), {"/bin/echo"});
  EXPECT_EQ(read.status, 0) << read.out << read.err;
  EXPECT_EQ(verdicts(read), (std::map<std::string, std::string>{{"secret/1", "AC"}})) << read.out << read.err;
}

// The peak resident memory, in KB, of `command` run to its end (python3's
// getrusage of its children), or -1.
long peak_kb(const std::vector<std::string>& command) {
  std::vector<std::string> args = {"-c",
                                   "import resource, subprocess, sys\n"
                                   "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n"
                                   "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"};
  args.insert(args.end(), command.begin(), command.end());
  const ProgramRun run = run_program_on(python3(), args, "");
  return run.status == 0 ? std::stol(run.out) : -1;
}

// A solution's arguments (args) that exec could not take are refused when
// the package is read, with why: one argument of 128 KB (Linux's limit for
// one, with its NUL; the old judge ran the solution, "exit status 126: cannot
// run"), and all of a test's together over 64 KB, from test_group.yaml or the
// test's NAME.yaml; so the validator's flags (output_validator_args). 60 KB
// of arguments reach the solution, boxed and not.
TEST(PackageReading, ArgumentsExecCannotTakeAreRefused) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 for the solution (Debian: apt-get install python3)";
  const std::map<std::string, std::string> one = {{"problem.yaml", kModern}, {"data/secret/1.in", "1\n"},
                                                  {"data/secret/1.ans", "1\n"}};
  std::map<std::string, std::string> files = one;
  files["data/secret/test_group.yaml"] = "args: [a, " + std::string(131072, 'x') + "]\n";
  expect_refused(judge_bounded(package_folder(files), {"/bin/cat"}, true),
                 "judge: data/secret/test_group.yaml: line 1: args has an argument of 131072 bytes, over Linux's limit "
                 "of 131071 (MAX_ARG_STRLEN, 128 KB with its NUL): the solution could not be started with it");
  files = one;
  std::string many = "args:\n";
  for (int i = 0; i < 20; ++i) many += "  - " + std::string(4000, 'y') + "\n";
  files["data/secret/1.yaml"] = many;
  expect_refused(judge_bounded(package_folder(files), {"/bin/cat"}, true),
                 "judge: data/secret/1.yaml: line 2: args takes 80180 bytes of arguments (each with its NUL and "
                 "pointer), over the judge's 64 KB for the solution");
  files = one;
  files["problem.yaml"] = std::string(kModern) + "validator_flags: " + std::string(40000, 'z') + "\n";
  files["data/secret/test_group.yaml"] = "output_validator_args: [" + std::string(40000, 'w') + "]\n";
  files["output_validator/accept.py"] = "import sys\nsys.exit(42)\n";
  expect_refused(judge_bounded(package_folder(files), {"/bin/cat"}),
                 "judge: data/secret/test_group.yaml: line 1: output_validator_args takes 80018 bytes of arguments "
                 "with validator_flags");

  // 60 KB in 15 arguments: the solution counts them.
  files = one;
  std::string fitting = "args:\n";
  for (int i = 0; i < 15; ++i) fitting += "  - " + std::string(4000, 'v') + "\n";
  files["data/secret/test_group.yaml"] = fitting;
  files["data/secret/1.ans"] = "15 60000\n";
  const std::vector<std::string> counts = {python3(), "-c", "import sys\nprint(len(sys.argv) - 1, sum(map(len, sys.argv[1:])))\n"};
  for (bool boxed : {false, true}) {
    const ProgramRun run = judge_bounded(package_folder(files), counts, boxed);
    EXPECT_EQ(run.status, 0) << boxed << "\n" << run.out << run.err;
    EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"secret/1", "AC"}})) << run.out << run.err;
  }
}

// 2,000 tests that inherit 60 KB of args from their group hold them once: the
// judge that reads them (and refuses the package for a last test with no
// .in, so that nothing runs) stays under 64 MB. Copied to each test, they
// were 120 MB.
TEST(PackageReading, InheritedArgumentsAreHeldOnce) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 to measure the judge";
#ifdef SUITE_SANITIZED
  GTEST_SKIP() << "skipped: a sanitizer's memory is not the judge's";
#endif
  const std::string root = temp_path("-inherited");
  std::map<std::string, std::string> files = {{"problem.yaml", kModern}, {"data/secret/zz.ans", "1\n"}};
  std::string fitting = "args:\n";
  for (int i = 0; i < 15; ++i) fitting += "  - " + std::string(4000, 'v') + "\n";
  files["data/secret/test_group.yaml"] = fitting;
  for (int i = 0; i < 2000; ++i) {
    const std::string name = "data/secret/" + std::to_string(1000 + i);
    files[name + ".in"] = "1\n", files[name + ".ans"] = "1\n";
  }
  package_folder(files, root);
  const ProgramRun refused = judge_bounded(root, {"/bin/cat"});
  expect_refused(refused, "judge: data/secret/zz.ans has no zz.in");
  const long kb = peak_kb({SUITE_JUDGE, "--problem", root, "--no-sandbox", "--", "/bin/cat"});
  EXPECT_GT(kb, 0);
  EXPECT_LT(kb, 64 << 10) << kb << " KB";
  std::printf("the judge that read them: %ld KB at its peak\n", kb);
  fs::remove_all(root);
}

// A validator that accepts an output whose first line is the answer's: a
// POSIX shell script.
const char kRunScript[] =
    "#!/bin/sh\n"
    "read want < \"$2\"\n"
    "read got\n"
    "[ \"$got\" = \"$want\" ] && exit 42\n"
    "echo \"wanted $want\" > \"$3/judgemessage.txt\"\n"
    "exit 43\n";

// The 2025-09 format's program folder (its "Other programs"): an output
// validator of a `run` script alone is the program (it was refused, "in a
// language not run here"); with a `build` script, `build` runs once in a copy
// of the folder and makes `run`. A `run` that is not executable is refused.
TEST(PackageReading, AValidatorFolderOfARunScriptIsTheProgram) {
  const std::map<std::string, std::string> two = {{"problem.yaml", kModern},  {"data/secret/1.in", "1\n"},
                                                  {"data/secret/1.ans", "1\n"}, {"data/secret/2.in", "2\n"},
                                                  {"data/secret/2.ans", "3\n"}};
  const std::map<std::string, std::string> judged = {{"secret/1", "AC"}, {"secret/2", "WA"}};
  std::map<std::string, std::string> files = two;
  files["output_validator/run"] = kRunScript;
  const std::string run_only = package_folder(files);
  fs::permissions(run_only + "/output_validator/run", fs::perms::owner_exec, fs::perm_options::add);
  const ProgramRun run = judge_bounded(run_only, {"/bin/cat"});
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_EQ(verdicts(run), judged) << run.out << run.err;
  EXPECT_NE(run.out.find("wanted 3"), std::string::npos) << run.out;

  files = two;
  files["output_validator/build"] = std::string("#!/bin/sh\ncp validator.sh run && chmod +x run\n");
  files["output_validator/validator.sh"] = kRunScript;
  const std::string built = package_folder(files);
  fs::permissions(built + "/output_validator/build", fs::perms::owner_exec, fs::perm_options::add);
  const ProgramRun by_build = judge_bounded(built, {"/bin/cat"});
  EXPECT_EQ(verdicts(by_build), judged) << by_build.out << by_build.err;
  EXPECT_EQ(fs::exists(built + "/output_validator/run"), false);  // made in the copy

  files = two;
  files["output_validator/run"] = kRunScript;
  expect_refused(judge_bounded(package_folder(files), {"/bin/cat"}),
                 "judge: the output validator output_validator/: its \"run\" is not executable");
}

// A Python program that burns `seconds` of CPU time, then does `then`.
std::string burning(const char* seconds, const char* then) {
  return std::string("import time\nwhile time.process_time() < ") + seconds + ":\n    pass\n" + then;
}

// The 2025-09 time limit is worked out from every submission that
// submissions.yaml (or the spec's default for its folder) bounds it from below
// by, on the tests that expectation covers: wrong_answer/'s slow submission
// (AC or WA permitted: it bounds it) is the slowest, not brute_force/'s (TLE
// permitted), nor one opted out with use_for_time_limit: false, nor one whose
// slow group its expectation does not cover. The old judge timed accepted/
// alone.
TEST(PackageReading, SubmissionsYamlBoundsTheTimeLimit) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 for the submissions (Debian: apt-get install python3)";
  const char echo[] = "print(input())\n";
  const std::map<std::string, std::string> files = {
      {"problem.yaml", kModern},
      {"data/secret/a/1.in", "a\n"},
      {"data/secret/a/1.ans", "a\n"},
      {"data/secret/b/1.in", "b\n"},
      {"data/secret/b/1.ans", "b\n"},
      {"submissions/accepted/fast.py", echo},
      {"submissions/wrong_answer/slow.py", burning("0.6", "print('wrong')\n")},
      {"submissions/brute_force/slower.py", burning("1.2", echo)},
      {"submissions/custom/slowest.py", burning("1.5", echo)},
      {"submissions/custom/partial.py", "import time\ns = input()\nwhile s == 'b' and time.process_time() < 0.9:\n"
                                            "    pass\nprint(s if s == 'a' else 'x')\n"},
      {"submissions/submissions.yaml",
       "custom/{slowest,nothing}.py:\n  permitted: [AC]\n  use_for_time_limit: false\n"
       "custom/partial.py:\n  secret/a:\n    permitted: [AC]\n"}};
  const ProgramRun run = judge_bounded(package_folder(files), {"/bin/cat"}, false, "");
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("(as the 2025-09 format works it out: 2 x 0."), std::string::npos) << run.out;
  EXPECT_NE(run.out.find(" s, the slowest of 3 submissions that bound it from below (submissions/wrong_answer/slow.py), "
                         "rounded up to a multiple of 1"),
            std::string::npos)
      << run.out;

  // Braces that would make millions of globs are refused.
  std::map<std::string, std::string> braces = files;
  std::string deep, wide;
  for (int i = 0; i < 25; ++i) deep += "{a,b}";
  for (int i = 0; i < 4; ++i) wide += "{a,b,c,d,e,f,g,h,i,j}";
  braces["submissions/submissions.yaml"] = "accepted/" + deep + ":\n  permitted: [AC]\n";
  expect_refused(judge_bounded(package_folder(braces), {"/bin/cat"}, false, ""),
                 "judge: submissions/submissions.yaml: accepted/{a,b}{a,b}");
  expect_refused(judge_bounded(package_folder(braces), {"/bin/cat"}, false, ""), ": more than 20 braces in one glob");
  braces["submissions/submissions.yaml"] = "accepted/" + wide + ":\n  permitted: [AC]\n";
  expect_refused(judge_bounded(package_folder(braces), {"/bin/cat"}, false, ""),
                 ": more than 1000 globs in the file once braces are expanded");
}

// problem.yaml's constants (2025-09) are substituted, {{name}} and
// {{name.variant}}, in the output validator and in test_group.yaml (its args
// reach the solution so), each value as BAPCtools writes it (Python's str:
// 10.0, 1e+20, 1e-05); an undefined one is left as it is, and test data is not
// changed. The old judge left them all: the validator wanted "{{FIVE}}".
TEST(PackageReading, ConstantsAreSubstitutedInValidatorsAndTestGroups) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 for the validator (Debian: apt-get install python3)";
  std::map<std::string, std::string> files = {
      {"problem.yaml", std::string(kModern) +
                           "constants:\n  FIVE:\n    value: 5\n    WORD: five\n  SIX: 6\n"
                           "  FLOAT:\n    value: 10.0\n    GERMAN: \"10,0\"\n  BIG: 1.0e+20\n  TINY: 1.0e-5\n"},
      {"data/secret/1.in", "{{FIVE}}\n"},
      {"data/secret/1.ans", "{{FIVE}}\n"},
      {"data/secret/test_group.yaml", "args: [\"{{SIX}}\", \"{{FIVE.WORD}}\", \"{{FIVE.value}}\"]\n"},
      {"output_validator/validate.py",
       "import sys\n"
       "want = '{{FIVE}} {{SIX}} {{FLOAT}} {{FIVE.WORD}} {{FLOAT.GERMAN}} {{BIG}} {{TINY}} {{UNDEFINED}} {{{SIX}}}'\n"
       "got = sys.stdin.read().strip()\n"
       "if got == want:\n    sys.exit(42)\n"
       "open(sys.argv[3] + '/judgemessage.txt', 'w').write('wanted ' + want)\n"
       "sys.exit(43)\n"}};
  // It prints what it was given: the test's input, its args, and the rest as the validator wants it.
  const std::vector<std::string> solution = {
      python3(), "-c",
      "import sys\nfive = input()\nsix, word, value = sys.argv[1:]\n"
      "print(five if five != '{{FIVE}}' else value, six, '10.0', word, '10,0', '1e+20', '1e-05', '{{' + 'UNDEFINED}}', "
      "'{' + six + '}')\n"};
  const ProgramRun run = judge_bounded(package_folder(files), solution);
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"secret/1", "AC"}})) << run.out << run.err;

  // A C++ validator whose header is a link out of its folder (as BAPCtools'
  // packages link validation.h): the header it names is copied, substituted.
  if (!on_path("g++").empty()) {
    std::map<std::string, std::string> linked = files;
    linked.erase("output_validator/validate.py");
    linked["shared/want.h"] = "const int kWant = {{FIVE}} + {{SIX}};\n";
    linked["output_validator/validate.cpp"] =
        "#include <iostream>\n#include \"want.h\"\nint main() { int got = 0; std::cin >> got; return got == kWant ? 42 : 43; }\n";
    const std::string folder = package_folder(linked);
    fs::create_symlink("../shared/want.h", folder + "/output_validator/want.h");
    const ProgramRun eleven = judge_bounded(folder, {"/bin/echo", "11"});
    EXPECT_EQ(verdicts(eleven), (std::map<std::string, std::string>{{"secret/1", "AC"}})) << eleven.out << eleven.err;
    const ProgramRun ten = judge_bounded(folder, {"/bin/echo", "10"});
    EXPECT_EQ(verdicts(ten), (std::map<std::string, std::string>{{"secret/1", "WA"}})) << ten.out << ten.err;
  }

  // A 1 MB constant used 100 times is over 16 MB of validator: refused.
  files["problem.yaml"] = std::string(kModern) + "constants:\n  BIG: " + std::string(1 << 20, 'b') + "\n";
  std::string uses;
  for (int i = 0; i < 100; ++i) uses += "# {{BIG}}\n";
  files["output_validator/validate.py"] = uses;
  expect_refused(judge_bounded(package_folder(files), solution),
                 "judge: output_validator/validate.py: more than 16 MB once its constants ({{name}}) are substituted");

  files["problem.yaml"] = std::string(kModern) + "constants:\n  9lives: 9\n";
  expect_refused(judge_bounded(package_folder(files), solution),
                 "judge: problem.yaml: line 4: constants has a name that is not [a-zA-Z_][a-zA-Z0-9_]*: \"9lives\"");
}

}  // namespace
