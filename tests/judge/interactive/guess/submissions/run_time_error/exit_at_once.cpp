// Exits with status 3 at once, without any output: should be RUN TIME ERROR.
int main() { return 3; }
