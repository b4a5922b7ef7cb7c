// Binary search over 1..1000, flushing after every guess (at most 10 guesses): should be ACCEPTED.
#include <cstdio>
#include <cstring>

int main() {
    int lo = 1, hi = 1000;
    char reply[32];
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        std::printf("%d\n", mid);
        std::fflush(stdout);
        if (std::scanf("%31s", reply) != 1 || std::strcmp(reply, "correct") == 0) return 0;
        if (std::strcmp(reply, "lower") == 0) hi = mid - 1;
        else lo = mid + 1;
    }
    return 0;
}
