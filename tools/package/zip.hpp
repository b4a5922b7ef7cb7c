// zip.hpp: a zip archive written the same way every time, so that the same
// files give the same bytes on every build and machine (what
// SOURCE_DATE_EPOCH asks of a build, without the variable): the entries in
// name order, each dated 2000-01-01 00:00, mode 0644, no owner and no extra
// field; each deflated (fixed Huffman codes, LZ77 over a 32 KB window) or,
// where that would not be smaller, stored. Every zip reader reads it
// (PKWARE's APPNOTE 6.3, the parts version 2.0 has).
#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace package {

// CRC-32 (ISO 3309, as zip and gzip use it) of `data`, carried on from
// `crc`, the CRC-32 of what came before it (0: nothing).
std::uint32_t crc32(const std::string& data, std::uint32_t crc = 0);

// `data` as a raw deflate stream (RFC 1951), one block with the fixed codes.
std::string deflated(const std::string& data);

// The zip of `files` (name in the archive -> bytes): folders are made by
// the names' slashes, as every reader does, with no entry of their own.
std::string zip_archive(const std::map<std::string, std::string>& files);

}  // namespace package
