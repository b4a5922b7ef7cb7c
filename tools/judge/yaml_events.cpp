// yaml_events.cpp: libyaml's events over a text, and the text as PyYAML reads it: UTF-16, tabs (yaml_events.hpp).
#include "judge/yaml_events.hpp"

#include <algorithm>
#include <cstdio>

#include "judge/problem_yaml.hpp"

namespace judge {
namespace yaml_detail {
namespace {

// A line break as YAML 1.1 and libyaml count them (\r\n is one): its length at `at`, or 0.
std::size_t break_at(const std::string& s, std::size_t at) {
  if (s[at] == '\n') return 1;
  if (s[at] == '\r') return at + 1 < s.size() && s[at + 1] == '\n' ? 2 : 1;
  if (s.compare(at, 2, "\xc2\x85") == 0) return 2;                                  // NEL
  if (s.compare(at, 3, "\xe2\x80\xa8") == 0 || s.compare(at, 3, "\xe2\x80\xa9") == 0) return 3;  // LS, PS
  return 0;
}

}  // namespace

Events::Events(const std::string& text, const std::string& file) : text_(text), file_(file) {
  if (!yaml_parser_initialize(&parser_)) throw YamlError(file + " does not parse: libyaml has no memory", 1);
  yaml_parser_set_input_string(&parser_, reinterpret_cast<const unsigned char*>(text.data()), text.size());
}

Events::~Events() {
  if (held_) yaml_event_delete(&event_);
  yaml_parser_delete(&parser_);
}

const yaml_event_t& Events::peek() {
  if (!held_) {
    if (!yaml_parser_parse(&parser_, &event_)) refused();
    held_ = true;
  }
  return event_;
}

void Events::next() {
  peek();
  yaml_event_delete(&event_);
  held_ = false;
}

void Events::refuse(int line, const std::string& why) const {
  throw YamlError(file_ + " does not parse: line " + std::to_string(line) + ": " + why, line);
}

void Events::refused() const {
  int line = static_cast<int>(parser_.problem_mark.line) + 1;
  if (parser_.error == YAML_READER_ERROR) {  // a byte that is not text: its line by counting
    line = 1;
    for (std::size_t i = 0; i < parser_.problem_offset && i < text_.size(); ++i)
      if (text_[i] == '\n' || (text_[i] == '\r' && (i + 1 == text_.size() || text_[i + 1] != '\n'))) ++line;
  }
  std::string why = parser_.problem ? parser_.problem : "libyaml cannot read it";
  if (parser_.error == YAML_READER_ERROR && parser_.problem_value != -1) {
    char code[32];
    std::snprintf(code, sizeof code, " (#x%X)", static_cast<unsigned>(parser_.problem_value));
    why += code;
  }
  if (parser_.context)
    why += std::string(" (") + parser_.context + " on line " + std::to_string(parser_.context_mark.line + 1) + ")";
  refuse(line, why);
}

std::string as_utf8(const std::string& text, const std::string& file) {
  if (text.compare(0, 3, "\xef\xbb\xbf") == 0) return text.substr(3);
  const bool little = text.compare(0, 2, "\xff\xfe") == 0;
  if (!little && text.compare(0, 2, "\xfe\xff") != 0) return text;
  const auto unit = [&](std::size_t at) {
    const unsigned a = static_cast<unsigned char>(text[at]), b = static_cast<unsigned char>(text[at + 1]);
    return little ? a | b << 8 : a << 8 | b;
  };
  std::string out;
  for (std::size_t at = 2; at < text.size(); at += 2) {
    if (at + 1 == text.size()) throw YamlError(file + " does not parse: it ends inside a UTF-16 character", 1);
    unsigned long code = unit(at);
    if (code >= 0xdc00 && code < 0xe000) throw YamlError(file + " does not parse: not UTF-16 (a lone low surrogate)", 1);
    if (code >= 0xd800 && code < 0xdc00) {
      const unsigned low = at + 3 < text.size() ? unit(at + 2) : 0;
      if (low < 0xdc00 || low >= 0xe000) throw YamlError(file + " does not parse: not UTF-16 (a lone high surrogate)", 1);
      code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00), at += 2;
    }
    if (code < 0x80) {
      out += static_cast<char>(code);
    } else if (code < 0x800) {
      out += static_cast<char>(0xc0 | code >> 6), out += static_cast<char>(0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      out += static_cast<char>(0xe0 | code >> 12), out += static_cast<char>(0x80 | ((code >> 6) & 0x3f));
      out += static_cast<char>(0x80 | (code & 0x3f));
    } else {
      out += static_cast<char>(0xf0 | code >> 18), out += static_cast<char>(0x80 | ((code >> 12) & 0x3f));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3f)), out += static_cast<char>(0x80 | (code & 0x3f));
    }
  }
  return out;
}

