// programs.cpp: a package's programs made runnable (programs.hpp).
#include "judge/programs.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "judge/build_cache.hpp"
#include "judge/files.hpp"
#include "judge/judge_error.hpp"
#include "judge/languages.hpp"
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

// The languages' names, for a message: "C, C++ and Python 3".
std::string known_languages() {
  std::string names;
  const std::vector<Language>& all = languages();
  for (std::size_t i = 0; i < all.size(); ++i)
    names += (i == 0 ? "" : i + 1 == all.size() ? " and " : ", ") + all[i].name;
  return names;
}

// A compiler's messages with the files named from `folder` on.
std::string from_folder(std::string messages, const std::string& folder) {
  for (std::size_t at; !folder.empty() && (at = messages.find(folder + "/")) != std::string::npos;)
    messages.erase(at, folder.size() + 1);
  return messages;
}

// The first line of a compiler's messages that says "error" (or its first
// line), the files named from `folder` on.
std::string first_error(const std::string& messages, const std::string& folder) {
  std::istringstream lines(from_folder(messages, folder));
  std::string first;
  for (std::string line; std::getline(lines, line);) {
    if (first.empty() && !line.empty()) first = line;
    if (line.find("error") != std::string::npos) return shortened(line);
  }
  return shortened(first);
}

// A compiler's messages as it gives them, the files named from `folder` on:
// the first kShownLines lines, and how many more there were.
constexpr int kShownLines = 40;
std::string first_lines(const std::string& messages, const std::string& folder) {
  std::istringstream lines(from_folder(messages, folder));
  std::string shown;
  int count = 0;
  for (std::string line; std::getline(lines, line); ++count)
    if (count < kShownLines) shown += line + "\n";
  if (count > kShownLines) shown += "(and " + std::to_string(count - kShownLines) + " more lines)\n";
  while (!shown.empty() && shown.back() == '\n') shown.pop_back();
  return shown;
}

// A progress line while a build runs, on a terminal only.
class Progress {
 public:
  explicit Progress(const std::string& what) : shown_(isatty(STDERR_FILENO) == 1) {
    if (shown_) std::fprintf(stderr, "\rbuilding %s ...", what.c_str());
  }
  ~Progress() {
    if (shown_) std::fprintf(stderr, "\r\033[K");
  }
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

 private:
  bool shown_;
};

// One program's builds, their messages kept in `into`.
struct Builder {
  fs::path into;
  std::string what;        // "the output validator NAME", "sol.cpp"
  fs::path shown_from;     // the compiler's messages name files from here on
  bool every_message;      // a solution's: all the compiler said, not its first error

  limited::Outcome run(const std::vector<std::string>& argv, const std::string& folder, const fs::path& out) const {
    limited::Run r;
    r.argv = argv, r.in = "/dev/null", r.out = out.string(), r.err = (into / "build.err").string();
    r.limits = kBuildLimits, r.folder = folder;
    const limited::Outcome o = limited::run_limited(r);
    if (o.stopped) throw JudgeError("stopped");
    return o;
  }

  // Runs a build, or throws why it failed.
  void must(const std::vector<std::string>& argv, const std::string& folder) const {
    const limited::Outcome o = run(argv, folder, into / "build.out");
    if (o.status == 0 && !o.over_cpu && !o.over_wall) return;
    const std::string said = read_file(into / "build.err") + read_file(into / "build.out");
    if (o.over_cpu || o.over_wall)
      throw JudgeError(what + " does not build: over " + seconds_text(kBuildLimits.seconds) + " of building");
    if (said.empty()) throw JudgeError(what + " does not build: exit status " + std::to_string(o.status));
    if (every_message) throw JudgeError(what + " does not build:\n" + first_lines(said, shown_from.string()));
    throw JudgeError(what + " does not build: " + first_error(said, shown_from.string()));
  }

  // A build, from the cache when it holds it (`cached`: gcc's -M reads
  // what the compiler reads).
  fs::path compiled(const build_cache::Build& build, bool cached) const {
    const fs::path binary = into / "program";
    if (cached && build_cache::fetch(build, binary)) return binary;
    const Progress progress(what);
    if (!cached) {
      must(build.command(binary), into.string());
      return binary;
    }
    std::string dependencies;
    if (run(build.dependencies_command(), "", into / "build.deps").status == 0)
      dependencies = read_file(into / "build.deps");
    build_cache::Entry entry(build, dependencies);
    must(build.command(binary), "");
    entry.keep(binary);
    return binary;
  }
};

