import type { MailStrings } from './mail-strings';

export const es: MailStrings = {
  greeting: 'Hola, {{name}}:',
  unknown: 'desconocido',
  notGiven: 'no indicado',
  investor: 'inversor',
  money: {
    history: 'Su historial: {{url}}',
    unexpected: 'Si no esperaba este mensaje, contacte con soporte y cambie su contraseña.',
    reference: 'Referencia: {{value}}',
    blockchainTransaction: 'Transacción en blockchain: {{value}}',
    reason: 'Motivo: {{value}}',
    to: 'Destino: {{value}}',
    payoutTransaction: 'Transacción de pago: {{value}}',
    depositReceived: {
      subject: 'Depósito recibido: {{amount}}',
      body: 'Hemos recibido su depósito de {{amount}} y lo revisaremos en breve. Hasta entonces queda pendiente.',
    },
    depositApproved: {
      subject: 'Depósito aprobado: {{amount}}',
      body: 'Su depósito de {{amount}} ha sido aprobado y abonado en su saldo principal.',
    },
    depositRejected: {
      subject: 'Depósito rechazado: {{amount}}',
      body: 'Su depósito de {{amount}} ha sido rechazado; no se ha abonado nada.',
    },
    withdrawalRequested: {
      subject: 'Retiro solicitado: {{amount}}',
      body: 'Hemos recibido su solicitud de retiro de {{amount}}. El importe queda retenido de su saldo hasta que se pague.',
    },
    withdrawalPaid: {
      subject: 'Retiro pagado: {{amount}}',
      body: 'Su retiro de {{amount}} ha sido pagado.',
    },
    withdrawalRejected: {
      subject: 'Retiro rechazado: {{amount}}',
      body: 'Su retiro de {{amount}} ha sido rechazado y el importe ha vuelto a su saldo.',
    },
    investmentStarted: {
      subject: 'Inversión iniciada: {{amount}}',
      subjectWithPlan: 'Inversión iniciada: {{amount}} en {{plan}}',
      body: 'Su inversión de {{amount}} ha comenzado.',
      bodyWithPlan: 'Su inversión de {{amount}} en el plan {{plan}} ha comenzado.',
      term: { one: 'Plazo: {{count}} día.', many: 'Plazo: {{count}} días.', other: 'Plazo: {{count}} días.' },
      termEnding: {
        one: 'Plazo: {{count}} día, finaliza el {{date}} (UTC).',
        many: 'Plazo: {{count}} días, finaliza el {{date}} (UTC).',
        other: 'Plazo: {{count}} días, finaliza el {{date}} (UTC).',
      },
      expectedProfit: 'Beneficio previsto durante el plazo: {{amount}}.',
    },
    investmentCompleted: {
      subject: 'Inversión finalizada: {{amount}} de capital devuelto',
      body: 'Su inversión ha finalizado. Su capital de {{amount}} ha vuelto a su saldo principal.',
      bodyWithPlan: 'Su inversión en el plan {{plan}} ha finalizado. Su capital de {{amount}} ha vuelto a su saldo principal.',
      profitEarned: 'Beneficio obtenido durante el plazo: {{amount}}.',
    },
  },
  security: {
    newSignIn: {
      subject: 'Nuevo inicio de sesión en su cuenta',
      intro: 'Se acaba de iniciar sesión en su cuenta desde un dispositivo que no habíamos visto antes:',
      device: 'Dispositivo: {{value}}',
      ip: 'Dirección IP: {{value}}',
      time: 'Hora: {{value}}',
      outro:
        'Si fue usted, no tiene que hacer nada. Si no, cambie su contraseña de inmediato, active la autenticación en dos pasos y cierre las demás sesiones en la página Actividad.',
    },
    passwordReset: {
      subject: 'Restablezca su contraseña',
      intro: 'Alguien (esperamos que usted) ha pedido restablecer la contraseña de su cuenta.',
      openLink: 'Abra este enlace en el plazo de una hora para elegir una contraseña nueva:',
      ignore: 'Si no lo ha pedido usted, ignore este correo; su contraseña no cambia.',
    },
    passwordChanged: {
      subject: 'Su contraseña ha cambiado',
      body: 'La contraseña de su cuenta se acaba de cambiar y se han cerrado todas las demás sesiones.',
      bodyFromIp: 'La contraseña de su cuenta se acaba de cambiar (desde {{ip}}) y se han cerrado todas las demás sesiones.',
      outro: 'Si no fue usted, restablezca su contraseña de inmediato con «¿Olvidó su contraseña?» en la página de inicio de sesión y contacte con soporte.',
    },
    emailCode: {
      subject: 'Su código de confirmación: {{code}}',
      intro: 'Introduzca este código para trasladar su cuenta a esta dirección de correo:',
      validity: 'Es válido durante {{minutes}} minutos. Si no lo ha pedido usted, ignore este correo; no cambia nada.',
    },
    emailChanged: {
      subject: 'El correo de su cuenta ha cambiado',
      body: 'La dirección de correo de su cuenta se ha cambiado a {{email}}. Esta dirección ya no sirve para iniciar sesión.',
      outro: 'Si no fue usted, contacte con soporte de inmediato.',
    },
    twoFactorOn: {
      subject: 'La autenticación en dos pasos está activada',
      body: 'Se ha activado la autenticación en dos pasos en su cuenta. El inicio de sesión y los retiros ahora piden un código de su aplicación de autenticación.',
    },
    twoFactorOff: {
      subject: 'La autenticación en dos pasos está desactivada',
      body: 'Se ha desactivado la autenticación en dos pasos en su cuenta. Si no fue usted, restablezca su contraseña de inmediato y contacte con soporte.',
    },
    twoFactorReset: {
      subject: 'Se ha desactivado la autenticación en dos pasos',
      body: 'Un administrador ha desactivado la autenticación en dos pasos de su cuenta: ahora inicia sesión solo con su contraseña y sus códigos de recuperación anteriores ya no sirven.',
      outro:
        'Vuelva a activarla en su página de seguridad con una nueva configuración del autenticador. Si no lo ha pedido usted, cambie su contraseña de inmediato y contacte con soporte.',
    },
    recoveryCodeUsed: {
      subject: 'Se ha usado un código de recuperación',
      body: {
        one: 'Se acaba de usar uno de sus códigos de recuperación de la autenticación en dos pasos. Le queda {{count}} código sin usar. Si no fue usted, cambie su contraseña de inmediato.',
        many: 'Se acaba de usar uno de sus códigos de recuperación de la autenticación en dos pasos. Le quedan {{count}} códigos sin usar. Si no fue usted, cambie su contraseña de inmediato.',
        other:
          'Se acaba de usar uno de sus códigos de recuperación de la autenticación en dos pasos. Le quedan {{count}} códigos sin usar. Si no fue usted, cambie su contraseña de inmediato.',
      },
    },
  },
};
