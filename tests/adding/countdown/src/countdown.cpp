// countdown: the throwaway puzzle of tests/adding (a fifth puzzle added by
// its folder alone, in a copy of the tree). A case is n; a move takes 1 or 2
// off; the answer is a line of moves a case, the fewest (n / 2, rounded up):
// a 1 first where n is odd, then 2s. Range 1 <= n <= 60; a 0 or the end
// ends the list.
#include <cstdio>
#include <string>

#include "judge_args.hpp"
#include "judge_io.hpp"

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "countdown", "< input",
                      "Prints the fewest moves (1 or 2 off) that bring each n on stdin to 0\n"
                      "(1..60; a 0 or the end ends the list), a line a case.\n");
  args.check(0, 0);
  judge_io::Reader in(stdin);
  judge_io::Writer out(stdout, "countdown");
  long long n = 0;
  for (long long number = 1; judge_io::next_case(in, out, number, "n", 1, 60, n); ++number) {
    std::string line = n % 2 ? "1" : "";
    for (long long left = n - n % 2; left > 0; left -= 2) line += line.empty() ? "2" : " 2";
    out.put(line + "\n");
  }
  out.finish();
  return 0;
}
