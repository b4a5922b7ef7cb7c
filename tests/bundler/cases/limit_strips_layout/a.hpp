// a.hpp: indented code, kept as written until the limit forces it.
#pragma once

namespace a {

inline int twice(int v) {
    return 2 * v;  // the comment goes first
}

}  // namespace a
