// man_page: a command's manual page (man(7)), made from its --help, so that
// each fact about a command is written once, in the help. Used by the build
// (cmake/install.cmake); not installed. Usage: man_page -o PAGE.1 PROGRAM.
//
// The help, as judge_args.hpp prints it: "usage: NAME ARGS", a blank line,
// what the command does (lines at the margin) and its options ("  --name
// VALUE  what it does", longer text on lines indented further), then
// paragraphs each under a heading of its own ("Exit status:", "Example: ..."),
// whose lines are entries as the options are or, without the two spaces
// that end an entry's name, examples written as they are; last "NAME
// (judge_suite) RELEASE". The page: NAME (the first sentence of what it
// does, up to a colon), SYNOPSIS, DESCRIPTION, OPTIONS (with -h and
// --version, which every executable here takes) and a section a heading.
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "judge_args.hpp"
#include "judge_io.hpp"

extern char** environ;

namespace {

// One "  name  text" line of the help and the lines that continue it; or,
// where `literal`, a line of an example, kept as it is.
struct Entry {
  std::string name, text;
  bool literal = false;
};

// A paragraph of the help: its heading ("" for what the command does), its
// text at the margin, and its entries in order.
struct Part {
  std::string heading, text;
  std::vector<Entry> entries;
};

struct Help {
  std::string name, usage, release;
  std::vector<Part> parts;
};

// PROGRAM's --help, as it printed it on stdout; "" where it could not run or
// did not exit 0 (`why` says which).
std::string help_of(const std::string& program, std::string& why) {
  int pipe_ends[2];
  if (pipe(pipe_ends) != 0) return why = std::string("cannot make a pipe: ") + std::strerror(errno), "";
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, pipe_ends[1], 1);
  posix_spawn_file_actions_addclose(&actions, pipe_ends[0]);
  posix_spawn_file_actions_addclose(&actions, pipe_ends[1]);
  std::vector<char*> argv = {const_cast<char*>(program.c_str()), const_cast<char*>("--help"), nullptr};
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(pipe_ends[1]);
  std::string out;
  char buffer[4096];
  for (ssize_t n; (n = read(pipe_ends[0], buffer, sizeof buffer)) != 0;)
    if (n > 0) out.append(buffer, static_cast<std::size_t>(n));
    else if (errno != EINTR) break;
  close(pipe_ends[0]);
  if (spawned != 0) return why = "cannot run " + program + ": " + std::strerror(spawned), "";
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return why = program + " --help did not exit 0", "";
  return out;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = text.find('\n', at);
    lines.push_back(text.substr(at, end == std::string::npos ? std::string::npos : end - at));
    at = end == std::string::npos ? text.size() : end + 1;
  }
  return lines;
}

std::size_t indent_of(const std::string& line) { return line.find_first_not_of(' '); }

void add_text(std::string& text, const std::string& more) { text += (text.empty() ? "" : " ") + more; }

// Reads the help; "" or why it is not in the shape above.
std::string parse(const std::string& text, Help& help) {
  const std::vector<std::string> lines = lines_of(text);
  if (lines.size() < 4 || lines[0].rfind("usage: ", 0) != 0 || !lines[1].empty())
    return "the help does not start with \"usage: NAME ...\" and a blank line";
  const std::string first = lines[0].substr(7);
  help.name = first.substr(0, first.find(' '));
  help.usage = first.find(' ') == std::string::npos ? "" : first.substr(first.find(' ') + 1);
  const std::string last = lines.back(), named = help.name + " (judge_suite) ";
  if (last.rfind(named, 0) != 0 || !lines[lines.size() - 2].empty())
    return "the help does not end with a blank line and \"" + named + "RELEASE\"";
  help.release = last.substr(named.size());
  Part part;
  for (std::size_t i = 2; i + 2 < lines.size(); ++i) {
    const std::string& line = lines[i];
    if (line.empty()) {
      help.parts.push_back(part);
      part = Part();
      continue;
    }
    const std::size_t indent = indent_of(line);
    if (indent == 0 && part.text.empty() && part.entries.empty() && !help.parts.empty()) {
      const std::size_t colon = line.find(':');
      if (colon == std::string::npos || colon == 0 || !std::isupper(static_cast<unsigned char>(line[0])))
        return "line " + std::to_string(i + 1) + ": a paragraph after the options starts with \"Heading:\"";
      part.heading = line.substr(0, colon);
      const std::size_t rest = line.find_first_not_of(' ', colon + 1);
      if (rest != std::string::npos) part.text = line.substr(rest);
    } else if (indent == 0) {
      if (!part.entries.empty()) return "line " + std::to_string(i + 1) + ": text after the entries, at the margin";
      add_text(part.text, line);
    } else if (indent == 2) {
      Entry entry;
      const std::size_t gap = line.find("  ", 2);
      if (gap == std::string::npos) {
        entry.literal = true;
        entry.text = line.substr(2);
      } else {
        entry.name = line.substr(2, gap - 2);
        entry.text = line.substr(line.find_first_not_of(' ', gap));
      }
      part.entries.push_back(entry);
    } else {
      if (part.entries.empty() || part.entries.back().literal)
        return "line " + std::to_string(i + 1) + ": an indented line that continues no entry";
      add_text(part.entries.back().text, line.substr(indent));
    }
  }
  help.parts.push_back(part);
  if (help.parts[0].text.empty()) return "the help does not say what the command does";
  return "";
}

