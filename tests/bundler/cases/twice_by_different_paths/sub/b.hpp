#pragma once
#include "../lib/a.hpp"
inline int b() { return a(); }
