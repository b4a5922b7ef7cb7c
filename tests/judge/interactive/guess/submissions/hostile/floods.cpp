// Hostile: writes "1\n" forever as fast as it can and never reads: WA after the 11th guess (secret 1: accepted, then killed by SIGPIPE or the limit).
#include <unistd.h>

int main() {
    static char block[1 << 14];
    for (unsigned i = 0; i < sizeof block; i += 2) block[i] = '1', block[i + 1] = '\n';
    for (;;)
        if (write(1, block, sizeof block) < 0) {}  // ignore errors, keep flooding
}
