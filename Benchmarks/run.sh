#!/usr/bin/env bash
# run.sh · Benchmarks · Raster against the Skia and Blend2D anchors on the shared scenes.
#
#   bash Benchmarks/run.sh                 # all scenes, 3 rounds, 7+ frames per measurement
#   RUNS=15 ROUNDS=5 SCENES="ui_frame" bash Benchmarks/run.sh
#
# Builds the release benchmark, then runs ROUNDS rounds; in each round every scene is
# rendered by Raster and Blend2D back to back, then by Skia (shared/bench/run_anchors.sh;
# it pip-installs skia-python and blend2d-python when missing), so that the engines compared
# on a scene share the machine's state of that moment. Raster goes first in odd rounds and
# Blend2D in even ones, so that a machine speeding up or slowing down within a round favours
# neither. Prints one row
# per scene: each engine's median over the rounds of its per-round median, ms, and Raster's
# ratio to each as the median of the rounds' ratios, by wall clock and by CPU time (the
# second is steadier when other work shares the machine). Raw JSON lines (one file per
# round) and the anchors' PNGs go to $OUT (default: a new temporary folder; one that holds
# an earlier run's results is refused, as they would be summarized with this run's).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
fail() { echo "run.sh: error: $1" >&2; exit 2; }
bench=${BENCH:-}
if [ -n "$bench" ]; then
    [ -d "$bench/scenes" ] || fail "BENCH=$bench has no scenes folder; set BENCH to the shared bench folder (scenes/*.json and run_anchors.sh)"
    bench=$(cd "$bench" && pwd)
fi
for candidate in "$root/../shared/bench" "$root/../../shared/bench"; do
    [ -z "$bench" ] && [ -d "$candidate/scenes" ] && bench=$(cd "$candidate" && pwd)
done
[ -n "$bench" ] || fail "no shared/bench folder beside the package or one level up (set BENCH)"
[ -f "$bench/run_anchors.sh" ] || fail "$bench has no run_anchors.sh, which runs Skia and Blend2D; set BENCH to the shared bench folder (scenes/*.json and run_anchors.sh)"
runs=${RUNS:-7}
rounds=${ROUNDS:-3}
# Whole numbers from 1 to $2, read in base 10 (so 00 is 0 and 08 is 8, not an octal error).
# Leading zeros aside, at most 9 digits, so that bash's 64-bit arithmetic cannot wrap.
whole() {
    case $1 in ''|*[!0-9]*) return 1 ;; esac
    local digits
    digits=$(printf '%s' "$1" | sed 's/^0*//')
    [ ${#digits} -le 9 ] && [ $((10#$1)) -ge 1 ] && [ $((10#$1)) -le "$2" ]
}
whole "$rounds" 1000 || fail "ROUNDS must be a whole number of rounds from 1 to 1000 (got '$rounds')"
whole "$runs" 100000 || fail "RUNS must be a whole number of frames from 1 to 100000 (got '$runs')"
rounds=$((10#$rounds))
runs=$((10#$runs))
available=$(cd "$bench/scenes" && ls *.json 2>/dev/null | sed 's/\.json$//' || true)
[ -n "$available" ] || fail "no scenes (NAME.json) in $bench/scenes"
# Scene names are split at spaces, never expanded as file patterns (SCENES='*' is no name).
set -f
scenes=${SCENES:-$available}
seen=""
[ -n "$(echo $scenes)" ] || fail "SCENES names no scene (got '${SCENES-}'); give names, e.g. SCENES=\"ui_frame shapes_10k\", or leave it unset or empty for all"
for scene in $scenes; do
    case $scene in */*|.*) fail "SCENES names '$scene', which is not a scene's name; give names from $bench/scenes, e.g. SCENES=\"ui_frame\"" ;; esac
    [ -f "$bench/scenes/$scene.json" ] || fail "no scene named '$scene' in $bench/scenes; the scenes are $(echo $available)"
    case " $seen " in *" $scene "*) fail "SCENES names '$scene' twice; name each scene once" ;; esac
    seen="$seen $scene"
done
set +f
out=${OUT:-$(mktemp -d)}
# Rounds append to their files: an earlier run's lines would be summarized with this one's.
for earlier in "$out"/raster.*.jsonl "$out"/anchors.*.jsonl; do
    [ -e "$earlier" ] && fail "OUT=$out already holds an earlier run's results ($(basename "$earlier")); give a new or empty folder, or remove its raster.*.jsonl and anchors.*.jsonl"
done
mkdir -p "$out" 2>/dev/null && [ -w "$out" ] || fail "OUT=$out is not a folder that can be written; give a writable folder"

(cd "$root" && swift build -c release --product Benchmarks >&2)
install=0
raster() {  # raster <round> <scene>; a failure of Raster's run stops the script (an anchor's does not)
    (set -o pipefail
     "$root/.build/release/Benchmarks" "$bench/scenes" --runs "$runs" --out "$out" --scene "$2" \
         | tee -a "$out/raster.$1.jsonl")
}
anchor() {  # anchor <engine> <round> <scene>
    (cd "$bench" && NO_INSTALL=$install ROUNDS=1 ENGINES="$1" OUT="$out/anchors" RUNS="$runs" SCENES="$3" \
        bash run_anchors.sh) | grep '"engine"' | tee -a "$out/anchors.$2.jsonl"
}
for round in $(seq 1 "$rounds"); do
    for scene in $scenes; do
        if [ $((round % 2)) = 1 ]; then
            raster "$round" "$scene"
            anchor blend2d "$round" "$scene"
        else
            anchor blend2d "$round" "$scene"
            raster "$round" "$scene"
        fi
        anchor skia "$round" "$scene"
        install=1
    done
done

python3 - "$out" "$rounds" <<'PY'
import json, statistics, sys
out, rounds = sys.argv[1], int(sys.argv[2])
# runs[scene][engine] = [(wall median, CPU median) per round]; ratios per round likewise.
runs, paths = {}, set()
for n in range(1, rounds + 1):
    for kind in ("raster", "anchors"):
        for line in open("%s/%s.%d.jsonl" % (out, kind, n)):
            line = line.strip()
            if line.startswith("{"):
                r = json.loads(line)
                if "scene" in r and "median_ms" in r:
                    runs.setdefault(r["scene"], {}).setdefault(r["engine"], []).append((r["median_ms"], r.get("cpu_median_ms")))
                    if "cpu_path" in r: paths.add(r["cpu_path"])
print("raster's CPU path: %s; %d round(s)" % (", ".join(sorted(paths)) or "-", rounds))
for label, k in (("wall-clock median", 0), ("CPU-time median", 1)):
    print("\n%s, ms (median over rounds; ratios: median of the rounds' ratios)\n" % label)
    print("| scene | raster | skia | blend2d | raster/skia | raster/blend2d |")
    print("|---|---:|---:|---:|---:|---:|")
    for scene in sorted(runs):
        e = {name: [v[k] for v in values if v[k]] for name, values in runs[scene].items()}
        med = lambda name: statistics.median(e[name]) if e.get(name) else None
        def ratio(name):
            pairs = [a / b for a, b in zip(e.get("raster", []), e.get(name, [])) if a and b]
            return "%.2f" % statistics.median(pairs) if pairs else "-"
        fmt = lambda x: "%.1f" % x if x else "-"
        print("| %s | %s | %s | %s | %s | %s |" % (scene, fmt(med("raster")), fmt(med("skia")), fmt(med("blend2d")),
                                                ratio("skia"), ratio("blend2d")))
PY
echo "raw results: $out" >&2
