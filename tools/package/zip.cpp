// zip.cpp: see zip.hpp. Deflate as RFC 1951 writes it (3.2.5 and 3.2.6 for
// the lengths, distances and fixed codes); the zip records as APPNOTE 4.3.
#include "package/zip.hpp"

#include <cstddef>
#include <stdexcept>
#include <vector>

#include "package/deflate_tables.hpp"

namespace package {

namespace {

using deflate::kDistanceBase;
using deflate::kDistanceExtra;
using deflate::kLengthBase;
using deflate::kLengthExtra;

// Bits written from the lowest of each byte up, as deflate packs them.
class BitWriter {
 public:
  void bits(std::uint32_t value, int count) {  // the value's lowest `count` bits, lowest first
    for (int i = 0; i < count; ++i) put((value >> i) & 1u);
  }
  void code(std::uint32_t code, int length) {  // a Huffman code, its highest bit first
    for (int i = length - 1; i >= 0; --i) put((code >> i) & 1u);
  }
  std::string finish() {
    if (used_ > 0) out_ += static_cast<char>(byte_);
    byte_ = 0, used_ = 0;
    return out_;
  }

 private:
  void put(std::uint32_t bit) {
    byte_ |= static_cast<unsigned>(bit) << used_;
    if (++used_ == 8) {
      out_ += static_cast<char>(byte_);
      byte_ = 0, used_ = 0;
    }
  }
  std::string out_;
  unsigned byte_ = 0;
  int used_ = 0;
};

// The fixed literal/length code of `symbol` (0..287).
void fixed_literal(BitWriter& out, int symbol) {
  if (symbol < 144) out.code(0x30u + static_cast<std::uint32_t>(symbol), 8);
  else if (symbol < 256) out.code(0x190u + static_cast<std::uint32_t>(symbol - 144), 9);
  else if (symbol < 280) out.code(static_cast<std::uint32_t>(symbol - 256), 7);
  else out.code(0xC0u + static_cast<std::uint32_t>(symbol - 280), 8);
}


void write_match(BitWriter& out, int length, int distance) {
  int l = 28;
  while (kLengthBase[l] > length) --l;
  fixed_literal(out, 257 + l);
  out.bits(static_cast<std::uint32_t>(length - kLengthBase[l]), kLengthExtra[l]);
  int d = 29;
  while (kDistanceBase[d] > distance) --d;
  out.code(static_cast<std::uint32_t>(d), 5);
  out.bits(static_cast<std::uint32_t>(distance - kDistanceBase[d]), kDistanceExtra[d]);
}

const int kWindow = 32768, kMinMatch = 3, kMaxMatch = 258, kChain = 128, kHashBits = 15;

int hash_at(const std::string& data, std::size_t i) {
  const std::uint32_t v = static_cast<unsigned char>(data[i]) | static_cast<unsigned char>(data[i + 1]) << 8 |
                          static_cast<std::uint32_t>(static_cast<unsigned char>(data[i + 2])) << 16;
  return static_cast<int>((v * 2654435761u) >> (32 - kHashBits));
}

void put16(std::string& out, std::uint32_t v) {
  out += static_cast<char>(v & 0xFF);
  out += static_cast<char>((v >> 8) & 0xFF);
}
void put32(std::string& out, std::uint32_t v) {
  put16(out, v & 0xFFFF);
  put16(out, v >> 16);
}

}  // namespace

std::uint32_t crc32(const std::string& data, std::uint32_t crc) {
  static std::uint32_t table[256];
  static bool made = false;
  if (!made) {
    for (std::uint32_t n = 0; n < 256; ++n) {
      std::uint32_t c = n;
      for (int k = 0; k < 8; ++k) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      table[n] = c;
    }
    made = true;
  }
  std::uint32_t c = crc ^ 0xFFFFFFFFu;
  for (unsigned char byte : data) c = table[(c ^ byte) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

std::string deflated(const std::string& data) {
  BitWriter out;
  out.bits(1, 1);  // BFINAL: the one block
  out.bits(1, 2);  // BTYPE 01: the fixed codes
  // head[h]: the last position whose three bytes hash to h; prev[i % window]:
  // the one before it with the same hash (-1: none).
  std::vector<int> head(1 << kHashBits, -1), prev(kWindow, -1);
  const std::size_t n = data.size();
  auto insert = [&](std::size_t i) {
    if (i + kMinMatch > n) return;
    const int h = hash_at(data, i);
    prev[i % kWindow] = head[static_cast<std::size_t>(h)];
    head[static_cast<std::size_t>(h)] = static_cast<int>(i);
  };
  for (std::size_t i = 0; i < n;) {
    int best = 0, best_distance = 0;
    if (i + kMinMatch <= n) {
      int candidate = head[static_cast<std::size_t>(hash_at(data, i))];
      const std::size_t most = n - i < static_cast<std::size_t>(kMaxMatch) ? n - i : kMaxMatch;
      for (int tries = 0; candidate >= 0 && tries < kChain; ++tries) {
        const std::size_t from = static_cast<std::size_t>(candidate);
        if (i - from > static_cast<std::size_t>(kWindow - 1)) break;
        std::size_t length = 0;
        while (length < most && data[from + length] == data[i + length]) ++length;
        if (static_cast<int>(length) > best) {
          best = static_cast<int>(length);
          best_distance = static_cast<int>(i - from);
          if (length == most) break;
        }
        const int before = prev[from % kWindow];
        if (before >= candidate) break;  // overwritten by a later position: the chain ends
        candidate = before;
      }
    }
    if (best >= kMinMatch) {
      write_match(out, best, best_distance);
      for (int k = 0; k < best; ++k) insert(i + static_cast<std::size_t>(k));
      i += static_cast<std::size_t>(best);
    } else {
      fixed_literal(out, static_cast<unsigned char>(data[i]));
      insert(i);
      ++i;
    }
  }
  fixed_literal(out, 256);  // the end of the block
  return out.finish();
}

std::string zip_archive(const std::map<std::string, std::string>& files) {
  const std::uint32_t kTime = 0, kDate = (2000 - 1980) << 9 | 1 << 5 | 1;  // 2000-01-01 00:00 in MS-DOS form
  std::string archive, directory;
  for (const auto& file : files) {
    const std::string& name = file.first;
    const std::string& data = file.second;
    if (name.empty() || name.size() > 0xFFFF || data.size() >= 0xFFFFFFFFu || archive.size() >= 0xFFFFFFFFu)
      throw std::runtime_error("a zip without its 64-bit extension cannot hold " + name);
    const std::string packed = deflated(data);
    const bool stored = packed.size() >= data.size();
    const std::string& body = stored ? data : packed;
    const std::uint32_t crc = crc32(data), offset = static_cast<std::uint32_t>(archive.size());
    std::string common;            // from "version needed" to the name's length, in both records
    put16(common, stored ? 10 : 20);  // version needed: 1.0 to store, 2.0 to deflate
    put16(common, 1u << 11);       // flags: the name is UTF-8
    put16(common, stored ? 0 : 8);  // method
    put16(common, kTime);
    put16(common, kDate);
    put32(common, crc);
    put32(common, static_cast<std::uint32_t>(body.size()));
    put32(common, static_cast<std::uint32_t>(data.size()));
    put16(common, static_cast<std::uint32_t>(name.size()));
    put16(common, 0);  // no extra field
    put32(archive, 0x04034b50);  // a local file header
    archive += common + name + body;
    put32(directory, 0x02014b50);  // its central directory record
    put16(directory, 3u << 8 | 20);  // made by: Unix, zip 2.0 (so that the mode below is read)
    directory += common;
    put16(directory, 0);                // no comment
    put16(directory, 0);                // disk 0
    put16(directory, 0);                // internal attributes
    put32(directory, 0100644u << 16);  // external attributes: a regular file, rw-r--r--
    put32(directory, offset);
    directory += name;
  }
  if (files.size() > 0xFFFF || archive.size() + directory.size() >= 0xFFFFFFFFu)
    throw std::runtime_error("a zip without its 64-bit extension cannot hold so much");
  const std::uint32_t directory_at = static_cast<std::uint32_t>(archive.size());
  archive += directory;
  put32(archive, 0x06054b50);  // the end of the central directory
  put16(archive, 0);
  put16(archive, 0);
  put16(archive, static_cast<std::uint32_t>(files.size()));
  put16(archive, static_cast<std::uint32_t>(files.size()));
  put32(archive, static_cast<std::uint32_t>(directory.size()));
  put32(archive, directory_at);
  put16(archive, 0);  // no comment
  return archive;
}

}  // namespace package
