/* The opening block's first comment, over two lines:
   it stays whole when the rest of the block goes. */
inline int a(){return 0;}int main(){int n = a();return n;}
