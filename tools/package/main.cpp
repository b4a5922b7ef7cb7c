// package: one file that a judge imports as it is, for one of the suite's
// problems: `package PROBLEM --format kattis|hydro|fps -o FILE`; and with
// `package --index -o FILE`, their index (packages/README.md).
//
//   kattis  a zip in the problem package format's legacy layout, which
//           problemtools checks and DOMjudge imports: problem.yaml (and
//           .timelimit, where DOMjudge reads the time limit), the statement
//           (problem.en.tex, problem.html), data/sample and data/secret, the
//           input validator, the checker (42/43 and judgemessage.txt), and
//           submissions/ accepted, wrong_answer and time_limit_exceeded
//   hydro   a zip Hydro imports: problem.yaml, problem_en.md, problem_zh.md,
//           testdata/ with config.yaml, the tests and the checker (testlib's
//           words on stderr)
//   fps     an FPS (Free Problem Set) XML file, as HUSTOJ's importer reads it:
//           the statement in HTML, the tests, the tpj checker, a solution
//
// Made from the suite's own parts, every time the same: the tests the judge
// tool makes (samples; the judge and hard tiers), the answers of the suite's
// reference programs, the checkers of checkers/ and each puzzle's
// validator (tools/puzzles/<name>/validate.cpp) bundled into one file each
// (build/package_parts/), the judge-ready files of build/submit/, each
// puzzle's statement and submissions (tools/puzzles/<name>/) and the limits
// of the problem's home judge in tools/judges/judges.tsv. A zip is written by `cmake -E tar` with its entries in
// name order and one fixed time. What is left out and why: docs/packages.md.
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "judge/files.hpp"
#include "judge/tests.hpp"
#include "judge/work.hpp"
#include "judge_args.hpp"
#include "judge_io.hpp"
#include "judges/judges.hpp"
#include "package/statement.hpp"
#include "puzzles/puzzle.hpp"
#include "puzzles/puzzles.hpp"
#include "suite_parts.hpp"

namespace fs = std::filesystem;

namespace {

using judge::read_file;
using judge::write_file;

// A puzzle as a package: its row of tools/puzzles/puzzles.hpp, and what its
// folder says a package carries (puzzle.hpp's Packaged).
struct Problem {
  const char* name;
  puzzles::Packaged facts;
  const puzzles::Puzzle& puzzle() const { return *puzzles::find(name); }
  const char* checker() const { return puzzle().checker; }  // checkers/<checker>.cpp
  std::string reference() const { return suite_parts::program(puzzle().reference); }  // it writes the answers
};

struct Test {
  std::string name, input, answer;
};

// "N=5" -> "N5": names problemtools takes (letters, digits, - and _).
std::string plain_name(const std::string& name) {
  std::string out;
  for (char c : name)
    if (c != '=') out += c;
  return out;
}

std::string numbered(std::size_t k, const std::string& name) {
  char number[8];
  std::snprintf(number, sizeof number, "%02d", static_cast<int>(k + 1));
  return std::string(number) + "-" + plain_name(name);
}

// The tests the judge tool makes for `problem` (its sample; its hard tier
// as the secret tests), but those that check the programs' leniency (CRLF,
// tabs, no final newline: a strict validator refuses them) and the sample's
// input again, with the reference program's answers.
void make_tests(const Problem& p, judge::Work& work, std::vector<Test>& samples, std::vector<Test>& secret) {
  const std::vector<judge::Test> tests = judge::tests_for(p.name, "hard", work);
  std::vector<judge::Test> kept;
  for (const judge::Test& t : tests) {
    if (t.name == "crlf" || t.name == "tabs" || t.name == "no-final-newline") continue;
    if (p.facts.keeps(t.name)) kept.push_back(t);
  }
  // The sample, then the tests its folder puts first, then the rest.
  const auto rank = [&p](const judge::Test& t) {
    const std::vector<std::string>& first = p.facts.first;
    return t.name == "sample" ? 0 : std::find(first.begin(), first.end(), t.name) != first.end() ? 1 : 2;
  };
  std::stable_sort(kept.begin(), kept.end(),
                   [&rank](const judge::Test& a, const judge::Test& b) { return rank(a) < rank(b); });
  for (const judge::Test& t : kept) {
    if (t.name != "sample" && t.input == kept.front().input) continue;  // the sample's own N
    std::vector<Test>& to = t.name == "sample" ? samples : secret;
    to.push_back({numbered(to.size(), t.name), t.input, work.suite_output({p.reference()}, t.input)});
  }
}

// 15 -> "15", 1.5 -> "1.5".
std::string seconds_text(double s) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", s);
  return text;
}

