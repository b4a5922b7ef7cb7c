// unzip.cpp: see unzip.hpp. The central directory as PKWARE's APPNOTE 6.3.10
// lays it out (4.3.16 the end record, 4.3.12 a record, 4.3.7 a local header)
// and Python 3's zipfile reads it (_EndRecData, _RealGetContents,
// ZipFile.open); libarchive's seekable zip reader for the bytes.
#include "judge/unzip.hpp"

#include <archive.h>
#include <archive_entry.h>
#include <fcntl.h>
#include <locale.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>

#include "judge/text.hpp"
#include "judge_io.hpp"

namespace judge {
namespace {

// How a refusal past a bound ends.
const char kMostAPackageHolds[] = "the most a package may hold (the judge's bound)";

// One central directory record, and what its local header adds.
struct Record {
  std::string name;  // as its bytes are, a folder's ending in '/'
  std::uint32_t flags = 0, method = 0, packed = 0, size = 0, crc = 0, attributes = 0, local = 0;
  unsigned system = 0;               // the system that made it: 0 MS-DOS, 3 Unix
  std::uint64_t data = 0, end = 0;   // its packed bytes, from the local header on: [data, end)
  bool folder() const { return !name.empty() && name.back() == '/'; }
};

std::runtime_error refused(const std::string& name, const std::string& why) {
  return std::runtime_error("entry \"" + shortened(name) + "\"" + why);
}

std::uint32_t le(const std::string& s, std::size_t at, int bytes) {
  std::uint32_t v = 0;
  for (int i = bytes - 1; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(s[at + static_cast<std::size_t>(i)]);
  return v;
}

// The archive's bytes, read where asked. It must be a file (opened without
// waiting, should it be a FIFO that no one writes).
class File {
 public:
  explicit File(const std::string& path) : fd_(open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)) {
    struct stat st {};
    if (fd_ >= 0 && fstat(fd_, &st) == 0 && S_ISREG(st.st_mode)) {
      size_ = static_cast<std::uint64_t>(st.st_size);
      return;
    }
    if (fd_ >= 0) close(fd_);
    throw std::runtime_error("it cannot be read as a file");
  }
  ~File() { close(fd_); }
  File(const File&) = delete;
  File& operator=(const File&) = delete;
  int fd() const { return fd_; }
  std::uint64_t size() const { return size_; }
  // The `count` bytes at `offset`; throws `why` where the file ends before them.
  std::string at(std::uint64_t offset, std::size_t count, const char* why = "it is cut short") const {
    if (offset > size_ || size_ - offset < count) throw std::runtime_error(why);
    std::string bytes(count, '\0');
    for (std::size_t done = 0; done < count;) {
      const ssize_t n = pread(fd_, &bytes[done], count - done, static_cast<off_t>(offset + done));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) throw std::runtime_error("it cannot be read");
      done += static_cast<std::size_t>(n);
    }
    return bytes;
  }

