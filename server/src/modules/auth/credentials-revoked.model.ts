import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('CredentialsRevoked', { description: 'A new password is set: what it ended, so the user can be told.' })
export class CredentialsRevokedModel {
  @Field() message: string;
  @Field(() => Int, { description: 'Sessions signed out (for a change: every other one), half-done sign-ins included.' }) signedOutSessions: number;
  @Field(() => Int, { description: "The account's live API tokens, revoked with the old password." }) revokedApiTokens: number;
}
