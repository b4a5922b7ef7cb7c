// bundler: turns a program and the project's own headers into one .cpp file
// that a judge compiles alone.
//
//   bundler [--limit BYTES] [--define NAME[=VALUE][,...]] [--files TASK | --usaco TASK --id ID]
//           [--note TEXT] [--quiet] -o OUT MAIN.cpp
//
// - Inlines each quoted include ("x.hpp", found beside the including file),
//   recursively, once per file (by resolved path); system includes (<x>) stay,
//   each once.
// - Drops include guards (#ifndef X / #define X ... #endif around the whole
//   file, comments before them allowed) and #pragma once.
// - Never expands an include inside a comment or a string literal.
// - Refuses a missing header, an include cycle, or a quoted include under
//   #if/#ifdef/#ifndef with "file:line: message" on stderr, exit status 1.
// - Keeps comments, the program's leading block first. Only a bundle over
//   --limit loses them: first the headers' comments, then the program's
//   (its leading block stays); then, still over, the indentation and the
//   empty lines (never inside a raw string or a line a backslash continues:
//   no token, string or character changes); then the leading block but its
//   first line, line ends and spaces where no token can change (join_lines);
//   still over the limit is an error.
// - --files: opens TASK.in and TASK.out in place of stdin and stdout (a
//   missing TASK.in is named on stderr, exit status 1); --usaco: the same,
//   after USACO training's header comment.
// - --note: "// TEXT" as the file's first line (after USACO's header): what
//   the file is for.
// --limit counts the bytes as if every line ended in CRLF (a judge's web form
// may add a CR to each line), so a bundle within it fits either way.
// --define NAME[,NAME...] decides #ifdef NAME / #ifndef NAME as if NAME were defined,
// keeping only the live branch (other conditionals stay as written).
// NAME=VALUE also writes "#define NAME VALUE" where the program's #ifndef NAME
// stood (a default it sets there is replaced); a program without one is an error.
// Refuses to write over any file it read. Prints "OUT: N bytes" on success
// (not with --quiet).
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "judge_args.hpp"
#include "judge_io.hpp"

namespace fs = std::filesystem;

