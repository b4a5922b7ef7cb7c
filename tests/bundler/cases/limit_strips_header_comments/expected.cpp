// main.cpp: the program's leading block.

inline int a() { return 0; }

// The program's own comment stays while the headers' go.
int main() { return a(); }
