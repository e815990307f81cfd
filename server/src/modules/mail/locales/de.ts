import type { MailStrings } from './mail-strings';

export const de: MailStrings = {
  greeting: 'Hallo {{name}},',
  unknown: 'unbekannt',
  notGiven: 'nicht angegeben',
  investor: 'Anlegerin, Anleger',
  money: {
    history: 'Ihr Verlauf: {{url}}',
    unexpected: 'Wenn Sie diese Nachricht nicht erwartet haben, wenden Sie sich an den Support und ändern Sie Ihr Passwort.',
    reference: 'Referenz: {{value}}',
    blockchainTransaction: 'Blockchain-Transaktion: {{value}}',
    reason: 'Grund: {{value}}',
    to: 'An: {{value}}',
    payoutTransaction: 'Auszahlungstransaktion: {{value}}',
    depositReceived: {
      subject: 'Einzahlung eingegangen: {{amount}}',
      body: 'Wir haben Ihre Einzahlung von {{amount}} erhalten und prüfen sie in Kürze. Bis dahin ist sie ausstehend.',
    },
    depositApproved: {
      subject: 'Einzahlung bestätigt: {{amount}}',
      body: 'Ihre Einzahlung von {{amount}} ist bestätigt und Ihrem Hauptguthaben gutgeschrieben.',
    },
    depositRejected: {
      subject: 'Einzahlung abgelehnt: {{amount}}',
      body: 'Ihre Einzahlung von {{amount}} wurde abgelehnt; es wurde nichts gutgeschrieben.',
    },
    withdrawalRequested: {
      subject: 'Auszahlung beantragt: {{amount}}',
      body: 'Wir haben Ihren Antrag auf Auszahlung von {{amount}} erhalten. Der Betrag wird bis zur Auszahlung von Ihrem Guthaben zurückgehalten.',
    },
    withdrawalPaid: {
      subject: 'Auszahlung ausgeführt: {{amount}}',
      body: 'Ihre Auszahlung von {{amount}} wurde ausgeführt.',
    },
    withdrawalRejected: {
      subject: 'Auszahlung abgelehnt: {{amount}}',
      body: 'Ihre Auszahlung von {{amount}} wurde abgelehnt und der Betrag ist wieder in Ihrem Guthaben.',
    },
    investmentStarted: {
      subject: 'Investition gestartet: {{amount}}',
      subjectWithPlan: 'Investition gestartet: {{amount}} in {{plan}}',
      body: 'Ihre Investition von {{amount}} hat begonnen.',
      bodyWithPlan: 'Ihre Investition von {{amount}} im Plan {{plan}} hat begonnen.',
      term: { one: 'Laufzeit: {{count}} Tag.', other: 'Laufzeit: {{count}} Tage.' },
      termEnding: { one: 'Laufzeit: {{count}} Tag, endet am {{date}} (UTC).', other: 'Laufzeit: {{count}} Tage, endet am {{date}} (UTC).' },
      expectedProfit: 'Erwarteter Gewinn über die Laufzeit: {{amount}}.',
    },
    investmentCompleted: {
      subject: 'Investition beendet: {{amount}} Kapital zurückgezahlt',
      body: 'Ihre Investition ist beendet. Ihr Kapital von {{amount}} ist wieder in Ihrem Hauptguthaben.',
      bodyWithPlan: 'Ihre Investition im Plan {{plan}} ist beendet. Ihr Kapital von {{amount}} ist wieder in Ihrem Hauptguthaben.',
      profitEarned: 'Über die Laufzeit erzielter Gewinn: {{amount}}.',
    },
  },
  security: {
    newSignIn: {
      subject: 'Neue Anmeldung bei Ihrem Konto',
      intro: 'Ihr Konto wurde soeben von einem Gerät angemeldet, das wir noch nicht kennen:',
      device: 'Gerät: {{value}}',
      ip: 'IP-Adresse: {{value}}',
      time: 'Zeit: {{value}}',
      outro:
        'Wenn Sie das waren, müssen Sie nichts tun. Wenn nicht, ändern Sie sofort Ihr Passwort, aktivieren Sie die Zwei-Faktor-Authentifizierung und beenden Sie die anderen Sitzungen auf der Seite „Aktivität“.',
    },
    passwordReset: {
      subject: 'Setzen Sie Ihr Passwort zurück',
      intro: 'Jemand (hoffentlich Sie) hat darum gebeten, das Passwort Ihres Kontos zurückzusetzen.',
      openLink: 'Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
      ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    },
    passwordChanged: {
      subject: 'Ihr Passwort wurde geändert',
      body: 'Das Passwort Ihres Kontos wurde soeben geändert, und alle anderen Sitzungen wurden abgemeldet.',
      bodyFromIp: 'Das Passwort Ihres Kontos wurde soeben geändert (von {{ip}}), und alle anderen Sitzungen wurden abgemeldet.',
      outro:
        'Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort über „Passwort vergessen“ auf der Anmeldeseite zurück und wenden Sie sich an den Support.',
    },
    emailCode: {
      subject: 'Ihr Bestätigungscode: {{code}}',
      intro: 'Geben Sie diesen Code ein, um Ihr Konto auf diese E-Mail-Adresse umzustellen:',
      validity: 'Er ist {{minutes}} Minuten gültig. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; es ändert sich nichts.',
    },
    emailChanged: {
      subject: 'Die E-Mail-Adresse Ihres Kontos wurde geändert',
      body: 'Die E-Mail-Adresse Ihres Kontos wurde in {{email}} geändert. Mit dieser Adresse können Sie sich nicht mehr anmelden.',
      outro: 'Wenn Sie das nicht waren, wenden Sie sich sofort an den Support.',
    },
    twoFactorOn: {
      subject: 'Zwei-Faktor-Authentifizierung ist aktiviert',
      body: 'Die Zwei-Faktor-Authentifizierung wurde für Ihr Konto aktiviert. Anmeldung und Auszahlungen verlangen jetzt einen Code aus Ihrer Authenticator-App.',
    },
    twoFactorOff: {
      subject: 'Zwei-Faktor-Authentifizierung ist deaktiviert',
      body: 'Die Zwei-Faktor-Authentifizierung wurde für Ihr Konto deaktiviert. Wenn Sie das nicht waren, setzen Sie sofort Ihr Passwort zurück und wenden Sie sich an den Support.',
    },
    twoFactorReset: {
      subject: 'Zwei-Faktor-Authentifizierung wurde deaktiviert',
      body: 'Ein Administrator hat die Zwei-Faktor-Authentifizierung für Ihr Konto deaktiviert: Sie melden sich jetzt nur mit Ihrem Passwort an, und Ihre alten Wiederherstellungscodes gelten nicht mehr.',
      outro:
        'Aktivieren Sie sie auf Ihrer Sicherheitsseite mit einer neuen Authenticator-Einrichtung wieder. Wenn Sie das nicht veranlasst haben, ändern Sie sofort Ihr Passwort und wenden Sie sich an den Support.',
    },
    recoveryCodeUsed: {
      subject: 'Ein Wiederherstellungscode wurde verwendet',
      body: {
        one: 'Einer Ihrer Wiederherstellungscodes für die Zwei-Faktor-Authentifizierung wurde soeben verwendet. {{count}} unbenutzter Code übrig. Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort.',
        other:
          'Einer Ihrer Wiederherstellungscodes für die Zwei-Faktor-Authentifizierung wurde soeben verwendet. {{count}} unbenutzte Codes übrig. Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort.',
      },
    },
  },
};