// `source` (a folder, or one file) made runnable; see built().
std::vector<std::string> runnable(const fs::path& source, const Builder& builder, bool solution, std::string& why) {
  std::vector<fs::path> files;
  if (fs::is_directory(source)) {
    for (const auto& e : fs::directory_iterator(source))
      if (e.is_regular_file()) files.push_back(e.path());
    std::sort(files.begin(), files.end());
  } else {
    files.push_back(source);
  }
  fs::create_directories(builder.into);
  // The spec's program folder with a `build` or a `run` script, or both:
  // `build` run once in a copy of the folder, then `run` is the program.
  if (fs::is_directory(source) && (fs::exists(source / "build") || fs::exists(source / "run"))) {
    const fs::path copy = builder.into / "src";
    fs::copy(source, copy, fs::copy_options::recursive | fs::copy_options::overwrite_existing);
    const bool build = fs::exists(copy / "build");
    if (build) builder.must({(copy / "build").string()}, copy.string());
    if (!fs::is_regular_file(copy / "run"))
      throw JudgeError(builder.what + (build ? ": its build script made no \"run\"" : ": its \"run\" is not a file"));
    if (access((copy / "run").c_str(), X_OK) != 0)
      throw JudgeError(builder.what + ": its \"run\" is not executable (the 2025-09 format asks that it be)");
    return {(copy / "run").string()};
  }
  const Language* language = language_of(files);
  if (!language) {
    why = files.empty() ? "no files" : "in a language not run here (" + known_languages() + " are: languages.yaml)";
    return {};
  }
  std::vector<fs::path> sources;
  for (const fs::path& f : files)
    if (language->matches(f)) sources.push_back(f);
  const fs::path main = sources.size() == 1 ? sources[0] : fs::path();
  const std::string head = main.empty() ? "" : read_file(main).substr(0, 200);
  if (!language->not_shebang.empty() && head.compare(0, 2, "#!") == 0 &&
      head.substr(0, head.find('\n')).find(language->not_shebang) != std::string::npos) {
    why = "its first line names " + language->not_shebang + ", which is not run here";
    return {};
  }
  fs::path binary = builder.into / "program";
  if (!language->compile.empty()) {
    build_cache::Build build;
    build.compiler = on_path(language->compile[0]);
    if (build.compiler.empty())
      throw JudgeError(builder.what + " is " + language->name + ", and " + language->compile[0] + " is not on PATH");
    if (solution) build.words = language->solution;
    build.words.insert(build.words.end(), language->compile.begin() + 1, language->compile.end());
    build.folder = sources[0].parent_path();
    for (const fs::path& f : sources) build.sources.push_back(f.filename().string());
    binary = builder.compiled(build, language->cached);
  }
  std::vector<std::string> command;
  for (const std::string& word : language->run) {
    if (word.find("{mainfile}") != std::string::npos || word.find("{mainclass}") != std::string::npos)
      if (main.empty()) {
        why = language->name + " in several files";
        return {};
      }
    command.push_back(filled(word, {{"{binary}", binary.string()},
                                    {"{path}", builder.into.string()},
                                    {"{mainfile}", main.string()},
                                    {"{mainclass}", main.stem().string()}}));
  }
  if (command[0].find('/') == std::string::npos) {
    const std::string found = fs::exists("/usr/bin/" + command[0]) ? "/usr/bin/" + command[0] : on_path(command[0]);
    if (found.empty()) {
      why = language->name + ", and " + command[0] + " is not on PATH";
      return {};
    }
    command[0] = found;
  }
  return command;
}

}  // namespace

std::vector<std::string> built(const fs::path& source, const fs::path& into, const std::string& what,
                               std::string& why, const fs::path& shown_from) {
  const Builder builder{into, what, shown_from.empty() ? source.parent_path() : shown_from, false};
  return runnable(source, builder, false, why);
}

std::vector<std::string> solution_built(const fs::path& source, const fs::path& into) {
  const std::string shown = judge_io::escaped(source.filename().string());
  const Builder builder{into, shown, source.parent_path(), true};
  std::string why;
  std::vector<std::string> command = runnable(source, builder, true, why);
  if (command.empty()) throw JudgeError("cannot run " + shown + ": " + why);
  return command;
}

bool is_source(const fs::path& file) { return language_of({file}) != nullptr; }

// --checker FILE or --validator FILE: a program, or a source built here.
std::vector<std::string> checker_program(const std::string& given, const std::string& what, Work& work) {
  const fs::path p = fs::absolute(given);
  if (!fs::exists(p)) throw JudgeError(what + " " + judge_io::escaped(given) + ": no such file");
  if (is_source(p)) {
    std::string why;
    std::vector<std::string> command = built(p, work.folder / what.substr(2), what + " " + judge_io::escaped(given), why);
    if (command.empty()) throw JudgeError(what + " " + judge_io::escaped(given) + ": " + why);
    return command;
  }
  if (access(p.c_str(), X_OK) != 0) throw JudgeError(what + " " + judge_io::escaped(given) + " is not executable (nor C, C++ or Python source)");
  return {p.string()};
}

}  // namespace judge
