// zip_files.cpp: the judge's zip reader under names of the tests' own (the
// tests' judge() runs the judge tool, and takes the name of the namespace).
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "judge/unzip.hpp"
#include "support/test_files.hpp"

std::vector<std::string> unzip_files_to(const std::string& archive, const std::string& folder, std::uint64_t bytes) {
  judge::UnzipLimits limits;
  if (bytes != 0) limits.bytes = bytes;
  return judge::unzip_to(archive, folder, limits);
}

std::string bound_text(std::uint64_t bytes) { return judge::bytes_text(bytes); }

std::map<std::string, std::string> zip_files(const std::string& archive) {
  const std::string folder = temp_path("-unzipped");
  std::map<std::string, std::string> files;
  for (const std::string& name : unzip_files_to(archive, folder, 0))
    if (name.back() != '/') files[name] = read_file(folder + "/" + name);
  return files;
}