 private:
  int fd_;
  std::uint64_t size_ = 0;
};

// The end of central directory record's offset, found as Python's zipfile
// finds it: the last 22 bytes, else the last signature in the last 64 KiB
// and 22 bytes (a comment of up to 65,535 bytes may follow the record).
std::uint64_t end_record(const File& file) {
  const char kSignature[] = "PK\5\6";
  if (file.size() < 22) throw std::runtime_error("it is not a zip archive (no end of central directory record)");
  const std::string last = file.at(file.size() - 22, 22);
  if (last.compare(0, 4, kSignature) == 0 && le(last, 20, 2) == 0) return file.size() - 22;
  const std::uint64_t from = file.size() > (1 << 16) + 22 ? file.size() - (1 << 16) - 22 : 0;
  const std::size_t at = file.at(from, static_cast<std::size_t>(file.size() - from)).rfind(kSignature);
  if (at == std::string::npos || from + at + 22 > file.size())
    throw std::runtime_error("it is not a zip archive (no end of central directory record)");
  return from + at;
}

// Why `name` is no plain relative path that every reader reads alike, or "".
std::string name_fault(const std::string& name, std::uint32_t flags) {
  if (name.find('\0') != std::string::npos) return ": its name holds a NUL byte, where zip readers cut it or not";
  if (name.empty() || name[0] == '/') return ": its name is not a path below the package's folder";
  if (name.find('\\') != std::string::npos) return ": its name holds a backslash, which zip readers take for a folder or not";
  const std::string path = name.back() == '/' ? name.substr(0, name.size() - 1) : name;
  for (std::size_t from = 0; from <= path.size();) {
    const std::size_t to = std::min(path.find('/', from), path.size());
    const std::string part = path.substr(from, to - from);
    if (part == "..") return ": its name climbs out of the package's folder with \"..\"";
    if (part.empty() || part == ".") return ": its name has an empty or \".\" part";
    from = to + 1;
  }
  if (flags & 0x800u) {  // marked UTF-8 (APPNOTE 4.4.4, bit 11)
    for (std::size_t i = 0; i < name.size();) {
      unsigned long code = 0;
      const std::size_t n = judge_io::utf8_at(name, i, code);
      if (n == 0) return ": its name is marked UTF-8 and is not UTF-8";
      i += n;
    }
  } else if (std::any_of(name.begin(), name.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; })) {
    return ": its name is not ASCII and is not marked UTF-8, where zip readers read it as code page 437 or as UTF-8";
  }
  return "";
}

// Why the record is not a plain file or folder, stored or deflated, or "".
std::string kind_fault(const Record& r) {
  if (r.flags & (1u | 0x40u | 0x2000u)) return ": it is encrypted";
  if (r.flags & 0x20u) return ": it is compressed patched data, which zip readers do not read";
  if (r.method != 0 && r.method != 8)
    return ": its compression method is " + std::to_string(r.method) + "; only stored and deflated entries are read";
  if (r.packed == 0xFFFFFFFFu || r.size == 0xFFFFFFFFu || r.local == 0xFFFFFFFFu) return ": it is a zip64 entry, which is not read here";
  const bool folder_attribute = r.system == 3 ? ((r.attributes >> 16) & 0170000u) == 0040000u
                                : r.system == 0 ? (r.attributes & 0x10u) != 0
                                                : false;
  if (r.system == 3) {
    const std::uint32_t type = (r.attributes >> 16) & 0170000u;
    if (type == 0120000u) return ": it is a symbolic link, which the judge does not make";
    if (type != 0 && type != 0100000u && type != 0040000u) return ": it is a device, FIFO or socket, which the judge does not make";
  }
  if (folder_attribute && !r.folder()) return ": its attributes make it a folder and its name a file";
  if (r.folder() && r.size != 0) return ": it is a folder that holds " + thousands(r.size) + " bytes";
  return "";
}

