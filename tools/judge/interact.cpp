// interact.cpp: an interactive run (interact.hpp).
#include "judge/interact.hpp"

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <exception>
#include <sstream>
#include <thread>

#include "judge/judge_error.hpp"
#include "limited/cpus.hpp"

namespace judge {
namespace {

const std::size_t kHeld = 64 << 10;                      // bytes held on their way, each way
const std::size_t kLogHead = 16 << 10, kLogTail = 48 << 10;  // what the log keeps

struct Pipe {
  int r = -1, w = -1;
};

Pipe make_pipe() {
  int p[2];
  if (pipe2(p, O_CLOEXEC) != 0) throw JudgeError(std::string("cannot make a pipe: ") + std::strerror(errno));
  return {p[0], p[1]};
}

void close_fd(int& fd) {
  if (fd >= 0) close(fd);
  fd = -1;
}

// One way through the judge: from `src` (a program's stdout) to `dst` (the
// other's stdin).
struct Way {
  int src = -1, dst = -1;
  char side = 0;
  std::string held;
  bool dst_gone = false;  // its reader closed it (or the judge closed it: the source ended)
};

Way way(int src, int dst, char side) {
  Way w;
  w.src = src, w.dst = dst, w.side = side;
  return w;
}

// Passes the bytes on both ways until every end has closed, or `stop` is
// readable (both runs have ended; what is left in the pipes is read then).
class Relay {
 public:
  // `most`: the bytes passed on from the solution to the validator at most (0: any).
  Relay(Way solution_out, Way validator_out, int stop, InteractionLog& kept, unsigned long long most)
      : log(kept), ways_{solution_out, validator_out}, stop_(stop), most_(most) {
    for (Way& w : ways_)
      for (int fd : {w.src, w.dst}) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
  }
  ~Relay() {
    for (Way& w : ways_) close_fd(w.src), close_fd(w.dst);
  }

  void run() {
    // A write to a stdin whose program has just closed it (after poll()
    // found room) fails with EPIPE and raises SIGPIPE, which would end the
    // judge. The signal is sent to the writing thread: blocked on this one
    // (which starts no process to inherit the mask), and taken back after
    // each EPIPE. The judge's other threads keep SIGPIPE as it was.
    sigemptyset(&pipe_signal_);
    sigaddset(&pipe_signal_, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_signal_, nullptr);
    // Each pass of the loop is one poll() and, for each way, one read of
    // what came (more only while a read fills the buffer, or once its end
    // has come: poll() saw POLLHUP) and one write of it at once: a line
    // passed on costs the judge a wake-up, a read and a write.
    pollfd fds[5];
    for (int stopping = 0;; stopping += stopping > 0) {
      for (int k = 0; k < 2; ++k) {
        const Way& w = ways_[k];
        // A source whose bytes have no room is not polled (its end would wake the loop at once, again and again).
        fds[2 * k] = {w.held.size() < kHeld || w.dst_gone ? w.src : -1, POLLIN, 0};
        fds[2 * k + 1] = {w.dst, static_cast<short>(w.held.empty() ? 0 : POLLOUT), 0};
      }
      fds[4] = {stopping ? -1 : stop_, POLLIN, 0};
      const int n = poll(fds, 5, stopping ? 0 : -1);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) break;
      for (int k = 0; k < 2; ++k) {
        Way& w = ways_[k];
        if (fds[2 * k].revents) read_from(w, (fds[2 * k].revents & ~POLLIN) != 0);
        if (fds[2 * k + 1].revents & (POLLERR | POLLHUP)) dst_gone(w);
        else if (!w.held.empty()) write_to(w);  // at once: a pipe just read from has room, mostly
      }
      see_ends();  // before the judge passes any end on
      for (Way& w : ways_)  // a source's end passed on, once what it wrote is
        if (w.src < 0 && w.held.empty() && w.dst >= 0) close_fd(w.dst), w.dst_gone = true;
      const bool all_closed = ways_[0].src < 0 && ways_[0].dst < 0 && ways_[1].src < 0 && ways_[1].dst < 0;
      // Once both runs have ended (`stop`), what the pipes still hold is read
      // for the log: a few passes at most (no writer is left).
      if (all_closed || (stopping && (n == 0 || stopping > 64))) break;
      if (fds[4].revents) stopping = 1;
    }
    see_ends();
  }

