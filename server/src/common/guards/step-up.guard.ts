import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Clock } from '../clock';
import { requestOf } from '../decorators/access.decorators';
import { forbidden } from '../errors/domain-error';
import { hasFreshStepUp } from '../step-up';
import { ACCESS_MESSAGE, AccessErrorCode } from './access.errors';

/**
 * Runs after the AccessGuard (signed in, CSRF, role) on handlers marked @RequiresStepUp(): the
 * session must have confirmed the password within the last few minutes. An API token never has.
 */
@Injectable()
export class StepUpGuard implements CanActivate {
  constructor(private readonly clock: Clock) {}

  canActivate(context: ExecutionContext): boolean {
    const req = requestOf(context);
    if (req.bearer) throw forbidden('API tokens cannot do this: sign in to the web app.', 'SESSION_REQUIRED');
    if (!hasFreshStepUp(req, this.clock.now().getTime())) {
      throw forbidden(ACCESS_MESSAGE[AccessErrorCode.STEP_UP_REQUIRED], AccessErrorCode.STEP_UP_REQUIRED);
    }
    return true;
  }
}
