// main.cpp: a raw string and a continued macro keep every byte.
namespace a {
inline int twice(int v) {
return 2 * v;
}
}
#define SUM(x, y) \
    ((x) +        \
     (y))
const char* const kText = R"(
    indented

  )";
int main() {
const char c = ' ';
return SUM(a::twice(1), c == ' ' ? 0 : 1) - 2 + (kText[0] == '\n' ? 0 : 1);
}
