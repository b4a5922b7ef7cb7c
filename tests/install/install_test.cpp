// The suite as a user installs it: `cmake --install` into a prefix, the
// prefix then moved away from where it was installed (nothing the build wrote
// into the programs can point there), and the installed judge run on the
// installed shuttle_formula: AC, in its sandbox, with the parts it finds from
// its own executable (tools/suite_parts.hpp). What is installed where
// (cmake/install.cmake): no command, manual page or completion with a name a
// Debian package has (debian_names.txt), a manual page for every command
// and for judge listen made by help2man from their --help (read by man-db's
// man and lexgrog), the judge's bash
// completion called as bash calls it. Then the Debian package, made by cpack:
// what it depends on, the same files, its copyright and changelog, lintian's
// verdict, and the same judge unpacked from it. Skipped, saying why, where
// bubblewrap cannot sandbox, or dpkg-deb, man-db or lintian is missing.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "judges/judges.hpp"
#include "puzzles/puzzles.hpp"
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

// What a person runs, in bin/: the judge, the puzzles' programs and checkers.
std::set<std::string> commands() {
  std::set<std::string> names = {"judge"};
  for (const ProgramPath& p : kProgramPaths) names.insert(p.name);
  for (const ProgramPath& p : kCheckerPaths) names.insert(p.name);
  return names;
}
// The manual pages (section 1) and the commands whose --help each says: a
// page a command, and judge-listen's of `judge listen`.
std::vector<std::pair<std::string, std::vector<std::string>>> manual_pages() {
  std::vector<std::pair<std::string, std::vector<std::string>>> all;
  for (const std::string& c : commands()) all.push_back({c, {c}});
  all.push_back({"judge-listen", {"judge", "listen"}});
  return all;
}
// What the tools run, and the two tools no one else needs in bin/.
const std::set<std::string> kHelpers = {"box_init", "bundler", "hardest_boards", "replay"};

// The names Debian's packages have (debian_names.txt: how it was made).
std::set<std::string> debian_names() {
  std::istringstream in(read_file(SUITE_SOURCE_DIR "/tests/install/debian_names.txt"));
  std::set<std::string> names;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') names.insert(line);
  return names;
}

// Checks the installed files, by their paths from the prefix (the .deb's
// from /usr): commands in bin/, helpers in libexec/judge_suite/, a manual
// page a command, the judge's completion, no name a Debian package has, and
// the rest in folders of the suite's own.
void expect_layout(const std::set<std::string>& files, const std::string& from) {
  const std::set<std::string> wanted = commands(), debian = debian_names();
  ASSERT_GT(debian.size(), 10000u) << "debian_names.txt lost its names";
  EXPECT_EQ(debian.count("bundler"), 1u) << "ruby-bundler's, which the suite once installed";
  std::set<std::string> in_bin, pages, completions, helpers;
  const std::vector<std::string> own = {"libexec/judge_suite/", "share/judge_suite/", "share/doc/judge-suite/"};
  for (const std::string& file : files) {
    const std::size_t slash = file.rfind('/');
    const std::string folder = file.substr(0, slash + 1), name = file.substr(slash + 1);
    if (folder == "bin/") in_bin.insert(name);
    else if (folder == "share/man/man1/") pages.insert(name);
    else if (folder == "share/bash-completion/completions/") completions.insert(name);
    else if (folder == "libexec/judge_suite/") helpers.insert(name);
    else
      EXPECT_TRUE(std::any_of(own.begin(), own.end(), [&](const std::string& o) { return file.rfind(o, 0) == 0; }))
          << from << ": " << file << " is in no folder of the suite's own";
    if (folder == "bin/" || folder == "share/man/man1/" || folder == "share/bash-completion/completions/") {
      const std::string command = name.substr(0, name.find(".1.gz"));
      EXPECT_EQ(debian.count(command), 0u) << from << ": " << file << ": a Debian package has the name " << command;
    }
  }
  EXPECT_EQ(in_bin, wanted) << from;
  std::set<std::string> wanted_pages;
  for (const auto& page : manual_pages()) wanted_pages.insert(page.first + ".1.gz");
  EXPECT_EQ(pages, wanted_pages) << from;
  EXPECT_EQ(completions, std::set<std::string>{"judge"}) << from;
  EXPECT_EQ(helpers, kHelpers) << from;
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
  // The rotation game's tests start from the installed sample, and its hard
  // tier takes the hardest boards from the installed helper hardest_boards.
  const ProgramRun rotation =
      installed_judge(prefix, {"rotation_game", "--tests", "hard", "--only", "1", "--", prefix + "/bin/rotation_game"});
  EXPECT_EQ(rotation.status, 0) << rotation.out << rotation.err;
  EXPECT_NE(rotation.out.find("test   1  sample "), std::string::npos) << rotation.out;
}

