// judge --problem on a 2025-09 package's tests with files of their own
// (NAME.files): each run in a folder of its own that holds a copy of them,
// in the box and not, in each mode (judge_modes.hpp); a NAME.files that is
// no folder refused; a solution named by a relative path found beside them;
// their unpacking off the solution's clock; and test data that is huge or
// sparse bounded and copied with its holes.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "support/judge_modes.hpp"
#include "support/package_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

namespace {

namespace fs = std::filesystem;

// A 2025-09 test's NAME.files: the solution, on stdin and stdout still,
// runs in a folder of its own that holds a copy of them (subfolders too),
// in the box and without it, in each mode; the copy is the run's own (what
// one test changes, the next and the package never see); a link in it is
// refused, files over the memory limit are refused, and they count toward
// the run's memory but not its output; and in an interactive problem too.
TEST(OwnFiles, ATestsOwnFilesAreInItsWorkingFolder) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 (Debian: apt-get install python3)";
  const std::string yaml = "problem_format_version: 2025-09\nname: Files\nuuid: 4\nlimits:\n  time_limit: 5\n";
  std::map<std::string, std::string> files = {
      {"problem.yaml", yaml},
      {"data/secret/1.in", "data.txt\n"}, {"data/secret/1.ans", "one more\n"},
      {"data/secret/1.files/data.txt", "one\n"}, {"data/secret/1.files/sub/more.txt", "more\n"},
      {"data/secret/2.in", "data.txt\n"}, {"data/secret/2.ans", "two more\n"},
      {"data/secret/2.files/data.txt", "two\n"}, {"data/secret/2.files/sub/more.txt", "more\n"},
      {"data/secret/3.in", "data.txt\n"}, {"data/secret/3.ans", "none\n"}};
  // It reads its files, then changes one and removes the other: its own copy.
  const std::string reader = shared_package("reader", {{"reader.py",
      "import os\nname = input().strip()\n"
      "if not os.path.exists(name): print('none'); raise SystemExit\n"
      "print(open(name).read().strip(), open(os.path.join('sub', 'more.txt')).read().strip())\n"
      "open(name, 'w').write('changed')\nos.remove(os.path.join('sub', 'more.txt'))\n"}}) + "/reader.py";
  const std::string package = shared_package("files", files);
  for (const Mode& mode : modes())
    for (const char* sandbox : {"--seed", "--no-sandbox"}) {
      std::vector<std::string> args{"--problem", package};
      if (std::string(sandbox) == "--no-sandbox") args.push_back(sandbox);
      args.insert(args.end(), {"--", python3(), reader});
      const ProgramRun run = judge_as(mode, args);
      EXPECT_EQ(run.status, 0) << mode.name << " " << sandbox << "\n" << run.out << run.err;
      EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"secret/1", "AC"}, {"secret/2", "AC"}, {"secret/3", "AC"}}))
          << mode.name << " " << sandbox << "\n" << run.out << run.err;
    }
  EXPECT_EQ(read_file(package + "/data/secret/1.files/data.txt"), "one\n");
  EXPECT_TRUE(fs::exists(package + "/data/secret/1.files/sub/more.txt"));
  // The control: a solution that finds no files says so, and is WA.
  const std::string blind = temp_file("blind.py", "input()\nprint('none')\n");
  const ProgramRun none = judge_as(modes()[0], {"--problem", package, "--", python3(), blind});
  EXPECT_EQ(first_failure(none), "WA") << none.out << none.err;
  EXPECT_NE(none.out.find("it ran in a folder of its own, given a copy of "), std::string::npos) << none.out;

  // A link is refused, wherever it points; so is a legacy package's NAME.files.
  const std::string linked = shared_package("linked", files);
  fs::create_symlink("/etc/passwd", linked + "/data/secret/2.files/sub/passwd");
  const ProgramRun link = judge_as(modes()[0], {"--problem", linked, "--", python3(), reader});
  EXPECT_EQ(link.status, 2) << link.out << link.err;
  EXPECT_NE(link.err.find("data/secret/2.files: sub/passwd is a link; a test's own files are copied as they are"),
            std::string::npos) << link.err;
  std::map<std::string, std::string> legacy = files;
  legacy["problem.yaml"] = "name: Files\n";
  const ProgramRun old = judge_as(modes()[0], {"--problem", package_folder(legacy), "--", python3(), reader});
  EXPECT_EQ(old.status, 2) << old.out << old.err;
  EXPECT_NE(old.err.find("data/secret/1.files: a test's own files are of the 2025-09 format"), std::string::npos) << old.err;

