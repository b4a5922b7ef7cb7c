// figures.hpp: how the benchmark prints its figures (times, ratios, counts)
// and its targets, met or missed.
#pragma once

#include <cstdio>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

namespace bench {

inline std::string fmt(const char* format, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}
inline std::string ms(double seconds) {
  return fmt(seconds < 0.01 ? "%.2f ms" : seconds < 1 ? "%.1f ms" : "%.0f ms", seconds * 1e3);
}
inline std::string times(double ratio) { return fmt(ratio < 10 ? "%.2f×" : "%.0f×", ratio); }
inline std::string grouped(long long n) {
  std::string s = std::to_string(n);
  for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<std::size_t>(i), ",");
  return s;
}

inline std::string machine() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line, model = "unknown CPU";
  while (std::getline(cpuinfo, line))
    if (line.compare(0, 10, "model name") == 0) {
      model = line.substr(line.find(':') + 2);
      break;
    }
  return model + ", " + std::to_string(std::thread::hardware_concurrency()) + " cores";
}

struct Targets {
  std::vector<std::string> lines;
  // A figure against its target; `unit` follows the numbers ("" for a ratio: ×).
  void add(const std::string& what, double ratio, double limit, bool at_most, const char* unit = "") {
    const bool met = at_most ? ratio <= limit : ratio >= limit;
    const auto shown = [unit](double v) { return *unit ? fmt("%.2f", v) + " " + unit : times(v); };
    lines.push_back("- " + what + ": " + shown(ratio) + " (target " + (at_most ? "at most " : "at least ") +
                    shown(limit) + "): " + (met ? "met" : "MISSED"));
  }
  void add_time(const std::string& what, double seconds, double limit) {
    lines.push_back("- " + what + ": " + ms(seconds) + " (target under " + ms(limit) +
                    "): " + (seconds < limit ? "met" : "MISSED"));
  }
};

}  // namespace bench
