#include <string>
#include <vector>

#include <utility>
inline std::string a() { return std::string(); }

int main() { return static_cast<int>(a().size()); }
