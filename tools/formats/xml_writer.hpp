// xml_writer.hpp: an XML document written by libxml2's xmlTextWriter (the
// files the package tool writes for judges: FPS's XML, Polygon's problem.xml).
// An element's start and end tags each on a line of their own unless it holds
// text, indented by `indent` a level; attributes and text escaped by libxml2.
#pragma once

#include <string>

namespace formats {

class XmlWriter {
 public:
  // A document whose declaration names `encoding` as libxml2 names it
  // ("UTF-8" for "utf-8") and, unless null, `standalone` ("no"). Throws
  // std::runtime_error where libxml2 refuses a call, as every member does.
  XmlWriter(const char* indent, const char* encoding, const char* standalone = nullptr);
  ~XmlWriter();
  XmlWriter(const XmlWriter&) = delete;
  XmlWriter& operator=(const XmlWriter&) = delete;

  void start(const char* name);  // <name
  void attribute(const char* name, const std::string& value);
  // The text in CDATA sections (a "]]>" inside split across two sections).
  void cdata(const std::string& text);
  void text(const std::string& text);
  void end();  // "/>" or the end tag of the element last started
  // <name>text</name>, its text escaped.
  void element(const char* name, const std::string& text);
  // The document, every element ended.
  std::string finish();

 private:
  struct Parts;
  Parts* parts_;
};

}  // namespace formats
