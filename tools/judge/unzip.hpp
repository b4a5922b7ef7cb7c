// unzip.hpp: a zip archive read (PKWARE's APPNOTE 6.3: the end record, the
// central directory, each local header), its entries stored or deflated
// (RFC 1951, every block type), each checked by its CRC-32. For a problem
// package given as a zip; what it cannot read is said, never guessed.
#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace judge {

// The raw deflate stream `data` inflated; `size` is what it must come to.
// Throws std::runtime_error on a stream that is not deflate's.
std::string inflated(const std::string& data, std::uint64_t size);

// The files of the zip `archive` (its name in the archive -> bytes); folders
// are no entries. Throws std::runtime_error naming the entry that cannot be
// read: an encrypted, a zip64 or an unknown method's entry, a bad CRC, a
// name that is absolute or climbs with "..".
std::map<std::string, std::string> unzipped(const std::string& archive);

}  // namespace judge
