import type { MailStrings } from './mail-strings';

export const fr: MailStrings = {
  greeting: 'Bonjour {{name}},',
  unknown: 'inconnu',
  notGiven: 'non indiqué',
  investor: 'investisseur',
  money: {
    history: 'Votre historique : {{url}}',
    unexpected: 'Si vous n’attendiez pas ce message, contactez le support et changez votre mot de passe.',
    reference: 'Référence : {{value}}',
    blockchainTransaction: 'Transaction blockchain : {{value}}',
    reason: 'Motif : {{value}}',
    to: 'Vers : {{value}}',
    payoutTransaction: 'Transaction de paiement : {{value}}',
    depositReceived: {
      subject: 'Dépôt reçu : {{amount}}',
      body: 'Nous avons reçu votre dépôt de {{amount}} et l’examinerons sous peu. Il reste en attente jusque-là.',
    },
    depositApproved: {
      subject: 'Dépôt approuvé : {{amount}}',
      body: 'Votre dépôt de {{amount}} est approuvé et crédité sur votre solde principal.',
    },
    depositRejected: {
      subject: 'Dépôt refusé : {{amount}}',
      body: 'Votre dépôt de {{amount}} a été refusé ; rien n’a été crédité.',
    },
    withdrawalRequested: {
      subject: 'Retrait demandé : {{amount}}',
      body: 'Nous avons reçu votre demande de retrait de {{amount}}. Le montant est bloqué sur votre solde jusqu’à son paiement.',
    },
    withdrawalPaid: {
      subject: 'Retrait payé : {{amount}}',
      body: 'Votre retrait de {{amount}} a été payé.',
    },
    withdrawalRejected: {
      subject: 'Retrait refusé : {{amount}}',
      body: 'Votre retrait de {{amount}} a été refusé et le montant est revenu sur votre solde.',
    },
    investmentStarted: {
      subject: 'Investissement démarré : {{amount}}',
      subjectWithPlan: 'Investissement démarré : {{amount}} dans {{plan}}',
      body: 'Votre investissement de {{amount}} a démarré.',
      bodyWithPlan: 'Votre investissement de {{amount}} dans le plan {{plan}} a démarré.',
      term: { one: 'Durée : {{count}} jour.', many: 'Durée : {{count}} jours.', other: 'Durée : {{count}} jours.' },
      termEnding: {
        one: 'Durée : {{count}} jour, fin le {{date}} (UTC).',
        many: 'Durée : {{count}} jours, fin le {{date}} (UTC).',
        other: 'Durée : {{count}} jours, fin le {{date}} (UTC).',
      },
      expectedProfit: 'Bénéfice attendu sur la durée : {{amount}}.',
    },
    investmentCompleted: {
      subject: 'Investissement terminé : {{amount}} de capital restitué',
      body: 'Votre investissement est terminé. Son capital de {{amount}} est revenu sur votre solde principal.',
      bodyWithPlan: 'Votre investissement dans le plan {{plan}} est terminé. Son capital de {{amount}} est revenu sur votre solde principal.',
      profitEarned: 'Bénéfice gagné sur la durée : {{amount}}.',
    },
  },
  security: {
    newSignIn: {
      subject: 'Nouvelle connexion à votre compte',
      intro: 'Votre compte vient d’être connecté depuis un appareil que nous ne connaissions pas :',
      device: 'Appareil : {{value}}',
      ip: 'Adresse IP : {{value}}',
      time: 'Heure : {{value}}',
      outro:
        'Si c’était vous, vous n’avez rien à faire. Sinon, changez immédiatement votre mot de passe, activez la double authentification et fermez les autres sessions sur la page Activité.',
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe',
      intro: 'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte.',
      openLink: 'Ouvrez ce lien dans l’heure pour choisir un nouveau mot de passe :',
      ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.',
    },
    passwordChanged: {
      subject: 'Votre mot de passe a été modifié',
      body: 'Le mot de passe de votre compte vient d’être modifié, et toutes les autres sessions ont été déconnectées.',
      bodyFromIp: 'Le mot de passe de votre compte vient d’être modifié (depuis {{ip}}), et toutes les autres sessions ont été déconnectées.',
      outro:
        'Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe avec « Mot de passe oublié » sur la page de connexion et contactez le support.',
    },
    emailCode: {
      subject: 'Votre code de confirmation : {{code}}',
      intro: 'Saisissez ce code pour transférer votre compte vers cette adresse e-mail :',
      validity: 'Il est valable {{minutes}} minutes. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail ; rien ne change.',
    },
    emailChanged: {
      subject: 'L’adresse e-mail de votre compte a été modifiée',
      body: 'L’adresse e-mail de votre compte a été remplacée par {{email}}. Cette adresse ne permet plus de se connecter.',
      outro: 'Si ce n’était pas vous, contactez immédiatement le support.',
    },
    twoFactorOn: {
      subject: 'La double authentification est activée',
      body: 'La double authentification a été activée sur votre compte. La connexion et les retraits demandent désormais un code de votre application d’authentification.',
    },
    twoFactorOff: {
      subject: 'La double authentification est désactivée',
      body: 'La double authentification a été désactivée sur votre compte. Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe et contactez le support.',
    },
    twoFactorReset: {
      subject: 'La double authentification a été désactivée',
      body: 'Un administrateur a désactivé la double authentification de votre compte : vous vous connectez désormais avec votre seul mot de passe, et vos anciens codes de récupération ne fonctionnent plus.',
      outro:
        'Réactivez-la sur votre page de sécurité avec une nouvelle configuration de l’authentificateur. Si vous ne l’avez pas demandé, changez immédiatement votre mot de passe et contactez le support.',
    },
    recoveryCodeUsed: {
      subject: 'Un code de récupération a été utilisé',
      body: {
        one: 'Un de vos codes de récupération de double authentification vient d’être utilisé. Il vous reste {{count}} code inutilisé. Si ce n’était pas vous, changez immédiatement votre mot de passe.',
        many: 'Un de vos codes de récupération de double authentification vient d’être utilisé. Il vous reste {{count}} codes inutilisés. Si ce n’était pas vous, changez immédiatement votre mot de passe.',
        other:
          'Un de vos codes de récupération de double authentification vient d’être utilisé. Il vous reste {{count}} codes inutilisés. Si ce n’était pas vous, changez immédiatement votre mot de passe.',
      },
    },
  },
};
