import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageTitle } from './page-title';

function descriptions() {
  return [...document.head.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'));
}

describe('PageTitle', () => {
  beforeEach(() => {
    // As index.html starts, plus the copy a prerendered page may bring.
    document.head.innerHTML =
      '<title>Default | Investment Platform</title><meta name="description" content="Default" data-default />' +
      '<title>Prerendered</title><meta name="description" content="Prerendered" />';
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('sets the title with the brand and leaves exactly one description, the page one', () => {
    render(<PageTitle title="Login" description="Sign in to your account." />);

    expect(document.title).toBe('Login | Investment Platform');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(descriptions()).toEqual(['Sign in to your account.']);
  });

  it('lets a page inside a layout win, and gives the layout back its title when the page goes', () => {
    function Layout({ withPage }: { withPage: boolean }) {
      return (
        <>
          <PageTitle title="Admin Panel" />
          {withPage && <PageTitle title="Payments" description="Pending payments." />}
        </>
      );
    }
    const { rerender } = render(<Layout withPage />);
    expect(document.title).toBe('Payments | Investment Platform');
    expect(descriptions()).toEqual(['Pending payments.']);

    rerender(<Layout withPage={false} />);
    expect(document.title).toBe('Admin Panel | Investment Platform');
    // A page without its own description keeps no other page's.
    expect(descriptions()).toEqual([]);
  });

  it('follows a change of language', () => {
    const { rerender } = render(<PageTitle title="Login" description="Sign in." />);
    rerender(<PageTitle title="تسجيل الدخول" description="سجّل الدخول." />);

    expect(document.title).toBe('تسجيل الدخول | Investment Platform');
    expect(descriptions()).toEqual(['سجّل الدخول.']);
  });
});
