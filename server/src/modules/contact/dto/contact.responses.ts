import { ApiProperty } from '@nestjs/swagger';

/** GET account/captcha: a question whose answer goes in contact_us's `captcha` (kept in the session). */
export class CaptchaResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ example: 'What is 3 + 4?' }) question: string;
}
