// judge listen: payloads posted as Competitive Companion posts them, to
// 127.0.0.1 only, become folders of tests, written byte for byte (the
// format's own example, a contest, an interactive problem, file input and
// output); bad requests (not JSON, wrong fields, a web page's, a body over
// the bound) are refused with a 4xx and a line on stderr, and the listener
// goes on; a folder it wrote is judged by its own limits, with no flag.
#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "support/program_runs.hpp"
#include "support/sandbox_probe.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

namespace {

namespace fs = std::filesystem;

// Competitive Companion's README, "The format": its example (Codeforces 954G).
const std::string kExample = R"json({
    "name": "G. Castle Defense",
    "group": "Codeforces - Educational Codeforces Round 40 (Rated for Div. 2)",
    "url": "https://codeforces.com/problemset/problem/954/G",
    "interactive": false,
    "memoryLimit": 256,
    "timeLimit": 1500,
    "tests": [
        {"input": "5 0 6\n5 4 3 4 9\n", "output": "5\n"},
        {"input": "4 2 0\n1 2 3 4\n", "output": "6\n"},
        {"input": "5 1 1\n2 1 2 1 2\n", "output": "3\n"}
    ],
    "testType": "single",
    "input": {"type": "stdin"},
    "output": {"type": "stdout"},
    "languages": {"java": {"mainClass": "Main", "taskClass": "GCastleDefense"}},
    "batch": {"id": "123e67c8-03c6-44a4-a3f9-5918533f9fb2", "size": 1}
})json";

// A payload of that shape: its name, group, limits, tests and the rest as given (JSON text).
std::string payload(const std::string& name, const std::string& tests, const std::string& rest = "",
                    const std::string& limits = R"("memoryLimit": 64, "timeLimit": 1500)") {
  return R"({"name": ")" + name + R"(", "group": "Codeforces - Round 1", "url": "https://codeforces.com/contest/1/problem/A", )" +
         limits + R"(, "testType": "single", "tests": )" + tests + (rest.empty() ? "" : ", " + rest) + "}";
}

const std::string kSumTests = R"([{"input": "1 2\n", "output": "3\n"}, {"input": "5 7\n", "output": "12\n"}])";

struct Reply {
  int status = 0;  // 0: none came (the connection ended first)
  std::string text;
  std::size_t sent = 0;  // the body's bytes sent
};