#ifndef SUITE_SANITIZED  // judge_as gives sanitized runs 2048 MB
  // 40 MB of files, under an output limit of 8 MB: not output. Under 64 MB
  // of memory they count: beside 36 MB of the solution's own, MLE; beside
  // 4 MB, AC. Over the memory limit, refused. The solution holds its memory
  // a second: where the judge samples, it counts what two polls in a row
  // see (held only for the few ms it takes to touch it, it was AC there).
  const std::map<std::string, std::string> big = {
      {"problem.yaml", yaml + "  memory: 64\n  output: 8\n"},
      {"data/secret/1.in", "4\n"}, {"data/secret/1.ans", "41943040\n"},
      {"data/secret/1.files/big.bin", std::string(40 << 20, 'b')},
      {"data/secret/2.in", "36\n"}, {"data/secret/2.ans", "41943040\n"},
      {"data/secret/2.files/big.bin", std::string(40 << 20, 'b')}};
  const std::string holder = temp_file("holder.py",
      "import os, time\nheld = bytearray(int(input()) << 20)\nfor i in range(0, len(held), 4096): held[i] = 1\n"
      "time.sleep(1)\nprint(os.path.getsize('big.bin'))\n");
  const std::string heavy = package_folder(big);
  for (const char* sandbox : {"--seed", "--no-sandbox"}) {
    std::vector<std::string> args{"--problem", heavy};
    if (std::string(sandbox) == "--no-sandbox") args.push_back(sandbox);
    args.insert(args.end(), {"--", python3(), holder});
    const ProgramRun run = judge_as(modes()[0], args);
    const std::map<std::string, std::string> want{{"secret/1", "AC"}, {"secret/2", sandbox == std::string("--seed") ? "MLE" : "AC"}};
    EXPECT_EQ(verdicts(run), want) << sandbox << "\n" << run.out << run.err;
  }
  const ProgramRun over = judge_as(modes()[0], {"--problem", heavy, "--memory-limit", "32", "--", python3(), holder});
  EXPECT_EQ(over.status, 2) << over.out << over.err;
  EXPECT_NE(over.err.find("data/secret/1.files: 40.0 MB of files, over the memory limit of 32.0 MB"), std::string::npos)
      << over.err;
#endif

  // Interactive: the validator asks for the word in the test's key.txt.
  const std::string asked = package_folder(
      {{"problem.yaml", "problem_format_version: 2025-09\nname: Key\nuuid: 5\ntype: interactive\nlimits: {time_limit: 5}\n"},
       {"data/secret/1.in", "\n"}, {"data/secret/1.ans", "open sesame\n"}, {"data/secret/1.files/key.txt", "open sesame\n"},
       {"output_validator/validate.py",
        "import sys\nprint('key?', flush=True)\n"
        "sys.exit(42 if sys.stdin.readline().strip() == open(sys.argv[2]).read().strip() else 43)\n"}});
  const std::string opener = temp_file("opener.py", "input()\nprint(open('key.txt').read().strip(), flush=True)\n");
  const ProgramRun talk = judge_as(modes()[0], {"--problem", asked, "--", python3(), opener});
  EXPECT_EQ(talk.status, 0) << talk.out << talk.err;
  EXPECT_EQ(verdicts(talk), (std::map<std::string, std::string>{{"secret/1", "AC"}})) << talk.out << talk.err;
}

// NAME.files itself must be a folder of the package's: a link to a folder
// (the old judge ignored it, and the test ran without its files) and a
// regular file are refused with why, never judged.
TEST(OwnFiles, ATestsOwnFilesThatAreNoFolderAreRefused) {
  const std::string yaml = "problem_format_version: 2025-09\nname: Files\nuuid: 7\nlimits:\n  time_limit: 5\n";
  const std::map<std::string, std::string> files = {
      {"problem.yaml", yaml}, {"data/secret/1.in", "\n"}, {"data/secret/1.ans", "one\n"}, {"elsewhere/data.txt", "one\n"}};
  const std::string linked = package_folder(files);
  fs::create_directory_symlink(linked + "/elsewhere", linked + "/data/secret/1.files");
  const ProgramRun link = judge_as(modes()[0], {"--problem", linked, "--", "/bin/cat", "data.txt"});
  EXPECT_EQ(link.status, 2) << link.out << link.err;
  EXPECT_NE(link.err.find("data/secret/1.files is a link; a test's own files are a folder of the package's"),
            std::string::npos) << link.err;
  const std::string plain = package_folder(files);
  write_text(plain + "/data/secret/1.files", "one\n");
  const ProgramRun file = judge_as(modes()[0], {"--problem", plain, "--", "/bin/cat", "data.txt"});
  EXPECT_EQ(file.status, 2) << file.out << file.err;
  EXPECT_NE(file.err.find("data/secret/1.files is not a folder"), std::string::npos) << file.err;
}

