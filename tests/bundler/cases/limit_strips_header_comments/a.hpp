// a.hpp: a long comment that stands between the bundle and its limit,
// so the bundler takes it out, with the comment after the code below.
#pragma once
/* a block comment
   over two lines */
inline int a() { return 0; }  // zero
