#!/bin/sh
# Runs every benchmark once and rewrites the results table in Benchmarks/README.md (between the
# `results-table` markers): HitKit's hit-test beside the plain reference's, with the ratio, then
# dispatch, hierarchy churn and memory per view. Extra arguments go to `swift package benchmark`
# (e.g. `--filter 'HitTest/app-screen.*'`; rows not run keep no figures).
set -eu
cd "$(dirname "$0")/.."
output=$(mktemp)
swift package benchmark --format markdown --no-progress "$@" | tee "$output"
python3 Scripts/results_table.py "$output" README.md
rm -f "$output"
