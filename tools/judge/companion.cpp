// companion.cpp: Competitive Companion's JSON read and written as a folder of tests (companion.hpp).
#include "judge/companion.hpp"

#include <nlohmann/json.hpp>

#include <cctype>
#include <cstdio>
#include <stdexcept>
#include <system_error>

#include "judge/files.hpp"
#include "judge_io.hpp"
#include "formats/yaml_writer.hpp"

namespace judge {
namespace companion {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;
using formats::YamlOut;

std::invalid_argument refused(const std::string& why) { return std::invalid_argument(why); }

// The string at `key` of `object`; `fallback` where absent (required: refused).
std::string text_at(const Json& object, const std::string& key, const std::string& where, bool required,
                    const std::string& fallback = "") {
  const auto it = object.find(key);
  if (it == object.end() || (it->is_null() && !required)) {
    if (required) throw refused(where + key + " is missing");
    return fallback;
  }
  if (!it->is_string()) throw refused(where + key + " is not a string");
  return it->get<std::string>();
}

// A number as YAML and the line show it: 1.5, 256, 0.333.
std::string number_text(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.10g", v);
  return text;
}

// The number at `key`, from `least` to `most`.
double number_at(const Json& object, const std::string& key, double least, double most) {
  const auto it = object.find(key);
  if (it == object.end()) throw refused(key + " is missing");
  if (!it->is_number()) throw refused(key + " is not a number");
  const double v = it->get<double>();
  if (!(v >= least && v <= most))
    throw refused(key + " is " + it->dump() + ", not from " + number_text(least) + " to " + number_text(most));
  return v;
}

// input or output: its file's name, "" for the standard stream (`stream`).
std::string file_of(const Json& object, const std::string& key, const std::string& stream) {
  const auto it = object.find(key);
  if (it == object.end() || it->is_null()) return "";
  if (!it->is_object()) throw refused(key + " is not an object");
  const std::string type = text_at(*it, "type", key + ".", true);
  if (type == stream) return "";
  if (type == "file") return text_at(*it, "fileName", key + ".", true);
  if (type == "regex" && key == "input") return text_at(*it, "pattern", key + ".", true);
  throw refused(key + ".type is " + Json(type).dump() + ", not " + stream + (key == "input" ? ", file or regex" : " or file"));
}

// `word` for a POSIX shell: as it is where that is safe, else in single quotes.
std::string for_shell(const std::string& word) {
  bool safe = !word.empty();
  for (unsigned char c : word)
    safe = safe && (std::isalnum(c) || c >= 0x80 || std::string("._/-+,=@%").find(static_cast<char>(c)) != std::string::npos);
  if (safe) return word;
  std::string quoted = "'";
  for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

// A new folder in `parent` named `name`, or "name (2)" ... where that is taken.
fs::path new_folder(const fs::path& parent, const std::string& name) {
  for (int k = 1; k <= 1000; ++k) {
    const fs::path folder = parent / (k == 1 ? name : name + " (" + std::to_string(k) + ")");
    std::error_code ec;
    if (fs::create_directory(folder, ec)) return folder;
    if (ec) throw std::runtime_error("cannot make the folder " + folder.string() + ": " + ec.message());
  }
  throw std::runtime_error("the names " + name + " to " + name + " (1000) are all taken in " + parent.string());
}

}  // namespace

Sent read_sent(const std::string& body) {
  Json j;
  try {
    j = Json::parse(body);
  } catch (const Json::exception& e) {
    throw refused(std::string("not JSON: ") + e.what());
  }
  if (!j.is_object()) throw refused("not a JSON object");
  Sent s;
  s.name = text_at(j, "name", "", true);
  s.group = text_at(j, "group", "", false);
  s.url = text_at(j, "url", "", false);
  const auto interactive = j.find("interactive");
  if (interactive != j.end() && !interactive->is_null()) {
    if (!interactive->is_boolean()) throw refused("interactive is not true or false");
    s.interactive = interactive->get<bool>();
  }
  s.memory_mb = number_at(j, "memoryLimit", 1, 1 << 20);
  s.time_ms = number_at(j, "timeLimit", 10, 3600 * 1000);
  const auto tests = j.find("tests");
  if (tests == j.end() || !tests->is_array()) throw refused("tests is not a list");
  for (const Json& t : *tests) {
    const std::string where = "tests[" + std::to_string(s.tests.size()) + "].";
    if (!t.is_object()) throw refused(where.substr(0, where.size() - 1) + " is not an object");
    s.tests.emplace_back(text_at(t, "input", where, true), text_at(t, "output", where, true));
  }
  s.input_file = file_of(j, "input", "stdin");
  s.output_file = file_of(j, "output", "stdout");
  const auto batch = j.find("batch");
  if (batch != j.end() && !batch->is_null()) {
    if (!batch->is_object()) throw refused("batch is not an object");
    s.batch_id = text_at(*batch, "id", "batch.", true);
    const auto size = batch->find("size");
    if (size == batch->end() || !size->is_number_integer() || size->get<long long>() < 1)
      throw refused("batch.size is not a whole number above 0");
    s.batch_size = size->get<long long>();
  }
  return s;
}

std::string folder_name(const std::string& text) {
  std::string name;
  for (std::size_t at = 0; at < text.size();) {
    unsigned long code = 0;
    const std::size_t n = judge_io::utf8_at(text, at, code);
    const bool bad = n == 0 || code < 0x20 || code == 0x7f || judge_io::hides_text(code) ||
                     (code < 0x80 && std::string("/\\:*?\"<>|").find(static_cast<char>(code)) != std::string::npos);
    const std::string put = bad ? " " : text.substr(at, n);
    at += n == 0 ? 1 : n;
    if (put == " " && (name.empty() || name.back() == ' ')) continue;
    name += put;
  }
  if (name.size() > 120) {
    std::size_t end = 120;
    while (end > 0 && (static_cast<unsigned char>(name[end]) & 0xc0) == 0x80) --end;  // a whole character
    name.resize(end);
  }
  while (!name.empty() && (name.back() == ' ' || name.back() == '.')) name.pop_back();
  std::size_t start = 0;
  while (start < name.size() && (name[start] == '.' || name[start] == ' ')) ++start;
  name = name.substr(start);
  return name.empty() ? "problem" : name;
}

fs::path Writer::write(const Sent& sent) {
  fs::path parent = dir_;
  if (!sent.batch_id.empty() && sent.batch_size > 1) {
    auto found = batch_folders_.find(sent.batch_id);
    if (found == batch_folders_.end())
      found = batch_folders_.emplace(sent.batch_id, new_folder(dir_, folder_name(sent.group))).first;
    parent = found->second;
  }
  const fs::path folder = new_folder(parent, folder_name(sent.name));
  for (std::size_t k = 0; k < sent.tests.size(); ++k) {
    const std::string base = (folder / std::to_string(k + 1)).string();
    write_file(base + ".in", sent.tests[k].first);
    write_file(base + ".ans", sent.tests[k].second);
  }
  YamlOut::Entries source, root = {{"problem_format_version", YamlOut::string("2025-09")},
                                    {"name", YamlOut::string(sent.name)}};
  if (sent.interactive) root.emplace_back("type", YamlOut::string("interactive"));
  if (!sent.group.empty()) source.emplace_back("name", YamlOut::string(sent.group));
  if (!sent.url.empty()) source.emplace_back("url", YamlOut::string(sent.url));
  if (!source.empty()) root.emplace_back("source", YamlOut::mapping(source));
  root.emplace_back("limits", YamlOut::mapping({{"time_limit", YamlOut::plain(number_text(sent.time_ms / 1000))},
                                                {"memory", YamlOut::plain(number_text(sent.memory_mb))}}));
  write_file(folder / "problem.yaml", formats::yaml_text(YamlOut::mapping(root)));
  return fs::relative(folder, dir_);
}

std::string written_line(const Sent& sent, const fs::path& folder) {
  const std::string dir = for_shell(folder.string());
  std::string line = folder.string() + "/: " + std::to_string(sent.tests.size()) +
                     (sent.tests.size() == 1 ? " test" : " tests") + ", " + number_text(sent.time_ms / 1000) + " s, " +
                     number_text(sent.memory_mb) + " MB; ";
  if (sent.interactive)
    line += "interactive: give its interactor, judge --tests " + dir + " --interactor FILE -- COMMAND";
  else
    line += "judge --tests " + dir + " -- COMMAND";
  if (!sent.input_file.empty() || !sent.output_file.empty())
    line += "; it reads " + (sent.input_file.empty() ? "standard input" : sent.input_file) + " and writes " +
            (sent.output_file.empty() ? "standard output" : sent.output_file) +
            ", where the judge gives a folder's tests on standard input and reads standard output";
  return line;
}

}  // namespace companion
}  // namespace judge
