// problem.yaml and testdata.yaml as the judge reads them (tools/judge/
// problem_yaml.hpp): the forms an audit found misread or refused (a flow
// mapping, a BOM, CR-only line ends, merge keys, multi-line plain scalars,
// "...", anchors and aliases, block scalars, tags), each with the value the
// judge reads; values of the wrong kind refused with the file, the line and
// the key; a corpus of YAML texts read here and by python3's PyYAML
// (yaml.safe_load, what problemtools reads them with), which must agree; and
// packages of such files judged through the judge binary.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "judge/problem_yaml.hpp"
#include "support/package_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

namespace {

namespace fs = std::filesystem;
using judge::Yaml;
using judge::YamlError;
using judge::YamlFile;
using Kind = Yaml::Kind;

// The bytes of `text` for a message: printable ASCII as it is (but " and \),
// every other byte \xNN; in double quotes.
std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (const char c : text) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f && c != '"' && c != '\\') {
      out += c;
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", u);
      out += buf;
    }
  }
  return out + "\"";
}

// A value as one line of text, the same line kPython prints for what
// yaml.safe_load gives: null, true, 12, float(1.5), nan, "text", timestamp,
// [a, b], {key: value} in the mapping's order.
std::string canonical(const Yaml& v) {
  switch (v.kind()) {
    case Kind::kNull: return "null";
    case Kind::kBool: return v.boolean() ? "true" : "false";
    case Kind::kInt: return v.text();
    case Kind::kFloat: {
      if (std::isnan(v.number())) return "nan";
      char buf[64];
      std::snprintf(buf, sizeof buf, "float(%.17g)", v.number());
      return buf;
    }
    case Kind::kString: return quoted(v.text());
    case Kind::kTimestamp: return "timestamp";
    case Kind::kList: {
      std::string out = "[";
      for (const Yaml& item : v.items()) out += (out.size() > 1 ? ", " : "") + canonical(item);
      return out + "]";
    }
    case Kind::kMap: {
      std::string out = "{";
      for (const Yaml::Entry& e : v.entries())
        out += (out.size() > 1 ? ", " : "") + canonical(e.first) + ": " + canonical(e.second);
      return out + "}";
    }
  }
  return "?";
}

// What the judge's reader gives for `text`: canonical(), or "error".
std::string ours(const std::string& text) {
  try {
    return canonical(judge::parse_yaml(text, "case.yaml"));
  } catch (const YamlError&) {
    return "error";
  }
}

// canonical() in Python, for each file named on the command line: a line each.
const char kPython[] = R"(import sys, datetime, yaml
def quoted(b):
    return '"' + ''.join(chr(c) if 0x20 <= c < 0x7f and c not in (0x22, 0x5c) else '\\x%02x' % c for c in b) + '"'
def canonical(v):
    if v is None: return 'null'
    if v is True: return 'true'
    if v is False: return 'false'
    if isinstance(v, int): return str(v)
    if isinstance(v, float): return 'nan' if v != v else 'float(%s)' % ('%.17g' % v)
    if isinstance(v, str): return quoted(v.encode('utf-8', 'surrogatepass'))
    if isinstance(v, (datetime.date, datetime.datetime)): return 'timestamp'
    if isinstance(v, list): return '[' + ', '.join(canonical(x) for x in v) + ']'
    if isinstance(v, dict): return '{' + ', '.join(canonical(k) + ': ' + canonical(x) for k, x in v.items()) + '}'
    return 'a ' + type(v).__name__
for name in sys.argv[1:]:
    try:
        with open(name, 'rb') as f:
            line = canonical(yaml.safe_load(f))
    except Exception:
        line = 'error'
    print(line)
)";

bool has_pyyaml() {
  return !on_path("python3").empty() && run_program_on(on_path("python3"), {"-c", "import yaml"}, "").status == 0;
}

// A file read as the judge reads problem.yaml.
YamlFile problem_yaml(const std::string& text) { return YamlFile(text, "problem.yaml"); }

// The message with which reading `text` as problem.yaml and then the key
// `key` as a limit (or, with `as_text`, a string) is refused ("" if it is not).
std::string refusal(const std::string& text, const std::string& key = "limits.memory", bool as_text = false) {
  try {
    const YamlFile file = problem_yaml(text);
    if (as_text) file.text(key, "");
    else file.positive(key, 1024, 1 << 20);
  } catch (const YamlError& e) {
    return e.what();
  }
  return "";
}