// The records of the central directory, in its order, each checked by itself
// and against the others; `directory`, where it starts.
std::vector<Record> central_directory(const File& file, const UnzipLimits& limits, std::uint64_t& directory) {
  const std::uint64_t end = end_record(file);
  const std::string record = file.at(end, 22);
  if (file.size() - end - 22 != le(record, 20, 2))
    throw std::runtime_error("bytes follow its end of central directory record and its comment");
  if (end >= 20 && file.at(end - 20, 4) == "PK\6\7") throw std::runtime_error("it is a zip64 archive, which is not read here");
  const std::uint32_t count = le(record, 10, 2), size = le(record, 12, 4), offset = le(record, 16, 4);
  if (le(record, 4, 2) != 0 || le(record, 6, 2) != 0 || le(record, 8, 2) != count)
    throw std::runtime_error("it spans several disks, which is not read here");
  if (std::uint64_t{size} + offset != end)
    throw std::runtime_error("its central directory is not where its end record says (bytes before the archive?)");
  directory = offset;
  std::vector<Record> records;
  std::map<std::string, bool> kinds;  // a name without its last '/' -> a folder's
  for (std::uint64_t at = offset; at < end;) {
    const std::string fixed = file.at(at, 46);
    if (fixed.compare(0, 4, "PK\1\2") != 0) throw std::runtime_error("its central directory is broken");
    Record r;
    r.system = static_cast<unsigned char>(fixed[5]);
    r.flags = le(fixed, 8, 2), r.method = le(fixed, 10, 2), r.crc = le(fixed, 16, 4), r.packed = le(fixed, 20, 4);
    r.size = le(fixed, 24, 4), r.attributes = le(fixed, 38, 4), r.local = le(fixed, 42, 4);
    const std::size_t name_length = le(fixed, 28, 2);
    r.name = file.at(at + 46, std::min(name_length, kMaxNameBytes + 1), "its central directory is cut short");
    at += 46 + name_length + le(fixed, 30, 2) + le(fixed, 32, 2);
    if (at > end) throw std::runtime_error("its central directory is broken");
    if (records.size() == limits.entries)
      throw refused(r.name, " is past " + thousands(static_cast<long long>(limits.entries)) + " entries, " + kMostAPackageHolds);
    if (name_length > kMaxNameBytes)
      throw refused(r.name, ": its name is " + thousands(static_cast<long long>(name_length)) + " bytes long, past " +
                                thousands(kMaxNameBytes) + ", the longest a package's may be (the judge's bound)");
    std::string why = name_fault(r.name, r.flags);
    if (why.empty()) why = kind_fault(r);
    if (!why.empty()) throw refused(r.name, why);
    const std::string key = r.folder() ? r.name.substr(0, r.name.size() - 1) : r.name;
    const auto seen = kinds.find(key);
    if (seen != kinds.end())
      throw refused(r.name, seen->second == r.folder() ? " comes twice in the archive" : ": the archive has a file and a folder of that name");
    kinds[key] = r.folder();
    records.push_back(r);
  }
  if (records.size() != count)
    throw std::runtime_error("its end record counts " + thousands(count) + " entries, where its central directory holds " +
                             thousands(static_cast<long long>(records.size())));
  for (const Record& r : records)  // no entry inside a file
    for (std::size_t slash = r.name.find('/'); slash != std::string::npos && slash + 1 < r.name.size();
         slash = r.name.find('/', slash + 1)) {
      const auto above = kinds.find(r.name.substr(0, slash));
      if (above != kinds.end() && !above->second)
        throw refused(r.name, ": \"" + shortened(above->first) + "\" above it is a file in the archive");
    }
  return records;
}

// Each record's local header read, as Python's zipfile reads it before the
// entry's bytes (its name the record's), and the packed bytes that follow it;
// `by_offset` sorted by offset. No entry's bytes may overlap another's.
void local_headers(const File& file, std::vector<Record*>& by_offset, std::uint64_t directory) {
  const Record* before = nullptr;
  for (Record* r : by_offset) {
    if (before && r->local < before->end)
      throw refused(r->name, "'s bytes overlap those of entry \"" + shortened(before->name) +
                                 "\" (one packed stream unpacked twice: a zip bomb's way)");
    if (std::uint64_t{r->local} + 30 > directory) throw refused(r->name, ": its local header is missing");
    const std::string fixed = file.at(r->local, 30);
    if (fixed.compare(0, 4, "PK\3\4") != 0) throw refused(r->name, ": its local header is missing");
    const std::size_t name_length = le(fixed, 26, 2);
    if (r->local + 30 + name_length > directory) throw refused(r->name, ": its local header is cut short");
    const std::string name = file.at(r->local + 30, name_length);
    if (name != r->name) throw refused(r->name, ": its local header names it \"" + shortened(name) + "\"");
    const std::uint32_t flags = le(fixed, 6, 2), crc = le(fixed, 14, 4), packed = le(fixed, 18, 4), size = le(fixed, 22, 4);
    if (packed == 0xFFFFFFFFu || size == 0xFFFFFFFFu) throw refused(r->name, ": its local header is zip64's, which is not read here");
    if (((flags ^ r->flags) & (1u | 0x40u | 0x800u)) != 0 || le(fixed, 8, 2) != r->method ||
        (crc != 0 && crc != r->crc) || (packed != 0 && packed != r->packed) || (size != 0 && size != r->size))
      throw refused(r->name, ": its local header does not match its central directory record");
    r->data = r->local + 30 + name_length + le(fixed, 28, 2);
    r->end = r->data + r->packed;
    if (r->end > directory) throw refused(r->name, ": its bytes run past the entries into the central directory");
    before = r;
  }
}

