// a.hpp
#pragma once
#ifndef FOR_JUDGE
inline int options() { return 1; }
#else
inline int options() { return 0; }
#endif
#ifdef OTHER
inline int other() { return 2; }
#endif
