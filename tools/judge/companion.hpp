// companion.hpp: a problem as Competitive Companion sends it (the browser
// extension's JSON: its README's "The format"), read with nlohmann-json, and
// written as a folder of tests that `judge --tests DIR` reads: 1.in, 1.ans,
// 2.in ... and problem.yaml, the limits and source in the keys of Kattis's
// problem.yaml (2025-09), which the judge reads there (folder_limits.hpp).
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace judge {
namespace companion {

struct Sent {
  std::string name, group, url;
  bool interactive = false;
  double memory_mb = 0, time_ms = 0;  // above 0
  std::vector<std::pair<std::string, std::string>> tests;  // input, output
  std::string input_file, output_file;  // input.type "file" (or "regex": its pattern), output.type "file"; "" for stdin, stdout
  std::string batch_id;                 // "" when it came alone
  long long batch_size = 1;
};

// The problem `body` sends. Throws std::invalid_argument, saying why: not
// JSON (or not UTF-8), or a field missing or of the wrong kind.
Sent read_sent(const std::string& body);

// `text` as a folder's name: "/", "\", control characters and the
// characters Windows refuses (":*?\"<>|") become spaces, runs of spaces
// one, spaces and dots at either end dropped ("../x" is "x"), at most 120 bytes (whole UTF-8
// characters); "problem" for what is left empty. Other text is kept
// (Chinese too), so "." and ".." can never come out.
std::string folder_name(const std::string& text);

// Where the problems go and what each was written as; one at a time.
class Writer {
 public:
  explicit Writer(std::filesystem::path dir) : dir_(std::move(dir)) {}
  // Writes `sent` in a new folder: DIR/NAME, or DIR/GROUP/NAME for a
  // problem of a batch of more than one (a contest: one GROUP folder for the
  // batch); "NAME (2)" where NAME is taken, never over what is there. Returns
  // the folder, relative to DIR. Throws std::runtime_error: it cannot write.
  std::filesystem::path write(const Sent& sent);

 private:
  std::filesystem::path dir_;
  std::map<std::string, std::filesystem::path> batch_folders_;  // a batch's id to its GROUP folder
};

// The line `judge listen` prints for the problem written at `folder`
// (relative to DIR): its tests, limits, and the command that judges it.
std::string written_line(const Sent& sent, const std::filesystem::path& folder);

}  // namespace companion
}  // namespace judge
