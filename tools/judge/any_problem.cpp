// any_problem.cpp: a folder of tests or a Kattis package read (any_problem.hpp).
// problemtools v1.20231016 is the reference: problemtools/verifyproblem.py
// (TestCaseGroup, lines 304-357: data/ in sorted(os.listdir()) order, groups
// and tests mixed, a test where NAME.ans has its NAME.in, testdata.yaml's keys
// inherited from the group above; OutputValidators.validate, lines 1569-1589:
// the validator called `input answer feedback_dir flags < output`, flags
// validator_flags then the group's output_validator_flags; Submissions.check,
// lines 1671-1724: the time limit), problemtools/config/problem.yaml (the
// defaults) and problemtools/config/languages.yaml (how C, C++ and Python are
// built and run).
#include "judge/any_problem.hpp"

#include <fnmatch.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>

#include "judge/files.hpp"
#include "judge/grading.hpp"
#include "judge/problem_yaml.hpp"
#include "judge/setup.hpp"
#include "judge/tests.hpp"
#include "judge/text.hpp"
#include "judge/unzip.hpp"
#include "judge/work.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

// Building a validator or a submission: problemtools' compilation_time (60 s),
// and room for a compiler.
const limited::Limits kBuildLimits = {60, 2 << 20, 0, 64 << 10};

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> all;
  for (std::string w; in >> w;) all.push_back(w);
  return all;
}

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

// A name from the package or folder as the judge shows it: escaped as
// messages are (judge_io::escaped), so that no line it prints, a test's
// included, can be forged or hidden by a name holding "\n" or ESC. A test
// keeps this form for its files' names too.
std::string shown(const fs::path& p) { return judge_io::escaped(p.string()); }

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

