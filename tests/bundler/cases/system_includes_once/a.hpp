#pragma once
#include <string>
#include <utility>
inline std::string a() { return std::string(); }
