// Each test's temporary files live in a folder of its own, <test>-XXXXXX in
// the TMPDIR the binary was started with, and TMPDIR names it while the test
// runs, so that what the programs under test make (the judge tool's folders,
// bundles) goes there too. A test that passes or is skipped leaves nothing:
// its folder is removed. A test that fails keeps it, and says where, so that
// its files can be read. Under ctest (TMPDIR given), the judge's build cache
// (XDG_CACHE_HOME) is the folder cache in the test's own folder, gone with it,
// never the home folder's; its user's configuration (XDG_CONFIG_HOME: a
// languages' table of one's own) names config there, which the test makes
// only if it means to, so that no developer's own changes what a test finds.
// Linked into every test binary (test_support is an object library), it
// registers itself before main. Under Wine (a Windows build's tests), which
// keeps its server's socket in a folder of TMPDIR, the folder the binary
// starts with is SUITE_TESTS_TMPDIR's.
#include <gtest/gtest.h>
#ifndef _WIN32
#include <unistd.h>
#endif

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>

namespace fs = std::filesystem;

namespace {

#ifdef _WIN32
const char* const kStartVariable = "SUITE_TESTS_TMPDIR";

// mkdtemp(): a new folder, the pattern's XXXXXX made its own.
char* mkdtemp(char* pattern) {
  static unsigned tries = 0;
  const std::size_t at = std::strlen(pattern) - 6;
  for (int attempt = 0; attempt < 100; ++attempt) {
    unsigned n = static_cast<unsigned>(std::rand()) ^ (++tries * 2654435761u);
    for (std::size_t i = at; pattern[i]; ++i, n /= 36) pattern[i] = "0123456789abcdefghijklmnopqrstuvwxyz"[n % 36];
    std::error_code error;
    if (fs::create_directory(pattern, error)) return pattern;
  }
  return nullptr;
}

void setenv(const char* name, const char* value, int) { _putenv_s(name, value); }
#else
const char* const kStartVariable = "TMPDIR";
#endif

class TempFolders : public testing::EmptyTestEventListener {
 public:
  void OnTestStart(const testing::TestInfo& test) override {
    if (base_.empty()) {
      const char* dir = std::getenv(kStartVariable);
      base_ = dir && *dir ? dir : "/tmp";
      under_ctest_ = dir && *dir;
    }
    std::string name = std::string(test.test_suite_name()) + "." + test.name();
    for (char& c : name)
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.') c = '_';
    if (name.size() > 64) name = name.substr(0, 64);  // the paths stay short enough for the programs' own files
    // A new folder of its own (mkdtemp: never one that was there, nor a link
    // someone put in its place), so that removing it removes only its files.
    std::string pattern = base_ + "/" + name + "-XXXXXX";
    if (mkdtemp(pattern.data()) == nullptr) {
      std::cerr << "cannot make the test's temporary folder in " << base_ << ": " << std::strerror(errno) << "\n";
      std::exit(2);
    }
    folder_ = pattern;
    // Readable by all, as a folder made by hand would be: the sandbox's tests
    // run the judge as another user, which must reach it.
    fs::permissions(folder_, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                 fs::perms::others_read | fs::perms::others_exec);
    setenv("TMPDIR", folder_.c_str(), 1);
    if (under_ctest_) {
      setenv("XDG_CACHE_HOME", (folder_ + "/cache").c_str(), 1);
      setenv("XDG_CONFIG_HOME", (folder_ + "/config").c_str(), 1);
    }
  }

  void OnTestEnd(const testing::TestInfo& test) override {
    setenv("TMPDIR", base_.c_str(), 1);
    const testing::TestResult* result = test.result();
    std::error_code error;
    if (result->Failed() && !fs::is_empty(folder_, error)) {
      std::cerr << "the test's files are kept in " << folder_ << "\n";
      return;
    }
    fs::remove_all(folder_, error);
    if (error) std::cerr << "cannot remove the test's folder " << folder_ << ": " << error.message() << "\n";
  }

 private:
  std::string base_, folder_;
  bool under_ctest_ = false;  // TMPDIR given: the judge's cache and configuration in the test's folder
};

const bool registered = [] {
#ifdef _WIN32
  // Under Wine a pipe's stdout is fully buffered: a binary that crashes
  // would take what it printed (which test, which assertion) with it.
  std::setvbuf(stdout, nullptr, _IONBF, 0);
#endif
  testing::UnitTest::GetInstance()->listeners().Append(new TempFolders);
  return true;
}();

}  // namespace
