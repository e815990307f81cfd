import { ApiProperty } from '@nestjs/swagger';

/** The multipart form of upload/avatar: one image (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF), re-encoded and stored as WebP. */
export class AvatarForm {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The image, at most 5 MB.' }) avatar: unknown;
}
