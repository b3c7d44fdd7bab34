// The data downloads of "Your Data": fetch the file with the session cookie and hand it to the
// browser as a download (the JSON export, and issue 43's Todoist ZIP and iCalendar file).
import { apiRequest } from "@/lib/api/client";

function fileNameOf(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "");
  return match?.[1] ?? fallback;
}

async function download(url: string, fallbackName: string): Promise<void> {
  const res = await apiRequest("GET", url);
  const href = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement("a");
    a.href = href;
    a.download = fileNameOf(res, fallbackName);
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}

export const downloadMyData = () => download("/api/account/export", "balance-data.json");
export const downloadTodoist = () => download("/api/export/todoist", "balance-todoist.zip");
export const downloadIcs = () => download("/api/export/ics", "balance-tasks.ics");
