// prepare.cpp: the sandbox and the run's folder, before any test (prepare.hpp).
#include "judge/prepare.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <vector>

#include "judge/box_setup.hpp"
#include "judge/programs.hpp"
#include "suite_parts.hpp"

namespace judge {
namespace {

// A new folder in --work, $TMPDIR or /tmp, named from `prefix`: "" or the
// judge's failure.
std::string new_folder(const Setup& setup, const std::string& prefix, std::filesystem::path& made) {
  const char* tmp = std::getenv("TMPDIR");
  const std::string parent = !setup.work.empty() ? setup.work : tmp && *tmp ? tmp : "/tmp";
  std::string pattern = parent + "/" + prefix + "-XXXXXX";
  std::vector<char> buffer(pattern.begin(), pattern.end());
  buffer.push_back('\0');
  if (!mkdtemp(buffer.data()))
    return "cannot make a folder in " + judge_io::escaped(parent) + ": " + std::strerror(errno);
  made = std::filesystem::canonical(buffer.data());  // its real path: the one the box must not show (not a link's)
  return "";
}

}  // namespace

OwnFolder::~OwnFolder() {
  std::error_code ec;
  if (!path.empty()) std::filesystem::remove_all(path, ec);
}

std::string build_solution(Setup& setup, OwnFolder& folder) {
  const std::string cannot = new_folder(setup, "judge-build", folder.path);
  if (!cannot.empty()) return cannot;
  try {
    setup.command = solution_built(setup.source, folder.path);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

std::string make_box(Setup& setup) {
  const std::string cannot = box_for(setup.box, setup.command, setup.box_user, setup.env_names,
                                              setup.processes, suite_parts::helper("box_init"));
  if (!cannot.empty()) return "cannot make the sandbox: " + cannot + no_box_note();
  // --gen and --answer run in the same box: their files are copied in too.
  for (const std::string& helper : {setup.stress.generator, setup.stress.answers}) {
    std::vector<std::string> words = stress::words_of(helper);
    if (words.empty()) continue;
    const std::string cannot_copy = sandbox::plan_copies(setup.box, words, setup.box.cwd);
    if (!cannot_copy.empty()) return "cannot make the sandbox: " + cannot_copy + no_box_note();
  }
  return "";
}

std::string make_work_folder(Setup& setup, Work& work) {
  const std::string cannot_make = new_folder(setup, "judge", work.folder);
  if (!cannot_make.empty()) return cannot_make;
  std::ofstream(work.folder / sandbox::kWorkMark);  // no later run's box takes it in (kept, it holds the answers)
  if (!setup.sandbox) return "";
  if (sandbox::in_system(work.folder.string())) setup.box.hidden.push_back(work.folder.string());
  setup.box.work = work.folder.string();
  const std::string cannot = box_works(setup.box, work.folder.string());
  if (cannot.empty()) return "";
  std::error_code ec;
  std::filesystem::remove_all(work.folder, ec);
  return "cannot make the sandbox: " + cannot + no_box_note();
}

}  // namespace judge