namespace {

struct Error {
  std::string message;  // "file:line: what"
};

// How much to drop: nothing; the headers' comments; all comments but the
// program's leading block; that and the indentation and empty lines; that,
// the leading block but its first line, and line ends (join_lines).
enum Strip { kKeepComments, kStripHeaders, kStripAll, kStripLayout, kJoinLines };

// One physical line, as written, without its comments, and as code alone.
struct Line {
  std::string text;  // as written
  std::string bare;  // comments taken out, literals kept
  std::string code;  // comments taken out, literals emptied: what to parse
  bool comment;      // a comment is on it, or it lies inside one
  bool in_raw;       // it starts inside a raw string literal
};

// Splits a file into lines; follows block comments and raw strings across
// lines, so that an include inside either is not seen as one.
std::vector<Line> lex(const std::string& source) {
  std::vector<Line> lines;
  enum { kCode, kBlock, kRaw } state = kCode;
  std::string raw_end;  // the )delimiter" that ends the raw string we are in
  std::istringstream in(source);
  for (std::string text; std::getline(in, text);) {
    if (!text.empty() && text.back() == '\r') text.pop_back();
    Line line{text, "", "", state == kBlock, state == kRaw};
    for (std::size_t i = 0; i < text.size();) {
      if (state == kBlock) {
        const std::size_t end = text.find("*/", i);
        i = end == std::string::npos ? text.size() : end + 2;
        if (end != std::string::npos) state = kCode, line.bare += ' ', line.code += ' ';
      } else if (state == kRaw) {
        const std::size_t end = text.find(raw_end, i);
        const std::size_t stop = end == std::string::npos ? text.size() : end + raw_end.size();
        line.bare += text.substr(i, stop - i);
        if (end != std::string::npos) state = kCode, line.code += '"';
        i = stop;
      } else if (text.compare(i, 2, "//") == 0) {
        line.comment = true;
        break;
      } else if (text.compare(i, 2, "/*") == 0) {
        line.comment = true;
        state = kBlock, i += 2;
      } else if (text.compare(i, 2, "R\"") == 0 && text.find('(', i) != std::string::npos &&
                 (i == 0 || !(std::isalnum(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '_'))) {
        const std::size_t open = text.find('(', i);
        raw_end = ")" + text.substr(i + 2, open - i - 2) + "\"";
        line.bare += text.substr(i, open + 1 - i);
        line.code += '"';
        state = kRaw, i = open + 1;
      } else if (text[i] == '"' || text[i] == '\'') {
        const std::size_t start = i;
        for (++i; i < text.size() && text[i] != text[start]; ++i)
          if (text[i] == '\\') ++i;
        i = std::min(i + 1, text.size());
        line.bare += text.substr(start, i - start);
        line.code += std::string(2, text[start]);
      } else {
        line.bare += text[i];
        line.code += text[i++];
      }
    }
    lines.push_back(line);
  }
  return lines;
}

bool blank(const std::string& s) { return s.find_first_not_of(" \t") == std::string::npos; }

// The directive on a line of code ("include", "ifndef", ...) and the rest.
bool directive(const std::string& code, std::string& name, std::string& rest) {
  std::size_t i = code.find_first_not_of(" \t");
  if (i == std::string::npos || code[i] != '#') return false;
  i = code.find_first_not_of(" \t", i + 1);
  if (i == std::string::npos) return false;
  std::size_t j = i;
  while (j < code.size() && std::isalpha(static_cast<unsigned char>(code[j]))) ++j;
  name = code.substr(i, j - i);
  const std::size_t r = code.find_first_not_of(" \t", j);
  rest = r == std::string::npos ? "" : code.substr(r, code.find_last_not_of(" \t") - r + 1);
  return true;
}

class Bundler {
 public:
  explicit Bundler(Strip strip) : strip_(strip) {}

  std::string run(const std::string& main) {
    std::string out;
    const fs::path file = fs::weakly_canonical(main);
    root_ = file.parent_path();
    main_ = main;
    expand(file, out, true);
    while (ends_blank(out)) out.pop_back();
    if (strip_ == kJoinLines) out = join_lines(out);
    return out;
  }
  void seed_system_include(const std::string& line) { system_.insert(line); }
  void define(const std::string& name, const std::string& value) { defined_[name] = value; }
  // Names given a value that no #ifndef took, after run().
  std::vector<std::string> unplaced() const {
    std::vector<std::string> names;
    for (const auto& d : defined_)
      if (!d.second.empty() && !placed_.count(d.first)) names.push_back(d.first);
    return names;
  }
  const std::set<fs::path>& inputs() const { return done_; }  // every file read, after run()

 private:
  void expand(const fs::path& file, std::string& out, bool is_main) {
    if (done_.count(file)) return;
    for (const fs::path& open : chain_)
      if (open == file) throw Error{where_ + ": include cycle: " + cycle_from(file)};
    std::ifstream f(file, std::ios::binary);
    if (!f)
      throw Error{(is_main ? "" : where_ + ": ") + "cannot read " +
                  (is_main ? main_ : fs::relative(file, root_).generic_string())};
    std::ostringstream text;
    text << f.rdbuf();
    const std::vector<Line> lines = lex(text.str());
    chain_.push_back(file);

    // The guard, if any: the first directive #ifndef X, the next #define X,
    // and the #endif that closes the #ifndef as the last directive.
    std::vector<std::size_t> dirs;
    std::string name, rest;
    for (std::size_t i = 0; i < lines.size(); ++i)
      if (directive(lines[i].code, name, rest)) dirs.push_back(i);
    std::set<std::size_t> dropped;
    if (dirs.size() >= 3) {
      std::string n0, r0, n1, r1, nl, rl;
      directive(lines[dirs[0]].code, n0, r0);
      directive(lines[dirs[1]].code, n1, r1);
      directive(lines[dirs.back()].code, nl, rl);
      bool last_closes_first = nl == "endif";
      int depth = 0;
      for (std::size_t k = 0; k + 1 < dirs.size() && last_closes_first; ++k) {
        directive(lines[dirs[k]].code, name, rest);
        if (name == "if" || name == "ifdef" || name == "ifndef") ++depth;
        if (name == "endif" && --depth == 0) last_closes_first = false;
      }
      if (n0 == "ifndef" && n1 == "define" && r1.substr(0, r0.size()) == r0 && r1.size() >= r0.size() &&
          (r1.size() == r0.size() || r1[r0.size()] == ' ') && last_closes_first)
        dropped = {dirs[0], dirs[1], dirs.back()};
    }
    std::map<std::size_t, std::string> replaced;  // dropped lines that leave a line in their place
    resolve_defined(fs::relative(file, root_).generic_string(), lines, dropped, replaced);

    const bool strip = strip_ >= kStripAll || (strip_ == kStripHeaders && !is_main);
    const bool layout = strip_ >= kStripLayout;
    int leading_kept = 0;  // lines of the leading block kept so far
    bool leading = is_main;  // still in the program's leading comment block
    int depth = 0;           // conditional nesting, the guard left out
    std::string chunk;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const Line& line = lines[i];
      where_ = fs::relative(file, root_).generic_string() + ":" + std::to_string(i + 1);
      leading = leading && blank(line.code);
      // Inside a raw string, or continued by a backslash: exactly as written.
      const bool verbatim = line.in_raw || (i > 0 && continues(lines[i - 1]));
      if (dropped.count(i)) {
        if (replaced.count(i)) chunk += replaced[i] + "\n";
        continue;
      }
      if (directive(line.code, name, rest)) {
        if (name == "if" || name == "ifdef" || name == "ifndef") ++depth;
        if (name == "endif") --depth;
        if (name == "pragma" && rest == "once") continue;
        if (name == "include" && rest[0] == '"') {
          const std::size_t open = line.bare.find('"');
          const std::string header = line.bare.substr(open + 1, line.bare.find('"', open + 1) - open - 1);
          if (depth > 0) throw Error{where_ + ": quoted include under #if: \"" + header + "\""};
          const fs::path path = fs::weakly_canonical(file.parent_path() / header);
          if (!fs::is_regular_file(path)) throw Error{where_ + ": cannot find header \"" + header + "\""};
          const std::string here = where_;
          std::string inlined;
          expand(path, inlined, false);
          where_ = here;
          join(chunk, inlined, layout ? "\n" : "\n\n");
          continue;
        }
        if (name == "include" && rest[0] == '<' && !system_.insert(rest).second) continue;
      }
      if (leading && !blank(line.text)) {
        if (strip_ < kJoinLines || leading_kept++ == 0) chunk += line.text + "\n";
      } else if (verbatim) {
        chunk += line.text + "\n";
      } else if (blank(line.text)) {
        if (!layout && !chunk.empty() && !ends_blank(chunk)) chunk += "\n";  // no runs of empty lines
      } else {
        std::string kept = line.text;
        if (strip && line.comment) kept = line.bare, kept.erase(kept.find_last_not_of(" \t") + 1);
        if (layout) kept.erase(0, kept.find_first_not_of(" \t"));
        if (!kept.empty()) chunk += kept + "\n";
      }
    }
    chain_.pop_back();
    done_.insert(file);
    out += chunk;
  }

  static bool continues(const Line& line) { return !line.text.empty() && line.text.back() == '\\'; }

  // Does line k end the body of an unbraced if, else, for or while? A
  // statement joined after it would look guarded (and compilers warn). The
  // body is on the control's own line (it ends in ;) or is the next line.
  static bool ends_body(const std::vector<Line>& lines, std::size_t k) {
    const std::string& code = lines[k].code;
    if (unbraced_control(code) && code.find_last_not_of(" \t") == code.find_last_of(';')) return true;
    return k > 0 && unbraced_control(lines[k - 1].code) &&
           lines[k - 1].code.find_last_not_of(" \t") != lines[k - 1].code.find_last_of(';');
  }
  // An if, else, for or while whose body is not a block opened on its line.
  static bool unbraced_control(const std::string& code) {
    std::size_t i = code.find_first_not_of(" \t}");
    if (i == std::string::npos || code.find_last_not_of(" \t") == code.find_last_of('{')) return false;
    for (const char* word : {"if", "else", "for", "while"}) {
      const std::size_t n = std::strlen(word);
      if (code.compare(i, n, word) == 0 && (i + n == code.size() || !std::isalnum(static_cast<unsigned char>(code[i + n]))))
        return true;
    }
    return false;
  }

  // Tokens that never merge with a neighbour: space beside them can go.
  static bool alone(char c) { return std::strchr("{};,()[]", c) != nullptr && c != '\0'; }

  // A line of code without the spaces beside { } ; , ( ) [ ], outside string
  // and character literals.
  static std::string squeezed(const std::string& text) {
    std::string out;
    char quote = 0;  // the literal we are in, if any
    for (std::size_t i = 0; i < text.size(); ++i) {
      const char c = text[i];
      if (quote) {
        out += c;
        if (c == '\\' && i + 1 < text.size()) out += text[++i];
        else if (c == quote) quote = 0;
        continue;
      }
      if (c == '"' || c == '\'') quote = c;
      if (c == ' ' && ((!out.empty() && alone(out.back())) || (i + 1 < text.size() && alone(text[i + 1])))) continue;
      out += c;
    }
    return out;
  }

  // Joins each line to the one before where no token can change: never a
  // directive, a comment, a raw string's inside or a line a backslash
  // continues, nor after the body of an unbraced if/else/for/while; nothing between them
  // next to { } ; , ( ) [ ], else a space; and squeezed(), but for
  // directives and raw strings. Lines stay within 200 characters.
  static std::string join_lines(const std::string& text) {
    std::vector<Line> lines = lex(text);
    std::string out, name, rest;
    std::vector<bool> preprocessor(lines.size());  // a directive, or a line continuing one
    for (std::size_t i = 0; i < lines.size(); ++i)
      preprocessor[i] = directive(lines[i].code, name, rest) || (i > 0 && preprocessor[i - 1] && continues(lines[i - 1]));
    for (std::size_t i = 0; i < lines.size(); ++i)
      if (!preprocessor[i] && !lines[i].comment && !lines[i].in_raw && lines[i].text.find("R\"") == std::string::npos)
        lines[i].text = squeezed(lines[i].text);
    std::size_t line_start = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const Line& line = lines[i];
      bool joins = i > 0 && !line.text.empty() && !line.in_raw && !line.comment && !preprocessor[i];
      if (joins) {
        const Line& before = lines[i - 1];
        joins = !before.text.empty() && !before.comment && !preprocessor[i - 1] && !continues(before) &&
                !ends_body(lines, i - 1) &&
                out.size() - line_start + 1 + line.text.size() <= 200;
      }
      if (!joins) {
        if (i > 0) out += '\n';
        line_start = out.size();
        out += line.text;
        continue;
      }
      if (!alone(out.back()) && !alone(line.text[0])) out += ' ';
      out += line.text;
    }
    return out + "\n";
  }

