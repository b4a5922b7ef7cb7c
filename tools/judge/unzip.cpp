// unzip.cpp: see unzip.hpp. Inflate as RFC 1951 3.2 decodes it: the block
// header (3.2.3), stored blocks (3.2.4), the fixed codes (3.2.6), the dynamic
// ones read from the code-length code (3.2.7), canonical Huffman codes (3.2.2).
#include "judge/unzip.hpp"

#include <stdexcept>
#include <vector>

#include "package/deflate_tables.hpp"
#include "package/zip.hpp"

namespace judge {
namespace {

using deflate::kDistanceBase;
using deflate::kDistanceExtra;
using deflate::kLengthBase;
using deflate::kLengthExtra;

class BitReader {
 public:
  explicit BitReader(const std::string& data) : data_(data) {}
  unsigned bits(int count) {  // the next `count` bits, the first read the lowest
    unsigned value = 0;
    for (int i = 0; i < count; ++i) value |= bit() << i;
    return value;
  }
  unsigned bit() {
    if (at_ >= data_.size()) throw std::runtime_error("the deflate stream ends early");
    const unsigned b = (static_cast<unsigned char>(data_[at_]) >> used_) & 1u;
    if (++used_ == 8) used_ = 0, ++at_;
    return b;
  }
  void to_byte() {
    if (used_ != 0) used_ = 0, ++at_;
  }
  std::string bytes(std::size_t count) {
    if (data_.size() - at_ < count) throw std::runtime_error("a stored block ends early");
    const std::string part = data_.substr(at_, count);
    at_ += count;
    return part;
  }

 private:
  const std::string& data_;
  std::size_t at_ = 0;
  int used_ = 0;
};

// A canonical Huffman code from its lengths: decoded a bit at a time by
// counting the codes of each length (RFC 1951 3.2.2).
class Code {
 public:
  explicit Code(const std::vector<int>& lengths) : count_(16, 0) {
    for (int length : lengths) ++count_[length];
    count_[0] = 0;
    std::vector<int> offset(16, 0);
    for (int l = 1; l < 16; ++l) offset[l] = offset[l - 1] + count_[l - 1];
    symbols_.resize(lengths.size());
    for (std::size_t s = 0; s < lengths.size(); ++s)
      if (lengths[s]) symbols_[offset[lengths[s]]++] = static_cast<int>(s);
  }
  int decode(BitReader& in) const {
    int code = 0, first = 0, index = 0;
    for (int l = 1; l < 16; ++l) {
      code |= static_cast<int>(in.bit());
      const int count = count_[l];
      if (code - first < count) return symbols_[index + code - first];
      index += count, first += count;
      first <<= 1, code <<= 1;
    }
    throw std::runtime_error("a bad Huffman code in the deflate stream");
  }