// Text for roff: a backslash, a minus (an option's, which a reader copies),
// quotes that must stay ASCII; a line may not start with a control character.
std::string roff(const std::string& text) {
  std::string out;
  for (const char c : text)
    if (c == '\\') out += "\\e";
    else if (c == '-') out += "\\-";
    else if (c == '\'') out += "\\(aq";
    else if (c == '`') out += "\\(ga";
    else out += c;
  if (!out.empty() && out[0] == '.') out.insert(0, "\\&");
  return out;
}

// An entry's name: what starts with '-' in bold, its values in italics.
std::string entry_name(const std::string& name) {
  std::string out;
  for (std::size_t at = 0; at < name.size();) {
    std::size_t end = name.find_first_of(" ,", at);
    if (end == std::string::npos) end = name.size();
    const std::string word = name.substr(at, end - at);
    if (!word.empty()) out += (word[0] == '-' ? "\\fB" : "\\fI") + roff(word) + "\\fR";
    if (end < name.size()) out += roff(std::string(1, name[end]));
    at = end + 1;
  }
  return out;
}

// The first sentence, up to its first colon outside parentheses: the
// command's one line in whatis(1).
std::string summary(const std::string& text) {
  int depth = 0;
  std::size_t end = 0;
  for (; end < text.size(); ++end) {
    const char c = text[end];
    if (c == '(') ++depth;
    else if (c == ')') --depth;
    else if (depth == 0 && (c == ':' || c == ';')) break;
    else if (c == '.' && (end + 1 == text.size() || text[end + 1] == ' ')) break;
  }
  std::string first = text.substr(0, end);
  if (first.size() > 1 && std::isupper(static_cast<unsigned char>(first[0])) &&
      std::islower(static_cast<unsigned char>(first[1])))
    first[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(first[0])));
  return first;
}

std::string upper(std::string text) {
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

void put_entries(std::string& page, const std::vector<Entry>& entries) {
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const Entry& e = entries[i];
    if (!e.literal) {
      page += ".TP\n" + entry_name(e.name) + "\n" + roff(e.text) + "\n";
      continue;
    }
    page += ".PP\n.RS 4\n.nf\n";
    for (; i < entries.size() && entries[i].literal; ++i) page += roff(entries[i].text) + "\n";
    page += ".fi\n.RE\n";
    --i;
  }
}

std::string page_of(const Help& help, const std::string& program) {
  std::string page = ".\\\" " + help.name + "(1), made by the build from `" + roff(program) +
                     " \\-\\-help` (tools/man_page.cpp): the help is its source.\n";
  page += ".TH " + upper(help.name) + " 1 \"\" \"judge_suite " + help.release + "\" \"User Commands\"\n";
  page += ".nh\n.ad l\n";  // no hyphens, no stretched spaces: the help's own words
  page += ".SH NAME\n" + roff(help.name) + " \\- " + roff(summary(help.parts[0].text)) + "\n";
  page += ".SH SYNOPSIS\n.B " + roff(help.name) + "\n" + roff(help.usage) + "\n";
  page += ".SH DESCRIPTION\n" + roff(help.parts[0].text) + "\n";
  page += ".SH OPTIONS\n";
  put_entries(page, help.parts[0].entries);
  page += ".TP\n" + entry_name("-h, --help") + "\n" + roff("print the usage, what it does and its options, then exit") +
          "\n.TP\n" + entry_name("--version") + "\n" + roff("print the name and the release, then exit") + "\n";
  for (std::size_t p = 1; p < help.parts.size(); ++p) {
    const Part& part = help.parts[p];
    page += ".SH " + roff(upper(part.heading)) + "\n";
    if (!part.text.empty()) page += roff(part.text) + "\n";
    put_entries(page, part.entries);
  }
  return page;
}

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "man_page", "-o PAGE.1 PROGRAM",
                      "Writes PROGRAM's manual page, section 1, made from its --help.\n"
                      "  -o PAGE.1  the page to write\n");
  const std::string out = args.value("-o", "");
  if (out.empty() && !args.given("-o")) args.bad_value("option -o is needed");
  args.check(1, 1);
  const std::string program = args.operands()[0];
  std::string why;
  const std::string text = help_of(program, why);
  if (!why.empty()) judge_io::die("man_page", why);
  Help help;
  why = parse(text, help);
  if (!why.empty()) judge_io::die("man_page", program + " --help: " + why);
  std::ofstream page(out, std::ios::binary);
  page << page_of(help, help.name);
  page.close();
  if (!page) judge_io::die("man_page", "cannot write " + out);
  return 0;
}
