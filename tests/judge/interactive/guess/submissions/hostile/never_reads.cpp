// Hostile: prints one guess (500), flushes, then sleeps forever without reading: both sides wait (TLE by wall clock; AC-then-killed when the secret is 500).
#include <cstdio>
#include <unistd.h>

int main() {
    std::printf("500\n");
    std::fflush(stdout);
    for (;;) pause();
}