TEST(Install, EveryInstalledProgramNamesTheVersion) {
  const std::string prefix = installed_and_moved();
  int programs = 0;
  for (const std::string folder : {"/bin", "/libexec/judge_suite"})
    for (const fs::directory_entry& e : fs::directory_iterator(prefix + folder)) {
      const std::string name = e.path().filename().string();
      if (name == "box_init") continue;  // the sandbox's keeper takes no options
      const ProgramRun help = run_program_on(e.path().string(), {"--help"}, "");
      EXPECT_EQ(help.status, 0) << name;
      const std::string named = name + " (judge_suite) " SUITE_VERSION "\n";
      EXPECT_EQ(help.out.substr(help.out.size() - std::min(help.out.size(), named.size() + 1)), "\n" + named) << help.out;
      const ProgramRun version = run_program_on(e.path().string(), {"--version"}, "");
      EXPECT_EQ(version.status, 0) << name;
      EXPECT_EQ(version.out, named);
      ++programs;
    }
  EXPECT_EQ(programs, static_cast<int>(commands().size() + kHelpers.size()) - 1);
}

TEST(Install, NoCommandPageOrCompletionHasANameADebianPackageHas) {
  expect_layout(files_below(installed_and_moved()), "cmake --install");
}

TEST(Install, TheInstalledReplayRunsTheInstalledRotationGame) {
  const std::string prefix = installed_and_moved();
  const std::string sample = prefix + "/share/judge_suite/samples/rotation_game/sample-judge";
  const std::string page = temp_path(".html");
  const ProgramRun run = run_program_on(prefix + "/libexec/judge_suite/replay",
                                        {"rotation_game", sample + ".in", sample + ".out", "-o", page}, "");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(read_file(page).find("<html"), std::string::npos);
}

