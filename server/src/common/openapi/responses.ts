import { ApiProperty } from '@nestjs/swagger';

/** `status: "success"` and a message to show: the answer of most REST calls that change something. */
export class SuccessMessage {
  @ApiProperty({ enum: ['success'], example: 'success' }) status: 'success';
  @ApiProperty({ description: 'A message to show to the user.', example: 'Your address has been updated successfully' }) message: string;
}

/** Only `status: "success"`. */
export class SuccessStatus {
  @ApiProperty({ enum: ['success'], example: 'success' }) status: 'success';
}

/** The id of the record a call created. */
export class CreatedId {
  @ApiProperty({ format: 'uuid', example: '0b6e0f7e-3c55-4c1f-a1a9-5f0a1a2b3c4d' }) id: string;
}

/** A call that created a record: its message and `data.id`. */
export class SuccessCreated extends SuccessMessage {
  @ApiProperty({ type: CreatedId }) data: CreatedId;
}

/** A file download (image or statement) streamed as is. */
export const BINARY = { type: 'string', format: 'binary' } as const;
