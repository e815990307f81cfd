import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/access.decorators';
import { ContentService } from './content.service';
import { SiteContentResponse } from './dto/site-content.responses';

@ApiTags('content')
@Controller()
export class ContentController {
  constructor(private readonly content: ContentService) {}

  /**
   * The bare content object (no status wrapper): the public pages read it as is. `no-cache`: the
   * browser asks again on every page (a 304 when unchanged), so an admin's edit shows at once.
   */
  @Public()
  @ApiOkResponse({ type: SiteContentResponse, description: 'The bare content object (no status wrapper).' })
  @ApiOperation({ summary: 'Get the public site content in a language.' })
  @Get('site_content')
  @Header('Cache-Control', 'no-cache')
  @ApiQuery({ name: 'lang', required: false, description: 'en, es, fr, de, zh-CN, ja, ar, ru, pt or hi; anything else gets English.' })
  siteContent(@Query('lang') lang?: unknown) {
    return this.content.getSiteContent(lang);
  }
}
