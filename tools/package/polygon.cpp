// polygon.cpp: a zip in the layout of a Codeforces Polygon package, which
// Polygon2DOMjudge, CMS's Polygon loader and others read: problem.xml (the
// names, the statements, the testset "tests" with its limits and its tests,
// the checker, the solutions), statements/<language>/ (problem.tex,
// problem-properties.json, the samples), statement-sections/<language>/
// (one LaTeX file a section), tests/NN and NN.a, files/check.cpp (testlib's
// protocol, CMS's and Kattis's too: checker.hpp's CHECKER_POLYGON) and
// solutions/. docs/packages.md says what each is.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "package/package.hpp"
#include "package/zip.hpp"

namespace package {
namespace {

// A section of the statement in Polygon's LaTeX, "" where it has none.
std::string section_text(const Statement& s, const std::string& key) {
  const Section* section = find_section(s, key);
  return section ? latex_section(*section) : std::string();
}

// Polygon's name of a statement's language.
std::string language_of(const Statement& s) { return s.lang == "zh" ? "chinese" : "english"; }

// "example.01": a sample's file beside a statement (Polygon's names).
std::string example(std::size_t k) { return "example." + zero_padded(k + 1, 2); }

// statements/<language>/problem.tex: the whole statement in olymp.sty's
// problem environment, its samples from the files beside it.
std::string problem_tex(const Problem& p, const Statement& s) {
  std::string tex = "\\begin{problem}{" + latex_text(s.title) + "}{standard input}{standard output}{" +
                    seconds_text(p.limits.seconds) + (p.limits.seconds == 1 ? " second" : " seconds") + "}{" +
                    std::to_string(p.limits.megabytes) + " megabytes}\n\n" + section_text(s, "description") +
                    "\n\n\\InputFile\n\n" + section_text(s, "input") + "\n\n\\OutputFile\n\n" + section_text(s, "output") +
                    "\n\n" + (p.samples.size() == 1 ? "\\Example" : "\\Examples") + "\n\n\\begin{example}\n";
  for (std::size_t k = 0; k < p.samples.size(); ++k) tex += "\\exmpfile{" + example(k) + "}{" + example(k) + ".a}%\n";
  tex += "\\end{example}\n";
  const std::string notes = section_text(s, "notes");
  if (!notes.empty()) tex += "\n\\Note\n\n" + notes + "\n";
  return tex + "\n\\end{problem}\n";
}

// statements/<language>/problem-properties.json: the sections and samples
// as Polygon writes them for its statement's readers.
std::string properties(const Problem& p, const Statement& s, long milliseconds, long long bytes) {
  std::string samples;
  for (std::size_t k = 0; k < p.samples.size(); ++k)
    samples += std::string(k ? ", " : "") + "{\"input\": " + json_text(p.samples[k].input) + ", \"output\": " +
               json_text(p.samples[k].answer) + ", \"inputFile\": " + json_text(example(k)) + ", \"outputFile\": " +
               json_text(example(k) + ".a") + "}";
  return "{\n"
         "  \"name\": " + json_text(s.title) + ",\n"
         "  \"language\": " + json_text(language_of(s)) + ",\n"
         "  \"timeLimit\": " + std::to_string(milliseconds) + ",\n"
         "  \"memoryLimit\": " + std::to_string(bytes) + ",\n"
         "  \"inputFile\": \"stdin\",\n"
         "  \"outputFile\": \"stdout\",\n"
         "  \"legend\": " + json_text(section_text(s, "description")) + ",\n"
         "  \"input\": " + json_text(section_text(s, "input")) + ",\n"
         "  \"output\": " + json_text(section_text(s, "output")) + ",\n"
         "  \"notes\": " + json_text(section_text(s, "notes")) + ",\n"
         "  \"tutorial\": \"\",\n"
         "  \"scoring\": null,\n"
         "  \"interaction\": null,\n"
         "  \"sampleTests\": [" + samples + "]\n"
         "}\n";
}

}  // namespace

std::string polygon_package(const Problem& p) {
  Files files;
  const long milliseconds = std::lround(p.limits.seconds * 1000);
  const long long bytes = static_cast<long long>(p.limits.megabytes) * 1024 * 1024;
  std::string short_name = p.name();
  std::replace(short_name.begin(), short_name.end(), '_', '-');  // Polygon's names: a-z, 0-9 and -

  std::string names, statements;
  for (const Statement* s : {&p.en, &p.zh}) {
    const std::string language = language_of(*s), dir = "statements/" + language + "/";
    names += "    <name language=\"" + language + "\" value=\"" + html_escaped(s->title) + "\"/>\n";
    statements += "    <statement charset=\"UTF-8\" language=\"" + language + "\" path=\"" + dir +
                  "problem.tex\" type=\"application/x-tex\"/>\n";
    files[dir + "problem.tex"] = problem_tex(p, *s);
    files[dir + "problem-properties.json"] = properties(p, *s, milliseconds, bytes);
    const std::string sections = "statement-sections/" + language + "/";
    files[sections + "name.tex"] = latex_text(s->title) + "\n";
    files[sections + "legend.tex"] = section_text(*s, "description") + "\n";
    files[sections + "input.tex"] = section_text(*s, "input") + "\n";
    files[sections + "output.tex"] = section_text(*s, "output") + "\n";
    if (find_section(*s, "notes")) files[sections + "notes.tex"] = section_text(*s, "notes") + "\n";
    for (std::size_t k = 0; k < p.samples.size(); ++k)
      for (const std::string& to : {dir, sections}) {
        files[to + example(k)] = p.samples[k].input;
        files[to + example(k) + ".a"] = p.samples[k].answer;
      }
  }

  // The testset: the samples first (Polygon's example.NN are its first tests).
  std::string tests;
  std::size_t count = 0;
  for (const std::vector<Test>* list : {&p.samples, &p.secret})
    for (const Test& t : *list) {
      const std::string number = zero_padded(++count, 2);
      files["tests/" + number] = t.input;
      files["tests/" + number + ".a"] = t.answer;
      tests += "        <test description=\"" + html_escaped(t.name.substr(t.name.find('-') + 1)) + "\" method=\"manual\"" +
               (list == &p.samples ? " sample=\"true\"" : "") + "/>\n";
    }

  files["files/check.cpp"] = p.part("polygon/" + std::string(p.checker()) + ".cpp");
  std::string solutions;
  auto solution = [&](const char* tag, const std::string& name, const std::string& source) {
    files["solutions/" + name] = source;
    solutions += std::string("      <solution tag=\"") + tag + "\">\n        <source path=\"solutions/" + html_escaped(name) +
                 "\" type=\"cpp.g++17\"/>\n      </solution>\n";
  };
  for (std::size_t k = 0; k < p.facts.accepted.size(); ++k) {
    std::string name = p.facts.accepted[k];
    std::replace(name.begin(), name.end(), '/', '-');
    solution(k == 0 ? "main" : "accepted", name, p.submitted(p.facts.accepted[k]));
  }
  for (const std::string& w : p.facts.wrong_answer) solution("wrong-answer", w, p.own_submission(w));
  for (const std::string& s : p.facts.too_slow) solution("time-limit-exceeded", s, p.own_submission(s));

  files["problem.xml"] =
      "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>\n"
      "<problem revision=\"1\" short-name=\"" + short_name + "\">\n"
      "  <names>\n" + names + "  </names>\n"
      "  <statements>\n" + statements + "  </statements>\n"
      "  <judging input-file=\"\" output-file=\"\">\n"
      "    <testset name=\"tests\">\n"
      "      <time-limit>" + std::to_string(milliseconds) + "</time-limit>\n"
      "      <memory-limit>" + std::to_string(bytes) + "</memory-limit>\n"
      "      <test-count>" + std::to_string(count) + "</test-count>\n"
      "      <input-path-pattern>tests/%02d</input-path-pattern>\n"
      "      <answer-path-pattern>tests/%02d.a</answer-path-pattern>\n"
      "      <tests>\n" + tests + "      </tests>\n"
      "    </testset>\n"
      "  </judging>\n"
      "  <assets>\n"
      "    <checker type=\"testlib\">\n"
      "      <source path=\"files/check.cpp\" type=\"cpp.g++17\"/>\n"
      "    </checker>\n"
      "    <solutions>\n" + solutions + "    </solutions>\n"
      "  </assets>\n"
      "</problem>\n";
  return zip_archive(files);
}

}  // namespace package