// The forms the audit found, each read to the value the judge uses.
TEST(ProblemYaml, TheAuditsFormsGiveTheJudgeTheirValues) {
  const YamlFile flow = problem_yaml("name: flow\nlimits: {memory: 64, time_multiplier: 2}\n");
  EXPECT_EQ(flow.positive("limits.memory", 1024, 1 << 20), 64);
  EXPECT_EQ(flow.positive("limits.time_multiplier", 5, 1 << 20), 2);
  EXPECT_EQ(flow.positive("limits.output", 8, 1 << 20), 8);  // not given: the default
  EXPECT_TRUE(flow.has("limits.memory"));
  EXPECT_FALSE(flow.has("limits.output"));

  EXPECT_EQ(problem_yaml("\xef\xbb\xbfvalidation: custom\n").text("validation", "default"), "custom");
  EXPECT_EQ(problem_yaml("\xef\xbb\xbflimits:\n  memory: 64\n").positive("limits.memory", 1024, 1 << 20), 64);

  const YamlFile cr = problem_yaml("name: cr\rlimits:\r  memory: 64\r  output: 4\r");
  EXPECT_EQ(cr.positive("limits.memory", 1024, 1 << 20), 64);
  EXPECT_EQ(cr.positive("limits.output", 8, 1 << 20), 4);
  EXPECT_EQ(cr.text("name", ""), "cr");
  const YamlFile crlf = problem_yaml("name: crlf\r\nlimits:\r\n  memory: 64\r\n");
  EXPECT_EQ(crlf.positive("limits.memory", 1024, 1 << 20), 64);
  EXPECT_EQ(crlf.text("name", ""), "crlf");

  const YamlFile merged = problem_yaml("base: &base {memory: 64, output: 2}\nlimits:\n  <<: *base\n  output: 8\n");
  EXPECT_EQ(merged.positive("limits.memory", 1024, 1 << 20), 64);
  EXPECT_EQ(merged.positive("limits.output", 1, 1 << 20), 8);  // the mapping's own key wins
  const YamlFile listed = problem_yaml("a: &a {memory: 64}\nb: &b {memory: 32, output: 2}\nlimits: {<<: [*a, *b]}\n");
  EXPECT_EQ(listed.positive("limits.memory", 1024, 1 << 20), 64);  // the earlier mapping wins
  EXPECT_EQ(listed.positive("limits.output", 8, 1 << 20), 2);

  EXPECT_EQ(problem_yaml("validator_flags: float_tolerance\n  1e-6\n  case_sensitive\nname: x\n").text("validator_flags", ""),
            "float_tolerance 1e-6 case_sensitive");
  EXPECT_EQ(problem_yaml("validation: custom\n...\n").text("validation", ""), "custom");
  EXPECT_EQ(problem_yaml("---\nvalidation: custom\n...\n").text("validation", ""), "custom");

  const YamlFile aliased = problem_yaml("flags: &f float_tolerance 0.5\nvalidator_flags: *f\n");
  EXPECT_EQ(aliased.text("validator_flags", ""), "float_tolerance 0.5");

  const YamlFile blocks = problem_yaml("validator_flags: >\n  float_tolerance\n  1e-6\nsource: |\n  two\n  lines\n");
  EXPECT_EQ(blocks.text("validator_flags", ""), "float_tolerance 1e-6\n");
  EXPECT_EQ(blocks.text("source", ""), "two\nlines\n");

  const YamlFile tagged = problem_yaml("validation: !!str custom\nlimits: {memory: !!int \"64\", output: !!float 2}\nname: !!str 12\n");
  EXPECT_EQ(tagged.text("validation", ""), "custom");
  EXPECT_EQ(tagged.positive("limits.memory", 1024, 1 << 20), 64);
  EXPECT_EQ(tagged.positive("limits.output", 8, 1 << 20), 2);
  EXPECT_EQ(tagged.text("name", ""), "12");
}

// A BOM of UTF-16 (either order) is read as PyYAML reads it: the text in
// UTF-16, its strings UTF-8 here.
TEST(ProblemYaml, Utf16WithItsBomIsRead) {
  const std::string text = "validation: custom\nname: \xc3\xa9t\xc3\xa9\n";  // "été"
  std::string le = "\xff\xfe", be = "\xfe\xff";
  for (std::size_t i = 0; i < text.size(); ++i) {
    unsigned code = static_cast<unsigned char>(text[i]);
    if (code >= 0xc0) code = ((code & 0x1f) << 6) | (static_cast<unsigned char>(text[++i]) & 0x3f);
    le += static_cast<char>(code & 0xff), le += static_cast<char>(code >> 8);
    be += static_cast<char>(code >> 8), be += static_cast<char>(code & 0xff);
  }
  for (const std::string& bytes : {le, be}) {
    const YamlFile file = problem_yaml(bytes);
    EXPECT_EQ(file.text("validation", ""), "custom");
    EXPECT_EQ(file.text("name", ""), "\xc3\xa9t\xc3\xa9");
  }
}

