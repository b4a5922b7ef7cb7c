// bench: times the suite's programs, as a judge runs them (a process, input
// from a file, output to a file), and prints the tables of
// docs/performance.md. Times are medians of several runs; ratios compare
// figures of one run of this benchmark. Work counts (nodes, states) come from
// the programs' --stats and do not vary between runs.
//   bench [--runs R] [--quick]    (--quick: fewer boards, for a smoke test)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "rules/rotation_random.hpp"
#include "rules/rotation_rules.hpp"
#include "figures.hpp"
#include "judge_args.hpp"
#include "judge_io.hpp"
// The table is timed in this process, from rotation_game's own code.
#include "rotation_solver.hpp"
#include "timed_runs.hpp"

namespace {

using namespace bench;

std::string boards_text(const std::vector<std::vector<int> >& boards) {
  std::string s;
  for (const std::vector<int>& b : boards) s += rotation_rules::board_line(b);
  return s + "0\n";
}

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "bench", "[--runs R] [--quick]",
                      "Times the suite's programs and prints the tables of docs/performance.md.\n"
                      "  --runs R  runs of each figure, whose median is shown (default: 5)\n"
                      "  --quick   fewer boards, for a smoke test\n");
  g_runs = static_cast<int>(args.number("--runs", "5", 1, 1000));
  const bool quick = args.flag("--quick");
  args.check(0, 0);
  Targets targets;
  std::printf("machine: %s; medians of %d runs\n", machine().c_str(), g_runs);

  // ---- rotation_game
  const Moves rules;
  std::vector<double> builds;
  for (int i = 0; i < g_runs; ++i) {
    Distances t;
    const auto start = std::chrono::steady_clock::now();
    t.build(rules);
    builds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    if (t.at(0) == 15) return 1;  // every placement was reached
  }
  std::sort(builds.begin(), builds.end());
  const double build_seconds = builds[builds.size() / 2];
  Distances table;
  table.build(rules);
  const std::string hardest_path = temp("hardest");
  run_once(SUITE_HARDEST_BOARDS, {}, "/dev/null", hardest_path);
  const std::string hardest_boards = read_file(hardest_path);
  std::remove(hardest_path.c_str());
  std::mt19937 rng(1343);
  const auto shuffled = [&rng](int count) {
    std::vector<std::vector<int> > boards(count);
    for (std::vector<int>& b : boards) b = rotation_rules::random_board(rng);
    return boards;
  };
  const std::vector<std::vector<int> > random_boards = shuffled(quick ? 500 : 10000);
  const std::string random_text = boards_text(random_boards);
  // Easy boards: 5 random moves from a solved board (the centre all 1s, the
  // 2s and 3s shuffled outside it), kept when still unsolved.
  std::vector<std::vector<int> > easy;
  while (easy.size() < 5) {
    const std::vector<int> board = rotation_rules::near_solved_board(rng, 1, 5);
    Mask cells[3];
    rotation_rules::symbol_cells(board, cells);
    Solver check(rules, table, Solver::kExact);
    if (!check.solve(cells).empty()) easy.push_back(board);
  }
  // Nodes a run of boards takes in this process, with a fresh (unbuilt) table
  // for the default bound, as the program would; and whether it built it.
  const auto solve_all = [&](const std::string& text, Solver::Bound bound, Distances& t, long long* cuts) {
    Solver solver(rules, t, bound);
    std::istringstream in(text);
    for (int v; in >> v && v != 0;) {
      Mask cells[3] = {0, 0, 0};
      cells[v - 1] |= 1u;
      for (int cell = 1; cell < 24 && in >> v; ++cell) cells[v - 1] |= 1u << cell;
      solver.solve(cells);
    }
    if (cuts) *cuts = solver.cache_cuts;
    return solver.nodes;
  };
  // The cost of a majority node, against the table's build: where the default
  // bound's budget sits.
  const std::string thirty = boards_text(shuffled(30));
  double majority_ns = 0;
  {
    const auto start = std::chrono::steady_clock::now();
    const long long nodes = solve_all(thirty, Solver::kMajority, table, nullptr);
    majority_ns = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count() /
                  static_cast<double>(nodes);
  }
  std::printf("\n### rotation_game\n\nThe exact table: %s placements, built in %s (median), %s KB at 4 bits each.\n",
              grouped(735471).c_str(), ms(build_seconds).c_str(), grouped((735471 + 15) / 16 * 8 / 1024).c_str());
  std::printf("A majority node costs %.0f ns, so the build is worth %s majority nodes; the default bound's budget,\n"
              "%s nodes (%s), is %s of that.\n\n",
              majority_ns, grouped(static_cast<long long>(build_seconds * 1e9 / majority_ns)).c_str(),
              grouped(Solver::kMajorityBudget).c_str(), ms(Solver::kMajorityBudget * majority_ns * 1e-9).c_str(),
              times(Solver::kMajorityBudget * majority_ns * 1e-9 / build_seconds).c_str());

  // Whole processes: the default program, forced to one bound, and the plain
  // majority IDA* that public solutions use.
  std::printf("Whole processes (input from a file, output to a file), time and peak memory; nodes counted in this\n"
              "process for the same boards:\n\n");
  std::printf("| boards | nodes | table built | rotation_game | peak | --heuristic exact | plain majority IDA* | peak |"
              " rotation_game ÷ plain |\n|---|---|---|---|---|---|---|---|---|\n");
  const std::string judge_sample = read_file(SUITE_SAMPLES_DIR "/rotation_game/sample-judge.in");
  const struct {
    std::string name, text;
    bool plain;  // the plain IDA* takes minutes on the hardest boards: not run there
  } inputs[] = {{"the judge's sample (2)", judge_sample, true},
                {"5 easy (up to 5 moves)", boards_text(easy), true},
                {"30 random", thirty, true},
                {"1,000 random", boards_text(std::vector<std::vector<int> >(random_boards.begin(), random_boards.begin() + (quick ? 100 : 1000))), true},
                {"192 hardest (13 moves)", hardest_boards, false}};
  long rotation_peak = 0;
  for (const auto& input : inputs) {
    Distances fresh;
    const long long nodes = solve_all(input.text, Solver::kAuto, fresh, nullptr);
    const Run program = run(SUITE_ROTATION_GAME, {}, input.text);
    const Run exact = run(SUITE_ROTATION_GAME, {"--heuristic", "exact"}, input.text);
    rotation_peak = std::max(rotation_peak, program.peak_kb);
    std::string plain_time = "—", plain_peak = "—", ratio = "—";
    if (input.plain) {
      const Run plain = run(SUITE_PLAIN_MAJORITY, {}, input.text, input.name[0] == '1' ? 1 : g_runs);
      plain_time = ms(plain.seconds);
      plain_peak = std::to_string(plain.peak_kb) + " KB";
      ratio = times(program.seconds / plain.seconds);
      if (input.name[0] == 't' || input.name[0] == '5')
        targets.add(input.name + ": rotation_game ÷ plain majority IDA*", program.seconds / plain.seconds, 1.5, true);
    } else {
      targets.add(input.name + ": the default ÷ --heuristic exact (the table at once)", program.seconds / exact.seconds,
                  1.2, true);
    }
    std::printf("| %s | %s | %s | %s | %ld KB | %s | %s | %s | %s |\n", input.name.c_str(), grouped(nodes).c_str(),
                fresh.built() ? "yes" : "no", ms(program.seconds).c_str(), program.peak_kb, ms(exact.seconds).c_str(),
                plain_time.c_str(), plain_peak.c_str(), ratio.c_str());
  }
  targets.add("rotation_game peak memory on any input above", rotation_peak / 1024.0, 4, true, "MB");

  // The cache, per bound.
  {
    long long cuts = 0;
    const long long nodes = solve_all(random_text, Solver::kMajority, table, &cuts);
    std::printf("\nThe lower-bound cache (2^16 entries, 512 KB), on the %s random boards: majority, %s cuts in %s nodes\n"
                "(%.1f per 100 nodes searched); exact, never consulted: a node the exact search expands has g + h <=\n"
                "bound with h exact, so a solution lies below it and its subtree never fails.\n",
                grouped(static_cast<long long>(random_boards.size())).c_str(), grouped(cuts).c_str(),
                grouped(nodes).c_str(), 100.0 * static_cast<double>(cuts) / static_cast<double>(nodes));
  }

  std::printf("\nSearches timed in this process (the table built once before):\n\n");
  std::printf("| boards | heuristic | nodes searched | search time | majority ÷ exact |\n|---|---|---|---|---|\n");
  std::vector<std::pair<std::string, std::string> > sets = {
      {"192 hardest (13 moves)", hardest_boards},
      {grouped(static_cast<long long>(random_boards.size())) + " random", random_text}};
  std::vector<long long> per_moves_boards(20, 0), per_moves_exact(20, 0), per_moves_majority(20, 0);
  for (std::size_t k = 0; k < sets.size(); ++k) {
    std::vector<std::vector<Mask> > boards;  // the cells of 1, 2, 3 per board
    std::istringstream in(sets[k].second);
    for (int v; in >> v && v != 0;) {
      std::vector<Mask> b(3, 0);
      b[v - 1] |= 1u;
      for (int cell = 1; cell < 24 && in >> v; ++cell) b[v - 1] |= 1u << cell;
      boards.push_back(b);
    }
    double seconds[2] = {0, 0};
    long long nodes[2] = {0, 0};
    for (int h = 0; h < 2; ++h) {
      std::vector<double> runs;
      for (int r = 0; r < (h == 0 || quick ? g_runs : std::max(1, g_runs / 3)); ++r) {
        Solver solver(rules, table, h == 0 ? Solver::kExact : Solver::kMajority);
        const auto start = std::chrono::steady_clock::now();
        for (const std::vector<Mask>& b : boards) {
          const Mask cells[3] = {b[0], b[1], b[2]};
          const long long before = solver.nodes;
          const std::size_t moves = solver.solve(cells).size();
          if (r == 0 && k == 1) {
            per_moves_boards[moves] += h == 0;  // each board once
            (h == 0 ? per_moves_exact : per_moves_majority)[moves] += solver.nodes - before;
          }
        }
        runs.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        nodes[h] = solver.nodes;
      }
      std::sort(runs.begin(), runs.end());
      seconds[h] = runs[runs.size() / 2];
    }
    std::printf("| %s | exact | %s | %s | |\n", sets[k].first.c_str(), grouped(nodes[0]).c_str(), ms(seconds[0]).c_str());
    std::printf("| | majority | %s | %s | %s time, %s nodes |\n", grouped(nodes[1]).c_str(), ms(seconds[1]).c_str(),
                times(seconds[1] / seconds[0]).c_str(),
                times(static_cast<double>(nodes[1]) / static_cast<double>(nodes[0])).c_str());
    if (k == 0) targets.add("hardest boards, majority search time ÷ exact search time", seconds[1] / seconds[0], 100, false);
  }
  // How the work grows with the moves a board needs: nodes per board.
  std::printf("\nNodes searched per board, by the moves it needs (the random boards above):\n\n");
  std::printf("| moves | boards | exact | majority |\n|---|---|---|---|\n");
  for (int d = 0; d < 20; ++d)
    if (per_moves_boards[d])
      std::printf("| %d | %s | %s | %s |\n", d, grouped(per_moves_boards[d]).c_str(),
                  grouped(per_moves_exact[d] / per_moves_boards[d]).c_str(),
                  grouped(per_moves_majority[d] / per_moves_boards[d]).c_str());

  // ---- shuttle_dfs
  std::printf("\n### shuttle_dfs\n\n| N | moves | states, with the rule | time | states, without | time |\n|---|---|---|---|---|---|\n");
  double dfs_1000 = 0;
  long dfs_peak = 0;
  for (int n : {12, 100, 1000}) {
    const Run r = run(SUITE_SHUTTLE_DFS, {"--stats"}, std::to_string(n) + "\n");
    const long long moves = (n + 1LL) * (n + 1LL) - 1;
    std::string plain_states = "", plain_time = "";
    if (n == 12) {
      const Run p = run(SUITE_SHUTTLE_DFS, {"--stats", "--no-dead-rule"}, "12\n");
      plain_states = grouped(sum_after(p.err, "states="));
      plain_time = ms(p.seconds);
    }
    std::printf("| %d | %s | %s | %s | %s | %s |\n", n, grouped(moves).c_str(), grouped(sum_after(r.err, "states=")).c_str(),
                ms(r.seconds).c_str(), plain_states.empty() ? "—" : plain_states.c_str(), plain_time.empty() ? "—" : plain_time.c_str());
    if (n == 1000) dfs_1000 = r.seconds;
    dfs_peak = std::max(dfs_peak, r.peak_kb);
  }
  std::printf("\nWithout the rule the search is exponential; it is run while one run takes under 3 s:\n\n");
  std::printf("| N | moves | states | time | states per move |\n|---|---|---|---|---|\n");
  for (int n = 8; n <= 40; n += 4) {
    const Run p = run(SUITE_SHUTTLE_DFS, {"--stats", "--no-dead-rule"}, std::to_string(n) + "\n", 1);
    const long long states = sum_after(p.err, "states="), moves = (n + 1LL) * (n + 1LL) - 1;
    std::printf("| %d | %s | %s | %s | %s |\n", n, grouped(moves).c_str(), grouped(states).c_str(), ms(p.seconds).c_str(),
                fmt("%.0f", static_cast<double>(states) / static_cast<double>(moves)).c_str());
    if (p.seconds > 3 || quick) break;
  }
  std::printf("\nWith the rule, by N (one case each):\n\n| N | states | time |\n|---|---|---|\n");
  for (int n : {125, 250, 500, 1000}) {
    const Run r = run(SUITE_SHUTTLE_DFS, {"--stats"}, std::to_string(n) + "\n");
    std::printf("| %d | %s | %s |\n", n, grouped(sum_after(r.err, "states=")).c_str(), ms(r.seconds).c_str());
  }

  // ---- shuttle_formula
  const int cases = quick ? 3 : 25;
  std::string many;
  for (int i = 0; i < cases; ++i) many += "1000\n";
  const std::string out_path = temp("formula_out");
  const Run formula = run(SUITE_SHUTTLE_FORMULA, {}, many);
  {  // the size of what it prints
    const std::string in = temp("formula_in");
    write_file(in, many);
    run_once(SUITE_SHUTTLE_FORMULA, {}, in, out_path);
    std::remove(in.c_str());
  }
  const long long bytes = static_cast<long long>(read_file(out_path).size());
  std::remove(out_path.c_str());
  const Run write = run(SUITE_WRITE_BYTES, {std::to_string(bytes)}, "");
  const double numbers = cases * 1002000.0;
  std::printf("\n### shuttle_formula\n\n%d cases of N = 1000: %s numbers, %s bytes.\n\n", cases,
              grouped(static_cast<long long>(numbers)).c_str(), grouped(bytes).c_str());
  std::printf("| program | time | numbers/s | MB/s |\n|---|---|---|---|\n");
  std::printf("| shuttle_formula | %s | %s M | %s |\n", ms(formula.seconds).c_str(), fmt("%.0f", numbers / formula.seconds / 1e6).c_str(),
              fmt("%.0f", bytes / formula.seconds / 1e6).c_str());
  std::printf("| writing the same bytes (write_bytes) | %s | | %s |\n", ms(write.seconds).c_str(),
              fmt("%.0f", bytes / write.seconds / 1e6).c_str());
  std::printf("\nshuttle_formula takes %s the time of writing its bytes.\n", times(formula.seconds / write.seconds).c_str());
  targets.add("shuttle_formula time ÷ writing the same bytes", formula.seconds / write.seconds, 2, true);
  std::printf("\nBy N (one case each):\n\n| N | time |\n|---|---|\n");
  double formula_1000 = 0;
  for (int n : {125, 250, 500, 1000}) {
    const Run r = run(SUITE_SHUTTLE_FORMULA, {}, std::to_string(n) + "\n");
    std::printf("| %d | %s |\n", n, ms(r.seconds).c_str());
    if (n == 1000) formula_1000 = r.seconds;
  }
  targets.add("shuttle_dfs ÷ shuttle_formula at N = 1000", dfs_1000 / formula_1000, 3, true);

  // ---- black_white
  std::printf("\n### black_white\n\n| n | the book: moves | time | --min: moves | time |\n|---|---|---|---|---|\n");
  long bw_peak = 0;
  for (int n : {125, 250, 500, 1000}) {
    const Run book = run(SUITE_BLACK_WHITE, {}, std::to_string(n) + "\n");
    const Run fewest = run(SUITE_BLACK_WHITE, {"--min"}, std::to_string(n) + "\n");
    std::printf("| %d | %d | %s | %d | %s |\n", n, 2 * n - 3, ms(book.seconds).c_str(), n, ms(fewest.seconds).c_str());
    bw_peak = std::max({bw_peak, book.peak_kb, fewest.peak_kb});
  }
  std::string fifty;
  for (int i = 0; i < 50; ++i) fifty += "1000\n";
  const Run bw_fifty = run(SUITE_BLACK_WHITE, {"--min"}, fifty);
  std::printf("\n50 cases of n = 1000 with --min (50,050 rows of 2,010 bytes, 100.6 MB): %s.\n",
              ms(bw_fifty.seconds).c_str());
  targets.add_time("black_white --min, 50 cases of n = 1000", bw_fifty.seconds, 1);

  // ---- memory
  std::printf("\n### Peak memory\n\n| program | largest run above | peak |\n|---|---|---|\n");
  std::printf("| shuttle_dfs | N = 1000 | %ld KB |\n", dfs_peak);
  std::printf("| shuttle_formula | %d × N = 1000 | %ld KB |\n", cases, formula.peak_kb);
  std::printf("| rotation_game | any input above | %ld KB |\n", rotation_peak);
  std::printf("| black_white | n = 1000 | %ld KB |\n", bw_peak);

  std::printf("\n### Targets\n\n");
  for (const std::string& t : targets.lines) std::printf("%s\n", t.c_str());
  return 0;
}
