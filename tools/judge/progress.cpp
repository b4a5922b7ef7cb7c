// progress.cpp: the tests' progress line (progress.hpp).
#include "judge/progress.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "judge_io.hpp"

namespace judge {

namespace {

const std::size_t kNameBytes = 40;  // a longer name is cut where a character ends, and "..." put after it
const std::chrono::milliseconds kQuiet(500);  // a run this short shows no line

std::string cut_name(const std::string& name) {
  return name.size() <= kNameBytes ? name : judge_io::cut_at(name, kNameBytes) + "...";
}

}  // namespace

bool progress_shown() {
  const char* term = std::getenv("TERM");
  return isatty(STDERR_FILENO) == 1 && !(term && std::strcmp(term, "dumb") == 0);
}

TestProgress::TestProgress(std::size_t total, std::mutex& lock)
    : shown_(progress_shown()), total_(total), begun_(Clock::now()), lock_(lock) {
  if (shown_) redrawing_ = std::thread([this] { redraw_until_done(); });
}

void TestProgress::stop() {
  if (!shown_) return;
  {
    const std::lock_guard<std::mutex> hold(lock_);
    if (stopping_) return;
    stopping_ = true;
    hide();
  }
  wake_.notify_all();
  redrawing_.join();
}

void TestProgress::started(std::size_t k, const std::string& name) {
  running_.push_back({k, name, Clock::now()});
  draw();
}

void TestProgress::finished(std::size_t k) {
  running_.erase(std::remove_if(running_.begin(), running_.end(), [k](const Running& r) { return r.k == k; }),
                 running_.end());
  ++done_;
  draw();
}

void TestProgress::hide() {
  if (drawn_) std::fprintf(stderr, "\r\033[K"), std::fflush(stderr);
  drawn_ = false;
}

void TestProgress::draw() {
  if (!shown_ || stopping_ || Clock::now() - begun_ < kQuiet) return;
  std::string line = std::to_string(done_) + " of " + std::to_string(total_) + " tests done";
  if (!running_.empty()) {  // the one that has run longest: the first started of those running
    const Running& oldest = running_.front();
    const double seconds = std::chrono::duration<double>(Clock::now() - oldest.since).count();
    char took[32];
    std::snprintf(took, sizeof took, "%.1f s", seconds);
    line += "; test " + std::to_string(oldest.k + 1) + " (" + cut_name(oldest.name) + ") running, " + took;
    if (running_.size() > 1) line += ", " + std::to_string(running_.size() - 1) + " more running";
  }
  std::fprintf(stderr, "\r\033[K%s", line.c_str());
  std::fflush(stderr);
  drawn_ = true;
}

void TestProgress::redraw_until_done() {
  std::unique_lock<std::mutex> hold(lock_);
  while (!stopping_) {
    wake_.wait_for(hold, std::chrono::milliseconds(250));
    draw();
  }
}

}  // namespace judge
