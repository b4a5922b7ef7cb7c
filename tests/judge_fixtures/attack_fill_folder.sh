#!/bin/sh
# An attack on files mode's output limit: 100 files of 900 KB (each under a
# 1 MB limit) in the files folder, then the right solution "$@".
i=0
while [ $i -lt 100 ]; do
  dd if=/dev/zero of=fill$i bs=1k count=900 2>/dev/null
  i=$((i + 1))
done
sleep 0.3
exec "$@"
