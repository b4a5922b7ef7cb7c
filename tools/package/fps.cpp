// fps.cpp: an FPS (Free Problem Set) XML file, as HUSTOJ's importer reads
// it: the statement in HTML, the tests, the tpj checker, a solution.
// docs/packages.md says what each is.
#include <string>

#include "package/package.hpp"

namespace package {

std::string fps_package(const Problem& p) {
  auto section = [&p](const char* key) {
    const Section* s = find_section(p.zh, key);
    return s ? html_blocks(*s) : std::string();
  };
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<fps version=\"1.2\">\n<item>\n";
  x += "<title>" + cdata(p.zh.title) + "</title>\n";
  x += "<time_limit unit=\"s\">" + cdata(seconds_text(p.limits.seconds)) + "</time_limit>\n";
  x += "<memory_limit unit=\"mb\">" + cdata(std::to_string(p.limits.megabytes)) + "</memory_limit>\n";
  x += "<description>" + cdata(section("description")) + "</description>\n";
  x += "<input>" + cdata(section("input")) + "</input>\n";
  x += "<output>" + cdata(section("output")) + "</output>\n";
  x += "<sample_input>" + cdata(p.samples.at(0).input) + "</sample_input>\n";
  x += "<sample_output>" + cdata(p.samples.at(0).answer) + "</sample_output>\n";
  for (const Test& t : p.secret) {
    x += "<test_input name=\"" + t.name + "\">" + cdata(t.input) + "</test_input>\n";
    x += "<test_output name=\"" + t.name + "\">" + cdata(t.answer) + "</test_output>\n";
  }
  x += "<hint>" + cdata(section("notes")) + "</hint>\n";
  x += "<source>" + cdata(puzzles::title()) + "</source>\n";
  x += "<solution language=\"C++\">" + cdata(p.submitted(p.facts.accepted.at(0))) + "</solution>\n";
  x += "<tpj language=\"C++\">" + cdata(p.part("hustoj/" + std::string(p.checker()) + ".cpp")) + "</tpj>\n";
  return x + "</item>\n</fps>\n";
}

}  // namespace package
