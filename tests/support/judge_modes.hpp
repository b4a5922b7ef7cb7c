// How the tests of judge --problem on packages run the judge: as each kind
// of user (the tests' own, under a login's 1024 open files, uid 65534 where
// the tests run as root), with submissions built into a folder all of them
// can read, and what a run left running counted.
#pragma once

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "support/package_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

// Who runs the judge: the tests' user; the same under a login's limit of
// 1024 open files; uid 65534 where the tests run as root.
struct Mode {
  std::string name;
  std::vector<std::string> prefix;  // the command before the judge's
};

inline std::vector<Mode> modes() {
  std::vector<Mode> all = {{"the tests' user", {}}, {"a login's 1024 open files", {"/usr/bin/prlimit", "--nofile=1024:1024"}}};
  if (geteuid() == 0 && std::filesystem::exists("/usr/bin/setpriv"))
    all.push_back({"uid 65534", {"/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"}});
  return all;
}

// A folder every mode's user can use, for the submissions built here.
inline std::string shared_folder() {
  static const std::string folder = [] {
    const std::string f = temp_path("-built");
    std::filesystem::create_directories(f);
    for (std::filesystem::path p = f; p != p.root_path() && p.string().size() > 1; p = p.parent_path()) {
      struct stat st {};
      if (stat(p.c_str(), &st) == 0 && geteuid() == 0) chmod(p.c_str(), st.st_mode | 0111);  // passable
    }
    chmod(f.c_str(), 0777);
    return f;
  }();
  return folder;
}

// A submission made runnable (C++ built by g++, Python by python3): its command.
inline std::vector<std::string> built(const std::string& source) {
  if (source.size() > 3 && source.substr(source.size() - 3) == ".py") return {python3(), source};
  std::string name = std::filesystem::relative(source, SUITE_SOURCE_DIR).string();
  for (char& c : name)
    if (c == '/') c = '_';
  const std::string binary = shared_folder() + "/" + name + ".bin";
  if (!std::filesystem::exists(binary)) {
    const ProgramRun b = run_program_on(on_path("g++"), {"-O2", "-std=gnu++17", "-o", binary, source}, "");
    EXPECT_EQ(b.status, 0) << source << "\n" << b.err;
    chmod(binary.c_str(), 0755);
  }
  return {binary};
}

// The judge as `mode`'s user, its files in a TMPDIR that user can write.
inline ProgramRun judge_as(const Mode& mode, const std::vector<std::string>& args) {
  std::vector<std::string> words = mode.prefix;
  words.insert(words.end(), {"/usr/bin/env", "TMPDIR=" + shared_folder(), SUITE_JUDGE});
#ifdef SUITE_SANITIZED  // sanitizers take tens of MB of their own
  words.insert(words.end(), {"--memory-limit", "2048"});
#endif
  words.insert(words.end(), args.begin(), args.end());
  const std::string first = words[0];
  words.erase(words.begin());
  return run_program_on(first, words, "");
}

// The processes whose command line holds `word`: a binary's whole path, the
// test's own (a name alone would count another test's run of the same
// program: stress_any_test runs guess's linear.cpp too).
inline int running(const std::string& word) {
  int found = 0;
  DIR* proc = opendir("/proc");
  for (dirent* e; proc && (e = readdir(proc));) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9' || std::stoi(e->d_name) == getpid()) continue;
    std::string cmdline;
    try {
      cmdline = read_file(std::string("/proc/") + e->d_name + "/cmdline");
    } catch (...) {
      continue;
    }
    const std::string program = cmdline.substr(0, cmdline.find('\0'));  // a test binary (*_test) is not one of them
    const bool test = program.size() >= 5 && program.compare(program.size() - 5, 5, "_test") == 0;
    found += cmdline.find(word) != std::string::npos && !test;
  }
  if (proc) closedir(proc);
  return found;
}


// A package written into the folder every mode's user can read: its path.
inline std::string shared_package(const std::string& name, const std::map<std::string, std::string>& files) {
  return package_folder(files, shared_folder() + "/" + name);
}
