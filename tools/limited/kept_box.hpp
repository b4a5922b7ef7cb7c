// kept_box.hpp: the box of sandbox/box.hpp, made once and kept (the judge's
// side). bubblewrap is started once, as the box user, with box_init as the
// box's PID 1 (its keeper); each run is a request on the keeper's socket
// (sandbox/box_init/main.cpp says what the run's init makes of it),
// answered on a socket of the run's own. A Box's pool holds its boxes: one a
// run at a time, so `-j 2` makes two, and each is kept for the next run. A
// box ends when the judge closes its socket or dies (the keeper sees its
// socket end, and the kernel ends everything in the box with it).
#pragma once

#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "limited/cgroup.hpp"
#include "limited/process_tree.hpp"
#include "limited/put_files.hpp"
#include "run_types.hpp"
#include "sandbox/box.hpp"

namespace limited {

// A descriptor closed with its scope (move-only).
class Fd {
 public:
  Fd() = default;
  explicit Fd(int fd) : fd_(fd) {}
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  Fd(Fd&& o) noexcept : fd_(o.fd_) { o.fd_ = -1; }
  Fd& operator=(Fd&& o) noexcept {
    if (this != &o) reset(o.fd_), o.fd_ = -1;
    return *this;
  }
  ~Fd() { reset(); }
  int get() const { return fd_; }
  void reset(int fd = -1) {
    if (fd_ >= 0) close(fd_);
    fd_ = fd;
  }

