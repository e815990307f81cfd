import { Locale, localeOr } from '../../common/locale';
import type { StatementAccountKind } from '../ledger/account-movements';

/**
 * The headings of the statement downloads in the user's language (issue 18). `{{name}}`
 * placeholders; `movements` has a form per CLDR plural category of the language. English is the
 * reference: the type makes every language give every key, statement-text.spec.ts checks the rest.
 */
export interface StatementStrings {
  /** The CSV's first line. */
  openingBalance: string;
  closingBalance: string;
  heading: string;
  period: string;
  note: string;
  /** The owner's account number (users.reg_id), under their name. */
  accountNumber: string;
  /** Beside a movement that is not completed: a withdrawal whose money is held but not paid out yet. */
  notPaidYet: string;
  generated: string;
  continued: string;
  footer: string;
  /** The PDF's document properties. */
  documentTitle: string;
  documentSubject: string;
  movements: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  columns: { date: string; type: string; description: string; reference: string; amount: string; balance: string };
  /**
   * The CSV's column names. English keeps the names scripts have read since the first statement
   * (`date_utc`, `amount_usd`); the cells below them are the same in every language.
   */
  csvColumns: { account: string; date: string; type: string; description: string; reference: string; amount: string; balance: string };
  accounts: Record<StatementAccountKind, string>;
  /** Movement types (the CSV keeps the codes; the PDF shows these). */
  types: Record<string, string>;
}

const en: StatementStrings = {
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  heading: 'Account statement',
  period: 'Period: {{from}} 00:00 to {{to}} 24:00 (UTC)',
  note: 'All dates and times are in UTC. Amounts in USD.',
  accountNumber: 'Account number: {{number}}',
  notPaidYet: 'not yet paid',
  generated: 'Generated {{time}} UTC',
  continued: '{{account}} (continued)',
  footer: 'Page {{page}} - dates and times in UTC - amounts in USD',
  documentTitle: 'Account statement {{from}} to {{to}}',
  documentSubject: 'Statement for {{email}}',
  movements: { one: '{{count}} movement: money in {{in}}, money out {{out}}', other: '{{count}} movements: money in {{in}}, money out {{out}}' },
  csvColumns: {
    account: 'account',
    date: 'date_utc',
    type: 'type',
    description: 'description',
    reference: 'reference',
    amount: 'amount_usd',
    balance: 'balance_after_usd',
  },
  columns: { date: 'Date (UTC)', type: 'Type', description: 'Description', reference: 'Reference', amount: 'Amount', balance: 'Balance' },
  accounts: { main: 'Main balance', profit: 'Profit balance', invested: 'Invested' },
  types: {
    deposit: 'deposit',
    investment: 'investment',
    profit: 'profit',
    capital_return: 'capital return',
    referral_bonus: 'referral bonus',
    withdrawal: 'withdrawal',
    withdrawal_returned: 'withdrawal returned',
    withdrawal_paid: 'withdrawal paid',
    balance_correction: 'balance correction',
  },
};

const es: StatementStrings = {
  openingBalance: 'Saldo inicial',
  closingBalance: 'Saldo final',
  heading: 'Extracto de cuenta',
  period: 'Periodo: del {{from}} 00:00 al {{to}} 24:00 (UTC)',
  note: 'Todas las fechas y horas están en UTC. Importes en USD.',
  accountNumber: 'Número de cuenta: {{number}}',
  notPaidYet: 'aún no pagado',
  generated: 'Generado {{time}} UTC',
  continued: '{{account}} (continuación)',
  footer: 'Página {{page}} - fechas y horas en UTC - importes en USD',
  documentTitle: 'Extracto de cuenta del {{from}} al {{to}}',
  documentSubject: 'Extracto de {{email}}',
  movements: {
    one: '{{count}} movimiento: entradas {{in}}, salidas {{out}}',
    many: '{{count}} movimientos: entradas {{in}}, salidas {{out}}',
    other: '{{count}} movimientos: entradas {{in}}, salidas {{out}}',
  },
  csvColumns: {
    account: 'Cuenta',
    date: 'Fecha (UTC)',
    type: 'Tipo',
    description: 'Descripción',
    reference: 'Referencia',
    amount: 'Importe (USD)',
    balance: 'Saldo posterior (USD)',
  },
  columns: { date: 'Fecha (UTC)', type: 'Tipo', description: 'Descripción', reference: 'Referencia', amount: 'Importe', balance: 'Saldo' },
  accounts: { main: 'Saldo principal', profit: 'Saldo de beneficios', invested: 'Invertido' },
  types: {
    deposit: 'depósito',
    investment: 'inversión',
    profit: 'beneficio',
    capital_return: 'devolución de capital',
    referral_bonus: 'bono de referido',
    withdrawal: 'retiro',
    withdrawal_returned: 'retiro devuelto',
    withdrawal_paid: 'retiro pagado',
    balance_correction: 'corrección de saldo',
  },
};

