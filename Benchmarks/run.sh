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
# round) and the anchors' PNGs go to $OUT (default: a new temporary folder).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
bench=${BENCH:-}
for candidate in "$root/../shared/bench" "$root/../../shared/bench"; do
    [ -z "$bench" ] && [ -d "$candidate/scenes" ] && bench=$(cd "$candidate" && pwd)
done
[ -n "$bench" ] || { echo "run.sh: error: no shared/bench folder found (set BENCH)" >&2; exit 2; }
out=${OUT:-$(mktemp -d)}
mkdir -p "$out"
runs=${RUNS:-7}
rounds=${ROUNDS:-3}
case $rounds in
    ''|*[!0-9]*|0) echo "run.sh: error: ROUNDS must be a whole number of rounds, 1 or more (got '$rounds')" >&2; exit 2 ;;
esac

(cd "$root" && swift build -c release --product Benchmarks >&2)
scenes=${SCENES:-$(cd "$bench/scenes" && ls *.json | sed 's/\.json$//')}
install=0
raster() {  # raster <round> <scene>
    "$root/.build/release/Benchmarks" "$bench/scenes" --runs "$runs" --out "$out" --scene "$2" \
        | tee -a "$out/raster.$1.jsonl"
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
