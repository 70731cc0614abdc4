import { MSG } from '@casecover/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error';

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/**
 * Reads a multipart body into plain fields and buffered files. Files over `maxFileBytes`
 * answer 400 with `tooLargeMessage` instead of being cut short silently.
 */
export async function readMultipart(
  request: FastifyRequest,
  opts: { maxFileBytes: number; tooLargeMessage: string },
): Promise<{ fields: Record<string, string>; files: Record<string, UploadedFile> }> {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    await readParts(request, opts, fields, files);
  } catch (err) {
    // A cut-off body, a missing boundary or a malformed header is the sender's fault: 400, not 500.
    if (err instanceof AppError) throw err;
    throw badRequest(MSG.invalidRequest, 'BAD_MULTIPART');
  }
  return { fields, files };
}

async function readParts(
  request: FastifyRequest,
  opts: { maxFileBytes: number; tooLargeMessage: string },
  fields: Record<string, string>,
  files: Record<string, UploadedFile>,
) {
  for await (const part of request.parts({ limits: { fileSize: opts.maxFileBytes, files: 3, fields: 30 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((err: unknown) => {
        if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw badRequest(opts.tooLargeMessage);
        }
        throw err;
      });
      if (bytes.length > 0) files[part.fieldname] = { filename: part.filename, bytes };
    } else if (typeof part.value === 'string') {
      if (part.value.includes('\u0000')) throw badRequest(MSG.invalidCharacters, 'INVALID_CHARACTERS');
      fields[part.fieldname] = part.value;
    }
  }
}
