#!/usr/bin/env python3
# Input validator for "guess": stdin must be exactly one integer 1..1000 and a newline; exits 42 if valid, 43 if not.
import re
import sys

m = re.fullmatch(rb"([1-9][0-9]{0,3})\n", sys.stdin.buffer.read())
sys.exit(42 if m and 1 <= int(m.group(1)) <= 1000 else 43)
