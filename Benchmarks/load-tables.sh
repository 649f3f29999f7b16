#!/bin/sh
# Load speed of the readers, before and after a change, alternated in one run (docs/performance.md,
# "Loading tables"): best-of-N user+sys CPU seconds of `wlcharts --check FILE` for each binary.
#   Benchmarks/load-tables.sh BEFORE_BINARY AFTER_BINARY [N]
# The files are generated once into ${LOAD_DIR:-/tmp/wlcharts-load}: a ~100 MB contest JSON (x + 10
# series × 1.05 M points), a wide CSV (ISO minutes, 4 series, 7.5 M rows, 361 MB) and the same data
# as a long table (time,key,value: 30 M rows, 1.0 GB), and its first 1 M rows as JSON records
# (`[{"time": …, "alpha": …}, …]`, 82 MB). LOAD_ROWS=N makes the tables N rows wide
# (N × 4 long) instead of 7.5 M, for a loaded machine (then give LOAD_DIR a folder of its own).
set -eu
before=$1 after=$2 n=${3:-3}
dir=${LOAD_DIR:-/tmp/wlcharts-load}
mkdir -p "$dir"
[ -f "$dir/long.csv" ] || python3 - "$dir" <<'PY'
import datetime, os, random, sys
d = sys.argv[1]; random.seed(7); n = int(os.environ.get("LOAD_ROWS", "7500000"))
keys = ["alpha", "beta", "gamma", "delta"]
# Times as strings by day and minute of the day (strftime per row is the slow part).
t0 = datetime.date(2000, 1, 1)
clock = ["T%02d:%02d:00Z" % (m // 60, m % 60) for m in range(1440)]
records = min(n, 1_000_000)   # the first rows again as JSON records (pandas' orient="records")
with open(d + "/wide.csv", "w") as w, open(d + "/long.csv", "w") as l, open(d + "/records.json", "w") as r:
    w.write("time," + ",".join(keys) + "\n"); l.write("time,key,value\n"); r.write("[")
    wb, lb = [], []
    day = ""
    for i in range(n):
        if i % 1440 == 0: day = (t0 + datetime.timedelta(days=i // 1440)).isoformat()
        t = day + clock[i % 1440]
        vals = [str(random.randrange(100000) / 100) for _ in keys]
        wb.append(t + "," + ",".join(vals) + "\n")
        lb.extend(t + "," + k + "," + v + "\n" for k, v in zip(keys, vals))
        if i < records:
            r.write((",\n" if i else "") + '{"time":"' + t + '"' + "".join(',"%s":%s' % kv for kv in zip(keys, vals)) + "}")
        if len(wb) >= 100000:
            w.write("".join(wb)); l.write("".join(lb)); wb.clear(); lb.clear()
    w.write("".join(wb)); l.write("".join(lb)); r.write("]\n")
random.seed(42); n = 1_050_000
with open(d + "/contest.json", "w") as f:
    f.write('[{"columns":[["x"' + "".join(",%d" % (1546300800000 + i * 60000) for i in range(n)) + "]")
    for s in range(10):
        v = []
        for _ in range(n):
            r = random.getrandbits(64)
            v.append(",null" if r % 1000 == 0 else (",%d.%d" % (r >> 44, r % 100) if r % 10 == 1 else ",%d" % (r >> 41)))
        f.write(',["y%d"' % s + "".join(v) + "]")
    f.write('],"types":{"x":"x"' + "".join(',"y%d":"line"' % s for s in range(10)) + "}}]\n")
PY
cpu() { /usr/bin/time -o "$dir/t" -f "%U %S %M" "$1" --check "$2" >/dev/null 2>&1 || true; awk '{print $1 + $2, $3}' "$dir/t"; }
best() { echo "$1 $2" | awk '{print ($1 < $2) ? $1 : $2}'; }
for f in contest.json records.json wide.csv long.csv; do
  b=999 a=999 i=0
  while [ $i -lt "$n" ]; do
    set -- $(cpu "$before" "$dir/$f"); b=$(best "$1" "$b"); bm=$2
    set -- $(cpu "$after" "$dir/$f"); a=$(best "$1" "$a"); am=$2
    i=$((i + 1))
  done
  size=$(stat -c %s "$dir/$f")
  echo "$f ($size bytes): before ${b} s, after ${a} s CPU (after/before $(echo "$a $b" | awk '{printf "%.2f", $1 / $2}')); peak RSS before ${bm} KiB, after ${am} KiB"
done