  // --define NAME: #ifdef NAME and #ifndef NAME are decided here, as if NAME
  // were defined; their directives and dead branches join `dropped`. Other
  // conditionals stay as written. NAME=VALUE: the #ifndef NAME line is
  // `replaced` by "#define NAME VALUE" (its default, inside, is dropped).
  void resolve_defined(const std::string& name_shown, const std::vector<Line>& lines, std::set<std::size_t>& dropped,
                       std::map<std::size_t, std::string>& replaced) {
    struct Frame {
      bool decided, live;
    };
    std::vector<Frame> open{{false, true}};  // the file itself: live
    std::string name, rest;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const bool live = open.back().live;
      if (!directive(lines[i].code, name, rest)) {
        if (!live) dropped.insert(i);
        continue;
      }
      if (name == "if" || name == "ifdef" || name == "ifndef") {
        const bool decided = (name == "ifdef" || name == "ifndef") && defined_.count(rest);
        open.push_back({decided, live && (!decided || name == "ifdef")});
        if (decided || !live) dropped.insert(i);
        if (decided && live && name == "ifndef" && !defined_[rest].empty()) {
          replaced[i] = "#define " + rest + " " + defined_[rest];
          placed_.insert(rest);
        }
      } else if ((name == "else" || name == "elif" || name == "endif") && open.size() > 1) {
        const Frame frame = open.back();
        const bool outer = open[open.size() - 2].live;
        if (frame.decided && name == "elif")
          throw Error{name_shown + ":" + std::to_string(i + 1) + ": #elif after an #ifdef that --define decides"};
        if (name == "endif") open.pop_back();
        else if (frame.decided) open.back().live = outer && !frame.live;
        if (frame.decided || !outer) dropped.insert(i);
      } else if (!live) {
        dropped.insert(i);
      }
    }
  }

  // Adds an inlined file, with an empty line before and after it unless
  // `after` (its end) is a single newline.
  static void join(std::string& chunk, const std::string& inlined, const char* after) {
    const std::size_t begin = inlined.find_first_not_of('\n');
    if (begin == std::string::npos) return;
    if (!chunk.empty() && !ends_blank(chunk) && after[1]) chunk += "\n";
    chunk += inlined.substr(begin, inlined.find_last_not_of('\n') + 1 - begin) + after;
  }
  static bool ends_blank(const std::string& s) { return s.size() >= 2 && s.compare(s.size() - 2, 2, "\n\n") == 0; }

  std::string cycle_from(const fs::path& file) const {
    std::string s;
    bool on = false;
    for (const fs::path& open : chain_) {
      on = on || open == file;
      if (on) s += fs::relative(open, root_).generic_string() + " -> ";
    }
    return s + fs::relative(file, root_).generic_string();
  }

  Strip strip_;
  fs::path root_;                // the program's folder: names in messages are relative to it
  std::string main_;             // the program, as named on the command line
  std::vector<fs::path> chain_;  // the files being expanded, outermost first
  std::set<fs::path> done_;
  std::set<std::string> system_;
  std::map<std::string, std::string> defined_;  // --define: each name and its value, if any
  std::set<std::string> placed_;                // the names with a value written in
  std::string where_;  // "file:line" being read
};

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

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "bundler",
                      "[--limit BYTES] [--define NAME[=VALUE][,...]] [--files TASK | --usaco TASK --id ID] "
                      "[--note TEXT] [--quiet] -o OUT MAIN.cpp",
                      "Writes MAIN.cpp with the project's own headers inlined, as one file a judge takes.\n"
                      "  --limit BYTES    squeeze the file (comments, then layout) until it fits, CRLF\n"
                      "                   line ends counted (default: no limit, nothing taken out)\n"
                      "  --define NAME    decide #ifdef NAME as defined; NAME=VALUE also sets it\n"
                      "  --files TASK     read TASK.in and write TASK.out instead of stdin and stdout\n"
                      "  --usaco TASK     the same, after USACO's header; --id ID goes in it\n"
                      "  --note TEXT      \"// TEXT\" as the first line\n"
                      "  --quiet          print nothing (default: the file's size)\n");
  const std::string out_path = args.value("-o", ""), limit_text = args.value("--limit", ""),
                    usaco_task = args.value("--usaco", ""), files_task = args.value("--files", ""),
                    id = args.value("--id", ""), define = args.value("--define", ""), note = args.value("--note", "");
  const bool quiet = args.flag("--quiet");
  args.check(1, 1);
  const std::string main_path = args.operands()[0];
  const long limit = limit_text.empty() ? 0 : parse_limit(limit_text);
  if (out_path.empty()) args.refuse("-o OUT is needed");
  if (limit < 0) args.refuse("--limit takes a whole number of bytes above 0, not " + judge_io::escaped(limit_text));
  if (args.given("--usaco") && usaco_task.empty()) args.refuse("--usaco needs a task name");
  if (args.given("--id") && id.empty()) args.refuse("--id needs an ID");
  if (args.given("--files") && files_task.empty()) args.refuse("--files needs a task name");
  if (usaco_task.empty() != id.empty()) args.refuse("--usaco and --id go together");
  if (!usaco_task.empty() && !files_task.empty()) args.refuse("--files and --usaco do not go together");
  const std::string task = usaco_task + files_task;
  if (!task.empty() && !(plain_word(task) && (id.empty() || plain_word(id))))
    args.refuse("--files, --usaco and --id take letters, digits and _ only");
  std::vector<std::pair<std::string, std::string>> defines;  // NAME[=VALUE],...
  for (std::size_t at = 0; at < define.size();) {
    const std::size_t comma = std::min(define.find(',', at), define.size());
    const std::string item = define.substr(at, comma - at);
    const std::size_t equals = item.find('=');
    const std::string name = item.substr(0, equals), value = equals == std::string::npos ? "" : item.substr(equals + 1);
    if (!plain_word(name) || (equals != std::string::npos && value.empty()))
      args.refuse("--define takes NAME or NAME=VALUE, comma-separated, not " + judge_io::escaped(item));
    defines.push_back({name, value});
    at = comma + 1;
  }

  if (note.find_first_of("\r\n") != std::string::npos) args.refuse("--note takes one line");
  std::string prelude;
  if (!usaco_task.empty()) prelude = "/*\nID: " + id + "\nLANG: C++\nTASK: " + task + "\n*/\n";
  if (!note.empty()) prelude += "// " + note + "\n" + (task.empty() ? "\n" : "");
  if (!task.empty())
    prelude += "#include <cstdio>\n#include <cstdlib>\n\n"
               "// The judge gives " + task + ".in and takes " + task + ".out.\n"
               "struct TaskFiles {\n"
               "  TaskFiles() {\n"
               "    if (!std::freopen(\"" + task + ".in\", \"r\", stdin)) std::perror(\"" + task + ".in\"), std::exit(1);\n"
               "    if (!std::freopen(\"" + task + ".out\", \"w\", stdout)) std::perror(\"" + task + ".out\"), std::exit(1);\n"
               "  }\n"
               "} task_files;\n\n";
  std::string bundle;
  std::set<fs::path> inputs;
  for (Strip strip : {kKeepComments, kStripHeaders, kStripAll, kStripLayout, kJoinLines}) {
    Bundler b(strip);
    if (!task.empty()) b.seed_system_include("<cstdio>"), b.seed_system_include("<cstdlib>");
    for (const auto& d : defines) b.define(d.first, d.second);
    try {
      bundle = prelude + b.run(main_path);
    } catch (const Error& e) {
      std::fprintf(stderr, "bundler: %s\n", judge_io::escaped(e.message).c_str());
      return 1;
    }
    for (const std::string& name : b.unplaced()) {
      std::fprintf(stderr, "bundler: --define %s=...: %s has no #ifndef %s to set it in\n", name.c_str(),
                   judge_io::escaped(fs::path(main_path).filename().string()).c_str(), name.c_str());
      return 1;
    }
    inputs = b.inputs();
    if (limit == 0 || crlf_size(bundle) <= limit) break;
  }
  if (limit > 0 && crlf_size(bundle) > limit) {
    std::fprintf(stderr,
                 "bundler: %s: the bundle has %ld bytes with CRLF line ends even without comments, indentation and line ends, "
                 "over the limit of %ld\n",
                 judge_io::escaped(fs::path(main_path).filename().string()).c_str(), crlf_size(bundle), limit);
    return 1;
  }
  if (inputs.count(fs::weakly_canonical(out_path)))
    judge_io::die("bundler", "will not write over its input " + judge_io::escaped(out_path));
  {  // closed before stdout is used: with stdout closed, the file may be given its descriptor
    std::ofstream out(out_path, std::ios::binary);
    out << bundle;
    if (!out.flush()) judge_io::die("bundler", "cannot write " + judge_io::escaped(out_path) + ": " + std::strerror(errno));
  }
  if (!quiet) std::printf("%s: %zu bytes\n", out_path.c_str(), bundle.size());
  if (std::fflush(stdout) != 0) judge_io::die("bundler", std::string("cannot write the output: ") + std::strerror(errno));
  return 0;
}
