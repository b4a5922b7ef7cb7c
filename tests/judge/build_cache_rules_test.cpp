// The build cache's reading of g++ -M's rules (tools/judge/build_cache.hpp),
// apart from build_cache_test.cpp, whose judge() the namespace judge would hide.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "judge/build_cache.hpp"

namespace {

TEST(BuildCacheRules, MakeRulesAreReadWithTheirEscapes) {
  std::vector<std::string> files;
  ASSERT_TRUE(judge::build_cache::rule_files(
      "x: /d/a\\ b.cpp /usr/include/v.h \\\n  /d/c$$d.h /d/\\#e.h\nx: /d/f.cpp /usr/include/v.h\n", files));
  EXPECT_EQ(files, (std::vector<std::string>{"/d/a b.cpp", "/usr/include/v.h", "/d/c$d.h", "/d/#e.h", "/d/f.cpp"}));
  std::vector<std::string> none;
  EXPECT_FALSE(judge::build_cache::rule_files("not a rule\n", none));
  EXPECT_FALSE(judge::build_cache::rule_files("", none));
}

}  // namespace
