// stress_reduce.cpp: see stress_reduce.hpp.
#include "judge/stress_reduce.hpp"

#include <cstdlib>
#include <vector>

#include "judge/ddmin.hpp"

namespace judge::stress {
namespace {

using Fails = std::function<bool(const std::string&)>;

bool blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

// The text in pieces that can be left out, and how the text is written again
// with some left out.
struct Pieces {
  std::string head;                 // before the first piece (white space)
  std::vector<std::string> piece;   // a line with its '\n', or a token
  std::vector<std::string> after;   // a token's white space after it ("" for lines)
  std::string written(const std::vector<bool>& kept) const {
    std::string text = head;
    for (std::size_t i = 0; i < piece.size(); ++i) {
      if (kept[i]) {
        text += piece[i] + after[i];
        continue;
      }
      for (char c : after[i])  // a token left out keeps the line breaks after it
        if (c == '\n') text += c;
    }
    return text;
  }
};

Pieces lines_of(const std::string& text) {
  Pieces p;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = text.find('\n', at);
    const std::size_t next = end == std::string::npos ? text.size() : end + 1;
    p.piece.push_back(text.substr(at, next - at)), p.after.push_back("");
    at = next;
  }
  return p;
}

Pieces tokens_of(const std::string& text) {
  Pieces p;
  std::size_t at = 0;
  while (at < text.size() && blank(text[at])) p.head += text[at++];
  while (at < text.size()) {
    std::size_t end = at;
    while (end < text.size() && !blank(text[end])) ++end;
    std::size_t next = end;
    while (next < text.size() && blank(text[next])) ++next;
    p.piece.push_back(text.substr(at, end - at)), p.after.push_back(text.substr(end, next - end));
    at = next;
  }
  return p;
}

// ddmin over the pieces: the fewest that still fail, each needed (and none,
// where the empty input fails). True when some were left out, `smaller` the text.
bool fewest_pieces(const Pieces& p, const Fails& fails, std::string& smaller) {
  const auto text_of = [&](const std::vector<std::size_t>& in) {
    std::vector<bool> mask(p.piece.size(), false);
    for (std::size_t i : in) mask[i] = true;
    return p.written(mask);
  };
  std::vector<std::size_t> kept;  // the indexes still in
  for (std::size_t i = 0; i < p.piece.size(); ++i) kept.push_back(i);
  kept = ddmin(kept, [&](const std::vector<std::size_t>& in) { return fails(text_of(in)); });
  if (kept.size() == 1 && fails(text_of({}))) kept.clear();
  smaller = text_of(kept);
  return kept.size() < p.piece.size();
}

// A whole number as a token: an optional '-', 1 to 18 digits.
bool whole_number(const std::string& token, long long& value) {
  const std::size_t digits = token.size() - (token[0] == '-' ? 1 : 0);
  if (token.empty() || digits == 0 || digits > 18 ||
      token.find_first_not_of("0123456789", token[0] == '-' ? 1 : 0) != std::string::npos)
    return false;
  value = std::strtoll(token.c_str(), nullptr, 10);
  return true;
}

// Each number nearer to 0 while it still fails: 0, else by halves between
// the nearest that passed and the nearest that fails. True when one changed.
bool smaller_numbers(Pieces& p, const Fails& fails) {
  bool changed = false;
  std::vector<bool> all(p.piece.size(), true);
  for (std::size_t i = 0; i < p.piece.size(); ++i) {
    long long v = 0;
    if (!whole_number(p.piece[i], v) || v == 0) continue;
    const std::string was = p.piece[i];
    const auto fails_with = [&](long long magnitude) {
      p.piece[i] = std::to_string(v < 0 ? -magnitude : magnitude);
      if (p.piece[i] == was) return true;
      const bool failed = fails(p.written(all));
      p.piece[i] = was;
      return failed;
    };
    long long passes = 0, failing = v < 0 ? -v : v;  // magnitudes
    if (fails_with(0)) {
      failing = 0;
    } else {
      while (failing - passes > 1) {
        const long long middle = passes + (failing - passes) / 2;
        if (fails_with(middle)) failing = middle;
        else passes = middle;
      }
    }
    p.piece[i] = std::to_string(v < 0 ? -failing : failing);
    changed = changed || p.piece[i] != was;
  }
  return changed;
}

}  // namespace

Reduced reduce_text(const std::string& text, const Fails& fails) {
  Reduced r;
  r.text = text;
  for (bool changed = true; changed;) {
    changed = false;
    std::string smaller;
    if (fewest_pieces(lines_of(r.text), fails, smaller)) r.text = smaller, ++r.lines_passes, changed = true;
    if (fewest_pieces(tokens_of(r.text), fails, smaller)) r.text = smaller, ++r.token_passes, changed = true;
    Pieces numbers = tokens_of(r.text);
    if (smaller_numbers(numbers, fails)) r.text = numbers.written(std::vector<bool>(numbers.piece.size(), true)), ++r.number_passes, changed = true;
  }
  return r;
}

}  // namespace judge::stress