// A program of the package (a folder, or one file) made runnable, as
// languages.yaml builds C (gcc -O2 -std=gnu99, -lm) and C++ (g++ -O2
// -std=gnu++17), less -g and -static, and runs Python 3 (/usr/bin/python3
// FILE, else python3 on PATH); a folder with a `build` script, a `run`
// script or both runs `build` once in a copy of itself and then runs `run`
// (problemtools' buildrun.py; the 2025-09 format's program folder).
// Its command, or none with `why` for a language not run here. A build that
// fails is thrown with the compiler's first error.
std::vector<std::string> built(const fs::path& source, const fs::path& into, const std::string& what,
                               std::string& why, const fs::path& shown_from = {}) {
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

// Arguments a program is started with: Linux refuses one of 128 KB or more
// (MAX_ARG_STRLEN, 131072 bytes with its NUL), and always takes 128 KB of
// arguments and environment together (ARG_MAX's floor, whatever the stack
// limit), each with its NUL and its pointer. The judge lets a test's
// arguments take half of that, 64 KB, and leaves the rest to the command
// (its path, an interpreter, a source file) and the environment: so exec
// always takes them, in the sandbox or not.
const std::size_t kMostArgument = 131072 - 1;
const std::size_t kMostArguments = 64 << 10;

// The bytes exec takes for `words`: each with its NUL and its pointer.
std::size_t argument_bytes(const std::vector<std::string>& words) {
  std::size_t bytes = 0;
  for (const std::string& w : words) bytes += w.size() + 1 + sizeof(char*);
  return bytes;
}

// `words`, read from `key` of `file`, refused where exec could not take
// them beside `before` bytes of arguments the same program gets (a
// validator's flags: problem.yaml's validator_flags).
SharedWords arguments(std::vector<std::string> words, const YamlFile& file, const std::string& key,
                      const std::string& program, std::size_t before = 0) {
  for (const std::string& w : words)
    if (w.size() > kMostArgument) {
      const Yaml* at = file.find(key);
      file.refuse(key, at ? *at : file.root(),
                  "has an argument of " + std::to_string(w.size()) + " bytes, over Linux's limit of " +
                      std::to_string(kMostArgument) + " (MAX_ARG_STRLEN, 128 KB with its NUL): " + program +
                      " could not be started with it");
    }
  const std::size_t bytes = before + argument_bytes(words);
  if (bytes > kMostArguments) {
    const Yaml* at = file.find(key);
    file.refuse(key, at ? *at : file.root(),
                "takes " + std::to_string(bytes) + " bytes of arguments" + (before ? " with validator_flags" : "") +
                    " (each with its NUL and pointer), over the judge's 64 KB for " + program +
                    ": Linux always starts a program with 128 KB of arguments and environment, and the judge keeps " +
                    "half of that for the command and its environment");
  }
  return SharedWords(std::move(words));
}

// problem.yaml, and the defaults for what it leaves out: a top-level key,
// or one of limits'. A legacy package's are problemtools' (config/problem.yaml:
// it lays the given limits over its own); a 2025-09 package's the spec's. A
// value of the wrong kind throws YamlError, on its line.
struct Config {
  YamlFile yaml;
  bool modern = false;  // problem_format_version 2023-07-draft, 2023-07 or 2025-09 (else legacy)
  // 2025-09's constants: "name" and "name.value" to the value's text, "name.variant" to a variant's.
  std::map<std::string, std::string> constants;
  // A string's key ("validation").
  std::string operator[](const std::string& key) const {
    static const std::map<std::string, std::string> kDefaults = {
        {"validation", "default"}, {"validator_flags", ""}, {"problem_format_version", "legacy"}};
    const auto fallback = kDefaults.find(key);
    return yaml.text(key, fallback == kDefaults.end() ? "" : fallback->second);
  }
  // A limit's key ("limits.memory"): a number above 0, at most 2^20 (MB, or times).
  double positive(const std::string& key) const {
    static const std::map<std::string, double> kLegacy = {
        {"limits.time_multiplier", 5}, {"limits.time_safety_margin", 2}, {"limits.memory", 1024}, {"limits.output", 8}};
    // 2025-09: memory "typically 2048" (MiB), output 8, validation_passes 2.
    static const std::map<std::string, double> kModern = {
        {"limits.time_multipliers.ac_to_time_limit", 2}, {"limits.time_multipliers.time_limit_to_tle", 1.5},
        {"limits.time_resolution", 1}, {"limits.memory", 2048}, {"limits.output", 8}, {"limits.validation_passes", 2},
        {"limits.time_limit", 0}};
    return yaml.positive(key, (modern ? kModern : kLegacy).at(key), 1 << 20);
  }
  // A list of strings at `key` (a string: its words; a number: its text), or none.
  std::vector<std::string> list(const std::string& key) const { return strings_at(yaml, key); }

  static std::vector<std::string> strings_at(const YamlFile& file, const std::string& key) {
    const Yaml* value = file.find(key);
    if (!value || value->kind() == Yaml::Kind::kNull) return {};
    if (value->kind() == Yaml::Kind::kString) return words(value->text());
    if (value->kind() != Yaml::Kind::kList) file.refuse(key, *value, "is not a list of strings");
    std::vector<std::string> all;
    for (const Yaml& item : value->items()) {
      if (item.kind() != Yaml::Kind::kString && item.kind() != Yaml::Kind::kInt && item.kind() != Yaml::Kind::kFloat)
        file.refuse(key, item, "is not a list of strings");
      all.push_back(item.kind() == Yaml::Kind::kFloat ? item.shown() : item.text());
    }
    return all;
  }
};

// The format versions read: legacy, and 2025-09 by its three names.
bool is_modern(const std::string& version) {
  return version == "2025-09" || version == "2023-07-draft" || version == "2023-07";
}

// A float as Python's str() writes it (repr: the fewest digits that read back
// the same; 1e+16 and 1e-05 past its fixed range; 10.0, not 10), as
// BAPCtools writes a constant's value.
std::string python_float(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  char buf[64];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*e", digits - 1, v);
    if (std::strtod(buf, nullptr) == v) break;
  }
  const std::string e = buf;  // "-1.2345e+06"
  const std::size_t at = e.find('e');
  const bool negative = e[0] == '-';
  std::string mantissa = e.substr(negative ? 1 : 0, at - (negative ? 1 : 0));
  mantissa.erase(std::remove(mantissa.begin(), mantissa.end(), '.'), mantissa.end());
  const int exponent = std::atoi(e.c_str() + at + 1);
  std::string out;
  if (exponent < -4 || exponent >= 16) {
    out = mantissa.substr(0, 1) + (mantissa.size() > 1 ? "." + mantissa.substr(1) : "");
    char tail[16];
    std::snprintf(tail, sizeof tail, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
    out += tail;
  } else if (exponent < 0) {
    out = "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + mantissa;
  } else {
    const std::size_t whole = static_cast<std::size_t>(exponent) + 1;
    if (mantissa.size() < whole) mantissa += std::string(whole - mantissa.size(), '0');
    out = mantissa.substr(0, whole) + "." + (mantissa.size() > whole ? mantissa.substr(whole) : "0");
  }
  return (negative ? "-" : "") + out;
}

// A name as the spec allows one: [a-zA-Z_][a-zA-Z0-9_]*.
bool constant_name(const std::string& name) {
  if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0]))) return false;
  for (char c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

// problem.yaml's constants (2025-09): each a value (an integer, a float or a
// string) or a mapping of a `value` and its variants.
std::map<std::string, std::string> read_constants(const YamlFile& yaml) {
  std::map<std::string, std::string> all;
  const Yaml* given = yaml.find("constants");
  if (!given || given->kind() == Yaml::Kind::kNull) return all;
  if (given->kind() != Yaml::Kind::kMap) yaml.refuse("constants", *given, "is not a mapping of names to values");
  const auto text_of = [&](const std::string& key, const Yaml& v) {
    if (v.kind() == Yaml::Kind::kInt || v.kind() == Yaml::Kind::kString) return v.text();
    if (v.kind() == Yaml::Kind::kFloat) return python_float(v.number());
    yaml.refuse(key, v, "is not an integer, a float or a string: " + v.shown());
  };
  for (const auto& [name, value] : given->entries()) {
    if (name.kind() != Yaml::Kind::kString || !constant_name(name.text()))
      yaml.refuse("constants", name, "has a name that is not [a-zA-Z_][a-zA-Z0-9_]*: " + name.shown());
    const std::string key = "constants." + name.text();
    if (value.kind() != Yaml::Kind::kMap) {
      all[name.text()] = all[name.text() + ".value"] = text_of(key, value);
      continue;
    }
    if (!value.find("value")) yaml.refuse(key, value, "has no value");
    for (const auto& [variant, text] : value.entries()) {
      if (variant.kind() != Yaml::Kind::kString || !constant_name(variant.text()))
        yaml.refuse(key, variant, "has a variant whose name is not [a-zA-Z_][a-zA-Z0-9_]*: " + variant.shown());
      all[name.text() + "." + variant.text()] = text_of(key + "." + variant.text(), text);
    }
    all[name.text()] = all[name.text() + ".value"];
  }
  return all;
}

// The most a file may be once its constants are substituted: no source file
// or test_group.yaml is near it, and a constant used many times cannot make
// the judge's copy of it more than this.
const std::size_t kMostSubstituted = 16 << 20;

// `text` with each {{name}} and {{name.variant}} of `constants` replaced by
// its value; others left as they are (the spec). Throws JudgeError past
// kMostSubstituted, `file` named.
std::string substituted(const std::string& text, const std::map<std::string, std::string>& constants,
                        const std::string& file) {
  std::string out;
  const auto bounded = [&] {  // checked as it grows, so that no substitution grows it far past the bound
    if (out.size() > kMostSubstituted)
      throw JudgeError(file + ": more than " + std::to_string(kMostSubstituted >> 20) +
                       " MB once its constants ({{name}}) are substituted");
  };
  std::size_t from = 0;
  for (std::size_t open; (open = text.find("{{", from)) != std::string::npos;) {
    std::size_t close = open + 2;  // past the name: letters, digits, _ and .
    while (close < text.size() && close - open < 200 &&
           (std::isalnum(static_cast<unsigned char>(text[close])) || text[close] == '_' || text[close] == '.'))
      ++close;
    const auto at = text.compare(close, 2, "}}") == 0 ? constants.find(text.substr(open + 2, close - open - 2)) : constants.end();
    if (at == constants.end()) {
      out.append(text, from, open + 1 - from), from = open + 1;
      continue;
    }
    out.append(text, from, open - from), out += at->second, from = close + 2;
    bounded();
  }
  out.append(text, from, std::string::npos);
  bounded();
  return out;
}

// A program of the package (a file, or a folder) copied into `into` (at its
// path from `root`) with its constants substituted in each file (the spec:
// in the validators); the program itself where there are none. A link to a
// file is copied as the file it names (BAPCtools' packages link a shared
// validation.h); anything but files and folders is refused, never read.
fs::path with_constants(const fs::path& source, const fs::path& into, const fs::path& root,
                        const std::map<std::string, std::string>& constants) {
  if (constants.empty()) return source;
  const fs::path copy = into / source.lexically_relative(root);
  const auto one = [&](const fs::path& from, const fs::path& to) {
    const bool link = fs::is_symlink(fs::symlink_status(from));
    std::error_code ec;
    const fs::file_status st = fs::status(from, ec);
    const std::string named = shown(from.lexically_relative(root));
    if (fs::is_directory(st) && !link) {
      fs::create_directories(to);
    } else if (fs::is_regular_file(st)) {
      if (fs::file_size(from) > kMostSubstituted)
        throw JudgeError(named + ": over " + std::to_string(kMostSubstituted >> 20) +
                         " MB, in a program whose constants ({{name}}) are substituted");
      write_file(to, substituted(read_file(from), constants, named));
      fs::permissions(to, st.permissions());
    } else {
      throw JudgeError(named + " is " + (link ? "a link that names no file" : "neither a file nor a folder") +
                       ", in a program whose constants ({{name}}) are substituted");
    }
  };
  fs::create_directories(copy.parent_path());
  one(source, copy);
  if (fs::is_directory(fs::symlink_status(source)))
    for (fs::recursive_directory_iterator it(source), end; it != end; ++it)
      one(it->path(), copy / it->path().lexically_relative(source));
  return copy;
}

Config problem_config(const fs::path& root) {
  Config config;
  const fs::path file = root / "problem.yaml";
  if (!fs::exists(file)) return config;  // problemtools says it is missing, and judges by its defaults
  config.yaml = YamlFile(read_file(file), "problem.yaml");
  const std::string version = config["problem_format_version"];
  config.modern = is_modern(version);
  if (!config.modern && version != "legacy" && version != "legacy-icpc")
    throw JudgeError("problem.yaml: problem_format_version " + judge_io::escaped(version) +
                     " is not one the judge reads (legacy, 2023-07-draft, 2023-07 or 2025-09)");
  for (const char* key : {"validation", "validator_flags"}) config[key];  // each of its kind, or refused
  arguments(words(config["validator_flags"]), config.yaml, "validator_flags", "the output validator");
  if (config.modern) config.constants = read_constants(config.yaml);
  static const char* const kLegacy[] = {"limits.time_multiplier", "limits.time_safety_margin", "limits.memory", "limits.output"};
  static const char* const kModern[] = {"limits.time_multipliers.ac_to_time_limit", "limits.time_multipliers.time_limit_to_tle",
                                        "limits.time_resolution", "limits.memory", "limits.output",
                                        "limits.validation_passes", "limits.time_limit"};
  if (config.modern)
    for (const char* key : kModern) config.positive(key);
  else
    for (const char* key : kLegacy) config.positive(key);
  return config;
}

// What a group gives its tests, and each test its own (2025-09). Shared:
// a group's lists are held once, however many tests inherit them.
struct GroupConfig {
  SharedWords flags, args;  // output_validator_args (legacy: output_validator_flags), args
};

// A test's input or answer is streamed into the work folder for its runs,
// never held whole; at most this many bytes (a sparse file of gigabytes is
// refused before it is read). In the sandbox each run is given its input as
// a sealed memory file, a copy held while it runs.
const unsigned long long kTestFileBytes = 256ull << 20;
// The default validator (tokens) reads a test's answer whole, and its output
// (which the output limit bounds): an answer over this is refused there.
const unsigned long long kWholeAnswerBytes = 64ull << 20;
// A test's own files (NAME.files): at most this many bytes in all (and, in
// the sandbox, at most the memory limit: the box holds them in memory), and
// this many files and folders: each run gets a copy of them (the CPU the
// box spends making it is not the run's, but it is spent for every run).
const unsigned long long kTestFilesBytes = 256ull << 20;
const std::size_t kTestFilesEntries = 10000;
// A sample's NAME.interaction is read whole, to check its lines.
const unsigned long long kInteractionBytes = 16ull << 20;

// "12.0 MB", "20.0 GB": a size in a refusal.
std::string size_text(unsigned long long bytes) {
  if (bytes >= (10ull << 30)) return std::to_string(bytes >> 30) + " GB";
  return megabytes(static_cast<long>(bytes / 1024));
}

// A sample's NAME.interaction (what a statement shows of an interactive or
// multi-pass run): each line "<" (sent to the solution) or ">" (written by
// it), a multi-pass one's passes between lines "---". Refused otherwise.
void check_interaction(const fs::path& file, const std::string& name, bool multi_pass) {
  std::error_code ec;
  const auto bytes = fs::file_size(file, ec);  // read whole: at most kInteractionBytes
  if (ec || bytes > kInteractionBytes)
    throw JudgeError("data/" + name + ".interaction " +
                     (ec ? "is not a regular file" : "is " + size_text(bytes) + ", over the " + size_text(kInteractionBytes) +
                                                         " a sample's interaction may be here"));
  std::istringstream lines(read_file(file));
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    if (!line.empty() && (line[0] == '<' || line[0] == '>')) continue;
    if (multi_pass && (line == "---" || line == "---\r")) continue;
    throw JudgeError("data/" + name + ".interaction: line " + std::to_string(number) + " begins with neither < nor >" +
                     (multi_pass ? " (nor is it ---)" : "") + ": \"" + shortened(judge_io::escaped(line)) + "\"");
  }
}

