// unzip.hpp: a problem package given as a zip, unpacked into a folder. Its
// central directory is read as Python's zipfile reads it (the end record,
// then each record, then each entry's local header); libarchive (its seekable
// zip reader, which also reads the central directory) inflates the entries,
// each streamed to its file through a fixed buffer. Every zip that Python's
// zipfile reads is read the same, or refused with the entry named; nothing
// past the bounds below is ever written.
//
// Why the records are read here too: libarchive 3.6's seekable reader keeps
// one record of those that share a local header and drops the others without
// a word; it names an entry by its local header (and by Info-ZIP's Unicode
// path field there), where Python takes the central directory's name; and it
// shows no name's bytes past a NUL. Each entry libarchive reads is checked
// against its record: the same name, kind and place.
//
// The bounds. A package is untrusted input: a zip bomb is a small zip that
// unpacks to far more than it holds. What a package may make the judge hold:
//
// - kMaxPackageBytes, 1 GiB unpacked in all: a real Kattis package can hold a
//   few hundred MB of tests (the judge reads each test whole, later). Counted
//   as the bytes come out of the inflater, never taken from the sizes the
//   archive declares (a zip can lie: libarchive checks an entry's declared
//   size only at its end). Declared sizes past the bound are refused before
//   anything is written, since an entry that is not its declared size is
//   refused anyway.
// - kMaxEntries, 50,000 entries (files and folders): a package of 25,000 tests,
//   each an input and an answer, which no judge runs; each entry is a file made
//   (an inode, a block of disk).
// - kMaxNameBytes, 1,024 bytes a name: no real path is near it (Linux refuses
//   one past 4,096); the names are held while the archive is read.
// - kMaxRatio, 1,032: the most that deflate can unpack a byte to (a match of
//   258 bytes coded in 2 bits). Honest test data comes near it (a million
//   "0\n" packs about 1,000 to 1), so no ratio below it tells a bomb from a
//   real test, and a ratio bound alone stops nothing. What stops a bomb is:
//   only stored and deflated entries are read (bzip2, LZMA and the like pack
//   far past it and are refused by name); each entry read within its own
//   bytes (an entry whose bytes overlap another's is refused: sixteen entries
//   of one packed 100 MB stream were a 104 KB zip of 1.6 GB); so a package
//   unpacks to at most kMaxRatio times its size, and never past
//   kMaxPackageBytes. Each entry is held to kMaxRatio as it unpacks, all the
//   same, should a reader ever read further than its packed bytes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace judge {

constexpr std::uint64_t kMaxPackageBytes = std::uint64_t{1} << 30;
constexpr std::size_t kMaxEntries = 50000;
constexpr std::size_t kMaxNameBytes = 1024;
constexpr std::uint64_t kMaxRatio = 1032;

// The bounds of one unpacking (the judge's own by default; a test's may be smaller).
struct UnzipLimits {
  std::uint64_t bytes = kMaxPackageBytes;
  std::size_t entries = kMaxEntries;
};

// Unpacks the zip at `archive` into `folder` (made if it is not there, and
// holding nothing of the same names): each file at its name below `folder`,
// made with mode 0644 less the umask, each folder made. Returns the entries'
// names in the central directory's order (Python's namelist()), a folder's
// ending in '/'.
//
// Throws std::runtime_error with one line (every name escaped,
// judge_io::escaped) naming the entry and why, before anything is written
// where the archive's headers say it, else when the bytes say it (files
// written until then stay): a name that holds a NUL byte, a backslash, an
// empty or "." part, that is absolute or climbs with "..", that is not ASCII
// and not marked UTF-8, or marked and not UTF-8; a name twice (a file and a
// folder of one name too); a symbolic link, hard link, device, FIFO or socket;
// an encrypted entry; a method other than stored or deflated; zip64; a local
// header that does not match its central directory record; entries whose
// bytes overlap; anything past the limits; and whatever libarchive cannot
// read (a bad CRC, a damaged stream), in its words.
std::vector<std::string> unzip_to(const std::string& archive, const std::string& folder, const UnzipLimits& limits = {});

// "1 GiB", "64 MiB", "512 KiB" or "1,000 bytes": a bound as the messages say it.
std::string bytes_text(std::uint64_t bytes);

}  // namespace judge
