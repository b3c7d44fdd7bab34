// Per-endpoint latency and error counts, and the table printed after the load run.

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  // Nearest-rank: the smallest value with at least p% of the samples at or below it.
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

type Bucket = { latencies: number[]; errors: number };

export type ErrorSample = { endpoint: string; detail: string };

export class Recorder {
  private buckets = new Map<string, Bucket>();
  readonly errorSamples: ErrorSample[] = [];
  errorCount = 0;

  record(endpoint: string, ms: number, isError: boolean, detail?: string): void {
    let b = this.buckets.get(endpoint);
    if (!b) this.buckets.set(endpoint, (b = { latencies: [], errors: 0 }));
    b.latencies.push(ms);
    if (isError) {
      b.errors++;
      this.errorCount++;
      // Keep the first few so a failing run says why without flooding the log.
      if (this.errorSamples.length < 20)
        this.errorSamples.push({ endpoint, detail: detail ?? "error" });
    }
  }

  get total(): number {
    let n = 0;
    for (const b of this.buckets.values()) n += b.latencies.length;
    return n;
  }

  rows(seconds: number) {
    const all: number[] = [];
    const rows = [...this.buckets.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([endpoint, b]) => {
        const sorted = [...b.latencies].sort((x, y) => x - y);
        all.push(...sorted);
        return {
          endpoint,
          requests: sorted.length,
          errors: b.errors,
          rps: sorted.length / seconds,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
        };
      });
    all.sort((x, y) => x - y);
    rows.push({
      endpoint: "TOTAL",
      requests: all.length,
      errors: this.errorCount,
      rps: all.length / seconds,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
    });
    return rows;
  }

  table(seconds: number): string {
    const rows = this.rows(seconds);
    const head = ["endpoint", "requests", "errors", "req/s", "p50 ms", "p99 ms"];
    const cells = rows.map((r) => [
      r.endpoint,
      String(r.requests),
      String(r.errors),
      r.rps.toFixed(1),
      r.p50.toFixed(0),
      r.p99.toFixed(0),
    ]);
    const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
    const line = (c: string[]) =>
      c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join("  ");
    return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)].join("\n");
  }
}
