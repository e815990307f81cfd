import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The FAQ answer on what can be withdrawn said only profit could leave while capital stayed; since
 * capital withdrawals (main + profit) that is untrue. The seeder only inserts missing rows, so an
 * existing install would keep the old text: this rewrites that one FAQ item, in each language,
 * where its answer is still exactly the old seed text (an operator's own wording is left alone;
 * the question is replaced only if it too is unedited). The texts are frozen here on purpose.
 */
const ITEMS: Array<{ locale: string; oldQuestion: string; oldAnswer: string; question: string; answer: string }> = [
  {
    locale: 'en',
    oldQuestion: 'What is the difference between regular and contract packages?',
    oldAnswer: 'With a regular package, only the weekly profit can be withdrawn while the package runs; the capital stays invested until the term ends. With a contract package, the total sum, capital plus profit, can be withdrawn when the contract ends.',
    question: 'What can I withdraw, and when?',
    answer: 'You can withdraw your main balance and your profit at any time: deposits you have not invested, capital returned when a package ends, profit and bonuses. A withdrawal takes profit first, then the main balance. Money in an active package stays invested until its term ends; then the capital returns to your main balance and can be withdrawn.',
  },
  {
    locale: 'es',
    oldQuestion: '¿Qué diferencia hay entre los paquetes regulares y los paquetes de contrato?',
    oldAnswer: 'Con un paquete regular, mientras está vigente solo se puede retirar el beneficio semanal; el capital permanece invertido hasta el final del plazo. Con un paquete de contrato, la suma total, capital más beneficio, se puede retirar cuando termina el contrato.',
    question: '¿Qué puedo retirar y cuándo?',
    answer: 'Puede retirar en cualquier momento su saldo principal y su beneficio: los depósitos que no haya invertido, el capital devuelto al terminar un paquete, los beneficios y las bonificaciones. Un retiro toma primero el beneficio y después el saldo principal. El dinero de un paquete activo permanece invertido hasta el final de su plazo; entonces el capital vuelve a su saldo principal y se puede retirar.',
  },
  {
    locale: 'fr',
    oldQuestion: 'Quelle est la différence entre les formules classiques et les formules contrat ?',
    oldAnswer: 'Avec une formule classique, seul le bénéfice hebdomadaire peut être retiré pendant sa durée ; le capital reste investi jusqu\'à la fin du terme. Avec une formule contrat, la somme totale, capital et bénéfice, peut être retirée à la fin du contrat.',
    question: 'Que puis-je retirer, et quand ?',
    answer: 'Vous pouvez retirer à tout moment votre solde principal et vos bénéfices : les dépôts que vous n\'avez pas investis, le capital restitué à la fin d\'une formule, les bénéfices et les bonus. Un retrait est prélevé d\'abord sur les bénéfices, puis sur le solde principal. L\'argent d\'une formule en cours reste investi jusqu\'à la fin de son terme ; le capital revient alors sur votre solde principal et peut être retiré.',
  },
  {
    locale: 'de',
    oldQuestion: 'Was ist der Unterschied zwischen regulären Paketen und Vertragspaketen?',
    oldAnswer: 'Bei einem regulären Paket kann während der Laufzeit nur der wöchentliche Gewinn abgehoben werden; das Kapital bleibt bis zum Ende der Laufzeit investiert. Bei einem Vertragspaket kann die Gesamtsumme aus Kapital und Gewinn am Ende des Vertrags abgehoben werden.',
    question: 'Was kann ich abheben, und wann?',
    answer: 'Ihr Hauptguthaben und Ihren Gewinn können Sie jederzeit abheben: nicht investierte Einzahlungen, das am Ende eines Pakets zurückgezahlte Kapital, Gewinne und Boni. Eine Auszahlung wird zuerst vom Gewinn und danach vom Hauptguthaben genommen. Geld in einem laufenden Paket bleibt bis zum Ende der Laufzeit investiert; danach fließt das Kapital auf Ihr Hauptguthaben zurück und kann abgehoben werden.',
  },
  {
    locale: 'zh-CN',
    oldQuestion: '普通套餐和合约套餐有什么区别？',
    oldAnswer: '普通套餐在有效期内只能提取每周收益，本金在期满前保持投资状态。合约套餐在合约结束时可以提取全部金额，即本金加收益。',
    question: '我可以提取什么？什么时候可以提取？',
    answer: '您可以随时提取主余额和收益：未投资的存款、套餐期满后返还的本金、收益和奖金。提款先从收益中扣除，再从主余额中扣除。进行中的套餐里的资金在期满前保持投资状态；期满后本金返还到您的主余额，即可提取。',
  },
  {
    locale: 'ja',
    oldQuestion: 'レギュラーパッケージと契約パッケージの違いは何ですか？',
    oldAnswer: 'レギュラーパッケージでは、運用期間中に出金できるのは毎週の利益のみで、元本は期間終了まで運用されます。契約パッケージでは、契約終了時に元本と利益を合わせた総額を出金できます。',
    question: '何をいつ出金できますか？',
    answer: 'メイン残高と利益はいつでも出金できます。対象は、投資していない入金、パッケージ終了時に返還された元本、利益、ボーナスです。出金はまず利益から、次にメイン残高から差し引かれます。運用中のパッケージの資金は期間終了まで運用され、終了後に元本がメイン残高に戻り、出金できるようになります。',
  },
  {
    locale: 'ar',
    oldQuestion: 'ما الفرق بين الباقات العادية وباقات العقود؟',
    oldAnswer: 'في الباقة العادية لا يمكن سحب سوى الربح الأسبوعي طوال مدة الباقة، ويبقى رأس المال مستثمرًا حتى نهاية المدة. أما في باقة العقد فيمكن سحب المبلغ الإجمالي، أي رأس المال مع الربح، عند انتهاء العقد.',
    question: 'ما الذي يمكنني سحبه، ومتى؟',
    answer: 'يمكنك في أي وقت سحب رصيدك الرئيسي وأرباحك: الإيداعات التي لم تستثمرها، ورأس المال المُعاد عند انتهاء الباقة، والأرباح والمكافآت. يُخصم السحب من الأرباح أولًا ثم من الرصيد الرئيسي. أما المال الموجود في باقة نشطة فيبقى مستثمرًا حتى نهاية مدتها، ثم يعود رأس المال إلى رصيدك الرئيسي ويمكن سحبه.',
  },
  {
    locale: 'ru',
    oldQuestion: 'Чем обычные пакеты отличаются от контрактных?',
    oldAnswer: 'В обычном пакете, пока он действует, можно выводить только еженедельную прибыль; капитал остаётся вложенным до конца срока. В контрактном пакете по окончании контракта можно вывести всю сумму — капитал вместе с прибылью.',
    question: 'Что и когда можно вывести?',
    answer: 'Основной баланс и прибыль можно вывести в любой момент: неинвестированные депозиты, капитал, возвращённый по окончании пакета, прибыль и бонусы. Вывод списывается сначала с прибыли, затем с основного баланса. Деньги в действующем пакете остаются вложенными до конца срока; затем капитал возвращается на основной баланс, и его можно вывести.',
  },
  {
    locale: 'pt',
    oldQuestion: 'Qual é a diferença entre os pacotes regulares e os pacotes de contrato?',
    oldAnswer: 'Em um pacote regular, enquanto ele estiver ativo, só é possível sacar o lucro semanal; o capital continua investido até o fim do prazo. Em um pacote de contrato, o valor total, capital mais lucro, pode ser sacado ao final do contrato.',
    question: 'O que posso sacar e quando?',
    answer: 'Você pode sacar a qualquer momento o seu saldo principal e o seu lucro: depósitos que não investiu, o capital devolvido ao fim de um pacote, lucros e bônus. Um saque é descontado primeiro do lucro e depois do saldo principal. O dinheiro de um pacote ativo continua investido até o fim do prazo; então o capital volta para o seu saldo principal e pode ser sacado.',
  },
  {
    locale: 'hi',
    oldQuestion: 'रेगुलर पैकेज और कॉन्ट्रैक्ट पैकेज में क्या अंतर है?',
    oldAnswer: 'रेगुलर पैकेज में, उसके चलते रहने तक केवल साप्ताहिक मुनाफ़ा निकाला जा सकता है; पूंजी अवधि पूरी होने तक निवेशित रहती है। कॉन्ट्रैक्ट पैकेज में, कॉन्ट्रैक्ट समाप्त होने पर कुल राशि, यानी पूंजी और मुनाफ़ा, निकाली जा सकती है।',
    question: 'मैं क्या और कब निकाल सकता हूँ?',
    answer: 'आप अपना मुख्य बैलेंस और मुनाफ़ा कभी भी निकाल सकते हैं: वे जमा राशियाँ जिन्हें आपने निवेश नहीं किया, पैकेज पूरा होने पर लौटाई गई पूंजी, मुनाफ़ा और बोनस। निकासी पहले मुनाफ़े से और फिर मुख्य बैलेंस से ली जाती है। किसी सक्रिय पैकेज का पैसा उसकी अवधि पूरी होने तक निवेशित रहता है; उसके बाद पूंजी आपके मुख्य बैलेंस में लौट आती है और निकाली जा सकती है।',
  },
];

