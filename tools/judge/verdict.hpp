// verdict.hpp: a test's verdict, as the judge gives it.
#pragma once

namespace judge {

// STOP is no verdict: a signal stopped the judge during the test.
enum class Verdict { AC, WA, PE, TLE, MLE, OLE, RE, STOP };

inline const char* name_of(Verdict v) {
  static const char* const kNames[] = {"AC", "WA", "PE", "TLE", "MLE", "OLE", "RE", "STOP"};
  return kNames[static_cast<int>(v)];
}

}  // namespace judge