// One HTTP request to 127.0.0.1:`port`: `head` lines (each ending "\r\n")
// then `body_bytes` of `body` repeated, sent until the peer stops taking them.
Reply request(int port, const std::string& head, const std::string& body, std::size_t body_bytes) {
  Reply reply;
  const int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in to{};
  to.sin_family = AF_INET;
  to.sin_port = htons(static_cast<uint16_t>(port));
  to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  timeval bound{60, 0};  // a listener that neither reads nor answers fails the test, never hangs it
  setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &bound, sizeof bound);
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &bound, sizeof bound);
  if (connect(fd, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0) {
    close(fd);
    return reply;
  }
  bool open = send(fd, head.data(), head.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(head.size());
  while (open && reply.sent < body_bytes) {
    const std::size_t from = reply.sent % body.size(), n = std::min(body.size() - from, body_bytes - reply.sent);
    const ssize_t put = send(fd, body.data() + from, n, MSG_NOSIGNAL);
    open = put > 0;
    if (put > 0) reply.sent += static_cast<std::size_t>(put);
  }
  char buffer[4096];
  for (ssize_t n; (n = recv(fd, buffer, sizeof buffer, 0)) > 0;) reply.text.append(buffer, static_cast<std::size_t>(n));
  close(fd);
  if (reply.text.rfind("HTTP/1.1 ", 0) == 0) reply.status = std::stoi(reply.text.substr(9, 3));
  return reply;
}

Reply post(int port, const std::string& body, const std::string& type = "application/json",
           const std::string& more_headers = "") {
  const std::string head = "POST / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: " + type +
                           "\r\nContent-Length: " + std::to_string(body.size()) + "\r\n" + more_headers + "\r\n";
  return request(port, head, body.empty() ? " " : body, body.size());
}

// `judge listen --port 0 --dir DIR` under `timeout`, its stdout and stderr
// in files; ended by SIGTERM at the end of the test.
class Listener {
 public:
  explicit Listener(const std::string& dir) : out_(temp_path("-listen.out")), err_(temp_path("-listen.err")) {
    pid_ = fork();
    if (pid_ == 0) {
      const int o = open(out_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644), e = open(err_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      dup2(o, 1), dup2(e, 2);
      execlp("timeout", "timeout", "300", SUITE_JUDGE, "listen", "--port", "0", "--dir", dir.c_str(), nullptr);
      _exit(127);
    }
    // Its port, once it says it listens (or it ended: a judge built without it).
    for (int waited = 0; waited < 6000 && port_ == 0; ++waited) {
      const std::string said = fs::exists(err_) ? read_file(err_) : "";
      const std::size_t at = said.find("listening on 127.0.0.1:");
      if (at != std::string::npos) port_ = std::stoi(said.substr(at + 23));
      int status = 0;
      if (port_ == 0 && waitpid(pid_, &status, WNOHANG) == pid_) {
        pid_ = -1;
        break;
      }
      if (port_ == 0) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  }
  ~Listener() {
    if (pid_ > 0) {
      kill(pid_, SIGTERM);
      waitpid(pid_, nullptr, 0);
    }
  }
  int port() const { return port_; }
  std::string out() const { return read_file(out_); }
  std::string err() const { return read_file(err_); }

 private:
  std::string out_, err_;
  pid_t pid_ = -1;
  int port_ = 0;
};

// A listener on a new folder of the test's, or the reason the test is skipped.
#define START_LISTENER(name, dir)                                                                                 \
  const std::string dir = temp_path("-problems");                                                                 \
  fs::create_directory(dir);                                                                                      \
  Listener name(dir);                                                                                             \
  if (name.port() == 0 && name.err().find("built without cpp-httplib") != std::string::npos)                    \
    GTEST_SKIP() << "skipped: the judge is built without cpp-httplib and nlohmann-json (Debian: apt-get install " \
                    "libcpp-httplib-dev nlohmann-json3-dev)";                                                     \
  ASSERT_NE(name.port(), 0) << name.err()

TEST(Listen, TheFormatsOwnExampleIsWrittenByteForByte) {
  START_LISTENER(listener, dir);
  EXPECT_EQ(post(listener.port(), kExample).status, 200) << listener.err();
  EXPECT_EQ(post(listener.port(), kExample).status, 200);  // sent again: a folder of its own, never over the first
  const std::string g = "G. Castle Defense/", again = "G. Castle Defense (2)/";
  EXPECT_EQ(files_below(dir), (std::set<std::string>{g + "1.in", g + "1.ans", g + "2.in", g + "2.ans", g + "3.in",
                                                     g + "3.ans", g + "problem.yaml", again + "1.in", again + "1.ans",
                                                     again + "2.in", again + "2.ans", again + "3.in", again + "3.ans",
                                                     again + "problem.yaml"}));
  EXPECT_EQ(read_file(dir + "/" + g + "1.in"), "5 0 6\n5 4 3 4 9\n");
  EXPECT_EQ(read_file(dir + "/" + g + "1.ans"), "5\n");
  EXPECT_EQ(read_file(dir + "/" + g + "2.in"), "4 2 0\n1 2 3 4\n");
  EXPECT_EQ(read_file(dir + "/" + g + "3.ans"), "3\n");
  EXPECT_EQ(read_file(dir + "/" + g + "problem.yaml"),
            "problem_format_version: \"2025-09\"\n"
            "name: \"G. Castle Defense\"\n"
            "source:\n"
            "  name: \"Codeforces - Educational Codeforces Round 40 (Rated for Div. 2)\"\n"
            "  url: \"https://codeforces.com/problemset/problem/954/G\"\n"
            "limits:\n"
            "  time_limit: 1.5\n"
            "  memory: 256\n");
  EXPECT_EQ(listener.out(),
            "G. Castle Defense/: 3 tests, 1.5 s, 256 MB; judge --tests 'G. Castle Defense' -- COMMAND\n"
            "G. Castle Defense (2)/: 3 tests, 1.5 s, 256 MB; judge --tests 'G. Castle Defense (2)' -- COMMAND\n");
}

TEST(Listen, AContestIsAFolderOfItsProblemsAndNamesAreMadeSafe) {
  START_LISTENER(listener, dir);
  const std::string batch = R"("batch": {"id": "b1", "size": 2})";
  EXPECT_EQ(post(listener.port(), payload("A. 两数之和", kSumTests, batch)).status, 200) << listener.err();
  EXPECT_EQ(post(listener.port(), payload("../../B: a\\u001b[2Jb/c ..", kSumTests, batch)).status, 200);
  EXPECT_EQ(post(listener.port(), payload(".", kSumTests)).status, 200);  // alone: in DIR itself
  const std::string contest = "Codeforces - Round 1/";
  EXPECT_EQ(files_below(dir), (std::set<std::string>{contest + "A. 两数之和/1.in", contest + "A. 两数之和/1.ans",
                                                     contest + "A. 两数之和/2.in", contest + "A. 两数之和/2.ans",
                                                     contest + "A. 两数之和/problem.yaml", contest + "B a [2Jb c/1.in",
                                                     contest + "B a [2Jb c/1.ans", contest + "B a [2Jb c/2.in",
                                                     contest + "B a [2Jb c/2.ans", contest + "B a [2Jb c/problem.yaml",
                                                     "problem/1.in", "problem/1.ans", "problem/2.in", "problem/2.ans",
                                                     "problem/problem.yaml"}));
  EXPECT_EQ(read_file(dir + "/" + contest + "B a [2Jb c/2.ans"), "12\n");
  EXPECT_NE(read_file(dir + "/" + contest + "B a [2Jb c/problem.yaml").find("name: \"../../B: a\\e[2Jb/c ..\"\n"),
            std::string::npos);
  EXPECT_NE(listener.out().find("Codeforces - Round 1/A. 两数之和/: 2 tests, 1.5 s, 64 MB; judge --tests "
                                "'Codeforces - Round 1/A. 两数之和' -- COMMAND\n"),
            std::string::npos);
}

TEST(Listen, AnInteractiveProblemIsWrittenAndNeedsItsInteractor) {
  START_LISTENER(listener, dir);
  EXPECT_EQ(post(listener.port(), payload("Guess", kSumTests, R"("interactive": true)")).status, 200);
  EXPECT_EQ(listener.out(), "Guess/: 2 tests, 1.5 s, 64 MB; interactive: give its interactor, judge --tests Guess "
                            "--interactor FILE -- COMMAND\n");
  EXPECT_NE(read_file(dir + "/Guess/problem.yaml").find("\ntype: \"interactive\"\n"), std::string::npos);
  const ProgramRun run = run_program_on(SUITE_JUDGE, {"--tests", dir + "/Guess", "--no-sandbox", "--", "/bin/cat"}, "");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "judge: Guess: its problem.yaml says it is interactive: give its interactor (--interactor FILE)\n");
}

TEST(Listen, FileInputAndOutputAreSaid) {
  START_LISTENER(listener, dir);
  const std::string files = R"("input": {"type": "file", "fileName": "input.txt"}, "output": {"type": "file", "fileName": "output.txt"})";
  EXPECT_EQ(post(listener.port(), payload("Files", kSumTests, files)).status, 200);
  EXPECT_EQ(listener.out(), "Files/: 2 tests, 1.5 s, 64 MB; judge --tests Files -- COMMAND; it reads input.txt and writes "
                            "output.txt, where the judge gives a folder's tests on standard input and reads standard output\n");
  EXPECT_EQ(read_file(dir + "/Files/1.in"), "1 2\n");
}

TEST(Listen, BadRequestsAreAnsweredAndLoggedAndTheListenerGoesOn) {
  START_LISTENER(listener, dir);
  const int port = listener.port();
  const struct {
    std::string body, type, headers;
    int status;
    std::string logged;
  } kBad[] = {
      {"{\"name\": \"x\", ", "application/json", "", 400, "(400): not JSON: "},
      {"[1, 2]", "application/json", "", 400, "(400): not a JSON object"},
      {payload("x", kSumTests, "", R"("memoryLimit": 64, "timeLimit": "1 second")"), "application/json", "", 400,
       "(400): timeLimit is not a number"},
      {payload("x", R"([{"input": "1\n"}])"), "application/json", "", 400, "(400): tests[0].output is missing"},
      {payload("x", kSumTests, R"("input": {"type": "pipe"})"), "application/json", "", 400,
       "(400): input.type is \"pipe\", not stdin, file or regex"},
      {payload("x", kSumTests, "", R"("memoryLimit": 64, "timeLimit": 0)"), "application/json", "", 400,
       "(400): timeLimit is 0, not from 10 to 3600000"},
      {"{\"name\": \"\xff\"}", "application/json", "", 400, "(400): not JSON: "},
      {kExample, "text/plain", "", 415, "(415): its Content-Type is not application/json"},
      {kExample, "application/json", "Origin: https://example.com\r\n", 403,
       "(403): sent by a web page (Origin https://example.com), not the extension"},
  };
  for (const auto& bad : kBad) {
    const Reply reply = post(port, bad.body, bad.type, bad.headers);
    EXPECT_EQ(reply.status, bad.status) << bad.body;
    EXPECT_NE(listener.err().find(bad.logged), std::string::npos) << bad.logged << "\n" << listener.err();
  }
  EXPECT_EQ(request(port, "GET /x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", " ", 0).status, 404);
  EXPECT_EQ(request(port, "garbage\r\n\r\n", " ", 0).status, 400);
  EXPECT_TRUE(files_below(dir).empty());
  EXPECT_EQ(listener.out(), "");
  // The browser extension's own Origin is taken, and the listener still answers.
  EXPECT_EQ(post(port, kExample, "application/json", "Origin: moz-extension://0f1e2d3c\r\n").status, 200) << listener.err();
  EXPECT_EQ(read_file(dir + "/G. Castle Defense/1.ans"), "5\n");
}

TEST(Listen, ABodyOverTheBoundIsRefusedBeforeItIsRead) {
  START_LISTENER(listener, dir);
  const std::size_t bytes = 20u << 20;
  const std::string head = "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: " +
                           std::to_string(bytes) + "\r\n\r\n";
  const Reply reply = request(listener.port(), head, std::string(1 << 16, ' '), bytes);
  // Refused by its Content-Length: either the answer came, or the listener
  // closed the connection with most of the body unsent (never read).
  EXPECT_TRUE(reply.status == 413 || (reply.status == 0 && reply.sent < bytes)) << reply.status << " " << reply.sent;
  EXPECT_NE(listener.err().find("(413): a body of 20971520 bytes, over 16 MB"), std::string::npos) << listener.err();
  EXPECT_EQ(post(listener.port(), kExample).status, 200) << listener.err();
}

TEST(Listen, AWrittenFolderIsJudgedByItsOwnLimits) {
  if (!judge_sandboxes()) GTEST_SKIP() << "skipped: bubblewrap cannot sandbox here; " << SUITE_BWRAP_NEEDED_FOR;
  START_LISTENER(listener, dir);
  EXPECT_EQ(post(listener.port(), payload("A + B", kSumTests, "", R"("memoryLimit": 512, "timeLimit": 1500)")).status, 200);
  const std::string sum = temp_file("-sum.sh", "#!/bin/sh\nread a b\necho $((a + b))\n");
  fs::permissions(sum, fs::perms::owner_all);
  std::vector<std::string> args = {"--tests", dir + "/A + B", "--", sum};
#ifdef SUITE_SANITIZED  // the sanitizers' own memory needs more than a payload gives
  args.insert(args.begin() + 2, {"--memory-limit", "2048"});
  const std::string memory = "2048.0 MB (--memory-limit";
#else
  const std::string memory = "512.0 MB (problem.yaml's limits.memory";
#endif
  const ProgramRun run = run_program_on(SUITE_JUDGE, args, "");
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("limits 1.50 s (problem.yaml's limits.time_limit), " + memory), std::string::npos) << run.out;
  // A flag wins over the folder's own.
  args.insert(args.begin() + 2, {"--time-limit", "3"});
  const ProgramRun flagged = run_program_on(SUITE_JUDGE, args, "");
  EXPECT_NE(flagged.out.find("limits 3.00 s (--time-limit), " + memory), std::string::npos) << flagged.out;
  // DOMjudge's .timelimit, beside problem.yaml, is taken first.
  write_text(dir + "/A + B/.timelimit", "2.5\n");
  args.erase(args.begin() + 2, args.begin() + 4);
  const ProgramRun timed = run_program_on(SUITE_JUDGE, args, "");
  EXPECT_NE(timed.out.find("limits 2.50 s (.timelimit (DOMjudge's file)), " + memory), std::string::npos) << timed.out;
}

}  // namespace