void refuse_tabs_pyyaml_refuses(const std::string& text, const std::string& file) {
  if (text.find('\t') == std::string::npos) return;
  // libyaml's marks count characters: the byte of one, from a cursor that
  // moves either way (the marks come mostly in order).
  std::size_t cursor_index = 0, cursor = 0;
  const auto continuation = [&](std::size_t at) { return (static_cast<unsigned char>(text[at]) & 0xc0) == 0x80; };
  const auto at_byte = [&](std::size_t index) {
    for (; cursor_index < index && cursor < text.size(); ++cursor_index)
      for (++cursor; cursor < text.size() && continuation(cursor);) ++cursor;
    for (; cursor_index > index; --cursor_index)
      for (--cursor; cursor > 0 && continuation(cursor);) --cursor;
    return cursor;
  };
  const auto refuse = [&](std::size_t tab) {
    int line = 1;
    for (std::size_t i = 0; i < tab;) {
      const std::size_t n = break_at(text, i);
      line += n ? 1 : 0, i += n ? n : 1;
    }
    throw YamlError(file + " does not parse: line " + std::to_string(line) +
                        ": a tab outside a quoted or block scalar and a comment, which PyYAML (problemtools' "
                        "safe_load) refuses",
                    line);
  };
  // Bytes [from, to): a tab, where `comments` outside a comment.
  const auto check = [&](std::size_t from, std::size_t to, bool comments) {
    for (std::size_t i = from; i < to; ++i) {
      if (comments && text[i] == '#')
        while (i < to && !break_at(text, i)) ++i;
      else if (text[i] == '\t') refuse(i);
    }
  };
  yaml_parser_t parser;
  if (!yaml_parser_initialize(&parser)) return;
  yaml_parser_set_input_string(&parser, reinterpret_cast<const unsigned char*>(text.data()), text.size());
  std::size_t done = 0;  // the bytes checked
  try {
    for (yaml_token_t token; yaml_parser_scan(&parser, &token);) {
      const yaml_token_type_t type = token.type;
      const std::size_t start = at_byte(token.start_mark.index), end = std::max(start, at_byte(token.end_mark.index));
      const yaml_scalar_style_t style = type == YAML_SCALAR_TOKEN ? token.data.scalar.style : YAML_ANY_SCALAR_STYLE;
      yaml_token_delete(&token);
      if (start >= done) check(done, start, true);  // between tokens
      if (type == YAML_STREAM_END_TOKEN) break;
      if (style == YAML_LITERAL_SCALAR_STYLE || style == YAML_FOLDED_SCALAR_STYLE) {
        std::size_t header = start;  // "|+2 # comment": up to its line's end
        while (header < end && !break_at(text, header)) ++header;
        check(start, header, true);
      } else if (style != YAML_SINGLE_QUOTED_SCALAR_STYLE && style != YAML_DOUBLE_QUOTED_SCALAR_STYLE) {
        check(start, end, false);  // a plain scalar, an indicator, a tag, a directive
      }
      done = std::max(done, end);
    }
  } catch (...) {
    yaml_parser_delete(&parser);
    throw;
  }
  yaml_parser_delete(&parser);
}

}  // namespace yaml_detail
}  // namespace judge
