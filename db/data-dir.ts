import path from "node:path";
import fs from "node:fs";

/** Folder for everything the embedded defaults keep on disk (database, secret, uploads). */
export function dataDir(): string {
  // turbopackIgnore: the folder is chosen at run time; the build must not trace the project through it.
  const dir = path.resolve(
    /*turbopackIgnore: true*/ process.cwd(),
    process.env.DATA_DIR || ".data",
  );
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export function dataPath(...parts: string[]): string {
  const full = path.join(/*turbopackIgnore: true*/ dataDir(), ...parts);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  return full;
}
