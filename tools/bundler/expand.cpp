// expand.cpp: see expand.hpp.
#include "expand.hpp"

#include <fstream>
#include <sstream>

namespace bundler {
namespace {

namespace fs = std::filesystem;

// Decided as not defined where --define does not name it (resolve_defined()).
const char* const kSuiteVersion = "SUITE_VERSION";

class Expander {
 public:
  Expander(const std::string& main, const std::set<std::string>& system_includes,
           const std::map<std::string, std::string>& defines, const std::vector<std::string>& include_dirs)
      : main_(main), system_(system_includes), defined_(defines), include_dirs_(include_dirs) {}

  Expansion run() {
    const fs::path file = fs::weakly_canonical(main_);
    root_ = file.parent_path();
    result_.files.emplace_back();
    result_.files[0].is_main = true;
    read(file, 0);
    for (const auto& d : defined_)
      if (!d.second.empty() && !placed_.count(d.first)) result_.unplaced.push_back(d.first);
    return result_;
  }

 private:
  std::string shown(const fs::path& file) const { return fs::relative(file, root_).generic_string(); }

  // Reads `file` into result_.files[index].
  void read(const fs::path& file, std::size_t index) {
    const bool is_main = index == 0;
    for (const fs::path& open : chain_)
      if (open == file) throw Error{where_ + ": include cycle: " + cycle_from(file)};
    std::ifstream f(file, std::ios::binary);
    if (!f) throw Error{(is_main ? "" : where_ + ": ") + "cannot read " + (is_main ? main_ : shown(file))};
    std::ostringstream text;
    text << f.rdbuf();
    const std::vector<Line> lines = lex(text.str());
    chain_.push_back(file);

    std::set<std::size_t> dropped = guard(lines);
    std::map<std::size_t, std::string> replaced;  // dropped lines that leave a line in their place
    resolve_defined(shown(file), lines, dropped, replaced);

    bool leading = is_main;  // still in the program's leading comment block
    bool seen = false;       // a line of that block was seen
    bool first = false;      // in its first comment: its first line, on while a /* there is open
    int depth = 0;           // conditional nesting, the guard left out
    std::string name, rest;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const Line& line = lines[i];
      where_ = shown(file) + ":" + std::to_string(i + 1);
      leading = leading && blank(line.code);
      const bool verbatim = line.in_raw || (i > 0 && continues(lines[i - 1]));
      if (dropped.count(i)) {
        if (replaced.count(i)) add(index, Role::kAsIs, lex(replaced[i])[0]);  // a directive, as the squeeze sees
        continue;
      }
      if (directive(line.code, name, rest)) {
        if (name == "if" || name == "ifdef" || name == "ifndef") ++depth;
        if (name == "endif") --depth;
        if (name == "pragma" && rest == "once") continue;
        if (name == "include" && rest[0] == '"') {
          include(line, file, depth, index);
          continue;
        }
        if (name == "include" && rest[0] == '<' && !system_.insert(rest).second) continue;
      }
      if (leading && !blank(line.text)) {
        first = !seen || (first && line.in_block);
        seen = true;
        add(index, first ? Role::kLeadingFirst : Role::kLeading, line);
      } else if (verbatim) {
        add(index, Role::kAsIs, line);
      } else {
        add(index, blank(line.text) ? Role::kBlank : Role::kCode, line);
      }
    }
    chain_.pop_back();
    result_.inputs.insert(file);
  }

  void add(std::size_t index, Role role, const Line& line) { result_.files[index].pieces.push_back({role, line, 0}); }

  // The quoted include on `line` of `file`: the header, read where it is
  // first included, and left out after.
  void include(const Line& line, const fs::path& file, int depth, std::size_t index) {
    const std::size_t open = line.bare.find('"');
    const std::string header = line.bare.substr(open + 1, line.bare.find('"', open + 1) - open - 1);
    if (depth > 0) throw Error{where_ + ": quoted include under #if: \"" + header + "\""};
    fs::path path = fs::weakly_canonical(file.parent_path() / header);
    for (std::size_t d = 0; d < include_dirs_.size() && !fs::is_regular_file(path); ++d)
      path = fs::weakly_canonical(fs::path(include_dirs_[d]) / header);
    if (!fs::is_regular_file(path)) throw Error{where_ + ": cannot find header \"" + header + "\""};
    if (result_.inputs.count(path)) return;
    const std::string here = where_;
    const std::size_t child = result_.files.size();
    result_.files.emplace_back();
    read(path, child);
    where_ = here;
    result_.files[index].pieces.push_back({Role::kInclude, Line{}, child});
  }

  // The guard, if any: the first directive #ifndef X, the next #define X,
  // and the #endif that closes the #ifndef as the last directive.
  static std::set<std::size_t> guard(const std::vector<Line>& lines) {
    std::vector<std::size_t> dirs;
    std::string name, rest;
    for (std::size_t i = 0; i < lines.size(); ++i)
      if (directive(lines[i].code, name, rest)) dirs.push_back(i);
    if (dirs.size() < 3) return {};
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
      return {dirs[0], dirs[1], dirs.back()};
    return {};
  }

  // --define NAME: #ifdef NAME and #ifndef NAME are decided here, as if NAME
  // were defined; their directives and dead branches join `dropped`. So is
  // SUITE_VERSION, as if not defined (unless --define names it): the suite's
  // build defines it to name its release, and a judge's file has none. Other
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
        const bool defined = defined_.count(rest) > 0;
        const bool decided = (name == "ifdef" || name == "ifndef") && (defined || rest == kSuiteVersion);
        open.push_back({decided, live && (!decided || (name == "ifdef") == defined)});
        if (decided || !live) dropped.insert(i);
        if (decided && defined && live && name == "ifndef" && !defined_[rest].empty()) {
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

  std::string cycle_from(const fs::path& file) const {
    std::string s;
    bool on = false;
    for (const fs::path& open : chain_) {
      on = on || open == file;
      if (on) s += shown(open) + " -> ";
    }
    return s + shown(file);
  }

  std::string main_;                            // the program, as named on the command line
  fs::path root_;                               // its folder: names in messages are relative to it
  std::vector<fs::path> chain_;                 // the files being read, outermost first
  std::set<std::string> system_;                // the system includes written so far
  std::map<std::string, std::string> defined_;  // --define: each name and its value, if any
  std::vector<std::string> include_dirs_;       // --include: where a header not beside its includer is looked for
  std::set<std::string> placed_;                // the names with a value written in
  std::string where_;                           // "file:line" being read
  Expansion result_;
};

}  // namespace

Expansion expand(const std::string& main, const std::set<std::string>& system_includes,
                 const std::map<std::string, std::string>& defines, const std::vector<std::string>& include_dirs) {
  return Expander(main, system_includes, defines, include_dirs).run();
}

}  // namespace bundler
