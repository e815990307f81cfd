import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UserRecord } from '../../users/dto/user.responses';

/**
 * POST account/login and account/login/two_factor. With 2FA on, the password step answers
 * `two_factor_required` (no data, not signed in yet): send the code to account/login/two_factor.
 */
export class LoginResponse {
  @ApiProperty({ enum: ['success', 'two_factor_required'] }) status: 'success' | 'two_factor_required';
  @ApiProperty({ example: 'Login successful' }) message: string;
  @ApiPropertyOptional({ type: UserRecord, description: 'The signed-in user (status success only).' }) data?: UserRecord;
}

/** GET session: whether this cookie is signed in (always 200). */
export class SessionState {
  @ApiProperty() authenticated: boolean;
}
