// The zip writer of build/package (tools/package/zip.hpp): what it writes is
// read back by another reader (libarchive, through `cmake -E tar xf`) byte
// for byte, whatever the files hold; the same files give the same bytes.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <random>
#include <string>

#include "package/zip.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

namespace fs = std::filesystem;

namespace {

TEST(Zip, Crc32IsIsoHdlcs) {
  EXPECT_EQ(package::crc32(""), 0u);
  EXPECT_EQ(package::crc32("123456789"), 0xCBF43926u);  // the check value of CRC-32/ISO-HDLC
  EXPECT_EQ(package::crc32("6789", package::crc32("12345")), 0xCBF43926u);  // carried on from the part before
}

TEST(Zip, AnotherReaderUnpacksEveryFileByteForByte) {
  std::mt19937 random(20261203);
  std::string noise(70000, '\0'), text;
  for (char& c : noise) c = static_cast<char>(random() & 0xFF);
  for (int k = 0; k < 5000; ++k) text += "step" + std::to_string(k % 37) + ": oo**o*--*\n";
  const std::map<std::string, std::string> files = {
      {"empty", ""},
      {"one", "x"},
      {"run", std::string(100000, 'a')},                // matches at distance 1, 258 long
      {"text/lines.txt", text},                          // matches up to 32 KB back
      {"noise.bin", noise},                              // deflate is no smaller: stored
      {"a/b/c/deep.txt", "deep\n"},
      {"题目/statement.md", "一维跳棋\n"},               // a UTF-8 name
      {"edge", std::string(258 * 3 + 2, 'b') + "abcabcabc"},
  };
  const std::string archive = package::zip_archive(files);
  EXPECT_EQ(package::zip_archive(files), archive) << "the same files, other bytes";
  EXPECT_LT(archive.size(), noise.size() + text.size() / 4) << "deflated, where it saves";

  const std::string zip = temp_file("test.zip", archive), folder = temp_path("-unzipped");
  fs::create_directories(folder);
  const ProgramRun r = run_program_with(SUITE_CMAKE_COMMAND, {"-E", "chdir", folder, SUITE_CMAKE_COMMAND, "-E", "tar", "xf", zip},
                                        Stdin::closed(), Stdout::captured());
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(files_below(folder).size(), files.size());
  for (const auto& f : files) {
    ASSERT_TRUE(fs::exists(fs::path(folder) / fs::u8path(f.first))) << f.first;
    EXPECT_TRUE(read_file((fs::path(folder) / fs::u8path(f.first)).string()) == f.second) << f.first;
    EXPECT_EQ(fs::status(fs::path(folder) / fs::u8path(f.first)).permissions() & fs::perms::all,
              fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read)
        << f.first << ": mode 0644";
  }
}

}  // namespace
