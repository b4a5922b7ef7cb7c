// yaml_scalars.cpp: plain scalars typed as YAML 1.1 and PyYAML type them, ints and floats valued (yaml_scalars.hpp).
#include "judge/yaml_scalars.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <vector>

namespace judge {
namespace yaml_detail {
namespace {

const std::size_t kMostDigits = 4300;  // Python's int() refuses longer decimal text

bool hex_digit(char c) { return digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

// s[at...] is one or more characters, all `ok`.
template <class Ok>
bool run_of(const std::string& s, std::size_t at, Ok ok) {
  if (at >= s.size()) return false;
  for (; at < s.size(); ++at)
    if (!ok(s[at])) return false;
  return true;
}

std::size_t after_sign(const std::string& s) { return !s.empty() && (s[0] == '-' || s[0] == '+') ? 1 : 0; }

std::size_t digits_from(const std::string& s, std::size_t at, bool underscores) {
  while (at < s.size() && (digit(s[at]) || (underscores && s[at] == '_'))) ++at;
  return at;
}

// (:[0-5]?[0-9])+ from `at`; where it ends (npos: none).
std::size_t sexagesimal_from(const std::string& s, std::size_t at) {
  std::size_t groups = 0;
  while (at < s.size() && s[at] == ':') {
    std::size_t end = at + 1;
    if (end < s.size() && digit(s[end])) ++end;
    else return std::string::npos;
    if (end < s.size() && digit(s[end]) && s[end - 1] <= '5') ++end;
    at = end, ++groups;
  }
  return groups ? at : std::string::npos;
}

// [eE][-+][0-9]+ from `at`, or nothing: where it ends (npos: a bad one).
std::size_t exponent_from(const std::string& s, std::size_t at) {
  if (at == s.size() || (s[at] != 'e' && s[at] != 'E')) return at;
  if (at + 1 == s.size() || (s[at + 1] != '-' && s[at + 1] != '+')) return std::string::npos;
  const std::size_t end = digits_from(s, at + 2, false);
  return end == at + 2 ? std::string::npos : end;
}

// From `at`, `fewest` to `most` digits read into `value`, and `at` moved past them.
bool number_at(const std::string& s, std::size_t& at, std::size_t fewest, std::size_t most, int& value) {
  std::size_t n = 0;
  value = 0;
  while (n < most && at < s.size() && digit(s[at])) value = value * 10 + (s[at++] - '0'), ++n;
  return n >= fewest;
}

// A number of any size: limbs of 10^9, least first.
struct Big {
  std::vector<std::uint32_t> limbs;
  void times_plus(std::uint32_t times, std::uint32_t plus) {
    std::uint64_t carry = plus;
    for (std::uint32_t& limb : limbs) {
      const std::uint64_t v = std::uint64_t{limb} * times + carry;
      limb = static_cast<std::uint32_t>(v % 1000000000), carry = v / 1000000000;
    }
    if (carry) limbs.push_back(static_cast<std::uint32_t>(carry));
  }
  std::string decimal() const {
    if (limbs.empty()) return "0";
    std::string s = std::to_string(limbs.back());
    for (std::size_t i = limbs.size() - 1; i-- > 0;) {
      const std::string part = std::to_string(limbs[i]);
      s += std::string(9 - part.size(), '0') + part;
    }
    return s;
  }
};

std::string without_underscores(const std::string& s) {
  std::string out;
  for (char c : s)
    if (c != '_') out += c;
  return out;
}

int digit_value(char c) { return digit(c) ? c - '0' : (c | 0x20) - 'a' + 10; }

// big += part.
void add(Big& big, const Big& part) {
  std::uint64_t carry = 0;
  for (std::size_t i = 0; i < part.limbs.size() || carry; ++i) {
    if (i == big.limbs.size()) big.limbs.push_back(0);
    const std::uint64_t v = std::uint64_t{big.limbs[i]} + (i < part.limbs.size() ? part.limbs[i] : 0) + carry;
    big.limbs[i] = static_cast<std::uint32_t>(v % 1000000000), carry = v / 1000000000;
  }
}

// The digits of s[from, to) in `base`.
Big read_digits(const std::string& s, std::size_t from, std::size_t to, int base) {
  Big big;
  for (std::size_t i = from; i < to; ++i)
    big.times_plus(static_cast<std::uint32_t>(base), static_cast<std::uint32_t>(digit_value(s[i])));
  return big;
}

}  // namespace

bool is_bool_word(const std::string& s) {
  static const std::set<std::string> kWords = {"yes", "Yes", "YES", "no",  "No",  "NO",  "true", "True", "TRUE",
                                               "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF"};
  return kWords.count(s) != 0;
}

bool is_null_word(const std::string& s) { return s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL"; }

bool is_int_text(const std::string& s) {
  const std::size_t a = after_sign(s);
  if (a == s.size()) return false;
  if (s.compare(a, 2, "0b") == 0) return run_of(s, a + 2, [](char c) { return c == '0' || c == '1' || c == '_'; });
  if (s.compare(a, 2, "0x") == 0) return run_of(s, a + 2, [](char c) { return hex_digit(c) || c == '_'; });
  if (s[a] == '0') return a + 1 == s.size() || run_of(s, a + 1, [](char c) { return (c >= '0' && c <= '7') || c == '_'; });
  if (!digit(s[a])) return false;
  const std::size_t end = digits_from(s, a + 1, true);
  return end == s.size() || sexagesimal_from(s, end) == s.size();
}

bool is_float_text(const std::string& s) {
  const std::size_t a = after_sign(s);
  if (a == s.size()) return false;
  const std::string rest = s.substr(a);
  if (rest == ".inf" || rest == ".Inf" || rest == ".INF") return true;
  if (rest == ".nan" || rest == ".NaN" || rest == ".NAN") return a == 0;
  if (s[a] == '.') {
    if (a != 0 || a + 1 == s.size() || !digit(s[a + 1])) return false;
    return exponent_from(s, digits_from(s, a + 1, true)) == s.size();
  }
  if (!digit(s[a])) return false;
  std::size_t at = digits_from(s, a + 1, true);
  if (at < s.size() && s[at] == ':') {
    at = sexagesimal_from(s, at);
    if (at == std::string::npos || at == s.size() || s[at] != '.') return false;
    return digits_from(s, at + 1, true) == s.size();
  }
  if (at == s.size() || s[at] != '.') return false;
  return exponent_from(s, digits_from(s, at + 1, true)) == s.size();
}

bool is_timestamp_text(const std::string& s, bool& valid) {
  std::size_t at = 0;
  int year = 0, month = 0, day = 0;
  if (!number_at(s, at, 4, 4, year) || at == s.size() || s[at++] != '-') return false;
  const std::size_t month_at = at;
  if (!number_at(s, at, 1, 2, month) || at == s.size() || s[at++] != '-') return false;
  const std::size_t day_at = at;
  if (!number_at(s, at, 1, 2, day)) return false;
  const bool short_form = at == s.size() && day_at - month_at == 3 && at - day_at == 2;
  int hour = 0, minute = 0, second = 0, tz_hour = 0, tz_minute = 0;
  if (!short_form) {
    if (at == s.size()) return false;
    if (s[at] == 'T' || s[at] == 't') ++at;
    else if (s[at] == ' ' || s[at] == '\t') while (at < s.size() && (s[at] == ' ' || s[at] == '\t')) ++at;
    else return false;
    if (!number_at(s, at, 1, 2, hour) || at == s.size() || s[at++] != ':') return false;
    if (!number_at(s, at, 2, 2, minute) || at == s.size() || s[at++] != ':') return false;
    if (!number_at(s, at, 2, 2, second)) return false;
    if (at < s.size() && s[at] == '.') at = digits_from(s, at + 1, false);
    while (at < s.size() && (s[at] == ' ' || s[at] == '\t')) ++at;
    if (at < s.size() && s[at] == 'Z') {
      ++at;
    } else if (at < s.size() && (s[at] == '-' || s[at] == '+')) {
      ++at;
      if (!number_at(s, at, 1, 2, tz_hour)) return false;
      if (at < s.size() && s[at] == ':') {
        ++at;
        if (!number_at(s, at, 2, 2, tz_minute)) return false;
      }
    }
    if (at != s.size()) return false;
  }
  static const int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
  valid = year >= 1 && month >= 1 && month <= 12 && day >= 1 &&
          day <= kDays[month - 1] + (month == 2 && leap ? 1 : 0) && hour <= 23 && minute <= 59 && second <= 59 &&
          tz_hour * 60 + tz_minute < 24 * 60;
  return true;
}

std::string int_value(const std::string& written) {
  std::string s = without_underscores(written);
  const bool negative = s[0] == '-';
  if (s[0] == '-' || s[0] == '+') s.erase(0, 1);
  if (s.size() > kMostDigits) return "";
  Big big;
  if (s.find(':') != std::string::npos) {  // sexagesimal: each part in decimal, the last the units
    for (std::size_t at = 0, colon = 0; at <= s.size(); at = colon + 1) {
      colon = std::min(s.find(':', at), s.size());
      big.times_plus(60, 0);
      add(big, read_digits(s, at, colon, 10));
    }
  } else if (s.compare(0, 2, "0b") == 0 || s.compare(0, 2, "0x") == 0) {
    if (s.size() == 2) return "";
    big = read_digits(s, 2, s.size(), s[1] == 'b' ? 2 : 16);
  } else {
    big = read_digits(s, 0, s.size(), s[0] == '0' ? 8 : 10);
  }
  while (!big.limbs.empty() && big.limbs.back() == 0) big.limbs.pop_back();
  const std::string digits = big.decimal();
  return negative && digits != "0" ? "-" + digits : digits;
}

double float_value(const std::string& written) {
  std::string s = without_underscores(written);
  for (char& c : s) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  const double sign = s[0] == '-' ? -1 : 1;
  if (s[0] == '-' || s[0] == '+') s.erase(0, 1);
  if (s == ".inf") return sign * HUGE_VAL;
  if (s == ".nan") return std::nan("");
  if (s.find(':') != std::string::npos) {
    std::vector<double> parts;
    for (std::size_t at = 0, colon = 0; at <= s.size(); at = colon + 1) {
      colon = s.find(':', at);
      if (colon == std::string::npos) colon = s.size();
      parts.push_back(std::strtod(s.substr(at, colon - at).c_str(), nullptr));
    }
    double value = 0, base = 1;
    for (std::size_t i = parts.size(); i-- > 0; base *= 60) value += parts[i] * base;
    return sign * value;
  }
  return sign * std::strtod(s.c_str(), nullptr);
}

bool is_decimal_text(const std::string& written) {
  const std::string s = without_underscores(written);
  std::size_t at = after_sign(s);
  const std::size_t whole = digits_from(s, at, false) - at;
  at += whole;
  std::size_t fraction = 0;
  if (at < s.size() && s[at] == '.') fraction = digits_from(s, at + 1, false) - at - 1, at += fraction + 1;
  if (whole + fraction == 0) return false;
  if (at < s.size() && (s[at] == 'e' || s[at] == 'E')) {
    ++at;
    if (at < s.size() && (s[at] == '-' || s[at] == '+')) ++at;
    const std::size_t end = digits_from(s, at, false);
    if (end == at) return false;
    at = end;
  }
  return at == s.size();
}

}  // namespace yaml_detail
}  // namespace judge
