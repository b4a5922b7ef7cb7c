// Fuzzes rotation_game's reader and search: a clean exit, and both
// heuristics print the same for every input.
#include "fuzz_support.hpp"

#define main rotation_game_main
#include "rotation_game.cpp"
#undef main

namespace {

int run_with(const char* heuristic) {
  char name[] = "rotation_game", flag[] = "--heuristic";
  std::string h = heuristic;
  char* argv[] = {name, flag, &h[0], nullptr};
  return rotation_game_main(3, argv);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const Result exact = run_on(data, size, [] { return run_with("exact"); });
  expect_clean(exact, "rotation_game");
  const Result majority = run_on(data, size, [] { return run_with("majority"); });
  expect(exact.status == majority.status && exact.out == majority.out && exact.err == majority.err,
         "both heuristics print the same");
  return 0;
}
