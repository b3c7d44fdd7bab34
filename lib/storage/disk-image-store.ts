/** Disk implementation: DATA_DIR/uploads/<userId>/<id>. */
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { dataDir } from "@/db/data-dir";
import type { ImageStore } from "./image-store";

function userDir(userId: string): string {
  return path.join(dataDir(), "uploads", userId);
}

export function createDiskImageStore(): ImageStore {
  return {
    async put(userId, id, bytes) {
      const dir = userDir(userId);
      await fs.promises.mkdir(dir, { recursive: true });
      // Write then rename so a reader never sees a half-written file.
      const tmp = path.join(dir, `.${id}.tmp`);
      await fs.promises.writeFile(tmp, bytes);
      await fs.promises.rename(tmp, path.join(dir, id));
    },
    async get(userId, id) {
      try {
        return await fs.promises.readFile(path.join(userDir(userId), id));
      } catch {
        return null;
      }
    },
    async delete(userId, id) {
      await fs.promises.rm(path.join(userDir(userId), id), { force: true });
    },
    async exists(userId, id) {
      return fs.existsSync(path.join(userDir(userId), id));
    },
    async list(userId) {
      let names: string[];
      try {
        names = await fs.promises.readdir(userDir(userId));
      } catch {
        return [];
      }
      // Half-written ".<id>.tmp" files are not images yet.
      const ids = names.filter((n) => !n.startsWith("."));
      const stats = await Promise.all(
        ids.map((id) => fs.promises.stat(path.join(userDir(userId), id)).catch(() => null)),
      );
      return ids.flatMap((id, i) => (stats[i] ? [{ id, storedAt: stats[i].mtime }] : []));
    },
    async deleteAll(userId) {
      await fs.promises.rm(userDir(userId), { recursive: true, force: true });
    },
  };
}
