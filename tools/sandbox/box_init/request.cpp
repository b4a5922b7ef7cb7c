// request.cpp: a run's request read from the judge's socket (main.cpp says
// what it holds).
#include "sandbox/box_init/internal.hpp"

#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstdlib>
#include <cstring>

namespace box_init::internal {

// Reads one request from fd 3: 1 when read, 0 when fd 3 has ended, -1 when it is not one.
int receive(Request& r) {
  iovec io = {r.text, sizeof r.text - 1};
  alignas(cmsghdr) char control[CMSG_SPACE(sizeof r.fds)];
  msghdr m {};
  m.msg_iov = &io, m.msg_iovlen = 1, m.msg_control = control, m.msg_controllen = sizeof control;
  ssize_t n;
  while ((n = recvmsg(3, &m, MSG_CMSG_CLOEXEC)) < 0 && errno == EINTR) {
  }
  if (n <= 0) return 0;
  r.fd_count = 0;
  for (cmsghdr* c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c))
    if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
      r.fd_count = static_cast<int>((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
      std::memcpy(r.fds, CMSG_DATA(c), sizeof(int) * static_cast<std::size_t>(r.fd_count));
    }
  r.text[n] = '\0';
  r.words = 0;
  for (ssize_t at = 0; at < n && r.words < kWords; at += static_cast<ssize_t>(std::strlen(r.text + at)) + 1)
    r.word[r.words++] = r.text + at;
  r.word[r.words] = nullptr;
  const bool files = r.words > kFolder && *r.word[kFolder] != '\0';
  const int joins = r.words > kJoins ? std::atoi(r.word[kJoins]) : -1;
  if ((m.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) || r.words <= kArgs || joins < 0 || joins > kMostJoins ||
      r.fd_count != (files ? 6 : 4) + joins)
    return -1;
  return 1;
}

void close_request(Request& r) {
  for (int i = 0; i < r.fd_count; ++i) close(r.fds[i]);
  r.fd_count = 0;
}

}  // namespace box_init::internal
