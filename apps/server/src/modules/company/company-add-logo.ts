import { COMPANY_LOGO_EXTENSIONS, fileExtension } from '@casecover/shared';
import { contentMatches, isSvg } from '../../lib/file-check';
import type { UploadedFile } from '../../lib/multipart';

/**
 * What an SVG may not hold: scripts, event handlers, `javascript:` links, embedded HTML or
 * documents, and DTDs (entity expansion). A logo never needs them, and refusing them means a
 * stored logo stays inert even outside the sandboxing policy it is served with.
 */
const ACTIVE_SVG =
  /<\s*(script|foreignObject|iframe|embed|object|handler|listener)\b|<!DOCTYPE|<!ENTITY|\son[a-z]+\s*=|(?:java|vb)script\s*:|data\s*:\s*text\/html/i;

/** An SVG by its text: valid UTF-8, the root element is `<svg>`, the document closes it, nothing active. */
export function isInertSvg(bytes: Buffer): boolean {
  if (!isSvg(bytes)) return false;
  const text = bytes.toString('utf8');
  // Bytes that are not UTF-8 come back changed: not an XML text file.
  if (!Buffer.from(text, 'utf8').equals(bytes)) return false;
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[^>]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  if (!/^<svg[\s>/]/.test(body)) return false;
  if (!/<\/svg\s*>$/.test(body) && !/^<svg[^>]*\/>$/.test(body)) return false;
  return !ACTIVE_SVG.test(text);
}

/**
 * The stored kind of a logo (`png`, `jpg` or `svg`), or null when the file is not one: the
 * name's extension must be one of jpg, jpeg, png, svg, and the bytes must be that kind of image.
 */
export async function logoKind(file: UploadedFile): Promise<'png' | 'jpg' | 'svg' | null> {
  const ext = fileExtension(file.filename);
  if (!(COMPANY_LOGO_EXTENSIONS as readonly string[]).includes(ext)) return null;
  if (ext === 'svg') return isInertSvg(file.bytes) ? 'svg' : null;
  const kind = await contentMatches(file.bytes, ['jpg', 'png']);
  const wanted = ext === 'png' ? 'png' : 'jpg';
  return kind === wanted ? wanted : null;
}
