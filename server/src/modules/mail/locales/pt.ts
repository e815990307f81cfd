import type { MailStrings } from './mail-strings';

export const pt: MailStrings = {
  greeting: 'Olá, {{name}},',
  unknown: 'desconhecido',
  notGiven: 'não informado',
  investor: 'investidor',
  money: {
    history: 'Seu histórico: {{url}}',
    unexpected: 'Se você não esperava esta mensagem, fale com o suporte e altere sua senha.',
    reference: 'Referência: {{value}}',
    blockchainTransaction: 'Transação na blockchain: {{value}}',
    reason: 'Motivo: {{value}}',
    to: 'Para: {{value}}',
    payoutTransaction: 'Transação de pagamento: {{value}}',
    depositReceived: {
      subject: 'Depósito recebido: {{amount}}',
      body: 'Recebemos seu depósito de {{amount}} e vamos analisá-lo em breve. Até lá, ele fica pendente.',
    },
    depositApproved: {
      subject: 'Depósito aprovado: {{amount}}',
      body: 'Seu depósito de {{amount}} foi aprovado e creditado no seu saldo principal.',
    },
    depositRejected: {
      subject: 'Depósito recusado: {{amount}}',
      body: 'Seu depósito de {{amount}} foi recusado; nada foi creditado.',
    },
    withdrawalRequested: {
      subject: 'Saque solicitado: {{amount}}',
      body: 'Recebemos seu pedido de saque de {{amount}}. O valor fica retido do seu saldo até ser pago.',
    },
    withdrawalPaid: {
      subject: 'Saque pago: {{amount}}',
      body: 'Seu saque de {{amount}} foi pago.',
    },
    withdrawalRejected: {
      subject: 'Saque recusado: {{amount}}',
      body: 'Seu saque de {{amount}} foi recusado e o valor voltou para o seu saldo.',
    },
    investmentStarted: {
      subject: 'Investimento iniciado: {{amount}}',
      subjectWithPlan: 'Investimento iniciado: {{amount}} em {{plan}}',
      body: 'Seu investimento de {{amount}} começou.',
      bodyWithPlan: 'Seu investimento de {{amount}} no plano {{plan}} começou.',
      term: { one: 'Prazo: {{count}} dia.', many: 'Prazo: {{count}} dias.', other: 'Prazo: {{count}} dias.' },
      termEnding: {
        one: 'Prazo: {{count}} dia, termina em {{date}} (UTC).',
        many: 'Prazo: {{count}} dias, termina em {{date}} (UTC).',
        other: 'Prazo: {{count}} dias, termina em {{date}} (UTC).',
      },
      expectedProfit: 'Lucro previsto no prazo: {{amount}}.',
    },
    investmentCompleted: {
      subject: 'Investimento encerrado: {{amount}} de capital devolvido',
      body: 'Seu investimento foi encerrado. O capital de {{amount}} voltou para o seu saldo principal.',
      bodyWithPlan: 'Seu investimento no plano {{plan}} foi encerrado. O capital de {{amount}} voltou para o seu saldo principal.',
      profitEarned: 'Lucro obtido no prazo: {{amount}}.',
    },
  },
  security: {
    newSignIn: {
      subject: 'Novo acesso à sua conta',
      intro: 'Sua conta acabou de ser acessada a partir de um dispositivo que não conhecíamos:',
      device: 'Dispositivo: {{value}}',
      ip: 'Endereço IP: {{value}}',
      time: 'Horário: {{value}}',
      outro:
        'Se foi você, não é preciso fazer nada. Se não foi, altere sua senha imediatamente, ative a autenticação em duas etapas e encerre as outras sessões na página Atividade.',
    },
    passwordReset: {
      subject: 'Redefina sua senha',
      intro: 'Alguém (esperamos que você) pediu para redefinir a senha da sua conta.',
      openLink: 'Abra este link em até uma hora para escolher uma nova senha:',
      ignore: 'Se você não fez esse pedido, ignore este e-mail; sua senha continua a mesma.',
    },
    passwordChanged: {
      subject: 'Sua senha foi alterada',
      body: 'A senha da sua conta acabou de ser alterada, e todas as outras sessões foram encerradas.',
      bodyFromIp: 'A senha da sua conta acabou de ser alterada (a partir de {{ip}}), e todas as outras sessões foram encerradas.',
      outro: 'Se não foi você, redefina sua senha imediatamente com "Esqueci a senha" na página de acesso e fale com o suporte.',
    },
    emailCode: {
      subject: 'Seu código de confirmação: {{code}}',
      intro: 'Digite este código para transferir sua conta para este endereço de e-mail:',
      validity: 'Ele vale por {{minutes}} minutos. Se você não fez esse pedido, ignore este e-mail; nada muda.',
    },
    emailChanged: {
      subject: 'O e-mail da sua conta foi alterado',
      body: 'O endereço de e-mail da sua conta foi alterado para {{email}}. Este endereço não serve mais para entrar.',
      outro: 'Se não foi você, fale com o suporte imediatamente.',
    },
    twoFactorOn: {
      subject: 'A autenticação em duas etapas está ativada',
      body: 'A autenticação em duas etapas foi ativada na sua conta. O acesso e os saques agora pedem um código do seu aplicativo autenticador.',
    },
    twoFactorOff: {
      subject: 'A autenticação em duas etapas está desativada',
      body: 'A autenticação em duas etapas foi desativada na sua conta. Se não foi você, redefina sua senha imediatamente e fale com o suporte.',
    },
    twoFactorReset: {
      subject: 'A autenticação em duas etapas foi desativada',
      body: 'Um administrador desativou a autenticação em duas etapas da sua conta: agora você entra apenas com a senha, e seus códigos de recuperação antigos não funcionam mais.',
      outro:
        'Ative-a novamente na sua página de segurança com uma nova configuração do autenticador. Se você não pediu isso, altere sua senha imediatamente e fale com o suporte.',
    },
    recoveryCodeUsed: {
      subject: 'Um código de recuperação foi usado',
      body: {
        one: 'Um dos seus códigos de recuperação da autenticação em duas etapas acabou de ser usado. Resta {{count}} código não usado. Se não foi você, altere sua senha imediatamente.',
        many: 'Um dos seus códigos de recuperação da autenticação em duas etapas acabou de ser usado. Restam {{count}} códigos não usados. Se não foi você, altere sua senha imediatamente.',
        other:
          'Um dos seus códigos de recuperação da autenticação em duas etapas acabou de ser usado. Restam {{count}} códigos não usados. Se não foi você, altere sua senha imediatamente.',
      },
    },
  },
};
