import type { Readable } from 'node:stream';
import { DomainError, ErrorKind, badInput } from './errors/domain-error';

export interface FileUpload {
  filename: string;
  mimetype: string;
  encoding: string;
  createReadStream(): Readable;
}

/** Reads a GraphQL multipart upload into memory, refusing it once it passes maxBytes. */
export async function readUpload(upload: Promise<FileUpload> | undefined, maxBytes: number): Promise<Buffer> {
  let file: FileUpload;
  try {
    file = await upload!;
  } catch {
    throw badInput('Please select a file first');
  }
  if (!file?.createReadStream) throw badInput('Please select a file first');
  const chunks: Buffer[] = [];
  let size = 0;
  const tooLarge = () => new DomainError(ErrorKind.PAYLOAD_TOO_LARGE, `The image must be at most ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  try {
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // graphql-upload ends the stream with an error when the file passes its own size limit.
    throw tooLarge();
  }
  return Buffer.concat(chunks);
}
