// package: one file that a judge imports as it is, for one of the suite's
// problems: `package PROBLEM --format F -o FILE`, F one of package.cpp's
// formats() (kattis, hydro, fps, ...), each written by a file of its own
// here (kattis.cpp, ...); and with `package --index -o FILE`, their index
// (packages/README.md).
//
// Made from the suite's own parts, every time the same: the tests the judge
// tool makes (samples; the judge and hard tiers), the answers of the suite's
// reference programs, the checkers of checkers/ and each puzzle's
// validator (tools/puzzles/<name>/validate.cpp) bundled into one file each
// (build/package_parts/), the judge-ready files of build/submit/, each
// puzzle's statement and submissions (tools/puzzles/<name>/) and the limits
// of the problem's home judge in tools/judges/judges.tsv, or the teacher's
// (--time-limit, --memory-limit). A zip is written by zip.cpp, the same
// bytes every time. What is left out and why: docs/packages.md.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "judge/files.hpp"
#include "judge/option_numbers.hpp"
#include "judge/tests.hpp"
#include "judge/work.hpp"
#include "judge_args.hpp"
#include "judge_io.hpp"
#include "judges/judges.hpp"
#include "package/package.hpp"
#include "package/statement.hpp"
#include "puzzles/puzzle.hpp"
#include "puzzles/puzzles.hpp"
#include "suite_parts.hpp"

namespace fs = std::filesystem;

