import path from "node:path";
import fs from "node:fs";

/** Folder for everything the embedded defaults keep on disk (database, secret, uploads). */
export function dataDir(): string {
  const dir = path.resolve(process.env.DATA_DIR || ".data");
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export function dataPath(...parts: string[]): string {
  const full = path.join(dataDir(), ...parts);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  return full;
}