// The file of a test's input or answer (`shown_as`), its full path: a regular
// file (through a link: the package's own choice), at most kTestFileBytes;
// refused otherwise, before any of it is read.
std::string test_file(const fs::path& p, const std::string& shown_as) {
  std::error_code ec;
  const fs::file_status s = fs::status(p, ec);
  if (ec || !fs::is_regular_file(s))
    throw JudgeError(shown_as + " is not a regular file" + (ec ? " (" + ec.message() + ")" : std::string()));
  const auto bytes = fs::file_size(p, ec);
  if (ec) throw JudgeError(shown_as + ": cannot read it: " + ec.message());
  if (bytes > kTestFileBytes)
    throw JudgeError(shown_as + " is " + size_text(bytes) + ", over the " + size_text(kTestFileBytes) +
                     " a test's input or answer may be here");
  return fs::absolute(p).string();
}

// The bytes of the files in a test's NAME.files, `shown` as named; refused
// when it holds anything but regular files and folders (a link is never
// followed: the copy the solution is given holds the package's own only).
unsigned long long test_files_bytes(const fs::path& folder, const std::string& shown_as) {
  unsigned long long bytes = 0;
  std::size_t entries = 0;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    if (++entries > kTestFilesEntries)
      throw JudgeError(shown_as + ": over " + thousands(static_cast<long>(kTestFilesEntries)) +
                       " files and folders, the most a test's own files may be (each run gets a copy)");
    const fs::file_status s = it->symlink_status(ec);
    if (ec) break;
    if (fs::is_regular_file(s)) bytes += it->file_size(ec);
    else if (!fs::is_directory(s))
      throw JudgeError(shown_as + ": " + shown(it->path().lexically_relative(folder)) + " is " +
                       (fs::is_symlink(s) ? "a link" : "neither a file nor a folder") +
                       "; a test's own files are copied as they are, regular files and folders only");
    if (ec) break;
    if (bytes > kTestFilesBytes)
      throw JudgeError(shown_as + ": over " + size_text(kTestFilesBytes) +
                       " of files, the most a test's own files may be (each run gets a copy)");
  }
  if (ec) throw JudgeError(shown_as + ": cannot read it: " + ec.message());
  return bytes;
}

