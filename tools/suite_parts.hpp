// suite_parts.hpp: where the judge, replay and package find the suite's parts
// (its programs and checkers, its helpers box_init and hardest_boards,
// judges.tsv, the samples): from their own executable (/proc/self/exe), never
// from paths the build wrote into them, so that a build folder or an
// installed copy can be moved as a whole. Two layouts:
//   a build folder: the programs, checkers and helpers beside the tool;
//     suite_data/ beside it links to the checkout's tools/judges/judges.tsv and
//     samples/ (the CMakeLists.txt of tools/judges/ and of tools/judge/);
//   installed (GNUInstallDirs, cmake/install.cmake): the programs and
//     checkers in bin/, the helpers in libexec/judge_suite/, judges.tsv and
//     samples/ in share/judge_suite/. The build passes the two folders as
//     paths from bin/: SUITE_BIN_TO_LIBEXEC and SUITE_BIN_TO_DATA; a tool
//     installed among the helpers (replay) also gets the way back to bin/,
//     SUITE_HELPER_TO_BIN.
#pragma once

#include <filesystem>
#include <string>
#include <system_error>

namespace suite_parts {

// The folder of the running executable ("" where /proc is not mounted: then
// no part is found, and the tool says which).
inline std::filesystem::path own_folder() {
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  return error ? std::filesystem::path() : self.parent_path();
}

// Is this a build folder (suite_data/ beside the executable)?
inline bool in_build_folder() {
  std::error_code error;
  return std::filesystem::exists(own_folder() / "suite_data" / "judges.tsv", error);
}

// The folder of the programs and checkers: the executable's own, but for a
// tool installed among the helpers.
inline std::filesystem::path bin_folder() {
#ifdef SUITE_HELPER_TO_BIN
  if (!in_build_folder()) return own_folder() / SUITE_HELPER_TO_BIN;
#endif
  return own_folder();
}

// The suite's program or checker `name` ("shuttle_formula", "check_shuttle").
inline std::string program(const std::string& name) { return (bin_folder() / name).lexically_normal().string(); }

// A helper that the tools run and a person need not ("box_init", "hardest_boards").
inline std::string helper(const std::string& name) {
  const std::filesystem::path folder = in_build_folder() ? own_folder() : bin_folder() / SUITE_BIN_TO_LIBEXEC;
  return (folder / name).lexically_normal().string();
}

// A data file or folder: "judges.tsv", "samples/rotation_game/sample-judge.in".
inline std::string data(const std::string& name) {
  const std::filesystem::path folder = in_build_folder() ? own_folder() / "suite_data" : bin_folder() / SUITE_BIN_TO_DATA;
  return (folder / name).lexically_normal().string();
}

}  // namespace suite_parts
