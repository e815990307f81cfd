import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way storing an image can fail, each with its kind (HTTP status) and a message safe to show. */
export enum StorageErrorCode {
  FILE_REQUIRED = 'FILE_REQUIRED',
  IMAGE_TOO_LARGE = 'IMAGE_TOO_LARGE',
  INVALID_IMAGE = 'INVALID_IMAGE',
}

const KIND: Record<StorageErrorCode, ErrorKind> = {
  [StorageErrorCode.FILE_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [StorageErrorCode.IMAGE_TOO_LARGE]: ErrorKind.PAYLOAD_TOO_LARGE,
  [StorageErrorCode.INVALID_IMAGE]: ErrorKind.BAD_USER_INPUT,
};

const MESSAGE: Record<StorageErrorCode, string> = {
  [StorageErrorCode.FILE_REQUIRED]: 'Please select a file first',
  [StorageErrorCode.IMAGE_TOO_LARGE]: 'The image is too large.',
  [StorageErrorCode.INVALID_IMAGE]: 'The file is not a valid image. Please upload a JPEG, PNG, WebP or GIF picture.',
};

export class StorageError extends DomainError {
  constructor(code: StorageErrorCode, message: string = MESSAGE[code]) {
    super(KIND[code], message, code);
  }
}

/** The limit in whole MB, as the message names it. */
export const imageTooLarge = (maxBytes: number) =>
  new StorageError(StorageErrorCode.IMAGE_TOO_LARGE, `The image must be at most ${Math.round(maxBytes / 1024 / 1024)} MB.`);
