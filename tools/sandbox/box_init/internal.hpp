// internal.hpp: what box_init's files share, a section a file (main.cpp
// says what box_init does and how).
#pragma once

namespace box_init::internal {

/* main.cpp: the keeper, in the box and without it */

void say(const char* a, const char* b);

// The box's constants (argv): where a run starts, and the copies to bind.
struct Boxed {
  const char* cwd = "/";
  char** binds = nullptr;  // N PATH N PATH ...
  int bind_words = 0;
};

/* request.cpp: the request protocol */

const int kWords = 4096;  // words of a request, at most
enum { kProcesses, kFileBytes, kTmpfsBytes, kCpuSeconds, kStackBytes, kFolder, kTake, kCpu, kJoins, kArgs };
const int kMostJoins = 3;  // cgroup v1: memory, pids, cpuacct

struct Request {
  char text[1 << 18];  // the words, each ended by '\0'
  char* word[kWords + 1];
  int words = 0;
  int fds[6 + kMostJoins] = {-1, -1, -1, -1, -1, -1, -1, -1, -1};  // socket, stdin, stdout, stderr, [put, take,] joins...
  int fd_count = 0;
};

int receive(Request& r);
void close_request(Request& r);

/* run_init.cpp: the run's init */

const int kJudgeGone = 100;  // the run's init's exit status when the judge's socket has ended

[[noreturn]] void fail(const char* what, const char* path);
[[noreturn]] void run_init(const Boxed& box, Request& r);

/* seccomp.cpp: the seccomp filters */

bool install_filter();
bool refuse_uncounted_ipc();

/* mounts.cpp: the run's mounts and folders */

bool make_ahead(const Boxed& box);
void make_mounts(const Request& r, const Boxed& box);

/* files.cpp: a test's files put and taken */

unsigned long long unpack(int from, bool make);
bool holds_file_at(int fd, long long limit, int depth, int& left);
int take(const char* name, int to, long long limit);

/* limits.cpp: the run's limits, its CPU and its capabilities */

void set_limits(const Request& r);
void pin(const Request& r);
void drop_capabilities();

}  // namespace box_init::internal