std::string limits_text(const std::string& lang, double seconds, long megabytes) {
  if (lang == "zh")
    return "时间限制：每个测试点 " + seconds_text(seconds) + " 秒。内存限制：" + std::to_string(megabytes) + " MB。";
  return "Time limit: " + seconds_text(seconds) + (seconds == 1 ? " second" : " seconds") + " a test. Memory limit: " +
         std::to_string(megabytes) + " MB.";
}

// Runs `argv` and waits for it; its exit status.
int run(const std::vector<std::string>& argv) {
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  std::fflush(stdout);
  const pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    execv(args[0], args.data());
    _exit(127);
  }
  int status = 0;
  if (waitpid(pid, &status, 0) < 0) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The package's files: name in the package -> contents.
typedef std::map<std::string, std::string> Files;

// Writes `files` as the zip `out`, its entries in name order, each dated
// 2000-01-01, so that the same files make the same entries.
void write_zip(const Files& files, const fs::path& staging, const fs::path& out) {
  const fs::path tree = staging / "tree";
  std::string list;
  for (const auto& f : files) {
    const fs::path path = tree / f.first;
    fs::create_directories(path.parent_path());
    write_file(path, f.second);
    list += f.first + "\n";
  }
  write_file(staging / "files.txt", list);
  const int status = run({SUITE_CMAKE, "-E", "chdir", tree.string(), SUITE_CMAKE, "-E", "tar", "cf", fs::absolute(out).string(),
                          "--format=zip", "--mtime=2000-01-01 00:00:00 UTC", "--files-from=" + (staging / "files.txt").string()});
  if (status != 0) throw std::runtime_error("cmake -E tar could not write " + out.string());
}

/*** Kattis and DOMjudge ***/

std::string yaml_text(const std::string& s) {  // a double-quoted YAML scalar
  std::string out = "\"";
  for (char c : s) out += c == '"' || c == '\\' ? std::string("\\") + c : std::string(1, c);
  return out + "\"";
}

Files kattis_files(const Problem& p, const package::Statement& en, const std::vector<Test>& samples,
                   const std::vector<Test>& secret, double seconds, long megabytes) {
  Files files;
  files["problem.yaml"] =
      "# " + std::string(p.name) + ": made by build/package (the legacy problem package format)\n"
      "name: " + yaml_text(en.title) + "\n"
      "source: \"Four search puzzles, judge-ready\"\n"
      "license: permission\n"
      "rights_owner: \"Four search puzzles, judge-ready\"\n"
      "validation: custom\n"
      "limits:\n"
      "  memory: " + std::to_string(megabytes) + "\n";
  files[".timelimit"] = seconds_text(seconds) + "\n";
  files["problem_statement/problem.en.tex"] = package::to_latex(en);
  std::vector<package::Sample> shown;
  for (const Test& t : samples) shown.push_back({t.input, t.answer});
  files["problem_statement/problem.html"] = package::to_html_page(en, shown, limits_text("en", seconds, megabytes));
  for (const Test& t : samples) {
    files["data/sample/" + t.name + ".in"] = t.input;
    files["data/sample/" + t.name + ".ans"] = t.answer;
  }
  for (const Test& t : secret) {
    files["data/secret/" + t.name + ".in"] = t.input;
    files["data/secret/" + t.name + ".ans"] = t.answer;
  }
  const std::string parts = SUITE_PACKAGE_PARTS, own_folder = std::string(SUITE_PUZZLES_DIR) + "/" + p.name;
  const std::string validator = std::string("validate_") + p.name;
  files["input_validators/" + validator + "/" + validator + ".cpp"] = read_file(parts + "/" + validator + ".cpp");
  files["output_validators/" + std::string(p.checker()) + "/" + p.checker() + ".cpp"] =
      read_file(parts + "/kattis/" + p.checker() + ".cpp");
  for (const std::string& a : p.facts.accepted) {
    std::string name = a;
    std::replace(name.begin(), name.end(), '/', '-');
    files["submissions/accepted/" + name] = read_file(std::string(SUITE_SUBMIT_DIR) + "/" + a);
  }
  auto own = [&](const std::string& file) {
    const fs::path bundled = fs::path(parts) / file;
    return read_file(fs::exists(bundled) ? bundled : fs::path(own_folder) / "submissions" / file);
  };
  for (const std::string& w : p.facts.wrong_answer) files["submissions/wrong_answer/" + w] = own(w);
  for (const std::string& s : p.facts.too_slow) files["submissions/time_limit_exceeded/" + s] = own(s);
  return files;
}

/*** Hydro ***/

