// verdict.hpp: a test's verdict, as the judge gives it.
#pragma once

#include <string>

namespace judge {

// STOP is no verdict: a signal stopped the judge during the test. Nor is
// RAN: a test with no answer to compare with ran within its limits (its
// output is shown, neither right nor wrong).
enum class Verdict { AC, WA, PE, TLE, MLE, OLE, RE, STOP, RAN };

inline const char* name_of(Verdict v) {
  static const char* const kNames[] = {"AC", "WA", "PE", "TLE", "MLE", "OLE", "RE", "STOP", "ran"};
  return kNames[static_cast<int>(v)];
}

// "WA: what the checker said", or "WA (no message)" where it said nothing.
inline std::string said_with(Verdict v, const std::string& detail) {
  return std::string(name_of(v)) + (detail.empty() ? " (no message)" : ": " + detail);
}

// A test over the output limit gets no replay page: the page would be as
// large as the output, and the folder stays under the limit.
inline bool replayed(Verdict v) { return v != Verdict::OLE; }

// A verdict that fails the test: not AC, RAN nor STOP.
inline bool fails_the_test(Verdict v) { return v != Verdict::AC && v != Verdict::RAN && v != Verdict::STOP; }
const char* const kNoReplay = "replay: none (the output is over the limit)\n";

}  // namespace judge
