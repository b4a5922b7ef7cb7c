// Deliberately broken multi-pass validator: ALWAYS writes nextpass.in and exits 42, so pass 2 asks for a 3rd pass beyond validation_passes: 2 -> JUDGE ERROR.
// Usage: validator input_file answer_file feedback_dir [args...] < submission_output
#include <cstdio>
#include <string>

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input_file answer_file feedback_dir [args...]\n", argv[0]);
        return 2;
    }
    std::string dir = argv[3];
    if (!dir.empty() && dir.back() != '/') dir += '/';

    char buf[4096];
    while (std::fread(buf, 1, sizeof buf, stdin) > 0) {}  // drain the submission's output

    int pass = 1;  // count passes in feedback_dir/passes.txt (the feedback dir persists)
    if (FILE* f = std::fopen((dir + "passes.txt").c_str(), "r")) {
        if (std::fscanf(f, "%d", &pass) == 1) ++pass;
        std::fclose(f);
    }
    if (FILE* f = std::fopen((dir + "passes.txt").c_str(), "w")) {
        std::fprintf(f, "%d\n", pass);
        std::fclose(f);
    }
    if (FILE* f = std::fopen((dir + "judgemessage.txt").c_str(), "a")) {
        std::fprintf(f, "pass %d done, asking for pass %d\n", pass, pass + 1);
        std::fclose(f);
    }
    FILE* next = std::fopen((dir + "nextpass.in").c_str(), "w");
    if (!next) return 2;
    std::fprintf(next, "again\n");
    std::fclose(next);
    return 42;
}
