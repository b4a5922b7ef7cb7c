// A slow countdown: it tries every way down from n (about 1.6^n of them) to
// find the fewest moves, far too slow for n = 60.
#include <cstdio>

namespace {

long long tried = 0;

int fewest(int left) {
  ++tried;
  if (left <= 1) return left;
  const int one = fewest(left - 1), two = fewest(left - 2);
  return 1 + (one < two ? one : two);
}

}  // namespace

int main() {
  int n = 0;
  while (std::scanf("%d", &n) == 1 && n != 0) {
    const int moves = fewest(n);
    for (int i = 0; i < moves; ++i) std::printf(i ? " %d" : "%d", i == 0 && n % 2 ? 1 : 2);
    std::printf("\n");
  }
  return tried < 0;
}