  InteractionLog& log;
  // Which side ended first: 0 none yet, '>' the solution, '<' the validator.
  char first = 0;
  bool flooded = false;  // the solution wrote more than `most` for the validator

 private:
  // What `w`'s source holds: read until a read leaves the buffer room (the
  // pipe was emptied), or, once its writer has gone (`ended`), until its end.
  void read_from(Way& w, bool ended) {
    char buffer[16384];
    for (;;) {
      const std::size_t room = w.dst_gone ? sizeof buffer : std::min(sizeof buffer, kHeld - w.held.size());
      if (room == 0 || w.src < 0) return;
      const ssize_t got = read(w.src, buffer, room);
      if (got < 0 && errno == EINTR) continue;
      if (got < 0) return;  // EAGAIN
      if (got == 0) {
        close_fd(w.src);
        return;
      }
      log.add(w.side, buffer, static_cast<std::size_t>(got));
      std::size_t kept = w.dst_gone ? 0 : static_cast<std::size_t>(got);
      if (&w == &ways_[0] && most_ > 0 && kept > most_ - passed_) {  // past the solution's output limit
        kept = static_cast<std::size_t>(most_ - passed_);
        flooded = true;
        close_fd(w.src);  // its end, seen now, passed on once the bytes held are
      }
      w.held.append(buffer, kept);
      if (&w == &ways_[0]) passed_ += kept;
      if (flooded && &w == &ways_[0]) return;
      if (static_cast<std::size_t>(got) < room && !ended) return;
    }
  }
  void write_to(Way& w) {
    while (!w.held.empty()) {
      const ssize_t put = write(w.dst, w.held.data(), w.held.size());
      if (put < 0 && errno == EINTR) continue;
      if (put < 0 && errno == EPIPE) {
        const timespec now{0, 0};
        while (sigtimedwait(&pipe_signal_, nullptr, &now) < 0 && errno == EINTR) {
        }
        return dst_gone(w);
      }
      if (put <= 0) return;
      w.held.erase(0, static_cast<std::size_t>(put));
    }
  }
  void dst_gone(Way& w) {
    close_fd(w.dst);
    w.dst_gone = true;
    w.held.clear();
  }
  // A side has ended once the judge has read the end of its stdout. Seen in
  // the same pass of the loop, both ended at once: the validator's word stands.
  void see_ends() {
    if (first != 0) return;
    if (ways_[1].src < 0) first = '<';
    else if (ways_[0].src < 0) first = '>';
  }

  Way ways_[2];
  int stop_;
  unsigned long long most_, passed_ = 0;  // bytes passed on from the solution: at most, so far
  sigset_t pipe_signal_{};  // SIGPIPE alone
};

}  // namespace

void InteractionLog::add(char side, const char* data, std::size_t n) {
  for (std::size_t at = 0; at < n;) {
    if (open_ != side) {
      if (open_ != 0) end_open_line();
      put(&side, 1);
      open_ = side;
    }
    const char* end = static_cast<const char*>(std::memchr(data + at, '\n', n - at));
    const std::size_t line = end ? static_cast<std::size_t>(end - (data + at)) + 1 : n - at;
    put(data + at, line);
    at += line;
    if (end) open_ = 0;
  }
}

void InteractionLog::next_pass() {
  if (open_ != 0) end_open_line();
  put("---\n", 4);
}

std::string InteractionLog::text() const {
  const std::size_t over = tail_.size() > kLogTail ? tail_.size() - kLogTail : 0;  // held, not kept
  std::string text = head_;
  if (left_out_ + over > 0) text += "\n... (" + std::to_string(left_out_ + over) + " bytes of the interaction not kept) ...\n";
  return text.append(tail_, over, std::string::npos) + (open_ != 0 ? std::string(kNoNewline) + "\n" : "");
}

void InteractionLog::end_open_line() {
  const std::string mark = std::string(kNoNewline) + "\n";
  put(mark.data(), mark.size());
  open_ = 0;
}