// The tests of data/, in problemtools' order; each group's testdata.yaml
// (2025-09: test_group.yaml) over its parent's: output_validator_flags, a
// string whose words are the flags (2025-09: output_validator_args, a list,
// and args, the solution's); 2025-09 gives a test its own NAME.yaml too.
void read_group(const fs::path& root, const fs::path& folder, GroupConfig config, const Config& problem,
                bool multi_pass, std::vector<Test>& tests) {
  const std::size_t problem_flags = argument_bytes(words(problem["validator_flags"]));
  const std::string validator = "the output validator", solution = "the solution";
  for (const char* file : {"testdata.yaml", "test_group.yaml"}) {
    if (!fs::exists(folder / file) || (!problem.modern && std::string(file) == "test_group.yaml")) continue;
    const std::string named = shown(fs::relative(folder / file, root));
    const std::string text = read_file(folder / file);
    const YamlFile yaml(problem.modern && std::string(file) == "test_group.yaml" ? substituted(text, problem.constants, named) : text,
                        named);
    if (yaml.has("output_validator_flags"))
      config.flags = arguments(words(yaml.text("output_validator_flags", "")), yaml, "output_validator_flags", validator, problem_flags);
    if (problem.modern && yaml.has("output_validator_args"))
      config.flags = arguments(Config::strings_at(yaml, "output_validator_args"), yaml, "output_validator_args", validator, problem_flags);
    if (problem.modern && yaml.has("args")) config.args = arguments(Config::strings_at(yaml, "args"), yaml, "args", solution);
  }
  std::vector<fs::path> entries;
  for (const auto& e : fs::directory_iterator(folder)) entries.push_back(e.path());
  std::sort(entries.begin(), entries.end());
  for (const fs::path& p : entries) {
    const fs::path stem = p.parent_path() / p.stem();
    const std::string name = shown(fs::relative(stem, root / "data"));
    if (fs::is_directory(p)) {
      if (extension(p) == ".files" && fs::exists(stem.string() + ".in")) continue;  // the test's own (below)
      read_group(root, p, config, problem, multi_pass, tests);
      continue;
    }
    if (extension(p) == ".interaction") check_interaction(p, name, multi_pass);
    if (extension(p) == ".ans" && !fs::exists(stem.string() + ".in"))
      throw JudgeError("data/" + name + ".ans has no " + shown(p.stem()) + ".in");
    if (extension(p) != ".in") continue;
    if (fs::exists(stem.string() + ".interaction") && !fs::exists(stem.string() + ".ans")) continue;
    if (!fs::exists(stem.string() + ".ans"))
      throw JudgeError("data/" + name + ".in has no " + shown(p.stem()) + ".ans (its expected answer)");
    Test t{name, ""};
    t.input_file = test_file(p, "data/" + name + ".in");
    t.answer_file = test_file(stem.string() + ".ans", "data/" + name + ".ans");
    t.flags = config.flags, t.args = config.args;
    if (problem.modern && fs::exists(stem.string() + ".yaml")) {  // the test's own
      const YamlFile own(read_file(stem.string() + ".yaml"), "data/" + name + ".yaml");
      if (own.has("output_validator_args"))
        t.flags = arguments(Config::strings_at(own, "output_validator_args"), own, "output_validator_args", validator, problem_flags);
      if (own.has("args")) t.args = arguments(Config::strings_at(own, "args"), own, "args", solution);
      t.hint = judge_io::escaped(own.text("hint", ""));
      t.description = judge_io::escaped(own.text("description", ""));
    }
    const fs::file_status own = fs::symlink_status(stem.string() + ".files");
    if (fs::exists(own) && !fs::is_directory(own))  // never followed: a link to a folder is no folder of the package's
      throw JudgeError("data/" + name + ".files is " + (fs::is_symlink(own) ? "a link" : "not a folder") +
                       "; a test's own files are a folder of the package's, and a link is never followed");
    if (fs::is_directory(own)) {
      if (!problem.modern)
        throw JudgeError("data/" + name + ".files: a test's own files are of the 2025-09 format; this package is legacy");
      t.files = fs::absolute(stem.string() + ".files").string();  // read once the memory limit is known (below)
    }
    tests.push_back(t);
  }
}