// Text with every run of spaces and line ends made one space, trimmed.
std::string squeezed(const std::string& text) {
  std::string out;
  for (const char c : text)
    if (c != ' ' && c != '\n' && c != '\t') out += c;
    else if (!out.empty() && out.back() != ' ') out += ' ';
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// `man args...` as a reader on a UTF-8 terminal 80 columns wide would get it
// (groff's warnings on stderr), with `bin` first on PATH (man looks for pages
// beside the folders of PATH) and no MANPATH.
ProgramRun man(std::vector<std::string> args, const std::string& bin = "") {
  const char* path = std::getenv("PATH");
  args.insert(args.begin(), {"-u", "MANPATH", "PATH=" + (bin.empty() ? "" : bin + ":") + (path ? path : "/usr/bin:/bin"),
                             "LC_ALL=C.UTF-8", "MANWIDTH=80", "MANPAGER=cat", "PAGER=cat", on_path("man")});
  return run_program_on("/usr/bin/env", args, "");
}

bool has_man_db() { return !on_path("man").empty() && !on_path("lexgrog").empty(); }
const char kNoManDb[] = "skipped: man-db is not installed (Debian: apt-get install man-db)";

TEST(Install, EveryCommandHasAManualPageThatSaysWhatItsHelpSays) {
  if (!has_man_db()) GTEST_SKIP() << kNoManDb;
  const std::string prefix = installed_and_moved();
  for (const auto& [command, words] : manual_pages()) {
    const std::string page = prefix + "/share/man/man1/" + command + ".1.gz";
    const ProgramRun shown = man({"--warnings", "-l", page});
    EXPECT_EQ(shown.status, 0) << command << ": " << shown.err;
    EXPECT_EQ(shown.err, "") << command << ": groff's warnings";
    // whatis' line: "name - what it does".
    const ProgramRun whatis = run_program_on(on_path("lexgrog"), {page}, "");
    EXPECT_EQ(whatis.status, 0) << command << ": " << whatis.out << whatis.err;
    EXPECT_EQ(whatis.out.rfind(page + ": \"" + command + " - ", 0), 0u) << whatis.out;
    // Every line of the help is on the page, in the same words: a
    // paragraph's heading after the options ("Exit status:") as the
    // section's name, in capitals.
    std::vector<std::string> args(words.begin() + 1, words.end());
    args.push_back("--help");
    const ProgramRun help = run_program_on(prefix + "/bin/" + words[0], args, "");
    std::istringstream lines(help.out);
    const std::string text = squeezed(shown.out);
    int paragraph = 0;
    bool first = true;
    for (std::string line; std::getline(lines, line);) {
      if (line.empty()) {
        ++paragraph, first = true;
        continue;
      }
      if (line.rfind("usage: ", 0) == 0) line = line.substr(7);
      else if (line.find(" (judge_suite) ") != std::string::npos) line = "judge_suite " SUITE_VERSION;
      else if (paragraph >= 2 && first && line[0] != ' ') line = line.substr(line.find(':') + 1);
      first = false;
      EXPECT_NE(text.find(squeezed(line)), std::string::npos) << command << ": \"" << squeezed(line) << "\" is not in\n" << shown.out;
    }
  }
}

TEST(Install, ManJudgeShowsTheProblemsTheOptionsTheExitStatusesAndAnExample) {
  if (!has_man_db()) GTEST_SKIP() << kNoManDb;
  const std::string prefix = installed_and_moved();
  const ProgramRun shown = man({"judge"}, prefix + "/bin");  // `man judge`, DIR/bin on PATH
  ASSERT_EQ(shown.status, 0) << shown.err;
  const std::string text = squeezed(shown.out);
  std::string problems;
  for (const puzzles::Puzzle& p : puzzles::all()) problems += std::string(problems.empty() ? "" : "|") + p.name;
  EXPECT_NE(text.find(" SYNOPSIS judge " + problems + " | --problem DIR|ZIP | --tests DIR [--checker FILE | --validator "
                      "FILE] [--interactor FILE] [--judge NAME] "),
            std::string::npos)
      << shown.out;
  EXPECT_NE(text.find(" OPTIONS --problem DIR|ZIP a Kattis problem package "), std::string::npos) << shown.out;
  EXPECT_NE(text.find(" --judge NAME judge as NAME does "), std::string::npos) << shown.out;
  EXPECT_NE(text.find(" --tests TIER samples, judge "), std::string::npos) << shown.out;
  EXPECT_NE(text.find(" -h, --help print the usage"), std::string::npos) << shown.out;
  EXPECT_NE(text.find(" EXIT STATUS 0 every test is AC "), std::string::npos) << shown.out;
  EXPECT_NE(text.find(" 2 a bad command line, "), std::string::npos) << shown.out;
  EXPECT_NE(text.find(" EXAMPLES ./a.out on the shuttle's sample and a Kattis package, sol.cpp on a folder of tests "
                      "$ judge shuttle --tests samples -- ./a.out $ judge --problem different.zip -- ./a.out "
                      "$ judge --tests tests/ -- sol.cpp "),
            std::string::npos)
      << shown.out;
  EXPECT_NE(text.find(" SEE ALSO judge-listen(1), which writes "), std::string::npos) << shown.out;
}

TEST(Install, ManJudgeListenShowsItsOptionsAndExitStatus) {
  if (!has_man_db()) GTEST_SKIP() << kNoManDb;
  const std::string prefix = installed_and_moved();
  const ProgramRun shown = man({"judge-listen"}, prefix + "/bin");
  ASSERT_EQ(shown.status, 0) << shown.err;
  const std::string text = squeezed(shown.out);
  for (const char* kept : {"NAME judge-listen - receives the problems Competitive Companion (a browser extension) sends, "
                           "and writes each as a folder of tests under DIR SYNOPSIS judge listen [--port N] [--dir DIR] ",
                           " OPTIONS --port N the port on 127.0.0.1 ", " --dir DIR where the folders go ",
                           " It listens on 127.0.0.1 only. ", " EXIT STATUS 2 for a bad command line, ",
                           " SEE ALSO judge(1), which judges "})
    EXPECT_NE(text.find(kept), std::string::npos) << kept << "\nis not in\n" << shown.out;
}

// The manual page of PROGRAM's --help made as the build makes it (cmake/man/man_page.cmake), written to `page`.
ProgramRun man_page(const std::string& program, const std::string& page) {
  return run_program_on(SUITE_CMAKE, {"-DPROGRAM=" + program, "-DPAGE=" + page, "-DHELP2MAN=" SUITE_HELP2MAN,
                                      "-DAWK=" SUITE_AWK, "-P", SUITE_SOURCE_DIR "/cmake/man/man_page.cmake"}, "");
}

TEST(Install, AManualPageKeepsWhatRoffWouldTakeForItsOwn) {
  if (!has_man_db()) GTEST_SKIP() << kNoManDb;
  // A help whose lines start with what roff reads as a request or escape.
  const std::string odd = "usage: odd [--x 'Q'] < input\n\n"
                          ".TH starts this line; 'quoted' and \\fB not bold, C:\\path\n"
                          "  --x Q   the value 'Q' ... a \"quote\" and `ticks` -- all kept\n"
                          "          .SH a dot starts this line, 黑白 too\n\n"
                          "Example: one\n  .odd --x='a b' \\\\ -y\n  'quoted' starts this line\n\nodd (judge_suite) 9.9\n";
  const std::string script = temp_file(
      "odd", "#!/bin/sh\n[ \"$1\" = --version ] && exec echo 'odd (judge_suite) 9.9'\ncat <<'EOF'\n" + odd + "EOF\n");
  fs::permissions(script, fs::perms::owner_all);
  const std::string page = temp_path(".1");
  const ProgramRun made = man_page(script, page);
  ASSERT_EQ(made.status, 0) << made.err;
  const ProgramRun shown = man({"--warnings", "-l", page});
  EXPECT_EQ(shown.err, "");
  const std::string text = squeezed(shown.out);
  for (const char* kept : {"SYNOPSIS odd [--x 'Q'] < input",
                           "DESCRIPTION .TH starts this line; 'quoted' and \\fB not bold, C:\\path",
                           "--x Q the value 'Q' ... a \"quote\" and `ticks` -- all kept .SH a dot starts this line, 黑白 too",
                           "EXAMPLE one $ .odd --x='a b' \\\\ -y $ 'quoted' starts this line", "ODD(1)", "judge_suite 9.9"})
    EXPECT_NE(text.find(kept), std::string::npos) << kept << "\nis not in\n" << shown.out;
  // A help of another shape is refused, with what is wrong.
  const std::string bad = temp_file("bad", "#!/bin/sh\necho 'Usage: bad'\n");
  fs::permissions(bad, fs::perms::owner_all);
  const ProgramRun refused = man_page(bad, page + "2");
  EXPECT_NE(refused.status, 0);
  // (CMake's message wraps its lines at spaces: a path with spaces too.)
  EXPECT_NE(squeezed(refused.err).find(bad + ":"), std::string::npos) << refused.err;
  EXPECT_NE(squeezed(refused.err).find("its --help or --version did not exit 0, or says nothing it does"), std::string::npos)
      << refused.err;
  EXPECT_FALSE(fs::exists(page + "2"));
}

// The words bash's completion offers for the words of a command line, the
// last one being completed: the completion function called as bash calls
// it, with COMP_WORDS and COMP_CWORD ("=" a word of its own, as bash splits).
std::string completed(const std::string& completion, const std::vector<std::string>& words,
                      const std::string& bin = "") {
  std::string script = "source \"$1\"\nCOMP_WORDS=(";
  for (std::size_t i = 0; i < words.size(); ++i) script += " \"${" + std::to_string(i + 2) + "}\"";
  script += " )\nCOMP_CWORD=" + std::to_string(words.size() - 1) +
            "\ncomplete -p judge >/dev/null && _judge_suite_judge && printf '%s\\n' \"${COMPREPLY[@]}\"\n";
  const char* path = std::getenv("PATH");
  std::vector<std::string> args = {"PATH=" + (bin.empty() ? "" : bin + ":") + (path ? path : "/usr/bin:/bin"),
                                   on_path("bash"), "-c", script, "bash", completion};
  args.insert(args.end(), words.begin(), words.end());
  const ProgramRun run = run_program_on("/usr/bin/env", args, "");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err, "");
  std::string offered;
  std::istringstream lines(run.out);
  for (std::string line; std::getline(lines, line);) offered += (offered.empty() ? "" : " ") + line;
  return offered;
}

