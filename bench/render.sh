#!/bin/sh
# Interleaved runs of the render benchmarks (the machine is shared and noisy):
# render+encode of the annotated 19×19 middle game at 800 px, and encoding
# the same picture alone. Prints medians of wall time and of CPU time per
# operation, the PNG size, and the ratios.
cd "$(dirname "$0")/.." || exit 1
go test -c -o /tmp/render.bench ./render || exit 1
for i in $(seq 1 ${REPS:-15}); do
	(cd render && /tmp/render.bench -test.run '^$' -test.bench '^BenchmarkRender19$' -test.benchtime 40x -test.benchmem)
	(cd render && /tmp/render.bench -test.run '^$' -test.bench '^BenchmarkEncode19$' -test.benchtime 40x -test.benchmem)
done | grep ^Benchmark | awk '
function median(s,   n, a) {
	n = split(s, a, " "); asort(a)
	return (n % 2) ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
}
{
	for (i = 3; i < NF; i++) {
		if ($(i+1) == "ns/op") wall[$1] = wall[$1] " " $i
		if ($(i+1) == "cpu-ms/op") cpu[$1] = cpu[$1] " " $i
		if ($(i+1) == "KiB/png") kib[$1] = $i
	}
}
END {
	for (k in wall) {
		w[k] = median(wall[k]) / 1e6; c[k] = median(cpu[k])
		printf "%s median %.2f ms wall, %.2f ms CPU, %s KiB\n", k, w[k], c[k], kib[k]
		if (k ~ /Render/) r = k; else e = k
	}
	printf "total / encode-only = %.2f wall, %.2f CPU\n", w[r] / w[e], c[r] / c[e]
}'
