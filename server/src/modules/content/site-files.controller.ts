import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/decorators/access.decorators';
import { SAFE_HOST } from '../../common/safe-host';
import { APP_CONFIG, AppConfig } from '../../config/env';

/** The public site's routes, as the client declares them (client/src/app/paths.ts). */
export const PUBLIC_ROUTES = ['/', '/about', '/our_plans', '/faq', '/contact', '/real_estate', '/gold_investment', '/agriculture', '/cryptocurrency'];

/** Served outside the /api prefix (see create-app.ts), in every environment, before the client's index.html fallback. */
export const SITE_FILE_PATHS = ['/robots.txt', '/sitemap.xml'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

@ApiExcludeController()
@Controller()
export class SiteFilesController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Crawlers may read the public pages, sign-in and sign-up; not the signed-in areas, the rest of
   * /account/ (password reset links carry tokens) or the API.
   */
  @Public()
  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(@Req() req: Request): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Allow: /account/login',
      'Allow: /account/register',
      'Disallow: /account/',
      'Disallow: /user',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /graphql',
      '',
      `Sitemap: ${this.baseUrl(req)}/sitemap.xml`,
      '',
    ].join('\n');
  }

  @Public()
  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(@Req() req: Request): string {
    const base = this.baseUrl(req);
    const urls = PUBLIC_ROUTES.map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`);
    return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
  }

  /** PUBLIC_URL when set; otherwise the host the request came to (a malformed Host header gets the default URL). */
  private baseUrl(req: Request): string {
    if (this.config.publicUrlSet) return this.config.publicUrl;
    const host = req.host;
    if (!host || !SAFE_HOST.test(host)) return this.config.publicUrl;
    return `${req.protocol === 'https' ? 'https' : 'http'}://${host}`;
  }
}
