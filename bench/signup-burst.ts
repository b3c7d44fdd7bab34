// Another user's latency while a burst of sign-ups runs (issue 19, finding 5: 20 parallel sign-ups
// stalled another user's GET /api/tasks to 2 s while their scrypt hashes held every core).
// `base` is a running server; `cookie` is a signed-in user's session cookie.

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
};

export async function signupBurst(
  base: string,
  cookie: string,
  signups = 20,
): Promise<{ p50: number; p99: number; samples: number; signupMs: number }> {
  const started = performance.now();
  let done = false;
  const burst = Promise.all(
    Array.from({ length: signups }, (_, i) =>
      fetch(`${base}/api/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: `burst.${Date.now()}.${i}@bench.example`,
          password: "bench-password",
        }),
      }).then((r) => r.arrayBuffer()),
    ),
  ).finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const t = performance.now();
    await (await fetch(`${base}/api/tasks`, { headers: { cookie } })).arrayBuffer();
    times.push(performance.now() - t);
  }
  await burst;
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    samples: times.length,
    signupMs: Math.round(performance.now() - started),
  };
}
