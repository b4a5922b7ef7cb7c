#!/bin/sh
# An attack on the memory limit: "$1" files of 1 MB written into /dev/shm
# (a tmpfs: memory, not disk; each file under the output limit), kept there
# while the right solution "$2"... runs.
i=0
while [ $i -lt "$1" ]; do
  dd if=/dev/zero of=/dev/shm/hog$i bs=1M count=1 2>/dev/null
  i=$((i + 1))
done
sleep 0.3
shift
exec "$@"
