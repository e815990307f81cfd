import { Args, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/decorators/access.decorators';
import { ContentService } from './content.service';
import { SiteContent } from './site-content.model';

/** The public pages' content; admins edit it through AdminContentResolver. */
@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Public()
  @Query(() => SiteContent, { description: 'Texts and figures of the public pages in one language (unknown languages get English).' })
  siteContent(@Args('locale', { nullable: true, type: () => String }) locale?: string | null): Promise<SiteContent> {
    return this.content.getSiteContent(locale);
  }
}
