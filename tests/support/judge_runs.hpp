// The judge tool's runs, for the tests of judge_tool_test and stress_tool_test
// (judge_runs.cpp, linked into both, also skips every test of the binary
// where bubblewrap cannot make the judge's sandbox, saying why).
#pragma once

#include <string>
#include <vector>

#include "support/program_runs.hpp"

// `judge args...`, stdin empty (built with sanitizers: a memory limit of
// 2048 MB first, as sanitizers take tens of MB of their own).
ProgramRun judge(std::vector<std::string> args);

// The path of tests/judge/fixtures/`name`.
std::string fixture(const std::string& name);