// A solution named by a relative path (./fsol, python3 sol.py), the judge
// started in its folder, is found on a test with its own files too, though
// it runs in the files' folder: in the box and without it, in each mode.
// The test's own args are left as they are (data.txt is the test's file).
TEST(OwnFiles, ASolutionNamedByARelativePathRunsBesideATestsOwnFiles) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 (Debian: apt-get install python3)";
  const std::string package = shared_package("relative", {
      {"problem.yaml", "problem_format_version: 2025-09\nname: Relative\nuuid: 8\nlimits:\n  time_limit: 5\n"},
      {"data/secret/1.in", "\n"}, {"data/secret/1.ans", "one\n"}, {"data/secret/1.files/data.txt", "one\n"},
      {"data/secret/1.yaml", "args: [data.txt]\n"}});
  const std::string here = shared_folder() + "/relative-solution";
  fs::create_directories(here);
  chmod(here.c_str(), 0755);
  write_text(here + "/fsol", "#!/bin/sh\nexec cat \"$1\"\n");
  chmod((here + "/fsol").c_str(), 0755);
  write_text(here + "/sol.py", "import sys\nprint(open(sys.argv[1]).read().strip())\n");
  chmod((here + "/sol.py").c_str(), 0644);
  for (const std::vector<std::string>& command : {std::vector<std::string>{"./fsol"}, {python3(), "sol.py"}})
    for (const Mode& mode : modes())
      for (const char* sandbox : {"--seed", "--no-sandbox"}) {
        std::vector<std::string> words = mode.prefix;
        words.insert(words.end(), {"/usr/bin/env", "-C", here, "TMPDIR=" + shared_folder(), SUITE_JUDGE, "--problem", package});
        if (std::string(sandbox) == "--no-sandbox") words.push_back(sandbox);
        words.push_back("--");
        words.insert(words.end(), command.begin(), command.end());
        const std::string first = words[0];
        words.erase(words.begin());
        const ProgramRun run = run_program_on(first, words, "");
        EXPECT_EQ(run.status, 0) << command.back() << " " << mode.name << " " << sandbox << "\n" << run.out << run.err;
        EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"secret/1", "AC"}}))
            << command.back() << " " << mode.name << " " << sandbox << "\n" << run.out << run.err;
      }
}

// A test's own files are copied into the box's folder off the solution's
// clock: 10,000 empty files leave /bin/true AC under a limit of 10 ms, in
// each mode (a cgroup counts the run, or sampling does). The old judge
// charged it the 10 to 20 ms the box took to make them, here (TLE), and
// 1.2 to 1.8 s for 150,000. One more file than 10,000 is refused, with why.
TEST(OwnFiles, ATestsOwnFilesAreMadeOffTheSolutionsClock) {
  const std::string yaml = "problem_format_version: 2025-09\nname: Many\nuuid: 9\n";
  std::map<std::string, std::string> files = {{"problem.yaml", yaml}, {"data/secret/1.in", "\n"}, {"data/secret/1.ans", "\n"}};
  for (int i = 0; i < 10000; ++i) files["data/secret/1.files/" + std::to_string(i)] = "";
  const std::string package = shared_package("many", files);
  for (const Mode& mode : modes()) {
    const ProgramRun run = judge_as(mode, {"--problem", package, "--time-limit", "0.01", "--", "/bin/true"});
    EXPECT_EQ(run.status, 0) << mode.name << "\n" << run.out << run.err;
    EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"secret/1", "AC"}})) << mode.name << "\n" << run.out << run.err;
  }
  write_text(package + "/data/secret/1.files/last", "");
  const ProgramRun over = judge_as(modes()[0], {"--problem", package, "--time-limit", "0.01", "--", "/bin/true"});
  EXPECT_EQ(over.status, 2) << over.out << over.err;
  EXPECT_NE(over.err.find("data/secret/1.files: over 10,000 files and folders, the most a test's own files may be"),
            std::string::npos) << over.err;
  fs::remove_all(package);
}