// Nothing but comments, or nothing: an empty mapping, every key its default.
TEST(ProblemYaml, AnEmptyFileIsAnEmptyMapping) {
  for (const char* text : {"", "# only a comment\n", "\n\n  \n", "---\n", "\xef\xbb\xbf"}) {
    const YamlFile file = problem_yaml(text);
    EXPECT_EQ(file.root().kind(), Kind::kMap) << quoted(text);
    EXPECT_TRUE(file.root().entries().empty()) << quoted(text);
    EXPECT_EQ(file.positive("limits.memory", 1024, 1 << 20), 1024) << quoted(text);
  }
}

// A key given twice keeps its last value, in its first place (PyYAML's dict).
TEST(ProblemYaml, AKeyGivenTwiceKeepsItsLastValue) {
  const YamlFile file = problem_yaml("validation: custom\nname: x\nvalidation: default\n");
  EXPECT_EQ(file.text("validation", ""), "default");
  ASSERT_EQ(file.root().entries().size(), 2u);
  EXPECT_EQ(file.root().entries()[0].first.text(), "validation");
  EXPECT_EQ(canonical(judge::parse_yaml("1: a\n1.0: b\ntrue: c\n0: d\nfalse: e\n", "t")), "{1: \"c\", 0: \"e\"}");
}

// Plain scalars resolved as YAML 1.1 and PyYAML's resolver.py: each text, its value.
TEST(ProblemYaml, PlainScalarsTakeYaml11Types) {
  const std::vector<std::pair<std::string, std::string>> kCases = {
      {"1_000", "1000"}, {"0x1F", "31"}, {"0b101", "5"}, {"010", "8"}, {"0", "0"}, {"-0", "0"}, {"+12", "12"},
      {"1:30", "90"}, {"-1:30", "-90"}, {"190:20:30", "685230"}, {"1e3", "\"1e3\""}, {"1.0e+3", "float(1000)"},
      {"1.0e3", "\"1.0e3\""}, {".5", "float(0.5)"}, {"+.5", "\"+.5\""}, {"-1.5", "float(-1.5)"}, {"1.", "float(1)"},
      {"1:30.5", "float(90.5)"}, {".inf", "float(inf)"}, {"-.Inf", "float(-inf)"}, {".NaN", "nan"}, {"09", "\"09\""},
      {"0o17", "\"0o17\""}, {"~", "null"}, {"null", "null"}, {"NULL", "null"}, {"nULL", "\"nULL\""}, {"", "null"},
      {"yes", "true"}, {"No", "false"}, {"ON", "true"}, {"off", "false"}, {"y", "\"y\""}, {"yEs", "\"yEs\""},
      {"2001-12-14", "timestamp"}, {"2001-12-14 21:59:43.10 -5", "timestamp"}, {"1.0.0", "\"1.0.0\""},
      {"123456789012345678901234567890", "123456789012345678901234567890"}, {"0xFFFFFFFFFFFFFFFFFF", "4722366482869645213695"}};
  for (const auto& [text, value] : kCases) EXPECT_EQ(ours("v: " + text + "\n"), "{\"v\": " + value + "}") << text;
  EXPECT_EQ(ours("v: \"12\"\nw: '.inf'\n"), "{\"v\": \"12\", \"w\": \".inf\"}");  // quoted: strings
  EXPECT_EQ(ours("v: 2001-02-30\n"), "error");  // no such date: PyYAML's datetime refuses it
  EXPECT_EQ(ours("v: 0x_\n"), "error");         // int("", 16) fails in PyYAML too
  EXPECT_EQ(ours("v: =\n"), "error");           // YAML 1.1's value key, which safe_load cannot make
}

