#include "b.hpp"
