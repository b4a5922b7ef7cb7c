// testlib-style interactor for the guessing game (written without testlib.h): exits 0 ok, 1 wrong answer, 2 presentation error, 3 fail.
// Usage: interactor input_file output_file answer_file   (stdin: the solution's output, stdout: the solution's input)
// input_file holds the secret (1..1000); answer_file holds the same number (checked, else "fail");
// one result line goes to output_file, messages to stderr.
#include <cctype>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

enum Result { kOk = 0, kWrongAnswer = 1, kPresentationError = 2, kFail = 3 };
const char* const kNames[] = {"ok", "wrong answer", "presentation error", "fail"};
const char* output_path = nullptr;

[[noreturn]] void quit(Result result, const std::string& message) {
    std::fprintf(stderr, "%s %s\n", kNames[result], message.c_str());
    if (output_path) {
        if (FILE* f = std::fopen(output_path, "w")) {
            std::fprintf(f, "%s %s\n", kNames[result], message.c_str());
            std::fclose(f);
        } else if (result != kFail) {
            std::fprintf(stderr, "fail cannot write %s\n", output_path);
            std::exit(kFail);
        }
    }
    std::exit(result);
}

// Reads a number 1..1000 from a test file; anything else is a broken test ("fail").
long read_secret(const char* path) {
    long value = 0;
    FILE* f = std::fopen(path, "r");
    if (!f || std::fscanf(f, "%ld", &value) != 1 || value < 1 || value > 1000)
        quit(kFail, std::string("no number 1..1000 in ") + path);
    std::fclose(f);
    return value;
}

// One whitespace-separated token, at most 15 characters. 0 ok, 1 end of file, 2 too long.
int read_token(std::string& token) {
    token.clear();
    int c;
    do c = std::getchar(); while (c != EOF && std::isspace(c));
    if (c == EOF) return 1;
    for (; c != EOF && !std::isspace(c); c = std::getchar()) {
        if (token.size() >= 15) return 2;
        token += static_cast<char>(c);
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input_file output_file answer_file\n", argv[0]);
        return kFail;
    }
    std::signal(SIGPIPE, SIG_IGN);  // a solution that closed its stdin must not kill us
    output_path = argv[2];
    long secret = read_secret(argv[1]);
    if (read_secret(argv[3]) != secret) quit(kFail, "input and answer files disagree");

    for (int guesses = 1;; ++guesses) {
        std::string token;
        int r = read_token(token);
        // testlib treats an unexpected end of the solution's output as a presentation error.
        if (r == 1) quit(kPresentationError, "unexpected end of file after " + std::to_string(guesses - 1) + " guesses");
        if (r == 2) quit(kPresentationError, "token too long");
        char* end = nullptr;
        long guess = std::strtol(token.c_str(), &end, 10);
        if (*end != '\0' || !(std::isdigit(static_cast<unsigned char>(token[0])) || token[0] == '-'))
            quit(kPresentationError, "expected an integer, got " + token);
        if (guesses > 10) quit(kWrongAnswer, "more than 10 guesses");
        if (guess < 1 || guess > 1000) quit(kWrongAnswer, "guess out of range: " + token);

        bool found = guess == secret;
        std::printf("%s\n", found ? "correct" : (secret < guess ? "lower" : "higher"));
        bool written = std::fflush(stdout) == 0;
        if (found) quit(kOk, "found " + std::to_string(secret) + " in " + std::to_string(guesses) + " guesses");
        if (!written) quit(kWrongAnswer, "cannot write to the solution (it closed its input)");
    }
}
