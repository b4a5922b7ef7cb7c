// xml_writer.cpp: libxml2's xmlTextWriter into a memory buffer (xml_writer.hpp).
#include "formats/xml_writer.hpp"

#include <libxml/xmlwriter.h>

#include <stdexcept>

namespace formats {
namespace {

const xmlChar* chars(const char* s) { return reinterpret_cast<const xmlChar*>(s); }
const xmlChar* chars(const std::string& s) { return chars(s.c_str()); }

// Throws unless a call of xmlTextWriter's succeeded (it returns -1 when not).
void check(int written, const char* what) {
  if (written < 0) throw std::runtime_error(std::string("libxml2 cannot write ") + what);
}

}  // namespace

struct XmlWriter::Parts {
  xmlBufferPtr buffer = nullptr;
  xmlTextWriterPtr writer = nullptr;
};

XmlWriter::XmlWriter(const char* indent, const char* encoding, const char* standalone) : parts_(new Parts) {
  parts_->buffer = xmlBufferCreate();
  if (parts_->buffer) parts_->writer = xmlNewTextWriterMemory(parts_->buffer, 0);
  if (!parts_->writer) {
    if (parts_->buffer) xmlBufferFree(parts_->buffer);
    delete parts_;
    throw std::runtime_error("libxml2 has no memory");
  }
  check(xmlTextWriterSetIndent(parts_->writer, 1), "an indented document");
  check(xmlTextWriterSetIndentString(parts_->writer, chars(indent)), "an indented document");
  check(xmlTextWriterStartDocument(parts_->writer, nullptr, encoding, standalone), "the XML declaration");
}

XmlWriter::~XmlWriter() {
  xmlFreeTextWriter(parts_->writer);
  xmlBufferFree(parts_->buffer);
  delete parts_;
}

void XmlWriter::start(const char* name) { check(xmlTextWriterStartElement(parts_->writer, chars(name)), name); }

void XmlWriter::attribute(const char* name, const std::string& value) {
  check(xmlTextWriterWriteAttribute(parts_->writer, chars(name), chars(value)), name);
}

void XmlWriter::cdata(const std::string& text) {
  // libxml2 writes a section's text as it is, so a "]]>" would end it early.
  std::size_t at = 0;
  for (std::size_t end; (end = text.find("]]>", at)) != std::string::npos; at = end + 2)
    check(xmlTextWriterWriteCDATA(parts_->writer, chars(text.substr(at, end + 2 - at))), "a CDATA section");
  check(xmlTextWriterWriteCDATA(parts_->writer, chars(text.substr(at))), "a CDATA section");
}

void XmlWriter::text(const std::string& text) { check(xmlTextWriterWriteString(parts_->writer, chars(text)), "text"); }

void XmlWriter::end() { check(xmlTextWriterEndElement(parts_->writer), "an end tag"); }

void XmlWriter::element(const char* name, const std::string& text) {
  check(xmlTextWriterWriteElement(parts_->writer, chars(name), chars(text)), name);
}

std::string XmlWriter::finish() {
  check(xmlTextWriterEndDocument(parts_->writer), "the document's end");
  check(xmlTextWriterFlush(parts_->writer), "the document");
  return std::string(reinterpret_cast<const char*>(xmlBufferContent(parts_->buffer)),
                     static_cast<std::size_t>(xmlBufferLength(parts_->buffer)));
}

}  // namespace formats
