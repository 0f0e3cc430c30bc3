#!/usr/bin/env bash
# The benchmark's load generator (wrk) and its file-serving anchor (nginx-light), from Debian; installed when missing.
set -euo pipefail
missing=()
command -v wrk >/dev/null || missing+=(wrk)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
if [ ${#missing[@]} -gt 0 ]; then
  echo "== installing Debian packages for the benchmark: ${missing[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
