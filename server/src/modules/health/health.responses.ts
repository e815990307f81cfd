import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** GET health and health/live: 200 with status success, or 503 with status error and a message. */
export class HealthResponse {
  @ApiProperty({ enum: ['success', 'error'] }) status: 'success' | 'error';
  @ApiPropertyOptional({ enum: ['up', 'down'], description: 'GET health only.' }) database?: 'up' | 'down';
  @ApiPropertyOptional({ description: 'Why it is not healthy (503 only).' }) message?: string;
}
