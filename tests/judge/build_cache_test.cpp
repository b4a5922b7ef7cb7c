// A solution given as its source (judge -- sol.cpp, sol.py), and the build
// cache (tools/judge/build_cache.hpp): built once, then no compiler call
// until a file it read changes; an edited header rebuilt; an entry whose
// copy differs (as a colliding one would), or a cache folder others may
// open, never used; a compile error shown as the compiler gave it, never a
// verdict. The compiler's calls are counted by a g++ of the test's own on
// PATH, which logs each call and runs the real one.
#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <filesystem>
#include <string>
#include <vector>

#include "support/judge_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

namespace {

namespace fs = std::filesystem;

// A test's own cache folder and a g++ on PATH that logs its calls.
class BuildCache : public testing::Test {
 protected:
  void SetUp() override {
    const std::string gxx = on_path("g++");
    if (gxx.empty()) GTEST_SKIP() << "skipped: no g++ (Debian: apt-get install g++)";
    folder_ = temp_path("-cache-test");
    fs::create_directories(folder_ + "/bin");
    fs::create_directories(folder_ + "/tests");
    log_ = folder_ + "/calls";
    write_text(folder_ + "/bin/g++", "#!/bin/sh\necho \"$*\" >> " + shell_quoted(log_) + "\nexec " + shell_quoted(gxx) +
                                         " \"$@\"\n");
    fs::permissions(folder_ + "/bin/g++", fs::perms::owner_all);
    old_path_ = getenv("PATH") ? getenv("PATH") : "";
    old_cache_ = getenv("XDG_CACHE_HOME") ? getenv("XDG_CACHE_HOME") : "";
    setenv("PATH", (folder_ + "/bin:" + old_path_).c_str(), 1);
    setenv("XDG_CACHE_HOME", (folder_ + "/cache").c_str(), 1);
    write_text(folder_ + "/tests/1.in", "1 2\n");
    write_text(folder_ + "/tests/1.ans", "3\n");
    write_text(folder_ + "/tests/2.in", "20 22\n");
    write_text(folder_ + "/tests/2.ans", "42\n");
  }
  void TearDown() override {
    setenv("PATH", old_path_.c_str(), 1);
    if (old_cache_.empty()) unsetenv("XDG_CACHE_HOME");
    else setenv("XDG_CACHE_HOME", old_cache_.c_str(), 1);
  }

  // The compiler's calls so far.
  int calls() const {
    if (!fs::exists(log_)) return 0;
    const std::string text = read_file(log_);
    int lines = 0;
    for (char c : text) lines += c == '\n';
    return lines;
  }
  ProgramRun judged(const std::string& solution) { return judge({"--tests", folder_ + "/tests", "--", solution}); }

  // A + B in C++, plus OFFSET from offset.h in its folder; it fails (exit
  // status 1) unless ONLINE_JUDGE is defined, as judges define it.
  std::string solution_in(const std::string& where, int offset) {
    fs::create_directories(where);
    write_text(where + "/offset.h", "#define OFFSET " + std::to_string(offset) + "\n");
    write_text(where + "/a plus b.cpp",
               "#include <iostream>\n#include \"offset.h\"\n"
               "int main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b + OFFSET << '\\n';\n"
               "#ifdef ONLINE_JUDGE\n  return 0;\n#else\n  return 1;\n#endif\n}\n");
    return where + "/a plus b.cpp";
  }

  std::string folder_, log_, old_path_, old_cache_;
};

TEST_F(BuildCache, ASourceIsBuiltOnceUntilAFileItReadChanges) {
  const std::string solution = solution_in(folder_ + "/mine", 0);
  ProgramRun run = judged(solution);
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("2 tests: 2 AC"), std::string::npos) << run.out;
  const int first = calls();
  EXPECT_GT(first, 0);
  run = judged(solution);
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_EQ(calls(), first) << "the second run called the compiler";
  // offset.h edited: built again, and judged as it now is.
  write_text(folder_ + "/mine/offset.h", "#define OFFSET 1\n");
  run = judged(solution);
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_NE(run.out.find("2 tests: 2 WA"), std::string::npos) << run.out;
  const int edited = calls();
  EXPECT_GT(edited, first);
  // The same files in another folder: the build kept is theirs.
  run = judged(solution_in(folder_ + "/elsewhere (copy)", 1));
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_EQ(calls(), edited) << "the same sources elsewhere were built again";
}