 private:
  std::vector<int> count_, symbols_;
};


void block(BitReader& in, const Code& literals, const Code& distances, std::string& out, std::uint64_t size) {
  for (;;) {
    const int symbol = literals.decode(in);
    if (symbol < 256) {
      out += static_cast<char>(symbol);
    } else if (symbol == 256) {
      return;
    } else {
      if (symbol > 285) throw std::runtime_error("a bad length code in the deflate stream");
      const int length = kLengthBase[symbol - 257] + static_cast<int>(in.bits(kLengthExtra[symbol - 257]));
      const int d = distances.decode(in);
      if (d > 29) throw std::runtime_error("a bad distance code in the deflate stream");
      const std::size_t distance = static_cast<std::size_t>(kDistanceBase[d]) + in.bits(kDistanceExtra[d]);
      if (distance > out.size()) throw std::runtime_error("a distance before the start of the deflate stream");
      for (int i = 0; i < length; ++i) out += out[out.size() - distance];
    }
    if (out.size() > size) throw std::runtime_error("the deflate stream is longer than its entry says");
  }
}

std::uint32_t le(const std::string& s, std::size_t at, int bytes) {
  if (at + static_cast<std::size_t>(bytes) > s.size()) throw std::runtime_error("it is cut short");
  std::uint32_t v = 0;
  for (int i = bytes - 1; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(s[at + static_cast<std::size_t>(i)]);
  return v;
}

}  // namespace

std::string inflated(const std::string& data, std::uint64_t size) {
  BitReader in(data);
  std::string out;
  for (bool last = false; !last;) {
    last = in.bit() != 0;
    const unsigned type = in.bits(2);
    if (type == 0) {
      in.to_byte();
      const std::string lengths = in.bytes(4);
      const std::uint32_t length = le(lengths, 0, 2), complement = le(lengths, 2, 2);
      if ((length ^ 0xFFFFu) != complement) throw std::runtime_error("a stored block's length does not check");
      out += in.bytes(length);
    } else if (type == 1) {
      std::vector<int> lengths(288, 8);
      for (int s = 144; s < 256; ++s) lengths[s] = 9;
      for (int s = 256; s < 280; ++s) lengths[s] = 7;
      block(in, Code(lengths), Code(std::vector<int>(30, 5)), out, size);
    } else if (type == 2) {
      const int literal_count = static_cast<int>(in.bits(5)) + 257, distance_count = static_cast<int>(in.bits(5)) + 1,
                code_count = static_cast<int>(in.bits(4)) + 4;
      static const int kOrder[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
      std::vector<int> code_lengths(19, 0);
      for (int i = 0; i < code_count; ++i) code_lengths[kOrder[i]] = static_cast<int>(in.bits(3));
      const Code length_code(code_lengths);
      std::vector<int> lengths;
      while (static_cast<int>(lengths.size()) < literal_count + distance_count) {
        const int symbol = length_code.decode(in);
        if (symbol < 16) {
          lengths.push_back(symbol);
          continue;
        }
        if (symbol == 16 && lengths.empty()) throw std::runtime_error("a repeat with nothing before it in the deflate stream");
        const int value = symbol == 16 ? lengths.back() : 0;
        const int times = symbol == 16 ? 3 + static_cast<int>(in.bits(2)) : symbol == 17 ? 3 + static_cast<int>(in.bits(3))
                                                                                          : 11 + static_cast<int>(in.bits(7));
        lengths.insert(lengths.end(), static_cast<std::size_t>(times), value);
      }
      if (static_cast<int>(lengths.size()) != literal_count + distance_count)
        throw std::runtime_error("code lengths past their count in the deflate stream");
      block(in, Code(std::vector<int>(lengths.begin(), lengths.begin() + literal_count)),
            Code(std::vector<int>(lengths.begin() + literal_count, lengths.end())), out, size);
    } else {
      throw std::runtime_error("a block of type 3 (reserved) in the deflate stream");
    }
    if (out.size() > size) throw std::runtime_error("the deflate stream is longer than its entry says");
  }
  if (out.size() != size) throw std::runtime_error("the deflate stream is shorter than its entry says");
  return out;
}

std::map<std::string, std::string> unzipped(const std::string& archive) {
  // The end of central directory record: its signature within the last 64 KB and 22 bytes (a comment may follow it).
  std::size_t end = std::string::npos;
  for (std::size_t at = archive.size() >= 22 ? archive.size() - 22 : std::string::npos;
       at != std::string::npos && archive.size() - at <= 22 + 0xFFFF; --at) {
    if (le(archive, at, 4) == 0x06054b50u) {
      end = at;
      break;
    }
    if (at == 0) break;
  }
  if (end == std::string::npos) throw std::runtime_error("it is not a zip archive (no end of central directory)");
  const std::uint32_t entries = le(archive, end + 10, 2), directory = le(archive, end + 16, 4);
  if (entries == 0xFFFF || directory == 0xFFFFFFFFu) throw std::runtime_error("it is a zip64 archive, which is not read here");
  std::map<std::string, std::string> files;
  std::size_t at = directory;
  for (std::uint32_t e = 0; e < entries; ++e) {
    if (le(archive, at, 4) != 0x02014b50u) throw std::runtime_error("its central directory is broken");
    const std::uint32_t flags = le(archive, at + 8, 2), method = le(archive, at + 10, 2), crc = le(archive, at + 16, 4),
                        packed = le(archive, at + 20, 4), size = le(archive, at + 24, 4),
                        name_length = le(archive, at + 28, 2), extra = le(archive, at + 30, 2),
                        comment = le(archive, at + 32, 2), local = le(archive, at + 42, 4);
    const std::string name = archive.substr(at + 46, name_length);
    at += 46 + name_length + extra + comment;
    const std::string entry = "entry \"" + name + "\": ";
    if (name.empty() || name[0] == '/' || name.find('\\') != std::string::npos || ("/" + name + "/").find("/../") != std::string::npos)
      throw std::runtime_error(entry + "its name leaves the archive's folder");
    if (name.back() == '/') continue;  // a folder
    if (flags & 1u) throw std::runtime_error(entry + "it is encrypted");
    if (packed == 0xFFFFFFFFu || size == 0xFFFFFFFFu) throw std::runtime_error(entry + "it is a zip64 entry, not read here");
    if (le(archive, local, 4) != 0x04034b50u) throw std::runtime_error(entry + "its local header is missing");
    const std::size_t data = local + 30 + le(archive, local + 26, 2) + le(archive, local + 28, 2);
    if (data + packed > archive.size()) throw std::runtime_error(entry + "it is cut short");
    const std::string bytes = archive.substr(data, packed);
    std::string content;
    try {
      if (method == 0) content = bytes;
      else if (method == 8) content = inflated(bytes, size);
      else throw std::runtime_error("compression method " + std::to_string(method) + " (only stored and deflated are read)");
    } catch (const std::runtime_error& error) {
      throw std::runtime_error(entry + error.what());
    }
    if (content.size() != size || package::crc32(content) != crc) throw std::runtime_error(entry + "its CRC-32 does not check");
    files[name] = content;
  }
  return files;
}

}  // namespace judge
