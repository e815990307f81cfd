import { ArgsType, Field, GraphQLISODateTime } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDate, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiScope } from '../api-token.model';

@ArgsType()
export class CreateApiTokenArgs {
  @Field({ description: 'What the token is for (shown in the list), 1 to 100 characters.' })
  @IsString()
  @MaxLength(1000)
  name: string;

  @Field(() => [ApiScope])
  @IsArray()
  @ArrayMinSize(1, { message: 'Choose at least one scope for the token.' })
  @ArrayMaxSize(4)
  @IsEnum(ApiScope, { each: true, message: 'Unknown scope: the scopes are read, write, admin:read and admin:write.' })
  scopes: ApiScope[];

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the token stops working; leave out for a token that does not expire.' })
  @IsOptional()
  @IsDate({ message: 'expiresAt must be a date and time, such as 2027-01-31T00:00:00Z.' })
  expiresAt?: Date | null;
}
