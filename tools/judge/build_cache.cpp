// build_cache.cpp: a C or C++ program's build kept by what it was built
// from (build_cache.hpp).
#include "judge/build_cache.hpp"

#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <system_error>
#include <utility>

#include "judge/hash.hpp"
#include "judge/text.hpp"
#include "whole_file.hpp"

namespace judge::build_cache {

// A file the compiler read, as the entry records it: a system file by its
// size, time and inode; any other by a copy, its path kept relative to the
// sources' folder where it was under it (the same #include "x.h" reads the
// new folder's x.h).
struct Read {
  bool system = false;
  std::string path;   // absolute, or relative to the sources' folder
  std::string known;  // a system file's stat_text
};

namespace {

namespace fs = std::filesystem;

const char* const kSteering[] = {"CPATH", "C_INCLUDE_PATH", "CPLUS_INCLUDE_PATH", "LIBRARY_PATH",
                                 "COMPILER_PATH", "GCC_EXEC_PREFIX", "SOURCE_DATE_EPOCH"};
const unsigned long long kMostCopied = 16ull << 20;  // an entry's copies of the files read, in all

// The records of an entry's manifest: each a field written as its length,
// ':', its bytes and a newline, so that any name (a space, a newline) reads
// back as it was.
void put(std::string& to, const std::string& field) { to += std::to_string(field.size()) + ":" + field + "\n"; }

bool fields_of(const std::string& text, std::vector<std::string>& fields) {
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t colon = text.find(':', at);
    if (colon == std::string::npos || colon == at || colon - at > 12) return false;
    const std::string digits = text.substr(at, colon - at);
    if (digits.find_first_not_of("0123456789") != std::string::npos) return false;
    const std::size_t size = std::stoul(digits);
    if (size > text.size() - colon - 1 || text.size() - colon - 1 - size < 1 || text[colon + 1 + size] != '\n')
      return false;
    fields.push_back(text.substr(colon + 1, size));
    at = colon + 2 + size;
  }
  return true;
}

std::string stat_text(const struct stat& st, bool inode) {
  std::string text = std::to_string(st.st_size) + " " + std::to_string(st.st_mtim.tv_sec) + "." +
                     std::to_string(st.st_mtim.tv_nsec);
  if (inode) text += " " + std::to_string(st.st_dev) + " " + std::to_string(st.st_ino);
  return text;
}

// The compiler as it is now, what steers it, and the command's words: a
// build is only the same when all of these are.
std::string identity(const Build& build) {
  char* real = realpath(build.compiler.c_str(), nullptr);
  if (!real) return "";
  const std::string compiler = real;
  free(real);
  struct stat st {};
  if (stat(compiler.c_str(), &st) != 0) return "";
  std::string text;
  put(text, "judge-suite build 1");
  put(text, compiler + " " + stat_text(st, false));
  for (const char* name : kSteering) {
    const char* value = std::getenv(name);
    put(text, std::string(name) + (value ? "=" + std::string(value) : " unset"));
  }
  for (const auto* words : {&build.words, &build.sources}) {
    put(text, std::to_string(words->size()));
    for (const std::string& w : *words) put(text, w);
  }
  return text;
}

// FNV-1a, 64 bits: only where to look; what is found is compared in full.
std::string hex_hash(const std::string& text) {
  Fnv1a fnv;
  for (unsigned char c : text) fnv.add(c);
  std::uint64_t h = fnv.value;
  static const char digits[] = "0123456789abcdef";
  std::string hex(16, '0');
  for (int i = 15; i >= 0; --i, h >>= 4) hex[static_cast<std::size_t>(i)] = digits[h & 15];
  return hex;
}

// The entry's name: the identity and the sources' bytes.
std::string entry_name(const Build& build, const std::string& id) {
  std::string text = id;
  for (const std::string& s : build.sources) {
    std::string bytes;
    if (!whole_file::read((build.folder / s).string(), bytes)) return "";
    put(text, bytes);
  }
  return hex_hash(text);
}

bool is_system(const std::string& path, struct stat& st) {
  return path.compare(0, 5, "/usr/") == 0 && stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
         st.st_uid == 0 && (st.st_mode & 022) == 0;
}

fs::path where(const Build& build, const Read& r) { return r.path[0] == '/' ? fs::path(r.path) : build.folder / r.path; }

// True when every file read is as the entry at `entry` recorded it.
bool unchanged(const Build& build, const fs::path& entry, const std::vector<Read>& reads) {
  for (std::size_t i = 0; i < reads.size(); ++i) {
    const Read& r = reads[i];
    if (r.system) {
      struct stat st {};
      if (stat(r.path.c_str(), &st) != 0 || stat_text(st, true) != r.known) return false;
      continue;
    }
    std::string now, then;
    if (!whole_file::read(where(build, r).string(), now) ||
        !whole_file::read((entry / "files" / std::to_string(i)).string(), then) || now != then)
      return false;
  }
  return true;
}

std::string manifest_of(const std::string& id, unsigned long long program_size, const std::vector<Read>& reads) {
  std::string text = id;
  put(text, std::to_string(program_size));
  put(text, std::to_string(reads.size()));
  for (const Read& r : reads) {
    put(text, r.system ? "system" : "copied");
    put(text, r.path);
    put(text, r.known);
  }
  return text;
}

// An entry's manifest read back: true when it is one of `id`'s.
bool manifest_read(const std::string& text, const std::string& id, unsigned long long& program_size,
                   std::vector<Read>& reads) {
  if (text.compare(0, id.size(), id) != 0) return false;
  std::vector<std::string> f;
  if (!fields_of(text.substr(id.size()), f) || f.size() < 2) return false;
  try {
    program_size = std::stoull(f[0]);
    const std::size_t count = std::stoul(f[1]);
    if (f.size() != 2 + 3 * count) return false;
    for (std::size_t i = 0; i < count; ++i) {
      const std::string& kind = f[2 + 3 * i];
      if ((kind != "system" && kind != "copied") || f[3 + 3 * i].empty()) return false;
      reads.push_back({kind == "system", f[3 + 3 * i], f[4 + 3 * i]});
    }
  } catch (const std::exception&) {
    return false;
  }
  return true;
}

// Entries past the bounds removed, the least recently used first, and any
// half-made one a judge left more than a day ago.
void bound(const fs::path& root) {
  struct Found {
    fs::file_time_type used;
    unsigned long long bytes;
    fs::path path;
  };
  std::vector<Found> entries;
  std::error_code ec;
  const auto now = fs::file_time_type::clock::now();
  for (const auto& e : fs::directory_iterator(root, ec)) {
    std::error_code ignored;
    const fs::file_time_type used = fs::last_write_time(e.path(), ignored);
    if (e.path().filename().string().compare(0, 4, "new-") == 0) {
      if (!ignored && now - used > std::chrono::hours(24)) fs::remove_all(e.path(), ignored);
      continue;
    }
    unsigned long long bytes = 0;
    for (const auto& f : fs::recursive_directory_iterator(e.path(), ignored))
      if (f.is_regular_file(ignored)) bytes += f.file_size(ignored);
    entries.push_back({used, bytes, e.path()});
  }
  std::sort(entries.begin(), entries.end(), [](const Found& a, const Found& b) { return a.used > b.used; });
  unsigned long long total = 0;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    total += entries[i].bytes;
    if (static_cast<int>(i) >= kMostEntries || total > kMostBytes) fs::remove_all(entries[i].path, ec);
  }
}

}  // namespace

