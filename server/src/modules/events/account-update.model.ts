import { Field, ObjectType } from '@nestjs/graphql';
import { UserModel } from '../users/user.model';

@ObjectType()
export class AccountUpdate {
  @Field({ description: 'balance (a movement of this user), accrual (a profit run), or signed_out (the session ended).' }) reason: string;
  @Field(() => UserModel, { nullable: true, description: 'The fresh user record; null when signed out.' }) user: UserModel | null;
}
