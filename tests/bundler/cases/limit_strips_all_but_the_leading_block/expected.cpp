// main.cpp: the program's leading block.

inline int a() { return 0; }

int main() { return a(); }
