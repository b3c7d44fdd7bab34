// A TickTick backup of any size, written the way TickTick writes it (a byte-order mark, the quoted
// preamble with a line that spans three, the 24-column header, CRLF): issue 43 item 5's 20,000-row
// file (4,000 open, 16,000 done) for npm run bench and tests/api/import-large.test.ts.
const HEADER =
  '"Folder Name","List Name","Title","Kind","Tags","Content","Is Check list","Start Date","Due Date","Reminder","Repeat","Priority","Status","Created Time","Completed Time","Order","Timezone","Is All Day","Is Floating","Column Name","Column Order","View Mode","taskId","parentId"';
const LISTS = [
  ["Work", "Project Alpha"],
  ["Health", "Fitness"],
  ["Home", "Chores"],
  ["", "Inbox"],
];
const q = (s: string | undefined) => `"${(s ?? "").replaceAll('"', '""')}"`;

/** A backup the way TickTick writes it, `open` open tasks and `done` completed ones. */
export function bigTickTick(open: number, done: number): string {
  const lines = [
    '"Date: 2026-11-20+0000"',
    '"Version: 7.1"',
    '"Status: \n0 Normal\n1 Completed\n2 Archived"',
    HEADER,
  ];
  for (let i = 0; i < open + done; i++) {
    const [folder, list] = LISTS[i % LISTS.length]!;
    const isDone = i >= open;
    const day = String(1 + (i % 28)).padStart(2, "0");
    lines.push(
      [
        folder,
        list,
        `Task number ${i} ${["review the plan", "call the office", "go for a run", "tidy the shelf"][i % 4]}`,
        "TEXT",
        i % 7 === 0 ? "errands" : "",
        i % 5 === 0 ? `Notes for ${i},\nsecond line` : "",
        "N",
        "",
        i % 3 === 0 ? `2026-12-${day}T09:00:00+0000` : "",
        "",
        i % 50 === 0 && !isDone ? "RRULE:FREQ=WEEKLY;BYDAY=MO" : "",
        "0",
        isDone ? "2" : "0",
        `2026-10-${day}T08:00:00+0000`,
        isDone ? `2026-11-${day}T18:30:00+0000` : "",
        String(i),
        "Europe/Berlin",
        "false",
        "false",
        "",
        "",
        "list",
        `big-${i}`,
        "",
      ]
        .map(q)
        .join(","),
    );
  }
  return "\ufeff" + lines.join("\r\n") + "\r\n";
}
