// yaml_writer.cpp: a value through libyaml's emitter events (yaml_writer.hpp).
#include "formats/yaml_writer.hpp"

#include <yaml.h>

#include <stdexcept>

namespace formats {
namespace {

int append(void* data, unsigned char* buffer, size_t size) {
  static_cast<std::string*>(data)->append(reinterpret_cast<const char*>(buffer), size);
  return 1;
}

yaml_char_t* bytes(const std::string& s) {
  return reinterpret_cast<yaml_char_t*>(const_cast<char*>(s.c_str()));
}

// The emitter, freed however the writing ends.
class Emitter {
 public:
  explicit Emitter(std::string& out) {
    if (!yaml_emitter_initialize(&emitter_)) throw std::runtime_error("libyaml has no memory");
    yaml_emitter_set_output(&emitter_, append, &out);
    yaml_emitter_set_unicode(&emitter_, 1);
    yaml_emitter_set_width(&emitter_, -1);  // no folded lines
  }
  ~Emitter() { yaml_emitter_delete(&emitter_); }
  Emitter(const Emitter&) = delete;
  Emitter& operator=(const Emitter&) = delete;

  // Emits `event` (made by a yaml_*_event_initialize that returned `made`).
  void emit(int made, yaml_event_t& event) {
    if (!made) throw std::runtime_error("libyaml refused a value (not UTF-8?)");
    if (!yaml_emitter_emit(&emitter_, &event))
      throw std::runtime_error(std::string("libyaml cannot write it: ") + (emitter_.problem ? emitter_.problem : "?"));
  }

  void value(const YamlOut& v) {
    yaml_event_t event;
    switch (v.kind) {
      case YamlOut::Kind::quoted:
      case YamlOut::Kind::plain: {
        const yaml_scalar_style_t style =
            v.kind == YamlOut::Kind::plain ? YAML_PLAIN_SCALAR_STYLE : YAML_DOUBLE_QUOTED_SCALAR_STYLE;
        emit(yaml_scalar_event_initialize(&event, nullptr, nullptr, bytes(v.text), static_cast<int>(v.text.size()), 1,
                                          1, style),
             event);
        return;
      }
      case YamlOut::Kind::mapping:
        emit(yaml_mapping_start_event_initialize(&event, nullptr, nullptr, 1, YAML_BLOCK_MAPPING_STYLE), event);
        for (const auto& [key, item] : v.entries) {
          value(YamlOut::plain(key));  // a key of ours: a plain word
          value(item);
        }
        emit(yaml_mapping_end_event_initialize(&event), event);
        return;
      case YamlOut::Kind::sequence:
        emit(yaml_sequence_start_event_initialize(&event, nullptr, nullptr, 1, YAML_BLOCK_SEQUENCE_STYLE), event);
        for (const YamlOut& item : v.items) value(item);
        emit(yaml_sequence_end_event_initialize(&event), event);
        return;
    }
  }

 private:
  yaml_emitter_t emitter_;
};

}  // namespace

std::string yaml_text(const YamlOut& root) {
  std::string out;
  {
    Emitter emitter(out);
    yaml_event_t event;
    emitter.emit(yaml_stream_start_event_initialize(&event, YAML_UTF8_ENCODING), event);
    emitter.emit(yaml_document_start_event_initialize(&event, nullptr, nullptr, nullptr, 1), event);
    emitter.value(root);
    emitter.emit(yaml_document_end_event_initialize(&event, 1), event);
    emitter.emit(yaml_stream_end_event_initialize(&event), event);
  }
  return out;
}

}  // namespace formats
