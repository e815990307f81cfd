import { BRAND_NAME } from '../lib/brand';

/** Sets the document title; React hoists `<title>` into the document head. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | ${BRAND_NAME}`}</title>;
}
