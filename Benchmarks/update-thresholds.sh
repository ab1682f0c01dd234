#!/bin/sh
# Re-records the malloc-count thresholds in Thresholds/ from a fresh run on this machine.
#
# package-benchmark's `thresholds update` writes `<target>.<group>_<name>.p90.json` (it replaces
# the `/` of a benchmark name such as `HitTest/deep-100k` with `_`), but `thresholds check` reads
# `<target>.<group>/<name>.p90.json`. This script runs the update and moves each file to the path
# that `check` reads. Only mallocCountTotal is recorded: wall time is never gated.
set -eu
cd "$(dirname "$0")"
rm -rf Thresholds
swift package --allow-writing-to-package-directory benchmark thresholds update \
    --metric mallocCountTotal --no-progress "$@"
for file in Thresholds/*_*.p90.json; do
    base=$(basename "$file")
    group=${base%%_*}
    name=$(echo "${base#*_}" | tr _ /)
    mkdir -p "$(dirname "Thresholds/$group/$name")"
    mv "$file" "Thresholds/$group/$name"
done
find Thresholds -name '*.p90.json' | sort
