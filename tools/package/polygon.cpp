// polygon.cpp: a zip in the layout of a Codeforces Polygon package, which
// Polygon2DOMjudge, CMS's Polygon loader and others read: problem.xml (the
// names, the statements, the testset "tests" with its limits and its tests,
// the checker, the solutions), statements/<language>/ (problem.tex,
// problem-properties.json, the samples), statement-sections/<language>/
// (one LaTeX file a section), tests/NN and NN.a, files/check.cpp (testlib's
// protocol, CMS's and Kattis's too: checker.hpp's CHECKER_POLYGON) and
// solutions/. docs/packages.md says what each is. Its JSON is written by
// nlohmann-json, its XML by libxml2 (formats/xml_writer.hpp).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "formats/xml_writer.hpp"
#include "package/package.hpp"
#include "package/zip.hpp"

namespace package {
namespace {

// JSON written by nlohmann-json, keys in the order given.
using Json = nlohmann::ordered_json;

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
// as Polygon writes them for its statement's readers, keys in its order.
std::string properties(const Problem& p, const Statement& s, long milliseconds, long long bytes) {
  Json samples = Json::array();
  for (std::size_t k = 0; k < p.samples.size(); ++k)
    samples.push_back({{"input", p.samples[k].input},
                       {"output", p.samples[k].answer},
                       {"inputFile", example(k)},
                       {"outputFile", example(k) + ".a"}});
  const Json properties = {{"name", s.title},
                           {"language", language_of(s)},
                           {"timeLimit", milliseconds},
                           {"memoryLimit", bytes},
                           {"inputFile", "stdin"},
                           {"outputFile", "stdout"},
                           {"legend", section_text(s, "description")},
                           {"input", section_text(s, "input")},
                           {"output", section_text(s, "output")},
                           {"notes", section_text(s, "notes")},
                           {"tutorial", ""},
                           {"scoring", nullptr},
                           {"interaction", nullptr},
                           {"sampleTests", samples}};
  return properties.dump(2) + "\n";
}

// problem.xml: the names, the statements, the testset of `count` tests
// (tests/NN, the samples first), the checker and the `solutions` (their tags
// and names under solutions/).
std::string problem_xml(const Problem& p, long milliseconds, long long bytes, std::size_t count,
                        const std::vector<std::pair<const char*, std::string>>& solutions) {
  std::string short_name = p.name();
  std::replace(short_name.begin(), short_name.end(), '_', '-');  // Polygon's names: a-z, 0-9 and -
  formats::XmlWriter x("  ", "UTF-8", "no");
  // An element with no content, of `attributes` (name, value) in order.
  auto empty = [&x](const char* name, std::initializer_list<std::pair<const char*, std::string>> attributes) {
    x.start(name);
    for (const auto& [attribute, value] : attributes) x.attribute(attribute, value);
    x.end();
  };
  x.start("problem");
  x.attribute("revision", "1");
  x.attribute("short-name", short_name);
  x.start("names");
  for (const Statement* s : {&p.en, &p.zh}) empty("name", {{"language", language_of(*s)}, {"value", s->title}});
  x.end();
  x.start("statements");
  for (const Statement* s : {&p.en, &p.zh})
    empty("statement", {{"charset", "UTF-8"},
                        {"language", language_of(*s)},
                        {"path", "statements/" + language_of(*s) + "/problem.tex"},
                        {"type", "application/x-tex"}});
  x.end();
  x.start("judging");
  x.attribute("input-file", "");
  x.attribute("output-file", "");
  x.start("testset");
  x.attribute("name", "tests");
  x.element("time-limit", std::to_string(milliseconds));
  x.element("memory-limit", std::to_string(bytes));
  x.element("test-count", std::to_string(count));
  x.element("input-path-pattern", "tests/%02d");
  x.element("answer-path-pattern", "tests/%02d.a");
  x.start("tests");
  for (const std::vector<Test>* list : {&p.samples, &p.secret})
    for (const Test& t : *list) {
      x.start("test");
      x.attribute("description", t.name.substr(t.name.find('-') + 1));
      x.attribute("method", "manual");
      if (list == &p.samples) x.attribute("sample", "true");
      x.end();
    }
  x.end();
  x.end();
  x.end();
  x.start("assets");
  x.start("checker");
  x.attribute("type", "testlib");
  empty("source", {{"path", "files/check.cpp"}, {"type", "cpp.g++17"}});
  x.end();
  x.start("solutions");
  for (const auto& [tag, name] : solutions) {
    x.start("solution");
    x.attribute("tag", tag);
    empty("source", {{"path", "solutions/" + name}, {"type", "cpp.g++17"}});
    x.end();
  }
  return x.finish();
}

}  // namespace

std::string polygon_package(const Problem& p) {
  Files files;
  const long milliseconds = std::lround(p.limits.seconds * 1000);
  const long long bytes = static_cast<long long>(p.limits.megabytes) * 1024 * 1024;
  for (const Statement* s : {&p.en, &p.zh}) {
    const std::string language = language_of(*s), dir = "statements/" + language + "/";
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
  std::size_t count = 0;
  for (const std::vector<Test>* list : {&p.samples, &p.secret})
    for (const Test& t : *list) {
      const std::string number = zero_padded(++count, 2);
      files["tests/" + number] = t.input;
      files["tests/" + number + ".a"] = t.answer;
    }

  files["files/check.cpp"] = p.part("polygon/" + std::string(p.checker()) + ".cpp");
  std::vector<std::pair<const char*, std::string>> solutions;  // tag, name
  auto solution = [&](const char* tag, const std::string& name, const std::string& source) {
    files["solutions/" + name] = source;
    solutions.emplace_back(tag, name);
  };
  for (std::size_t k = 0; k < p.facts.accepted.size(); ++k) {
    std::string name = p.facts.accepted[k];
    std::replace(name.begin(), name.end(), '/', '-');
    solution(k == 0 ? "main" : "accepted", name, p.submitted(p.facts.accepted[k]));
  }
  for (const std::string& w : p.facts.wrong_answer) solution("wrong-answer", w, p.own_submission(w));
  for (const std::string& s : p.facts.too_slow) solution("time-limit-exceeded", s, p.own_submission(s));
  files["problem.xml"] = problem_xml(p, milliseconds, bytes, count, solutions);
  return zip_archive(files);
}

}  // namespace package