// What the judge cannot use is refused with the file, the line and the key.
TEST(ProblemYaml, AValueOfTheWrongKindIsRefusedWithItsLine) {
  // limits.memory that is not a positive number: its line, and its value as said.
  const std::vector<std::tuple<std::string, int, std::string>> kNotPositive = {
      {"name: x\nlimits:\n  memory: lots\n", 3, "\"lots\""}, {"limits:\n  memory: \"64\"\n", 2, "\"64\""},
      {"limits:\n  memory:\n    a: 1\n", 3, "a mapping"},   {"limits:\n  memory: [64]\n", 2, "a list"},
      {"limits:\n  memory:\n", 2, "null"},                   {"limits:\n  memory: yes\n", 2, "true"},
      {"limits: {memory: 0}\n", 1, "0"},                     {"limits: {memory: -.inf}\n", 1, "-inf"},
      {"limits: {memory: .inf}\n", 1, "inf"},                {"limits: {memory: 1e30}\n", 1, "\"1e30\""}};
  for (const auto& [text, line, value] : kNotPositive)
    EXPECT_EQ(refusal(text),
              "problem.yaml: line " + std::to_string(line) + ": limits.memory is not a positive number: " + value)
        << text;
  EXPECT_EQ(refusal("limits: {memory: 1.0e+30}\n"), "problem.yaml: line 1: limits.memory is more than 1.04858e+06: 1e+30");
  EXPECT_EQ(refusal("name: x\nlimits: 5\n"), "problem.yaml: line 2: limits is not a mapping: 5");
  EXPECT_EQ(refusal("name: x\nlimits:\n"), "problem.yaml: line 2: limits is not a mapping: null");
  EXPECT_EQ(refusal("validation: 12\n", "validation", true), "problem.yaml: line 1: validation is not a string: 12");
  EXPECT_EQ(refusal("\n\nvalidation: [custom]\n", "validation", true), "problem.yaml: line 3: validation is not a string: a list");
  EXPECT_EQ(refusal("limits:\n  memory: 64\n"), "");
  EXPECT_EQ(refusal("- a\n- b\n"), "problem.yaml: line 1: not a mapping (key: value) but a list");
  EXPECT_EQ(refusal("just text\n"), "problem.yaml: line 1: not a mapping (key: value) but \"just text\"");
}

// A text that does not parse: one line, "FILE does not parse: line N: why".
TEST(ProblemYaml, WhatDoesNotParseIsRefusedOnOneLine) {
  const std::vector<std::pair<std::string, std::string>> kCases = {
      {"name: x\nlimits: {memory: 64\n", "problem.yaml does not parse: line 3: did not find expected ',' or '}'"},
      {"name: 'x\n", "problem.yaml does not parse: line 2: found unexpected end of stream"},
      {"a: 1\n--- b\n", "problem.yaml does not parse: line 2: a second document"},
      {"a: *nowhere\n", "problem.yaml does not parse: line 1: the alias *nowhere names no anchor before it"},
      {"a: &x 1\nb: &x 2\n", "problem.yaml does not parse: line 2: the anchor &x is defined twice"},
      {"a: &x [1, *x]\n", "problem.yaml does not parse: line 1: the alias *x is inside the node it names"},
      {"[1]: x\n", "problem.yaml does not parse: line 1: a list or mapping as a key"},
      {"a: !!binary aGk=\n", "problem.yaml does not parse: line 1: the tag tag:yaml.org,2002:binary is not read here"},
      {"a: !!set {x}\n", "problem.yaml does not parse: line 1: the tag tag:yaml.org,2002:set on a mapping is not read here"},
      {"a: !!int 0o17\n", "problem.yaml does not parse: line 1: not an integer as YAML 1.1 writes one"},
      {"<<: 5\n", "problem.yaml does not parse: line 1: a merge key (<<) takes a mapping or a list of mappings"},
      {"a: b\n\x01\n", "problem.yaml does not parse: line 2: control characters are not allowed"},
      {"a: b\n\tc: d\n", "problem.yaml does not parse: line 2: found a tab character that violates indentation"},
      {"a: b\t\n", "problem.yaml does not parse: line 1: a tab outside a quoted or block scalar and a comment"},
      {"a: \"x\"\nb: x\ty\n", "problem.yaml does not parse: line 2: a tab outside a quoted or block scalar and a comment"},
      {std::string(300, '[') + std::string(300, ']'), "problem.yaml does not parse: line 1: nested more than 200 deep"}};
  for (const auto& [text, message] : kCases) {
    const std::string got = refusal(text);
    EXPECT_EQ(got.rfind(message, 0), 0u) << quoted(text) << "\n" << got;
    EXPECT_EQ(got.find('\n'), std::string::npos) << got;
  }
  // A billion laughs: aliases are shared, not copied, but their text expanded
  // past 16 MB is refused (on line 7, whose list is 21 MB), as a reader that
  // copies them as strings would take all of it; six levels (2 MB) are read.
  // Merge keys expanded past a million values are refused.
  std::string laughs = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
  for (int i = 1; i < 10; ++i) {
    laughs += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " [";
    for (int k = 0; k < 10; ++k) laughs += std::string(k ? ", " : "") + "*a" + std::to_string(i - 1);
    laughs += "]\n";
    if (i == 5) {
      EXPECT_EQ(problem_yaml(laughs).root().find("a5")->expanded(), 2111111u);
    }
  }
  EXPECT_EQ(refusal(laughs).rfind("problem.yaml does not parse: line 7: more than 16 MB of text once aliases are expanded", 0), 0u)
      << refusal(laughs);
  std::string merges = "m0: &m0 {";
  for (int k = 0; k < 2000; ++k) merges += std::string(k ? ", " : "") + "k" + std::to_string(k) + ": 1";
  merges += "}\n";
  for (int i = 1; i < 1000; ++i) merges += "m" + std::to_string(i) + ": {<<: *m0, own: " + std::to_string(i) + "}\n";
  EXPECT_NE(refusal(merges).find("more than a million values, merge keys expanded"), std::string::npos);
}

