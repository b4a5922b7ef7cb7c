// Correct binary search, but after "correct" it loops forever: should be TIME LIMIT EXCEEDED.
#include <cstdio>
#include <cstring>

int main() {
    int lo = 1, hi = 1000;
    char reply[32];
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        std::printf("%d\n", mid);
        std::fflush(stdout);
        if (std::scanf("%31s", reply) != 1) return 0;
        if (std::strcmp(reply, "correct") == 0) break;
        if (std::strcmp(reply, "lower") == 0) hi = mid - 1;
        else lo = mid + 1;
    }
    volatile unsigned long spin = 0;
    for (;;) ++spin;
}
