// box_setup.hpp: the judge's sandbox made ready once for a run of the judge
// (a Box: who runs it, its environment, the solution's files), and
// checked by making one box before any test (box_works()): when it cannot be
// made, the judge says why and runs nothing unless --no-sandbox is given.
#pragma once

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "judge_io.hpp"
#include "limited/run.hpp"
#include "sandbox/box.hpp"

namespace judge {

using sandbox::Box;

inline std::string no_box_note() { return "; --no-sandbox runs the solution without one"; }

// Sets up `b` for `command`: who runs it, its environment, its
// files. "" or why it cannot be.
inline std::string box_for(Box& b, std::vector<std::string>& command, const std::string& user,
                           const std::string& env_names, int processes, const std::string& box_init) {
  if (limited::bwrap_path().empty()) return "bubblewrap is not installed (Debian: apt-get install bubblewrap)";
  b.processes = processes;
  b.init = box_init;
  struct stat st {};
  if (b.init_fd < 0) b.init_fd = sandbox::open_held(box_init, st);
  if (b.init_fd < 0) return "cannot open " + judge_io::escaped(box_init) + ": " + std::strerror(errno);
  if (geteuid() == 0) {
    b.drop = true, b.uid = 65534, b.gid = 65534;
    if (!user.empty()) {
      const passwd* pw = getpwnam(user.c_str());
      char* end = nullptr;
      const unsigned long n = std::strtoul(user.c_str(), &end, 10);
      if (pw) b.uid = pw->pw_uid, b.gid = pw->pw_gid;
      else if (!user.empty() && *end == '\0' && n < 4294967295ul) b.uid = static_cast<uid_t>(n), b.gid = static_cast<gid_t>(n);
      else return "no user " + judge_io::escaped(user) + " for --box-user";
    }
    if (b.uid == 0 || b.gid == 0) return "the box user must not be root (--box-user)";
  } else if (!user.empty()) {
    return "--box-user is for a judge run as root (it runs the sandbox as you)";
  }
  const char* lang = std::getenv("LANG");
  b.env = {"PATH=/usr/local/bin:/usr/bin:/bin", "HOME=/tmp", std::string("LANG=") + (lang && *lang ? lang : "C.UTF-8")};
  std::istringstream names(env_names);
  for (std::string name; std::getline(names, name, ',');) {
    if (name.empty() || name.find('=') != std::string::npos) return "--env takes variable names, as LC_ALL,TZ";
    const char* value = std::getenv(name.c_str());
    if (value) b.env.push_back(name + "=" + value);
  }
  char here[4096];
  b.cwd = getcwd(here, sizeof here) ? here : "/";
  return sandbox::plan_copies(b, command, b.cwd);
}

// Can a box be made here? A run of `true` in one, its files in `folder`
// (the judge's own). "" or why not.
inline std::string box_works(const Box& b, const std::string& folder) {
  namespace fs = std::filesystem;
  const std::string base = folder + "/sandbox-check";
  limited::Run run;
  run.argv = {"true"}, run.in = "/dev/null", run.out = base + ".out", run.err = base + ".err", run.box = &b;
  run.limits.seconds = 10, run.limits.memory_kb = 1 << 20;
  limited::Outcome o;
  try {
    o = limited::run_limited(run);
  } catch (const std::exception& e) {
    return e.what();
  }
  std::error_code ec;
  const std::string err = limited::proc_text(base + ".err");
  for (const char* ext : {".out", ".err"}) fs::remove(base + ext, ec);
  if (o.status == 0 && !o.no_report) return "";
  std::string why = err.substr(0, err.find('\n'));
  if (why.empty()) why = "bubblewrap ended with status " + std::to_string(o.status);
  return judge_io::escaped(why) + (b.drop ? " (as uid " + std::to_string(b.uid) + ")" : "");
}

// The judge's own probe: can it make its box here, as for a solution
// (`true`), with `box_init` as the box's keeper and its files in `folder`?
// "" or why not. The tests ask it whether the judge sandboxes.
inline std::string probe(const std::string& box_init, const std::string& folder) {
  std::vector<std::string> command{"true"};
  Box b;
  const std::string cannot = box_for(b, command, "", "", 64, box_init);
  return cannot.empty() ? box_works(b, folder) : cannot;
}

}  // namespace judge
