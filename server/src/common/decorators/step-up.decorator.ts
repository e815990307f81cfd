import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { StepUpGuard } from '../guards/step-up.guard';
import { SessionOnly } from './access.decorators';

export const REQUIRES_STEP_UP = 'access:requires-step-up';

/**
 * "Sudo mode": the handler runs only for a session that confirmed its password (and second factor)
 * with `confirmIdentity` in the last few minutes; otherwise 403 with the code STEP_UP_REQUIRED
 * (the client asks for the password and retries). Implies @SessionOnly(): an API token is refused.
 * For changes that hand an account (or power) to someone else: email, 2FA, API tokens, roles.
 */
export const RequiresStepUp = () => applyDecorators(SessionOnly(), SetMetadata(REQUIRES_STEP_UP, true), UseGuards(StepUpGuard));
