// a.hpp: the comment before the guard stays, the guard goes.
/* more comment */

#ifdef NEVER_DEFINED
inline int unused() { return 1; }
#endif

inline int a() { return 0; }

int main() { return a(); }
