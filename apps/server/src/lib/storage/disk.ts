import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './types';

/** Files on local disk under `root` (the default: `DATA_DIR/uploads`). */
export function diskStorage(root: string): Storage {
  const resolveInside = (rel: string) => {
    const full = path.resolve(root, rel);
    if (!full.startsWith(path.resolve(root) + path.sep)) return null;
    return full;
  };
  return {
    async put(folder, ext, bytes) {
      const rel = path.posix.join(folder, `${randomUUID()}.${ext}`);
      const full = path.join(root, rel);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes);
      return rel;
    },
    async get(rel) {
      const full = resolveInside(rel);
      if (!full) return null;
      try {
        return await readFile(full);
      } catch {
        return null;
      }
    },
    async remove(rel) {
      const full = resolveInside(rel);
      if (full) await rm(full, { force: true });
    },
    async ready() {
      await mkdir(root, { recursive: true });
    },
    close() {},
  };
}
