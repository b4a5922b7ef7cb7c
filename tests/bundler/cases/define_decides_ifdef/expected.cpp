// main.cpp: FOR_JUDGE and TINY decided, OTHER left to the compiler.

// a.hpp
inline int options() { return 0; }
#ifdef OTHER
inline int other() { return 2; }
#endif

int main() { return options(); }
