// Hostile: closes stdin and stdout with close(0), close(1), then computes forever: it has ended as far as the validator can tell, so its own TIME LIMIT EXCEEDED stands (problemtools, which waits for the process to end, says WRONG ANSWER).
#include <unistd.h>

int main() {
    close(0);
    close(1);
    volatile unsigned long spin = 0;
    for (;;) ++spin;
}
