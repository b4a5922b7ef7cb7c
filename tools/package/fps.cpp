// fps.cpp: an FPS (Free Problem Set) XML file, as HUSTOJ's importer reads
// it: the statement in HTML, the tests, the tpj checker, a solution.
// docs/packages.md says what each is. Written by libxml2 (formats/xml_writer.hpp).
#include <string>

#include "formats/xml_writer.hpp"
#include "package/package.hpp"

namespace package {

std::string fps_package(const Problem& p) {
  auto section = [&p](const char* key) {
    const Section* s = find_section(p.zh, key);
    return s ? html_blocks(*s) : std::string();
  };
  formats::XmlWriter x("", "UTF-8");
  // An element of its text in CDATA, as HUSTOJ's export writes each.
  auto field = [&x](const char* name, const std::string& text, const char* attribute = nullptr,
                    const std::string& value = std::string()) {
    x.start(name);
    if (attribute) x.attribute(attribute, value);
    x.cdata(text);
    x.end();
  };
  x.start("fps");
  x.attribute("version", "1.2");
  x.start("item");
  field("title", p.zh.title);
  field("time_limit", seconds_text(p.limits.seconds), "unit", "s");
  field("memory_limit", std::to_string(p.limits.megabytes), "unit", "mb");
  field("description", section("description"));
  field("input", section("input"));
  field("output", section("output"));
  field("sample_input", p.samples.at(0).input);
  field("sample_output", p.samples.at(0).answer);
  for (const Test& t : p.secret) {
    field("test_input", t.input, "name", t.name);
    field("test_output", t.answer, "name", t.name);
  }
  field("hint", section("notes"));
  field("source", puzzles::title());
  field("solution", p.submitted(p.facts.accepted.at(0)), "language", "C++");
  field("tpj", p.part("hustoj/" + std::string(p.checker()) + ".cpp"), "language", "C++");
  return x.finish();
}

}  // namespace package
