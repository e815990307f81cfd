import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { ContentService } from '../content/content.service';
import { UpdateSiteContentInput } from '../content/dto/site-content.input';
import { AdminSiteContentEntry, SiteContent } from '../content/site-content.model';
import type { SessionUser } from '../../common/session-user';

/** Admins edit the public site's content; every edit is checked and audited. */
@Roles('admin')
@Resolver()
export class AdminContentResolver {
  constructor(private readonly content: ContentService) {}

  @Query(() => [AdminSiteContentEntry], { description: 'Admins: one key of the site content as stored in each of the ten languages, English first.' })
  adminSiteContent(@Args('key', { description: 'company, openingHours, counters, investorCount, testimonials, faq, riskWarning or terms.' }) key: string) {
    return this.content.storedInEveryLocale(key);
  }

  @Query(() => SiteContent, {
    description: "Admins: the content in the input's language as it would read with this edit made; checked like updateSiteContent, nothing is stored.",
  })
  previewSiteContent(@Args('input') input: UpdateSiteContentInput): Promise<SiteContent> {
    return this.content.preview(input);
  }

  @Mutation(() => SiteContent, { description: 'Admins: replace one key of the site content in one language; answers the content in that language.' })
  updateSiteContent(@Args('input') input: UpdateSiteContentInput, @CurrentUser() admin: SessionUser, @Actor() actor: Actor): Promise<SiteContent> {
    return this.content.update({ id: admin.id, ip: actor.ip }, input);
  }
}