const fr: StatementStrings = {
  openingBalance: "Solde d'ouverture",
  closingBalance: 'Solde de clôture',
  heading: 'Relevé de compte',
  period: 'Période : du {{from}} 00:00 au {{to}} 24:00 (UTC)',
  note: 'Toutes les dates et heures sont en UTC. Montants en USD.',
  accountNumber: 'Numéro de compte : {{number}}',
  notPaidYet: 'pas encore payé',
  generated: 'Généré le {{time}} UTC',
  continued: '{{account}} (suite)',
  footer: 'Page {{page}} - dates et heures en UTC - montants en USD',
  documentTitle: 'Relevé de compte du {{from}} au {{to}}',
  documentSubject: 'Relevé de {{email}}',
  movements: {
    one: '{{count}} mouvement : entrées {{in}}, sorties {{out}}',
    many: '{{count}} mouvements : entrées {{in}}, sorties {{out}}',
    other: '{{count}} mouvements : entrées {{in}}, sorties {{out}}',
  },
  csvColumns: {
    account: 'Compte',
    date: 'Date (UTC)',
    type: 'Type',
    description: 'Libellé',
    reference: 'Référence',
    amount: 'Montant (USD)',
    balance: 'Solde après (USD)',
  },
  columns: { date: 'Date (UTC)', type: 'Type', description: 'Libellé', reference: 'Référence', amount: 'Montant', balance: 'Solde' },
  accounts: { main: 'Solde principal', profit: 'Solde des gains', invested: 'Investi' },
  types: {
    deposit: 'dépôt',
    investment: 'investissement',
    profit: 'gain',
    capital_return: 'retour du capital',
    referral_bonus: 'prime de parrainage',
    withdrawal: 'retrait',
    withdrawal_returned: 'retrait restitué',
    withdrawal_paid: 'retrait payé',
    balance_correction: 'correction de solde',
  },
};

const de: StatementStrings = {
  openingBalance: 'Anfangssaldo',
  closingBalance: 'Endsaldo',
  heading: 'Kontoauszug',
  period: 'Zeitraum: {{from}} 00:00 bis {{to}} 24:00 (UTC)',
  note: 'Alle Daten und Uhrzeiten in UTC. Beträge in USD.',
  accountNumber: 'Kontonummer: {{number}}',
  notPaidYet: 'noch nicht ausgezahlt',
  generated: 'Erstellt {{time}} UTC',
  continued: '{{account}} (Fortsetzung)',
  footer: 'Seite {{page}} - Daten und Uhrzeiten in UTC - Beträge in USD',
  documentTitle: 'Kontoauszug {{from}} bis {{to}}',
  documentSubject: 'Kontoauszug für {{email}}',
  movements: { one: '{{count}} Buchung: Eingänge {{in}}, Ausgänge {{out}}', other: '{{count}} Buchungen: Eingänge {{in}}, Ausgänge {{out}}' },
  csvColumns: {
    account: 'Konto',
    date: 'Datum (UTC)',
    type: 'Art',
    description: 'Beschreibung',
    reference: 'Referenz',
    amount: 'Betrag (USD)',
    balance: 'Saldo danach (USD)',
  },
  columns: { date: 'Datum (UTC)', type: 'Art', description: 'Beschreibung', reference: 'Referenz', amount: 'Betrag', balance: 'Saldo' },
  accounts: { main: 'Hauptguthaben', profit: 'Gewinnguthaben', invested: 'Investiert' },
  types: {
    deposit: 'Einzahlung',
    investment: 'Investition',
    profit: 'Gewinn',
    capital_return: 'Kapitalrückzahlung',
    referral_bonus: 'Empfehlungsbonus',
    withdrawal: 'Auszahlung',
    withdrawal_returned: 'Auszahlung zurück',
    withdrawal_paid: 'Auszahlung ausgeführt',
    balance_correction: 'Saldokorrektur',
  },
};

