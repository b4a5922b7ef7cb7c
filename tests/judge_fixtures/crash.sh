#!/bin/sh
# Ends by a segmentation fault, as a bad pointer would (RE).
kill -SEGV $$
