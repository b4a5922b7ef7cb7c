// Hostile: closes stdin and stdout with close(0), close(1), then computes forever: should be WRONG ANSWER (the validator sees EOF and says WA first; the process only ends when killed for time).
#include <unistd.h>

int main() {
    close(0);
    close(1);
    volatile unsigned long spin = 0;
    for (;;) ++spin;
}
