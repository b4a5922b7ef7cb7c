// prepare.cpp: the sandbox and the run's folder, before any test (prepare.hpp).
#include "judge/prepare.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <vector>

#include "judge/box_setup.hpp"
#include "suite_parts.hpp"

namespace judge {

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
  namespace fs = std::filesystem;
  const char* tmp = std::getenv("TMPDIR");
  const std::string parent = !setup.work.empty() ? setup.work : tmp && *tmp ? tmp : "/tmp";
  std::string pattern = parent + "/judge-XXXXXX";
  std::vector<char> buffer(pattern.begin(), pattern.end());
  buffer.push_back('\0');
  if (!mkdtemp(buffer.data()))
    return "cannot make a folder in " + judge_io::escaped(parent) + ": " + std::strerror(errno);
  work.folder = fs::canonical(buffer.data());  // its real path: the one the box must not show (not a link's)
  std::ofstream(work.folder / sandbox::kWorkMark);  // no later run's box takes it in (kept, it holds the answers)
  if (!setup.sandbox) return "";
  if (sandbox::in_system(work.folder.string())) setup.box.hidden.push_back(work.folder.string());
  setup.box.work = work.folder.string();
  const std::string cannot = box_works(setup.box, work.folder.string());
  if (cannot.empty()) return "";
  std::error_code ec;
  fs::remove_all(work.folder, ec);
  return "cannot make the sandbox: " + cannot + no_box_note();
}

}  // namespace judge
