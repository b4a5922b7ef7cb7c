inline void debug() {}
