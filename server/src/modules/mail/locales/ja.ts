import type { MailStrings } from './mail-strings';

export const ja: MailStrings = {
  greeting: '{{name}} 様',
  unknown: '不明',
  notGiven: '記載なし',
  investor: '投資家',
  money: {
    history: '履歴：{{url}}',
    unexpected: 'このメッセージにお心当たりがない場合は、サポートに連絡し、パスワードを変更してください。',
    reference: '参照番号：{{value}}',
    blockchainTransaction: 'ブロックチェーン取引：{{value}}',
    reason: '理由：{{value}}',
    to: '送金先：{{value}}',
    payoutTransaction: '支払い取引：{{value}}',
    depositReceived: {
      subject: '入金を受け付けました：{{amount}}',
      body: '{{amount}} の入金を受け付けました。まもなく確認いたします。確認が済むまでは保留中です。',
    },
    depositApproved: {
      subject: '入金が承認されました：{{amount}}',
      body: '{{amount}} の入金が承認され、メイン残高に反映されました。',
    },
    depositRejected: {
      subject: '入金が却下されました：{{amount}}',
      body: '{{amount}} の入金は却下されました。残高には何も反映されていません。',
    },
    withdrawalRequested: {
      subject: '出金を申請しました：{{amount}}',
      body: '{{amount}} の出金申請を受け付けました。支払いが完了するまで、この金額は残高から保留されます。',
    },
    withdrawalPaid: {
      subject: '出金が支払われました：{{amount}}',
      body: '{{amount}} の出金が支払われました。',
    },
    withdrawalRejected: {
      subject: '出金が却下されました：{{amount}}',
      body: '{{amount}} の出金は却下され、金額は残高に戻りました。',
    },
    investmentStarted: {
      subject: '投資を開始しました：{{amount}}',
      subjectWithPlan: '投資を開始しました：{{plan}} に {{amount}}',
      body: '{{amount}} の投資を開始しました。',
      bodyWithPlan: '{{plan}} プランでの {{amount}} の投資を開始しました。',
      term: { other: '期間：{{count}} 日。' },
      termEnding: { other: '期間：{{count}} 日、{{date}}（UTC）に終了。' },
      expectedProfit: '期間中の予定利益：{{amount}}。',
    },
    investmentCompleted: {
      subject: '投資が終了しました：元本 {{amount}} を返還',
      body: '投資が終了しました。元本 {{amount}} はメイン残高に戻りました。',
      bodyWithPlan: '{{plan}} プランでの投資が終了しました。元本 {{amount}} はメイン残高に戻りました。',
      profitEarned: '期間中に得た利益：{{amount}}。',
    },
  },
  security: {
    newSignIn: {
      subject: 'アカウントへの新しいサインイン',
      intro: 'これまでに確認されていないデバイスから、お客様のアカウントにサインインがありました：',
      device: 'デバイス：{{value}}',
      ip: 'IP アドレス：{{value}}',
      time: '日時：{{value}}',
      outro:
        'ご本人の場合、対応は不要です。お心当たりがない場合は、すぐにパスワードを変更し、二要素認証を有効にして、アクティビティページで他のセッションを終了してください。',
    },
    passwordReset: {
      subject: 'パスワードの再設定',
      intro: 'お客様のアカウントのパスワード再設定が申請されました（ご本人であることを願っています）。',
      openLink: '1 時間以内にこのリンクを開き、新しいパスワードを設定してください：',
      ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
    },
    passwordChanged: {
      subject: 'パスワードが変更されました',
      body: 'アカウントのパスワードが変更され、他のすべてのセッションはサインアウトされました。',
      bodyFromIp: 'アカウントのパスワードが変更され（{{ip}} から）、他のすべてのセッションはサインアウトされました。',
      outro: 'お心当たりがない場合は、サインインページの「パスワードをお忘れの方」からすぐにパスワードを再設定し、サポートに連絡してください。',
    },
    emailCode: {
      subject: '確認コード：{{code}}',
      intro: 'アカウントをこのメールアドレスに移すには、次のコードを入力してください：',
      validity: 'コードの有効期限は {{minutes}} 分です。お心当たりがない場合は、このメールを無視してください。何も変更されません。',
    },
    emailChanged: {
      subject: 'アカウントのメールアドレスが変更されました',
      body: 'アカウントのメールアドレスが {{email}} に変更されました。このアドレスではサインインできなくなりました。',
      outro: 'お心当たりがない場合は、すぐにサポートに連絡してください。',
    },
    twoFactorOn: {
      subject: '二要素認証が有効になりました',
      body: 'アカウントの二要素認証が有効になりました。今後、サインインと出金の際に認証アプリのコードが必要です。',
    },
    twoFactorOff: {
      subject: '二要素認証が無効になりました',
      body: 'アカウントの二要素認証が無効になりました。お心当たりがない場合は、すぐにパスワードを再設定し、サポートに連絡してください。',
    },
    twoFactorReset: {
      subject: '二要素認証が無効にされました',
      body: '管理者がお客様のアカウントの二要素認証を無効にしました。今後はパスワードのみでサインインでき、以前のリカバリーコードは使えなくなりました。',
      outro:
        'セキュリティページで認証アプリを新たに設定し、再度有効にしてください。ご自身で依頼していない場合は、すぐにパスワードを変更し、サポートに連絡してください。',
    },
    recoveryCodeUsed: {
      subject: 'リカバリーコードが使用されました',
      body: {
        other:
          '二要素認証のリカバリーコードが 1 つ使用されました。未使用のコードは残り {{count}} 個です。お心当たりがない場合は、すぐにパスワードを変更してください。',
      },
    },
  },
};
