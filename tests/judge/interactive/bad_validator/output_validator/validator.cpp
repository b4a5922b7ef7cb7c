// Deliberately broken interactive validator: reads one line from the submission, then exits 0 (neither 42 nor 43) -> JUDGE ERROR.
// Usage: validator input_file answer_file feedback_dir [args...]
#include <cstdio>

int main() {
    int c;
    while ((c = std::getchar()) != EOF && c != '\n') {}  // one line (or up to EOF)
    return 0;  // wrong on purpose: a validator must exit 42 or 43
}
