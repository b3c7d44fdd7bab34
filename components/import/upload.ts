// POST /api/import with upload progress (fetch has none): an XMLHttpRequest sending the file as
// multipart/form-data with the session cookie; a non-2xx answer becomes the same ApiRequestError
// every other call throws.
import { ApiRequestError } from "@/lib/api/client";
import type { ImportPreview } from "@/lib/import/types";

export function uploadImport(
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<ImportPreview> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/import");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300)
        resolve(JSON.parse(xhr.responseText) as ImportPreview);
      else reject(new ApiRequestError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error("The file could not be sent. Check your connection."));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
