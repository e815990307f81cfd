/** The product name shown in headers, titles and the copyright line. */
export const BRAND_NAME = 'Investment Platform';
