#!/bin/sh
# Starts one shop instance: `npm start`, the systemd unit and the benchmarks' processes all go through here.
# Runs server/main.ts from the current folder with the node given as first argument (default: the one on PATH).
#
# Memory (docs/decisions/026): jemalloc, when the machine has it (Debian: apt install libjemalloc2), gives back to
# the system what each page's compression frees, ~110 MB per instance at rest. JEMALLOC=/path/to/libjemalloc.so.2
# picks another copy; JEMALLOC= (empty) keeps glibc's malloc, held to two arenas (docs/decisions/025).
set -eu

if [ -z "${JEMALLOC+set}" ]; then
  JEMALLOC=""
  for candidate in /usr/lib/*-linux-gnu/libjemalloc.so.2 /usr/lib64/libjemalloc.so.2 /usr/lib/libjemalloc.so.2; do
    if [ -r "$candidate" ]; then
      JEMALLOC="$candidate"
      break
    fi
  done
fi

if [ -n "$JEMALLOC" ]; then
  export LD_PRELOAD="$JEMALLOC${LD_PRELOAD:+ $LD_PRELOAD}"
  # A thread of jemalloc's own purges freed pages, so an idle instance shrinks too, not only a busy one.
  export MALLOC_CONF="${MALLOC_CONF:-background_thread:true}"
fi
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"

exec "${1:-node}" server/main.ts