void InteractionLog::put(const char* data, std::size_t n) {
  const std::size_t to_head = std::min(n, kLogHead - head_.size());
  head_.append(data, to_head);
  tail_.append(data + to_head, n - to_head);
  if (tail_.size() > 2 * kLogTail) {
    left_out_ += tail_.size() - kLogTail;
    tail_.erase(0, tail_.size() - kLogTail);
  }
}

Interaction interact(limited::Run solution, limited::Run validator, InteractionLog& log) {
  const Pipe to_solution = make_pipe(), from_solution = make_pipe(), to_validator = make_pipe(),
             from_validator = make_pipe(), stop = make_pipe();
  solution.in_fd = to_solution.r, solution.out_fd = from_solution.w;
  validator.in_fd = to_validator.r, validator.out_fd = from_validator.w;
  solution.in.clear(), solution.out.clear(), validator.in.clear(), validator.out.clear();
  limited::Busy validator_busy;  // the solution's wait for it is not the solution's own
  std::atomic<int> relay_thread{0};  // nor is its wait for the judge's relay
  validator.busy = &validator_busy, solution.excused = &validator_busy, solution.relay = &relay_thread;
  Relay relay(way(from_solution.r, to_validator.w, '>'), way(from_validator.r, to_solution.w, '<'), stop.r, log,
              solution.limits.output_kb > 0 ? static_cast<unsigned long long>(solution.limits.output_kb) * 1024 : 0);
  // The validator and the relay run on the solution's CPU: a round trip is
  // four hand-offs between them, each cheaper within one core than across
  // two (docs/performance.md, "An interactive run").
  validator.cpu = solution.cpu;
  std::thread relaying([&] {
    relay_thread.store(static_cast<int>(syscall(SYS_gettid)));
    if (solution.cpu >= 0) {
      const cpu_set_t one = limited::one_cpu(solution.cpu);
      pthread_setaffinity_np(pthread_self(), sizeof one, &one);
    }
    relay.run();
  });
  Interaction done;
  std::exception_ptr failed[2];
  std::thread validating([&] {
    try {
      done.validator = limited::run_limited(validator);  // it closes the validator's ends once it has them
    } catch (...) {
      failed[1] = std::current_exception();
    }
    validator_busy.ended.store(true);
  });
  try {
    done.solution = limited::run_limited(solution);
  } catch (...) {
    failed[0] = std::current_exception();
  }
  validating.join();
  const char word = 's';
  if (write(stop.w, &word, 1) != 1) {
  }  // a pipe of one byte: it cannot be full
  relaying.join();
  close(stop.r), close(stop.w);
  for (const std::exception_ptr& e : failed)
    if (e) std::rethrow_exception(e);
  done.validator_first = relay.first == '<';
  done.flooded = relay.flooded;
  return done;
}

std::string log_tail(const std::string& log, int lines) {
  std::size_t at = log.size();
  if (at > 0 && log[at - 1] == '\n') --at;
  for (int k = 0; k < lines && at != std::string::npos && at > 0; ++k) at = log.rfind('\n', at - 1);
  return at == std::string::npos || at == 0 ? log : log.substr(at + 1);
}

std::string solution_end(const Interaction& talk, const std::string& other) {
  const limited::Outcome& o = talk.solution;
  std::string end = o.stopped           ? "was stopped with the judge"
                    : o.out_of_time     ? "was stopped at the judge's deadline"
                    : o.over_cpu        ? "was stopped at its time limit (CPU time)"
                    : o.over_wall       ? "was stopped at its time limit (wall time)"
                    : o.over_memory     ? "was stopped at its memory limit"
                    : o.over_output     ? "was stopped at its output limit"
                    : o.signal          ? "ended: signal " + std::to_string(o.signal) + " (" + strsignal(o.signal) + ")"
                    : o.no_report       ? "ended with no exit status (it ended the box's keeper)"
                                        : "ended: exit status " + std::to_string(o.status);
  if (talk.flooded) end += ", its output closed by the judge at its output limit";
  return "the solution " + end + (talk.validator_first ? " (" + other + " had ended first)" : "");
}

}  // namespace judge
