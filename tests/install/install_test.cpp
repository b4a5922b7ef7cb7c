// The suite as a user installs it: `cmake --install` into a prefix, the
// prefix then moved away from where it was installed (nothing the build wrote
// into the programs can point there), and the installed judge run on the
// installed shuttle_formula: AC, in its sandbox, with the parts it finds from
// its own executable (tools/suite_parts.hpp). Then the Debian package, made
// by cpack: what it depends on, and the same judge unpacked from it. Skipped,
// saying why, where bubblewrap cannot sandbox (or dpkg-deb is missing).
#include <gtest/gtest.h>
#include <stdlib.h>

#include <filesystem>
#include <iterator>
#include <string>
#include <vector>

#include "support/program_runs.hpp"
#include "support/sandbox_probe.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"

namespace {

namespace fs = std::filesystem;

// A new folder of this test's own.
std::string new_folder(const std::string& name) {
  std::string folder = temp_dir() + name + "_XXXXXX";
  if (mkdtemp(folder.data()) == nullptr) throw std::runtime_error("cannot make " + folder);
  return folder;
}

// The prefix, installed and then moved: its path now.
std::string installed_and_moved() {
  const std::string folder = new_folder("install");
  const ProgramRun install = run_program_on(SUITE_CMAKE, {"--install", SUITE_BINARY_DIR, "--prefix", folder + "/first"}, "");
  if (install.status != 0) throw std::runtime_error("cmake --install: " + install.err + install.out);
  fs::rename(folder + "/first", folder + "/moved");
  return folder + "/moved";
}

// The installed judge, `judge args...` (built with sanitizers: a memory
// limit of 2048 MB first, as sanitizers take tens of MB of their own).
ProgramRun installed_judge(const std::string& prefix, std::vector<std::string> args) {
#ifdef SUITE_SANITIZED
  args.insert(args.begin() + 1, {"--memory-limit", "2048"});
#endif
  return run_program_on(prefix + "/bin/judge", args, "");
}

TEST(Install, TheInstalledJudgeFindsItsPartsFromItself) {
  if (!judge_sandboxes()) GTEST_SKIP() << "skipped: bubblewrap cannot sandbox here; " << SUITE_BWRAP_NEEDED_FOR;
  const std::string prefix = installed_and_moved();
  EXPECT_FALSE(fs::exists(fs::path(prefix).parent_path() / "first"));
  EXPECT_TRUE(fs::exists(prefix + "/libexec/judge_suite/box_init"));
  EXPECT_TRUE(fs::exists(prefix + "/share/judge_suite/judges.tsv"));
  EXPECT_FALSE(fs::exists(prefix + "/bin/suite_data")) << "the build folder's layout, installed";
  const ProgramRun run = installed_judge(prefix, {"shuttle", "--", prefix + "/bin/shuttle_formula"});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("; sandboxed (bubblewrap"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\n13 tests: 13 AC\n"), std::string::npos) << run.out;
  // The rotation game's judge tier starts from the installed sample, and
  // takes the hardest boards from the installed hardest_boards.
  const ProgramRun rotation =
      installed_judge(prefix, {"rotation_game", "--only", "1", "--", prefix + "/bin/rotation_game"});
  EXPECT_EQ(rotation.status, 0) << rotation.out << rotation.err;
  EXPECT_NE(rotation.out.find("test   1  sample "), std::string::npos) << rotation.out;
}

TEST(Install, EveryInstalledProgramNamesTheVersion) {
  const std::string prefix = installed_and_moved();
  int programs = 0;
  for (const fs::directory_entry& e : fs::directory_iterator(prefix + "/bin")) {
    const std::string name = e.path().filename().string();
    const ProgramRun help = run_program_on(e.path().string(), {"--help"}, "");
    EXPECT_EQ(help.status, 0) << name;
    const std::string named = name + " (judge_suite) " SUITE_VERSION "\n";
    EXPECT_EQ(help.out.substr(help.out.size() - std::min(help.out.size(), named.size() + 1)), "\n" + named) << help.out;
    const ProgramRun version = run_program_on(e.path().string(), {"--version"}, "");
    EXPECT_EQ(version.status, 0) << name;
    EXPECT_EQ(version.out, named);
    ++programs;
  }
  // the puzzles' programs and checkers, hardest_boards, judge, replay, bundler
  EXPECT_EQ(programs, static_cast<int>(std::size(kProgramPaths) + std::size(kCheckerPaths)) + 4);
}

TEST(Install, TheInstalledReplayRunsTheInstalledRotationGame) {
  const std::string prefix = installed_and_moved();
  const std::string sample = prefix + "/share/judge_suite/samples/rotation_game/sample-judge";
  const std::string page = temp_path(".html");
  const ProgramRun run = run_program_on(prefix + "/bin/replay", {"rotation_game", sample + ".in", sample + ".out", "-o", page}, "");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(read_file(page).find("<html"), std::string::npos);
}

// `dpkg-deb args...`'s stdout; fails the test where it fails.
std::string dpkg_deb(const std::vector<std::string>& args) {
  const ProgramRun run = run_program_on(SUITE_DPKG_DEB, args, "");
  EXPECT_EQ(run.status, 0) << "dpkg-deb " << args[0] << ": " << run.err;
  return run.out;
}

TEST(DebianPackage, NamesWhatItNeedsAndItsJudgeRunsUnpacked) {
  if (!*SUITE_DPKG_DEB) GTEST_SKIP() << "skipped: dpkg-deb is not installed (Debian: apt-get install dpkg)";
  const std::string folder = new_folder("deb");
  const ProgramRun cpack =
      run_program_on(SUITE_CPACK, {"-G", "DEB", "--config", SUITE_BINARY_DIR "/CPackConfig.cmake", "-B", folder}, "");
  ASSERT_EQ(cpack.status, 0) << cpack.out << cpack.err;
  std::string deb;
  for (const fs::directory_entry& e : fs::directory_iterator(folder))
    if (e.path().extension() == ".deb") deb = e.path().string();
  ASSERT_NE(deb, "") << cpack.out;
  EXPECT_EQ(fs::path(deb).filename().string().rfind("judge-suite_" SUITE_VERSION "_", 0), 0u) << deb;
  const std::string info = dpkg_deb({"--info", deb});
  EXPECT_NE(info.find("\n Package: judge-suite\n"), std::string::npos) << info;
  EXPECT_NE(info.find("\n Version: " SUITE_VERSION "\n"), std::string::npos) << info;
  const std::size_t depends = info.find("\n Depends: ");
  ASSERT_NE(depends, std::string::npos) << info;
  const std::string needs = info.substr(depends, info.find('\n', depends + 1) - depends);
  EXPECT_NE(needs.find("bubblewrap"), std::string::npos) << needs;
  EXPECT_EQ(needs.find("chromium"), std::string::npos) << needs << ": only suggested";
  EXPECT_NE(info.find("\n Suggests: chromium\n"), std::string::npos) << info;

  if (!judge_sandboxes()) GTEST_SKIP() << "skipped: bubblewrap cannot sandbox here; " << SUITE_BWRAP_NEEDED_FOR;
  dpkg_deb({"-x", deb, folder + "/root"});
  const std::string usr = folder + "/root/usr";
  const ProgramRun run = installed_judge(usr, {"shuttle", "--", usr + "/bin/shuttle_formula"});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("; sandboxed (bubblewrap"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\n13 tests: 13 AC\n"), std::string::npos) << run.out;
}

}  // namespace
