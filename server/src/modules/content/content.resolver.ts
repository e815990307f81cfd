import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { CurrentUser, Public, Roles } from '../../common/decorators/access.decorators';
import { UserEntity } from '../users/user.entity';
import { ContentService } from './content.service';
import { UpdateSiteContentInput } from './dto/site-content.input';
import { SiteContent } from './site-content.model';

@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Public()
  @Query(() => SiteContent, { description: 'Texts and figures of the public pages in one language (unknown languages get English).' })
  siteContent(@Args('locale', { nullable: true, type: () => String }) locale?: string | null): Promise<SiteContent> {
    return this.content.getSiteContent(locale);
  }

  @Roles('admin')
  @Mutation(() => SiteContent, { description: 'Admins: replace one key of the site content in one language; answers the content in that language.' })
  updateSiteContent(@Args('input') input: UpdateSiteContentInput, @CurrentUser() admin: UserEntity, @Context('req') req: Request): Promise<SiteContent> {
    return this.content.update({ id: admin.id, ip: req.ip ?? null }, input);
  }
}
