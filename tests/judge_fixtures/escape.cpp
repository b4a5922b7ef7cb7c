// A solution that tries to get out: it writes the file argv[1], connects to
// 127.0.0.1 port argv[2] and writes "escaped" there, then runs the right
// solution argv[3]. In the judge's sandbox both must fail.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
  if (argc < 4) return 2;
  if (std::FILE* f = std::fopen(argv[1], "w")) std::fputs("escaped\n", f), std::fclose(f);
  const int s = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<unsigned short>(std::atoi(argv[2])));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (s >= 0 && connect(s, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 && write(s, "escaped\n", 8) < 0)
    return 4;
  execv(argv[3], argv + 3);
  return 3;
}
