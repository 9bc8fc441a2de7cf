#!/usr/bin/env bash
# Prints the `swift test --filter` pattern of shard INDEX of COUNT: every COUNT-th test of
# `swift test list`, starting with the INDEX-th (from 1), so that COUNT CI jobs run each test
# exactly once. Build the tests first (`swift build --build-tests`); then:
#
#   swift test --skip-build --filter "$(scripts/swift-test-shard.sh 2 4)"
#
# Test names are escaped for the regular expression; a name ends at the end of the test's
# identifier or at a `/` (Swift Testing adds the source location there), so `testRow` does
# not also select `testRowOnAPhone`.
set -euo pipefail
if [ $# -ne 2 ] || ! [[ $1 =~ ^[0-9]+$ && $2 =~ ^[0-9]+$ ]] || [ "$1" -lt 1 ] || [ "$1" -gt "$2" ]; then
    echo "usage: $0 INDEX COUNT, with 1 <= INDEX <= COUNT, e.g. $0 2 4" >&2
    exit 2
fi
tests=$(swift test list --skip-build)
selected=$(printf '%s\n' "$tests" | awk -v i="$1" -v n="$2" 'NF && (NR - 1) % n == i - 1')
if [ -z "$selected" ]; then
    # No test in this shard: a pattern that matches none.
    echo '^$'
    exit 0
fi
printf '%s\n' "$selected" | sed -e 's/[][().*+?^${}|\\]/\\&/g' | paste -sd '|' - | sed -e 's/^/^(/' -e 's/$/)($|\/)/'
