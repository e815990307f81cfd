import type { SiteContentTranslation, SiteContentValues, SiteLocale } from './site-content.types';

/**
 * The site content a fresh database starts with (inserted at start where a key and language has
 * no row yet, so operator edits are never overwritten). Texts follow the spec's section 1 and 2;
 * the company details are placeholders for the operator to replace (see README).
 */
export const SEED_EN: SiteContentValues = {
  company: {
    // client/src/lib/brand.ts
    name: 'Investment Platform',
    legalName: 'Investment Platform Ltd',
    registrationNumber: '11847302',
    incorporatedOn: '2016-05-11',
    jurisdiction: 'England and Wales',
    address: '41 Tabernacle Street, London EC2A 4AA, United Kingdom',
    phone: '+44 20 7946 0321',
    map: { lat: '51.5246', lon: '-0.0853' },
  },
  openingHours: [
    { days: 'Monday – Friday', hours: 'Open 24 hours' },
    { days: 'Saturday – Sunday', hours: 'Closed' },
  ],
  counters: [
    { key: 'satisfiedCustomers', label: 'Satisfied Customers', source: 'investors', format: 'count' },
    { key: 'totalDeposited', label: 'Total Deposited', source: 'total_deposited', format: 'usd' },
    { key: 'totalPaidOut', label: 'Total Paid Out', source: 'total_paid_out', format: 'usd' },
    // The spec's "219 K experts": nothing in the database backs it, so it starts hidden.
    { key: 'experts', label: 'Experts', source: 'fixed', value: '219000', format: 'count', hidden: true },
  ],
  // The spec claims "over 60,000 active investors"; the site shows the live count unless an operator fixes a figure.
  investorCount: { source: 'investors' },
  testimonials: [
    {
      name: 'Sarah Mitchell',
      role: 'Retired teacher',
      quote: 'Opening an account took a few minutes, and every deposit appeared in my history as soon as it was approved. Support answered my questions the same day.',
    },
    {
      name: 'David Okafor',
      role: 'Small business owner',
      quote: 'I can see the terms of each plan before I commit and follow every transaction afterwards. My withdrawals arrived when I was told they would.',
    },
    {
      name: 'Mei Lin',
      role: 'Software engineer',
      quote: 'The dashboard is clear and the figures add up. I started with the smallest plan to learn how everything works.',
    },
  ],
  faq: [
    {
      question: 'What do I need to open an account?',
      answer: 'A valid email address that you can read: we send account messages such as password resets to it. You also choose a username and a password, and give your full name.',
    },
    {
      question: 'Can I protect my account with an authenticator app?',
      answer: 'Yes. You can set up an authenticator app such as Google Authenticator or Authy in the security settings of your profile. Signing in then also asks for the six-digit code the app shows.',
    },
    {
      question: 'Which address do I send my deposit to?',
      answer: 'The payment address for each deposit is shown when you confirm that deposit. Send the payment only to the address shown for that deposit, never to an address from an earlier one, then upload the payment screenshot and the transaction ID so we can match it.',
    },
    {
      // The spec's FAQ says both "Friday to Sunday" and "Tuesday to Friday"; requests are decided daily and paid by the weekend.
      question: 'When are withdrawals paid?',
      answer: 'Withdrawal requests are processed every day. Payouts are sent from Friday to Sunday at the latest, so a request made during the week is paid by that weekend.',
    },
    {
      question: 'What can I withdraw, and when?',
      answer: 'You can withdraw your main balance and your profit at any time: deposits you have not invested, capital returned when a package ends, profit and bonuses. A withdrawal takes profit first, then the main balance. Money in an active package stays invested until its term ends; then the capital returns to your main balance and can be withdrawn.',
    },
    {
      question: 'Do you charge fees?',
      answer: 'We charge no fees for deposits, investments or withdrawals: the amount you see is the amount credited or paid. Your wallet or exchange may charge its own network fee when you send a deposit, so make sure the full deposit amount arrives.',
    },
    {
      question: 'Can I deposit a different token or swap tokens on the platform?',
      answer: 'No. We do not swap tokens. Send only the coin and network of the wallet you chose for your deposit; if you hold a different token, swap it in your own wallet or exchange first. If you sent the wrong token, contact support with the transaction ID.',
    },
    {
      question: 'Are returns guaranteed?',
      answer: 'No. Investing involves risk: returns are not guaranteed, and you may lose some or all of the capital you invest. Only invest money you can afford to lose.',
    },
  ],
  riskWarning: 'Investing involves risk. Returns are not guaranteed and you may lose some or all of the capital you invest.',
};