#ifndef SUITE_SANITIZED  // a sanitizer's shadow memory does not fit the bound on the judge's address space
// Sparse files: a test's input of 20 GB (its disk: none) is refused with its
// size before any of it is read, and so is a sample's NAME.interaction; so
// are a test's own files of 300 MB under a memory limit of 1 TB (1048576
// MB), in the box or not. Under the bound, a sparse file is copied with its
// holes: without the box, the solution's copy of 200 MB takes no disk. The
// judge runs with 2 GB of address space and two minutes: the old one, which
// read the input whole, ran out of it (std::bad_alloc).
TEST(OwnFiles, SparseTestDataIsBoundedAndCopiedWithItsHoles) {
  const std::string yaml = "problem_format_version: 2025-09\nname: Sparse\nuuid: 10\nlimits:\n  time_limit: 5\n  memory: 1048576\n";
  const auto bounded_judge = [](const std::vector<std::string>& args) {
    std::vector<std::string> words = {"120", "/usr/bin/prlimit", "--as=2000000000", "/usr/bin/env",
                                      "TMPDIR=" + shared_folder(), SUITE_JUDGE};
    words.insert(words.end(), args.begin(), args.end());
    return run_program_on("/usr/bin/timeout", words, "");
  };
  const std::string input = package_folder({{"problem.yaml", yaml}, {"data/secret/1.ans", "\n"}});
  write_text(input + "/data/secret/1.in", "");
  fs::resize_file(input + "/data/secret/1.in", 20ull << 30);
  const ProgramRun huge = bounded_judge({"--problem", input, "--", "/bin/true"});
  EXPECT_EQ(huge.status, 2) << huge.out << huge.err;
  EXPECT_NE(huge.err.find("data/secret/1.in is 20 GB, over the 256.0 MB a test's input or answer may be here"),
            std::string::npos) << huge.err;
  fs::rename(input + "/data/secret/1.in", input + "/data/secret/1.interaction");  // a sample's, read whole: 16 MB at most
  write_text(input + "/data/secret/1.in", "\n");
  const ProgramRun log = bounded_judge({"--problem", input, "--", "/bin/true"});
  EXPECT_EQ(log.status, 2) << log.out << log.err;
  EXPECT_NE(log.err.find("data/secret/1.interaction is 20 GB, over the 16.0 MB a sample's interaction may be here"),
            std::string::npos) << log.err;
  fs::remove_all(input);

  const std::string own = package_folder({{"problem.yaml", yaml}, {"data/secret/1.in", "\n"}, {"data/secret/1.ans", "0\n"}});
  fs::create_directories(own + "/data/secret/1.files");
  write_text(own + "/data/secret/1.files/big.bin", "");
  fs::resize_file(own + "/data/secret/1.files/big.bin", 300ull << 20);
  for (const char* sandbox : {"--seed", "--no-sandbox"}) {
    std::vector<std::string> args{"--problem", own, sandbox, "--", "/bin/true"};
    if (std::string(sandbox) == "--seed") args.erase(args.begin() + 2);
    const ProgramRun run = bounded_judge(args);
    EXPECT_EQ(run.status, 2) << sandbox << "\n" << run.out << run.err;
    EXPECT_NE(run.err.find("data/secret/1.files: over 256.0 MB of files, the most a test's own files may be"),
              std::string::npos) << sandbox << "\n" << run.err;
  }
  if (!python3().empty()) {  // 200 MB: taken, and copied without its holes' disk
    fs::resize_file(own + "/data/secret/1.files/big.bin", 200ull << 20);
    const std::string blocks = temp_file("blocks.py", "import os\ninput()\nprint(os.stat('big.bin').st_blocks)\n");
    const ProgramRun run = bounded_judge({"--problem", own, "--no-sandbox", "--", python3(), blocks});
    EXPECT_EQ(run.status, 0) << run.out << run.err;
    EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"secret/1", "AC"}})) << run.out << run.err;
  }
  fs::remove_all(own);
}
#endif

}  // namespace
