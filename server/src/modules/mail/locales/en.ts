import type { MailStrings } from './mail-strings';

export const en: MailStrings = {
  greeting: 'Hello {{name}},',
  unknown: 'unknown',
  notGiven: 'not given',
  investor: 'investor',
  money: {
    history: 'Your history: {{url}}',
    unexpected: 'If you did not expect this message, contact support and change your password.',
    reference: 'Reference: {{value}}',
    blockchainTransaction: 'Blockchain transaction: {{value}}',
    reason: 'Reason: {{value}}',
    to: 'To: {{value}}',
    payoutTransaction: 'Payout transaction: {{value}}',
    depositReceived: {
      subject: 'Deposit received: {{amount}}',
      body: 'We received your deposit of {{amount}} and will review it shortly. It is pending until then.',
    },
    depositApproved: {
      subject: 'Deposit approved: {{amount}}',
      body: 'Your deposit of {{amount}} is approved and credited to your main balance.',
    },
    depositRejected: {
      subject: 'Deposit rejected: {{amount}}',
      body: 'Your deposit of {{amount}} was rejected; nothing was credited.',
    },
    withdrawalRequested: {
      subject: 'Withdrawal requested: {{amount}}',
      body: 'We received your request to withdraw {{amount}}. The amount is held from your balance until it is paid.',
    },
    withdrawalPaid: {
      subject: 'Withdrawal paid: {{amount}}',
      body: 'Your withdrawal of {{amount}} has been paid.',
    },
    withdrawalRejected: {
      subject: 'Withdrawal rejected: {{amount}}',
      body: 'Your withdrawal of {{amount}} was rejected and the amount is back in your balance.',
    },
    investmentStarted: {
      subject: 'Investment started: {{amount}}',
      subjectWithPlan: 'Investment started: {{amount}} in {{plan}}',
      body: 'Your investment of {{amount}} has started.',
      bodyWithPlan: 'Your investment of {{amount}} in the {{plan}} plan has started.',
      term: { one: 'Term: {{count}} days.', other: 'Term: {{count}} days.' },
      termEnding: { one: 'Term: {{count}} days, ending {{date}} (UTC).', other: 'Term: {{count}} days, ending {{date}} (UTC).' },
      expectedProfit: 'Expected profit over the term: {{amount}}.',
    },
    investmentCompleted: {
      subject: 'Investment finished: {{amount}} capital returned',
      body: 'Your investment has finished. Its capital of {{amount}} is back in your main balance.',
      bodyWithPlan: 'Your investment in the {{plan}} plan has finished. Its capital of {{amount}} is back in your main balance.',
      profitEarned: 'Profit earned over the term: {{amount}}.',
    },
  },
  security: {
    newSignIn: {
      subject: 'New sign-in to your account',
      intro: 'Your account was just signed in from a device we have not seen before:',
      device: 'Device: {{value}}',
      ip: 'IP address: {{value}}',
      time: 'Time: {{value}}',
      outro:
        'If this was you, there is nothing to do. If not, change your password at once, turn on two-factor authentication and end the other sessions on the Activity page.',
    },
    passwordReset: {
      subject: 'Reset your password',
      intro: 'Someone (hopefully you) asked to reset the password of your account.',
      openLink: 'Open this link within one hour to choose a new password:',
      ignore: 'If you did not ask for this, ignore this email; your password stays as it is.',
    },
    passwordChanged: {
      subject: 'Your password was changed',
      body: 'The password of your account was just changed, and every other session was signed out.',
      bodyFromIp: 'The password of your account was just changed (from {{ip}}), and every other session was signed out.',
      outro: 'If this was not you, reset your password at once with "Forgot password" on the sign-in page and contact support.',
    },
    emailCode: {
      subject: 'Your confirmation code: {{code}}',
      intro: 'Enter this code to move your account to this email address:',
      validity: 'It is valid for {{minutes}} minutes. If you did not ask for this, ignore this email; nothing changes.',
    },
    emailChanged: {
      subject: 'Your account email was changed',
      body: 'The email address of your account was changed to {{email}}. This address no longer signs in.',
      outro: 'If this was not you, contact support at once.',
    },
    twoFactorOn: {
      subject: 'Two-factor authentication is on',
      body: 'Two-factor authentication was turned on for your account. Signing in and withdrawals now ask for a code from your authenticator app.',
    },
    twoFactorOff: {
      subject: 'Two-factor authentication is off',
      body: 'Two-factor authentication was turned off for your account. If this was not you, reset your password at once and contact support.',
    },
    twoFactorReset: {
      subject: 'Two-factor authentication was turned off',
      body: 'An administrator turned off two-factor authentication for your account: you now sign in with your password alone, and your old recovery codes no longer work.',
      outro:
        'Turn it on again on your security page with a new authenticator set-up. If you did not ask for this, change your password at once and contact support.',
    },
    recoveryCodeUsed: {
      subject: 'A recovery code was used',
      body: {
        one: 'One of your two-factor recovery codes was just used. {{count}} unused code left. If this was not you, change your password at once.',
        other: 'One of your two-factor recovery codes was just used. {{count}} unused codes left. If this was not you, change your password at once.',
      },
    },
  },
};
