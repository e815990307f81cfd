import type { MailStrings } from './mail-strings';

export const zhCN: MailStrings = {
  greeting: '{{name}}，您好：',
  unknown: '未知',
  notGiven: '未提供',
  investor: '投资者',
  money: {
    history: '您的记录：{{url}}',
    unexpected: '如果您没有预料到这封邮件，请联系客服并修改密码。',
    reference: '参考号：{{value}}',
    blockchainTransaction: '区块链交易：{{value}}',
    reason: '原因：{{value}}',
    to: '收款地址：{{value}}',
    payoutTransaction: '付款交易：{{value}}',
    depositReceived: {
      subject: '已收到充值：{{amount}}',
      body: '我们已收到您 {{amount}} 的充值，将尽快审核。审核完成前，该充值处于待处理状态。',
    },
    depositApproved: {
      subject: '充值已批准：{{amount}}',
      body: '您 {{amount}} 的充值已批准，并已存入您的主余额。',
    },
    depositRejected: {
      subject: '充值被拒绝：{{amount}}',
      body: '您 {{amount}} 的充值被拒绝，未入账任何金额。',
    },
    withdrawalRequested: {
      subject: '已申请提现：{{amount}}',
      body: '我们已收到您提现 {{amount}} 的申请。在付款之前，该金额将从您的余额中冻结。',
    },
    withdrawalPaid: {
      subject: '提现已支付：{{amount}}',
      body: '您 {{amount}} 的提现已支付。',
    },
    withdrawalRejected: {
      subject: '提现被拒绝：{{amount}}',
      body: '您 {{amount}} 的提现被拒绝，该金额已退回您的余额。',
    },
    investmentStarted: {
      subject: '投资已开始：{{amount}}',
      subjectWithPlan: '投资已开始：{{plan}} 计划 {{amount}}',
      body: '您 {{amount}} 的投资已开始。',
      bodyWithPlan: '您在 {{plan}} 计划中 {{amount}} 的投资已开始。',
      term: { other: '期限：{{count}} 天。' },
      termEnding: { other: '期限：{{count}} 天，于 {{date}}（UTC）结束。' },
      expectedProfit: '整个期限的预期收益：{{amount}}。',
    },
    investmentCompleted: {
      subject: '投资已结束：已退还本金 {{amount}}',
      body: '您的投资已结束。本金 {{amount}} 已退回您的主余额。',
      bodyWithPlan: '您在 {{plan}} 计划中的投资已结束。本金 {{amount}} 已退回您的主余额。',
      profitEarned: '整个期限获得的收益：{{amount}}。',
    },
  },
  security: {
    newSignIn: {
      subject: '您的账户有新的登录',
      intro: '您的账户刚刚在一台我们从未见过的设备上登录：',
      device: '设备：{{value}}',
      ip: 'IP 地址：{{value}}',
      time: '时间：{{value}}',
      outro: '如果是您本人，无需任何操作。如果不是，请立即修改密码、开启双重验证，并在“活动”页面结束其他会话。',
    },
    passwordReset: {
      subject: '重置您的密码',
      intro: '有人（希望是您本人）申请重置您账户的密码。',
      openLink: '请在一小时内打开此链接，设置新密码：',
      ignore: '如果不是您本人申请，请忽略此邮件；您的密码保持不变。',
    },
    passwordChanged: {
      subject: '您的密码已修改',
      body: '您账户的密码刚刚被修改，所有其他会话均已退出登录。',
      bodyFromIp: '您账户的密码刚刚被修改（来自 {{ip}}），所有其他会话均已退出登录。',
      outro: '如果不是您本人操作，请立即在登录页面通过“忘记密码”重置密码，并联系客服。',
    },
    emailCode: {
      subject: '您的确认码：{{code}}',
      intro: '输入此确认码，将您的账户转移到此电子邮箱：',
      validity: '确认码在 {{minutes}} 分钟内有效。如果不是您本人申请，请忽略此邮件；不会有任何更改。',
    },
    emailChanged: {
      subject: '您账户的电子邮箱已更改',
      body: '您账户的电子邮箱已更改为 {{email}}。此邮箱已不能再用于登录。',
      outro: '如果不是您本人操作，请立即联系客服。',
    },
    twoFactorOn: {
      subject: '双重验证已开启',
      body: '您的账户已开启双重验证。现在登录和提现都需要输入身份验证器应用中的验证码。',
    },
    twoFactorOff: {
      subject: '双重验证已关闭',
      body: '您的账户已关闭双重验证。如果不是您本人操作，请立即重置密码并联系客服。',
    },
    twoFactorReset: {
      subject: '双重验证已被关闭',
      body: '管理员关闭了您账户的双重验证：您现在只需密码即可登录，原有的恢复码已失效。',
      outro: '请在安全页面重新设置身份验证器以再次开启。如果这不是您申请的，请立即修改密码并联系客服。',
    },
    recoveryCodeUsed: {
      subject: '一个恢复码已被使用',
      body: { other: '您的一个双重验证恢复码刚刚被使用。还剩 {{count}} 个未使用的恢复码。如果不是您本人操作，请立即修改密码。' },
    },
  },
};
