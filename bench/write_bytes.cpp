// write_bytes: writes BYTES bytes of digits and spaces to stdout in 64 KiB
// blocks, as fast as the system takes them. The benchmark's physical limit:
// the cost of just writing as much as a program prints.
#include <cstdio>
#include <cstdlib>
#include <cstring>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: write_bytes BYTES\n");
    return 2;
  }
  long long left = std::atoll(argv[1]);
  static char block[1 << 16];
  for (std::size_t i = 0; i < sizeof block; ++i) block[i] = i % 5 == 4 ? ' ' : static_cast<char>('0' + i % 10);
  while (left > 0) {
    const std::size_t n = left < static_cast<long long>(sizeof block) ? static_cast<std::size_t>(left) : sizeof block;
    if (std::fwrite(block, 1, n, stdout) != n) return 1;
    left -= static_cast<long long>(n);
  }
  return 0;
}
