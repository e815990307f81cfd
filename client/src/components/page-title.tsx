import { useEffect } from 'react';
import { BRAND_NAME } from '../lib/brand';

interface PageTitleProps {
  /** The page's name, already translated; the brand is appended: "Login | Investment Platform". */
  title: string;
  /** One or two translated sentences for search results (`<meta name="description">`). */
  description?: string;
}

/**
 * Sets the document title and, when given, the meta description. React hoists both into
 * <head>; the newest title wins. index.html's default description (marked `data-default`) is
 * removed once a page brings its own, so a page never has two.
 *
 *   <PageTitle title={t('home.title')} description={t('home.description')} />
 */
export function PageTitle({ title, description }: PageTitleProps) {
  useEffect(() => {
    if (description) document.head.querySelector('meta[name="description"][data-default]')?.remove();
  }, [description]);
  return (
    <>
      <title>{`${title} | ${BRAND_NAME}`}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
