// One header reached by two paths is inlined once.

inline int a() { return 0; }

inline int b() { return a(); }

int main() { return a() + b(); }
