import { ApiOkResponse, ApiProperty } from '@nestjs/swagger';

/** `status: "success"` and a message to show: the answer of most REST calls that change something. */
export class SuccessMessage {
  @ApiProperty({ enum: ['success'], example: 'success' }) status: 'success';
  // No example here: each operation shows its own message (ApiSuccess below).
  @ApiProperty({ description: 'A message to show to the user.' }) message: string;
}

/** Only `status: "success"`. */
export class SuccessStatus {
  @ApiProperty({ enum: ['success'], example: 'success' }) status: 'success';
}

const CREATED_ID_EXAMPLE = '0b6e0f7e-3c55-4c1f-a1a9-5f0a1a2b3c4d';

/** The id of the record a call created. */
export class CreatedId {
  @ApiProperty({ format: 'uuid', example: CREATED_ID_EXAMPLE }) id: string;
}

/** A call that created a record: its message and `data.id`. */
export class SuccessCreated extends SuccessMessage {
  @ApiProperty({ type: CreatedId }) data: CreatedId;
}

/**
 * The 200 answer of a call that answers `status: "success"` and a message (and `data.id` with `created`):
 * the shared schema, with the operation's own message as its example. Pass the same constant the handler returns.
 */
export function ApiSuccess(message: string, options: { created?: boolean; description?: string } = {}): MethodDecorator & ClassDecorator {
  const example = options.created ? { status: 'success', message, data: { id: CREATED_ID_EXAMPLE } } : { status: 'success', message };
  return ApiOkResponse({ type: options.created ? SuccessCreated : SuccessMessage, description: options.description, example });
}

/** A file download (image or statement) streamed as is. */
export const BINARY = { type: 'string', format: 'binary' } as const;