 private:
  int fd_ = -1;
};

// Waits up to `ms` for `fd` to be readable (or ended); false on time out.
inline bool readable(int fd, int ms) {
  pollfd p = {fd, POLLIN, 0};
  for (;;) {
    const int n = poll(&p, 1, ms);
    if (n >= 0 || errno != EINTR) return n > 0;
  }
}

// A descriptor of its own (an offset of its own) of the file the judge
// holds as `held`, moved to 10 or above.
inline Fd reopened_high(int held, const std::string& name) {
  const int fd = open(("/proc/self/fd/" + std::to_string(held)).c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw RunError("cannot open " + name + " again: " + std::strerror(errno));
  const int moved = fcntl(fd, F_DUPFD_CLOEXEC, 10);
  close(fd);
  if (moved < 0) throw RunError("cannot open " + name + " again: " + std::strerror(errno));
  return Fd(moved);
}

// One box: bubblewrap, the judge's child, and the socket to its keeper.
class KeptBox {
 public:
  // Starts the box and waits for its keeper's word; throws RunError with
  // bubblewrap's own words when the box cannot be made.
  explicit KeptBox(const sandbox::Box& b) {
    int pair[2], errors[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0 || pipe2(errors, O_CLOEXEC) != 0)
      throw RunError(std::string("cannot make a socket: ") + std::strerror(errno));
    control_.reset(pair[0]), errors_.reset(errors[0]);
    const int on = 1;  // each run's init says "init" here: its PID from the credentials
    setsockopt(control_.get(), SOL_SOCKET, SO_PASSCRED, &on, sizeof on);
    Fd theirs(pair[1]), their_errors(errors[1]);
    std::vector<Fd> files;  // box_init's and each copy's, at 10 or above
    files.push_back(reopened_high(b.init_fd, b.init));
    std::vector<int> copy_fds;
    for (const sandbox::Copy& c : b.copies) {
      files.push_back(reopened_high(c.fd, c.from));
      copy_fds.push_back(files.back().get());
    }
    const std::vector<std::string> words = sandbox::bwrap_words(bwrap_path(), b, files[0].get(), copy_fds);
    std::vector<char*> argv, envp;
    for (const std::string& w : words) argv.push_back(const_cast<char*>(w.c_str()));
    argv.push_back(nullptr);
    for (const std::string& e : b.env) envp.push_back(const_cast<char*>(e.c_str()));
    envp.push_back(nullptr);
    const int null = open("/dev/null", O_RDONLY | O_CLOEXEC);
    Fd null_fd(null);
    group_.make(0, 0);  // where the judge can make one: the box's own, to see its files' pages mapped
    bwrap_ = Orphans::all().fork_waited();
    if (bwrap_ < 0) throw RunError(std::string("cannot start a process: ") + std::strerror(errno));
    if (bwrap_ == 0) {
      setpgid(0, 0);  // its own group: ^C on the judge's terminal is the judge's to handle
      signal(SIGINT, SIG_DFL), signal(SIGTERM, SIG_DFL), signal(SIGHUP, SIG_DFL), signal(SIGPIPE, SIG_DFL);
      sigset_t none;
      sigemptyset(&none);
      sigprocmask(SIG_SETMASK, &none, nullptr);
      if (dup2(null, 0) != 0 || dup2(their_errors.get(), 1) != 1 || dup2(their_errors.get(), 2) != 2 ||
          dup2(theirs.get(), 3) != 3)
        _exit(126);
      syscall(SYS_close_range, 4u, ~0u, 4u /* CLOSE_RANGE_CLOEXEC */);
      for (const Fd& f : files) fcntl(f.get(), F_SETFD, 0);
      if (group_.made() && !group_.join()) {
        static const char kCannot[] = "cannot join the box's cgroup\n";
        if (write(2, kCannot, sizeof kCannot - 1) < 0) _exit(126);
        _exit(126);
      }
      if (b.drop && (setgroups(0, nullptr) != 0 || setgid(b.gid) != 0 || setuid(b.uid) != 0 || setuid(0) == 0)) {
        static const char kCannot[] = "cannot become the box user\n";
        if (write(2, kCannot, sizeof kCannot - 1) < 0) _exit(126);
        _exit(126);
      }
      execve(argv[0], argv.data(), envp.data());
      _exit(127);
    }
    setpgid(bwrap_, bwrap_);
    theirs.reset(), their_errors.reset();
    files.clear();
    char word[8] = {0};
    const bool ready = readable(control_.get(), 60000) && recv(control_.get(), word, sizeof word, 0) == 5 &&
                       std::strncmp(word, "ready", 5) == 0;
    if (!ready) {
      end();
      std::string said;
      fcntl(errors_.get(), F_SETFL, O_NONBLOCK);
      char buffer[512];
      for (ssize_t n; (n = read(errors_.get(), buffer, sizeof buffer)) > 0;) said.append(buffer, static_cast<std::size_t>(n));
      said = said.substr(0, said.find('\n'));
      throw RunError(said.empty() ? "bubblewrap ended without making the box" : said);
    }
  }
  KeptBox(const KeptBox&) = delete;
  KeptBox& operator=(const KeptBox&) = delete;
  ~KeptBox() { end(); }

  int socket() const { return control_.get(); }
  // The box's cgroup (bubblewrap, the keeper, and so the solution's files'
  // pages: sandbox/box_init/main.cpp), where the judge could make one.
  const Cgroup& group() const { return group_; }

 private:
  // Its socket closed: the keeper exits, and bubblewrap with it.
  void end() {
    control_.reset();
    if (bwrap_ <= 0) return;
    for (int waited = 0;; ++waited) {
      const pid_t w = waitpid(bwrap_, nullptr, WNOHANG);
      if (w == bwrap_ || (w < 0 && errno == ECHILD)) break;
      if (waited == 1000) kill(-bwrap_, SIGKILL), kill(bwrap_, SIGKILL);  // 2 s
      if (waited > 1000) {
        waitpid(bwrap_, nullptr, 0);
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    Orphans::all().ended(bwrap_);
    bwrap_ = -1;
    group_.remove();
  }

  pid_t bwrap_ = -1;
  Cgroup group_;
  Fd control_, errors_;  // the keeper's socket; bubblewrap's stderr (its words when it fails)
};

// The boxes of one Box, one a run at a time.
class BoxPool {
 public:
  // A box that no run uses now, made if there is none (RunError if it cannot be).
  KeptBox* take(const sandbox::Box& b) {
    {
      const std::lock_guard<std::mutex> hold(lock_);
      if (!idle_.empty()) {
        KeptBox* box = idle_.back();
        idle_.pop_back();
        return box;
      }
    }
    std::unique_ptr<KeptBox> made(new KeptBox(b));
    const std::lock_guard<std::mutex> hold(lock_);
    all_.push_back(std::move(made));
    return all_.back().get();
  }
  void give_back(KeptBox* box) {
    const std::lock_guard<std::mutex> hold(lock_);
    idle_.push_back(box);
  }
  // A box that failed a run: ended, never used again.
  void discard(KeptBox* box) {
    std::unique_ptr<KeptBox> gone;
    {
      const std::lock_guard<std::mutex> hold(lock_);
      for (auto it = all_.begin(); it != all_.end(); ++it)
        if (it->get() == box) {
          gone = std::move(*it);
          all_.erase(it);
          break;
        }
    }
  }

 private:
  std::mutex lock_;
  std::vector<std::unique_ptr<KeptBox>> all_;
  std::vector<KeptBox*> idle_;
};

inline BoxPool& pool_of(const sandbox::Box& b) {
  static std::mutex lock;
  const std::lock_guard<std::mutex> hold(lock);
  if (!b.pool) b.pool = std::make_shared<BoxPool>();
  return *b.pool;
}

// A box taken for one run, given back (or discarded, if the run failed in
// it) at the end of its scope.
class BoxLease {
 public:
  explicit BoxLease(const sandbox::Box& b) : pool_(pool_of(b)), box_(pool_.take(b)) {}
  BoxLease(const BoxLease&) = delete;
  BoxLease& operator=(const BoxLease&) = delete;
  ~BoxLease() {
    if (failed_) pool_.discard(box_);
    else pool_.give_back(box_);
  }
  KeptBox& box() { return *box_; }
  void failed() { failed_ = true; }

 private:
  BoxPool& pool_;
  KeptBox* box_;
  bool failed_ = false;
};

// A run started in a box: the judge's end of the run's socket (its init's
// report, and its end), the box's socket (where its init says "init"), and
// once it has, the init as the judge sees it (the root of the run's
// processes).
struct BoxedRun {
  Fd socket;
  int box_socket = -1;
  pid_t init = -1;
  std::string report;  // what the init said: its report, or "error ..."
  bool ended = false;  // the init has ended (its socket with it)
};

// Reads what the run's init has said on the run's socket, without waiting:
// its report; `ended` once its socket has ended.
inline void hear(BoxedRun& r) {
  while (!r.ended) {
    char text[512];
    const ssize_t n = recv(r.socket.get(), text, sizeof text, MSG_DONTWAIT);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
    if (n <= 0) {
      r.ended = true;
      return;
    }
    r.report.append(text, static_cast<std::size_t>(n));
  }
}

// Reads the init's "init" from the box's socket, if it has said it: its PID,
// from the credentials the kernel adds. Every run reads its own before the
// box serves another (at the latest once the run has ended).
inline void find_init(BoxedRun& r) {
  while (r.init < 0) {
    char text[8];
    alignas(cmsghdr) char creds[CMSG_SPACE(sizeof(ucred))];
    iovec in = {text, sizeof text};
    msghdr m{};
    m.msg_iov = &in, m.msg_iovlen = 1, m.msg_control = creds, m.msg_controllen = sizeof creds;
    const ssize_t n = recvmsg(r.box_socket, &m, MSG_DONTWAIT);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    for (cmsghdr* h = CMSG_FIRSTHDR(&m); n == 4 && h; h = CMSG_NXTHDR(&m, h))
      if (h->cmsg_level == SOL_SOCKET && h->cmsg_type == SCM_CREDENTIALS) {
        ucred who{};
        std::memcpy(&who, CMSG_DATA(h), sizeof who);
        r.init = who.pid;
      }
  }
}

// The input as a sealed memory file: it can be read, not changed, even
// through /proc/self/fd/0.
inline Fd sealed_input(const std::string& path) {
  Fd in(open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (in.get() < 0) throw RunError("cannot open " + path + ": " + std::strerror(errno));
  Fd m(static_cast<int>(syscall(SYS_memfd_create, "input", MFD_CLOEXEC | MFD_ALLOW_SEALING)));
  if (m.get() < 0) throw RunError(std::string("cannot make the input's memory file: ") + std::strerror(errno));
  struct stat st {};
  if (fstat(in.get(), &st) == 0 && S_ISREG(st.st_mode)) {  // its holes left holes: a sparse input takes no memory
    if (!copy_keeping_holes(in.get(), static_cast<unsigned long long>(st.st_size), m.get(), 0))
      throw RunError(std::string("cannot make the input's memory file: ") + std::strerror(errno));
  } else {
    char buffer[65536];
    for (ssize_t n; (n = read(in.get(), buffer, sizeof buffer)) != 0;) {
      if (n < 0 && errno == EINTR) continue;
      if (n < 0 || write(m.get(), buffer, static_cast<std::size_t>(n)) != n)
        throw RunError(std::string("cannot make the input's memory file: ") + std::strerror(errno));
    }
  }
  if (fcntl(m.get(), F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL) != 0 ||
      lseek(m.get(), 0, SEEK_SET) != 0)
    throw RunError(std::string("cannot seal the input's memory file: ") + std::strerror(errno));
  return m;
}

// A copy of the judge's descriptor `fd` (an interactive run's pipe end).
inline Fd duplicated(int fd) {
  Fd copy(fcntl(fd, F_DUPFD_CLOEXEC, 0));
  if (copy.get() < 0) throw RunError(std::string("cannot pass a pipe to the box: ") + std::strerror(errno));
  return copy;
}

inline Fd opened(const std::string& path, int flags) {
  Fd fd(open(path.c_str(), flags | O_CLOEXEC, 0644));
  if (fd.get() < 0) throw RunError("cannot open " + path + ": " + std::strerror(errno));
  return fd;
}

// Asks `box` for the run `run`, whose init joins `group` (where one was
// made) before anything of the run starts; in files mode `put` is what its
// folder is given (put_files.hpp). Throws RunError when the box's keeper is gone.
inline BoxedRun start_boxed(const Run& run, const std::vector<PutEntry>& put, KeptBox& box, const Cgroup& group) {
  const Limits& limits = run.limits;
  int pair[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0)
    throw RunError(std::string("cannot make a socket: ") + std::strerror(errno));
  BoxedRun started;
  started.socket.reset(pair[0]);
  started.box_socket = box.socket();
  Fd theirs(pair[1]);
  std::vector<Fd> fds;
  fds.push_back(std::move(theirs));
  fds.push_back(run.in_fd >= 0 ? duplicated(run.in_fd) : sealed_input(run.in));
  fds.push_back(run.out_fd >= 0 ? duplicated(run.out_fd) : opened(run.out, O_WRONLY | O_CREAT | O_TRUNC));
  fds.push_back(opened(run.err, O_WRONLY | O_CREAT | O_TRUNC));
  const bool files = files_mode(run);
  if (files) {
    fds.push_back(Fd(packed_entries(put)));
    fds.push_back(opened(run.take.empty() ? "/dev/null" : run.taken, O_WRONLY | O_CREAT | O_TRUNC));
  }
  const std::vector<int> joins = group.made() ? group.join_fds() : std::vector<int>();
  for (const int join : joins)
    if (join < 0) throw RunError("cannot open the files that join the run's cgroup");
  const unsigned long long kb = 1024;
  std::vector<std::string> words{
      std::to_string(run.box->processes),
      std::to_string(limits.output_kb > 0 ? static_cast<unsigned long long>(limits.output_kb) * kb : 0),
      std::to_string((limits.memory_kb > 0 ? static_cast<unsigned long long>(limits.memory_kb) : 1ull << 20) * kb),
      std::to_string(limits.seconds > 0 ? static_cast<unsigned long long>(std::ceil(limits.seconds)) + 1 : 0),
      std::to_string(limits.stack_kb > 0 ? static_cast<unsigned long long>(limits.stack_kb) * kb : 0),
      files ? run.folder : "", files ? run.take : "", std::to_string(run.cpu), std::to_string(joins.size())};
  words.insert(words.end(), run.argv.begin(), run.argv.end());
  std::string text;
  for (const std::string& w : words) text += w, text += '\0';
  std::vector<int> numbers;
  for (const Fd& f : fds) numbers.push_back(f.get());
  numbers.insert(numbers.end(), joins.begin(), joins.end());  // the group's own, last
  std::vector<char> control(CMSG_SPACE(sizeof(int) * numbers.size()));
  iovec io = {&text[0], text.size()};
  msghdr m{};
  m.msg_iov = &io, m.msg_iovlen = 1, m.msg_control = control.data(), m.msg_controllen = control.size();
  cmsghdr* c = CMSG_FIRSTHDR(&m);
  c->cmsg_level = SOL_SOCKET, c->cmsg_type = SCM_RIGHTS, c->cmsg_len = CMSG_LEN(sizeof(int) * numbers.size());
  std::memcpy(CMSG_DATA(c), numbers.data(), sizeof(int) * numbers.size());
  if (sendmsg(box.socket(), &m, MSG_NOSIGNAL) != static_cast<ssize_t>(text.size()))
    throw RunError(std::string("the sandbox's keeper is gone: ") + std::strerror(errno));
  return started;  // `fds` closed: the keeper holds its copies
}

}  // namespace limited
