// a.hpp: its comment goes first.
#ifndef A_HPP
#define A_HPP
inline int a() { return 0; }
#endif
