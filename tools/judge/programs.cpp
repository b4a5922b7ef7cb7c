// programs.cpp: a package's programs made runnable (programs.hpp).
#include "judge/programs.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "judge/files.hpp"
#include "judge/judge_error.hpp"
#include "judge/text.hpp"
#include "limited/run.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

// Building a validator or a submission: problemtools' compilation_time (60 s),
// and room for a compiler.
const limited::Limits kBuildLimits = {60, 2 << 20, 0, 64 << 10};

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

}  // namespace

// A program of the package (a folder, or one file) made runnable, as
// languages.yaml builds C (gcc -O2 -std=gnu99, -lm) and C++ (g++ -O2
// -std=gnu++17), less -g and -static, and runs Python 3 (/usr/bin/python3
// FILE, else python3 on PATH); a folder with a `build` script, a `run`
// script or both runs `build` once in a copy of itself and then runs `run`
// (problemtools' buildrun.py; the 2025-09 format's program folder).
// Its command, or none with `why` for a language not run here. A build that
// fails is thrown with the compiler's first error.
std::vector<std::string> built(const fs::path& source, const fs::path& into, const std::string& what,
                               std::string& why, const fs::path& shown_from) {
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
  // The spec's program folder with a `build` or a `run` script, or both:
  // `build` run once in a copy of the folder, then `run` is the program.
  if (fs::is_directory(source) && (fs::exists(source / "build") || fs::exists(source / "run"))) {
    const fs::path copy = into / "src";
    fs::copy(source, copy, fs::copy_options::recursive | fs::copy_options::overwrite_existing);
    const bool build = fs::exists(copy / "build");
    if (build) run_build({(copy / "build").string()}, copy.string());
    if (!fs::is_regular_file(copy / "run"))
      throw JudgeError(what + (build ? ": its build script made no \"run\"" : ": its \"run\" is not a file"));
    if (access((copy / "run").c_str(), X_OK) != 0)
      throw JudgeError(what + ": its \"run\" is not executable (the 2025-09 format asks that it be)");
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

// --checker FILE or --validator FILE: a program, or a source built here.
std::vector<std::string> checker_program(const std::string& given, const std::string& what, Work& work) {
  const fs::path p = fs::absolute(given);
  if (!fs::exists(p)) throw JudgeError(what + " " + judge_io::escaped(given) + ": no such file");
  const std::string e = extension(p);
  if (e == ".c" || is_cpp(p) || e == ".py") {
    std::string why;
    std::vector<std::string> command = built(p, work.folder / what.substr(2), what + " " + judge_io::escaped(given), why);
    if (command.empty()) throw JudgeError(what + " " + judge_io::escaped(given) + ": " + why);
    return command;
  }
  if (access(p.c_str(), X_OK) != 0) throw JudgeError(what + " " + judge_io::escaped(given) + " is not executable (nor C, C++ or Python source)");
  return {p.string()};
}

}  // namespace judge