const zhCN: StatementStrings = {
  openingBalance: '期初余额',
  closingBalance: '期末余额',
  heading: '账户对账单',
  period: '期间：{{from}} 00:00 至 {{to}} 24:00（UTC）',
  note: '所有日期和时间均为 UTC。金额单位为 USD。',
  accountNumber: '账户号码：{{number}}',
  notPaidYet: '尚未支付',
  generated: '生成于 {{time}} UTC',
  continued: '{{account}}（续）',
  footer: '第 {{page}} 页 - 日期和时间为 UTC - 金额单位为 USD',
  documentTitle: '账户对账单 {{from}} 至 {{to}}',
  documentSubject: '{{email}} 的对账单',
  movements: { other: '{{count}} 笔变动：转入 {{in}}，转出 {{out}}' },
  csvColumns: {
    account: '账户',
    date: '日期（UTC）',
    type: '类型',
    description: '说明',
    reference: '参考号',
    amount: '金额（USD）',
    balance: '变动后余额（USD）',
  },
  columns: { date: '日期（UTC）', type: '类型', description: '说明', reference: '参考号', amount: '金额', balance: '余额' },
  accounts: { main: '主余额', profit: '收益余额', invested: '已投资' },
  types: {
    deposit: '充值',
    investment: '投资',
    profit: '收益',
    capital_return: '本金退还',
    referral_bonus: '推荐奖励',
    withdrawal: '提现',
    withdrawal_returned: '提现退回',
    withdrawal_paid: '提现已支付',
    balance_correction: '余额更正',
  },
};

const ja: StatementStrings = {
  openingBalance: '期首残高',
  closingBalance: '期末残高',
  heading: '取引明細書',
  period: '期間：{{from}} 00:00〜{{to}} 24:00（UTC）',
  note: '日時はすべて UTC です。金額は USD です。',
  accountNumber: '口座番号：{{number}}',
  notPaidYet: '未払い',
  generated: '作成日時 {{time}} UTC',
  continued: '{{account}}（続き）',
  footer: '{{page}} ページ - 日時は UTC - 金額は USD',
  documentTitle: '取引明細書 {{from}}〜{{to}}',
  documentSubject: '{{email}} の明細書',
  movements: { other: '{{count}} 件の取引：入金 {{in}}、出金 {{out}}' },
  csvColumns: {
    account: '口座',
    date: '日時（UTC）',
    type: '種類',
    description: '内容',
    reference: '参照番号',
    amount: '金額（USD）',
    balance: '取引後残高（USD）',
  },
  columns: { date: '日時（UTC）', type: '種類', description: '内容', reference: '参照番号', amount: '金額', balance: '残高' },
  accounts: { main: 'メイン残高', profit: '利益残高', invested: '投資中' },
  types: {
    deposit: '入金',
    investment: '投資',
    profit: '利益',
    capital_return: '元本返還',
    referral_bonus: '紹介ボーナス',
    withdrawal: '出金',
    withdrawal_returned: '出金返却',
    withdrawal_paid: '出金支払済み',
    balance_correction: '残高訂正',
  },
};

