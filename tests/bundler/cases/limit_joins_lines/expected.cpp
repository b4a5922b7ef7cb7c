// main.cpp: lines joined, and spaces dropped, only where no token can change.
#include <map>
#include <vector>
#define TWICE(x) \
  ((x) + (x))
typedef std::map<int,std::vector<int> > Table;const char* const kText = R"(
  kept
)";int f(int v){if(v > 3)return TWICE(v);
for(int i = 0;i < 2;++i)v -= 1;
v = v - -1;return v;}const char* const kSpaced = "( a , b ) \" ; [ ]";int main(){Table t;t[1].push_back(f(2));const char space = ' ',open = '(';
return t[1][0]== 1 && kText[0]== '\n' && kSpaced[1]== space && kSpaced[0]== open ? 0 : 1;}
