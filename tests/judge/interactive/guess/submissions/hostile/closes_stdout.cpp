// Hostile: closes its stdout only, with close(1), keeps its stdin open and computes forever: it has ended as far as the validator can tell (its output has ended), so its own TLE stands, as when the judge stops a solution at its time limit and the kernel closes its stdout before its stdin.
#include <unistd.h>

int main() {
    close(1);
    volatile unsigned long spin = 0;
    for (;;) ++spin;
}
