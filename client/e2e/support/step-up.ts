// The "Confirm it's you" dialog (step-up): the app asks for the password, and the 2FA code when on, before an account change.
import type { Page } from 'playwright-core';

/** Waits for the step-up dialog, confirms with the password (and `code` when given), and waits for it to close. */
export async function confirmStepUp(page: Page, password: string, code?: string | (() => Promise<string>)) {
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.waitFor();
  await dialog.getByLabel(/^Password/).fill(password);
  if (code) await dialog.getByRole('textbox', { name: /Authenticator code/ }).fill(typeof code === 'string' ? code : await code());
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