// The corpus: each text, read here and by PyYAML's yaml.safe_load, gives the same value (or both refuse it).
TEST(ProblemYaml, TheReaderAgreesWithPyYaml) {
  if (!has_pyyaml()) GTEST_SKIP() << "skipped: no python3 with PyYAML (Debian: apt-get install python3-yaml)";
  const std::string le_bom = std::string("\xff\xfe") + std::string("a\0:\0 \0\xe9\0\n\0", 10);
  const std::string be_bom = std::string("\xfe\xff") + std::string("\0a\0:\0 \0\xe9\0\n", 10);
  const std::vector<std::string> kCorpus = {
      // flow mappings and sequences, on one line or several
      "limits: {memory: 64, time_multiplier: 2}\n",
      "limits: {\n  memory: 64,\n  output: 8\n}\nlist: [a, b,\n  c]\n",
      "a: {x: [1, {y: z}], 'q': \"r\"}\nb: []\nc: {}\n",
      "a: [1, 2, ]\nb: {x: 1, }\n",
      // BOM, line ends
      "\xef\xbb\xbfvalidation: custom\n",
      "\xef\xbb\xbf# comment\nlimits:\n  memory: 64\n",
      le_bom,
      be_bom,
      "name: cr\rlimits:\r  memory: 64\r  output: 4\r",
      "name: crlf\r\nlimits:\r\n  memory: 64\r\n",
      "a: 1\r\n\r\nb: 'two\r\n  lines'\r\n",
      // merge keys
      "base: &b {memory: 64, output: 2}\nlimits:\n  <<: *b\n  output: 8\n",
      "a: &a {x: 1, y: 1}\nb: &b {x: 2, z: 2}\nc:\n  <<: [*a, *b]\n  w: 3\n",
      "c: {<<: {x: 1, y: 2}, x: 3}\n",
      "a: &a {x: 1}\nb: &b {<<: *a, y: 2}\nc: {<<: *b, z: 3}\n",
      "a: &a {x: 1}\nc:\n  <<: *a\n  <<: {x: 2, y: 2}\n",
      "c: {x: 0, <<: {x: 1}}\n",
      "<<: 5\n",
      "<<: [1]\n",
      "a: '<<'\n'<<': x\n",
      "a: <<\n",
      // anchors and aliases
      "a: &x hello\nb: *x\nc: &l [1, 2]\nd: *l\ne: &m {k: v}\nf: *m\n",
      "a: *nowhere\n",
      "a: &x 1\nb: &x 2\n",
      "&r a: b\nc: *r\n",
      // multi-line plain scalars, quoted scalars with escapes, block scalars
      "name: a long\n  name on\n  three lines\nnext: x\n",
      "name: a\n\n  b\n\n\n  c\n",
      "a: \"tab\\there \\u00e9 \\x41 \\\\ \\\"q\\\" \\U0001F600 \\0 \\N \\_ \\L\"\nb: 'it''s'\n",
      "a: \"line one\n  line two\\\n  glued\"\n",
      "a: 'multi\n  line'\n",
      "a: |\n  line1\n  line2\nb: >\n  folded\n  text\n\n  more\nc: |-\n  strip\nd: >+\n  keep\n\ne: x\n",
      "a: |2\n    indented\n  less\n",
      // document markers, comments, directives
      "a: 1\n...\n",
      "---\na: 1\n",
      "--- \na: 1\n...\n",
      "---\n...\n",
      "...\n",
      "--- a\n--- b\n",
      "%YAML 1.1\n---\na: 1\n",
      "# only a comment\n",
      "",
      "\n\n",
      "a: 1 # comment\n# more\nb: '#not' #c\nc: x#y\n",
      // tabs: PyYAML's own scanner takes them only in quoted and block scalars and in comments
      "a: 1\t\nb: x\t# c\nc: \tq\n",
      "a: 1\t\n",
      "a: x\t# c\n",
      "a: x\ty\n",
      "a: \"x\ty\"\nb: 'p\tq'\n",
      "a: |\n  x\ty\n\tz\n",
      "a: |\n  x\n  \ty\n",
      "a: x # c\tz\n",
      "a: [1,\t2]\n",
      "a:\t1\n",
      "a: \"x\n\ty\"\n",
      "a: x\n \ty\n",
      "a: 'q'\t\n",
      "a: |\t\n  x\n",
      "a: | #\tc\n  x\n",
      "- a\t\n",
      "a: 1\n#\tc\n",
      "\t# c\na: 1\n",
      "a: !!str\tx\n",
      "a: &x\t1\nb: *x\n",
      "just text\t\n",
      "-0x_f\t",
      // other line breaks, indicators in plain scalars
      "a: 1\xc2\x85" "b: 2\n",
      "a: 1\xe2\x80\xa8" "b: 2\n",
      "a: x:y\nb: -x\nc: ?x\nd: x#y\ne: x,y]\n",
      "a: @x\n",
      "a: `x\n",
      "a: 'a'b\n",
      // unicode
      "\xe5\x90\x8d\xe5\x89\x8d: \xe5\x95\x8f\xe9\xa1\x8c\nemoji: \xf0\x9f\x98\x80\n",
      // numbers in every form
      "n: [1_000, 0x1F, 0x1f_ff, 0b101, 0b1_0, 010, 0_7, 0o17, 09, 0, -0, +0, 00, +12, -12, 1:30, -1:30, 1:30:59, 1:70, 190:20:30]\n",
      "f: [1e3, 1E3, 1.0e+3, 1.0e3, 1.5E-2, .5, +.5, -.5, ._5, 0., 1., 1_0.0_1, 1:30.5, -1:0.5, 12e, 1.2.3, 1,000]\n",
      "f: [.inf, -.inf, +.INF, .Inf, -.INF, .nan, .NaN, .NAN, -.nan, inf, nan, .infinity]\n",
      "i: [123456789012345678901234567890, -0x123456789ABCDEF0123, 0b11111111111111111111111111111111111111111111111111111111111111111]\n",
      "f: [0.1, 1.7976931348623157e+308, 1.8e+308, 4.9e-324, 2.2250738585072014e-308, 123456789.123456789]\n",
      "v: 0b_\n",
      "v: 0x_\n",
      "v: 0_\n",
      // bools and nulls
      "b: [yes, Yes, YES, yEs, no, No, NO, true, True, TRUE, false, False, FALSE, on, On, ON, off, Off, OFF, y, n, Y, N]\n",
      "z: [~, null, Null, NULL, nULL, '', \"\", '~']\nempty:\nk: ~\n",
      "~: a\nnull: b\n",
      // timestamps
      "d: 2001-12-14\nt: 2001-12-14t21:59:43.10-05:00\ns: 2001-12-14 21:59:43.10\nz: 2001-12-15T02:59:43.1Z\nshort: 2002-1-1\n",
      "bad: 2001-02-30\n",
      "bad: 2001-13-01\n",
      "ok: 2000-02-29\n",
      "bad: 1900-02-29\n",
      "bad: 2001-12-14 25:00:00\n",
      "bad: 2001-12-14 21:59:43 +24\n",
      "ok: 2001-12-14 21:59:43 +23:59\n",
      // tags
      "a: !!str 12\nb: !!int \"12\"\nc: !!float 1\nd: !!bool yes\ne: !!null x\nf: ! 12\ng: !!str\nh: ! \"12\"\n",
      "a: !!float \"1e3\"\nb: !!float 010\nc: !!int 1_0\nd: !!float 1:30\ne: !!timestamp 2001-12-14\n",
      "a: !!map {x: 1}\nb: !!seq [1]\nc: !<tag:yaml.org,2002:str> 5\n",
      "a: !!bool maybe\n",
      "a: !!int 1e3\n",
      "a: !!float 0x1F\n",
      "a: !custom x\n",
      "a: !!str [1]\n",
      // keys: duplicates, numbers as keys, =, complex keys
      "a: 1\nb: 2\na: 3\n",
      "1: a\n1.0: b\ntrue: c\n0: d\nfalse: e\n0.0: f\n",
      "=: x\n",
      "a: =\n",
      "? a\n: b\n? c\n",
      "[1]: x\n",
      "{a: 1}: x\n",
      "a: [? x]\nb: [? x: y]\nc: {?}\nd: [x: y]\n",
      "2001-12-14: d\n.nan: x\n",
      // what does not parse
      "a: [1, 2\n",
      "a: 'x\n",
      "- a\nb: c\n",
      "a: b: c\n",
      "\ta: b\n",
      "a:\n\t- b\n",
      "a: b\n\x01\n",
      "a: \"\\x\"\n",
      "key with no value\n",
      "- 1\n- 2\n",
      "just a string\n",
      "a:\n  - 1\n  - [2, 3]\n  -\n  - {x: y}\nb:\n- flush\n",
  };
  std::vector<std::string> files;
  for (std::size_t i = 0; i < kCorpus.size(); ++i) files.push_back(temp_file("case" + std::to_string(i) + ".yaml", kCorpus[i]));
  std::vector<std::string> args = {temp_file("canonical.py", kPython)};
  args.insert(args.end(), files.begin(), files.end());
  const ProgramRun python = run_program_with(on_path("python3"), args, Stdin::closed(), Stdout::captured());
  ASSERT_EQ(python.status, 0) << python.err;
  std::istringstream lines(python.out);
  int errors = 0;
  for (std::size_t i = 0; i < kCorpus.size(); ++i) {
    std::string theirs;
    ASSERT_TRUE(std::getline(lines, theirs)) << "python3 printed " << i << " lines of " << kCorpus.size();
    EXPECT_EQ(ours(kCorpus[i]), theirs) << "case " << i << ": " << quoted(kCorpus[i]);
    errors += theirs == "error";
  }
  EXPECT_GE(errors, 20);  // the corpus tries what PyYAML refuses, too
  EXPECT_LE(errors, 50);
}

