// bundler: turns a program and the project's own headers into one .cpp file
// that a judge compiles alone.
//
//   bundler [--limit BYTES] [--define NAME[=VALUE][,...]] [--files TASK | --usaco TASK --id ID]
//           [--note TEXT] [--include DIR] [--quiet] -o OUT MAIN.cpp
//   bundler --judges TABLE --judge NAME [--id ID] [--quiet] -o OUT MAIN.cpp
//
// Theory of operation, in passes:
// 1. expand (expand.hpp): each file is read and lexed once (lex.hpp: comments
//    and literals told apart, so that an include inside either is not seen);
//    quoted includes ("x.hpp", beside the including file, else in an
//    --include folder) are inlined,
//    recursively, once per file (by resolved path); system includes (<x>)
//    stay, each once; include guards (#ifndef X / #define X ... #endif around
//    the whole file, comments before them allowed) and #pragma once go;
//    --define decides #ifdef NAME / #ifndef NAME as if NAME were defined,
//    keeping only the live branch (other conditionals stay as written; but
//    #ifdef SUITE_VERSION, the release the suite's own build names, is
//    decided as not defined: a judge's file names none), and
//    NAME=VALUE writes "#define NAME VALUE" where the program's #ifndef NAME
//    stood (a program without one is an error). A missing header, an include
//    cycle or a quoted include under #if/#ifdef/#ifndef is refused with
//    "file:line: message" on stderr, exit status 1.
// 2. squeeze (squeeze.hpp): the expanded program is written at the first
//    level that fits --limit, counted as if every line ended in CRLF (a
//    judge's web form may add a CR to each line): with its comments, the
//    program's leading block first; without the headers' comments; without
//    the program's (its leading block stays); then without the indentation
//    and the empty lines (never inside a raw string or a line a backslash
//    continues: no token, string or character changes); then without the
//    leading block but its first comment (its first line, or a /* ... */
//    that line opens), and with lines joined where no token can change.
//    Still over the limit is an error.
// 3. write: --files opens TASK.in and TASK.out in place of stdin and stdout
//    (a missing TASK.in is named on stderr, exit status 1); --usaco does the
//    same after USACO training's header comment; --note puts "// TEXT" first
//    (after USACO's header). It refuses to write over any file it read, and
//    prints "OUT: N bytes" (not with --quiet).
// --judges TABLE --judge NAME: the file for NAME's row of tools/judges/judges.tsv
// whose program is MAIN (judges.hpp reads the table; the row sets the note,
// the options baked in as defaults, the limit and the files; --id is used
// where the row says usaco).
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "bundler/expand.hpp"
#include "bundler/squeeze.hpp"
#include "judge_args.hpp"
#include "judge_io.hpp"
#include "judges/judges.hpp"

namespace fs = std::filesystem;

namespace {

// The size with CRLF line ends: a byte more for each line.
long crlf_size(const std::string& text) {
  return static_cast<long>(text.size() + std::count(text.begin(), text.end(), '\n'));
}

// "--limit 10000": a whole number of bytes above 0, or -1.
long parse_limit(const std::string& text) {
  if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos) return -1;
  const long limit = std::atol(text.c_str());
  return limit > 0 ? limit : -1;
}

// A USACO ID or task name: it goes into the header comment and into file
// names, so letters, digits and _ only.
bool plain_word(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
}

// Every value of the option `name` on the command line, in order (Args keeps
// the last), but empty ones: "--include a --include=b --include=" -> {"a", "b"}.
std::vector<std::string> every_value(int argc, char** argv, const std::string& name) {
  std::vector<std::string> values;
  for (int i = 1; i < argc && std::string(argv[i]) != "--"; ++i) {
    const std::string arg = argv[i];
    std::string value;
    if (arg == name && i + 1 < argc) value = argv[++i];
    else if (arg.compare(0, name.size() + 1, name + "=") == 0) value = arg.substr(name.size() + 1);
    if (!value.empty()) values.push_back(value);
  }
  return values;
}