TEST(Install, BashCompletesTheJudgesProblemsJudgesTiersAndOptions) {
  if (on_path("bash").empty()) GTEST_SKIP() << "skipped: bash is not installed (Debian: apt-get install bash)";
  const std::string prefix = installed_and_moved(), judge = prefix + "/bin/judge";
  const std::string completion = prefix + "/share/bash-completion/completions/judge";
  std::string problems;
  for (const puzzles::Puzzle& p : puzzles::all()) problems += std::string(problems.empty() ? "" : " ") + p.name;
  EXPECT_EQ(completed(completion, {judge, ""}), problems + " listen");
  EXPECT_EQ(completed(completion, {judge, "rot"}), "rotation_game");
  // --judge: the table's names for the problem given (each once), or all.
  const std::vector<judges::Site> sites = judges::read(SUITE_JUDGES_TSV);
  const auto names_of = [&](const std::string& problem) {
    std::string names;
    for (const judges::Site& s : sites)
      if ((problem.empty() || s.problem == problem) && (" " + names + " ").find(" " + s.name + " ") == std::string::npos)
        names += (names.empty() ? "" : " ") + s.name;
    return names;
  };
  for (const puzzles::Puzzle& p : puzzles::all())
    EXPECT_EQ(completed(completion, {judge, p.name, "--judge", ""}), names_of(p.name)) << p.name;
  EXPECT_EQ(completed(completion, {judge, "--judge", ""}), names_of(""));
  EXPECT_EQ(completed(completion, {judge, "shuttle", "--judge", "us"}), "usaco");
  EXPECT_EQ(completed(completion, {judge, "--only", "3", "black_white", "--judge", "l"}), "luogu") << "3 is a value";
  EXPECT_EQ(completed(completion, {judge, "shuttle", "--tests", ""}), "samples judge hard full");
  EXPECT_EQ(completed(completion, {judge, "shuttle", "--tests", "=", "h"}), "hard");
  EXPECT_EQ(completed(completion, {judge, "shuttle", "--tests", "="}), "samples judge hard full");
  // Options: each of the help's, and those every executable takes.
  const std::string options = completed(completion, {judge, "shuttle", "-"});
  const ProgramRun help = run_program_on(judge, {"--help"}, "");
  std::istringstream lines(help.out);
  int listed = 0;
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("  -", 0) == 0) {
      const std::string option = line.substr(2, line.find(' ', 2) - 2);
      EXPECT_NE((" " + options + " ").find(" " + option + " "), std::string::npos) << option << " not in " << options;
      ++listed;
    }
  EXPECT_GT(listed, 20);
  for (const char* option : {"--help", "--version", "--"})
    EXPECT_NE((" " + options + " ").find(std::string(" ") + option + " "), std::string::npos) << options;
  EXPECT_EQ(completed(completion, {judge, "shuttle", "--no-s"}), "--no-sandbox");
  // After "--": your command, left to bash (nothing offered here).
  EXPECT_EQ(completed(completion, {judge, "shuttle", "--", ""}), "");
  // `judge` found on PATH, as a person types it.
  EXPECT_EQ(completed(completion, {"judge", "shuttle", "--judge", "vn"}, prefix + "/bin"), "vnspoj");
}

