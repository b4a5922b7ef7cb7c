// main.cpp: nothing here takes PER_LINE's value.
int main() { return 0; }
