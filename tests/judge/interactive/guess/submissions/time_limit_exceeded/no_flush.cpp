// Binary search that never flushes (large full buffer): the guess never reaches the validator, both sides wait: should be TIME LIMIT EXCEEDED.
#include <cstdio>
#include <cstring>

static char buffer[1 << 16];

int main() {
    std::setvbuf(stdout, buffer, _IOFBF, sizeof buffer);  // fully buffered, never flushed below
    int lo = 1, hi = 1000;
    char reply[32];
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        std::printf("%d\n", mid);  // no fflush: stays in the buffer
        if (std::scanf("%31s", reply) != 1 || std::strcmp(reply, "correct") == 0) return 0;
        if (std::strcmp(reply, "lower") == 0) hi = mid - 1;
        else lo = mid + 1;
    }
    return 0;
}