// What PyYAML reads and the judge does not (problem_yaml.hpp, docs/judge-tool.md):
// each is refused here. (The last two libyaml refuses: a BOM after the start,
// a control character to it and a character of the key to PyYAML; a "?" with
// no key in a flow list.)
TEST(ProblemYaml, WhatIsNotReadHereIsRefused) {
  for (const char* text : {"a: !!binary aGk=\n", "a: !!set {x}\n", "a: !!omap [{x: 1}]\n", "a: !!pairs [{x: 1}]\n",
                           "a: !!int 0o17\n", "a: !!int ' 12'\n", "a: !!float inf\n", "a: &x [1, *x]\n",
                           "a: &x {k: *x}\n", "a: &x {<<: *x}\n", "a: 1\n\xef\xbb\xbf" "b: 2\n", "a: [?, 1]\n"})
    EXPECT_EQ(ours(text), "error") << text;
}

// A package folder of `files`, judged (without the sandbox, which these
// packages' limits do not need: the judge measures a run's memory alike).
ProgramRun judge_package(const std::map<std::string, std::string>& files, const std::vector<std::string>& command) {
  std::vector<std::string> args = {"--problem", package_folder(files), "--no-sandbox", "--time-limit", "5", "--"};
  args.insert(args.end(), command.begin(), command.end());
  return run_program_on(SUITE_JUDGE, args, "");
}

