// kattis.cpp: a zip in the problem package format's legacy layout, which
// problemtools checks and DOMjudge imports: problem.yaml (and .timelimit,
// where DOMjudge reads the time limit), the statement (problem.en.tex,
// problem.zh.tex, problem.html), data/sample and data/secret, the input validator, the
// checker (42/43 and judgemessage.txt), and submissions/ accepted,
// wrong_answer and time_limit_exceeded. docs/packages.md says what each is.
#include <algorithm>
#include <string>

#include "formats/yaml_writer.hpp"
#include "package/package.hpp"
#include "package/zip.hpp"

namespace package {

using formats::YamlOut;

std::string kattis_package(const Problem& p) {
  Files files;
  // libyaml writes no comment: the line is put before the document.
  const YamlOut limits = YamlOut::mapping({{"memory", YamlOut::plain(std::to_string(p.limits.megabytes))}});
  files["problem.yaml"] =
      "# " + std::string(p.name()) + ": made by build/package (the legacy problem package format)\n" +
      formats::yaml_text(YamlOut::mapping({{"name", YamlOut::string(p.en.title)},
                                           {"source", YamlOut::string(puzzles::title())},
                                           {"license", YamlOut::plain("permission")},
                                           {"rights_owner", YamlOut::string(puzzles::title())},
                                           {"validation", YamlOut::plain("custom")},
                                           {"limits", limits}}));
  files[".timelimit"] = seconds_text(p.limits.seconds) + "\n";
  files["problem_statement/problem.en.tex"] = to_latex(p.en);
  files["problem_statement/problem.zh.tex"] = to_latex(p.zh);
  files["problem_statement/problem.html"] = to_html_page(p.en, p.shown(), limits_text("en", p.limits));
  for (const Test& t : p.samples) {
    files["data/sample/" + t.name + ".in"] = t.input;
    files["data/sample/" + t.name + ".ans"] = t.answer;
  }
  for (const Test& t : p.secret) {
    files["data/secret/" + t.name + ".in"] = t.input;
    files["data/secret/" + t.name + ".ans"] = t.answer;
  }
  const std::string validator = std::string("validate_") + p.name();
  files["input_validators/" + validator + "/" + validator + ".cpp"] = p.part(validator + ".cpp");
  files["output_validators/" + std::string(p.checker()) + "/" + p.checker() + ".cpp"] =
      p.part("kattis/" + std::string(p.checker()) + ".cpp");
  for (const std::string& a : p.facts.accepted) {
    std::string name = a;
    std::replace(name.begin(), name.end(), '/', '-');
    files["submissions/accepted/" + name] = p.submitted(a);
  }
  for (const std::string& w : p.facts.wrong_answer) files["submissions/wrong_answer/" + w] = p.own_submission(w);
  for (const std::string& s : p.facts.too_slow) files["submissions/time_limit_exceeded/" + s] = p.own_submission(s);
  return zip_archive(files);
}

}  // namespace package