namespace {

// "N=5" -> "N5": names problemtools takes (letters, digits, - and _).
std::string plain_name(const std::string& name) {
  std::string out;
  for (char c : name)
    if (c != '=') out += c;
  return out;
}

std::string numbered(std::size_t k, const std::string& name) { return package::zero_padded(k + 1, 2) + "-" + plain_name(name); }

// The tests the judge tool makes for `problem` (its sample; its hard tier
// as the secret tests), but those that check the programs' leniency (CRLF,
// tabs, no final newline: a strict validator refuses them) and the sample's
// input again, with the reference program's answers.
void make_tests(package::Problem& p, judge::Work& work) {
  const std::vector<judge::Test> tests = judge::tests_for(p.name(), "hard", work);
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
  const std::string reference = suite_parts::program(p.puzzle->reference);
  for (const judge::Test& t : kept) {
    if (t.name != "sample" && t.input == kept.front().input) continue;  // the sample's own N
    std::vector<package::Test>& to = t.name == "sample" ? p.samples : p.secret;
    to.push_back({numbered(to.size(), t.name), t.input, work.suite_output({reference}, t.input)});
  }
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

// `puzzle` as its packages hold it, under `limits`, its tests made (in a folder of `staging`).
package::Problem problem_of(const puzzles::Puzzle& puzzle, const package::Limits& limits, const Staging& staging) {
  package::Problem problem{&puzzle, puzzles::behaviour(puzzle.name).packaged(), statement_of(puzzle.name, "en"),
                           statement_of(puzzle.name, "zh"), {}, {}, limits};
  judge::Work work;
  work.folder = staging.path / (std::string("work-") + puzzle.name);
  fs::create_directories(work.folder);
  make_tests(problem, work);
  return problem;
}

// What Hydro gives each language for `p`'s package, a case and all of its
// cases, at each rate of its default settings (hydro.cpp: why a case's limit
// may be lower than the home judge's).
std::string hydro_totals(const package::Problem& p) {
  const std::size_t cases = p.samples.size() + p.secret.size();
  const long ms = package::hydro_case_ms(p.limits, cases);
  std::string md = p.en.title + " (`" + p.name() + "`), " + std::to_string(cases) + " cases:\n\n"
                   "| languages | rate | a case | all cases |\n|---|---|---|---|\n";
  for (const package::HydroRate& r : package::hydro_rates())
    md += std::string("| ") + r.languages + " | " + std::to_string(r.rate) + " | " +
          package::seconds_text(static_cast<double>(r.rate * ms) / 1000) + " s | " +
          package::seconds_text(static_cast<double>(r.rate * ms * static_cast<long>(cases)) / 1000) + " s |\n";
  return md;
}

// packages/README.md: the index of every package, a row a problem (its
// titles, its home judge's limits, a link to each format's file), which a
// teacher sees below the folder's files, then what Hydro gives each language
// for each problem. Links are relative to packages/.
std::string index_file(const std::vector<judges::Site>& rows) {
  std::string md =
      "# Packages: the problems on your own judge\n\n"
      "One file a problem and judge, imported as it is: the statement in English and Chinese, the tests, the\n"
      "checker, the limits of the problem's home judge. How to import each, and what is in it:\n"
      "[docs/packages.md](../docs/packages.md). The build writes these files and this index\n"
      "(`build/package`; `cmake --build build --target update-packages` copies them here).\n\n"
      "| problem | 题目 | limits (its home judge's) |";
  std::string rule = "|---|---|---|";
  for (const package::Format& f : package::formats()) {
    md += std::string(" ") + f.column + " |";
    rule += "---|";
  }
  md += "\n" + rule + "\n";
  for (const puzzles::Puzzle& p : puzzles::all()) {
    const judges::Site& home = home_of(rows, p);
    md += "| " + statement_of(p.name, "en").title + " | " + statement_of(p.name, "zh").title + " | " +
          package::seconds_text(home.seconds) + " s, " + std::to_string(home.memory_kb / 1024) + " MB (" + home.site + ") |";
    for (const package::Format& f : package::formats()) {
      const std::string path = std::string(f.name) + "/" + p.name + "." + f.extension;
      md += " [`" + path + "`](" + path + ") |";
    }
    md += "\n";
  }
  md += "\n## Hydro's totals\n\n"
        "Hydro refuses a problem whose cases' limits, each times its language's rate, add up past 60 s, so its\n"
        "package may set a case's limit below the home judge's ([docs/packages.md](../docs/packages.md#hydro)).\n"
        "What each language of Hydro's default settings gets:\n";
  Staging staging;
  for (const puzzles::Puzzle& p : puzzles::all()) {
    const judges::Site& home = home_of(rows, p);
    md += "\n" + hydro_totals(problem_of(p, {home.seconds, home.memory_kb / 1024}, staging));
  }
  return md;
}

}  // namespace

int main(int argc, char** argv) {
  limited::keeper_program() = suite_parts::helper("box_init");  // the suite's runs start from it (work.hpp)
  std::string names, formats_help;
  for (const package::Format& f : package::formats()) {
    names += std::string(names.empty() ? "" : "|") + f.name;
    formats_help += "                        " + (f.name + std::string(8, ' ')).substr(0, 8) + f.what + "\n";
  }
  const std::string help = "Writes one file that a judge imports as it is, for PROBLEM: the statement, the\n"
                           "tests, the checker, the limits. PROBLEM: " + puzzles::names(", ", " or ") + ".\n"
                           "  --format F          the judge's format (default: kattis):\n" + formats_help +
                           "  --time-limit S      seconds a test, 0.1 to 60 (default: the home judge's)\n"
                           "  --memory-limit MB   megabytes, 16 to 4096 (default: the home judge's); the\n"
                           "                      statements state the limits the package sets\n"
                           "  --index             instead, the index of every problem's packages\n"
                           "                      (packages/README.md)\n"
                           "  -o FILE             where to write it\n";
  const std::string usage = "PROBLEM [--format " + names + "] [--time-limit S] [--memory-limit MB] -o FILE | --index -o FILE";
  judge_io::Args args(argc, argv, "package", usage.c_str(), help.c_str());
  const int format = args.choice("--format", "kattis", names.c_str());
  const std::string time_text = args.value("--time-limit", ""), memory_text = args.value("--memory-limit", "");
  const double seconds = time_text.empty() ? 0 : judge::number_in(args, "--time-limit", time_text, 0.1, 60);
  const long megabytes = memory_text.empty() ? 0 : args.number("--memory-limit", memory_text.c_str(), 16, 4096);
  const bool index = args.flag("--index");
  const std::string out = args.value("-o", "");
  args.check(index ? 0 : 1, index ? 0 : 1);
  const puzzles::Puzzle* puzzle = index ? nullptr : puzzles::find(args.operands()[0]);
  if (!index && !puzzle)
    args.refuse("no problem " + judge_io::escaped(args.operands()[0]) + " (" + puzzles::names(", ") + ")");
  if (out.empty()) args.refuse("-o FILE is needed");
  if (index && (!time_text.empty() || !memory_text.empty()))
    args.refuse("--time-limit and --memory-limit are for a package, not --index (it lists the home judges' limits)");
  try {
    const std::vector<judges::Site> rows = judges::read(suite_parts::data("judges.tsv"));
    if (index) {
      judge::write_file(out, index_file(rows));
      return 0;
    }
    const judges::Site& home = home_of(rows, *puzzle);
    const Staging staging;
    const package::Problem problem = problem_of(
        *puzzle, {seconds > 0 ? seconds : home.seconds, megabytes > 0 ? megabytes : home.memory_kb / 1024}, staging);
    judge::write_file(out, package::formats()[static_cast<std::size_t>(format)].write(problem));
  } catch (const std::exception& e) {
    judge_io::die("package", judge_io::escaped(e.what()));
  }
  return 0;
}