// NAME.in with NAME.ans (or NAME.out), in the folder and its subfolders, in name order.
void read_folder(const fs::path& root, const fs::path& folder, std::vector<Test>& tests) {
  std::vector<fs::path> entries;
  for (const auto& e : fs::directory_iterator(folder)) entries.push_back(e.path());
  std::sort(entries.begin(), entries.end());
  for (const fs::path& p : entries) {
    if (fs::is_directory(p)) {
      read_folder(root, p, tests);
      continue;
    }
    if (extension(p) != ".in") continue;
    const fs::path stem = p.parent_path() / p.stem();
    const std::string name = shown(fs::relative(stem, root));
    std::string answer;
    if (fs::exists(stem.string() + ".ans")) answer = stem.string() + ".ans";
    else if (fs::exists(stem.string() + ".out")) answer = stem.string() + ".out";
    else throw JudgeError(name + ".in has no " + shown(p.stem()) + ".ans or .out (its expected answer)");
    Test t{name, ""};
    t.input_file = test_file(p, name + ".in");
    t.answer_file = test_file(answer, name + fs::path(answer).extension().string());
    tests.push_back(t);
  }
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

// How a time limit is worked out from the accepted submissions' times.
struct TimeRule {
  double multiplier = 5;
  // 0: problemtools' legacy rule (rounded to whole seconds, at least 1);
  // else 2025-09's (the smallest multiple of this at or above).
  double resolution = 0;
};

// One expectation of submissions.yaml (2025-09): the submissions and tests
// its globs match, and the verdicts it permits (AC, WA, TLE, RTE).
struct Expectation {
  std::vector<std::string> submissions;  // globs, braces expanded
  std::vector<std::string> tests;        // globs, braces expanded; none: every test
  bool has_permitted = false;
  std::set<std::string> permitted;
  std::string use;  // use_for_time_limit: "", "false", "lower" or "upper"
  // It bounds the time limit from below: use_for_time_limit: lower, or a
  // `permitted` without TLE (and not use_for_time_limit: false).
  bool lower() const { return use == "lower" || (use != "false" && has_permitted && !permitted.count("TLE")); }
  // What a run it bounds may get: its `permitted`; lower alone is AC, WA, RTE.
  bool allows(const std::string& verdict) const {
    if (has_permitted && !permitted.count(verdict)) return false;
    return use != "lower" || verdict != "TLE";
  }
};

// `glob` with its braces expanded ({a,b}.py: a.py and b.py), into `out`;
// refused past 1000 patterns in the file (`made` counts them: a few braces can
// make millions, and each is tried on each submission and test), and past 20
// braces in one (each a copy of the glob on the way down).
void expand_braces(const std::string& glob, std::vector<std::string>& out, const std::string& where, std::size_t& made,
                   int depth = 0) {
  if (depth > 20) throw JudgeError(where + ": more than 20 braces in one glob");
  const std::size_t open = glob.find('{');
  std::size_t close = std::string::npos;
  std::vector<std::size_t> commas;
  for (std::size_t i = open, level = 0; open != std::string::npos && i < glob.size(); ++i) {
    if (glob[i] == '{') ++level;
    else if (glob[i] == ',' && level == 1) commas.push_back(i);
    else if (glob[i] == '}' && --level == 0) {
      close = i;
      break;
    }
  }
  if (close == std::string::npos || commas.empty()) {
    if (++made > 1000) throw JudgeError(where + ": more than 1000 globs in the file once braces are expanded");
    out.push_back(glob);
    return;
  }
  std::size_t from = open + 1;
  commas.push_back(close);
  for (const std::size_t to : commas) {
    expand_braces(glob.substr(0, open) + glob.substr(from, to - from) + glob.substr(close + 1), out, where, made, depth + 1);
    from = to + 1;
  }
}

// `path` ("accepted/sol.py", "secret/group1/3") or a folder above it is
// matched by one of `globs` ('*' within a name only).
bool matched(const std::vector<std::string>& globs, const std::string& path) {
  for (std::size_t end = path.find('/');; end = path.find('/', end + 1)) {
    const std::string part = path.substr(0, end);
    for (const std::string& g : globs)
      if (fnmatch(g.c_str(), part.c_str(), FNM_PATHNAME) == 0) return true;
    if (end == std::string::npos) return false;
  }
}

// The expectations a 2025-09 package sets on its submissions: the spec's
// defaults for its folders (accepted: permitted AC; wrong_answer: AC, WA;
// time_limit_exceeded: AC, TLE; run_time_error: AC, RTE; brute_force: AC,
// RTE, TLE; rejected: any), each key submissions.yaml gives a folder by its
// very name laid over its default, then submissions.yaml's own. A legacy
// package's: accepted/ alone (problemtools').
std::vector<Expectation> expectations(const fs::path& root, bool modern) {
  struct Default {
    const char* folder;
    std::set<std::string> permitted;
  };
  static const Default kDefaults[] = {{"accepted", {"AC"}},           {"rejected", {}},
                                      {"wrong_answer", {"AC", "WA"}}, {"time_limit_exceeded", {"AC", "TLE"}},
                                      {"run_time_error", {"AC", "RTE"}}, {"brute_force", {"AC", "RTE", "TLE"}}};
  std::vector<Expectation> all;
  for (const Default& d : kDefaults) {
    if (!modern && std::string(d.folder) != "accepted") continue;
    Expectation e;
    e.submissions = {d.folder};
    e.has_permitted = !d.permitted.empty(), e.permitted = d.permitted;
    all.push_back(e);
  }
  const fs::path file = root / "submissions" / "submissions.yaml";
  if (!modern || !fs::is_regular_file(file)) return all;
  const YamlFile yaml(read_file(file), "submissions/submissions.yaml");
  const std::size_t defaults = all.size();
  std::size_t made = 0;  // globs, braces expanded
  static const std::set<std::string> kKeys = {"language", "entrypoint", "authors", "model_solution", "permitted",
                                              "required", "score", "message", "use_for_time_limit"};
  // The rule keys of `map` laid over `e`.
  const auto read_rule = [&](const Yaml& map, Expectation& e) {
    for (const auto& [key, value] : map.entries()) {
      if (key.kind() != Yaml::Kind::kString) continue;
      if (key.text() == "permitted") {
        if (value.kind() != Yaml::Kind::kList) yaml.refuse(key.text(), value, "is not a list of verdicts");
        e.has_permitted = true, e.permitted.clear();
        for (const Yaml& v : value.items()) {
          if (v.kind() != Yaml::Kind::kString || (v.text() != "AC" && v.text() != "WA" && v.text() != "TLE" && v.text() != "RTE"))
            yaml.refuse(key.text(), v, "holds what is not AC, WA, TLE or RTE: " + v.shown());
          e.permitted.insert(v.text());
        }
      } else if (key.text() == "use_for_time_limit") {
        if (value.kind() == Yaml::Kind::kBool) e.use = value.boolean() ? "" : "false";
        else if (value.kind() == Yaml::Kind::kString && (value.text() == "lower" || value.text() == "upper")) e.use = value.text();
        else yaml.refuse(key.text(), value, "is not true, false, lower or upper: " + value.shown());
      }
    }
  };
  for (const auto& [glob, rules] : yaml.root().entries()) {
    if (glob.kind() != Yaml::Kind::kString) yaml.refuse("(a key)", glob, "is not a glob of submissions: " + glob.shown());
    if (rules.kind() != Yaml::Kind::kMap) yaml.refuse(glob.text(), rules, "is not a mapping");
    const std::string where = "submissions/submissions.yaml: " + judge_io::escaped(shortened(glob.text()));
    Expectation own;
    bool replaced = false;
    for (std::size_t i = 0; i < defaults; ++i)  // a default folder by its very name: its keys over the default's
      if (all[i].submissions == std::vector<std::string>{glob.text()}) read_rule(rules, all[i]), replaced = true;
    if (!replaced) {
      expand_braces(glob.text(), own.submissions, where, made);
      read_rule(rules, own);
      all.push_back(own);
    }
    for (const auto& [group, inner] : rules.entries()) {
      if (group.kind() != Yaml::Kind::kString || kKeys.count(group.text()) || inner.kind() != Yaml::Kind::kMap) continue;
      Expectation e;
      expand_braces(glob.text(), e.submissions, where, made);
      expand_braces(group.text(), e.tests, where, made);
      read_rule(inner, e);
      all.push_back(e);
    }
  }
  return all;
}

// A verdict as submissions.yaml names it: a run over its memory or output
// limit, or that crashed, is RTE.
std::string expected_word(Verdict v) {
  switch (v) {
    case Verdict::AC: return "AC";
    case Verdict::WA: case Verdict::PE: return "WA";
    case Verdict::TLE: return "TLE";
    default: return "RTE";
  }
}

// The time limit where the package gives none: the slowest CPU time of the
// submissions that bound it from below, times the multiplier, rounded by the
// rule (problemtools' Submissions.check: the accepted submissions; 2025-09:
// each submission an expectation of submissions.yaml bounds, on the tests
// that expectation covers). Those in C, C++ and Python 3 are built and
// judged here (as the problem judges: its validator, interactive or in
// passes), without the sandbox, under the memory limit and a minute a test;
// one that gets a verdict its expectations do not permit is not timed.
double timed_by_accepted(const Setup& setup, const fs::path& root, const TimeRule& rule, Work& work, std::string& from) {
  const bool modern = rule.resolution > 0;
  const std::vector<Expectation> expected = expectations(root, modern);
  std::vector<std::string> subs;  // "accepted/sol.py": each entry of each folder of submissions/
  std::vector<fs::path> folders;
  if (fs::is_directory(root / "submissions"))
    for (const auto& e : fs::directory_iterator(root / "submissions"))
      if (fs::is_directory(e.path())) folders.push_back(e.path());
  std::sort(folders.begin(), folders.end());
  for (const fs::path& folder : folders) {
    std::vector<std::string> inside;
    for (const auto& e : fs::directory_iterator(folder)) inside.push_back(folder.filename().string() + "/" + e.path().filename().string());
    std::sort(inside.begin(), inside.end());
    subs.insert(subs.end(), inside.begin(), inside.end());
  }
  Setup timing = setup;
  timing.sandbox = false, timing.files = false;
  timing.limits = {60, setup.limits.memory_kb, setup.limits.memory_kb, 64 << 10};
  timing.output_limit_set = true;
  const std::vector<Test>& tests = setup.any.tests;
  for (std::size_t k = 0; k < tests.size(); ++k) {
    write_test_file(work.test_base(k, tests[k].name) + ".in", tests[k].input, tests[k].input_file);
    write_test_file(work.test_base(k, tests[k].name) + ".ans", tests[k].answer, tests[k].answer_file);
  }
  double slowest = -1;
  std::string slowest_name;
  int timed = 0;
  for (const std::string& sub : subs) {
    // The expectations that bound it from below, and the tests each covers.
    std::vector<const Expectation*> bounding;
    for (const Expectation& e : expected)
      if (e.lower() && matched(e.submissions, sub)) bounding.push_back(&e);
    std::vector<std::size_t> covered;
    for (std::size_t k = 0; k < tests.size(); ++k)
      for (const Expectation* e : bounding)
        if (e->tests.empty() || matched(e->tests, tests[k].name)) {
          covered.push_back(k);
          break;
        }
    if (covered.empty()) continue;
    std::string why;
    const std::string name = "submissions/" + shown(sub);
    try {
      timing.command = built(root / "submissions" / sub, work.folder / "timed" / sub, name, why);
    } catch (const JudgeError&) {
      if (limited::stop_signal != 0) throw;
      continue;  // problemtools would refuse the package; the others still time it
    }
    if (timing.command.empty()) continue;
    double longest = 0;
    bool passed = true;
    for (std::size_t i = 0; i < covered.size() && passed; ++i) {
      const std::size_t k = covered[i];
      const Result r = grade(timing, work, k, tests[k]);
      if (r.verdict == Verdict::STOP) throw JudgeError("stopped");
      for (const Expectation* e : bounding)
        if ((e->tests.empty() || matched(e->tests, tests[k].name)) && !e->allows(expected_word(r.verdict))) passed = false;
      longest = std::max(longest, r.cpu);
    }
    if (!passed) continue;
    ++timed;
    if (longest > slowest) slowest = longest, slowest_name = name;
  }
  const std::string who = modern ? "as the 2025-09 format works it out" : "as problemtools works it out";
  if (timed == 0) {
    from = modern ? "1 s assumed: no submission that bounds it from below (accepted/, or as submissions.yaml says) "
                    "in C, C++ or Python 3 ran here as expected, to time, as the 2025-09 format does"
                  : "1 s assumed: no accepted submission in C, C++ or Python 3 passed here to time, as problemtools does";
    return 1;
  }
  const double exact = slowest * rule.multiplier;
  const double limit = modern ? std::max(rule.resolution, std::ceil(exact / rule.resolution - 1e-9) * rule.resolution)
                              : std::max(1.0, std::floor(0.5 + exact));
  char buf[200];
  std::snprintf(buf, sizeof buf, ": %g x %.2f s, the slowest of %d %s%s (", rule.multiplier, slowest, timed,
                modern ? "submission" : "accepted submission",
                modern ? (timed == 1 ? " that bounds it from below" : "s that bound it from below") : (timed == 1 ? "" : "s"));
  from = who + buf + slowest_name + "), " +
         (modern ? "rounded up to a multiple of " + seconds_text(rule.resolution) : "rounded, at least 1 s");
  return limit;
}

void load_package(Setup& setup, Work& work) {
  AnyProblem& any = setup.any;
  fs::path root = fs::absolute(any.given);
  if (!fs::exists(root)) throw JudgeError("--problem " + judge_io::escaped(any.given) + ": no such file or folder");
  if (!fs::is_directory(root)) {
    const fs::path unpacked = work.folder / "package";
    std::vector<std::string> names;
    try {
      names = unzip_to(root.string(), unpacked.string());
    } catch (const std::runtime_error& e) {
      throw JudgeError("--problem " + judge_io::escaped(any.given) + ": " + e.what());
    }
    for (const std::string& name : names) {
      const fs::path written = unpacked / name;
      if (!name.empty() && name.back() != '/' && (written.filename() == "build" || written.filename() == "run"))
        fs::permissions(written, fs::perms::owner_exec, fs::perm_options::add);
    }
    // Its folder: the zip's own, or the one folder all of it is in (at any depth).
    root = unpacked;
    any.name = shown(fs::path(any.given).stem());
    for (;;) {
      if (!fs::is_directory(root) || fs::exists(root / "problem.yaml") || fs::exists(root / "data")) break;
      std::vector<fs::path> inside;
      for (const auto& e : fs::directory_iterator(root)) inside.push_back(e.path());
      if (inside.size() != 1 || !fs::is_directory(inside[0])) break;
      root = inside[0];
      any.name = shown(root.filename());
    }
  } else {
    any.name = shown(fs::canonical(root).filename());
  }
  Config config;
  try {
    config = problem_config(root);
  } catch (const JudgeError& e) {
    throw JudgeError(any.name + ": " + e.what());
  }
  const std::string yaml = "problem.yaml";
  Checking& checking = any.checking;

  // What kind of problem: legacy's validation ("custom interactive"; DOMjudge
  // reads "custom multi-pass" too) and type (pass-fail, scoring), 2025-09's
  // type (a string of words or a list of them).
  const std::vector<std::string> validation = words(config["validation"]);
  std::vector<std::string> types = config.modern ? config.list("type") : words(config.yaml.text("type", ""));
  if (!config.modern && validation.size() > 1) types.insert(types.end(), validation.begin() + 1, validation.end());
  bool scoring = false, multi_pass = false;
  for (const std::string& type : types) {
    if (type == "interactive") checking.interactive = true;
    else if (type == "multi-pass") multi_pass = true;
    else if (type == "scoring" || type == "score") scoring = true;
    else if (type == "submit-answer")
      throw JudgeError(any.name + " is a submit-answer problem (" + yaml + "), whose answers are files, not a program's run");
    else if (type != "pass-fail")
      throw JudgeError(yaml + ": " + (config.modern ? "type" : "validation") + " has " + judge_io::escaped(type) +
                       ", not one of pass-fail, scoring, interactive, multi-pass");
  }
  any.type_words = types.empty() ? "pass-fail" : "";
  for (const std::string& type : types) any.type_words += (any.type_words.empty() ? "" : ", ") + judge_io::escaped(type);
  any.scoring = scoring;
  if (multi_pass) checking.passes = static_cast<int>(config.modern ? config.positive("limits.validation_passes") : 2);
  if (multi_pass && checking.passes < 2)
    throw JudgeError(yaml + ": limits.validation_passes is " + std::to_string(checking.passes) + ", and a multi-pass problem has 2 or more");

  if (!fs::is_directory(root / "data")) throw JudgeError(any.name + ": the package has no data/ folder (its tests)");
  GroupConfig top;
  read_group(root, root / "data", top, config, multi_pass, any.tests);
  if (any.tests.empty()) throw JudgeError(any.name + ": no test in data/ (NAME.in with its NAME.ans)");

  // The output validator: legacy's output_validators/ (one program in it),
  // 2025-09's output_validator/ (the program itself; problemtools' examples
  // keep it in a folder of its own inside).
  const std::vector<std::string> flags = words(config["validator_flags"]);
  std::vector<fs::path> validators;
  const fs::path validator_folder = root / (config.modern ? "output_validator" : "output_validators");
  if (fs::is_directory(validator_folder))
    for (const auto& e : fs::directory_iterator(validator_folder)) validators.push_back(e.path());
  std::sort(validators.begin(), validators.end());
  if (config.modern && !validators.empty() && !(validators.size() == 1 && fs::is_directory(validators[0])))
    validators = {validator_folder};
  const bool custom = config.modern ? !validators.empty() : !validation.empty() && validation[0] == "custom";
  if (!config.modern && !validation.empty() && validation[0] != "default" && validation[0] != "custom")
    throw JudgeError(yaml + ": validation is default or custom, not " + judge_io::escaped(config["validation"]));
  if (!custom && (checking.interactive || multi_pass))
    throw JudgeError(any.name + " is " + (checking.interactive ? "interactive" : "multi-pass") + ", and " +
                     (config.modern ? "output_validator/ has no validator" : yaml + " does not say validation: custom"));
  if (!custom) {
    std::string why;
    checking.rules = token_rules(flags, why);
    if (!why.empty()) throw JudgeError(yaml + ": validator_flags: " + judge_io::escaped(why));
    for (const Test& t : any.tests)
      if (!t.flags.empty()) token_rules(t.flags, why);
    if (!why.empty())
      throw JudgeError(std::string(config.modern ? "test_group.yaml: output_validator_args: " : "testdata.yaml: output_validator_flags: ") +
                       judge_io::escaped(why));
    checking.kind = "tokens";
    checking.flags = flags;
    checking.title = "the default output validator (tokens" + std::string(flags.empty() ? "" : ", " + judge_io::escaped(config["validator_flags"])) + ")";
  } else {
    const std::string where = config.modern ? "output_validator/" : "output_validators/";
    if (validators.empty()) throw JudgeError(yaml + " says validation: custom, and output_validators/ has no validator");
    if (validators.size() > 1) throw JudgeError(where + " has " + std::to_string(validators.size()) + " validators; the judge runs one");
    const std::string name = validators[0] == validator_folder ? where : where + shown(validators[0].filename());
    std::string why;
    const fs::path constants = work.folder / "output_validator" / "constants";
    const fs::path source = with_constants(validators[0], constants, root, config.constants);
    checking.program = built(source, work.folder / "output_validator", "the output validator " + name, why,
                             source == validators[0] ? root : constants);
    if (checking.program.empty()) throw JudgeError("the output validator " + name + ": " + why);
    checking.kind = "kattis";
    checking.flags = flags;
    checking.title = std::string(checking.interactive ? "talking with " : "") + "the package's output validator " + name +
                     (flags.empty() ? "" : " (" + judge_io::escaped(config["validator_flags"]) + ")");
  }
  if (checking.interactive || multi_pass || scoring)
    checking.title += " (" + any.type_words + (multi_pass ? ": at most " + std::to_string(checking.passes) + " passes" : "") + ")";

  // The input validator (for --stress): the first of input_validators/ and input_format_validators/ that runs here.
  for (const char* folder : {"input_validators", "input_format_validators"}) {
    if (!any.input_validator.empty() || !fs::is_directory(root / folder)) continue;
    std::vector<fs::path> found;
    for (const auto& e : fs::directory_iterator(root / folder)) found.push_back(e.path());
    std::sort(found.begin(), found.end());
    for (const fs::path& v : found) {
      std::string why;
      const std::string name = std::string(folder) + "/" + shown(v.filename());
      if (!setup.stress_mode) break;  // built only for --stress
      const fs::path constants = work.folder / "input_validator" / "constants";
      const fs::path source = with_constants(v, constants, root, config.constants);
      any.input_validator = built(source, work.folder / "input_validator", "the input validator " + name, why,
                                  source == v ? root : constants);
      if (!any.input_validator.empty()) {
        any.input_validator_name = name;
        break;
      }
    }
  }

  // The limits: --time-limit, .timelimit, else problemtools' way; memory and output from problem.yaml.
  const auto from_yaml = [&](const std::string& key) {
    return config.yaml.has(key) ? "problem.yaml's " + key
                                : (config.modern ? "the 2025-09 format's default for " : "problemtools' default for ") + key;
  };
  if (any.memory_from.empty()) {
    setup.limits.memory_kb = static_cast<long>(config.positive("limits.memory") * 1024);
    if (!setup.stack_set) setup.limits.stack_kb = setup.limits.memory_kb;
    any.memory_from = from_yaml("limits.memory");
  }
  if (!setup.output_limit_set) {
    setup.limits.output_kb = static_cast<long>(config.positive("limits.output") * 1024);
    setup.output_limit_set = true;
    any.output_from = from_yaml("limits.output");
  }
  // A test's own files: nothing but files and folders, at most
  // kTestFilesBytes and kTestFilesEntries, read before any run (the accepted
  // submissions' below too). In the sandbox they are in the run's working
  // folder, which the box holds in memory, on the run's count: more than the
  // memory limit could never pass.
  for (const Test& t : any.tests) {
    if (t.files.empty()) continue;
    const std::string named = "data/" + t.name + ".files";
    const unsigned long long bytes = test_files_bytes(t.files, named);
    if (setup.sandbox && bytes > static_cast<unsigned long long>(setup.limits.memory_kb) * 1024)
      throw JudgeError(named + ": " + megabytes(static_cast<long>(bytes / 1024)) + " of files, over the memory limit of " +
                       megabytes(setup.limits.memory_kb) + ", which counts them (the solution's working folder is " +
                       "held in memory in the sandbox)");
  }
  if (any.time_from.empty()) {
    if (fs::exists(root / ".timelimit")) {
      const std::vector<std::string> given = words(read_file(root / ".timelimit"));
      const std::string text = given.size() == 1 ? given[0] : "";
      char* end = nullptr;
      const double v = std::strtod(text.c_str(), &end);
      if (text.empty() || *end != '\0' || !(v > 0) || v > 3600)
        throw JudgeError(".timelimit is not a time in seconds: " + judge_io::escaped(text));
      setup.limits.seconds = v;
      any.time_from = ".timelimit (DOMjudge's file)";
    } else if (config.modern && config.yaml.has("limits.time_limit")) {
      setup.limits.seconds = config.positive("limits.time_limit");
      any.time_from = "problem.yaml's limits.time_limit";
    } else {
      TimeRule rule;
      rule.multiplier = config.positive(config.modern ? "limits.time_multipliers.ac_to_time_limit" : "limits.time_multiplier");
      rule.resolution = config.modern ? config.positive("limits.time_resolution") : 0;
      setup.limits.seconds = timed_by_accepted(setup, root, rule, work, any.time_from);
    }
  }
}

}  // namespace

