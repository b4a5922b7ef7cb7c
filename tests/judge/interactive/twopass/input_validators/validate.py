#!/usr/bin/env python3
# Input validator for "twopass": "pass 1", then n (1..100), then n integers in [-10^9, 10^9] on one line; exits 42 if valid, 43 if not.
import re
import sys

INT = rb"(?:0|-?[1-9][0-9]*)"
m = re.fullmatch(rb"pass 1\n([1-9][0-9]*)\n(" + INT + rb"(?: " + INT + rb")*)\n", sys.stdin.buffer.read())
ok = False
if m:
    n, values = int(m.group(1)), [int(v) for v in m.group(2).split()]
    ok = 1 <= n <= 100 and len(values) == n and all(abs(v) <= 10**9 for v in values)
sys.exit(42 if ok else 43)