const ar: StatementStrings = {
  openingBalance: 'الرصيد الافتتاحي',
  closingBalance: 'الرصيد الختامي',
  heading: 'كشف الحساب',
  period: 'الفترة: من {{from}} 00:00 إلى {{to}} 24:00 (UTC)',
  note: 'جميع التواريخ والأوقات بتوقيت UTC. المبالغ بالدولار الأمريكي USD.',
  accountNumber: 'رقم الحساب: {{number}}',
  notPaidYet: 'لم يُدفع بعد',
  generated: 'أُنشئ في {{time}} UTC',
  continued: '{{account}} (تابع)',
  footer: 'صفحة {{page}} - التواريخ والأوقات بتوقيت UTC - المبالغ بالدولار الأمريكي USD',
  documentTitle: 'كشف الحساب من {{from}} إلى {{to}}',
  documentSubject: 'كشف حساب {{email}}',
  movements: {
    zero: 'لا توجد حركات ({{count}}): الوارد {{in}}، الصادر {{out}}',
    one: 'حركة واحدة: الوارد {{in}}، الصادر {{out}}',
    two: 'حركتان: الوارد {{in}}، الصادر {{out}}',
    few: '{{count}} حركات: الوارد {{in}}، الصادر {{out}}',
    many: '{{count}} حركة: الوارد {{in}}، الصادر {{out}}',
    other: '{{count}} حركة: الوارد {{in}}، الصادر {{out}}',
  },
  csvColumns: {
    account: 'الحساب',
    date: 'التاريخ (UTC)',
    type: 'النوع',
    description: 'الوصف',
    reference: 'المرجع',
    amount: 'المبلغ (USD)',
    balance: 'الرصيد بعد الحركة (USD)',
  },
  columns: { date: 'التاريخ (UTC)', type: 'النوع', description: 'الوصف', reference: 'المرجع', amount: 'المبلغ', balance: 'الرصيد' },
  accounts: { main: 'الرصيد الرئيسي', profit: 'رصيد الأرباح', invested: 'المستثمر' },
  types: {
    deposit: 'إيداع',
    investment: 'استثمار',
    profit: 'ربح',
    capital_return: 'إعادة رأس المال',
    referral_bonus: 'مكافأة إحالة',
    withdrawal: 'سحب',
    withdrawal_returned: 'سحب مُعاد',
    withdrawal_paid: 'سحب مدفوع',
    balance_correction: 'تصحيح الرصيد',
  },
};

const ru: StatementStrings = {
  openingBalance: 'Входящий остаток',
  closingBalance: 'Исходящий остаток',
  heading: 'Выписка по счёту',
  period: 'Период: с {{from}} 00:00 по {{to}} 24:00 (UTC)',
  note: 'Все даты и время указаны в UTC. Суммы в USD.',
  accountNumber: 'Номер счёта: {{number}}',
  notPaidYet: 'ещё не выплачено',
  generated: 'Сформирована {{time}} UTC',
  continued: '{{account}} (продолжение)',
  footer: 'Страница {{page}} - даты и время в UTC - суммы в USD',
  documentTitle: 'Выписка по счёту с {{from}} по {{to}}',
  documentSubject: 'Выписка для {{email}}',
  movements: {
    one: '{{count}} операция: поступления {{in}}, списания {{out}}',
    few: '{{count}} операции: поступления {{in}}, списания {{out}}',
    many: '{{count}} операций: поступления {{in}}, списания {{out}}',
    other: '{{count}} операции: поступления {{in}}, списания {{out}}',
  },
  csvColumns: {
    account: 'Счёт',
    date: 'Дата (UTC)',
    type: 'Тип',
    description: 'Описание',
    reference: 'Номер',
    amount: 'Сумма (USD)',
    balance: 'Остаток после операции (USD)',
  },
  columns: { date: 'Дата (UTC)', type: 'Тип', description: 'Описание', reference: 'Номер', amount: 'Сумма', balance: 'Остаток' },
  accounts: { main: 'Основной баланс', profit: 'Баланс прибыли', invested: 'Инвестировано' },
  types: {
    deposit: 'пополнение',
    investment: 'инвестиция',
    profit: 'прибыль',
    capital_return: 'возврат капитала',
    referral_bonus: 'реферальный бонус',
    withdrawal: 'вывод',
    withdrawal_returned: 'вывод возвращён',
    withdrawal_paid: 'вывод выплачен',
    balance_correction: 'корректировка баланса',
  },
};

