import { ApiProperty } from '@nestjs/swagger';

// GET site_content answers the bare content object (no status wrapper); these mirror site-content.model.ts.
class SiteMapPointDoc {
  @ApiProperty({ example: '51.5074' }) lat: string;
  @ApiProperty({ example: '-0.1278' }) lon: string;
}

class SiteCompanyDoc {
  @ApiProperty() name: string;
  @ApiProperty() legalName: string;
  @ApiProperty() registrationNumber: string;
  @ApiProperty({ description: 'YYYY-MM-DD.' }) incorporatedOn: string;
  @ApiProperty() jurisdiction: string;
  @ApiProperty() address: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ type: SiteMapPointDoc }) map: SiteMapPointDoc;
}

class SiteOpeningHoursDoc {
  @ApiProperty({ example: 'Monday - Friday' }) days: string;
  @ApiProperty({ example: '24hrs' }) hours: string;
}

class SiteCounterDoc {
  @ApiProperty() key: string;
  @ApiProperty() label: string;
  @ApiProperty({ description: 'A decimal string: a whole number for count, 2 decimals for usd.' }) value: string;
  @ApiProperty({ enum: ['count', 'usd'] }) format: string;
  @ApiProperty({ description: 'True when read from the database, false when an operator fixed it.' }) live: boolean;
}

class SiteInvestorCountDoc {
  @ApiProperty({ description: 'A whole number as a string.' }) value: string;
  @ApiProperty() live: boolean;
  @ApiProperty({ description: 'False while a live count is below PUBLIC_COUNTERS_MIN_INVESTORS: show no figure.' }) shown: boolean;
}

class SiteTestimonialDoc {
  @ApiProperty() name: string;
  @ApiProperty() role: string;
  @ApiProperty() quote: string;
}

class SiteFaqEntryDoc {
  @ApiProperty() question: string;
  @ApiProperty() answer: string;
}

/** What the public pages show, in the asked language (English fills what a language lacks). */
export class SiteContentResponse {
  @ApiProperty({ enum: ['en', 'es', 'fr', 'de', 'zh-CN', 'ja', 'ar', 'ru', 'pt', 'hi'] }) locale: string;
  @ApiProperty({ type: SiteCompanyDoc }) company: SiteCompanyDoc;
  @ApiProperty({ type: [SiteOpeningHoursDoc] }) openingHours: SiteOpeningHoursDoc[];
  @ApiProperty({ type: [SiteCounterDoc], description: 'Visible counters only; none while countersShown is false.' }) counters: SiteCounterDoc[];
  @ApiProperty({ type: SiteInvestorCountDoc }) investorCount: SiteInvestorCountDoc;
  @ApiProperty({ type: [SiteTestimonialDoc] }) testimonials: SiteTestimonialDoc[];
  @ApiProperty({ type: [SiteFaqEntryDoc] }) faq: SiteFaqEntryDoc[];
  @ApiProperty() riskWarning: string;
  @ApiProperty({ description: 'The Terms of use page: paragraphs separated by a blank line; one starting with "# " is a heading.' }) terms: string;
  @ApiProperty({
    description:
      'False while a live counter is below its publishing threshold (PUBLIC_COUNTERS_MIN_INVESTORS, PUBLIC_COUNTERS_MIN_USD); counters is then empty.',
  })
  countersShown: boolean;
  @ApiProperty({ description: 'Referral bonus on each approved deposit, percent.', example: '5' }) referralBonusPercent: string;
}
