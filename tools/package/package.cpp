// package.cpp: see package.hpp.
#include "package/package.hpp"

#include <cstdio>
#include <filesystem>
#include <string>

#include "judge/files.hpp"

namespace package {

std::vector<Sample> Problem::shown() const {
  std::vector<Sample> out;
  for (const Test& t : samples) out.push_back({t.input, t.answer});
  return out;
}

std::string Problem::part(const std::string& file) const {
  return judge::read_file(std::string(SUITE_PACKAGE_PARTS) + "/" + file);
}

std::string Problem::submitted(const std::string& file) const {
  return judge::read_file(std::string(SUITE_SUBMIT_DIR) + "/" + file);
}

std::string Problem::own_submission(const std::string& file) const {
  const std::filesystem::path bundled = std::filesystem::path(SUITE_PACKAGE_PARTS) / file;
  return judge::read_file(std::filesystem::exists(bundled)
                              ? bundled
                              : std::filesystem::path(SUITE_PUZZLES_DIR) / name() / "submissions" / file);
}

std::string seconds_text(double s) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", s);
  return text;
}

std::string limits_text(const std::string& lang, const Limits& limits) {
  const std::string seconds = seconds_text(limits.seconds), megabytes = std::to_string(limits.megabytes);
  if (lang == "zh") return "时间限制：每个测试点 " + seconds + " 秒。内存限制：" + megabytes + " MB。";
  return "Time limit: " + seconds + (limits.seconds == 1 ? " second" : " seconds") + " a test. Memory limit: " +
         megabytes + " MB.";
}

std::string zero_padded(std::size_t number, int width) {
  std::string text = std::to_string(number);
  while (static_cast<int>(text.size()) < width) text = "0" + text;
  return text;
}

const std::vector<Format>& formats() {
  static const std::vector<Format> all = {
      {"kattis", "zip", "a zip for problemtools and DOMjudge (Kattis's legacy layout)", "Kattis, DOMjudge", kattis_package},
      {"hydro", "zip", "a zip for Hydro", "Hydro", hydro_package},
      {"fps", "xml", "an FPS XML file for HUSTOJ", "HUSTOJ (FPS XML)", fps_package},
      {"qduoj", "zip", "a zip for QDUOJ (QingdaoU OnlineJudge): the problem in Chinese and in English", "QDUOJ",
       qduoj_package},
      {"polygon", "zip", "a zip in Polygon's layout (Polygon2DOMjudge, CMS)", "Polygon (CMS, Polygon2DOMjudge)",
       polygon_package},
  };
  return all;
}

}  // namespace package