/** Every other language: the translated texts only (postal addresses keep their Latin form; the country is translated). */
export const SEED_TRANSLATIONS: Record<Exclude<SiteLocale, 'en'>, Required<SiteContentTranslation>> = {
  es: {
    company: { jurisdiction: 'Inglaterra y Gales', address: '41 Tabernacle Street, London EC2A 4AA, Reino Unido' },
    openingHours: [
      { days: 'Lunes – viernes', hours: 'Abierto las 24 horas' },
      { days: 'Sábado – domingo', hours: 'Cerrado' },
    ],
    counters: [
      { key: 'satisfiedCustomers', label: 'Clientes satisfechos' },
      { key: 'totalDeposited', label: 'Total depositado' },
      { key: 'totalPaidOut', label: 'Total pagado' },
      { key: 'experts', label: 'Expertos' },
    ],
    testimonials: [
      {
        name: 'Sarah Mitchell',
        role: 'Maestra jubilada',
        quote: 'Abrir una cuenta me llevó unos minutos, y cada depósito apareció en mi historial en cuanto fue aprobado. El servicio de atención respondió a mis preguntas el mismo día.',
      },
      {
        name: 'David Okafor',
        role: 'Propietario de una pequeña empresa',
        quote: 'Puedo ver las condiciones de cada plan antes de comprometerme y seguir cada transacción después. Mis retiros llegaron cuando me dijeron que llegarían.',
      },
      {
        name: 'Mei Lin',
        role: 'Ingeniera de software',
        quote: 'El panel es claro y las cifras cuadran. Empecé con el plan más pequeño para aprender cómo funciona todo.',
      },
    ],
    faq: [
      {
        question: '¿Qué necesito para abrir una cuenta?',
        answer: 'Una dirección de correo electrónico válida a la que tenga acceso: le enviamos a ella los mensajes de la cuenta, como el restablecimiento de la contraseña. También elige un nombre de usuario y una contraseña, e indica su nombre completo.',
      },
      {
        question: '¿Puedo proteger mi cuenta con una aplicación de autenticación?',
        answer: 'Sí. Puede configurar una aplicación de autenticación, como Google Authenticator o Authy, en los ajustes de seguridad de su perfil. A partir de entonces, al iniciar sesión también se le pedirá el código de seis dígitos que muestra la aplicación.',
      },
      {
        question: '¿A qué dirección envío mi depósito?',
        answer: 'La dirección de pago de cada depósito se muestra al confirmar ese depósito. Envíe el pago solo a la dirección indicada para ese depósito, nunca a la de un depósito anterior, y después suba la captura de pantalla del pago y el ID de la transacción para que podamos identificarlo.',
      },
      {
        question: '¿Cuándo se pagan los retiros?',
        answer: 'Las solicitudes de retiro se procesan todos los días. Los pagos se envían de viernes a domingo como muy tarde, de modo que una solicitud hecha entre semana se paga ese mismo fin de semana.',
      },
      {
        question: '¿Qué puedo retirar y cuándo?',
        answer: 'Puede retirar en cualquier momento su saldo principal y su beneficio: los depósitos que no haya invertido, el capital devuelto al terminar un paquete, los beneficios y las bonificaciones. Un retiro toma primero el beneficio y después el saldo principal. El dinero de un paquete activo permanece invertido hasta el final de su plazo; entonces el capital vuelve a su saldo principal y se puede retirar.',
      },
      {
        question: '¿Cobran comisiones?',
        answer: 'No cobramos comisiones por depósitos, inversiones ni retiros: el importe que ve es el importe que se abona o se paga. Su monedero o su plataforma de intercambio pueden cobrar su propia comisión de red al enviar un depósito, así que asegúrese de que llegue el importe completo.',
      },
      {
        question: '¿Puedo depositar otro token o intercambiar tokens en la plataforma?',
        answer: 'No. No intercambiamos tokens. Envíe solo la moneda y la red del monedero que eligió para su depósito; si tiene otro token, cámbielo primero en su propio monedero o en una plataforma de intercambio. Si envió un token equivocado, contacte con el servicio de atención indicando el ID de la transacción.',
      },
      {
        question: '¿Están garantizados los rendimientos?',
        answer: 'No. Invertir conlleva riesgos: la rentabilidad no está garantizada y puede perder parte o la totalidad del capital que invierta. Invierta solo el dinero que pueda permitirse perder.',
      },
    ],
    riskWarning: 'Invertir conlleva riesgos. La rentabilidad no está garantizada y puede perder parte o la totalidad del capital que invierta.',
  },

  fr: {
    company: { jurisdiction: 'Angleterre et pays de Galles', address: '41 Tabernacle Street, London EC2A 4AA, Royaume-Uni' },
    openingHours: [
      { days: 'Lundi – vendredi', hours: 'Ouvert 24 h/24' },
      { days: 'Samedi – dimanche', hours: 'Fermé' },
    ],
    counters: [
      { key: 'satisfiedCustomers', label: 'Clients satisfaits' },
      { key: 'totalDeposited', label: 'Total déposé' },
      { key: 'totalPaidOut', label: 'Total versé' },
      { key: 'experts', label: 'Experts' },
    ],
    testimonials: [
      {
        name: 'Sarah Mitchell',
        role: 'Enseignante à la retraite',
        quote: "Ouvrir un compte m'a pris quelques minutes, et chaque dépôt est apparu dans mon historique dès qu'il a été approuvé. Le support a répondu à mes questions le jour même.",
      },
      {
        name: 'David Okafor',
        role: "Dirigeant d'une petite entreprise",
        quote: "Je vois les conditions de chaque plan avant de m'engager, puis je suis chaque transaction. Mes retraits sont arrivés à la date annoncée.",
      },
      {
        name: 'Mei Lin',
        role: 'Ingénieure logicielle',
        quote: "Le tableau de bord est clair et les chiffres sont justes. J'ai commencé par le plus petit plan pour comprendre comment tout fonctionne.",
      },
    ],
    faq: [
      {
        question: "De quoi ai-je besoin pour ouvrir un compte ?",
        answer: "D'une adresse e-mail valide que vous consultez : nous y envoyons les messages liés à votre compte, comme la réinitialisation du mot de passe. Vous choisissez aussi un nom d'utilisateur et un mot de passe, et indiquez votre nom complet.",
      },
      {
        question: "Puis-je protéger mon compte avec une application d'authentification ?",
        answer: "Oui. Vous pouvez configurer une application d'authentification, comme Google Authenticator ou Authy, dans les paramètres de sécurité de votre profil. La connexion vous demande alors aussi le code à six chiffres affiché par l'application.",
      },
      {
        question: 'À quelle adresse dois-je envoyer mon dépôt ?',
        answer: "L'adresse de paiement de chaque dépôt s'affiche lorsque vous confirmez ce dépôt. Envoyez le paiement uniquement à l'adresse indiquée pour ce dépôt, jamais à celle d'un dépôt précédent, puis téléversez la capture d'écran du paiement et l'identifiant de transaction pour que nous puissions le rapprocher.",
      },
      {
        question: 'Quand les retraits sont-ils versés ?',
        answer: "Les demandes de retrait sont traitées tous les jours. Les versements sont effectués du vendredi au dimanche au plus tard : une demande faite en semaine est donc payée au plus tard le week-end qui suit.",
      },
      {
        question: 'Que puis-je retirer, et quand ?',
        answer: "Vous pouvez retirer à tout moment votre solde principal et vos bénéfices : les dépôts que vous n'avez pas investis, le capital restitué à la fin d'une formule, les bénéfices et les bonus. Un retrait est prélevé d'abord sur les bénéfices, puis sur le solde principal. L'argent d'une formule en cours reste investi jusqu'à la fin de son terme ; le capital revient alors sur votre solde principal et peut être retiré.",
      },
      {
        question: 'Prenez-vous des frais ?',
        answer: "Nous ne prenons aucuns frais sur les dépôts, les investissements ou les retraits : le montant affiché est le montant crédité ou versé. Votre portefeuille ou votre plateforme d'échange peut facturer ses propres frais de réseau à l'envoi d'un dépôt ; vérifiez donc que le montant complet arrive.",
      },
      {
        question: "Puis-je déposer un autre jeton ou échanger des jetons sur la plateforme ?",
        answer: "Non. Nous n'échangeons pas de jetons. Envoyez uniquement la cryptomonnaie et le réseau du portefeuille choisi pour votre dépôt ; si vous détenez un autre jeton, échangez-le d'abord dans votre propre portefeuille ou sur une plateforme d'échange. Si vous avez envoyé le mauvais jeton, contactez le support en indiquant l'identifiant de transaction.",
      },
      {
        question: 'Les rendements sont-ils garantis ?',
        answer: "Non. Investir comporte des risques : les rendements ne sont pas garantis et vous pouvez perdre tout ou partie du capital investi. N'investissez que l'argent que vous pouvez vous permettre de perdre.",
      },
    ],
    riskWarning: 'Investir comporte des risques. Les rendements ne sont pas garantis et vous pouvez perdre tout ou partie du capital investi.',
  },

  de: {
    company: { jurisdiction: 'England und Wales', address: '41 Tabernacle Street, London EC2A 4AA, Vereinigtes Königreich' },
    openingHours: [
      { days: 'Montag – Freitag', hours: 'Rund um die Uhr geöffnet' },
      { days: 'Samstag – Sonntag', hours: 'Geschlossen' },
    ],
    counters: [
      { key: 'satisfiedCustomers', label: 'Zufriedene Kunden' },
      { key: 'totalDeposited', label: 'Insgesamt eingezahlt' },
      { key: 'totalPaidOut', label: 'Insgesamt ausgezahlt' },
      { key: 'experts', label: 'Experten' },
    ],
    testimonials: [
      {
        name: 'Sarah Mitchell',
        role: 'Lehrerin im Ruhestand',
        quote: 'Die Kontoeröffnung hat nur ein paar Minuten gedauert, und jede Einzahlung erschien in meinem Verlauf, sobald sie genehmigt war. Der Support hat meine Fragen noch am selben Tag beantwortet.',
      },
      {
        name: 'David Okafor',
        role: 'Kleinunternehmer',
        quote: 'Ich sehe die Bedingungen jedes Plans, bevor ich mich festlege, und kann danach jede Transaktion verfolgen. Meine Auszahlungen kamen zum angekündigten Termin an.',
      },
      {
        name: 'Mei Lin',
        role: 'Softwareentwicklerin',
        quote: 'Das Dashboard ist übersichtlich und die Zahlen stimmen. Ich habe mit dem kleinsten Plan angefangen, um zu verstehen, wie alles funktioniert.',
      },
    ],
    faq: [
      {
        question: 'Was brauche ich, um ein Konto zu eröffnen?',
        answer: 'Eine gültige E-Mail-Adresse, auf die Sie Zugriff haben: Dorthin senden wir Nachrichten zu Ihrem Konto, etwa zum Zurücksetzen des Passworts. Außerdem wählen Sie einen Benutzernamen und ein Passwort und geben Ihren vollständigen Namen an.',
      },
      {
        question: 'Kann ich mein Konto mit einer Authenticator-App schützen?',
        answer: 'Ja. Sie können in den Sicherheitseinstellungen Ihres Profils eine Authenticator-App wie Google Authenticator oder Authy einrichten. Bei der Anmeldung wird dann zusätzlich der sechsstellige Code aus der App abgefragt.',
      },
      {
        question: 'An welche Adresse sende ich meine Einzahlung?',
        answer: 'Die Zahlungsadresse jeder Einzahlung wird angezeigt, wenn Sie diese Einzahlung bestätigen. Senden Sie die Zahlung nur an die für diese Einzahlung angezeigte Adresse, nie an die einer früheren Einzahlung, und laden Sie danach den Screenshot der Zahlung und die Transaktions-ID hoch, damit wir sie zuordnen können.',
      },
      {
        question: 'Wann werden Auszahlungen überwiesen?',
        answer: 'Auszahlungsanträge werden jeden Tag bearbeitet. Die Auszahlung erfolgt spätestens zwischen Freitag und Sonntag: Ein unter der Woche gestellter Antrag wird also bis zum darauffolgenden Wochenende ausgezahlt.',
      },
      {
        question: 'Was kann ich abheben, und wann?',
        answer: 'Ihr Hauptguthaben und Ihren Gewinn können Sie jederzeit abheben: nicht investierte Einzahlungen, das am Ende eines Pakets zurückgezahlte Kapital, Gewinne und Boni. Eine Auszahlung wird zuerst vom Gewinn und danach vom Hauptguthaben genommen. Geld in einem laufenden Paket bleibt bis zum Ende der Laufzeit investiert; danach fließt das Kapital auf Ihr Hauptguthaben zurück und kann abgehoben werden.',
      },
      {
        question: 'Erheben Sie Gebühren?',
        answer: 'Wir erheben keine Gebühren für Einzahlungen, Investitionen oder Auszahlungen: Der angezeigte Betrag ist der Betrag, der gutgeschrieben oder ausgezahlt wird. Ihre Wallet oder Börse kann beim Senden einer Einzahlung eigene Netzwerkgebühren berechnen; achten Sie daher darauf, dass der volle Betrag ankommt.',
      },
      {
        question: 'Kann ich einen anderen Token einzahlen oder auf der Plattform Token tauschen?',
        answer: 'Nein. Wir tauschen keine Token. Senden Sie nur die Kryptowährung und das Netzwerk der Wallet, die Sie für Ihre Einzahlung gewählt haben; wenn Sie einen anderen Token besitzen, tauschen Sie ihn vorher in Ihrer eigenen Wallet oder an einer Börse. Falls Sie den falschen Token gesendet haben, wenden Sie sich mit der Transaktions-ID an den Support.',
      },
      {
        question: 'Sind die Renditen garantiert?',
        answer: 'Nein. Investieren ist mit Risiken verbunden: Renditen sind nicht garantiert, und Sie können einen Teil oder das gesamte eingesetzte Kapital verlieren. Investieren Sie nur Geld, dessen Verlust Sie verkraften können.',
      },
    ],
    riskWarning: 'Investieren ist mit Risiken verbunden. Renditen sind nicht garantiert, und Sie können einen Teil oder das gesamte eingesetzte Kapital verlieren.',
  },

  'zh-CN': {
    company: { jurisdiction: '英格兰和威尔士', address: '41 Tabernacle Street, London EC2A 4AA, 英国' },
    openingHours: [
      { days: '周一至周五', hours: '24 小时营业' },
      { days: '周六至周日', hours: '休息' },
    ],
    counters: [
      { key: 'satisfiedCustomers', label: '满意客户' },
      { key: 'totalDeposited', label: '存款总额' },
      { key: 'totalPaidOut', label: '已支付总额' },
      { key: 'experts', label: '专家' },
    ],
    testimonials: [
      {
        name: '莎拉·米切尔',
        role: '退休教师',
        quote: '开户只用了几分钟，每笔存款一经批准就出现在我的记录里。客服当天就回答了我的问题。',
      },
      {
        name: '戴维·奥卡福',
        role: '小企业主',
        quote: '投资之前我就能看到每个计划的条款，之后还能跟踪每一笔交易。我的提款都按告知的时间到账了。',
      },
      {
        name: '林美',
        role: '软件工程师',
        quote: '仪表板清晰明了，数字也都对得上。我先从最小的计划开始，了解一切是如何运作的。',
      },
    ],
    faq: [
      {
        question: '开户需要什么？',
        answer: '一个您能正常接收邮件的有效电子邮箱：我们会把账户消息（例如密码重置邮件）发送到这个邮箱。您还需要设置用户名和密码，并填写您的全名。',
      },
      {
        question: '我可以用身份验证器应用保护账户吗？',
        answer: '可以。您可以在个人资料的安全设置中设置身份验证器应用，例如 Google Authenticator 或 Authy。之后登录时，系统还会要求您输入应用显示的六位数验证码。',
      },
      {
        question: '我的存款应该转到哪个地址？',
        answer: '每笔存款的付款地址会在您确认该笔存款时显示。请只向该笔存款显示的地址付款，切勿使用以前存款的地址，然后上传付款截图和交易编号，以便我们核对。',
      },
      {
        question: '提款什么时候到账？',
        answer: '提款申请每天都会处理。款项最迟在周五至周日期间发放，因此工作日提交的申请会在当周周末前支付。',
      },
      {
        question: '我可以提取什么？什么时候可以提取？',
        answer: '您可以随时提取主余额和收益：未投资的存款、套餐期满后返还的本金、收益和奖金。提款先从收益中扣除，再从主余额中扣除。进行中的套餐里的资金在期满前保持投资状态；期满后本金返还到您的主余额，即可提取。',
      },
      {
        question: '你们收取费用吗？',
        answer: '我们不对存款、投资或提款收取任何费用：您看到的金额就是入账或支付的金额。您的钱包或交易所在发送存款时可能会收取其自身的网络手续费，请确保全部存款金额到账。',
      },
      {
        question: '我可以存入其他代币，或在平台上兑换代币吗？',
        answer: '不可以。我们不提供代币兑换。请只发送您为本次存款所选钱包对应的币种和网络；如果您持有其他代币，请先在自己的钱包或交易所中兑换。如果您发错了代币，请提供交易编号联系客服。',
      },
      {
        question: '收益有保证吗？',
        answer: '没有。投资有风险：收益不作保证，您可能损失部分或全部投资本金。请只用您能承受损失的资金进行投资。',
      },
    ],
    riskWarning: '投资有风险。收益不作保证，您可能损失部分或全部投资本金。',
  },

  ja: {
    company: { jurisdiction: 'イングランドおよびウェールズ', address: '41 Tabernacle Street, London EC2A 4AA, イギリス' },
    openingHours: [
      { days: '月曜日～金曜日', hours: '24時間営業' },
      { days: '土曜日・日曜日', hours: '休業' },
    ],
    counters: [
      { key: 'satisfiedCustomers', label: '満足しているお客様' },
      { key: 'totalDeposited', label: '入金総額' },
      { key: 'totalPaidOut', label: '支払総額' },
      { key: 'experts', label: '専門家' },
    ],
    testimonials: [
      {
        name: 'サラ・ミッチェル',
        role: '元教師',
        quote: '口座開設は数分で終わり、入金は承認されるとすぐに履歴に表示されました。サポートは質問にその日のうちに答えてくれました。',
      },
      {
        name: 'デイビッド・オカフォー',
        role: '小規模事業経営者',
        quote: '申し込む前に各プランの条件を確認でき、その後もすべての取引を追えます。出金は案内どおりの時期に届きました。',
      },
      {
        name: 'リン・メイ',
        role: 'ソフトウェアエンジニア',
        quote: 'ダッシュボードは分かりやすく、数字もきちんと合っています。仕組みを理解するため、まずは一番小さなプランから始めました。',
      },
    ],
    faq: [
      {
        question: '口座開設には何が必要ですか？',
        answer: '受信できる有効なメールアドレスが必要です。パスワードの再設定など、アカウントに関するお知らせをこのアドレスにお送りします。あわせてユーザー名とパスワードを決め、氏名を入力していただきます。',
      },
      {
        question: '認証アプリでアカウントを保護できますか？',
        answer: 'はい。プロフィールのセキュリティ設定で、Google Authenticator や Authy などの認証アプリを設定できます。設定後は、ログイン時にアプリに表示される6桁のコードの入力も求められます。',
      },
      {
        question: '入金はどのアドレスに送ればよいですか？',
        answer: '各入金の支払いアドレスは、その入金を確認するときに表示されます。支払いは必ずその入金に表示されたアドレスに送り、以前の入金のアドレスは使わないでください。その後、照合のため支払いのスクリーンショットと取引番号をアップロードしてください。',
      },
      {
        question: '出金はいつ支払われますか？',
        answer: '出金申請は毎日処理しています。支払いは遅くとも金曜日から日曜日までに行われるため、平日に申請した出金はその週末までに支払われます。',
      },
      {
        question: '何をいつ出金できますか？',
        answer: 'メイン残高と利益はいつでも出金できます。対象は、投資していない入金、パッケージ終了時に返還された元本、利益、ボーナスです。出金はまず利益から、次にメイン残高から差し引かれます。運用中のパッケージの資金は期間終了まで運用され、終了後に元本がメイン残高に戻り、出金できるようになります。',
      },
      {
        question: '手数料はかかりますか？',
        answer: '入金、投資、出金に手数料はかかりません。表示された金額がそのまま入金または支払いされます。ただし、入金を送る際にお使いのウォレットや取引所が独自のネットワーク手数料を請求する場合がありますので、入金額が全額届くようにしてください。',
      },
      {
        question: '別のトークンで入金したり、プラットフォーム上でトークンを交換したりできますか？',
        answer: 'いいえ。トークンの交換は行っていません。入金時に選んだウォレットの通貨とネットワークでのみ送金してください。別のトークンをお持ちの場合は、先にご自身のウォレットや取引所で交換してください。誤ったトークンを送ってしまった場合は、取引番号を添えてサポートにご連絡ください。',
      },
      {
        question: '収益は保証されていますか？',
        answer: 'いいえ。投資にはリスクが伴います。収益は保証されておらず、投資した元本の一部または全部を失う可能性があります。失っても困らない資金の範囲で投資してください。',
      },
    ],
    riskWarning: '投資にはリスクが伴います。収益は保証されておらず、投資した元本の一部または全部を失う可能性があります。',
  },

  ar: {
    company: { jurisdiction: 'إنجلترا وويلز', address: '41 Tabernacle Street, London EC2A 4AA، المملكة المتحدة' },
    openingHours: [
      { days: 'الاثنين – الجمعة', hours: 'مفتوح على مدار 24 ساعة' },
      { days: 'السبت – الأحد', hours: 'مغلق' },
    ],
    counters: [
      { key: 'satisfiedCustomers', label: 'عملاء راضون' },
      { key: 'totalDeposited', label: 'إجمالي الإيداعات' },
      { key: 'totalPaidOut', label: 'إجمالي المبالغ المدفوعة' },
      { key: 'experts', label: 'خبراء' },
    ],
    testimonials: [
      {
        name: 'سارة ميتشل',
        role: 'معلمة متقاعدة',
        quote: 'استغرق فتح الحساب بضع دقائق، وظهر كل إيداع في سجلي بمجرد الموافقة عليه. وأجاب فريق الدعم عن أسئلتي في اليوم نفسه.',
      },
      {
        name: 'ديفيد أوكافور',
        role: 'صاحب مشروع صغير',
        quote: 'أستطيع الاطلاع على شروط كل خطة قبل أن ألتزم بها، ثم متابعة كل معاملة بعد ذلك. ووصلت مبالغ السحب في الموعد الذي أُبلغت به.',
      },
      {
        name: 'مي لين',
        role: 'مهندسة برمجيات',
        quote: 'لوحة التحكم واضحة والأرقام دقيقة. بدأت بأصغر خطة لأتعلم كيف يعمل كل شيء.',
      },
    ],
    faq: [
      {
        question: 'ما الذي أحتاجه لفتح حساب؟',
        answer: 'عنوان بريد إلكتروني صالح يمكنك الوصول إليه، إذ نرسل إليه رسائل الحساب مثل إعادة تعيين كلمة المرور. كما تختار اسم مستخدم وكلمة مرور، وتُدخل اسمك الكامل.',
      },
      {
        question: 'هل يمكنني حماية حسابي بتطبيق مصادقة؟',
        answer: 'نعم. يمكنك إعداد تطبيق مصادقة مثل Google Authenticator أو Authy من إعدادات الأمان في ملفك الشخصي. وبعد ذلك سيُطلب منك عند تسجيل الدخول أيضًا إدخال الرمز المكوّن من ستة أرقام الذي يعرضه التطبيق.',
      },
      {
        question: 'إلى أي عنوان أرسل إيداعي؟',
        answer: 'يظهر عنوان الدفع الخاص بكل إيداع عند تأكيد ذلك الإيداع. أرسل الدفعة فقط إلى العنوان المعروض لذلك الإيداع، ولا ترسلها أبدًا إلى عنوان إيداع سابق، ثم حمّل لقطة شاشة الدفع ومعرّف المعاملة حتى نتمكن من مطابقتها.',
      },
      {
        question: 'متى تُصرف مبالغ السحب؟',
        answer: 'تُعالَج طلبات السحب كل يوم، وتُصرف المبالغ من الجمعة إلى الأحد على أقصى تقدير، لذا يُدفع الطلب المقدَّم خلال أيام الأسبوع بحلول عطلة نهاية ذلك الأسبوع.',
      },
      {
        question: 'ما الذي يمكنني سحبه، ومتى؟',
        answer: 'يمكنك في أي وقت سحب رصيدك الرئيسي وأرباحك: الإيداعات التي لم تستثمرها، ورأس المال المُعاد عند انتهاء الباقة، والأرباح والمكافآت. يُخصم السحب من الأرباح أولًا ثم من الرصيد الرئيسي. أما المال الموجود في باقة نشطة فيبقى مستثمرًا حتى نهاية مدتها، ثم يعود رأس المال إلى رصيدك الرئيسي ويمكن سحبه.',
      },
      {
        question: 'هل تفرضون رسومًا؟',
        answer: 'لا نفرض أي رسوم على الإيداعات أو الاستثمارات أو عمليات السحب: المبلغ الذي تراه هو المبلغ الذي يُضاف إلى حسابك أو يُدفع لك. قد تفرض محفظتك أو منصة التداول التي تستخدمها رسوم شبكة خاصة بها عند إرسال الإيداع، لذا تأكد من وصول مبلغ الإيداع كاملًا.',
      },
      {
        question: 'هل يمكنني إيداع رمز مميز مختلف أو مبادلة الرموز على المنصة؟',
        answer: 'لا. نحن لا نبادل الرموز المميزة. أرسل فقط العملة والشبكة الخاصتين بالمحفظة التي اخترتها لإيداعك، وإذا كنت تملك رمزًا مختلفًا فبادله أولًا في محفظتك أو في منصة تداول. وإذا أرسلت رمزًا خاطئًا، فتواصل مع الدعم مع ذكر معرّف المعاملة.',
      },
      {
        question: 'هل العوائد مضمونة؟',
        answer: 'لا. ينطوي الاستثمار على مخاطر: العوائد غير مضمونة، وقد تخسر جزءًا من رأس المال الذي تستثمره أو كله. لا تستثمر إلا المال الذي يمكنك تحمّل خسارته.',
      },
    ],
    riskWarning: 'ينطوي الاستثمار على مخاطر. العوائد غير مضمونة، وقد تخسر جزءًا من رأس المال الذي تستثمره أو كله.',
  },

  ru: {
    company: { jurisdiction: 'Англия и Уэльс', address: '41 Tabernacle Street, London EC2A 4AA, Великобритания' },
    openingHours: [
      { days: 'Понедельник – пятница', hours: 'Круглосуточно' },
      { days: 'Суббота – воскресенье', hours: 'Выходной' },
    ],
    counters: [
      { key: 'satisfiedCustomers', label: 'Довольные клиенты' },
      { key: 'totalDeposited', label: 'Всего внесено' },
      { key: 'totalPaidOut', label: 'Всего выплачено' },
      { key: 'experts', label: 'Эксперты' },
    ],
    testimonials: [
      {
        name: 'Сара Митчелл',
        role: 'Учительница на пенсии',
        quote: 'Открыть счёт удалось за несколько минут, а каждый депозит появлялся в истории сразу после одобрения. Поддержка ответила на мои вопросы в тот же день.',
      },
      {
        name: 'Дэвид Окафор',
        role: 'Владелец малого бизнеса',
        quote: 'Я вижу условия каждого плана до того, как принять решение, а потом могу отслеживать каждую операцию. Выведенные средства приходили в обещанные сроки.',
      },
      {
        name: 'Мэй Линь',
        role: 'Инженер-программист',
        quote: 'Панель управления понятная, и все цифры сходятся. Я начала с самого маленького плана, чтобы разобраться, как всё устроено.',
      },
    ],
    faq: [
      {
        question: 'Что нужно для открытия счёта?',
        answer: 'Действующий адрес электронной почты, к которому у вас есть доступ: на него мы отправляем сообщения по счёту, например для сброса пароля. Также вы выбираете имя пользователя и пароль и указываете полное имя.',
      },
      {
        question: 'Можно ли защитить счёт приложением-аутентификатором?',
        answer: 'Да. В настройках безопасности профиля можно подключить приложение-аутентификатор, например Google Authenticator или Authy. После этого при входе нужно будет также ввести шестизначный код из приложения.',
      },
      {
        question: 'На какой адрес отправлять депозит?',
        answer: 'Адрес для оплаты каждого депозита показывается при его подтверждении. Отправляйте платёж только на адрес, указанный для этого депозита, и никогда — на адрес одного из прошлых депозитов, а затем загрузите снимок экрана платежа и номер транзакции, чтобы мы могли его сопоставить.',
      },
      {
        question: 'Когда выплачиваются выведенные средства?',
        answer: 'Заявки на вывод обрабатываются ежедневно. Выплаты производятся не позднее чем с пятницы по воскресенье, поэтому заявка, поданная в будний день, оплачивается к ближайшим выходным.',
      },
      {
        question: 'Что и когда можно вывести?',
        answer: 'Основной баланс и прибыль можно вывести в любой момент: неинвестированные депозиты, капитал, возвращённый по окончании пакета, прибыль и бонусы. Вывод списывается сначала с прибыли, затем с основного баланса. Деньги в действующем пакете остаются вложенными до конца срока; затем капитал возвращается на основной баланс, и его можно вывести.',
      },
      {
        question: 'Вы берёте комиссию?',
        answer: 'Мы не берём комиссию за пополнение, инвестиции и вывод средств: вы видите ровно ту сумму, которая будет зачислена или выплачена. Ваш кошелёк или биржа могут взимать собственную сетевую комиссию при отправке депозита, поэтому убедитесь, что сумма депозита поступит полностью.',
      },
      {
        question: 'Можно ли внести другой токен или обменять токены на платформе?',
        answer: 'Нет. Мы не обмениваем токены. Отправляйте только ту монету и в той сети, которые соответствуют кошельку, выбранному для депозита; если у вас другой токен, сначала обменяйте его в своём кошельке или на бирже. Если вы отправили не тот токен, напишите в поддержку и укажите номер транзакции.',
      },
      {
        question: 'Гарантирована ли доходность?',
        answer: 'Нет. Инвестиции связаны с риском: доходность не гарантирована, и вы можете потерять часть или весь вложенный капитал. Инвестируйте только те деньги, потерю которых можете себе позволить.',
      },
    ],
    riskWarning: 'Инвестиции связаны с риском. Доходность не гарантирована, и вы можете потерять часть или весь вложенный капитал.',
  },

  pt: {
    company: { jurisdiction: 'Inglaterra e País de Gales', address: '41 Tabernacle Street, London EC2A 4AA, Reino Unido' },
    openingHours: [
      { days: 'Segunda a sexta', hours: 'Aberto 24 horas' },
      { days: 'Sábado e domingo', hours: 'Fechado' },
    ],
    counters: [
      { key: 'satisfiedCustomers', label: 'Clientes satisfeitos' },
      { key: 'totalDeposited', label: 'Total depositado' },
      { key: 'totalPaidOut', label: 'Total pago' },
      { key: 'experts', label: 'Especialistas' },
    ],
    testimonials: [
      {
        name: 'Sarah Mitchell',
        role: 'Professora aposentada',
        quote: 'Abrir a conta levou poucos minutos, e cada depósito apareceu no meu histórico assim que foi aprovado. O suporte respondeu às minhas perguntas no mesmo dia.',
      },
      {
        name: 'David Okafor',
        role: 'Dono de pequena empresa',
        quote: 'Consigo ver as condições de cada plano antes de me comprometer e acompanhar cada transação depois. Meus saques chegaram no prazo informado.',
      },
      {
        name: 'Mei Lin',
        role: 'Engenheira de software',
        quote: 'O painel é claro e os números batem. Comecei pelo plano menor para entender como tudo funciona.',
      },
    ],
    faq: [
      {
        question: 'O que preciso para abrir uma conta?',
        answer: 'Um endereço de e-mail válido ao qual você tenha acesso: é para ele que enviamos as mensagens da conta, como a redefinição de senha. Você também escolhe um nome de usuário e uma senha e informa seu nome completo.',
      },
      {
        question: 'Posso proteger minha conta com um aplicativo autenticador?',
        answer: 'Sim. Você pode configurar um aplicativo autenticador, como o Google Authenticator ou o Authy, nas configurações de segurança do seu perfil. A partir daí, o login também pedirá o código de seis dígitos exibido no aplicativo.',
      },
      {
        question: 'Para qual endereço devo enviar meu depósito?',
        answer: 'O endereço de pagamento de cada depósito é exibido quando você confirma esse depósito. Envie o pagamento somente para o endereço indicado para esse depósito, nunca para o de um depósito anterior, e depois envie a captura de tela do pagamento e o ID da transação para que possamos identificá-lo.',
      },
      {
        question: 'Quando os saques são pagos?',
        answer: 'Os pedidos de saque são processados todos os dias. Os pagamentos são feitos de sexta a domingo, no máximo, então um pedido feito durante a semana é pago até o fim de semana seguinte.',
      },
      {
        question: 'O que posso sacar e quando?',
        answer: 'Você pode sacar a qualquer momento o seu saldo principal e o seu lucro: depósitos que não investiu, o capital devolvido ao fim de um pacote, lucros e bônus. Um saque é descontado primeiro do lucro e depois do saldo principal. O dinheiro de um pacote ativo continua investido até o fim do prazo; então o capital volta para o seu saldo principal e pode ser sacado.',
      },
      {
        question: 'Vocês cobram taxas?',
        answer: 'Não cobramos taxas sobre depósitos, investimentos ou saques: o valor exibido é o valor creditado ou pago. Sua carteira ou corretora pode cobrar uma taxa de rede própria ao enviar um depósito, então verifique se o valor total do depósito chegará.',
      },
      {
        question: 'Posso depositar outro token ou trocar tokens na plataforma?',
        answer: 'Não. Não fazemos troca de tokens. Envie somente a moeda e a rede da carteira que você escolheu para o depósito; se você tiver outro token, troque-o antes na sua própria carteira ou em uma corretora. Se você enviou o token errado, entre em contato com o suporte informando o ID da transação.',
      },
      {
        question: 'Os rendimentos são garantidos?',
        answer: 'Não. Investir envolve riscos: os rendimentos não são garantidos e você pode perder parte ou a totalidade do capital investido. Invista apenas o dinheiro que você pode se dar ao luxo de perder.',
      },
    ],
    riskWarning: 'Investir envolve riscos. Os rendimentos não são garantidos e você pode perder parte ou a totalidade do capital investido.',
  },

  hi: {
    company: { jurisdiction: 'इंग्लैंड और वेल्स', address: '41 Tabernacle Street, London EC2A 4AA, यूनाइटेड किंगडम' },
    openingHours: [
      { days: 'सोमवार – शुक्रवार', hours: '24 घंटे खुला' },
      { days: 'शनिवार – रविवार', hours: 'बंद' },
    ],
    counters: [
      { key: 'satisfiedCustomers', label: 'संतुष्ट ग्राहक' },
      { key: 'totalDeposited', label: 'कुल जमा' },
      { key: 'totalPaidOut', label: 'कुल भुगतान' },
      { key: 'experts', label: 'विशेषज्ञ' },
    ],
    testimonials: [
      {
        name: 'सारा मिशेल',
        role: 'सेवानिवृत्त शिक्षिका',
        quote: 'खाता खोलने में बस कुछ मिनट लगे, और हर जमा स्वीकृत होते ही मेरे इतिहास में दिखाई दी। सहायता टीम ने उसी दिन मेरे सवालों के जवाब दिए।',
      },
      {
        name: 'डेविड ओकाफ़ोर',
        role: 'छोटे व्यवसाय के मालिक',
        quote: 'निवेश करने से पहले मैं हर प्लान की शर्तें देख सकता हूँ और बाद में हर लेन-देन पर नज़र रख सकता हूँ। मेरी निकासी बताए गए समय पर पहुँची।',
      },
      {
        name: 'मेई लिन',
        role: 'सॉफ़्टवेयर इंजीनियर',
        quote: 'डैशबोर्ड साफ़-सुथरा है और सारे आँकड़े सही बैठते हैं। सब कुछ कैसे काम करता है, यह समझने के लिए मैंने सबसे छोटे प्लान से शुरुआत की।',
      },
    ],
    faq: [
      {
        question: 'खाता खोलने के लिए मुझे क्या चाहिए?',
        answer: 'एक मान्य ईमेल पता जिसे आप पढ़ सकें: खाते से जुड़े संदेश, जैसे पासवर्ड रीसेट, हम उसी पर भेजते हैं। साथ ही आप एक उपयोगकर्ता नाम और पासवर्ड चुनते हैं और अपना पूरा नाम दर्ज करते हैं।',
      },
      {
        question: 'क्या मैं ऑथेंटिकेटर ऐप से अपने खाते को सुरक्षित कर सकता हूँ?',
        answer: 'हाँ। आप अपनी प्रोफ़ाइल की सुरक्षा सेटिंग्स में Google Authenticator या Authy जैसा ऑथेंटिकेटर ऐप सेट कर सकते हैं। इसके बाद साइन इन करते समय ऐप में दिखने वाला छह अंकों का कोड भी पूछा जाएगा।',
      },
      {
        question: 'मैं अपनी जमा राशि किस पते पर भेजूँ?',
        answer: 'हर जमा का भुगतान पता उस जमा की पुष्टि करते समय दिखाया जाता है। भुगतान केवल उसी जमा के लिए दिखाए गए पते पर भेजें, किसी पिछली जमा के पते पर कभी नहीं, और फिर भुगतान का स्क्रीनशॉट और ट्रांज़ैक्शन आईडी अपलोड करें ताकि हम उसका मिलान कर सकें।',
      },
      {
        question: 'निकासी का भुगतान कब होता है?',
        answer: 'निकासी के अनुरोध हर दिन प्रोसेस किए जाते हैं। भुगतान अधिक से अधिक शुक्रवार से रविवार के बीच किया जाता है, इसलिए सप्ताह के दिनों में किया गया अनुरोध उसी सप्ताहांत तक चुका दिया जाता है।',
      },
      {
        question: 'मैं क्या और कब निकाल सकता हूँ?',
        answer: 'आप अपना मुख्य बैलेंस और मुनाफ़ा कभी भी निकाल सकते हैं: वे जमा राशियाँ जिन्हें आपने निवेश नहीं किया, पैकेज पूरा होने पर लौटाई गई पूंजी, मुनाफ़ा और बोनस। निकासी पहले मुनाफ़े से और फिर मुख्य बैलेंस से ली जाती है। किसी सक्रिय पैकेज का पैसा उसकी अवधि पूरी होने तक निवेशित रहता है; उसके बाद पूंजी आपके मुख्य बैलेंस में लौट आती है और निकाली जा सकती है।',
      },
      {
        question: 'क्या आप कोई शुल्क लेते हैं?',
        answer: 'हम जमा, निवेश या निकासी पर कोई शुल्क नहीं लेते: आपको जो राशि दिखती है, वही जमा या भुगतान की जाती है। जमा भेजते समय आपका वॉलेट या एक्सचेंज अपना नेटवर्क शुल्क ले सकता है, इसलिए सुनिश्चित करें कि जमा की पूरी राशि पहुँचे।',
      },
      {
        question: 'क्या मैं कोई दूसरा टोकन जमा कर सकता हूँ या प्लेटफ़ॉर्म पर टोकन स्वैप कर सकता हूँ?',
        answer: 'नहीं। हम टोकन स्वैप नहीं करते। अपनी जमा के लिए चुने गए वॉलेट का सिक्का और नेटवर्क ही भेजें; यदि आपके पास कोई दूसरा टोकन है, तो उसे पहले अपने वॉलेट या किसी एक्सचेंज में बदल लें। यदि आपने गलत टोकन भेज दिया है, तो ट्रांज़ैक्शन आईडी के साथ सहायता टीम से संपर्क करें।',
      },
      {
        question: 'क्या रिटर्न की गारंटी है?',
        answer: 'नहीं। निवेश में जोखिम होता है: रिटर्न की गारंटी नहीं है और आप अपनी निवेश की गई पूंजी का कुछ हिस्सा या पूरी पूंजी खो सकते हैं। केवल उतना ही पैसा निवेश करें जिसे खोने का जोखिम आप उठा सकते हैं।',
      },
    ],
    riskWarning: 'निवेश में जोखिम होता है। रिटर्न की गारंटी नहीं है और आप अपनी निवेश की गई पूंजी का कुछ हिस्सा या पूरी पूंजी खो सकते हैं।',
  },
};
