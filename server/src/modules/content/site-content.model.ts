import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum SiteCounterFormat {
  COUNT = 'count',
  USD = 'usd',
}
registerEnumType(SiteCounterFormat, { name: 'SiteCounterFormat', description: 'How a counter is shown: a whole number, or an amount in USD.' });

@ObjectType()
export class SiteMapPoint {
  @Field({ description: 'Latitude in degrees, as a decimal string.' }) lat: string;
  @Field({ description: 'Longitude in degrees, as a decimal string.' }) lon: string;
}

@ObjectType()
export class SiteCompany {
  @Field() name: string;
  @Field() legalName: string;
  @Field() registrationNumber: string;
  @Field({ description: 'YYYY-MM-DD.' }) incorporatedOn: string;
  @Field() jurisdiction: string;
  @Field() address: string;
  @Field() email: string;
  @Field() phone: string;
  @Field(() => SiteMapPoint) map: SiteMapPoint;
}

@ObjectType()
export class SiteOpeningHours {
  @Field() days: string;
  @Field() hours: string;
}

@ObjectType()
export class SiteCounter {
  @Field() key: string;
  @Field() label: string;
  @Field({ description: 'A decimal string: a whole number for count, 2 decimals for usd.' }) value: string;
  @Field(() => SiteCounterFormat) format: SiteCounterFormat;
  @Field({ description: 'True when the figure is read from the database, false when an operator fixed it.' }) live: boolean;
}

@ObjectType()
export class SiteInvestorCount {
  @Field({ description: 'A whole number as a string.' }) value: string;
  @Field() live: boolean;
  @Field({
    description: 'False while a live count is below PUBLIC_COUNTERS_MIN_INVESTORS: the site then says no figure rather than a small one.',
  })
  shown: boolean;
}

@ObjectType()
export class SiteTestimonial {
  @Field() name: string;
  @Field() role: string;
  @Field() quote: string;
}

@ObjectType()
export class SiteFaqEntry {
  @Field() question: string;
  @Field() answer: string;
}

/** What the public pages show; the same shape as GET /api/site_content. */
@ObjectType()
export class SiteContent {
  @Field({ description: 'The language of the texts: one of en es fr de zh-CN ja ar ru pt hi.' }) locale: string;
  @Field(() => SiteCompany) company: SiteCompany;
  @Field(() => [SiteOpeningHours]) openingHours: SiteOpeningHours[];
  @Field(() => [SiteCounter], { description: 'Visible counters only; none while countersShown is false.' }) counters: SiteCounter[];
  @Field(() => SiteInvestorCount) investorCount: SiteInvestorCount;
  @Field(() => [SiteTestimonial]) testimonials: SiteTestimonial[];
  @Field(() => [SiteFaqEntry]) faq: SiteFaqEntry[];
  @Field() riskWarning: string;
  @Field({ description: 'The Terms of use page: paragraphs separated by a blank line; one starting with "# " is a heading.' }) terms: string;
  @Field({
    description:
      'False while a live counter is below its publishing threshold (PUBLIC_COUNTERS_MIN_INVESTORS, PUBLIC_COUNTERS_MIN_USD): `counters` is then empty and the home page leaves the block out.',
  })
  countersShown: boolean;
  @Field({ description: 'Referral bonus on each approved deposit, percent, e.g. "5".' }) referralBonusPercent: string;
}

/** One key of the site content as stored in one language, for the console's editor. */
@ObjectType()
export class AdminSiteContentEntry {
  @Field() key: string;
  @Field({ description: 'en, es, fr, de, zh-CN, ja, ar, ru, pt or hi.' }) locale: string;
  @Field(() => String, {
    nullable: true,
    description: 'The stored value as JSON text (indented); null when this language stores none and the public pages show English.',
  })
  value: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) updatedAt: Date | null;
  @Field(() => ID, { nullable: true, description: 'The admin who last edited it; null for the seeded value.' }) updatedBy: string | null;
}