export class FaqCapitalWithdrawals1763971000001 implements MigrationInterface {
  name = 'FaqCapitalWithdrawals1763971000001';

  public async up(q: QueryRunner): Promise<void> {
    for (const item of ITEMS) await rewrite(q, item.locale, item.oldQuestion, item.oldAnswer, item.question, item.answer);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const item of ITEMS) await rewrite(q, item.locale, item.question, item.answer, item.oldQuestion, item.oldAnswer);
  }
}

async function rewrite(q: QueryRunner, locale: string, fromQuestion: string, fromAnswer: string, question: string, answer: string): Promise<void> {
  await q.query(
    `UPDATE site_content s
        SET value = (SELECT jsonb_agg(CASE WHEN x.e->>'answer' = $3
                                           THEN x.e || jsonb_build_object('answer', $5::text, 'question', CASE WHEN x.e->>'question' = $2 THEN $4::text ELSE x.e->>'question' END)
                                           ELSE x.e END ORDER BY x.i)
                       FROM jsonb_array_elements(s.value) WITH ORDINALITY AS x(e, i)),
            updated_at = now()
      WHERE s.key = 'faq' AND s.locale = $1 AND jsonb_typeof(s.value) = 'array'
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(s.value) AS y(e) WHERE y.e->>'answer' = $3)`,
    [locale, fromQuestion, fromAnswer, question, answer],
  );
}
