import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';

@InputType()
export class ContactInput {
  @Field() @IsString() @MaxLength(100) fullname: string;
  @Field() @IsString() @MaxLength(254) email: string;
  @Field({ description: 'Enquiry, Financial Advice, Account Issues or Other Issues.' }) @IsString() @MaxLength(50) subject: string;
  @Field() @IsString() @MaxLength(5000) message: string;
  @Field({ description: 'The answer to the question of the `captcha` query.' }) @IsString() @MaxLength(10) captcha: string;
}

@ObjectType()
export class CaptchaChallenge {
  @Field() question: string;
}
