// zip_files.cpp: the judge's zip reader under a name of the tests' own (the
// tests' judge() runs the judge tool, and takes the name of the namespace).
#include <map>
#include <string>

#include "judge/unzip.hpp"
#include "support/test_files.hpp"

std::map<std::string, std::string> zip_files(const std::string& archive) {
  const std::string folder = temp_path("-unzipped");
  std::map<std::string, std::string> files;
  for (const std::string& name : judge::unzip_to(archive, folder))
    if (name.back() != '/') files[name] = read_file(folder + "/" + name);
  return files;
}