TEST(Install, BashCompletesJudgeListenAndItsOptions) {
  if (on_path("bash").empty()) GTEST_SKIP() << "skipped: bash is not installed (Debian: apt-get install bash)";
  const std::string prefix = installed_and_moved(), judge = prefix + "/bin/judge";
  const std::string completion = prefix + "/share/bash-completion/completions/judge";
  EXPECT_EQ(completed(completion, {judge, "li"}), "listen");
  // Its own options, from `judge listen --help`, not the judge's.
  EXPECT_EQ(completed(completion, {judge, "listen", "--"}), "--help --version --port --dir");
  EXPECT_EQ(completed(completion, {judge, "listen", "--port", "27121", "--d"}), "--dir");
  EXPECT_EQ(completed(completion, {judge, "listen", "--port", ""}), "") << "a number: nothing to offer";
  // --dir: the folders (only) of the current folder.
  const std::string folder = new_folder("listen_dir");
  fs::create_directory(folder + "/contest");
  std::ofstream(folder + "/contest.txt") << "a file\n";
  const std::string kept = fs::current_path().string();
  fs::current_path(folder);
  EXPECT_EQ(completed(completion, {judge, "listen", "--dir", "con"}), "contest");
  fs::current_path(kept);
}

// `dpkg-deb args...`'s stdout; fails the test where it fails.
std::string dpkg_deb(const std::vector<std::string>& args) {
  const ProgramRun run = run_program_on(SUITE_DPKG_DEB, args, "");
  EXPECT_EQ(run.status, 0) << "dpkg-deb " << args[0] << ": " << run.err;
  return run.out;
}

