// Prints the invalid guess 0, flushes, then loops forever: should be WRONG ANSWER (the validator's WA comes first and stands over the TLE).
#include <cstdio>

int main() {
    std::printf("0\n");
    std::fflush(stdout);
    volatile unsigned long spin = 0;
    for (;;) ++spin;
}
