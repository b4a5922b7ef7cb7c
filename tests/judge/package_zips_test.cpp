// judge --problem ZIP on untrusted zips: bombs (an entry past the judge's
// bound, one that lies about its size, entries that share their packed
// bytes, too many entries) refused with the bound named, the judge staying
// small and leaving nothing on the disk; names that zip readers read two ways
// refused by name; what Python's zipfile makes of each; and honest packages
// (a repetitive 20 MB test, names past ASCII, build and run scripts) judged.
// Every zip is built here, as the test runs (zip_of and its parts).
#include <fcntl.h>
#include <gtest/gtest.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "package/zip.hpp"
#include "support/judge_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

extern char** environ;

// The judge's zip reader (judge/zip_files.cpp): judge::unzip_to, with `bytes`
// the bound of the bytes (0: the judge's own); judge::bytes_text.
std::vector<std::string> unzip_files_to(const std::string& archive, const std::string& folder, std::uint64_t bytes = 0);
std::string bound_text(std::uint64_t bytes);

namespace {

namespace fs = std::filesystem;

using package::crc32;

// Deflate's bits (RFC 1951 3.1.1): values from their lowest bit, Huffman codes from their highest.
class Bits {
 public:
  void value(std::uint32_t v, int count) {
    for (int i = 0; i < count; ++i) bit((v >> i) & 1u);
  }
  void code(std::uint32_t c, int length) {
    for (int i = length - 1; i >= 0; --i) bit((c >> i) & 1u);
  }
  std::string bytes() const { return used_ ? out_ + static_cast<char>(byte_) : out_; }

