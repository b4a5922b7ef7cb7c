// behaviour.cpp: the rotation game's tests, random boards and answers
// (puzzle.hpp); the boards themselves: boards.hpp.
#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>

#include "puzzles/puzzle.hpp"
#include "puzzles/rotation_game/boards.hpp"
#include "rules/rotation_random.hpp"
#include "rules/rotation_rules.hpp"

namespace puzzles {
namespace {

const std::size_t kMostOnALevel = 64;  // boards along the shortest solutions, at one distance
const int kNearSolved = 4;             // every board up to 4 moves from solved is tried

class RotationGame : public Behaviour {
 public:
  // `judge`: boards like the judges' own data, 30 to a file (POJ: at most 30
  // an input): random ones, near-solved ones, and the same boards with CRLF,
  // tabs, no final newline. `hard` adds the 192 hardest boards (13 moves each).
  std::vector<Made> tests(const std::string& tier, const Suite& suite) const override {
    std::vector<Made> tests{{"sample", suite.data("samples/rotation_game/sample-judge.in")}};
    if (tier == "samples") return tests;
    std::mt19937 rng(2286);
    std::string random_text[3], near;
    for (std::string& text : random_text)
      for (int b = 0; b < 30; ++b) text += rotation_rules::board_line(rotation_rules::random_board(rng));
    for (int b = 0; b < 30; ++b) {
      const int centre = 1 + static_cast<int>(rng() % 3);
      near += rotation_rules::board_line(rotation_rules::near_solved_board(rng, centre, b % 5));
    }
    tests.push_back({"random-1", random_text[0] + "0\n"});
    tests.push_back({"random-2", random_text[1] + "0\n"});
    tests.push_back({"near-solved", near + "0\n"});
    std::string crlf, tabs;
    for (char c : random_text[2] + "0\n") crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    for (char c : random_text[2] + "0\n") tabs += c == ' ' ? '\t' : c;
    tests.push_back({"crlf", crlf});
    tests.push_back({"tabs", tabs});
    tests.push_back({"no-final-newline", random_text[2] + "0"});
    if (tier == "judge") return tests;
    std::istringstream hardest(suite.output_of("hardest_boards"));
    std::vector<std::string> lines;
    for (std::string line; std::getline(hardest, line) && line != "0";) lines.push_back(line + "\n");
    for (std::size_t i = 0; i < lines.size(); i += 30) {
      std::string text;
      for (std::size_t j = i; j < std::min(lines.size(), i + 30); ++j) text += lines[j];
      tests.push_back({"hardest-" + std::to_string(i / 30 + 1), text + "0\n", true});
    }
    if (tier == "full") {
      std::string many;
      for (int b = 0; b < 1000; ++b) many += rotation_rules::board_line(rotation_rules::random_board(rng));
      tests.push_back({"1000-random", many + "0\n"});
    }
    return tests;
  }
  std::string random_case(Random& random) const override { return case_line(stress_board(random)); }
  std::string drawn() const override {
    return "random ones and ones scrambled 0 to " + std::to_string(find("rotation_game")->hi) + " moves from solved";
  }
  bool answers_itself() const override { return true; }
  std::string answers(const std::vector<std::string>& cases) const override { return rotation_answer(cases); }

  // The boards fewer moves from solved than `board`, level by level, nearest
  // first (level d: d moves from solved): at each level, first those along
  // its shortest solutions (the suite's own first, as the moves are tried A
  // to H), then every other board up to 4 moves from where the suite's
  // solution ends.
  std::vector<std::vector<std::string>> smaller(const std::string& board) const override {
    if (board_in(board).empty()) return {};
    const std::size_t distance = solution(board).size();
    std::vector<std::vector<std::string>> along(distance), around(distance);
    std::set<std::string> seen{board};
    std::vector<Board> on_level{board_in(board)};
    for (std::size_t d = distance; d > 0; --d) {
      std::vector<Board> next;
      for (const Board& b : on_level)
        for (int m = 0; m < 8 && next.size() < kMostOnALevel; ++m) {
          Board after = b;
          rotation_rules::play(after, m);
          const std::string line = case_line(after);
          if (solution(line).size() != d - 1 || !seen.insert(line).second) continue;
          along[d - 1].push_back(line);
          next.push_back(after);
        }
      on_level = next;
    }
    Board solved = board_in(board);
    for (char m : solution(board)) rotation_rules::play(solved, m - 'A');
    std::vector<Board> ring{solved};
    for (int step = 0; step < kNearSolved; ++step) {
      std::vector<Board> next;
      for (const Board& b : ring)
        for (int m = 0; m < 8; ++m) {
          Board after = b;
          rotation_rules::play(after, m);
          const std::string line = case_line(after);
          const std::size_t d = solution(line).size();
          if (d < distance && seen.insert(line).second) around[d].push_back(line);
          next.push_back(after);
        }
      ring = next;
    }
    std::vector<std::vector<std::string>> groups;
    for (std::size_t d = 0; d < distance; ++d) {
      groups.push_back(along[d]);
      groups.push_back(around[d]);
    }
    return groups;
  }

  // Each board one move nearer to solved: the moves that make it nearer.
  std::vector<std::string> one_step_smaller(const std::string& board) const override {
    std::vector<std::string> nearer;
    if (board_in(board).empty()) return nearer;
    const std::size_t distance = solution(board).size();
    for (int m = 0; m < 8; ++m) {
      Board after = board_in(board);
      rotation_rules::play(after, m);
      const std::string line = case_line(after);
      if (solution(line).size() + 1 == distance && std::find(nearer.begin(), nearer.end(), line) == nearer.end())
        nearer.push_back(line);
    }
    return nearer;
  }

  int distance(const std::string& board) const override { return static_cast<int>(solution(board).size()); }

  // Its page is given the suite's answer: how short each board can be.
  bool page_takes_reference_answer() const override { return true; }

  // Its packages: POJ's file and the program; a search that takes the last
  // of the shortest answers, and the plain majority search (too slow); the
  // near-solved boards first, the quickest to judge.
  Packaged packaged() const override {
    Packaged p;
    p.accepted = {"poj/2286.cpp", "rotation_game.cpp"};
    p.wrong_answer = {"rotation_game_last_first.cpp"};
    p.too_slow = {"plain_majority.cpp"};
    p.tags = {"搜索", "IDA*", "迭代加深"};
    p.first = {"near-solved"};
    return p;
  }

 private:
  // A board's shortest moves ("" when it is solved), from the suite's solver; kept.
  std::string solution(const std::string& board) const {
    const auto known = moves_.find(board);
    if (known != moves_.end()) return known->second;
    std::istringstream answer(rotation_answer({board}));
    std::string moves;
    std::getline(answer, moves);
    if (moves == "No moves needed") moves.clear();
    if (moves.find_first_not_of("ABCDEFGH") != std::string::npos)
      throw std::runtime_error("the suite's solver gave no moves for " + board);
    return moves_[board] = moves;
  }

  mutable std::map<std::string, std::string> moves_;
};

const Registered kRotationGame("rotation_game", std::make_unique<RotationGame>());

}  // namespace
}  // namespace puzzles
