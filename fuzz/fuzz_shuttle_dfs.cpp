// Fuzzes shuttle_dfs's reader and search: every input gives exactly what
// shuttle_formula gives (the same answers, the same refusal), and a clean exit.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "fuzz_support.hpp"
#include "judge_args.hpp"
#include "judge_io.hpp"

// The two programs share names: each gets a namespace (their includes, all
// made above, add nothing inside it).
namespace dfs {
#define main shuttle_dfs_main
#include "shuttle_dfs.cpp"
#undef main
}  // namespace dfs
namespace formula {
#define main shuttle_formula_main
#include "shuttle_formula.cpp"
#undef main
}  // namespace formula

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const Result dfs = run_main(data, size, dfs::shuttle_dfs_main, {"shuttle_dfs"});
  const Result formula = run_main(data, size, formula::shuttle_formula_main, {"shuttle_formula"});
  expect_clean(dfs, "shuttle_dfs");
  expect_clean(formula, "shuttle_formula");
  expect(dfs.status == formula.status && dfs.out == formula.out, "shuttle_dfs prints what shuttle_formula prints");
  expect(dfs.err.substr(dfs.err.find(':') + 1) == formula.err.substr(formula.err.find(':') + 1),
         "both refuse bad input with the same message");
  return 0;
}