// What goes before the program: USACO's header, the note, the task's files.
std::string prelude(const std::string& usaco_task, const std::string& files_task, const std::string& id,
                    const std::string& note) {
  const std::string task = usaco_task + files_task;
  std::string text;
  if (!usaco_task.empty()) text = "/*\nID: " + id + "\nLANG: C++\nTASK: " + task + "\n*/\n";
  if (!note.empty()) text += "// " + note + "\n" + (task.empty() ? "\n" : "");
  if (!task.empty())
    text += "#include <cstdio>\n#include <cstdlib>\n\n"
            "// The judge gives " + task + ".in and takes " + task + ".out.\n"
            "struct TaskFiles {\n"
            "  TaskFiles() {\n"
            "    if (!std::freopen(\"" + task + ".in\", \"r\", stdin)) std::perror(\"" + task + ".in\"), std::exit(1);\n"
            "    if (!std::freopen(\"" + task + ".out\", \"w\", stdout)) std::perror(\"" + task + ".out\"), std::exit(1);\n"
            "  }\n"
            "} task_files;\n\n";
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "bundler",
                      "[--limit BYTES] [--define NAME[=VALUE][,...]] [--files TASK | --usaco TASK --id ID] "
                      "[--note TEXT] [--include DIR] [--judges TABLE --judge NAME] [--quiet] -o OUT MAIN.cpp",
                      "Writes MAIN.cpp with the project's own headers inlined, as one file a judge takes.\n"
                      "  --limit BYTES    squeeze the file (comments, then layout) until it fits, CRLF\n"
                      "                   line ends counted (default: no limit, nothing taken out)\n"
                      "  --define NAME    decide #ifdef NAME as defined; NAME=VALUE also sets it\n"
                      "  --files TASK     read TASK.in and write TASK.out instead of stdin and stdout\n"
                      "  --usaco TASK     the same, after USACO's header; --id ID goes in it\n"
                      "  --note TEXT      \"// TEXT\" as the first line\n"
                      "  --include DIR    where a header not beside the file that includes it is\n"
                      "                   looked for; given again, each DIR in turn (default:\n"
                      "                   beside it only)\n"
                      "  --judges TABLE   with --judge NAME: the file for NAME's row of TABLE\n"
                      "                   (tools/judges/judges.tsv) whose program is MAIN, as the row sets\n"
                      "                   --limit, --define, --files, --usaco and --note\n"
                      "  --quiet          print nothing (default: the file's size)\n");
  const std::string out_path = args.value("-o", ""), table = args.value("--judges", ""),
                    site = args.value("--judge", "");
  std::string limit_text = args.value("--limit", ""), usaco_task = args.value("--usaco", ""),
              files_task = args.value("--files", ""), id = args.value("--id", ""),
              define = args.value("--define", ""), note = args.value("--note", "");
  args.value("--include", "");  // declared; every_value() takes each one given
  const std::vector<std::string> include_dirs = every_value(argc, argv, "--include");
  const bool quiet = args.flag("--quiet");
  args.check(1, 1);
  const std::string main_path = args.operands()[0];
  if (out_path.empty()) args.refuse("-o OUT is needed");
  if (args.given("--judges") != args.given("--judge")) args.refuse("--judges and --judge go together");
  if (args.given("--judges")) {
    for (const char* set : {"--limit", "--define", "--files", "--usaco", "--note"})
      if (args.given(set)) args.refuse(std::string(set) + " comes from the table with --judges, not from the command line");
    std::vector<judges::Site> rows;
    try {
      rows = judges::read(table);
    } catch (const std::runtime_error& e) {
      judge_io::die("bundler", judge_io::escaped(e.what()));
    }
    const std::string program = fs::path(main_path).stem().string();
    const judges::Site* row = nullptr;
    for (const judges::Site& j : rows)
      if (j.name == site && j.program() == program) row = &j;
    if (!row) args.refuse("no row of " + judge_io::escaped(table) + " for " + judge_io::escaped(site) + " and " + judge_io::escaped(program));
    if (row->limit > 0) limit_text = std::to_string(row->limit);
    for (const std::string& d : row->defines()) define += (define.empty() ? "" : ",") + d;
    if (row->usaco()) {
      usaco_task = row->task();
      if (id.empty()) args.refuse("--judge " + judge_io::escaped(site) + " writes USACO's header: --id ID is needed");
    } else {
      files_task = row->task();
      id = "";  // only USACO's header takes it
    }
    note = row->note();
  }
  const long limit = limit_text.empty() ? 0 : parse_limit(limit_text);
  if (limit < 0) args.refuse("option --limit takes a whole number of bytes above 0, not " + judge_io::escaped(limit_text));
  if (args.given("--usaco") && usaco_task.empty()) args.refuse("option --usaco needs a task name");
  if (args.given("--id") && id.empty() && !args.given("--judge")) args.refuse("option --id needs an ID");
  if (args.given("--files") && files_task.empty()) args.refuse("option --files needs a task name");
  if (usaco_task.empty() != id.empty()) args.refuse("--usaco and --id go together");
  if (!usaco_task.empty() && !files_task.empty()) args.refuse("--files and --usaco do not go together");
  const std::string task = usaco_task + files_task;
  if (!task.empty() && !(plain_word(task) && (id.empty() || plain_word(id))))
    args.refuse("options --files, --usaco and --id take letters, digits and _ only");
  std::map<std::string, std::string> defines;  // NAME[=VALUE],...
  for (std::size_t at = 0; at < define.size();) {
    const std::size_t comma = std::min(define.find(',', at), define.size());
    const std::string item = define.substr(at, comma - at);
    const std::size_t equals = item.find('=');
    const std::string name = item.substr(0, equals), value = equals == std::string::npos ? "" : item.substr(equals + 1);
    if (!plain_word(name) || (equals != std::string::npos && value.empty()))
      args.refuse("option --define takes NAME or NAME=VALUE, comma-separated, not " + judge_io::escaped(item));
    defines[name] = value;
    at = comma + 1;
  }
  if (note.find_first_of("\r\n") != std::string::npos) args.refuse("option --note takes one line");

  const std::string shown = judge_io::escaped(fs::path(main_path).filename().string());
  std::set<std::string> written_first;  // the system includes the prelude has
  if (!task.empty()) written_first = {"<cstdio>", "<cstdlib>"};
  bundler::Expansion expansion;
  try {
    expansion = bundler::expand(main_path, written_first, defines, include_dirs);
  } catch (const bundler::Error& e) {
    std::fprintf(stderr, "bundler: %s\n", judge_io::escaped(e.message).c_str());
    return 1;
  }
  for (const std::string& name : expansion.unplaced) {
    std::fprintf(stderr, "bundler: --define %s=...: %s has no #ifndef %s to set it in\n", name.c_str(), shown.c_str(),
                 name.c_str());
    return 1;
  }
  const std::string before = prelude(usaco_task, files_task, id, note);
  std::string bundle;
  for (bundler::Level level : bundler::kLevels) {
    bundle = before + bundler::squeeze(expansion, level);
    if (limit == 0 || crlf_size(bundle) <= limit) break;
  }
  if (limit > 0 && crlf_size(bundle) > limit) {
    std::fprintf(stderr,
                 "bundler: %s: the bundle has %ld bytes with CRLF line ends even without comments, indentation and line ends, "
                 "over the limit of %ld\n",
                 shown.c_str(), crlf_size(bundle), limit);
    return 1;
  }
  std::error_code ec;  // a path with no canonical form (/dev/stdout on a pipe) is none of the inputs
  const fs::path canonical_out = fs::weakly_canonical(out_path, ec);
  if (!ec && expansion.inputs.count(canonical_out))
    judge_io::die("bundler", "will not write over its input " + judge_io::escaped(out_path));
  {  // closed before stdout is used: with stdout closed, the file may be given its descriptor
    std::ofstream out(out_path, std::ios::binary);
    out << bundle;
    if (!out.flush()) judge_io::die("bundler", "cannot write " + judge_io::escaped(out_path) + ": " + std::strerror(errno));
  }
  if (!quiet) std::printf("%s: %zu bytes\n", judge_io::escaped(out_path).c_str(), bundle.size());
  if (std::fflush(stdout) != 0) judge_io::die("bundler", std::string("cannot write the output: ") + std::strerror(errno));
  return 0;
}