Files hydro_files(const Problem& p, const package::Statement& en, const package::Statement& zh,
                  const std::vector<Test>& samples, const std::vector<Test>& secret, double seconds, long megabytes) {
  Files files;
  std::string tags;
  for (const std::string& t : p.facts.tags) tags += "  - " + yaml_text(t) + "\n";
  files["problem.yaml"] = "title: " + yaml_text(zh.title) + "\ntag:\n" + tags;
  std::vector<package::Sample> shown;
  for (const Test& t : samples) shown.push_back({t.input, t.answer});
  files["problem_en.md"] = package::to_markdown(en, shown, limits_text("en", seconds, megabytes));
  files["problem_zh.md"] = package::to_markdown(zh, shown, limits_text("zh", seconds, megabytes));
  std::string cases;
  std::vector<Test> all = samples;
  for (const Test& t : secret) all.push_back({numbered(all.size(), t.name.substr(3)), t.input, t.answer});
  for (const Test& t : all) {
    files["testdata/" + t.name + ".in"] = t.input;
    files["testdata/" + t.name + ".out"] = t.answer;
    cases += "  - input: " + t.name + ".in\n    output: " + t.name + ".out\n";
  }
  // Built as C++17 with -O2 (Hydro's language cc.cc17o2): the checkers are C++17.
  files["testdata/checker.cc"] = read_file(std::string(SUITE_PACKAGE_PARTS) + "/hydro/" + p.checker() + ".cpp");
  files["testdata/config.yaml"] = "type: default\ntime: " + seconds_text(seconds) + "s\nmemory: " + std::to_string(megabytes) +
                                  "m\nchecker_type: testlib\nchecker:\n  file: checker.cc\n  lang: cc.cc17o2\ncases:\n" + cases;
  return files;
}

/*** HUSTOJ (FPS) ***/

// `text` in a CDATA section (a "]]>" inside split across two).
std::string cdata(const std::string& text) {
  std::string out = "<![CDATA[";
  for (std::size_t at = 0;;) {
    const std::size_t end = text.find("]]>", at);
    if (end == std::string::npos) {
      out += text.substr(at);
      break;
    }
    out += text.substr(at, end - at) + "]]]]><![CDATA[>";
    at = end + 3;
  }
  return out + "]]>";
}

std::string fps_file(const Problem& p, const package::Statement& zh, const std::vector<Test>& samples,
                     const std::vector<Test>& secret, double seconds, long megabytes) {
  auto section = [&](const char* key) {
    const package::Section* s = package::find_section(zh, key);
    return s ? package::html_blocks(*s) : std::string();
  };
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<fps version=\"1.2\">\n<item>\n";
  x += "<title>" + cdata(zh.title) + "</title>\n";
  x += "<time_limit unit=\"s\">" + cdata(seconds_text(seconds)) + "</time_limit>\n";
  x += "<memory_limit unit=\"mb\">" + cdata(std::to_string(megabytes)) + "</memory_limit>\n";
  x += "<description>" + cdata(section("description")) + "</description>\n";
  x += "<input>" + cdata(section("input")) + "</input>\n";
  x += "<output>" + cdata(section("output")) + "</output>\n";
  x += "<sample_input>" + cdata(samples.at(0).input) + "</sample_input>\n";
  x += "<sample_output>" + cdata(samples.at(0).answer) + "</sample_output>\n";
  for (const Test& t : secret) {
    x += "<test_input name=\"" + t.name + "\">" + cdata(t.input) + "</test_input>\n";
    x += "<test_output name=\"" + t.name + "\">" + cdata(t.answer) + "</test_output>\n";
  }
  x += "<hint>" + cdata(section("notes")) + "</hint>\n";
  x += "<source>" + cdata("Four search puzzles, judge-ready") + "</source>\n";
  x += "<solution language=\"C++\">" + cdata(read_file(std::string(SUITE_SUBMIT_DIR) + "/" + p.facts.accepted.at(0))) +
       "</solution>\n";
  x += "<tpj language=\"C++\">" + cdata(read_file(std::string(SUITE_PACKAGE_PARTS) + "/hustoj/" + p.checker() + ".cpp")) +
       "</tpj>\n";
  return x + "</item>\n</fps>\n";
}

// A puzzle's statement in `lang` (en, zh), from its folder.
package::Statement statement_of(const char* puzzle, const std::string& lang) {
  return package::read_statement(std::string(SUITE_PUZZLES_DIR) + "/" + puzzle + "/statement." + lang + ".txt", lang);
}

// A puzzle's home judge, its row of tools/judges/judges.tsv: the limits.
const judges::Site& home_of(const std::vector<judges::Site>& rows, const puzzles::Puzzle& p) {
  const judges::Site* home = judges::find(rows, p.home, p.name);
  if (!home) throw std::runtime_error(std::string("tools/judges/judges.tsv has no row ") + p.home);
  return *home;
}

