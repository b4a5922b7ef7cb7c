// An attack on the host: connects to the Unix socket argv[1] (a host
// service's, beside the solution) and writes "escaped" there: exit status
// 42 when it can; else runs the right solution argv[2]...
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>

int main(int argc, char** argv) {
  if (argc < 3) return 2;
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  std::strncpy(address.sun_path, argv[1], sizeof address.sun_path - 1);
  const int s = socket(AF_UNIX, SOCK_STREAM, 0);
  if (s >= 0 && connect(s, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0) {
    if (write(s, "escaped\n", 8) < 0) return 43;
    return 42;
  }
  execv(argv[2], argv + 2);
  return 3;
}
