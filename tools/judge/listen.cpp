// listen.cpp: `judge listen`, Competitive Companion's problems received (listen.hpp).
#include "judge/listen.hpp"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <string>

#include "judge_args.hpp"
#ifdef SUITE_LISTEN
#include <httplib.h>

#include "judge/companion.hpp"
#endif

namespace judge {
namespace {

namespace fs = std::filesystem;

const char kUsage[] = "[--port N] [--dir DIR]";
const char kHelp[] =
    "Receives the problems Competitive Companion (a browser extension) sends, and\n"
    "writes each as a folder of tests under DIR: 1.in, 1.ans, ... and problem.yaml\n"
    "(its time and memory limits, which `judge --tests FOLDER` takes); a contest as\n"
    "one folder a problem in a folder for the contest. One line a problem written.\n"
    "  --port N   the port on 127.0.0.1 (default: 27121, one the extension sends to\n"
    "             unless told otherwise; 0: any free one). Another port: add it to\n"
    "             the extension's \"Custom ports\" (its options page)\n"
    "  --dir DIR  where the folders go (default: the current folder)\n"
    "\n"
    "It listens on 127.0.0.1 only. A request it cannot take is answered with a 4xx\n"
    "status and a line on stderr: from another machine or a web page, not JSON, not\n"
    "the extension's fields, or a body over 16 MB. It runs until stopped (Ctrl-C).\n"
    "\n"
    "Exit status: 2 for a bad command line, a port it cannot take, or a judge built\n"
    "without cpp-httplib and nlohmann-json.\n";

}  // namespace

#ifndef SUITE_LISTEN

int listen_main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "judge listen", kUsage, kHelp);
  args.number("--port", "27121", 0, 65535);
  args.value("--dir", ".");
  args.check(0, 0);
  std::fprintf(stderr, "judge listen: this judge was built without cpp-httplib and nlohmann-json (Debian: apt-get "
                       "install libcpp-httplib-dev nlohmann-json3-dev, then build it again)\n");
  return 2;
}

#else

namespace {

bool loopback(const std::string& address) {
  return address.rfind("127.", 0) == 0 || address == "::1" || address.rfind("::ffff:127.", 0) == 0;
}

// Why a request is refused before its body is read, with its status; 0 when it is not.
int refused_first(const httplib::Request& req, std::string& why) {
  const std::string origin = req.get_header_value("Origin");
  const std::size_t scheme = origin.find("://");
  const bool extension = scheme != std::string::npos && scheme >= 10 && origin.compare(scheme - 10, 10, "-extension") == 0;
  if (!loopback(req.remote_addr)) return why = "a peer not on this machine", 403;
  if (!origin.empty() && !extension) return why = "sent by a web page (Origin " + origin + "), not the extension", 403;
  if (req.method != "POST") return 0;
  const std::string type = req.get_header_value("Content-Type");
  if (type.rfind("application/json", 0) != 0) return why = "its Content-Type is not application/json", 415;
  if (!req.has_header("Content-Length")) return why = "no Content-Length (its body's size)", 411;
  const std::string length = req.get_header_value("Content-Length");
  char* end = nullptr;
  const unsigned long long bytes = std::strtoull(length.c_str(), &end, 10);
  if (length.empty() || *end != '\0' || length[0] == '-') return why = "its Content-Length is not a number", 400;
  if (bytes > kListenBodyBytes) return why = "a body of " + length + " bytes, over 16 MB", 413;
  return 0;
}

void answer(httplib::Response& res, int status, const std::string& why) {
  res.status = status;
  res.set_content(why + "\n", "text/plain; charset=utf-8");
}

}  // namespace

int listen_main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "judge listen", kUsage, kHelp);
  const int port = static_cast<int>(args.number("--port", "27121", 0, 65535));
  const std::string dir = args.value("--dir", ".");
  args.check(0, 0);
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) args.refuse("--dir " + judge_io::escaped(dir) + ": no such folder");
  companion::Writer writer{fs::path(dir)};
  std::mutex writing;  // one problem written, and its line printed, at a time

  httplib::Server server;
  server.set_payload_max_length(kListenBodyBytes);
  server.set_pre_routing_handler([](const httplib::Request& req, httplib::Response& res) {
    std::string why;
    const int status = refused_first(req, why);
    if (status == 0) return httplib::Server::HandlerResponse::Unhandled;
    answer(res, status, why);
    res.set_header("Connection", "close");  // its body, unread, is not taken for a next request
    return httplib::Server::HandlerResponse::Handled;
  });
  server.Post("/", [&](const httplib::Request& req, httplib::Response& res) {
    companion::Sent sent;
    try {
      sent = companion::read_sent(req.body);
    } catch (const std::invalid_argument& e) {
      return answer(res, 400, e.what());
    }
    const std::lock_guard<std::mutex> lock(writing);
    try {
      const fs::path folder = writer.write(sent);
      std::printf("%s\n", judge_io::escaped(companion::written_line(sent, folder)).c_str());
      std::fflush(stdout);
      answer(res, 200, "written: " + folder.string());
    } catch (const std::exception& e) {
      answer(res, 500, std::string("cannot write it: ") + e.what());
    }
  });
  // Every refusal, the library's own too (413, 404), one line on stderr.
  const httplib::Server::HandlerWithResponse logged = [](const httplib::Request& req, httplib::Response& res) {
    std::string why = !res.body.empty()   ? res.body
                      : res.status == 404 ? "nothing here: the extension posts to /"
                      : res.status == 413 ? "a body over 16 MB"
                                          : "not a request it takes";
    while (!why.empty() && why.back() == '\n') why.pop_back();
    std::fprintf(stderr, "judge listen: %s %s from %s refused (%d): %s\n", judge_io::escaped(req.method).c_str(),
                 judge_io::escaped(req.path).c_str(), judge_io::escaped(req.remote_addr).c_str(), res.status,
                 judge_io::escaped(why).c_str());
    std::fflush(stderr);
    if (res.body.empty()) answer(res, res.status, why);
    return httplib::Server::HandlerResponse::Handled;
  };
  server.set_error_handler(logged);

  const int bound = port == 0 ? server.bind_to_any_port("127.0.0.1") : server.bind_to_port("127.0.0.1", port) ? port : -1;
  if (bound <= 0) {
    std::fprintf(stderr, "judge listen: cannot listen on 127.0.0.1:%d (is another program on it?)\n", port);
    return 2;
  }
  std::fprintf(stderr, "judge listen: listening on 127.0.0.1:%d; problems go to %s\n", bound,
               judge_io::escaped(fs::absolute(dir).lexically_normal().string()).c_str());
  std::fflush(stderr);
  if (!server.listen_after_bind()) {
    std::fprintf(stderr, "judge listen: stopped listening on 127.0.0.1:%d\n", bound);
    return 2;
  }
  return 0;
}

#endif  // SUITE_LISTEN

}  // namespace judge
