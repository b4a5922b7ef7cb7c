// yaml_scalars.hpp: YAML 1.1's implicit types of plain scalars, told from
// their text as PyYAML's yaml/resolver.py tells them, and the values its
// yaml/constructor.py gives an int (exact at any size) and a float. Not for
// other callers: the judge's YAML reader (problem_yaml.cpp) types its scalars
// with them; problem_yaml.hpp is the reader's face.
#pragma once

#include <string>

namespace judge {
namespace yaml_detail {

inline bool digit(char c) { return c >= '0' && c <= '9'; }

// resolver.py's bool: yes, no, true, false, on, off, in their three cases.
bool is_bool_word(const std::string& s);
// resolver.py's null: empty, ~, null in its three cases.
bool is_null_word(const std::string& s);

// resolver.py's int: 0b..., 0..., decimal, 0x..., sexagesimal; signed.
bool is_int_text(const std::string& s);

// resolver.py's float: 1.5, .5 (unsigned), 1:30.5, .inf (signed), .nan.
bool is_float_text(const std::string& s);

// resolver.py's timestamp, and constructor.py's: a date Python's datetime
// takes. `valid` says whether the date is one (2023-02-30 is not).
bool is_timestamp_text(const std::string& s, bool& valid);

// constructor.py's construct_yaml_int, on text is_int_text() took: its value
// in decimal, or "" where Python's int() would refuse it ("0x_": int("", 16))
// or its text has more than 4300 digits.
std::string int_value(const std::string& written);

// constructor.py's construct_yaml_float, on text is_float_text() took (or a
// decimal number, tagged !!float).
double float_value(const std::string& written);

// A decimal number as Python's float() reads one: 12, 1.5, 1e3, .5, 1.
bool is_decimal_text(const std::string& written);

}  // namespace yaml_detail
}  // namespace judge
