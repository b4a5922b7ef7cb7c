// Hostile: closes stdin and stdout with close(0), close(1) and exits 0: the validator sees EOF: should be WRONG ANSWER.
#include <unistd.h>

int main() {
    close(0);
    close(1);
    return 0;
}
