// progress.hpp: while the tests run, one line on the terminal that says how
// many are done and which one has run longest, with its time, redrawn four
// times a second, once the tests have run half a second; on a terminal only (stderr a tty, TERM not "dumb"), and
// taken away before each line of the report, so that a piped report holds
// none of it.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace judge {

class TestProgress {
 public:
  // `lock` guards the report's lines: every call below but the
  // constructor's is made holding it, and the redrawing takes it.
  TestProgress(std::size_t total, std::mutex& lock);
  ~TestProgress() { stop(); }
  // The line taken away and no more drawn (without the lock held).
  void stop();
  TestProgress(const TestProgress&) = delete;
  TestProgress& operator=(const TestProgress&) = delete;

  void started(std::size_t k, const std::string& name);
  void finished(std::size_t k);
  // Before a line of the report: the progress line taken away; after it, drawn again.
  void hide();
  void draw();

 private:
  using Clock = std::chrono::steady_clock;
  struct Running {
    std::size_t k;
    std::string name;
    Clock::time_point since;
  };
  void redraw_until_done();

  bool shown_;
  std::size_t total_, done_ = 0;
  Clock::time_point begun_;
  bool drawn_ = false;  // the line is on the terminal
  std::vector<Running> running_;
  std::mutex& lock_;
  std::condition_variable wake_;
  bool stopping_ = false;  // stop() called
  std::thread redrawing_;
};

// Whether a progress line is shown: stderr a terminal, and TERM not "dumb".
bool progress_shown();

}  // namespace judge