// A program that takes 100 MB and answers 1.
std::vector<std::string> hundred_megabytes() {
  return {python3(), "-c", "import sys\nb = b'y' * (100 << 20)\nsys.stdout.write('1\\n' if b[-1:] == b'y' else '0\\n')\n"};
}

const std::map<std::string, std::string> kOneTest = {{"data/secret/1.in", "1\n"}, {"data/secret/1.ans", "1\n"}};

// A flow mapping's memory limit holds: the 100 MB program is over 64 MB
// (read as the 1024 MB default, it was AC). So with CR-only line ends.
TEST(ProblemYamlJudged, AFlowMappingsMemoryLimitHolds) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 for the program (Debian: apt-get install python3)";
  std::map<std::string, std::string> files = kOneTest;
  files["problem.yaml"] = "name: flow\nlimits: {memory: 64, time_multiplier: 2}\n";
  const ProgramRun run = judge_package(files, hundred_megabytes());
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"secret/1", "MLE"}})) << run.out << run.err;
  EXPECT_NE(run.out.find("64.0 MB (problem.yaml's limits.memory"), std::string::npos) << run.out;

  files["problem.yaml"] = "name: cr\rlimits:\r  memory: 64\r";
  const ProgramRun cr = judge_package(files, hundred_megabytes());
  EXPECT_EQ(verdicts(cr), (std::map<std::string, std::string>{{"secret/1", "MLE"}})) << cr.out << cr.err;
  EXPECT_NE(cr.out.find("64.0 MB (problem.yaml's limits.memory"), std::string::npos) << cr.out;

  files["problem.yaml"] = "name: roomy\n";  // the control: problemtools' 1024 MB
  const ProgramRun roomy = judge_package(files, hundred_megabytes());
  EXPECT_EQ(roomy.status, 0) << roomy.out << roomy.err;
  EXPECT_EQ(verdicts(roomy), (std::map<std::string, std::string>{{"secret/1", "AC"}})) << roomy.out << roomy.err;
}