// The Debian package cpack makes, in `folder`: its path ("" where cpack failed).
std::string made_deb(const std::string& folder) {
  const ProgramRun cpack =
      run_program_on(SUITE_CPACK, {"-G", "DEB", "--config", SUITE_BINARY_DIR "/CPackConfig.cmake", "-B", folder}, "");
  EXPECT_EQ(cpack.status, 0) << cpack.out << cpack.err;
  std::string deb;
  for (const fs::directory_entry& e : fs::directory_iterator(folder))
    if (e.path().extension() == ".deb") deb = e.path().string();
  EXPECT_NE(deb, "") << cpack.out;
  return deb;
}

TEST(DebianPackage, NamesWhatItNeedsAndItsJudgeRunsUnpacked) {
  if (!*SUITE_DPKG_DEB) GTEST_SKIP() << "skipped: dpkg-deb is not installed (Debian: apt-get install dpkg)";
  const std::string folder = new_folder("deb");
  const std::string deb = made_deb(folder);
  ASSERT_NE(deb, "");
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

  // The files: as cmake --install puts them, below /usr.
  std::istringstream listing(dpkg_deb({"--contents", deb}));
  std::set<std::string> files;
  for (std::string line; std::getline(listing, line);) {
    if (line[0] == 'd') continue;
    const std::size_t at = line.find(" ./usr/");
    ASSERT_NE(at, std::string::npos) << line << ": outside /usr";
    files.insert(line.substr(at + 7, line.find(" -> ") - at - 7));
  }
  expect_layout(files, "the .deb");
  // Its copyright (machine-readable) and its changelog, whose entry is this release's.
  dpkg_deb({"-x", deb, folder + "/root"});
  const std::string usr = folder + "/root/usr", doc = usr + "/share/doc/judge-suite/";
  EXPECT_EQ(read_file(doc + "copyright").rfind("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n", 0), 0u);
  const ProgramRun changelog = run_program_on(on_path("gzip"), {"-dc", doc + "changelog.gz"}, "");
  EXPECT_EQ(changelog.out.rfind("judge-suite (" SUITE_VERSION ") ", 0), 0u) << changelog.out << changelog.err;

  if (!judge_sandboxes()) GTEST_SKIP() << "skipped: bubblewrap cannot sandbox here; " << SUITE_BWRAP_NEEDED_FOR;
  const ProgramRun run = installed_judge(usr, {"shuttle", "--", usr + "/bin/shuttle_formula"});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("; sandboxed (bubblewrap"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\n13 tests: 13 AC\n"), std::string::npos) << run.out;
}

// The project's licence is the MIT licence (LICENSE), and the Debian
// package's copyright file says so (Debian names it Expat): the licence's
// every line there, indented, its blank lines as " ." (the format's way).
TEST(DebianPackage, ItsCopyrightIsTheProjectsLicence) {
  const std::string licence = read_file(SUITE_SOURCE_DIR "/LICENSE");
  const std::string copyright = read_file(SUITE_SOURCE_DIR "/cmake/debian/copyright");
  ASSERT_EQ(licence.rfind("MIT License\n", 0), 0u) << licence;
  EXPECT_NE(copyright.find("\nFiles: *\nCopyright: 2026 judge_suite maintainers\nLicense: Expat\n"), std::string::npos)
      << copyright;
  // The text after the licence's title and copyright line, as the copyright file holds it.
  std::istringstream lines(licence.substr(licence.find("\nPermission") + 1));
  std::string expected = "\nLicense: Expat\n";
  for (std::string line; std::getline(lines, line);) expected += line.empty() ? " .\n" : " " + line + "\n";
  EXPECT_NE(copyright.find(expected), std::string::npos) << "wanted:" << expected << "in:\n" << copyright;
}

TEST(DebianPackage, LintianFindsNoErrorAndNoWarning) {
  if (on_path("lintian").empty()) GTEST_SKIP() << "skipped: lintian is not installed (Debian: apt-get install lintian)";
  const std::string deb = made_deb(new_folder("deb"));
  ASSERT_NE(deb, "");
  // lintian 2.116 cannot read its own unpacked files below a path that is
  // not ASCII (it decodes the path's bytes twice: "Can't open ... Ã¥Â­"), as a
  // checkout's may be: the .deb and lintian's work folder go to an ASCII folder
  // of the test's own in /tmp, removed after.
  char pattern[] = "/tmp/lintian-XXXXXX";
  ASSERT_NE(mkdtemp(pattern), nullptr);
  const std::string ascii = pattern, copy = ascii + "/judge-suite.deb";
  fs::copy_file(deb, copy);
  const char* tmpdir = std::getenv("TMPDIR");
  const std::string kept = tmpdir ? tmpdir : "";
  setenv("TMPDIR", ascii.c_str(), 1);
  // Its default level: errors and warnings (what is overridden, with its
  // reason, is not shown).
  const ProgramRun lintian = run_program_on(on_path("lintian"), {"--fail-on", "error,warning", copy}, "");
  if (tmpdir) setenv("TMPDIR", kept.c_str(), 1);
  else unsetenv("TMPDIR");
  std::error_code ec;
  fs::remove_all(ascii, ec);
  EXPECT_EQ(lintian.status, 0) << lintian.out << lintian.err;
  EXPECT_EQ(lintian.out, "");
}

}  // namespace
