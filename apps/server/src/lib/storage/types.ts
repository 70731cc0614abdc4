/** Uploaded files. Paths handed out are relative (`<folder>/<uuid>.<ext>`), so the store can move. */
export interface Storage {
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
  get(relativePath: string): Promise<Buffer | null>;
  /** Removes a file put earlier (a request that failed after storing it); a missing file is fine. */
  remove(relativePath: string): Promise<void>;
  /** Answers once the store can be written (the bucket exists); throws with a clear message if not. */
  ready(): Promise<void>;
  /** Lets go of connections. */
  close(): void;
}

/** A stored path is `<folder>/<name>` of plain segments: no `..`, no leading slash, no backslash. */
export function isPlainRelativePath(rel: string): boolean {
  return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/.test(rel) && !rel.split('/').some((s) => s === '.' || s === '..');
}
