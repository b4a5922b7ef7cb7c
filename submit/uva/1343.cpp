// UVa 1343 The Rotation Game: made for this judge from src/rotation_game.cpp

// rotation_game: The Rotation Game (POJ 2286, UVa 1343, HDU 1667, AcWing 181).
#include <cstdio>
#include <string>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <vector>
#ifndef JUDGE_IO_FAIL
#define JUDGE_IO_FAIL std::exit(1)
#endif
namespace judge_io{inline std::string text(long long v){char digits[24];int n = 0;unsigned long long u = v < 0 ? 0 - static_cast<unsigned long long>(v): static_cast<unsigned long long>(v);
do digits[n++]= static_cast<char>('0' + u % 10);while(u /= 10);std::string s(v < 0 ? "-" : "");while(n > 0)s += digits[--n];
return s;}inline std::string cut_at(const std::string& s,std::size_t max){return s.substr(0,max);}inline std::string escaped(const std::string& bytes){static const char kHex[]= "0123456789abcdef";
std::string s;for(std::size_t i = 0;i < bytes.size();++i){const unsigned char c = static_cast<unsigned char>(bytes[i]);if(c == '\\')s += "\\\\";
else if(c >= ' ' && c <= '~')s += static_cast<char>(c);
else s += "\\x",s += kHex[c >> 4],s += kHex[c & 15];
}return s;}inline std::string full_width_hint(const std::string&){return std::string();}inline void die(const char* program,const std::string& message){
std::fprintf(stderr,"%s: %s\n",program,message.c_str());JUDGE_IO_FAIL;}class Reader{public: enum Status{ok,end,bad,error};explicit Reader(std::FILE* in): in_(in),count_(0),errno_(0){}
Status next(long long& value){const long long kLimit = 1000000000000000000LL;int c = std::getc(in_);while(is_space(c))c = std::getc(in_);
if(c == EOF)return ended();
++count_;token_.clear();bool number = true,digits = false,negative = c == '-';value = 0;for(std::size_t i = 0;c != EOF && !is_space(c);c = std::getc(in_),++i){
if(i < kShown + 1)token_ += static_cast<char>(c);
if(c >= '0' && c <= '9'){const int d = c - '0';value = value >(kLimit - d)/ 10 ? kLimit : value * 10 + d;digits = true;}else if(i != 0 || !negative){number = false;}}
if(c == EOF && ended()== error)return error;
if(!number || !digits)return bad;
if(negative)value = -value;
return ok;}std::string where()const{const bool cut = token_.size()> kShown;return "token " + text(count_)+ " (\"" + escaped(cut ? cut_at(token_,kShown - 3): token_)+(cut ? "..." : "")+ "\")";}
std::string hint()const{return token_.size()> kShown ? "" : full_width_hint(token_);}std::string reason()const{return std::strerror(errno_);}private: static const std::size_t kShown = 24;
static bool is_space(int c){return c == ' ' ||(c >= '\t' && c <= '\r');}Status ended(){if(!std::ferror(in_))return end;
errno_ = errno;return error;}std::FILE* in_;long long count_;std::string token_;int errno_;};class Writer{public: Writer(std::FILE* out,const char* program): out_(out),program_(program),len_(0){}
void put(char c){if(len_ == sizeof buf_)flush();
buf_[len_++]= c;}void put(const char* s){put(s,std::strlen(s));}void put(const std::string& s){put(s.data(),s.size());}void put(const char* s,std::size_t n){if(len_ + n > sizeof buf_)flush();
if(n > sizeof buf_)write(s,n);
else std::memcpy(buf_ + len_,s,n),len_ += n;
}void flush(){write(buf_,len_);len_ = 0;if(std::fflush(out_)!= 0)failed();
}void finish(){flush();if(std::fclose(out_)!= 0)failed();
}const char* program()const{return program_;}private: void write(const char* s,std::size_t n){if(n && std::fwrite(s,1,n,out_)!= n)failed();
}void failed(){die(program_,std::string("cannot write the output: ")+ std::strerror(errno));}std::FILE* out_;const char* program_;char buf_[1 << 16];std::size_t len_;};
inline void fail(Writer& out,const std::string& message){out.flush();die(out.program(),message);}
inline void fail_to_read(Writer& out,const Reader& in){fail(out,"cannot read the input: " + in.reason());}}
#include <algorithm>
namespace{typedef unsigned int Mask;typedef unsigned long long Word;const int kLine[8][7]={{0,2,6,11,15,20,22},{1,3,8,12,17,21,23},{10,9,8,7,6,5,4},
{19,18,17,16,15,14,13},{23,21,17,12,8,3,1},{22,20,15,11,6,2,0},{13,14,15,16,17,18,19},{4,5,6,7,8,9,10}};const int kInverse[8]={5,4,7,6,1,0,3,2};const Mask kCentre = 0x399c0;int count(Mask s){
int n = 0;for(;s;s &= s - 1)++n;
return n;}Mask rotate(int m,Mask s){Mask t = s;for(int j = 0;j < 7;++j)t =(t & ~(1u << kLine[m][j]))|(s >> kLine[m][(j + 1)% 7]& 1)<< kLine[m][j];
return t;}struct Moves{Mask move[8][3][256];Moves(){for(int m = 0;m < 8;++m)for(int b = 0;b < 3;++b)
for(Mask v = 0;v < 256;++v)move[m][b][v]= rotate(m,v << 8 * b);
}Mask apply(int m,Mask s)const{return move[m][0][s & 255]| move[m][1][s >> 8 & 255]| move[m][2][s >> 16];}};class Distances{public: static const int kPlacements = 735471;
bool built()const{return !words_.empty();}int of(Mask placement)const{return at(rank_of(placement));}int at(int r)const{return static_cast<int>(words_[r >> 4]>>(r & 15)* 4 & 15);}
int rank_of(Mask s)const{return base_[s >> 12]+ low_[s & 4095];}void build(const Moves& moves){std::vector<unsigned short> by_size[13];for(int v = 0;v < 4096;++v){
low_[v]= static_cast<unsigned short>(by_size[count(v)].size());by_size[count(v)].push_back(static_cast<unsigned short>(v));}for(int v = 0,offset = 0;v < 4096;++v){base_[v]= offset;
if(count(v)<= 8)offset += static_cast<int>(by_size[8 - count(v)].size());
}words_.assign((kPlacements + 15)/ 16,~Word(0));set(rank_of(kCentre),0);const Word kOnes = ~Word(0)/ 15;for(int d = 0,reached = 1;reached;++d){reached = 0;int hi = 0;
const unsigned short* lo = &by_size[8][0];for(int w = 0;w < static_cast<int>(words_.size());++w){Word v = words_[w];const Word x = v ^ kOnes * d;if(((x - kOnes)& ~x & kOnes * 8)== 0)continue;
for(int r = 16 * w;r < 16 * w + 16;++r,v >>= 4){if(static_cast<int>(v & 15)!= d)continue;
if(base_[hi + 1]<= r){while(base_[hi + 1]<= r)++hi;
lo = &by_size[8 - count(hi)][0];}const Mask s = static_cast<Mask>(hi)<< 12 | lo[r - base_[hi]];for(int m = 0;m < 8;++m){const int next = rank_of(moves.apply(m,s));
if(at(next)== 15)set(next,d + 1),++reached;
}}}}}private: void set(int r,int d){words_[r >> 4]^= static_cast<Word>(15 ^ d)<<(r & 15)* 4;}std::vector<Word> words_;int base_[4096];unsigned short low_[4096];};class Solver{public:
enum Bound{kAuto,kExact,kMajority};static const long long kMajorityBudget = 120000,kCacheAfter = 10000;Solver(const Moves& moves,Distances& table,Bound bound)
: nodes(0),cache_cuts(0),moves_(moves),table_(table),bound_kind_(bound),generation_(0){}std::string solve(const Mask(&board)[3]){const long long kNoLimit = 1LL << 62;
if(bound_kind_ == kMajority)deepen(board,false,kNoLimit);
else if(bound_kind_ == kExact || table_.built()|| !deepen(board,false,kMajorityBudget)){if(!table_.built())table_.build(moves_);
deepen(board,true,kNoLimit);}return path_;}int centre()const{return(s_[0]& kCentre)== kCentre ? 1 :(s_[1]& kCentre)== kCentre ? 2 : 3;}long long nodes;long long cache_cuts;private:
typedef unsigned long long Key;struct Slot{Key key : 48,generation : 11,bound : 5;};enum{kGenerations = 1 << 11};bool deepen(const Mask(&board)[3],bool exact,long long limit){
std::copy(board,board + 3,s_);exact_ = exact;limit_ = limit;for(bound_ = estimate();;++bound_){if(!exact && cache_.empty()&& nodes >= kCacheAfter)cache_.assign(1 << 16,Slot());
if(++generation_ == kGenerations){std::fill(cache_.begin(),cache_.end(),Slot());generation_ = 1;}path_.assign(bound_,' ');if(search(0,-1))return true;
if(nodes > limit_)return false;
}}int estimate()const{int best = 99;for(int c = 0;c < 3;++c)best = std::min(best,exact_ ? table_.of(s_[c]): 8 - count(s_[c]& kCentre));
return best;}void apply(int m){for(int c = 0;c < 3;++c)s_[c]= moves_.apply(m,s_[c]);
}bool search(int g,int last){if(++nodes > limit_)return false;
const int h = estimate();if(h == 0){path_.resize(g);return true;}if(g + h > bound_)return false;
const Key key = s_[0]| static_cast<Key>(s_[1])<< 24;Slot* slot = exact_ || cache_.empty()? 0 : &cache_[(key * 0x9E3779B97F4A7C15ULL)>> 48];
if(slot && slot->key == key && slot->generation == generation_ && g + static_cast<int>(slot->bound)> bound_){++cache_cuts;return false;}for(int m = 0;m < 8;++m){
if(last >= 0 && m == kInverse[last])continue;
apply(m);path_[g]= static_cast<char>('A' + m);if(search(g + 1,m))return true;
if(nodes > limit_)return false;
apply(kInverse[m]);}if(slot){slot->key = key;slot->generation = generation_;slot->bound = bound_ - g + 1;}return false;}const Moves& moves_;Distances& table_;Bound bound_kind_;
std::vector<Slot> cache_;Key generation_;bool exact_;long long limit_;Mask s_[3];int bound_;std::string path_;};}namespace{
bool read_board(judge_io::Reader& in,judge_io::Writer& out,int number,Mask(&cells)[3]){using judge_io::Reader;using judge_io::text;const std::string board = "board " + text(number);
cells[0]= cells[1]= cells[2]= 0;for(int cell = 0;cell < 24;++cell){long long v = 0;const Reader::Status status = in.next(v);if(status == Reader::error)judge_io::fail_to_read(out,in);
if(cell == 0 &&(status == Reader::end ||(status == Reader::ok && v == 0)))return false;
if(status == Reader::end)judge_io::fail(out,board + ": input ends after " + text(cell)+ " of 24 symbols");
if(status == Reader::bad || v < 1 || v > 3)judge_io::fail(out,board + ", " + in.where()+ ": a symbol must be 1, 2 or 3" + in.hint());
cells[v - 1]|= 1u << cell;}for(int c = 0;c < 3;++c)if(count(cells[c])!= 8)
judge_io::fail(out,board + ": symbol " + text(c + 1)+ " fills " + text(count(cells[c]))+ " cells, not 8");
return true;}}int main(int argc,char** argv){Solver::Bound bound = Solver::kAuto;(void)argc,(void)argv;judge_io::Reader in(stdin);judge_io::Writer out(stdout,"rotation_game");
static const Moves moves;static Distances table;Solver solver(moves,table,bound);Mask cells[3];for(int number = 1;read_board(in,out,number,cells);++number){
const std::string path = solver.solve(cells);out.put((path.empty()? "No moves needed" : path)+ "\n" + static_cast<char>('0' + solver.centre())+ "\n");}out.finish();return 0;}
