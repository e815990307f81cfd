import { ApiProperty } from '@nestjs/swagger';

/** The session's CSRF token: send it as X-CSRF-Token on every state-changing call made with the sid cookie. */
export class CsrfTokenResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ example: 'kq3V0bJQ2m9d1yXr0rKc2o8n5qV4WcHq0m1Zk3q7sYU' }) token: string;
}