TEST_F(BuildCache, AnEntryWhoseCopyDiffersIsNotUsed) {
  const std::string solution = solution_in(folder_ + "/mine", 0);
  ASSERT_EQ(judged(solution).status, 0);
  const int first = calls();
  // What a colliding entry would hold: the same name, another file's bytes.
  int changed = 0;
  for (const auto& e : fs::recursive_directory_iterator(folder_ + "/cache"))
    if (e.is_regular_file() && e.path().parent_path().filename() == "files" &&
        read_file(e.path().string()).find("OFFSET") != std::string::npos) {
      write_text(e.path().string(), read_file(e.path().string()) + "\n");
      ++changed;
    }
  ASSERT_GT(changed, 0);
  const ProgramRun run = judged(solution);
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_GT(calls(), first) << "an entry whose copy differs was used";
}

TEST_F(BuildCache, ACacheFolderOthersMayOpenIsNotUsed) {
  const std::string solution = solution_in(folder_ + "/mine", 0);
  ASSERT_EQ(judged(solution).status, 0);
  int before = calls();
  fs::permissions(folder_ + "/cache/judge-suite", fs::perms::group_read | fs::perms::group_exec, fs::perm_options::add);
  EXPECT_EQ(judged(solution).status, 0);
  EXPECT_GT(calls(), before) << "a cache folder its group may open was used";
  before = calls();
  fs::remove_all(folder_ + "/cache/judge-suite");
  fs::create_directory_symlink(folder_ + "/elsewhere", folder_ + "/cache/judge-suite");
  fs::create_directories(folder_ + "/elsewhere/builds");
  EXPECT_EQ(judged(solution).status, 0);
  EXPECT_GT(calls(), before);
  EXPECT_TRUE(fs::is_empty(folder_ + "/elsewhere/builds")) << "a link was followed";
}

TEST_F(BuildCache, ACompileErrorIsShownAsTheCompilerGaveItAndIsNoVerdict) {
  write_text(folder_ + "/bad.cpp", "int main() {\n  return x;\n}\n");
  for (int round = 1; round <= 2; ++round) {
    const int before = calls();
    const ProgramRun run = judged(folder_ + "/bad.cpp");
    EXPECT_EQ(run.status, 2) << run.out << run.err;
    EXPECT_EQ(run.out, "") << "a compile error was judged";
    EXPECT_EQ(run.err.rfind("judge: bad.cpp does not build:\n", 0), 0u) << run.err;
    EXPECT_NE(run.err.find("\nbad.cpp:2:10: error: "), std::string::npos) << run.err;
    EXPECT_GT(calls(), before) << "round " << round << ": a failed build was kept";
  }
  // A source with arguments after it is no command: said so.
  const ProgramRun run = judge({"--tests", folder_ + "/tests", "--", folder_ + "/bad.cpp", "x"});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("a source file is built when it is the command's only word"), std::string::npos) << run.err;
}

// A folder whose name is a placeholder's ("{binary}"): the path put in its
// place is not searched again (the judge went round for ever, a hang).
TEST_F(BuildCache, AFolderNamedLikeAPlaceholderIsBuiltIn) {
  const std::string solution = solution_in(folder_ + "/mine", 0);
  const std::string odd = folder_ + "/a {binary} and {path}";
  fs::create_directories(odd);
  const std::string tmpdir = getenv("TMPDIR") ? getenv("TMPDIR") : "";
  setenv("TMPDIR", odd.c_str(), 1);
  const ProgramRun run = judged(solution);
  setenv("TMPDIR", tmpdir.c_str(), 1);
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("2 tests: 2 AC"), std::string::npos) << run.out;
}

TEST_F(BuildCache, APythonSourceIsRun) {
  if (on_path("python3").empty()) GTEST_SKIP() << "skipped: no python3 (Debian: apt-get install python3)";
  write_text(folder_ + "/sum.py", "a, b = map(int, input().split())\nprint(a + b)\n");
  const ProgramRun run = judged(folder_ + "/sum.py");
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("2 tests: 2 AC"), std::string::npos) << run.out;
  EXPECT_EQ(calls(), 0);
}

TEST_F(BuildCache, APackagesValidatorAndSubmissionsAreBuiltOnce) {
  const std::string guess = std::string(SUITE_SOURCE_DIR) + "/tests/judge/problemtools/guess";
  const std::string accepted = guess + "/submissions/accepted/guess.cc";
  ProgramRun run = judge({"--problem", guess, "--", accepted});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  const int first = calls();
  EXPECT_GE(first, 3) << "the validator, the timed submission and the solution";
  run = judge({"--problem", guess, "--", accepted});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_EQ(calls(), first) << "the second judge call built again";
}

}  // namespace
