#!/bin/sh
# An attack on the sandbox (tests/judge_sandbox_test.cpp): a solution that
# uses what root in the box could do. Exit status 42 when any of it works
# (capabilities, a remount of /, an unmount of /proc, the host's processes),
# else the right solution "$@".
grep -Eq '^CapEff:[[:space:]]*0+$' /proc/self/status || exit 42
mount -o remount,bind,rw / 2>/dev/null && exit 42
umount -l /proc 2>/dev/null && exit 42
[ "$(ls /proc | grep -c '^[0-9]')" -gt 20 ] && exit 42
exec "$@"