const pt: StatementStrings = {
  openingBalance: 'Saldo inicial',
  closingBalance: 'Saldo final',
  heading: 'Extrato da conta',
  period: 'Período: de {{from}} 00:00 a {{to}} 24:00 (UTC)',
  note: 'Todas as datas e horas estão em UTC. Valores em USD.',
  accountNumber: 'Número da conta: {{number}}',
  notPaidYet: 'ainda não pago',
  generated: 'Gerado em {{time}} UTC',
  continued: '{{account}} (continuação)',
  footer: 'Página {{page}} - datas e horas em UTC - valores em USD',
  documentTitle: 'Extrato da conta de {{from}} a {{to}}',
  documentSubject: 'Extrato de {{email}}',
  movements: {
    one: '{{count}} movimentação: entradas {{in}}, saídas {{out}}',
    many: '{{count}} movimentações: entradas {{in}}, saídas {{out}}',
    other: '{{count}} movimentações: entradas {{in}}, saídas {{out}}',
  },
  csvColumns: {
    account: 'Conta',
    date: 'Data (UTC)',
    type: 'Tipo',
    description: 'Descrição',
    reference: 'Referência',
    amount: 'Valor (USD)',
    balance: 'Saldo após (USD)',
  },
  columns: { date: 'Data (UTC)', type: 'Tipo', description: 'Descrição', reference: 'Referência', amount: 'Valor', balance: 'Saldo' },
  accounts: { main: 'Saldo principal', profit: 'Saldo de lucros', invested: 'Investido' },
  types: {
    deposit: 'depósito',
    investment: 'investimento',
    profit: 'lucro',
    capital_return: 'devolução de capital',
    referral_bonus: 'bônus de indicação',
    withdrawal: 'saque',
    withdrawal_returned: 'saque devolvido',
    withdrawal_paid: 'saque pago',
    balance_correction: 'correção de saldo',
  },
};

const hi: StatementStrings = {
  openingBalance: 'प्रारंभिक बैलेंस',
  closingBalance: 'अंतिम बैलेंस',
  heading: 'खाता विवरण',
  period: 'अवधि: {{from}} 00:00 से {{to}} 24:00 (UTC) तक',
  note: 'सभी तिथियाँ और समय UTC में हैं। राशियाँ USD में।',
  accountNumber: 'खाता संख्या: {{number}}',
  notPaidYet: 'अभी भुगतान नहीं हुआ',
  generated: '{{time}} UTC को बनाया गया',
  continued: '{{account}} (जारी)',
  footer: 'पृष्ठ {{page}} - तिथियाँ और समय UTC में - राशियाँ USD में',
  documentTitle: 'खाता विवरण {{from}} से {{to}} तक',
  documentSubject: '{{email}} का विवरण',
  movements: { one: '{{count}} लेन-देन: आया {{in}}, गया {{out}}', other: '{{count}} लेन-देन: आया {{in}}, गया {{out}}' },
  csvColumns: {
    account: 'खाता',
    date: 'तिथि (UTC)',
    type: 'प्रकार',
    description: 'विवरण',
    reference: 'संदर्भ',
    amount: 'राशि (USD)',
    balance: 'बाद का बैलेंस (USD)',
  },
  columns: { date: 'तिथि (UTC)', type: 'प्रकार', description: 'विवरण', reference: 'संदर्भ', amount: 'राशि', balance: 'बैलेंस' },
  accounts: { main: 'मुख्य बैलेंस', profit: 'लाभ बैलेंस', invested: 'निवेशित' },
  types: {
    deposit: 'जमा',
    investment: 'निवेश',
    profit: 'लाभ',
    capital_return: 'पूंजी वापसी',
    referral_bonus: 'रेफ़रल बोनस',
    withdrawal: 'निकासी',
    withdrawal_returned: 'निकासी वापस',
    withdrawal_paid: 'निकासी का भुगतान',
    balance_correction: 'बैलेंस सुधार',
  },
};

export const STATEMENT_TEXT: Record<Locale, StatementStrings> = { en, es, fr, de, 'zh-CN': zhCN, ja, ar, ru, pt, hi };

export function statementText(locale: string | null | undefined): StatementStrings {
  return STATEMENT_TEXT[localeOr(locale)];
}

export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * An amount for people in `locale` (a decimal string, formatted exactly by Intl): `1,234.56` in
 * English, `1.234,56` in German. The CSV keeps plain decimals for machines.
 */
export function statementAmount(value: string, locale: Locale): string {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(locale, format);
  }
  return format.format(value as unknown as number);
}

const amountFormats = new Map<Locale, Intl.NumberFormat>();
