import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { VISIT_PHOTO_MAX_BYTES } from '../../shared/limits';
import { HttpError } from '../http/http-error';

const MALFORMED_FORM = 'フォームのデータを読み取れませんでした。';

/**
 * multipart/form-data for uploads (profile pictures, later visit photos).
 * Nothing is buffered or written to disk by the plugin: routes read the parts
 * with readMultipartForm and their own, smaller, file limit.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: {
      fileSize: VISIT_PHOTO_MAX_BYTES,
      files: 1,
      fields: 20,
      fieldSize: 10_000,
      parts: 30,
    },
  });
});

export type MultipartForm = {
  fields: Record<string, string>;
  file?: { buffer: Buffer; filename: string; mimetype: string } | undefined;
};

/**
 * Reads a whole form: text fields, and the one file under `fileField` (other
 * files are drained and ignored). A file over `maxFileBytes` throws what
 * `tooLarge` makes; a form the parser cannot read (no boundary, cut short) is the
 * client's fault, a 400, as malformed JSON is.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileField: string; maxFileBytes: number; tooLarge: () => Error },
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes } })) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === options.fileField && !form.file) {
        const buffer = await part.toBuffer();
        form.file = { buffer, filename: part.filename, mimetype: part.mimetype };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    // The plugin's own refusals (too many parts or fields) carry their 4xx status.
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) throw error;
    throw HttpError.badRequest(MALFORMED_FORM);
  }
  return form;
}
