// box.hpp: the judge's sandbox, made with bubblewrap, and what goes in it.
//
// Theory of operation (in the manner of isolate's).
//
// The box is made once for a run of the judge (one a run at a time: -j 2
// makes two), and every test runs in it afresh. It is bubblewrap's, with all
// of its namespaces: its own user namespace (the solution's uid there maps to
// the box user outside), its own PIDs, no network, its own IPC, host name and
// cgroup view, and no further user namespaces. Its PID 1 is box_init
// (box_init/main.cpp), the keeper, which the judge asks for each run over a
// socket (limited/kept_box.hpp); each run gets a PID, a mount and an IPC
// namespace of its own, made by its own init, a fork of the keeper: a fresh
// process tree, /tmp, /dev/shm, /proc and files folder, no SysV IPC object
// or POSIX message queue but its own, its own cgroup where there is one, and
// nothing of the run before it (every process of a run ends with its init;
// its mounts and IPC objects with its namespaces).
//
// Who runs it. Run as root, the judge drops to the box user (65534, nobody,
// unless --box-user says otherwise; never 0) with no supplementary groups
// before it starts bubblewrap, so that even the uid the box maps to outside is
// unprivileged: a file readable by root alone stays unreadable, and /proc
// shows nothing of the judge. Run as anyone else, the box is that user. In the
// box, the keeper alone keeps CAP_SYS_ADMIN and CAP_SETPCAP of the box's user
// namespace (to make each run's namespaces and mounts); a run's init drops
// every capability before it starts the solution: nothing can be mounted,
// remounted or unmounted, no namespace entered.
//
// What it sees. Not the host's tree: an empty root of bubblewrap's,
// read-only once made, holding
//   - the system, read-only: /usr, /etc, /opt and the /bin, /sbin, /lib*
//     links or folders (box_system(); root-only files there stay unreadable);
//   - its own /dev (null, zero, random, tty...), read-only, with no
//     pseudo-terminal (an empty /dev/pts: a terminal's buffers are kernel
//     memory that no cgroup charges, and its line discipline works in the
//     kernel's threads, CPU that no run's count holds), and the run's /proc
//     (the run's PIDs alone);
//   - the run's /tmp and /dev/shm, tmpfs each bounded by the memory limit,
//     made for the run and gone with it, and counted in the memory the run
//     uses;
//   - the solution's files, copied in once (never bound from the host):
//     every argument of the command that names a regular file outside the
//     system, at its own path, and the solution's folder: for a script (the
//     first file named that is not an ELF program: sol.py, sol.sh) its
//     folder, for `java Main` its class path (-cp, else the current folder), with
//     their subfolders three deep (a package beside sol.py, Java's
//     packages): their regular files, each at most 16 MB, 64 MB and 256
//     files in all, hidden ones left out, and none of a folder the judge
//     made (a kept work folder holds a test's answers: kWorkMark says so),
//     nor, run as root, one that the box's user could not read from the
//     solution's folder down and that is not the folder's owner's (unless
//     that is root: plan_copies()), and the files
//     outside the system that a script names by an absolute path (exec
//     /home/me/a.out; run as root, only those any user may read), within the
//     same bounds. The judge opens each of them once, before the first test
//     (as root, if it is: a 0700 home is no obstacle), with no symbolic link
//     followed at the end of its real path and its device and inode checked
//     against the path's; bubblewrap copies each from that descriptor into
//     the box's read-only root, once, so a file swapped for a link after the
//     first test changes nothing. Those whose path lies under /tmp or
//     /dev/shm wait in /run/judge/files, and each run's init binds them
//     read-only at their paths in the run's own /tmp. No run can write,
//     remove or rename one, nor reuse its room: their memory is the box's
//     (charged to the box's cgroup, where there is one), never the run's,
//     and nothing is taken off a run's count for them; their pages that a
//     run maps count as the run's. Being copies, they give no way out: a
//     Unix socket beside the solution, a folder of the judge's, a host
//     service are not there (and abstract sockets are the box's own, in its
//     network namespace);
//   - the folder where the judge was started, empty but for those copies,
//     where a solution on stdin runs; in files mode, the files folder, a
//     tmpfs bounded by the output limit that holds TASK.in alone, in a small
//     read-only tmpfs at the judge's folder's path;
//   - box_init, the keeper, as its PID 1 (--as-pid-1: bubblewrap puts no
//     init of its own there, which a solution could trace and take over),
//     undumpable, out of the runs' sight (their PIDs are their own).
// Never the test folder: its inputs, expected answers and checker messages
// live in the judge's work folder, which is not in the box whatever --work,
// TMPDIR or the command's arguments say (masked with an empty read-only
// tmpfs where it lies under a system folder), made 0700 by the judge's uid.
// The input comes on stdin as a sealed memory file: it can be read, not
// changed, even through /proc/self/fd/0.
//
// What it may do: see limited/run.hpp (time, memory, output, processes) and
// box_init/main.cpp (the cap on processes, a seccomp filter on the system calls
// that would hold memory no process maps or reach into another process, the
// true exit status, the file read back in files mode). Its environment is
// PATH, HOME (/tmp) and LANG, and the variables --env names; no descriptor
// beyond 0, 1 and 2.
//
// When it ends. The keeper exits when the judge's socket ends: when the
// judge ends, even by SIGKILL, the box's PID namespace, every run's with it,
// ends too.
#pragma once

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "judge_io.hpp"
#include "sandbox/box_files.hpp"

