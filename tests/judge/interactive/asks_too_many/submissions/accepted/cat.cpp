// Copies its input to its output (like cat): correct, yet judging must end in JUDGE ERROR because the validator asks for too many passes.
#include <cstdio>

int main() {
    int c;
    while ((c = std::getchar()) != EOF) std::putchar(c);
    return 0;
}
