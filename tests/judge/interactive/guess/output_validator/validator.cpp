// Interactive output validator for "guess": answers each guess with lower/higher/correct; exits 42 if the secret is found in at most 10 guesses, 43 otherwise.
// Usage: validator input_file answer_file feedback_dir [args...]   (stdin: the submission's output, stdout: the submission's input)
#include <cctype>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

const int kMaxGuesses = 10;
std::string feedback_dir;

// Appends one line to feedback_dir/judgemessage.txt (adds the '/' if the directory lacks it).
void judge_message(const std::string& line) {
    std::string path = feedback_dir;
    if (!path.empty() && path.back() != '/') path += '/';
    path += "judgemessage.txt";
    if (FILE* f = std::fopen(path.c_str(), "a")) {
        std::fprintf(f, "%s\n", line.c_str());
        std::fclose(f);
    }
}

[[noreturn]] void finish(int code, const std::string& line) {
    judge_message(line);
    std::exit(code);
}

// Reads one whitespace-separated token (at most 15 characters) from the submission.
// Returns 0 on success, 1 at end of file, 2 if the token is too long.
int read_token(std::string& token) {
    token.clear();
    int c;
    do c = std::getchar(); while (c != EOF && std::isspace(c));
    if (c == EOF) return 1;
    while (c != EOF && !std::isspace(c)) {
        if (token.size() >= 15) return 2;
        token += static_cast<char>(c);
        c = std::getchar();
    }
    return 0;
}

// Parses "-?[0-9]+" (at most 15 characters, so it fits); false for anything else.
bool parse_int(const std::string& token, long long& value) {
    std::size_t i = (!token.empty() && token[0] == '-') ? 1 : 0;
    if (i == token.size()) return false;
    long long v = 0;
    for (std::size_t j = i; j < token.size(); ++j) {
        if (!std::isdigit(static_cast<unsigned char>(token[j]))) return false;
        v = v * 10 + (token[j] - '0');
    }
    value = i ? -v : v;
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input_file answer_file feedback_dir [args...]\n", argv[0]);
        return 2;  // not 42/43: a judge error
    }
    std::signal(SIGPIPE, SIG_IGN);  // a submission that closed its stdin must not kill us
    feedback_dir = argv[3];

    long long secret = 0;
    FILE* in = std::fopen(argv[1], "r");
    if (!in || std::fscanf(in, "%lld", &secret) != 1 || secret < 1 || secret > 1000) {
        std::fprintf(stderr, "validator: cannot read a secret 1..1000 from %s\n", argv[1]);
        return 2;  // broken test data: a judge error
    }
    std::fclose(in);

    for (int guesses = 1;; ++guesses) {
        std::string token;
        int r = read_token(token);
        if (r == 1)
            finish(43, "end of output after " + std::to_string(guesses - 1) + " guesses, number not found");
        if (r == 2) finish(43, "guess " + std::to_string(guesses) + " is a token longer than 15 characters");
        if (guesses > kMaxGuesses) finish(43, "more than 10 guesses (11th guess: " + token + ")");
        long long guess = 0;
        if (!parse_int(token, guess)) finish(43, "guess " + std::to_string(guesses) + " is not an integer: " + token);
        if (guess < 1 || guess > 1000) finish(43, "guess " + std::to_string(guesses) + " out of range 1..1000: " + token);

        const char* reply = guess == secret ? "correct" : (secret < guess ? "lower" : "higher");
        std::printf("%s\n", reply);
        bool written = std::fflush(stdout) == 0;
        if (guess == secret)  // found: accept even if the submission no longer reads
            finish(42, "found " + std::to_string(secret) + " in " + std::to_string(guesses) + " guesses");
        if (!written) finish(43, "cannot write to the submission (it closed its input)");
    }
}
