import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class MessagePayload {
  @Field() message: string;
}