std::vector<std::string> Build::command(const fs::path& output) const {
  std::vector<std::string> argv{compiler};
  for (const std::string& w : words)
    if (w == "{files}")
      for (const std::string& s : sources) argv.push_back((folder / s).string());
    else
      argv.push_back(filled(w, {{"{binary}", output.string()}, {"{path}", output.parent_path().string()}}));
  return argv;
}

std::vector<std::string> Build::dependencies_command() const {
  std::vector<std::string> argv{compiler};
  for (std::size_t i = 0; i < words.size(); ++i)
    if (words[i] == "{files}")
      for (const std::string& s : sources) argv.push_back((folder / s).string());
    else if (words[i] == "-o" && i + 1 < words.size() && words[i + 1].find("{binary}") != std::string::npos)
      ++i;
    else if (words[i].find("{binary}") == std::string::npos && words[i].find("{path}") == std::string::npos)
      argv.push_back(words[i]);
  argv.insert(argv.end(), {"-M", "-MT", "x"});
  return argv;
}

fs::path folder() {
  const char* xdg = std::getenv("XDG_CACHE_HOME");
  const char* home = std::getenv("HOME");
  const fs::path base = xdg && xdg[0] == '/' ? fs::path(xdg) : home && home[0] == '/' ? fs::path(home) / ".cache" : "";
  if (base.empty()) return "";
  const uid_t me = geteuid();
  mkdir(base.c_str(), 0700);
  struct stat st {};
  if (stat(base.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != me) return "";  // another's (sudo's HOME)
  const fs::path ours = base / "judge-suite", builds = ours / "builds";
  for (const fs::path& p : {ours, builds}) {
    mkdir(p.c_str(), 0700);
    if (lstat(p.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != me || (st.st_mode & 077) != 0) return "";
  }
  return builds;
}

bool rule_files(const std::string& rules, std::vector<std::string>& files) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  for (std::size_t i = 0; i < rules.size(); ++i) {
    const char c = rules[i];
    if (c == '\\' && i + 1 < rules.size() && rules[i + 1] == '\n') {
      ++i;
    } else if (c == '\\' && i + 1 < rules.size() && (rules[i + 1] == ' ' || rules[i + 1] == '#')) {
      word += rules[++i], in_word = true;
      continue;
    } else if (c == '$' && i + 1 < rules.size() && rules[i + 1] == '$') {
      word += rules[++i], in_word = true;
      continue;
    } else if (c != ' ' && c != '\n' && c != '\t') {
      word += c, in_word = true;
      continue;
    }
    if (in_word) words.push_back(word);
    word.clear(), in_word = false;
    if (c == '\n') words.push_back("\n");
  }
  if (in_word) words.push_back(word);
  bool target = true;  // a rule starts with its target, "x:"
  for (const std::string& w : words) {
    if (w == "\n") {
      target = true;
      continue;
    }
    if (target) {
      if (w.size() < 2 || w.back() != ':') return false;
      target = false;
      continue;
    }
    if (std::find(files.begin(), files.end(), w) == files.end()) files.push_back(w);
  }
  return !files.empty();
}

bool fetch(const Build& build, const fs::path& output) {
  const fs::path root = folder();
  const std::string id = root.empty() ? "" : identity(build);
  const std::string name = id.empty() ? "" : entry_name(build, id);
  if (name.empty()) return false;
  const fs::path entry = root / name;
  std::string manifest;
  unsigned long long program_size = 0;
  std::vector<Read> reads;
  if (!whole_file::read((entry / "manifest").string(), manifest) || !manifest_read(manifest, id, program_size, reads) ||
      !unchanged(build, entry, reads))
    return false;
  std::error_code ec;
  fs::remove(output, ec);
  if (!fs::copy_file(entry / "program", output, ec) || ec || fs::file_size(output, ec) != program_size || ec) {
    fs::remove(output, ec);
    return false;
  }
  fs::last_write_time(entry, fs::file_time_type::clock::now(), ec);  // recently used
  return true;
}

Entry::Entry(const Build& build, const std::string& dependencies) : build_(build) {
  const fs::path root = folder();
  std::vector<std::string> files;
  if (root.empty() || !rule_files(dependencies, files)) return;
  const std::string prefix = build.folder.string() + "/";
  std::string pattern = (root / "new-XXXXXX").string();
  if (!mkdtemp(pattern.data())) return;
  making_ = pattern;
  std::error_code ec;
  fs::create_directory(making_ / "files", ec);
  unsigned long long copied = 0;
  for (const std::string& file : files) {
    Read r;
    struct stat st {};
    if (file.compare(0, prefix.size(), prefix) == 0) r.path = file.substr(prefix.size());
    else if (file[0] == '/' && is_system(file, st)) r.system = true, r.path = file, r.known = stat_text(st, true);
    else r.path = file[0] == '/' ? file : (fs::current_path(ec) / file).string();
    if (!r.system) {
      const fs::path copy = making_ / "files" / std::to_string(reads_.size());
      if (!fs::copy_file(where(build, r), copy, ec) || ec || (copied += fs::file_size(copy, ec)) > kMostCopied) {
        fs::remove_all(making_, ec);
        making_.clear();
        return;
      }
    }
    reads_.push_back(r);
  }
}

void Entry::keep(const fs::path& output) {
  if (making_.empty()) return;
  std::error_code ec;
  const std::string id = identity(build_), name = id.empty() ? "" : entry_name(build_, id);
  const unsigned long long size = fs::file_size(output, ec);
  if (name.empty() || ec || !unchanged(build_, making_, reads_) || !fs::copy_file(output, making_ / "program", ec) || ec)
    return;
  // As the compiler leaves a program (umask 022): a sandbox's user may run the copy fetched.
  fs::permissions(making_ / "program",
                  fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec | fs::perms::others_read |
                      fs::perms::others_exec,
                  ec);
  std::ofstream(making_ / "manifest", std::ios::binary) << manifest_of(id, size, reads_);
  const fs::path root = making_.parent_path(), entry = root / name;
  if (rename(making_.c_str(), entry.c_str()) != 0) {  // one there already: the newer takes its place
    std::string aside = (root / "new-XXXXXX").string();
    if (mkdtemp(aside.data()) && rename(entry.c_str(), (aside + "/old").c_str()) == 0 &&
        rename(making_.c_str(), entry.c_str()) == 0)
      making_.clear();
    fs::remove_all(aside, ec);
    if (!making_.empty()) return;
  }
  making_.clear();
  bound(root);
}

Entry::~Entry() {
  std::error_code ec;
  if (!making_.empty()) fs::remove_all(making_, ec);
}

}  // namespace judge::build_cache
