// Takes memory a megabyte at a time and uses it, up to 1 GB (MLE under any
// judge's limit here), then prints nothing.
#include <cstdlib>
#include <cstring>
#include <vector>

int main() {
  std::vector<char*> blocks;
  for (int i = 0; i < 1024; ++i) {
    char* block = static_cast<char*>(std::malloc(1 << 20));
    if (!block) return 1;
    std::memset(block, i, 1 << 20);
    blocks.push_back(block);
  }
  return blocks.size() == 1024 ? 0 : 1;
}
