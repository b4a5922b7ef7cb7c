// Fuzzes the judge's YAML reader (tools/judge/problem_yaml.hpp) on any bytes
// as problem.yaml: it gives a mapping or refuses with one line that names the
// file, never anything else (no other exception, no crash, no sanitizer
// report), and the judge's typed reads of it either give a value of their
// kind or refuse the same way.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "judge/problem_yaml.hpp"

namespace {

void expect(bool what, const char* claim) {
  if (!what) {
    std::fprintf(stderr, "fuzz claim broken: %s\n", claim);
    std::abort();
  }
}

void expect_one_line(const judge::YamlError& e) {
  const std::string message = e.what();
  expect(message.rfind("problem.yaml", 0) == 0, "a refusal names the file");
  expect(message.find('\n') == std::string::npos && e.line >= 1, "a refusal is one line, with a line number");
}

// Every value below `value`, each read as its kind says; at most `budget`
// visits (aliases make a graph that can be far larger unfolded).
void walk(const judge::Yaml& value, long& budget) {
  if (--budget < 0) return;
  using Kind = judge::Yaml::Kind;
  switch (value.kind()) {
    case Kind::kInt: expect(!value.text().empty(), "an int has digits"); break;
    case Kind::kFloat: (void)std::isnan(value.number()); break;
    case Kind::kList:
      for (const judge::Yaml& item : value.items()) walk(item, budget);
      break;
    case Kind::kMap:
      for (const judge::Yaml::Entry& entry : value.entries()) {
        expect(entry.first.kind() != Kind::kList && entry.first.kind() != Kind::kMap, "a key is a scalar");
        walk(entry.second, budget);
      }
      break;
    default: break;
  }
  expect(!value.shown().empty(), "a value can be shown");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  judge::YamlFile file;
  try {
    file = judge::YamlFile(text, "problem.yaml");
  } catch (const judge::YamlError& e) {
    expect_one_line(e);
    return 0;
  }
  expect(file.root().kind() == judge::Yaml::Kind::kMap, "a file read is a mapping");
  long budget = 100000;
  walk(file.root(), budget);
  for (const char* key : {"validation", "validator_flags", "type", "output_validator_flags"}) {
    try {
      (void)file.text(key, "");
    } catch (const judge::YamlError& e) {
      expect_one_line(e);
    }
  }
  for (const char* key : {"limits.memory", "limits.output", "limits.time_multiplier"}) {
    try {
      const double v = file.positive(key, 1, 1 << 20);
      expect(v > 0 && v <= (1 << 20), "a limit read is in its range");
    } catch (const judge::YamlError& e) {
      expect_one_line(e);
    }
  }
  return 0;
}
