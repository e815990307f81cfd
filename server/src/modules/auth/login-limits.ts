import { RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * Password and second-factor verifications per account: 10 in 15 minutes, then the account's
 * sign-in is locked for 15 minutes. A slot is taken before verifying, so a burst gets no more.
 */
export const LOGIN_ACCOUNT_RULE: RateLimitRule = { limit: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
/** Verifications per IP (`LOGIN_IP_LIMIT`, default 50): enough for a shared office, not for credential stuffing. */
export const loginIpRule = (limit: number): RateLimitRule => ({ limit, windowSeconds: 15 * 60, lockSeconds: 15 * 60 });

export const loginAccountKey = (email: string) => `login:account:${email.trim().toLowerCase()}`;
export const loginIpKey = (ip: string) => `login:ip:${ip}`;