// The folder `name` below `folder` made, and each above it that is not yet
// (`made`: the names of those made); a folder there already is taken, never
// a link or a file.
void make_folders(const std::string& folder, const std::string& name, std::set<std::string>& made) {
  for (std::size_t slash = name.find('/');; slash = name.find('/', slash + 1)) {
    const std::string part = name.substr(0, slash), path = folder + "/" + part;
    struct stat st {};
    if (!made.count(part) && mkdir(path.c_str(), 0755) != 0 &&
        !(errno == EEXIST && lstat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)))
      throw std::runtime_error("cannot make the folder " + judge_io::escaped(path));
    made.insert(part);
    if (slash == std::string::npos) return;
  }
}

// While it lives, this thread's locale reads UTF-8 (C.UTF-8): libarchive turns
// a name marked UTF-8 into the locale's characters, which in the C locale has
// no letter past ASCII.
class Utf8Locale {
 public:
  Utf8Locale() : locale_(newlocale(LC_CTYPE_MASK, "C.UTF-8", locale_t{})) {
    if (locale_) previous_ = uselocale(locale_);
  }
  ~Utf8Locale() {
    if (!locale_) return;
    uselocale(previous_);
    freelocale(locale_);
  }
  Utf8Locale(const Utf8Locale&) = delete;
  Utf8Locale& operator=(const Utf8Locale&) = delete;

 private:
  locale_t locale_, previous_ = locale_t{};
};

// libarchive's last error, its first line.
std::string said(archive* a) {
  const char* error = archive_error_string(a);
  const std::string text = error ? error : "it cannot be read";
  return shortened(text.substr(0, text.find('\n')));
}

// The entry `r` that libarchive has just read the header of, written below `folder`.
void write_entry(archive* a, archive_entry* entry, const Record& r, const std::string& folder, const UnzipLimits& limits,
                 std::uint64_t& total, std::set<std::string>& made) {
  const char* name = archive_entry_pathname(entry);
  if (!name || name != r.name)
    throw refused(r.name, ": libarchive reads its name as \"" + shortened(name ? name : "") + "\" (its extra fields?)");
  const unsigned type = archive_entry_filetype(entry);
  if (type != (r.folder() ? AE_IFDIR : AE_IFREG) || archive_entry_hardlink(entry) || archive_entry_symlink(entry))
    throw refused(r.name, ": libarchive reads it as no plain " + std::string(r.folder() ? "folder" : "file"));
  if (archive_filter_bytes(a, 0) != static_cast<la_int64_t>(r.data))
    throw refused(r.name, ": libarchive reads its bytes from elsewhere than its local header says");
  if (r.folder()) return make_folders(folder, r.name.substr(0, r.name.size() - 1), made);
  if (r.name.find('/') != std::string::npos) make_folders(folder, r.name.substr(0, r.name.rfind('/')), made);
  const std::string path = folder + "/" + r.name;
  const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) throw std::runtime_error("cannot make the file " + judge_io::escaped(path));
  const std::unique_ptr<int, void (*)(int*)> closing(new int(fd), [](int* f) { close(*f), delete f; });
  for (std::uint64_t written = 0;;) {
    const void* bytes = nullptr;
    std::size_t size = 0;
    la_int64_t offset = 0;
    const int status = archive_read_data_block(a, &bytes, &size, &offset);
    if (status == ARCHIVE_EOF) return;
    if (status != ARCHIVE_OK && status != ARCHIVE_WARN) throw refused(r.name, " does not read: " + said(a));
    // A warning comes with the entry's last bytes, where libarchive finds them not what the entry says: the bounds first.
    if (written + size > kMaxRatio * r.packed)
      throw refused(r.name, " unpacks to more than " + thousands(kMaxRatio) + " times its packed size, more than deflate can (the judge's bound)");
    if (total + size > limits.bytes) throw refused(r.name, " would unpack past " + bytes_text(limits.bytes) + ", " + kMostAPackageHolds);
    if (status != ARCHIVE_OK) throw refused(r.name, " does not read: " + said(a));
    if (offset != static_cast<la_int64_t>(written)) throw refused(r.name, " does not read: libarchive leaves a hole in it");
    for (std::size_t done = 0; done < size;) {
      const ssize_t n = write(fd, static_cast<const char*>(bytes) + done, size - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) throw std::runtime_error("cannot write " + judge_io::escaped(path));
      done += static_cast<std::size_t>(n);
    }
    written += size, total += size;
  }
}

}  // namespace

