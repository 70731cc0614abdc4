import { fileTypeFromBuffer } from 'file-type';

/** What the bytes say a file is; the name's extension is not trusted. */
export async function sniffExtension(bytes: Buffer): Promise<string | null> {
  const kind = await fileTypeFromBuffer(bytes);
  if (!kind) return null;
  // Old Word documents are OLE2 compound files ("cfb"); treat them as .doc.
  if (kind.ext === 'cfb') return 'doc';
  return kind.ext;
}

/** True when the content is one of the allowed kinds (jpg and jpeg are one kind). */
export async function contentMatches(bytes: Buffer, allowed: readonly string[]): Promise<string | null> {
  const ext = await sniffExtension(bytes);
  if (!ext) return null;
  const normalised = ext === 'jpeg' ? 'jpg' : ext;
  const ok = allowed.map((a) => (a === 'jpeg' ? 'jpg' : a)).includes(normalised);
  return ok ? normalised : null;
}

/** SVG is text, so it is recognised by its root element rather than by magic bytes. */
export function isSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) && /<svg[\s>]/.test(head);
}
