// a.hpp: the comment before the guard stays, the guard goes.
/* more comment */
#ifndef A_HPP
#define A_HPP

#ifdef NEVER_DEFINED
inline int unused() { return 1; }
#endif

inline int a() { return 0; }

#endif  // A_HPP
