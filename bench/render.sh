#!/bin/sh
# Interleaved runs of the render benchmarks (the machine is shared and noisy).
cd "$(dirname "$0")/.." || exit 1
go test -c -o /tmp/render.bench ./render || exit 1
for i in $(seq 1 ${REPS:-15}); do
	(cd render && /tmp/render.bench -test.run '^$' -test.bench '^BenchmarkRender19$' -test.benchtime 40x -test.benchmem)
	(cd render && /tmp/render.bench -test.run '^$' -test.bench '^BenchmarkEncode19$' -test.benchtime 40x -test.benchmem)
done | grep ^Benchmark | awk '
{ t[$1] = t[$1] " " $3; kib[$1] = $5 }
END {
	for (k in t) {
		n = split(t[k], a, " "); asort(a)
		med = (n % 2) ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
		printf "%s median %.2f ms (min %.2f ms, n=%d), %s KiB\n", k, med/1e6, a[1]/1e6, n, kib[k]
		m[k] = med
	}
	for (k in m) if (k ~ /Render/) r = m[k]; else e = m[k]
	printf "total / encode-only = %.2f\n", r / e
}'
