// The checkers on right outputs and on every kind of error they name: each
// case gives the files and the verdict (exit status) and words it must say.
#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <string>
#include <vector>

#include "support/program_runs.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"

namespace {

struct Case {
  const char* name;
  const char* checker;
  std::string input, output, answer;
  int verdict;
  const char* says;  // a part of the one line on stderr
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.name; }

const char* const kShuttle3 = "3 5 6 4 2 1 3 5 7 6 4 2 3 5 4\n";
const char* const kBoard = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n";
const char* const kBw3 = "step 0:ooo***--\nstep 1:o--***oo\nstep 2:o***--oo\nstep 3:--**o*oo\nstep 4:oo**o*--\nstep 5:o--*o*o*\n";

std::vector<Case> cases() {
  const std::string s3 = kShuttle3;
  const std::string board = kBoard, bw3 = kBw3;
  return {
      {"shuttle_ok", SUITE_CHECK_SHUTTLE, "3\n", s3, s3, 0, "ok: 1 case, 15 moves"},
      {"shuttle_ok_two_cases", SUITE_CHECK_SHUTTLE, "1 2 0", "1 3 2\n2 4 5 3 1 2 4 3\n", "1 3 2 2 4 5 3 1 2 4 3", 0,
       "2 cases"},
      {"shuttle_no_such_hole", SUITE_CHECK_SHUTTLE, "1", "1 4 2\n", "1 3 2\n", 1, "move 2: there is no hole 4"},
      {"shuttle_empty_hole", SUITE_CHECK_SHUTTLE, "1", "1 1 2\n", "1 3 2\n", 1, "move 2: hole 1 is the empty hole"},
      {"shuttle_too_far", SUITE_CHECK_SHUTTLE, "3", "1 5 6 4 2 1 3 5 7 6 4 2 3 5 4\n", s3, 1,
       "move 1: hole 1 is 3 holes from the empty hole 4"},
      {"shuttle_jump_own_colour", SUITE_CHECK_SHUTTLE, "3", "2 5 6 4 2 1 3 5 7 6 4 2 3 5 4\n", s3, 1,
       "move 1: hole 2 holds W, which cannot jump a W"},
      {"shuttle_not_swapped", SUITE_CHECK_SHUTTLE, "1", "1 2 1\n", "1 3 2\n", 1, "the colours are not swapped"},
      {"shuttle_too_few", SUITE_CHECK_SHUTTLE, "3", "3 5 6 4\n", s3, 1, "the output ends after 4 of 15 moves"},
      {"shuttle_too_many", SUITE_CHECK_SHUTTLE, "1", "1 3 2 1\n", "1 3 2\n", 1, "moves past the last case"},
      {"shuttle_not_smallest", SUITE_CHECK_SHUTTLE, "1", "3 1 2\n", "1 3 2\n", 1,
       "move 1: hole 3 where the answer has hole 1: a solution, but not the smallest"},
      {"shuttle_double_space", SUITE_CHECK_SHUTTLE, "1", "1  3 2\n", "1 3 2\n", 2, "single spaces"},
      {"shuttle_crlf", SUITE_CHECK_SHUTTLE, "1", "1 3 2\r\n", "1 3 2\n", 2, "carriage return"},
      {"shuttle_no_final_newline", SUITE_CHECK_SHUTTLE, "1", "1 3 2", "1 3 2\n", 2, "does not end in a newline"},
      {"shuttle_blank_line", SUITE_CHECK_SHUTTLE, "1", "1 3 2\n\n", "1 3 2\n", 2, "output line 2 is empty"},
      {"shuttle_letters", SUITE_CHECK_SHUTTLE, "1", "1 3 x\n", "1 3 2\n", 2, "other than digits"},
      {"shuttle_bad_layout", SUITE_CHECK_SHUTTLE, "3", "3 5 6 4 2 1 3 5\n7 6 4 2 3 5 4\n", s3, 2,
       "output line 1 has 8 numbers, not 15"},
      {"shuttle_cases_share_a_line", SUITE_CHECK_SHUTTLE, "1 1", "1 3 2 1 3 2\n", "1 3 2\n1 3 2\n", 2,
       "has 6 numbers, not 3"},
      {"shuttle_five_a_line", SUITE_CHECK_SHUTTLE, "4", "4 6 7 5 3\n2 4 6 8 9\n7 5 3 1 2\n4 6 8 7 5\n3 4 6 5\n",
       "4 6 7 5 3\n2 4 6 8 9\n7 5 3 1 2\n4 6 8 7 5\n3 4 6 5\n", 0, "ok: 1 case, 24 moves"},
      {"shuttle_five_wanted", SUITE_CHECK_SHUTTLE, "4", "4 6 7 5 3 2 4 6 8 9 7 5 3 1 2 4 6 8 7 5\n3 4 6 5\n",
       "4 6 7 5 3\n2 4 6 8 9\n7 5 3 1 2\n4 6 8 7 5\n3 4 6 5\n", 2,
       "output line 1 has 20 numbers, not 5 (5 to a line, as the answer, each case on new lines)"},
      {"shuttle_one_line_a_case", SUITE_CHECK_SHUTTLE, "4 1", "4 6 7 5 3 2 4 6 8 9 7 5 3 1 2 4 6 8 7 5 3 4 6 5\n1 3 2\n",
       "4 6 7 5 3 2 4 6 8 9 7 5 3 1 2 4 6 8 7 5 3 4 6 5\n1 3 2\n", 0, "ok: 2 cases, 27 moves"},
      {"shuttle_one_line_wanted", SUITE_CHECK_SHUTTLE, "4", "4 6 7 5 3 2 4 6 8 9 7 5 3 1 2 4 6 8 7 5\n3 4 6 5\n",
       "4 6 7 5 3 2 4 6 8 9 7 5 3 1 2 4 6 8 7 5 3 4 6 5\n", 2, "output line 1 has 20 numbers, not 24"},
      {"shuttle_bad_input", SUITE_CHECK_SHUTTLE, "1001", "", "", 3, "input: \"1001\" is not an N of 1..1000"},
      {"shuttle_bad_answer", SUITE_CHECK_SHUTTLE, "1", "1 3 2\n", "1 4 2\n", 3, "answer: case 1 is not a solution"},
      {"shuttle_answer_not_smallest", SUITE_CHECK_SHUTTLE, "1", "1 3 2\n", "3 1 2\n", 3,
       "the answer is not the smallest"},

      {"rotation_game_ok", SUITE_CHECK_ROTATION_GAME, board + "0\n", "AC\n2\n", "AC\n2\n", 0, "ok: 1 board"},
      {"rotation_game_trailing_space", SUITE_CHECK_ROTATION_GAME, board + "0\n", "AC \n2\n", "AC\n2\n", 2,
       "output line 1 ends in a space"},
      {"rotation_game_no_moves_needed_wrongly", SUITE_CHECK_ROTATION_GAME, board + "0\n", "No moves needed\n2\n", "AC\n2\n", 1,
       "board 1: the centre is not one symbol, so moves are needed"},
      {"shuttle_trailing_space", SUITE_CHECK_SHUTTLE, "1", "1 3 2 \n", "1 3 2", 2, "output line 1 ends in a space"},
      {"shuttle_leading_space", SUITE_CHECK_SHUTTLE, "1", " 1 3 2\n", "1 3 2", 2, "output line 1 starts with a space"},
      {"black_white_one_case_one_move", SUITE_CHECK_BLACK_WHITE, "2", "step 0:oo**--\nstep 1:o--*o*\n", "", 0, "ok: 1 case, 1 move\n"},
      {"rotation_game_ok_none", SUITE_CHECK_ROTATION_GAME, "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3",
       "DDHH\n2\n", "DDHH\n2\n", 0, "ok"},
      {"rotation_game_not_uniform", SUITE_CHECK_ROTATION_GAME, board, "AB\n2\n", "AC\n2\n", 1,
       "after AB the centre is not one symbol"},
      {"rotation_game_wrong_symbol", SUITE_CHECK_ROTATION_GAME, board, "AC\n3\n", "AC\n2\n", 1, "the centre is 2, not 3"},
      {"rotation_game_too_long", SUITE_CHECK_ROTATION_GAME, board, "ACAF\n2\n", "AC\n2\n", 1, "4 moves, but 2 are enough"},
      {"rotation_game_not_smallest", SUITE_CHECK_ROTATION_GAME, "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3",
       "DHDH\n2\n", "DDHH\n2\n", 1, "DHDH is not the smallest; DDHH is"},
      {"rotation_game_answer_not_smallest", SUITE_CHECK_ROTATION_GAME, "1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3",
       "DDHH\n2\n", "HHDD\n2\n", 3, "smaller than the answer's"},
      {"rotation_game_no_moves_but_needed", SUITE_CHECK_ROTATION_GAME, board, "No moves needed\n2\n", "AC\n2\n", 1,
       "the centre is not one symbol"},
      {"rotation_game_lowercase", SUITE_CHECK_ROTATION_GAME, board, "ac\n2\n", "AC\n2\n", 2, "output line 1"},
      {"rotation_game_symbol_line", SUITE_CHECK_ROTATION_GAME, board, "AC\ntwo\n", "AC\n2\n", 2,
       "output line 2 is not 1, 2 or 3"},
      {"rotation_game_missing_board", SUITE_CHECK_ROTATION_GAME, board + board, "AC\n2\n", "AC\n2\nAC\n2\n", 1,
       "the output ends before board 2"},
      {"rotation_game_no_symbol_at_the_end", SUITE_CHECK_ROTATION_GAME, board + board, "AC\n2\nAC\n", "AC\n2\nAC\n2\n", 1,
       "board 2: the output ends before the centre symbol"},
      {"rotation_game_symbol_line_missing", SUITE_CHECK_ROTATION_GAME, board + board, "AC\nAC\n2\n", "AC\n2\nAC\n2\n", 1,
       "board 1: output line 2 holds moves where the centre symbol should be: is a line missing?"},
      {"rotation_game_extra", SUITE_CHECK_ROTATION_GAME, board, "AC\n2\nAC\n2\n", "AC\n2\n", 1, "past the last board"},
      {"rotation_game_bad_input", SUITE_CHECK_ROTATION_GAME, "1 1 1", "", "", 3, "input: board 1 is bad"},
      {"rotation_game_bad_answer", SUITE_CHECK_ROTATION_GAME, board, "AC\n2\n", "AB\n2\n", 3, "answer: board 1"},
      {"rotation_game_answer_too_long", SUITE_CHECK_ROTATION_GAME, board, "AC\n2\n", "ACAF\n2\n", 3, "fewer moves"},

      {"black_white_ok", SUITE_CHECK_BLACK_WHITE, "3", bw3, "", 0, "ok: 1 case, 5 moves"},
      {"black_white_ok_other_sequence", SUITE_CHECK_BLACK_WHITE, "2",
       "step 0:oo**--\nstep 1:o--*o*\n", "", 0, "ok"},
      {"black_white_ok_two_cases", SUITE_CHECK_BLACK_WHITE, "1\n2\n0\n", "step 0:o*--\nstep 0:oo**--\nstep 1:o--*o*\n", "",
       0, "2 cases"},
      {"black_white_no_jump", SUITE_CHECK_BLACK_WHITE, "2", "step 0:oo**--\nstep 1:oo--**\n", "", 1,
       "cells 3,4 moved without jumping a piece"},
      {"black_white_not_a_move", SUITE_CHECK_BLACK_WHITE, "2", "step 0:oo**--\nstep 1:o--**o\n", "", 1, "not a move of cells"},
      {"black_white_gap_split", SUITE_CHECK_BLACK_WHITE, "2", "step 0:oo**--\nstep 1:o-*-o*\n", "", 1, "not side by side"},
      {"black_white_nothing_moved", SUITE_CHECK_BLACK_WHITE, "2", "step 0:oo**--\nstep 1:oo**--\n", "", 1, "nothing moved"},
      {"black_white_not_alternating", SUITE_CHECK_BLACK_WHITE, "2", "step 0:oo**--\n", "", 1, "does not alternate"},
      {"black_white_wrong_start", SUITE_CHECK_BLACK_WHITE, "2", "step 0:o--*o*\n", "", 1, "step 0 is not the start"},
      {"black_white_missing_case", SUITE_CHECK_BLACK_WHITE, "1 2", "step 0:o*--\n", "", 1, "the output ends before case 2"},
      {"black_white_step_number", SUITE_CHECK_BLACK_WHITE, "2", "step 0:oo**--\nstep1:o--*o*\n", "", 2,
       "does not start with \"step 1:\""},
      {"black_white_row_length", SUITE_CHECK_BLACK_WHITE, "2", "step 0:oo**---\n", "", 2, "a row must be 6 of o * -"},
      {"black_white_crlf", SUITE_CHECK_BLACK_WHITE, "1", "step 0:o*--\r\n", "", 2, "carriage return"},
      // black_white in the other layouts, told by the answer's.
      {"black_white_board_ok", SUITE_CHECK_BLACK_WHITE, "2", "oo**--\no--*o*\n", "oo**--\no--*o*\n", 0, "ok: 1 case, 1 move"},
      {"black_white_board_two_cases", SUITE_CHECK_BLACK_WHITE, "2 2", "oo**--\no--*o*\noo**--\no--*o*\n", "oo**--\n", 0,
       "ok: 2 cases, 2 moves"},
      {"black_white_board_with_steps", SUITE_CHECK_BLACK_WHITE, "2", "step 0:oo**--\nstep 1:o--*o*\n", "oo**--\n", 2,
       "output line 1: a row must be 6 of o * -"},
      {"black_white_board_no_jump", SUITE_CHECK_BLACK_WHITE, "2", "oo**--\noo--**\n", "oo**--\n", 1,
       "case 1 (n=2), step 1: cells 3,4 moved without jumping a piece"},
      {"black_white_step_space_ok", SUITE_CHECK_BLACK_WHITE, "2", "step 0: oo**--\nstep 1: o--*o*\n", "step 0: oo**--\n", 0,
       "ok: 1 case, 1 move"},
      {"black_white_step_space_wanted", SUITE_CHECK_BLACK_WHITE, "2", "step 0:oo**--\nstep 1:o--*o*\n", "step 0: oo**--\n", 2,
       "output line 1 does not start with \"step 0: \""},
      {"black_white_step_wanted", SUITE_CHECK_BLACK_WHITE, "2", "oo**--\no--*o*\n", "step 0:oo**--\n", 2,
       "output line 1 does not start with \"step 0:\""},
      {"black_white_moves_ok", SUITE_CHECK_BLACK_WHITE, "4", "4,5-->9,10\n8,9-->4,5\n2,3-->8,9\n7,8-->2,3\n1,2-->7,8\n",
       "4,5-->9,10\n", 0, "ok: 1 case, 5 moves"},
      {"black_white_moves_two_cases", SUITE_CHECK_BLACK_WHITE, "1 2 2", "2,3-->5,6\n2,3-->5,6\n", "2,3-->5,6\n", 0,
       "ok: 3 cases, 2 moves"},
      {"black_white_moves_empty_answer", SUITE_CHECK_BLACK_WHITE, "1", "", "", 0, "ok: 1 case, 0 moves"},
      {"black_white_moves_not_empty_cells", SUITE_CHECK_BLACK_WHITE, "4", "4,5-->8,9\n", "4,5-->9,10\n", 1,
       "case 1 (n=4), move 1: cells 8,9 are not the empty cells 9,10"},
      {"black_white_moves_no_jump", SUITE_CHECK_BLACK_WHITE, "4", "7,8-->9,10\n", "4,5-->9,10\n", 1,
       "case 1 (n=4), step 1: cells 7,8 moved without jumping a piece"},
      {"black_white_moves_not_a_pair", SUITE_CHECK_BLACK_WHITE, "4", "4,6-->9,10\n", "4,5-->9,10\n", 2,
       "output line 1: a move must read a,a+1-->b,b+1"},
      {"black_white_moves_unsolved", SUITE_CHECK_BLACK_WHITE, "4", "4,5-->9,10\n", "4,5-->9,10\n", 1,
       "case 1 (n=4): the last row ooo--***o* does not alternate"},
      {"black_white_moves_missing_case", SUITE_CHECK_BLACK_WHITE, "1 2", "", "", 1, "the output ends before case 2 (n=2)"},
      {"black_white_bad_input", SUITE_CHECK_BLACK_WHITE, "x", "", "", 3, "input: \"x\" is not an n of 1..1000"},
  };
}

class Checker : public testing::TestWithParam<Case> {};

TEST_P(Checker, Verdict) {
  const Case& c = GetParam();
  const std::string name = c.name;
  // check_black_white reads only the layout from the answer: where a case
  // gives none, the output's own layout (they all start "step 0:").
  const std::string answer = c.checker == std::string(SUITE_CHECK_BLACK_WHITE) && c.answer.empty() ? c.output : c.answer;
  const ProgramRun run = run_program_on(
      c.checker, {temp_file(name + ".in", c.input), temp_file(name + ".out", c.output), temp_file(name + ".ans", answer)},
      "");
  EXPECT_EQ(run.status, c.verdict) << run.err;
  EXPECT_NE(run.err.find(c.says), std::string::npos) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
}

std::string case_name(const testing::TestParamInfo<Case>& param) { return param.param.name; }

INSTANTIATE_TEST_SUITE_P(checkers, Checker, testing::ValuesIn(cases()), case_name);

// A wrong line of 2,000,000 moves (a loop that printed without end): a
// wrong answer whose message quotes 50 of them and says how many, not a
// message of 2 MB past any judge's limit.
TEST(CheckerMessage, ALongWrongLineIsQuotedShort) {
  const std::string board = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n";
  const std::string moves(2000000, 'A');
  const ProgramRun run = run_program_on(SUITE_CHECK_ROTATION_GAME,
                                        {temp_file("long.in", board), temp_file("long.out", moves + "\n2\n"),
                                         temp_file("long.ans", "AC\n2\n")},
                                        "");
  EXPECT_EQ(run.status, 1) << run.err.substr(0, 200);
  EXPECT_EQ(run.err, "wrong answer: board 1: after " + moves.substr(0, 50) +
                         "... (2000000 bytes) the centre is not one symbol\n");
}

// "1 is enough", "2 are enough".
TEST(CheckerMessage, CountsTakeTheirVerb) {
  const std::string one = "2 2 1 2 2 2 1 1 1 2 2 1 1 3 3 3 1 1 3 3 3 3 2 3\n0\n";  // F solves it
  const std::string two = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n";  // AC solves it
  const struct {
    std::string board, output, answer, says;
  } cases[] = {{one, "AFF\n1\n", "F\n1\n", "3 moves, but 1 is enough"},
               {two, "ACAF\n2\n", "AC\n2\n", "4 moves, but 2 are enough"}};
  for (const auto& c : cases) {
    const ProgramRun run = run_program_on(SUITE_CHECK_ROTATION_GAME,
                                          {temp_file("verb.in", c.board), temp_file("verb.out", c.output),
                                           temp_file("verb.ans", c.answer)},
                                          "");
    EXPECT_EQ(run.status, 1) << run.err;
    EXPECT_NE(run.err.find(c.says), std::string::npos) << run.err;
  }
}

TEST(CheckerUsage, AnOutputThatCannotBeReadIsAFail) {
  for (const ProgramPath& p : kCheckerPaths) {  // every puzzle's checker
    const std::string checker = p.path, missing = temp_dir() + "no_such_output";
    const ProgramRun run = run_program_on(checker, {temp_file("in", "1\n"), missing, temp_file("ans", "")}, "");
    EXPECT_EQ(run.status, 3) << checker;
    EXPECT_EQ(run.err, "fail: cannot read " + missing + "\n") << checker;
  }
}

TEST(CheckerUsage, WrongArgumentsAreAFail) {
  for (const ProgramPath& p : kCheckerPaths) {
    const std::string checker = p.path;
    const ProgramRun run = run_program_on(checker, {"only-one"}, "");
    EXPECT_EQ(run.status, 3) << checker;
    EXPECT_NE(run.err.find("usage"), std::string::npos) << run.err;
  }
}

// An output at the output limit, 16 MB of 8,000,000 lines: each checker
// reads it keeping little beside its text (it held some 50 bytes a line).
TEST(CheckerMemory, AnOutputAtTheLimitTakesLittleMoreThanItsText) {
  const std::string ones = temp_file("ones.out", "");
  std::string text;
  text.reserve(16000000);
  while (text.size() < 16000000) text += "1\n";
  write_text(ones, text);
  const struct {
    const char* checker;
    std::string input, answer;
    const char* says;
  } calls[] = {
      {SUITE_CHECK_SHUTTLE, "3\n", kShuttle3, "wrong answer: case 1 (N=3), move 1"},
      {SUITE_CHECK_ROTATION_GAME, std::string(kBoard) + "0\n", "AC\n2\n", "presentation error: output line 1"},
      {SUITE_CHECK_BLACK_WHITE, "3\n", kBw3, "presentation error: output line 1"},
  };
  for (const auto& c : calls) {
    const std::vector<std::string> args{c.checker, temp_file("big.in", c.input), ones, temp_file("big.ans", c.answer)};
    const pid_t pid = fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      std::vector<char*> argv;
      for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
      argv.push_back(nullptr);
      if (!freopen("/dev/null", "w", stderr)) _exit(126);
      execv(argv[0], argv.data());
      _exit(127);
    }
    int status = 0;
    rusage usage{};
    ASSERT_EQ(wait4(pid, &status, 0, &usage), pid);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) >= 1 && WEXITSTATUS(status) <= 2) << c.checker;
    // Under AddressSanitizer its shadow and quarantine come on top (some 54
    // MB here): a looser bound, which the 393 MB the checkers once held for
    // this output would still break.
#ifdef SUITE_SANITIZED
    const long limit_kb = 96L * 1024;
#else
    const long limit_kb = 48L * 1024;
#endif
    EXPECT_LT(usage.ru_maxrss, limit_kb) << c.checker << " held " << usage.ru_maxrss << " KB for a 16 MB output";
    const ProgramRun run = run_program_on(c.checker, {args[1], args[2], args[3]}, "");
    EXPECT_NE(run.err.find(c.says), std::string::npos) << run.err;
  }
}

}  // namespace
