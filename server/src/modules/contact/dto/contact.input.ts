import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

@InputType()
export class ContactInput {
  @ApiProperty({ maxLength: 100, example: 'Jane Doe' }) @Field() @IsString() @MaxLength(100) fullname: string;
  @ApiProperty({ format: 'email', maxLength: 254, example: 'jane@example.com' }) @Field() @IsString() @MaxLength(254) email: string;
  @ApiProperty({ enum: ['Enquiry', 'Financial Advice', 'Account Issues', 'Other Issues'], example: 'Enquiry' })
  @Field({ description: 'Enquiry, Financial Advice, Account Issues or Other Issues.' })
  @IsString()
  @MaxLength(50)
  subject: string;
  @ApiProperty({ maxLength: 5000, example: 'When are deposits credited?' }) @Field() @IsString() @MaxLength(5000) message: string;
  @ApiProperty({ maxLength: 10, description: 'The answer to the question of GET account/captcha (same session).', example: '7' })
  @Field({ description: 'The answer to the question of the `captcha` query.' })
  @IsString()
  @MaxLength(10)
  captcha: string;
}

@ObjectType()
export class CaptchaChallenge {
  @Field() question: string;
}
