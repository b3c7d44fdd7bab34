// Another user's writes while one user searches in a loop over long journal entries (issue 41,
// finding 2: 50 entries of ~20,000 characters and an 8-word query took 2-4 s a search on the
// embedded database and held another user's writes up to 3.2 s). Two search loops run for
// SECONDS at full speed, as a script would (the per-user limit answers them 429 once spent);
// meanwhile the other user renames one of their tasks again and again. `base` is a running server.

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
};

export type SearchBurst = {
  quiet: { p50: number; p99: number; samples: number };
  duringSearches: { p50: number; p99: number; samples: number };
  searches: { answered: number; limited: number; p50: number; p99: number };
};

const WORDS =
  "pack trip passport garden water plants call mother dentist invoice taxes gym run swim read book cook dinner paint fence clean garage fix bike plan holiday budget review notes write letter buy milk bread coffee".split(
    " ",
  );

/** ~20,000 characters of planner words, different for each entry. */
function longEntry(seed: number): string {
  let s = "";
  let x = seed + 1;
  while (s.length < 19_900) {
    x = (x * 16807) % 2147483647;
    s += `${WORDS[x % WORDS.length]} `;
  }
  return s.trim();
}

type Call = (method: string, path: string, body?: unknown) => Promise<number>;

async function writes(call: Call, taskId: number, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; !until(); i++) {
    const t = performance.now();
    await call("PATCH", `/api/tasks/${taskId}`, { description: `Search bench write ${i}` });
    times.push(performance.now() - t);
  }
  return times;
}

export async function searchBurst(opts: {
  searcher: Call;
  other: Call;
  otherTaskId: number;
  seconds?: number;
}): Promise<SearchBurst> {
  for (let i = 0; i < 50; i++)
    await opts.searcher("POST", "/api/journals", {
      title: `Long day ${i}`,
      content: longEntry(i),
      category: "personal_growth",
    });
  const ms = (opts.seconds ?? 10) * 1000;
  const quietUntil = performance.now() + 3000;
  const quiet = await writes(opts.other, opts.otherTaskId, () => performance.now() > quietUntil);

  const q = encodeURIComponent("pack trip passport garden water plants call mother");
  const searchTimes: number[] = [];
  let limited = 0;
  const end = performance.now() + ms;
  const loop = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      const status = await opts.searcher("GET", `/api/search?q=${q}&limit=20`);
      if (status === 429) limited++;
      else searchTimes.push(performance.now() - t);
    }
  };
  const [during] = await Promise.all([
    writes(opts.other, opts.otherTaskId, () => performance.now() > end),
    loop(),
    loop(),
  ]);
  const summary = (xs: number[]) => ({
    p50: percentile(xs, 50),
    p99: percentile(xs, 99),
    samples: xs.length,
  });
  return {
    quiet: summary(quiet),
    duringSearches: summary(during),
    searches: {
      answered: searchTimes.length,
      limited,
      p50: searchTimes.length ? percentile(searchTimes, 50) : 0,
      p99: searchTimes.length ? percentile(searchTimes, 99) : 0,
    },
  };
}
