import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db, launchBrowser, openPage } from './support/browser';
import { createInvestor, signInByApi, toast } from './support/accounts';

/** A Personal Information row: a button named by its label and value. */
const row = (page: Page, label: string): Locator => page.getByRole('main').getByRole('button', { name: new RegExp(`^${label} `) });

async function rowValue(page: Page, label: string): Promise<string> {
  const text = (await row(page, label).textContent()) ?? '';
  return text.slice(label.length);
}

describe('profile: personal information, address and avatar', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeDb();
  });

  it('validates and saves the personal information, which survives a reload', async () => {
    const { page, errors, context } = await openPage(browser);
    const account = await createInvestor(context, 'profile');
    await signInByApi(context, account);
    await page.goto('/user/profile');
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();

    expect(await rowValue(page, 'Full Name')).toBe(account.fullName);
    expect(await rowValue(page, 'Username')).toBe(account.username);
    for (const label of ['Phone Number', 'Telegram', 'Gender', 'Date of Birth', 'Country', 'Address']) {
      expect(await rowValue(page, label), label).toBe('Not added yet');
    }
    // Email is shown but cannot be edited: it is no button.
    expect(await row(page, 'Email').count()).toBe(0);
    await page.getByRole('main').getByRole('img', { name: 'Email cannot be edited' }).waitFor();

    await row(page, 'Phone Number').click();
    const dialog = page.getByRole('dialog', { name: 'Update Profile' });
    await dialog.waitFor();
    const save = dialog.getByRole('button', { name: 'Save Changes' });
    const fullName = dialog.getByLabel('Full Name');
    const phone = dialog.getByLabel('Phone Number');
    expect(await fullName.inputValue()).toBe(account.fullName);

    // Every required field: full name cleared (phone is still empty too).
    await fullName.fill('');
    await phone.fill('5551234567');
    await save.click();
    // Said under the field (not a toast), and announced with it.
    await dialog.getByText('Please fill in this field.').waitFor();
    expect(await fullName.getAttribute('aria-invalid')).toBe('true');
    await dialog.waitFor();

    // Letters never make it into the phone number.
    await fullName.fill('Profile Tester');
    await phone.fill('+1 (555) abc-123');
    expect(await phone.inputValue()).toBe('1555123');
    await phone.fill('phone');
    expect(await phone.inputValue()).toBe('');
    // Digits typed on an Arabic, Persian, Hindi or Japanese keyboard are read as digits, not dropped.
    await phone.fill('+\u0669\u0667\u0661 \u0665\u0660 \u06f1\u06f2\u06f3 \u096a\u096b\u096c \uff17\uff18');
    expect(await phone.inputValue()).toBe('9715012345678');

    // A birthday in the future is refused.
    await phone.fill('5551234567');
    await dialog.getByLabel('Date of Birth').fill('2999-01-01');
    await save.click();
    await dialog.getByText('Date of birth cannot be in the future').waitFor();
    await dialog.waitFor();

    const longName = 'Profile Tester With A Long Name';
    const longTelegram = '@profile_tester_with_a_long_handle';
    await fullName.fill(longName);
    await dialog.getByLabel('Date of Birth').fill('1990-03-15');
    await dialog.getByLabel('Telegram').fill(longTelegram);
    await dialog.getByLabel('Gender').selectOption('Female');
    await save.click();
    await toast(page, 'Your personal Info has been updated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Long values are cut on screen (full name 17 + '...', telegram 30 + '...') and whole in the title.
    const expected = {
      'Full Name': 'Profile Tester Wi...',
      Username: account.username,
      'Phone Number': '5551234567',
      Telegram: '@profile_tester_with_a_long_ha...',
      Gender: 'Female',
      'Date of Birth': 'March 15, 1990',
      Country: 'Not added yet',
    };
    for (const [label, value] of Object.entries(expected)) expect(await rowValue(page, label), label).toBe(value);

    expect(await row(page, 'Full Name').getByText('Profile Tester Wi...').getAttribute('title')).toBe(longName);
    expect(await row(page, 'Telegram').getByText('@profile_tester_with_a_long_ha...').getAttribute('title')).toBe(longTelegram);

    await page.reload();
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    for (const [label, value] of Object.entries(expected)) expect(await rowValue(page, label), label).toBe(value);

    // The server has the last word on the phone too: letters sent around the form are refused.
    const token = ((await (await page.request.get('/api/middleware/csrf-token')).json()) as { token: string }).token;
    const refused = await page.request.post('/api/update/profile', {
      headers: { 'X-CSRF-Token': token },
      data: { fullname: longName, username: account.username, phone: '555abc', gender: 'Female' },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('Phone number must contain digits only');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('validates and saves the address, and reopens it with the country in the Country field', async () => {
    const { page, errors, context } = await openPage(browser);
    const account = await createInvestor(context, 'address');
    await signInByApi(context, account);
    await page.goto('/user/profile');

    await row(page, 'Country').click();
    const dialog = page.getByRole('dialog', { name: 'Update Address' });
    await dialog.waitFor();
    const save = dialog.getByRole('button', { name: 'Save Address' });
    await save.click();
    await dialog.getByText('Please fill in this field.').first().waitFor();

    await dialog.getByLabel('Address Line 1').fill('12 Invalidenstrasse');
    await dialog.getByLabel('City').fill('Berlin');
    await dialog.getByLabel('Zip Code').fill('10115');
    await dialog.getByLabel('Country').fill('Germany');
    await dialog.getByLabel('Nationality').fill('German');
    // State is still missing.
    await save.click();
    await dialog.waitFor();
    expect(await dialog.getByText('Please fill in this field.').count()).toBe(1);
    expect(await dialog.getByLabel('State').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('State').fill('Berlin');
    await save.click();
    await toast(page, 'Your address has been updated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await rowValue(page, 'Country')).toBe('Germany');
    expect(await rowValue(page, 'Address')).toBe('12 Invalidenstrasse, Berlin, Berlin, 10115');

    // Reopening fills Country from the country (the old client used the zip code).
    await row(page, 'Address').click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Country').inputValue()).toBe('Germany');
    expect(await dialog.getByLabel('Zip Code').inputValue()).toBe('10115');
    expect(await dialog.getByLabel('State').inputValue()).toBe('Berlin');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const { rows } = await db().query('SELECT country, state, zipcode, nationality, address2 FROM users WHERE email = $1', [account.email]);
    expect(rows).toEqual([{ country: 'Germany', state: 'Berlin', zipcode: '10115', nationality: 'German', address2: null }]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads an avatar that loads, refuses a fake image, and deletes it back to the initials', async () => {
    const { page, errors, context } = await openPage(browser);
    const account = await createInvestor(context, 'avatar');
    await signInByApi(context, account);
    await page.goto('/user/profile');
    const main = page.getByRole('main');
    // The avatar's letters come from the full name ("E2E Investor" → "EI").
    const initials = account.fullName
      .split(' ')
      .map((word) => word[0])
      .join('')
      .toUpperCase();
    await main.getByText(initials, { exact: true }).waitFor();

    await main.getByRole('button', { name: 'Upload avatar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update avatar' });
    await dialog.waitFor();
    const upload = dialog.getByRole('button', { name: 'Upload' });
    await upload.click();
    await toast(page, 'Please select a file first').waitFor();

    // A text file dressed up as a PNG: the server decodes the bytes and refuses it.
    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture\n') });
    await dialog.getByText('Selected: x.png').waitFor();
    await upload.click();
    await toast(page, 'The file is not a valid image. Please upload a JPEG, PNG, WebP or GIF picture.').waitFor();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await main.getByText(initials, { exact: true }).waitFor();
    expect(await main.getByRole('img', { name: 'Profile picture' }).count()).toBe(0);
    const before = await db().query('SELECT avatar FROM users WHERE email = $1', [account.email]);
    expect(before.rows).toEqual([{ avatar: null }]);

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    await main.getByRole('button', { name: 'Upload avatar' }).click();
    await dialog.waitFor();
    expect(await dialog.getByText('No file selected').count()).toBe(1);
    await fileInput.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png });
    await dialog.getByText('Selected: face.png').waitFor();
    await upload.click();
    await toast(page, 'Avatar has been upload successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const picture = main.getByRole('img', { name: 'Profile picture' });
    await picture.waitFor();
    const src = await picture.getAttribute('src');
    expect(src).toMatch(/^\/api\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    await page.waitForFunction((el) => (el as HTMLImageElement).complete, await picture.elementHandle());
    expect(await picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // The header's avatar shows the same picture.
    expect(await page.getByRole('banner').getByRole('img', { name: 'Profile picture' }).getAttribute('src')).toBe(src);

    await main.getByRole('button', { name: 'Delete avatar' }).click();
    await toast(page, 'Avatar has been deleted successfully').waitFor();
    await main.getByText(initials, { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Upload avatar' }).waitFor();
    expect(await page.getByRole('img', { name: 'Profile picture' }).count()).toBe(0);
    const after = await db().query('SELECT avatar FROM users WHERE email = $1', [account.email]);
    expect(after.rows).toEqual([{ avatar: null }]);
    // The file is gone as well.
    expect((await page.request.get(src!)).status()).toBe(404);

    expect(errors).toEqual([]);
    await context.close();
  });
});
