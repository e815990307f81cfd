import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('SessionInfo')
export class SessionInfoModel {
  @Field(() => ID) id: string;
  @Field({ description: 'The session this request came with.' }) current: boolean;
  @Field(() => String, { nullable: true, description: 'Browser and system, read from the User-Agent.' }) device: string | null;
  @Field(() => String, { nullable: true }) ip: string | null;
  @Field(() => GraphQLISODateTime) createdAt: Date;
  @Field(() => GraphQLISODateTime) lastSeenAt: Date;
}