// A BOM before "validation: custom": the package's validator judges (it
// accepts anything; the default one would say WA).
TEST(ProblemYamlJudged, ABomBeforeValidationCustomKeepsTheValidator) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 for the validator (Debian: apt-get install python3)";
  std::map<std::string, std::string> files = {{"data/secret/1.in", "1\n"}, {"data/secret/1.ans", "2\n"}};
  files["problem.yaml"] = "\xef\xbb\xbfvalidation: custom\nname: bom\n";
  files["output_validators/accept/accept.py"] = "import sys\nsys.exit(42)\n";
  const ProgramRun run = judge_package(files, {"/bin/cat"});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"secret/1", "AC"}})) << run.out << run.err;
  EXPECT_NE(run.out.find("judged by the package's output validator output_validators/accept"), std::string::npos) << run.out;
}

// testdata.yaml's output_validator_flags, in a flow mapping, reach the group's tests and its subgroups'.
TEST(ProblemYamlJudged, TestdataFlagsReachTheSubgroups) {
  std::map<std::string, std::string> files = {{"problem.yaml", "name: flags\n"},
                                              {"data/secret/testdata.yaml", "{output_validator_flags: case_sensitive}\n"},
                                              {"data/secret/a/1.in", "YES\n"}, {"data/secret/a/1.ans", "yes\n"},
                                              {"data/secret/2.in", "YES\n"}, {"data/secret/2.ans", "yes\n"},
                                              {"data/sample/3.in", "YES\n"}, {"data/sample/3.ans", "yes\n"}};
  const ProgramRun run = judge_package(files, {"/bin/cat"});
  EXPECT_EQ(verdicts(run), (std::map<std::string, std::string>{{"sample/3", "AC"}, {"secret/2", "WA"}, {"secret/a/1", "WA"}}))
      << run.out << run.err;
}

// A value of the wrong kind, or a file that does not parse: exit status 2, one line, no test run.
TEST(ProblemYamlJudged, ABadFileIsRefusedOnOneLine) {
  const auto refused = [](const std::string& file, const std::string& text, const std::string& message) {
    std::map<std::string, std::string> files = kOneTest;
    files[file] = text;
    const ProgramRun run = judge_package(files, {"/bin/cat"});
    EXPECT_EQ(run.status, 2) << run.out << run.err;
    EXPECT_EQ(run.err.rfind("judge: " + message, 0), 0u) << run.err;
    EXPECT_EQ(run.err.find('\n'), run.err.size() - 1) << run.err;
    EXPECT_EQ(run.out.find("test "), std::string::npos) << run.out;
  };
  refused("problem.yaml", "name: x\nlimits:\n  memory: lots\n",
          "problem.yaml: line 3: limits.memory is not a positive number: \"lots\"\n");
  refused("problem.yaml", "name: x\nlimits: {memory: 64\n", "problem.yaml does not parse: line 3: ");
  refused("problem.yaml", "validation: [custom]\n", "problem.yaml: line 1: validation is not a string: a list\n");
  refused("data/secret/testdata.yaml", "output_validator_flags: 12\n",
          "data/secret/testdata.yaml: line 1: output_validator_flags is not a string: 12\n");
}

}  // namespace
