// Prints "hello", flushes and exits 0: a correct answer, yet judging must end in JUDGE ERROR (the validator exits 0).
#include <cstdio>

int main() {
    std::printf("hello\n");
    std::fflush(stdout);
    return 0;
}
