// The languages' table (tools/judge/languages.yaml): a language added by a
// user's own table (~/.config/judge-suite/languages.yaml) is built and run
// with no change to the judge (Java, where a JDK is installed, on
// problemtools' hello), and a table that does not read is refused with its
// file and line.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <filesystem>
#include <string>

#include "support/judge_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

namespace {

namespace fs = std::filesystem;

// A test's own XDG_CONFIG_HOME, holding judge-suite/languages.yaml.
class Languages : public testing::Test {
 protected:
  void SetUp() override {
    config_ = temp_path("-config");
    fs::create_directories(config_ + "/judge-suite");
    const char* old = getenv("XDG_CONFIG_HOME");
    old_ = old ? old : "";
    setenv("XDG_CONFIG_HOME", config_.c_str(), 1);
  }
  void TearDown() override {
    if (old_.empty()) unsetenv("XDG_CONFIG_HOME");
    else setenv("XDG_CONFIG_HOME", old_.c_str(), 1);
  }
  void table(const std::string& text) { write_text(config_ + "/judge-suite/languages.yaml", text); }

  std::string config_, old_;
};

const std::string kHello = std::string(SUITE_SOURCE_DIR) + "/tests/judge/problemtools/hello";

TEST_F(Languages, OneEntryAddsJava) {
  if (on_path("javac").empty() || on_path("java").empty())
    GTEST_SKIP() << "skipped: no JDK (Debian: apt-get install default-jdk-headless)";
  const std::string source = temp_path("-java") + "/Hello.java";
  fs::create_directories(fs::path(source).parent_path());
  write_text(source, "public class Hello {\n  public static void main(String[] args) {\n"
                     "    System.out.println(\"Hello World!\");\n  }\n}\n");
  // Without the entry, a .java file is no command.
  ProgramRun run = judge({"--problem", kHello, "--", source});
  EXPECT_EQ(run.status, 2) << run.out << run.err;
  EXPECT_NE(run.err.find("cannot run"), std::string::npos) << run.err;
  table("java:\n  name: Java\n  priority: 800\n  files: '*.java'\n"
        "  compile: 'javac -encoding UTF-8 -d {path} {files}'\n"
        "  run: 'java -Dfile.encoding=UTF-8 -XX:+UseSerialGC -Xss64m -cp {path} {mainclass}'\n");
  // Java names files in its locale's encoding: a UTF-8 one, for a folder
  // named in Chinese (a login's LANG may be unset); the box passes LANG on.
  const std::string lang = getenv("LANG") ? getenv("LANG") : "", all = getenv("LC_ALL") ? getenv("LC_ALL") : "";
  setenv("LANG", "C.UTF-8", 1);
  setenv("LC_ALL", "C.UTF-8", 1);
  run = judge({"--problem", kHello, "--memory-limit", "2048", "--", source});
  if (lang.empty()) unsetenv("LANG");
  else setenv("LANG", lang.c_str(), 1);
  if (all.empty()) unsetenv("LC_ALL");
  else setenv("LC_ALL", all.c_str(), 1);
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("1 test: 1 AC"), std::string::npos) << run.out;
}

TEST_F(Languages, ATableThatDoesNotReadIsRefusedWithItsLine) {
  table("c:\n  name: C\n  files: '*.c'\n  run: '{binary}'\nshell:\n  files: 5\n  run: 'sh {mainfile}'\n");
  const ProgramRun run = judge({"--tests", kHello + "/data/secret", "--", kHello + "/submissions/accepted/hello.py"});
  EXPECT_EQ(run.status, 2) << run.out << run.err;
  EXPECT_NE(run.err.find("languages.yaml: line 6: shell.files is not a string: 5"), std::string::npos) << run.err;
  EXPECT_EQ(run.out, "");
}

TEST_F(Languages, AUsersEntryReplacesTheJudgesOwn) {
  // Python 3 run by a script of the test's own on PATH, which says so: the
  // table's words are what runs (a table's words have no quoting: the runner
  // is named by its name, as the folder may hold spaces).
  const std::string bin = temp_path("-bin");
  fs::create_directories(bin);
  write_text(bin + "/hello-runner", "#!/bin/sh\necho 'Hello World!'\n");
  fs::permissions(bin + "/hello-runner", fs::perms::owner_all | fs::perms::others_read | fs::perms::others_exec);
  const std::string path = getenv("PATH") ? getenv("PATH") : "";
  setenv("PATH", (bin + ":" + path).c_str(), 1);
  table("python3:\n  name: Python 3 (the test's)\n  files: '*.py'\n  run: 'hello-runner {mainfile}'\n");
  const std::string wrong = temp_file("-wrong.py", "print('Goodbye')\n");
  const ProgramRun run = judge({"--tests", kHello + "/data/secret", "--", wrong});
  setenv("PATH", path.c_str(), 1);
  EXPECT_EQ(run.status, 0) << run.out << run.err;  // the runner's words, not the file's
}

}  // namespace
