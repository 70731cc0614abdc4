import { PROFILE_PHOTO_EXTENSIONS, fileExtension } from '@casecover/shared';

const SIGNATURES: Record<'jpg' | 'png' | 'gif', number[]> = {
  jpg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  gif: [0x47, 0x49, 0x46, 0x38],
};

/**
 * Whether a picked file is a jpg, jpeg, png or gif by its name and its first bytes, before it is
 * sent (the server checks the content again).
 */
export async function isValidProfilePhoto(file: File): Promise<boolean> {
  const ext = fileExtension(file.name);
  if (!(PROFILE_PHOTO_EXTENSIONS as readonly string[]).includes(ext)) return false;
  const kind = ext === 'jpeg' ? 'jpg' : (ext as 'jpg' | 'png' | 'gif');
  const signature = SIGNATURES[kind];
  const head = new Uint8Array(await file.slice(0, signature.length).arrayBuffer());
  return signature.every((byte, i) => head[i] === byte);
}
