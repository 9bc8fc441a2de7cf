#!/usr/bin/env bash
# run.sh · Benchmarks · Raster against the Skia and Blend2D anchors on the shared scenes.
#
#   bash Benchmarks/run.sh                 # all scenes, 7+ frames each
#   RUNS=15 SCENES="ui_frame" bash Benchmarks/run.sh
#
# Builds the release benchmark, runs it, runs shared/bench/run_anchors.sh for skia and
# blend2d (it pip-installs skia-python and blend2d-python when missing), then prints one
# row per scene: median ms of each engine and Raster's ratio to each, by wall clock and by
# CPU time (the second is steadier when other work shares the machine). Raw JSON lines and
# the anchors' PNGs go to $OUT (default: a new temporary folder).
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

(cd "$root" && swift build -c release --product Benchmarks >&2)
scene_args=()
for s in ${SCENES:-}; do scene_args+=(--scene "$s"); done
"$root/.build/release/Benchmarks" "$bench/scenes" --runs "$runs" --out "$out" "${scene_args[@]}" | tee "$out/raster.jsonl"
(cd "$bench" && ENGINES="skia blend2d" OUT="$out/anchors" RUNS="$runs" SCENES="${SCENES:-}" bash run_anchors.sh) \
    | grep '"engine"' | tee "$out/anchors.jsonl"

python3 - "$out/raster.jsonl" "$out/anchors.jsonl" <<'PY'
import json, sys
rows = {}
paths = set()
for path in sys.argv[1:]:
    for line in open(path):
        line = line.strip()
        if line.startswith("{"):
            r = json.loads(line)
            if "scene" in r and "median_ms" in r:
                rows.setdefault(r["scene"], {})[r["engine"]] = (r["median_ms"], r.get("cpu_median_ms"))
                if "cpu_path" in r: paths.add(r["cpu_path"])
print("raster's CPU path: %s" % (", ".join(sorted(paths)) or "-"))
# Wall-clock medians suffer when other processes share the cores; CPU-time medians less so.
for label, k in (("wall-clock median", 0), ("CPU-time median", 1)):
    print("\n%s, ms\n" % label)
    print("| scene | raster | skia | blend2d | raster/skia | raster/blend2d |")
    print("|---|---:|---:|---:|---:|---:|")
    for scene in sorted(rows):
        e = {name: v[k] for name, v in rows[scene].items()}
        r, s, b = e.get("raster"), e.get("skia"), e.get("blend2d")
        ratio = lambda x: "%.2f" % (r / x) if r and x else "-"
        fmt = lambda x: "%.1f" % x if x else "-"
        print("| %s | %s | %s | %s | %s | %s |" % (scene, fmt(r), fmt(s), fmt(b), ratio(s), ratio(b)))
PY
echo "raw results: $out" >&2
