// b.hpp
#include "a.hpp"
