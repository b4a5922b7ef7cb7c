// writers_test.cpp: the writers of formats others define (tools/formats/):
// what they escape, how they lay a document out, what they refuse.
#include <gtest/gtest.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include <stdexcept>
#include <string>

#include "formats/xml_writer.hpp"
#include "formats/yaml_writer.hpp"

namespace {

using formats::XmlWriter;
using formats::YamlOut;

// The text of the document's root element and its attribute `name`, as
// libxml2's parser reads them back.
std::pair<std::string, std::string> read_back(const std::string& document, const char* name) {
  xmlDocPtr doc = xmlReadMemory(document.data(), static_cast<int>(document.size()), "x.xml", nullptr, 0);
  if (!doc) throw std::runtime_error("not well-formed: " + document);
  xmlNodePtr root = xmlDocGetRootElement(doc);
  xmlChar* text = xmlNodeGetContent(root);
  xmlChar* value = xmlGetProp(root, reinterpret_cast<const xmlChar*>(name));
  std::pair<std::string, std::string> out(reinterpret_cast<const char*>(text),
                                          value ? reinterpret_cast<const char*>(value) : "");
  xmlFree(text);
  xmlFree(value);
  xmlFreeDoc(doc);
  return out;
}

TEST(XmlWriter, ACdataSectionSplitsAtItsEndMarkAndReadsBackWhole) {
  const std::string code = "int a[2][2]; bool b = a[0][a[1][0]]>0;";  // "]]>" inside, as C++ may hold
  XmlWriter x("", "UTF-8");
  x.start("solution");
  x.attribute("language", "C++");
  x.cdata(code);
  const std::string document = x.finish();
  EXPECT_EQ(document,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<solution language=\"C++\"><![CDATA[int a[2][2]; bool b = "
            "a[0][a[1][0]]]]><![CDATA[>0;]]></solution>\n");
  EXPECT_EQ(read_back(document, "language"), std::make_pair(code, std::string("C++")));
}

TEST(XmlWriter, TextAndAttributesAreEscapedAndReadBackAsWritten) {
  const std::string title = "a < b & \"c\" > d\n一维跳棋";
  XmlWriter x("  ", "utf-8", "no");
  x.start("name");
  x.attribute("value", title);
  x.text(title);
  const std::string document = x.finish();
  EXPECT_EQ(read_back(document, "value"), std::make_pair(title, title)) << document;
}

TEST(XmlWriter, ElementsAreIndentedALineEach) {
  XmlWriter x("  ", "UTF-8", "no");
  x.start("problem");
  x.start("names");
  x.start("name");
  x.attribute("language", "english");
  x.end();
  x.end();
  x.element("time-limit", "1000");
  EXPECT_EQ(x.finish(),
            "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<problem>\n  <names>\n"
            "    <name language=\"english\"/>\n  </names>\n  <time-limit>1000</time-limit>\n</problem>\n");
}

TEST(YamlWriter, StringsAreQuotedAndEscapedWordsArePlainSequencesSitAtTheirKey) {
  const YamlOut root = YamlOut::mapping(
      {{"title", YamlOut::string("yes")},
       {"name", YamlOut::string("a \"b\" \\ c\td\n一维")},
       {"license", YamlOut::plain("permission")},
       {"tag", YamlOut::sequence({YamlOut::string("搜索"), YamlOut::string("1.5")})},
       {"none", YamlOut::sequence({})},
       {"cases", YamlOut::sequence({YamlOut::mapping({{"input", YamlOut::plain("01-N1.in")},
                                                      {"output", YamlOut::plain("01-N1.out")}})})},
       {"limits", YamlOut::mapping({{"memory", YamlOut::plain("256")}})}});
  EXPECT_EQ(formats::yaml_text(root),
            "title: \"yes\"\nname: \"a \\\"b\\\" \\\\ c\\td\\n一维\"\nlicense: permission\n"
            "tag:\n- \"搜索\"\n- \"1.5\"\nnone: []\ncases:\n- input: 01-N1.in\n  output: 01-N1.out\nlimits:\n  memory: 256\n");
}

TEST(YamlWriter, TextThatIsNotUtf8IsRefused) {
  EXPECT_THROW(formats::yaml_text(YamlOut::mapping({{"name", YamlOut::string("\xff")}})), std::runtime_error);
}

}  // namespace
