# Binary search over 1..1000, flushing after every guess (at most 10 guesses): should be ACCEPTED.
import sys

lo, hi = 1, 1000
while lo <= hi:
    mid = (lo + hi) // 2
    print(mid, flush=True)
    reply = sys.stdin.readline().strip()
    if reply == "lower":
        hi = mid - 1
    elif reply == "higher":
        lo = mid + 1
    else:  # "correct", or end of input
        break
