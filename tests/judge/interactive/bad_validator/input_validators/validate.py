#!/usr/bin/env python3
# Input validator for "bad_validator": one line of lowercase letters; exits 42 if valid, 43 if not.
import re
import sys

sys.exit(42 if re.fullmatch(rb"[a-z]+\n", sys.stdin.buffer.read()) else 43)
