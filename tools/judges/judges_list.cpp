// judges_list TABLE OUT.cmake: the judges' files that tools/judges/judges.tsv makes,
// as CMake calls, one a row:
//
//   judge_file(SITE "poj" FILE "2286" PROGRAM "rotation_game")
//
// The build compiles and runs it when it configures, and includes OUT.cmake,
// so that the table has one reader (judges.hpp) and CMake names no field.
// OUT is rewritten only when it changes. Exit status 1, saying why, for a
// table it cannot read.
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "judges/judges.hpp"

namespace {

// A CMake quoted argument.
std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\' || c == '$' || c == ';') out += '\\';
    out += c;
  }
  return out + "\"";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: judges_list TABLE OUT.cmake\n");
    return 2;
  }
  std::vector<judges::Site> rows;
  try {
    rows = judges::read(argv[1]);
  } catch (const std::runtime_error& e) {
    std::fprintf(stderr, "judges_list: %s\n", e.what());
    return 1;
  }
  std::string text = "# Written by judges_list from tools/judges/judges.tsv: one judge_file() a judge's file.\n";
  for (const judges::Site& j : rows)
    text += "judge_file(SITE " + quoted(j.name) + " FILE " + quoted(j.file) + " PROGRAM " + quoted(j.program()) + ")\n";
  std::ifstream old(argv[2], std::ios::binary);
  std::ostringstream was;
  was << old.rdbuf();
  if (old && was.str() == text) return 0;
  std::ofstream out(argv[2], std::ios::binary);
  out << text;
  if (!out.flush()) {
    std::fprintf(stderr, "judges_list: cannot write %s\n", argv[2]);
    return 1;
  }
  return 0;
}
