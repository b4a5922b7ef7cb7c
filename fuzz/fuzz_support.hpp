// What the fuzz targets share: a program's main run on a byte buffer as its
// stdin, with stdout and stderr captured, and bad input thrown back here
// instead of ending the process. Include before the program.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

struct BadInput {};
#define JUDGE_IO_FAIL throw BadInput()

struct Result {
  int status;
  std::string out, err;
};

// Runs main_fn() with `data` on stdin; status 1 when it refused the input.
template <class Main>
Result run_on(const std::uint8_t* data, std::size_t size, Main main_fn) {
  static char empty = 0;
  FILE* in = fmemopen(size ? const_cast<std::uint8_t*>(data) : reinterpret_cast<std::uint8_t*>(&empty),
                      size ? size : 1, "r");
  if (!size) std::fgetc(in);  // fmemopen wants a size of 1 or more: read past it
  char *out_buf = nullptr, *err_buf = nullptr;
  std::size_t out_len = 0, err_len = 0;
  FILE* out = open_memstream(&out_buf, &out_len);
  FILE* err = open_memstream(&err_buf, &err_len);
  FILE *saved_in = stdin, *saved_out = stdout, *saved_err = stderr;
  stdin = in, stdout = out, stderr = err;
  Result r;
  bool closed = false;  // a main that returns has closed its stdout (Writer::finish)
  try {
    r.status = main_fn();
    closed = true;
  } catch (const BadInput&) {
    r.status = 1;
  }
  stdin = saved_in, stdout = saved_out, stderr = saved_err;
  std::fclose(in);
  if (!closed) std::fclose(out);
  std::fclose(err);
  r.out.assign(out_buf, out_len);
  r.err.assign(err_buf, err_len);
  std::free(out_buf);
  std::free(err_buf);
  return r;
}

// Runs a program's main, renamed `main_fn`, with `data` on stdin and `words`
// (its name first) as its arguments.
template <class Main>
Result run_main(const std::uint8_t* data, std::size_t size, Main main_fn, std::vector<std::string> words) {
  return run_on(data, size, [&] {
    std::vector<char*> argv;
    for (std::string& w : words) argv.push_back(&w[0]);
    argv.push_back(nullptr);
    return main_fn(static_cast<int>(words.size()), argv.data());
  });
}

// What every run must show: exit status 0 with nothing on stderr, or status 1
// with one line "program: ..." there. Anything else aborts, so the fuzzer
// keeps the input.
inline void expect_clean(const Result& r, const std::string& program) {
  const bool ok = r.status == 0 ? r.err.empty()
                                : r.status == 1 && r.err.compare(0, program.size() + 2, program + ": ") == 0 &&
                                      r.err.find('\n') == r.err.size() - 1;
  if (!ok) {
    std::fprintf(stderr, "%s: status %d, stderr \"%s\"\n", program.c_str(), r.status, r.err.c_str());
    std::abort();
  }
}

inline void expect(bool what, const char* claim) {
  if (!what) {
    std::fprintf(stderr, "fuzz claim broken: %s\n", claim);
    std::abort();
  }
}
