import type { SiteLocale } from '../modules/content/site-content.types';

/** The words of the console's "not allowed" page, in each site language (the client's admin texts say the same). */
const TEXT: Record<SiteLocale, { title: string; text: string; back: string; home: string }> = {
  en: { title: 'Not allowed', text: 'This page is for administrators.', back: 'Back to your account', home: 'Home' },
  de: { title: 'Nicht erlaubt', text: 'Diese Seite ist Administratoren vorbehalten.', back: 'Zurück zu Ihrem Konto', home: 'Startseite' },
  es: { title: 'No permitido', text: 'Esta página es solo para administradores.', back: 'Volver a su cuenta', home: 'Inicio' },
  fr: { title: 'Non autorisé', text: 'Cette page est réservée aux administrateurs.', back: 'Retour à votre compte', home: 'Accueil' },
  pt: { title: 'Não permitido', text: 'Esta página é apenas para administradores.', back: 'Voltar à sua conta', home: 'Início' },
  ru: { title: 'Доступ запрещён', text: 'Эта страница только для администраторов.', back: 'Вернуться в ваш аккаунт', home: 'Главная' },
  ar: { title: 'غير مسموح', text: 'هذه الصفحة مخصصة للمسؤولين فقط.', back: 'العودة إلى حسابك', home: 'الرئيسية' },
  hi: { title: 'अनुमति नहीं है', text: 'यह पृष्ठ केवल व्यवस्थापकों के लिए है।', back: 'अपने खाते पर वापस जाएँ', home: 'होम' },
  ja: { title: '許可されていません', text: 'このページは管理者専用です。', back: 'アカウントに戻る', home: 'ホーム' },
  'zh-CN': { title: '不允许访问', text: '此页面仅供管理员使用。', back: '返回您的账户', home: '首页' },
};

/** The app's colours and type (client/src/theme.ts), so the page looks like the rest of the product. */
const STYLE = [
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;background:#f5f7fb;color:#1a1a1a}',
  'header{background:#fff;border-bottom:1px solid #e3e8f0;padding:16px 24px}',
  'header a{color:#0b5cad;font-weight:700;font-size:1.15rem;text-decoration:none}',
  'main{max-width:460px;margin:48px auto;padding:32px;background:#fff;border:1px solid #e3e8f0;border-radius:12px}',
  'h1{font-size:1.75rem;margin:0 0 12px}p{color:#5f6b7a;line-height:1.5;margin:0 0 24px}',
  '.actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center}',
  '.button{background:#0b5cad;color:#fff;padding:10px 20px;border-radius:8px;text-decoration:none;font-weight:600}',
  '.button:focus-visible,.link:focus-visible{outline:3px solid #f2a900;outline-offset:2px}',
  '.link{color:#0b5cad}',
  '@media (max-width:520px){main{margin:24px 16px;padding:24px}}',
].join('');

/**
 * The console's answer to a signed-in user who may not open it (status 403): a page of its own in
 * the app's look and the reader's language, with the way back. The console itself is not sent.
 */
export function notAllowedPage(language: SiteLocale, brand: string): string {
  const t = TEXT[language] ?? TEXT.en;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const escape = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return (
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t.title)} | ${escape(brand)}</title>` +
    `<style>${STYLE}</style></head><body><header><a href="/">${escape(brand)}</a></header>` +
    `<main><h1>${escape(t.title)}</h1><p>${escape(t.text)}</p><div class="actions">` +
    `<a class="button" href="/user/dashboard">${escape(t.back)}</a><a class="link" href="/">${escape(t.home)}</a></div></main></body></html>`
  );
}