std::string bytes_text(std::uint64_t bytes) {
  const char* const kUnits[] = {"GiB", "MiB", "KiB"};
  for (int i = 0; i < 3; ++i) {
    const std::uint64_t unit = std::uint64_t{1} << (30 - 10 * i);
    if (bytes >= unit && bytes % unit == 0) return thousands(static_cast<long long>(bytes / unit)) + " " + kUnits[i];
  }
  return thousands(static_cast<long long>(bytes)) + " bytes";
}

std::vector<std::string> unzip_to(const std::string& archive_path, const std::string& folder, const UnzipLimits& limits) {
  const File file(archive_path);
  std::uint64_t directory = 0;
  std::vector<Record> records = central_directory(file, limits, directory);
  std::vector<Record*> by_offset;
  for (Record& r : records) by_offset.push_back(&r);
  std::stable_sort(by_offset.begin(), by_offset.end(), [](const Record* x, const Record* y) { return x->local < y->local; });
  local_headers(file, by_offset, directory);
  std::uint64_t declared = 0;  // what the entries say they unpack to: refused before any is written
  for (const Record& r : records) {
    if (r.size > kMaxRatio * r.packed)
      throw refused(r.name, " says it unpacks to more than " + thousands(kMaxRatio) + " times its packed size, more than deflate can (the judge's bound)");
    declared += r.size;
    if (declared > limits.bytes) throw refused(r.name, " would unpack past " + bytes_text(limits.bytes) + ", " + kMostAPackageHolds);
  }

  // The bytes, by libarchive, each entry's where the central directory and its local header say.
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (error || !std::filesystem::is_directory(folder)) throw std::runtime_error("cannot make the folder " + judge_io::escaped(folder));
  std::vector<std::string> names;
  for (const Record& r : records) names.push_back(r.name);
  if (records.empty()) return names;
  const Utf8Locale utf8;
  const std::unique_ptr<archive, int (*)(archive*)> a(archive_read_new(), archive_read_free);
  if (!a || archive_read_support_format_zip_seekable(a.get()) != ARCHIVE_OK) throw std::runtime_error("libarchive cannot start");
  if (archive_read_open_fd(a.get(), file.fd(), 64 << 10) != ARCHIVE_OK) throw std::runtime_error("libarchive: " + said(a.get()));
  std::set<std::string> made;
  std::uint64_t total = 0;
  for (const Record* r : by_offset) {
    archive_entry* entry = nullptr;
    const int status = archive_read_next_header(a.get(), &entry);
    if (status == ARCHIVE_EOF) throw refused(r->name, ": libarchive does not find it");
    if (status != ARCHIVE_OK) throw refused(r->name, " does not read: " + said(a.get()));
    write_entry(a.get(), entry, *r, folder, limits, total, made);
  }
  archive_entry* entry = nullptr;
  if (archive_read_next_header(a.get(), &entry) != ARCHIVE_EOF)
    throw std::runtime_error("libarchive finds more entries in it than its central directory holds");
  return names;
}

}  // namespace judge
