// Guesses 1, 2, 3, ... so it runs out of its 10 guesses when the secret is above 10: should be WRONG ANSWER.
#include <cstdio>
#include <cstring>

int main() {
    char reply[32];
    for (int guess = 1; guess <= 1000; ++guess) {
        std::printf("%d\n", guess);
        std::fflush(stdout);
        if (std::scanf("%31s", reply) != 1 || std::strcmp(reply, "correct") == 0) return 0;
    }
    return 0;
}
