import { Field, InputType } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';

@InputType()
export class UpdateSiteContentInput {
  @Field({ description: 'company, openingHours, counters, investorCount, testimonials, faq, riskWarning or terms.' }) @IsString() @MaxLength(50) key: string;
  @Field({ description: 'en, es, fr, de, zh-CN, ja, ar, ru, pt or hi. English is the complete value; other languages override its texts.' })
  @IsString()
  @MaxLength(10)
  locale: string;
  @Field({ description: 'The new value as JSON text; its shape depends on the key (see README, Site content).' }) @IsString() value: string;
}
