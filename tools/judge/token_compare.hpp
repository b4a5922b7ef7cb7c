// token_compare.hpp: the output compared with the answer token by token, with
// the options of Kattis's default output validator (problemtools v1.20231016,
// support/default_validator/default_validator.cc): case-insensitive unless
// case_sensitive; any run of white space the same unless
// space_change_sensitive; with float_absolute_tolerance,
// float_relative_tolerance or float_tolerance (both), an answer's token that
// reads whole as a finite number takes any number within either tolerance.
// A NUL byte is neither white space nor the end of a token: it is compared
// as any other byte ("Hello world!\0Extra" is not "Hello world!"). There
// problemtools' default validator (v1.20231016, and its master) differs: it
// reads tokens as C strings, which end at a NUL, and so accepts that output,
// as DOMjudge's did before it was fixed.
#pragma once

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include <string>
#include <vector>

namespace judge {

struct TokenRules {
  bool case_sensitive = false, space_change_sensitive = false;
  double absolute = -1, relative = -1;  // < 0: none
};

// The rules of validator_flags' words; "" or, in `why`, the word refused.
inline TokenRules token_rules(const std::vector<std::string>& flags, std::string& why) {
  TokenRules r;
  for (std::size_t i = 0; i < flags.size(); ++i) {
    const std::string& f = flags[i];
    if (f == "case_sensitive") {
      r.case_sensitive = true;
    } else if (f == "space_change_sensitive") {
      r.space_change_sensitive = true;
    } else if (f == "float_absolute_tolerance" || f == "float_relative_tolerance" || f == "float_tolerance") {
      char* end = nullptr;
      const double v = i + 1 < flags.size() ? std::strtod(flags[i + 1].c_str(), &end) : 0;
      if (i + 1 == flags.size() || *end != '\0' || flags[i + 1].empty() || !std::isfinite(v)) {
        why = f + " takes a number";
        return r;
      }
      ++i;
      if (f != "float_relative_tolerance") r.absolute = v;
      if (f != "float_absolute_tolerance") r.relative = v;
    } else {
      why = "unknown flag " + f + " (the default validator takes case_sensitive, space_change_sensitive, "
            "float_absolute_tolerance, float_relative_tolerance, float_tolerance)";
      return r;
    }
  }
  return r;
}

// A finite number written whole (as sscanf's %lf reads one, nothing after
// it, not even a NUL byte).
inline bool number_token(const std::string& token, double& value) {
  char* end = nullptr;
  value = std::strtod(token.c_str(), &end);
  return end != token.c_str() && end == token.c_str() + token.size() && std::isfinite(value);
}

// Two tokens the same but for the case of ASCII letters, byte for byte to their ends.
inline bool same_but_case(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  return true;
}

// "" when `output` is right against `answer`, else why (one line).
inline std::string token_difference(const std::string& answer, const std::string& output, const TokenRules& rules) {
  std::size_t a = 0, o = 0;
  int answer_line = 1, output_line = 1;
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; };
  const auto where = [&] {
    return "line " + std::to_string(output_line) + " of the output (line " + std::to_string(answer_line) +
           " of the answer)";
  };
  const auto shown = [](const std::string& t) { return "\"" + (t.size() > 60 ? t.substr(0, 57) + "..." : t) + "\""; };
  for (;;) {
    while (a < answer.size() && space(answer[a])) {
      if (rules.space_change_sensitive) {
        if (o >= output.size() || output[o] != answer[a])
          return where() + ": the white space differs from the answer's";
        if (output[o] == '\n') ++output_line;
        ++o;
      }
      if (answer[a] == '\n') ++answer_line;
      ++a;
    }
    while (o < output.size() && space(output[o])) {
      if (rules.space_change_sensitive) return where() + ": white space where the answer has none";
      if (output[o] == '\n') ++output_line;
      ++o;
    }
    if (a == answer.size()) break;
    std::size_t a_end = a, o_end = o;
    while (a_end < answer.size() && !space(answer[a_end])) ++a_end;
    while (o_end < output.size() && !space(output[o_end])) ++o_end;
    const std::string want = answer.substr(a, a_end - a), got = output.substr(o, o_end - o);
    if (got.empty()) return where() + ": the output ends where the answer has " + shown(want);
    double w = 0, g = 0;
    if ((rules.absolute >= 0 || rules.relative >= 0) && number_token(want, w)) {
      if (!number_token(got, g)) return where() + ": " + shown(got) + " where the answer has the number " + shown(want);
      if (!(std::fabs(w - g) <= rules.absolute) && !(std::fabs(w - g) <= rules.relative * std::fabs(w))) {
        char tolerance[96];
        std::snprintf(tolerance, sizeof tolerance, " (a difference of %g; tolerance %g absolute, %g relative)", g - w,
                      rules.absolute, rules.relative);
        return where() + ": " + shown(got) + " where the answer has " + shown(want) + tolerance;
      }
    } else if (rules.case_sensitive ? want != got : !same_but_case(want, got)) {
      return where() + ": " + shown(got) + " where the answer has " + shown(want);
    }
    a = a_end, o = o_end;
  }
  if (o < output.size()) {
    std::size_t end = o;
    while (end < output.size() && !space(output[end])) ++end;
    return where() + ": more output after the answer's end: " + shown(output.substr(o, end - o));
  }
  return "";
}

}  // namespace judge
