import { Logger } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentService } from '../modules/content/content.service';
import type { SiteLocale } from '../modules/content/site-content.types';

/**
 * The islands (client/src/app/islands.ts) the server renders into a prerendered page with the
 * site content as it is now: the FAQ's questions and answers, which admins edit. The page then
 * arrives with them (its largest paint needs no script and no fetch), and the island hydrates
 * from the content its wrapper carries instead of fetching it.
 */
export const SERVED_ISLANDS: readonly string[] = ['faqEntries'];

/** What the client's SSR build exports for the server (client/src/app/entry-server.tsx). */
interface IslandRenderer {
  renderIsland(name: string, url: string, language: string, siteContent: unknown): Promise<{ html: string; styles: string }>;
}

interface Template {
  html: string;
  /** The served islands the page holds. */
  islands: string[];
}

/** Text for a double-quoted attribute: the content is whatever admins typed. */
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Where the markup inside the island's wrapper (`<div data-island="name" ...>`) starts and ends in
 * a page React rendered: React escapes `<` in texts and attributes, so every `<div` and `</div>` in
 * the markup is a tag.
 */
export function islandSpan(html: string, name: string): { openEnd: number; innerEnd: number; attributesAt: number } | undefined {
  const open = `<div data-island="${name}"`;
  const start = html.indexOf(open);
  if (start < 0) return undefined;
  const openEnd = html.indexOf('>', start) + 1;
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = openEnd;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { openEnd, innerEnd: tag.index, attributesAt: start + open.length };
  }
  return undefined;
}

/**
 * Serves the prerendered pages that hold a served island, with the island rendered from the
 * current site content (read on every request, one query; the live figures are cached a minute).
 * A page is rendered again only when the content it was rendered from changed, so an admin's edit
 * shows on the next load on every instance, and nothing has to be told about it. Without the
 * client's SSR build, or when rendering fails, the page is served as it was built (its islands
 * fetch the content).
 */
export class ServedIslands {
  private readonly logger = new Logger(ServedIslands.name);
  private readonly templates = new Map<string, Template | null>();
  private readonly rendered = new Map<string, { data: string; html: Promise<string | undefined> }>();
  private renderer?: Promise<IslandRenderer | undefined>;
  private readonly built: boolean;

  /** `ssrEntry`: the client's SSR build (client/dist-ssr/entry-server.js); `prerendered`: client/dist/prerendered. */
  constructor(
    private readonly ssrEntry: string,
    private readonly prerendered: string,
    private readonly content: ContentService,
  ) {
    this.built = existsSync(ssrEntry);
  }

  /** True when `page` ("<language>/<page>") holds an island this serves (and the SSR build is there). */
  serves(page: string): boolean {
    return this.built && (this.template(page)?.islands.length ?? 0) > 0;
  }

  /** The page's HTML with its served islands rendered from the current content; undefined: serve the file. */
  async page(page: string, language: SiteLocale, url: string): Promise<string | undefined> {
    const template = this.template(page);
    if (!template?.islands.length) return undefined;
    let data: string;
    try {
      data = JSON.stringify(await this.content.getSiteContent(language));
    } catch (error) {
      this.logger.error(`site content for ${page} unavailable, served as built: ${(error as Error).message}`);
      return undefined;
    }
    let entry = this.rendered.get(page);
    if (entry?.data !== data) {
      const next = { data, html: this.render(template, language, url, data) };
      this.rendered.set(page, next);
      entry = next;
    }
    return entry.html;
  }

  private template(page: string): Template | null {
    let template = this.templates.get(page);
    if (template === undefined) {
      const file = join(this.prerendered, `${page}.html`);
      const html = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      template = html ? { html, islands: SERVED_ISLANDS.filter((name) => islandSpan(html, name)) } : null;
      this.templates.set(page, template);
    }
    return template;
  }

  private loadRenderer(): Promise<IslandRenderer | undefined> {
    this.renderer ??= import(this.ssrEntry).then(
      (module: Partial<IslandRenderer>) => {
        if (typeof module.renderIsland === 'function') return module as IslandRenderer;
        this.logger.error(`${this.ssrEntry} exports no renderIsland: public pages are served as built`);
        return undefined;
      },
      (error: Error) => {
        this.logger.error(`cannot load ${this.ssrEntry}, public pages are served as built: ${error.message}`);
        return undefined;
      },
    );
    return this.renderer;
  }

  private async render(template: Template, language: SiteLocale, url: string, data: string): Promise<string | undefined> {
    const renderer = await this.loadRenderer();
    if (!renderer) return undefined;
    try {
      let html = template.html;
      const styles: string[] = [];
      for (const name of template.islands) {
        const island = await renderer.renderIsland(name, url, language, JSON.parse(data));
        const span = islandSpan(html, name)!;
        html = `${html.slice(0, span.attributesAt)} data-site-content="${escapeAttribute(data)}"${html.slice(span.attributesAt, span.openEnd)}${island.html}${html.slice(span.innerEnd)}`;
        styles.push(island.styles);
      }
      return html.replace('</head>', () => `${styles.join('')}</head>`);
    } catch (error) {
      this.logger.error(`rendering ${url} (${language}) failed, served as built: ${(error as Error).stack ?? (error as Error).message}`);
      return undefined;
    }
  }
}
