// Another user's latency while calendar apps fetch a feed at the open-task cap (issue 26, finding
// F4: one fetch of a 5,000-task feed held the event loop for 4.6 s). Four fetches run in parallel,
// round after round; before each round a task of the feed's owner changes, so every round is a
// fresh build and not a copy from memory (the worst case). `base` is a running server.

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
};

type Burst = { p50: number; p99: number; samples: number; feedFetches: number; feedMs: number };

async function sampleTasks(base: string, cookie: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const t = performance.now();
    await (await fetch(`${base}/api/tasks`, { headers: { cookie } })).arrayBuffer();
    times.push(performance.now() - t);
  }
  return times;
}

export async function feedBurst(
  base: string,
  opts: {
    otherCookie: string;
    ownerCookie: string;
    feedPath: string;
    taskId: number;
    rounds?: number;
  },
): Promise<{ quiet: Burst; duringFeeds: Burst }> {
  const rounds = opts.rounds ?? 5;
  // The floor of the same run: the other user's list with nothing else going on, for as long.
  const quietUntil = performance.now() + 3000;
  const quietTimes = await sampleTasks(
    base,
    opts.otherCookie,
    () => performance.now() > quietUntil,
  );

  let done = false;
  let feedFetches = 0;
  const started = performance.now();
  const feeds = (async () => {
    for (let round = 0; round < rounds; round++) {
      await fetch(`${base}/api/tasks/${opts.taskId}`, {
        method: "PATCH",
        headers: { cookie: opts.ownerCookie, "content-type": "application/json" },
        body: JSON.stringify({ description: `Feed bench round ${round}` }),
      }).then((r) => r.arrayBuffer());
      await Promise.all(
        Array.from({ length: 4 }, () =>
          fetch(`${base}${opts.feedPath}`).then(async (r) => {
            await r.arrayBuffer();
            if (r.status === 200) feedFetches++;
          }),
        ),
      );
    }
  })().finally(() => (done = true));
  const times = await sampleTasks(base, opts.otherCookie, () => done);
  await feeds;
  const feedMs = Math.round(performance.now() - started);
  const summary = (xs: number[], fetches: number, ms: number): Burst => ({
    p50: percentile(xs, 50),
    p99: percentile(xs, 99),
    samples: xs.length,
    feedFetches: fetches,
    feedMs: ms,
  });
  return { quiet: summary(quietTimes, 0, 3000), duringFeeds: summary(times, feedFetches, feedMs) };
}