 private:
  void bit(std::uint32_t b) {
    byte_ |= b << used_;
    if (++used_ == 8) out_ += static_cast<char>(byte_), byte_ = 0, used_ = 0;
  }
  std::string out_;
  std::uint32_t byte_ = 0;
  int used_ = 0;
};

// `unit` (1 to 4 bytes of ASCII) `count` times, deflated in one block of the
// fixed codes (RFC 1951 3.2.6): the first unit as literals, then matches of
// 258 bytes a unit back (13 bits each: about 159 to 1), the rest as literals.
std::string deflated_repeats(const std::string& unit, std::uint64_t count) {
  Bits bits;
  bits.value(1, 1), bits.value(1, 2);  // the last block; the fixed codes
  const auto literal = [&](char c) { bits.code(0x30u + static_cast<unsigned char>(c), 8); };
  const std::uint64_t total = unit.size() * count;
  std::uint64_t done = 0;
  for (; done < unit.size() && done < total; ++done) literal(unit[done]);
  for (; total - done >= 258; done += 258) {
    bits.code(0xC5, 8);                                        // length 258 (code 285)
    bits.code(static_cast<std::uint32_t>(unit.size() - 1), 5);  // distance 1 to 4 (codes 0 to 3)
  }
  for (; done < total; ++done) literal(unit[done % unit.size()]);
  bits.code(0, 7);  // the end of the block (256)
  return bits.bytes();
}

std::string le(std::uint64_t v, int bytes) {
  std::string s;
  for (int i = 0; i < bytes; ++i) s += static_cast<char>((v >> (8 * i)) & 0xFF);
  return s;
}

// A zip entry as the test writes it: every field the judge reads, any value.
struct Entry {
  std::string name, packed;  // its name in the central directory; its bytes as stored
  std::uint32_t method = 0, flags = 0, crc = 0, size = 0;
  std::uint32_t attributes = 0100644u << 16;  // a Unix file, rw-r--r--
  std::string local_name, local_extra;        // the local header's name where it is another; its extra field
  bool local_zip64 = false;                   // its local header's sizes in a zip64 extra field, as zipfile's force_zip64
};

Entry stored(const std::string& name, const std::string& text) {
  Entry e;
  e.name = name, e.packed = text, e.crc = crc32(text), e.size = static_cast<std::uint32_t>(text.size());
  if (!name.empty() && name.back() == '/') e.attributes = (040755u << 16) | 0x10;
  return e;
}

// `unit` `count` times, deflated; its CRC worked out only where `crc` (a bomb's need not check).
Entry deflated(const std::string& name, const std::string& unit, std::uint64_t count, bool crc = true) {
  Entry e;
  e.name = name, e.method = 8, e.packed = deflated_repeats(unit, count), e.size = static_cast<std::uint32_t>(unit.size() * count);
  if (crc) {
    std::string block;
    for (std::size_t i = 0; i < 65536; ++i) block += unit;
    std::uint64_t left = count;
    for (; left >= 65536; left -= 65536) e.crc = crc32(block, e.crc);
    e.crc = crc32(block.substr(0, left * unit.size()), e.crc);
  }
  return e;
}

std::string local_header(const Entry& e) {
  const std::string name = e.local_name.empty() ? e.name : e.local_name;
  const std::string extra = e.local_zip64 ? le(1, 2) + le(16, 2) + le(e.size, 8) + le(e.packed.size(), 8) + e.local_extra
                                          : e.local_extra;
  const std::uint64_t packed = e.local_zip64 ? 0xFFFFFFFFu : e.packed.size(), size = e.local_zip64 ? 0xFFFFFFFFu : e.size;
  return "PK\3\4" + le(e.local_zip64 ? 45 : 20, 2) + le(e.flags, 2) + le(e.method, 2) + le(0, 2) + le(0x21, 2) +
         le(e.crc, 4) + le(packed, 4) + le(size, 4) + le(name.size(), 2) + le(extra.size(), 2) + name + extra;
}

std::string central_record(const Entry& e, std::uint64_t offset) {
  return "PK\1\2" + le(3 << 8 | 20, 2) + le(20, 2) + le(e.flags, 2) + le(e.method, 2) + le(0, 2) + le(0x21, 2) +
         le(e.crc, 4) + le(e.packed.size(), 4) + le(e.size, 4) + le(e.name.size(), 2) + le(0, 2) + le(0, 2) + le(0, 2) +
         le(0, 2) + le(e.attributes, 4) + le(offset, 4) + e.name;
}

std::string end_record(std::size_t count, std::uint64_t directory_size, std::uint64_t directory) {
  return "PK\5\6" + le(0, 2) + le(0, 2) + le(count, 2) + le(count, 2) + le(directory_size, 4) + le(directory, 4) + le(0, 2);
}

// The entries zipped in their order, each's record pointing at its own local header.
std::string zip_of(const std::vector<Entry>& entries) {
  std::string zip, directory;
  for (const Entry& e : entries) {
    directory += central_record(e, zip.size());
    zip += local_header(e) + e.packed;
  }
  return zip + directory + end_record(entries.size(), directory.size(), zip.size());
}

// A package: problem.yaml and one test, 0 in and out.
std::vector<Entry> package(std::vector<Entry> more = {}) {
  std::vector<Entry> entries = {stored("problem.yaml", "name: zipped\n"), stored("data/secret/1.in", "0\n"),
                                stored("data/secret/1.ans", "0\n")};
  entries.insert(entries.end(), more.begin(), more.end());
  return entries;
}

// A judge run, and the most memory it (or a process it waited for) held.
struct Measured {
  ProgramRun run;
  long peak_kb = 0;
};

// `judge args...` (as judge() runs it), waited for with wait4 for its peak memory.
Measured measured_judge(const std::vector<std::string>& args) {
  const std::string out = temp_path(".out"), err = temp_path(".err");
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_addopen(&files, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&files, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&files, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  std::vector<std::string> words = {SUITE_JUDGE};
  words.insert(words.end(), args.begin(), args.end());
#ifdef SUITE_SANITIZED  // as judge() runs it
  words.insert(std::find(words.begin(), words.end(), "--"), {"--memory-limit", "2048"});
#endif
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(&w[0]);
  argv.push_back(nullptr);
  pid_t pid = 0;
  Measured m;
  const int failed = posix_spawn(&pid, SUITE_JUDGE, &files, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&files);
  if (failed != 0) return m;
  int status = 0;
  struct rusage usage {};
  wait4(pid, &status, 0, &usage);
  m.run.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  m.run.out = read_file(out), m.run.err = read_file(err);
  m.peak_kb = usage.ru_maxrss;
  return m;
}

// The bytes of the files below the test's folder that are no zip: what a judge left.
std::uintmax_t left_on_disk() {
  std::uintmax_t bytes = 0;
  for (const auto& e : fs::recursive_directory_iterator(temp_dir()))
    if (e.is_regular_file() && e.path().extension() != ".zip") bytes += e.file_size();
  return bytes;
}

const std::string kBound = ", the most a package may hold (the judge's bound)";

// The judge refuses the zip of `entries` with exactly the line `why` after
// "judge: --problem ZIP: ", status 2, no test run, staying under 200 MB and
// leaving under 1 MB on the disk.
void refused(const std::vector<Entry>& entries, const std::string& why, const std::string& zip_bytes = "") {
  const std::string zip = temp_file("package.zip", zip_bytes.empty() ? zip_of(entries) : zip_bytes);
  const Measured m = measured_judge({"--problem", zip, "--time-limit", "1", "--", "/bin/cat"});
  EXPECT_EQ(m.run.status, 2) << why << "\n" << m.run.out << m.run.err;
  EXPECT_EQ(m.run.err, "judge: --problem " + zip + ": " + why + "\n");
  EXPECT_EQ(m.run.out.find("test "), std::string::npos) << m.run.out;
#ifndef SUITE_SANITIZED  // a sanitizer's own memory is no measure of the judge's
  EXPECT_LT(m.peak_kb, 200 << 10) << why;
#endif
  EXPECT_LT(left_on_disk(), std::uintmax_t{1} << 20) << why;
  fs::remove(zip);
}

// A bomb the size it says: refused before anything is written. A bomb that
// says it is 1,000 bytes: refused as its bytes pass the bound, each written
// as it comes (the judge never holds an entry), all removed.
TEST(PackageZip, ABombIsRefusedAtTheBoundAndTheJudgeStaysSmall) {
  const std::uint64_t half = (std::uint64_t{600} << 20) / 2;  // 600 MiB of "0\n"
  refused(package({deflated("data/secret/2.in", "0\n", half, false), deflated("data/secret/3.in", "0\n", half, false)}),
          "entry \"data/secret/3.in\" would unpack past 1 GiB" + kBound);
  Entry liar = deflated("data/secret/2.in", "0\n", (std::uint64_t{1} << 29) + (1 << 19), false);  // 1 GiB and 1 MiB
  liar.size = 1000;
  refused(package({liar}), "entry \"data/secret/2.in\" would unpack past 1 GiB" + kBound);
}

// Sixteen records of one packed 100 MB entry (today's reader unpacked each:
// 1.6 GB); an entry whose stored bytes hold the next entry, header and all.
TEST(PackageZip, EntriesThatShareTheirBytesAreRefused) {
  const Entry big = deflated("data/secret/1.in", "0\n", 50 << 20);  // its CRC right: a reader that unpacks it reads it
  std::string zip = local_header(big) + big.packed, directory;
  for (int i = 1; i <= 16; ++i) {
    Entry named = big;
    named.name = "data/secret/" + std::to_string(i) + ".in";
    directory += central_record(named, 0);
  }
  refused({}, "entry \"data/secret/2.in\"'s bytes overlap those of entry \"data/secret/1.in\" (one packed stream unpacked twice: a zip bomb's way)",
          zip + directory + end_record(16, directory.size(), zip.size()));

  Entry inner = big;
  inner.name = "data/secret/2.in";
  Entry outer = stored("data/secret/1.in", local_header(inner) + inner.packed);
  zip = local_header(outer) + outer.packed;
  directory = central_record(outer, 0) + central_record(inner, local_header(outer).size());
  refused({}, "entry \"data/secret/2.in\"'s bytes overlap those of entry \"data/secret/1.in\" (one packed stream unpacked twice: a zip bomb's way)",
          zip + directory + end_record(2, directory.size(), zip.size()));
}

// 50,001 empty entries: refused at the one past the bound, before any is
// made. A name of 1,115 bytes (shown cut).
TEST(PackageZip, TooManyEntriesOrTooLongANameAreRefused) {
  std::vector<Entry> entries;
  for (int i = 1; i <= 50001; ++i) entries.push_back(stored("data/secret/" + std::to_string(i), ""));
  refused(entries, "entry \"data/secret/50001\" is past 50,000 entries" + kBound);
  const std::string name = "data/secret/" + std::string(1100, 'a') + ".in";
  refused(package({stored(name, "0\n")}), "entry \"" + name.substr(0, 157) + "...\": its name is 1,115 bytes long, past 1,024, "
                                          "the longest a package's may be (the judge's bound)");
}

// The zips whose names zip readers read two ways, each with what the judge says.
std::vector<std::pair<std::vector<Entry>, std::string>> odd_zips() {
  std::vector<std::pair<std::vector<Entry>, std::string>> zips;
  const auto add = [&](std::vector<Entry> more, const std::string& why) { zips.push_back({package(more), why}); };
  // Python's zipfile cuts a name at its NUL: two entries "data/secret/1.ans", the later one read by name.
  std::vector<Entry> nul = {stored("problem.yaml", "name: zipped\n"), stored("data/secret/1.in", "0\n"),
                            stored(std::string("data/secret/1.ans\0x", 19), "1\n"), stored("data/secret/1.ans", "0\n")};
  zips.push_back({nul, "entry \"data/secret/1.ans\\x00x\": its name holds a NUL byte, where zip readers cut it or not"});
  add({stored("data/secret/1.ans", "1\n")}, "entry \"data/secret/1.ans\" comes twice in the archive");
  add({stored("data/secret/1.ans/", "")}, "entry \"data/secret/1.ans/\": the archive has a file and a folder of that name");
  add({stored("data", "")}, "entry \"data/secret/1.in\": \"data\" above it is a file in the archive");
  Entry link = stored("data/secret/2.ans", "/etc/passwd");
  link.attributes = 0120777u << 16;
  add({stored("data/secret/2.in", "0\n"), link}, "entry \"data/secret/2.ans\": it is a symbolic link, which the judge does not make");
  add({stored("../2.in", "0\n")}, "entry \"../2.in\": its name climbs out of the package's folder with \"..\"");
  add({stored("/tmp/2.in", "0\n")}, "entry \"/tmp/2.in\": its name is not a path below the package's folder");
  add({stored("data\\secret\\2.in", "0\n")}, "entry \"data\\\\secret\\\\2.in\": its name holds a backslash, which zip readers take for a folder or not");
  Entry locked = stored("data/secret/2.in", "0\n");
  locked.flags = 1;
  add({locked}, "entry \"data/secret/2.in\": it is encrypted");
  Entry renamed = stored("data/secret/2.in", "0\n");
  renamed.local_name = "data/secret/2.xx";
  add({renamed}, "entry \"data/secret/2.in\": its local header names it \"data/secret/2.xx\"");
  add({stored("data/secret/\xe9.in", "0\n")},
      "entry \"data/secret/\\xe9.in\": its name is not ASCII and is not marked UTF-8, where zip readers read it as code page 437 or as UTF-8");
  Entry unicode_path = stored("data/secret/2.in", "0\n");  // Info-ZIP's Unicode path extra field, naming another file
  const std::string other = "data/secret/3.in";
  unicode_path.local_extra = le(0x7075, 2) + le(5 + other.size(), 2) + "\1" + le(crc32(unicode_path.name), 4) + other;
  add({unicode_path}, "entry \"data/secret/2.in\": libarchive reads its name as \"data/secret/3.in\" (its extra fields?)");
  Entry bzip2 = stored("data/secret/2.in", "0\n");
  bzip2.method = 12;
  add({bzip2}, "entry \"data/secret/2.in\": its compression method is 12; only stored and deflated entries are read");
  add({stored("data/secret/\n\x1b[2J.in", ""), stored("data/secret/\n\x1b[2J.in", "")},
      "entry \"data/secret/\\x0a\\x1b[2J.in\" comes twice in the archive");
  Entry zip64 = stored("data/secret/2.in", "0\n");  // as Python's zipfile writes an entry opened with force_zip64
  zip64.local_zip64 = true;
  add({zip64}, "entry \"data/secret/2.in\": its local header is zip64's, which is not read here");
  return zips;
}

TEST(PackageZip, NamesZipReadersReadTwoWaysAreRefusedByName) {
  for (const auto& [entries, why] : odd_zips()) refused(entries, why);
}

// What Python's zipfile reads of each zip: a line an entry, its name
// (ascii()) then its bytes (ascii(), or their count past 100) or the error
// reading it; then, where a zip has "data/secret/1.ans", what zipfile reads
// by that name. One python3 for all (it takes most of a second to start).
std::vector<std::string> python_reads(const std::vector<std::string>& zips) {
  const char* kScript =
      "import sys, zipfile\n"
      "def text(f):\n"
      "  try: b = f(); return ascii(b) if len(b) <= 100 else 'len %d' % len(b)\n"
      "  except Exception as e: return type(e).__name__\n"
      "for path in sys.argv[1:]:\n"
      "  z = zipfile.ZipFile(path)\n"
      "  for i in z.infolist(): print(ascii(i.filename), text(lambda: z.read(i)))\n"
      "  if 'data/secret/1.ans' in z.namelist(): print('by name', text(lambda: z.read('data/secret/1.ans')))\n"
      "  print('--')\n";
  std::vector<std::string> args = {"-c", kScript};
  args.insert(args.end(), zips.begin(), zips.end());
  const ProgramRun run = run_program_on(on_path("python3"), args, "");
  EXPECT_EQ(run.status, 0) << run.err;
  std::vector<std::string> read(1);
  for (std::size_t at = 0, end; (end = run.out.find("--\n", at)) != std::string::npos; at = end + 3)
    read.back() = run.out.substr(at, end - at), read.emplace_back();
  read.pop_back();
  EXPECT_EQ(read.size(), zips.size()) << run.out;
  read.resize(zips.size());
  return read;
}

// Python's zipfile (the reader problemtools' users unzip with) on the odd
// zips: it reads each, and reads some other than the judge would have
// (which is why the judge refuses them), or fails on it.
TEST(PackageZip, PythonsZipfileReadsTheOddZipsAsSaid) {
  if (on_path("python3").empty()) GTEST_SKIP() << "skipped: no python3 to read the zips with (Debian: apt-get install python3)";
  const std::vector<std::pair<std::vector<Entry>, std::string>> zips = odd_zips();
  std::vector<std::string> paths;
  for (const auto& [entries, why] : zips) paths.push_back(temp_file("odd.zip", zip_of(entries)));
  // Sixteen records of one entry.
  const Entry one = stored("data/secret/1.in", "0\n");
  std::string directory;
  for (int i = 1; i <= 16; ++i) {
    Entry named = one;
    named.name = "data/secret/" + std::to_string(i) + ".in";
    directory += central_record(named, 0);
  }
  const std::string body = local_header(one) + one.packed;
  paths.push_back(temp_file("shared.zip", body + directory + end_record(16, directory.size(), body.size())));
  const std::vector<std::string> read_by_python = python_reads(paths);
  std::map<std::string, std::string> read;  // the judge's refusal -> what Python read
  for (std::size_t i = 0; i < zips.size(); ++i) read[zips[i].second] = read_by_python[i];
  const auto has = [&](const std::string& why, const std::string& line) {
    EXPECT_NE(read.at(why).find(line), std::string::npos) << why << "\n" << read.at(why);
  };
  // The NUL: both named "data/secret/1.ans"; by that name, the later (the right answer, where the judge read the wrong one).
  has(zips[0].second, "'data/secret/1.ans' b'1\\n'\n'data/secret/1.ans' b'0\\n'\nby name b'0\\n'");
  has(zips[1].second, "'data/secret/1.ans' b'0\\n'\n'data/secret/1.ans' b'1\\n'\nby name b'1\\n'");  // twice: the later
  has(zips[2].second, "'data/secret/1.ans/' b''");          // a file and a folder of one name
  has(zips[3].second, "'data' b''");                        // a file where a folder is
  has(zips[4].second, "'data/secret/2.ans' b'/etc/passwd'"); // a link's target, as a file's text
  has(zips[5].second, "'../2.in' b'0\\n'");
  has(zips[6].second, "'/tmp/2.in' b'0\\n'");
  has(zips[7].second, "'data\\\\secret\\\\2.in' b'0\\n'");  // a backslash kept in the name, on Linux
  has(zips[8].second, "'data/secret/2.in' RuntimeError");   // encrypted: a password wanted
  has(zips[9].second, "'data/secret/2.in' BadZipFile");     // its local header names another
  has(zips[10].second, "'data/secret/\\u0398.in' b'0\\n'"); // 0xE9 read as code page 437's theta
  // The extra field's name: Python 3.11 reads the record's, libarchive the field's (a Python may read either).
  EXPECT_TRUE(read.at(zips[11].second).find("'data/secret/2.in' b'0\\n'") != std::string::npos ||
              read.at(zips[11].second).find("'data/secret/3.in' b'0\\n'") != std::string::npos) << read.at(zips[11].second);
  has(zips[12].second, "'data/secret/2.in' ");              // bzip2: read or not, the judge refuses it by name
  has(zips[13].second, "'data/secret/\\n\\x1b[2J.in' b''\n'data/secret/\\n\\x1b[2J.in' b''");
  has(zips[14].second, "'data/secret/2.in' b'0\\n'");      // zip64's local header: read

  // Sixteen records of one entry: the first read, each other refused (its local header names another; a Python
  // that checks for it says "Overlapped entries" first), or, had they all one name, read sixteen times.
  const std::string& shared = read_by_python.back();
  EXPECT_NE(shared.find("'data/secret/1.in' b'0\\n'"), std::string::npos) << shared;
  EXPECT_NE(shared.find("'data/secret/16.in' BadZipFile"), std::string::npos) << shared;
}

// An honest package: a 20 MB test of "0\n" (about 159 to 1 here; 1,000 to 1
// as zlib packs it), a name past ASCII marked UTF-8, folders, and an output
// validator built by its own build script and run by its run script (made
// executable, as problemtools' buildrun does). Judged, and read by Python's
// zipfile as the judge reads it.
TEST(PackageZip, AnHonestPackageWithARepetitiveTestIsJudged) {
  Entry accented = stored("data/secret/\xc3\xa9t\xc3\xa9.in", "1\n");
  accented.flags = 0x800;
  Entry accented_answer = stored("data/secret/\xc3\xa9t\xc3\xa9.ans", "1\n");
  accented_answer.flags = 0x800;
  const std::vector<Entry> entries = {
      stored("problem.yaml", "name: zipped\nvalidation: custom\n"), stored("data/", ""), stored("data/secret/", ""),
      deflated("data/secret/big.in", "0\n", 10 << 20), stored("data/secret/big.ans", "0\n"), accented, accented_answer,
      stored("data/secret/\x1b[2J\n.in", "2\n"), stored("data/secret/\x1b[2J\n.ans", "2\n"),
      stored("output_validators/last/build", "#!/bin/sh\nexit 0\n"),
      stored("output_validators/last/run", "#!/bin/sh\n[ \"$(cat)\" = \"$(cat \"$2\")\" ] && exit 42 || exit 43\n")};
  const std::string zip = temp_file("honest.zip", zip_of(entries));
  const ProgramRun run = judge({"--problem", zip, "--time-limit", "2", "--", "/usr/bin/tail", "-n", "1"});  // the last line
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("secret/big "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("secret/\xc3\xa9t\xc3\xa9 "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("secret/\\x1b[2J\\x0a "), std::string::npos) << run.out;  // a name that would clear the screen, escaped
  EXPECT_EQ(run.out.find('\x1b'), std::string::npos) << run.out;

  // The judge's reader and Python's zipfile read the same names and bytes.
  const std::string folder = temp_path("-unzipped");
  const std::vector<std::string> names = unzip_files_to(zip, folder);
  ASSERT_EQ(names.size(), entries.size());
  for (std::size_t i = 0; i < names.size(); ++i) EXPECT_EQ(names[i], entries[i].name);
  EXPECT_EQ(fs::file_size(folder + "/data/secret/big.in"), std::uintmax_t{20} << 20);
  if (on_path("python3").empty()) GTEST_SKIP() << "skipped: no python3 to read the zip with (Debian: apt-get install python3)";
  EXPECT_EQ(python_reads({zip}).at(0),
            "'problem.yaml' b'name: zipped\\nvalidation: custom\\n'\n'data/' b''\n'data/secret/' b''\n'data/secret/big.in' len 20971520\n"
            "'data/secret/big.ans' b'0\\n'\n'data/secret/\\xe9t\\xe9.in' b'1\\n'\n'data/secret/\\xe9t\\xe9.ans' b'1\\n'\n"
            "'data/secret/\\x1b[2J\\n.in' b'2\\n'\n'data/secret/\\x1b[2J\\n.ans' b'2\\n'\n"
            "'output_validators/last/build' b'#!/bin/sh\\nexit 0\\n'\n"
            "'output_validators/last/run' b'#!/bin/sh\\n[ \"$(cat)\" = \"$(cat \"$2\")\" ] && exit 42 || exit 43\\n'\n");
}

// The bounds as the messages write them.
TEST(PackageZip, BoundsAreWrittenInTheirUnits) {
  EXPECT_EQ(bound_text(std::uint64_t{1} << 30), "1 GiB");
  EXPECT_EQ(bound_text(std::uint64_t{64} << 20), "64 MiB");
  EXPECT_EQ(bound_text(1000), "1,000 bytes");
}

// unzip_to under a test's smaller bounds: the bytes counted as they come.
TEST(PackageZip, UnzipToCountsTheBytesItWrites) {
  Entry liar = deflated("a.in", "0\n", 4 << 20);  // 8 MiB that says 10 bytes
  liar.size = 10;
  const std::string zip = temp_file("liar.zip", zip_of({stored("b.in", "x"), liar}));
  try {
    unzip_files_to(zip, temp_path("-unzipped"), std::uint64_t{1} << 20);
    ADD_FAILURE() << "read";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "entry \"a.in\" would unpack past 1 MiB" + kBound);
  }
  try {  // within the bound, the lie is libarchive's to find
    unzip_files_to(zip, temp_path("-unzipped"), std::uint64_t{16} << 20);
    ADD_FAILURE() << "read";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()).rfind("entry \"a.in\" does not read: ZIP uncompressed data is wrong size", 0), 0u) << e.what();
  }
}

}  // namespace
