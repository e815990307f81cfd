import { checkPassword } from './password-policy';

describe('checkPassword', () => {
  it.each(['correct horse battery', 'ünïcödé-pässwörd', '12345678abcdefgh', 'x'.repeat(128)])('accepts %s', (password) => {
    expect(() => checkPassword(password)).not.toThrow();
  });

  it.each([
    ['seven77', 'at least 8'],
    ['x'.repeat(129), 'at most 128'],
    ['password', 'too common'],
    ['Password', 'too common'],
    ['qwertyuiop', 'too common'],
    ['iloveyou1', 'too common'],
  ])('refuses %s', (password, message) => {
    expect(() => checkPassword(password)).toThrow(message);
  });
});
