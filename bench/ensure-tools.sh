#!/usr/bin/env bash
# The benchmark's load generator is wrk (Debian's package); install it when missing.
set -euo pipefail
if ! command -v wrk >/dev/null; then
  echo "== installing wrk (Debian package) for the benchmark"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk
fi
