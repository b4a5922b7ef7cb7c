// Fuzzes rotation_game's reader and search: a clean exit, and both
// heuristics print the same for every input.
#include "fuzz_support.hpp"

#define main rotation_game_main
#include "rotation_game.cpp"
#undef main

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const Result exact = run_main(data, size, rotation_game_main, {"rotation_game", "--heuristic", "exact"});
  expect_clean(exact, "rotation_game");
  const Result majority = run_main(data, size, rotation_game_main, {"rotation_game", "--heuristic", "majority"});
  expect(exact.status == majority.status && exact.out == majority.out && exact.err == majority.err,
         "both heuristics print the same");
  return 0;
}