// packages/README.md: the index of every package, a row a problem (its
// titles, its home judge's limits, a link to each format's file), which a
// teacher sees below the folder's files. Links are relative to packages/.
std::string index_file(const std::vector<judges::Site>& rows) {
  std::string md =
      "# Packages: the problems on your own judge\n\n"
      "One file a problem and judge, imported as it is: the statement in English and Chinese, the tests, the\n"
      "checker, the limits of the problem's home judge. How to import each, and what is in it:\n"
      "[docs/packages.md](../docs/packages.md). The build writes these files and this index\n"
      "(`build/package`; `cmake --build build --target update-packages` copies them here).\n\n"
      "| problem | 题目 | limits (its home judge's) | Kattis, DOMjudge | Hydro | HUSTOJ (FPS XML) |\n"
      "|---|---|---|---|---|---|\n";
  for (const puzzles::Puzzle& p : puzzles::all()) {
    const judges::Site& home = home_of(rows, p);
    md += "| " + statement_of(p.name, "en").title + " | " + statement_of(p.name, "zh").title + " | " +
          seconds_text(home.seconds) + " s, " + std::to_string(home.memory_kb / 1024) + " MB (" + home.site_title() + ") |";
    for (const char* file : {"kattis/%s.zip", "hydro/%s.zip", "fps/%s.xml"}) {
      std::string path = file;
      path.replace(path.find("%s"), 2, p.name);
      md += " [`" + path + "`](" + path + ") |";
    }
    md += "\n";
  }
  return md;
}

// A folder of its own for the run, in $TMPDIR (or /tmp), removed after.
struct Staging {
  fs::path path;
  Staging() {
    const char* tmp = std::getenv("TMPDIR");
    std::string pattern = (fs::path(tmp && *tmp ? tmp : "/tmp") / "package-XXXXXX").string();
    if (!mkdtemp(&pattern[0])) throw std::runtime_error("cannot make a folder in " + pattern);
    path = pattern;
  }
  ~Staging() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

}  // namespace

int main(int argc, char** argv) {
  const std::string help = "Writes one file that a judge imports as it is, for PROBLEM: the statement, the\n"
                           "tests, the checker, the limits. PROBLEM: " + puzzles::names(", ", " or ") + ".\n"
                           "  --format F   kattis: a zip for problemtools and DOMjudge (the legacy problem\n"
                           "               package format); hydro: a zip for Hydro; fps: an FPS XML file\n"
                           "               for HUSTOJ (default: kattis)\n"
                           "  --index      instead, the index of every problem's packages (packages/README.md)\n"
                           "  -o FILE      where to write it\n";
  judge_io::Args args(argc, argv, "package", "PROBLEM [--format kattis|hydro|fps] -o FILE | --index -o FILE",
                      help.c_str());
  const int format = args.choice("--format", "kattis", "kattis|hydro|fps");
  const bool index = args.flag("--index");
  const std::string out = args.value("-o", "");
  args.check(index ? 0 : 1, index ? 0 : 1);
  const puzzles::Puzzle* puzzle = index ? nullptr : puzzles::find(args.operands()[0]);
  if (!index && !puzzle)
    args.refuse("no problem " + judge_io::escaped(args.operands()[0]) + " (" + puzzles::names(", ") + ")");
  if (out.empty()) args.refuse("-o FILE is needed");
  try {
    const std::vector<judges::Site> rows = judges::read(suite_parts::data("judges.tsv"));
    if (index) {
      write_file(out, index_file(rows));
      return 0;
    }
    const Problem problem{puzzle->name, puzzles::behaviour(puzzle->name).packaged()};
    const judges::Site& home = home_of(rows, problem.puzzle());
    const long megabytes = home.memory_kb / 1024;
    const package::Statement en = statement_of(problem.name, "en"), zh = statement_of(problem.name, "zh");

    Staging staging;
    judge::Work work;
    work.folder = staging.path / "work";
    fs::create_directories(work.folder);
    std::vector<Test> samples, secret;
    make_tests(problem, work, samples, secret);
    if (format == 2) {
      write_file(out, fps_file(problem, zh, samples, secret, home.seconds, megabytes));
    } else if (format == 1) {
      // Hydro refuses a problem whose tests' limits add up past 60 s (its
      // judge's total_time_limit): a test gets at most its share of that.
      const double seconds = std::min(home.seconds, std::floor(60.0 / static_cast<double>(samples.size() + secret.size())));
      write_zip(hydro_files(problem, en, zh, samples, secret, seconds, megabytes), staging.path, out);
    } else {
      write_zip(kattis_files(problem, en, samples, secret, home.seconds, megabytes), staging.path, out);
    }
  } catch (const std::exception& e) {
    judge_io::die("package", judge_io::escaped(e.what()));
  }
  return 0;
}
