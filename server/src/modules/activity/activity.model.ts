import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { ActivityKind } from './activity-kind';

@ObjectType('ActivityEvent')
export class ActivityEventModel {
  @Field(() => ID, { description: 'Pass as `after` to read the events older than this one.' }) id: string;
  @Field(() => ActivityKind) kind: ActivityKind;
  @Field(() => GraphQLISODateTime) at: Date;
  @Field(() => String, { nullable: true }) ip: string | null;
  @Field(() => String, { nullable: true, description: 'Browser and system, read from the User-Agent.' }) device: string | null;
}
