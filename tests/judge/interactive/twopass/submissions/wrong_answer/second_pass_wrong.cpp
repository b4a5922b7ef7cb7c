// Right in pass 1 (the sum), wrong in pass 2 (prints sum * n + 1): should be WRONG ANSWER.
#include <cstdio>

int main() {
    int pass = 0;
    long long n = 0, sum = 0, x = 0;
    if (std::scanf(" pass %d", &pass) != 1) return 1;
    if (pass == 1) {
        if (std::scanf("%lld", &n) != 1) return 1;
        for (long long i = 0; i < n && std::scanf("%lld", &x) == 1; ++i) sum += x;
        std::printf("%lld\n", sum);
    } else {
        if (std::scanf("%lld %lld", &sum, &n) != 2) return 1;
        std::printf("%lld\n", sum * n + 1);  // off by one on purpose
    }
    return 0;
}
