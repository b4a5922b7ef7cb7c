// Right in pass 1 (the sum), calls abort() in pass 2 without output: should be RUN TIME ERROR.
#include <cstdio>
#include <cstdlib>

int main() {
    int pass = 0;
    long long n = 0, sum = 0, x = 0;
    if (std::scanf(" pass %d", &pass) != 1) return 1;
    if (pass != 1) std::abort();  // crash in pass 2
    if (std::scanf("%lld", &n) != 1) return 1;
    for (long long i = 0; i < n && std::scanf("%lld", &x) == 1; ++i) sum += x;
    std::printf("%lld\n", sum);
    return 0;
}
