// unboxed.hpp: what a run without the box (--no-sandbox) needs, for
// limited/run.hpp: the report of the keeper that stands between the judge
// and the command (sandbox/keeper.hpp: box_init --unboxed runs it), and the
// size of a files folder that no tmpfs bounds.
#pragma once

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <ctime>
#include <filesystem>
#include <string>

#include "sandbox/keeper.hpp"

namespace limited {

// The bytes of the regular files under `folder` (at most `entries` looked at).
inline unsigned long long folder_bytes(const std::string& folder, std::size_t entries = 100000) {
  namespace fs = std::filesystem;
  unsigned long long bytes = 0;
  std::error_code ec;
  std::size_t seen = 0;
  for (fs::recursive_directory_iterator it(folder, ec), end; !ec && it != end && seen++ < entries; it.increment(ec)) {
    struct stat st {};
    if (lstat(it->path().c_str(), &st) == 0) bytes += static_cast<unsigned long long>(st.st_blocks) * 512;
  }
  return seen >= entries ? ~0ull : bytes;
}

// Whether a run without the box gets an IPC namespace of its own (the
// keeper makes one where it may: sandbox/box_init/main.cpp, keep_unboxed),
// asked once of a child that tries the same.
inline bool unboxed_ipc_is_own() {
  static const bool own = [] {
    const pid_t child = fork();
    if (child == 0) _exit(unshare(CLONE_NEWIPC) == 0 ? 0 : 1);
    int status = 0;
    return child > 0 && waitpid(child, &status, 0) == child && WIFEXITED(status) && WEXITSTATUS(status) == 0;
  }();
  return own;
}

// The keeper's report on its status pipe (sandbox/keeper.hpp).
using sandbox::KeeperReport;

}  // namespace limited