void load_any_problem(Setup& setup, Work& work) {
  AnyProblem& any = setup.any;
  if (any.kind == "package") {
    load_package(setup, work);
  } else {
    const fs::path root = fs::absolute(any.given);
    if (!fs::is_directory(root)) throw JudgeError("--tests " + judge_io::escaped(any.given) + ": no such folder");
    read_folder(root, root, any.tests);
    if (any.tests.empty()) throw JudgeError("--tests " + judge_io::escaped(any.given) + ": no test in it (NAME.in with NAME.ans or NAME.out)");
    any.name = shown(fs::canonical(root).filename());
    any.checking.kind = "tokens";
    any.checking.rules.case_sensitive = true;
    any.checking.title = "tokens (white space aside, case-sensitive)";
  }
  if (!setup.input.empty()) {  // --input FILE: the one test, its answer beside it
    const fs::path in = setup.input, stem = in.parent_path() / in.stem();
    const std::string answer = fs::exists(stem.string() + ".ans") ? stem.string() + ".ans" : stem.string() + ".out";
    if (!fs::exists(answer) || in.extension() == ".out" || in.extension() == ".ans")
      throw JudgeError("--input " + judge_io::escaped(setup.input) + ": no " + shown(stem.filename()) +
                       ".ans or .out beside it (its expected answer)");
    Test t{"input", ""};
    t.input_file = test_file(in, "--input " + judge_io::escaped(setup.input));
    t.answer_file = test_file(answer, shown(answer));
    any.tests = {t};
  }
  if (setup.stress_mode && setup.stress.answers.empty() && !any.checking.interactive && any.interactor_given.empty())
    throw JudgeError("--stress on --problem or --tests needs --gen COMMAND (the inputs) and --answer COMMAND (the right "
                     "answers); only an interactive problem's validator judges without them");
  if (!any.interactor_given.empty()) {
    any.checking.kind = "testlib";
    any.checking.interactive = true;
    any.checking.program = checker_program(any.interactor_given, "--interactor", work);
    any.checking.title = "talking with the interactor " + judge_io::escaped(any.interactor_given) + " (testlib's exit statuses)";
    if (!any.checker_given.empty()) {
      any.checking.then_checker = checker_program(any.checker_given, "--checker", work);
      any.checking.title += ", then the checker " + judge_io::escaped(any.checker_given) + " on its output";
    }
  } else if (!any.checker_given.empty()) {
    any.checking.kind = "testlib";
    any.checking.program = checker_program(any.checker_given, "--checker", work);
    any.checking.title = "the checker " + judge_io::escaped(any.checker_given) + " (testlib's exit statuses)";
  } else if (!any.validator_given.empty()) {
    any.checking.kind = "kattis";
    any.checking.program = checker_program(any.validator_given, "--validator", work);
    any.checking.title = "the output validator " + judge_io::escaped(any.validator_given) + " (Kattis's: 42, 43)";
  }
  if (any.checking.kind == "tokens")  // the answer read whole at each test
    for (const Test& t : any.tests) {
      std::error_code ec;
      const auto bytes = fs::file_size(t.answer_file, ec);
      if (!ec && bytes > kWholeAnswerBytes)
        throw JudgeError("test " + t.name + ": its answer is " + size_text(bytes) + ", over the " +
                         size_text(kWholeAnswerBytes) + " that the judge's token comparison reads whole (a validator " +
                         "of the package's own reads it itself)");
    }
}

}  // namespace judge
