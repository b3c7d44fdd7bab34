// "Export my data": fetch the JSON with the session cookie and hand it to the browser as a file.
import { apiRequest } from "@/lib/api/client";

function fileNameOf(res: Response): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "");
  return match?.[1] ?? "balance-data.json";
}

export async function downloadMyData(): Promise<void> {
  const res = await apiRequest("GET", "/api/account/export");
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement("a");
    a.href = url;
    a.download = fileNameOf(res);
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
