#include "support/sandbox_probe.hpp"

#include <stdlib.h>

#include <filesystem>
#include <string>
#include <system_error>

#include "judge/box_setup.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"

bool judge_sandboxes() {
  static const bool sandboxes = [] {  // the probe's files in a folder of its own, removed
    std::string folder = temp_dir() + "sandbox_probe_XXXXXX";
    if (mkdtemp(folder.data()) == nullptr) return false;
    const bool boxed = judge::probe(SUITE_BOX_INIT, folder).empty();
    std::error_code ec;
    std::filesystem::remove_all(folder, ec);
    return boxed;
  }();
  return sandboxes;
}
