#pragma once
inline int a() { return 0; }
