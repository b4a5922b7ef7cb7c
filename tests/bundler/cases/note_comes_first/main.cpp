// main.cpp: the note goes before this.
int main() { return 0; }