namespace limited {
class BoxPool;
}

namespace sandbox {

// A file of the solution's, copied into the box at `to` from `fd`, the
// judge's descriptor of it, opened once (open_held()).
struct Copy {
  std::string from, to;
  bool executable = false;
  unsigned long long bytes = 0;
  int fd = -1;
};

// The boxes of this run of the judge, the same for every test.
struct Box {
  bool drop = false;  // root: run bubblewrap as uid/gid
  uid_t uid = 0;
  gid_t gid = 0;
  int processes = 64;              // processes and threads of the solution
  std::vector<std::string> env;    // NAME=VALUE: the box's whole environment
  std::vector<Copy> copies;        // the solution's files
  std::string init;                // box_init, on the host
  int init_fd = -1;                // and the judge's descriptor of it
  std::string cwd;                 // where a solution on stdin runs
  std::string work;                // the judge's folder: files mode's folders go in it (never its files)
  std::vector<std::string> hidden;  // the judge's folders under a system folder, masked
  // The boxes made (limited/kept_box.hpp), one a run at a time, kept for
  // the next run; they end with the last copy of this Box.
  mutable std::shared_ptr<limited::BoxPool> pool;
};

// Where box_init is in the box.
inline const char* box_init_path() { return "/run/judge/box_init"; }

// Adds the files of `command` to those copied into the box (see the theory
// above; each once, whichever command names it); a bare command name found on
// PATH outside the system becomes its full path. "" or why it cannot be done.
inline std::string plan_copies(Box& b, std::vector<std::string>& command, const std::string& cwd) {
  namespace fs = std::filesystem;
  std::vector<Copy> copies = b.copies;
  unsigned long long program_bytes = 0;
  const auto add = [&](const fs::path& file, bool named) {
    std::error_code ec;
    if (!fs::is_regular_file(file, ec) || in_system(file.string()) || (b.drop && through_others_link(file))) return false;
    const std::string to = fs::absolute(file, ec).lexically_normal().string();
    for (const Copy& c : copies)
      if (c.to == to) return true;
    struct stat st {};
    const int fd = open_held(file, st);
    if (fd < 0) return false;
    Copy c{file.string(), to, (st.st_mode & 0111) != 0, static_cast<unsigned long long>(st.st_size), fd};
    if (named) program_bytes += c.bytes;
    copies.push_back(c);
    return true;
  };
  bool on_box_path = false;  // the box's PATH finds it: /usr/local/bin, /usr/bin, /bin
  for (const char* dir : {"/usr/local/bin/", "/usr/bin/", "/bin/"})
    on_box_path = on_box_path || (!command.empty() && access((dir + command[0]).c_str(), X_OK) == 0);
  if (!command.empty() && command[0].find('/') == std::string::npos && !on_box_path) {
    const char* path = std::getenv("PATH");
    std::istringstream dirs(path ? path : "/usr/bin:/bin");
    for (std::string dir; std::getline(dirs, dir, ':');) {
      const fs::path p = fs::path(dir.empty() ? "." : dir) / command[0];
      if (access(p.c_str(), X_OK) != 0 || fs::is_directory(p)) continue;
      if (!in_system(p.string())) command[0] = fs::absolute(p).lexically_normal().string();
      break;
    }
  }
  std::string script;
  for (const std::string& word : command) {
    if (word.empty()) continue;
    const fs::path file = cwd.empty() || word[0] == '/' ? fs::path(word) : fs::path(cwd) / word;
    std::error_code ec;
    if (b.drop && fs::is_regular_file(file, ec) && !in_system(file.string()) && through_others_link(file))
      return judge_io::escaped(word) + " is reached through another user's symbolic link, which a judge run as root "
                                       "does not follow (name the file itself)";
    if (!add(file, true)) continue;
    if (script.empty() && !is_elf(file.string())) script = file.string();
  }
  if (copies.size() > kFolderFiles * 2)
    return "the command names " + std::to_string(copies.size()) + " files, over the " + std::to_string(kFolderFiles * 2) +
           " the box takes";
  if (program_bytes > kProgramBytes)
    return "the command's files come to " + std::to_string(program_bytes >> 20) + " MB, over the 1024 MB the box takes";
  // The solution's folder: a script's, or the class path of `java Main`
  // (its -cp folder, else the current one); and the files a script names by
  // their absolute paths (exec /home/me/a.out).
  const bool java = !command.empty() && fs::path(command[0]).filename() == "java";
  std::string class_path = cwd;
  for (std::size_t i = 1; java && i + 1 < command.size(); ++i)
    if (command[i] == "-cp" || command[i] == "-classpath" || command[i] == "--class-path")
      class_path = command[i + 1].compare(0, 1, "/") == 0 || cwd.empty() ? command[i + 1]
                                                                         : (fs::path(cwd) / command[i + 1]).string();
  const std::string folder = !script.empty() ? fs::path(script).parent_path().string() : java ? class_path : "";
  std::vector<fs::path> others;  // those the script names first: the folder may hold more than the box takes
  if (!script.empty()) others = named_in_script(script, b.drop);
  if (!folder.empty() && !in_system(folder))
    for (const fs::path& p : folder_files(folder, kFolderDepth))
      if (!b.drop || readable_below(folder, p, b.uid, b.gid)) others.push_back(p);
  unsigned long long bytes = 0;
  std::size_t files = 0;
  for (const fs::path& p : others) {
    std::error_code e;
    const unsigned long long size = fs::file_size(p, e);
    if (e || size > kFolderFileBytes || bytes + size > kFolderBytes || files >= kFolderFiles) continue;
    if (add(p, false)) {
      bytes += size;
      ++files;
    }
  }
  b.copies = copies;
  return "";
}

// Where the box keeps a copy that the run's init binds (box_init/mounts.cpp): a
// copy whose path lies under /tmp or /dev/shm, which each run mounts anew.
inline bool bound_per_run(const std::string& path) { return is_under(path, "/tmp") || is_under(path, "/dev/shm"); }

// bubblewrap's command line for the box, made once: box_init from
// `init_fd` and each of b.copies from `copy_fds`.
inline std::vector<std::string> bwrap_words(const std::string& bwrap, const Box& b, int init_fd,
                                            const std::vector<int>& copy_fds) {
  std::vector<std::string> w{bwrap, "--unshare-user", "--unshare-pid", "--unshare-net", "--unshare-ipc",
                             "--unshare-uts", "--unshare-cgroup-try", "--disable-userns", "--as-pid-1",
                             "--new-session", "--cap-drop", "ALL", "--cap-add", "CAP_SYS_ADMIN", "--cap-add",
                             "CAP_SETPCAP", "--hostname", "box"};
  for (const std::string& s : box_system()) {
    struct stat st {};
    if (lstat(s.c_str(), &st) != 0) continue;
    if (S_ISLNK(st.st_mode)) {
      char target[4096];
      const ssize_t n = readlink(s.c_str(), target, sizeof target - 1);
      if (n > 0) w.insert(w.end(), {"--symlink", std::string(target, static_cast<std::size_t>(n)), s});
    } else if (S_ISDIR(st.st_mode)) {
      w.insert(w.end(), {"--ro-bind", s, s});
    }
  }
  w.insert(w.end(), {"--dev", "/dev", "--size", "4096", "--tmpfs", "/dev/pts", "--remount-ro", "/dev/pts", "--proc",
                     "/proc", "--dir", "/tmp", "--dir", "/dev/shm", "--remount-ro", "/dev"});
  for (const std::string& h : b.hidden) w.insert(w.end(), {"--size", "65536", "--tmpfs", h, "--remount-ro", h});
  std::vector<std::string> binds;  // box_init's: N PATH for each copy it binds
  for (std::size_t i = 0; i < b.copies.size(); ++i) {
    const bool per_run = bound_per_run(b.copies[i].to);
    w.insert(w.end(), {"--perms", b.copies[i].executable ? "0755" : "0644", "--file", std::to_string(copy_fds[i]),
                       per_run ? "/run/judge/files/" + std::to_string(i) : b.copies[i].to});
    if (per_run) binds.insert(binds.end(), {std::to_string(i), b.copies[i].to});
  }
  w.insert(w.end(), {"--perms", "0555", "--file", std::to_string(init_fd), box_init_path()});
  for (const std::string& folder : {b.cwd, b.work})
    if (!folder.empty() && folder != "/" && !in_system(folder) && !bound_per_run(folder))
      w.insert(w.end(), {"--dir", folder});
  w.insert(w.end(), {"--remount-ro", "/", "--chdir", "/", "--", box_init_path(), "--box", b.cwd, "--"});
  w.insert(w.end(), binds.begin(), binds.end());
  return w;
}

}  // namespace sandbox
