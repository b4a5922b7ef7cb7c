// Multi-pass output validator for "twopass": pass 1 checks the sum S (from the .ans) and asks for pass 2 ("pass 2\nS n\n"); pass 2 checks S*n. Exits 42 (accepted / next pass) or 43 (wrong answer).
// Usage: validator input_file answer_file feedback_dir [args...] < submission_output
// The pass number is kept in feedback_dir/state.txt (absent in pass 1), so it does not matter
// whether the judge hands over the test's .in or nextpass.in as input_file in pass 2.
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

std::string feedback_dir;

std::string in_feedback(const char* name) {
    std::string path = feedback_dir;
    if (!path.empty() && path.back() != '/') path += '/';
    return path + name;
}

// Appends one line to judgemessage.txt (appending keeps the messages of both passes).
void judge_message(const std::string& line) {
    if (FILE* f = std::fopen(in_feedback("judgemessage.txt").c_str(), "a")) {
        std::fprintf(f, "%s\n", line.c_str());
        std::fclose(f);
    }
}

[[noreturn]] void finish(int code, const std::string& line) {
    judge_message(line);
    std::exit(code);
}

[[noreturn]] void judge_error(const std::string& line) {
    std::fprintf(stderr, "validator: %s\n", line.c_str());
    std::exit(2);  // neither 42 nor 43: a judge error
}

// Strict integer: -?[0-9]+ that fits in a long long.
bool parse_int(const std::string& s, long long& value) {
    std::size_t i = (!s.empty() && s[0] == '-') ? 1 : 0;
    if (i == s.size() || s.size() > 19) return false;
    for (std::size_t j = i; j < s.size(); ++j)
        if (!std::isdigit(static_cast<unsigned char>(s[j]))) return false;
    errno = 0;
    value = std::strtoll(s.c_str(), nullptr, 10);
    return errno == 0;
}

// The submission's output must be exactly one integer (surrounding whitespace allowed).
long long read_answer(int pass) {
    std::string text;
    char buf[4096];
    std::size_t got;
    while ((got = std::fread(buf, 1, sizeof buf, stdin)) > 0) {
        text.append(buf, got);
        if (text.size() > 4096) finish(43, "pass " + std::to_string(pass) + ": output too long");
    }
    std::vector<std::string> tokens;
    std::string cur;
    for (char c : text + " ") {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!cur.empty()) tokens.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    long long value = 0;
    if (tokens.size() != 1 || !parse_int(tokens[0], value))
        finish(43, "pass " + std::to_string(pass) + ": expected exactly one integer, got " +
                       std::to_string(tokens.size()) + " token(s)");
    return value;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) judge_error("usage: validator input_file answer_file feedback_dir [args...]");
    feedback_dir = argv[3];

    long long sum = 0, n = 0;
    if (FILE* state = std::fopen(in_feedback("state.txt").c_str(), "r")) {
        // Pass 2: the expected answer is sum * n.
        int ok = std::fscanf(state, "%lld %lld", &sum, &n);
        std::fclose(state);
        if (ok != 2) judge_error("state.txt is unreadable");
        long long got = read_answer(2);
        if (got != sum * n)
            finish(43, "pass 2: expected " + std::to_string(sum * n) + ", got " + std::to_string(got));
        finish(42, "pass 2: correct product " + std::to_string(got));  // no nextpass.in: done
    }

    // Pass 1: the expected sum is in the .ans, n is on the second line of the .in.
    FILE* ans = std::fopen(argv[2], "r");
    if (!ans || std::fscanf(ans, "%lld", &sum) != 1) judge_error("cannot read the sum from the answer file");
    std::fclose(ans);
    FILE* in = std::fopen(argv[1], "r");
    int pass_no = 0;
    if (!in || std::fscanf(in, " pass %d %lld", &pass_no, &n) != 2 || pass_no != 1)
        judge_error("input file does not start with 'pass 1' and n");
    std::fclose(in);

    long long got = read_answer(1);
    if (got != sum) finish(43, "pass 1: expected sum " + std::to_string(sum) + ", got " + std::to_string(got));

    FILE* state = std::fopen(in_feedback("state.txt").c_str(), "w");
    FILE* next = std::fopen(in_feedback("nextpass.in").c_str(), "w");
    if (!state || !next) judge_error("cannot write to the feedback directory");
    std::fprintf(state, "%lld %lld\n", sum, n);
    std::fprintf(next, "pass 2\n%lld %lld\n", sum, n);
    if (std::fclose(state) != 0 || std::fclose(next) != 0) judge_error("cannot write to the feedback directory");
    finish(42, "pass 1: correct sum " + std::to_string(sum) + ", asking for pass 2");
}
