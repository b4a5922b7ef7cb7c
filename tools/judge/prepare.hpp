// prepare.hpp: before any test, the sandbox made ready for the setup's
// solution (and --gen's and --answer's files), and the run's folder made
// (and a box tried in it).
#pragma once

#include <filesystem>
#include <string>

#include "judge/setup.hpp"
#include "judge/work.hpp"

namespace judge {

// A folder of the judge's own, removed with this object.
struct OwnFolder {
  std::filesystem::path path;
  OwnFolder() = default;
  OwnFolder(const OwnFolder&) = delete;
  OwnFolder& operator=(const OwnFolder&) = delete;
  ~OwnFolder();
};

// A solution given as source (setup.source) built in `folder` (made in
// --work, $TMPDIR or /tmp), setup.command set to run it: "" or the judge's
// failure (a compile error with all the compiler said).
std::string build_solution(Setup& setup, OwnFolder& folder);

// setup.box set up for the setup's command and helpers: "" or the
// judge's failure.
std::string make_box(Setup& setup);

// The run's folder, in --work, $TMPDIR or /tmp, into work.folder; with the
// sandbox, a box tried there (the folder masked in the box where it lies under
// a system folder). "" or the judge's failure (the folder removed).
std::string make_work_folder(Setup& setup, Work& work);

}  // namespace judge
