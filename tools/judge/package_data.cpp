// package_data.cpp: a package's or a folder's tests read (package_data.hpp).
#include "judge/package_data.hpp"

#include <algorithm>

#include "judge/constants.hpp"
#include "judge/files.hpp"
#include "judge/text.hpp"

namespace judge {
namespace {

namespace fs = std::filesystem;

std::string extension(const fs::path& p) { return p.extension().string(); }

// A test's input or answer is streamed into the work folder for its runs,
// never held whole; at most this many bytes (a sparse file of gigabytes is
// refused before it is read). In the sandbox each run is given its input as
// a sealed memory file, a copy held while it runs.
const unsigned long long kTestFileBytes = 256ull << 20;
// A sample's NAME.interaction is read whole, to check its lines.
const unsigned long long kInteractionBytes = 16ull << 20;


// Natural order, as a file manager lists a folder of tests: runs of digits
// compared as numbers (2 before 10; of equal numbers, fewer leading zeros
// first), the rest byte by byte.
bool natural_less(const std::string& a, const std::string& b) {
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  std::size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (!digit(a[i]) || !digit(b[j])) {
      if (a[i] != b[j]) return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[j]);
      ++i, ++j;
      continue;
    }
    std::size_t ai = i, bj = j;
    while (ai < a.size() && digit(a[ai])) ++ai;
    while (bj < b.size() && digit(b[bj])) ++bj;
    std::size_t az = i, bz = j;  // past the leading zeros
    while (az + 1 < ai && a[az] == '0') ++az;
    while (bz + 1 < bj && b[bz] == '0') ++bz;
    const std::string x = a.substr(az, ai - az), y = b.substr(bz, bj - bz);
    if (x.size() != y.size()) return x.size() < y.size();
    if (x != y) return x < y;
    if (ai - i != bj - j) return ai - i < bj - j;
    i = ai, j = bj;
  }
  return a.size() - i < b.size() - j;
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

}  // namespace

// "12.0 MB", "20.0 GB": a size in a refusal.
std::string size_text(unsigned long long bytes) {
  if (bytes >= (10ull << 30)) return std::to_string(bytes >> 30) + " GB";
  return megabytes(static_cast<long>(bytes / 1024));
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

void read_folder(const fs::path& root, const fs::path& folder, std::vector<Test>& tests) {
  std::vector<fs::path> entries;
  for (const auto& e : fs::directory_iterator(folder)) entries.push_back(e.path());
  std::sort(entries.begin(), entries.end(),
            [](const fs::path& a, const fs::path& b) { return natural_less(a.filename().string(), b.filename().string()); });
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
    Test t{name, ""};
    t.no_answer = answer.empty();
    t.input_file = test_file(p, name + ".in");
    if (!answer.empty()) t.answer_file = test_file(answer, name + fs::path(answer).extension().string());
    tests.push_back(t);
  }
}

}  // namespace judge
