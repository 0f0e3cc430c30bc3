import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, COUNTRIES, CURRENCIES, isValidPaymentCombination, PAYMENT_METHODS, paymentMessages } from '@kora/shared';
import { createAgent } from '../../../../test/agent.js';
import { createHub2Kit, type Hub2Kit, PASS_JOUR } from '../../../../test/kits/hub2-kit.js';

/*
 * What POST /api/hub2/create-payment-intent refuses before anything reaches Hub2: the
 * method × currency × country matrix, the phone, the amount the page shows against the server's
 * price; the return pages kept to Kora's own; who may start, confirm or open a payment.
 */
let kit: Hub2Kit;
beforeAll(async () => {
  kit = await createHub2Kit();
});
afterAll(() => kit.close());

describe('the method × currency × country matrix', () => {
  it('refuses every combination the matrix does not sell (400), and not one it sells', async () => {
    const { agent } = await kit.buyer();
    let invalid = 0;
    for (const method of PAYMENT_METHODS) {
      for (const currency of CURRENCIES) {
        for (const country of COUNTRIES) {
          if (isValidPaymentCombination(method, currency, country)) continue;
          invalid += 1;
          const res = await kit.start(agent, { payment_method: method, currency, country, customer_phone: '771234567' });
          expect(res.status, `${method} ${currency} ${country}`).toBe(400);
          expect(res.body.message, `${method} ${currency} ${country}`).toBe(paymentMessages.invalidCombination);
        }
      }
    }
    expect(invalid).toBe(6 * 4 * 14 - (2 * 6 + 2 * 4 + 6 + 2 + 4 * 14 * 2));
    // None of them counted against the rate limit, and a combination the matrix sells passes.
    const valid = await kit.start(agent, { payment_method: 'mtn_mobile_money', currency: 'XAF', country: 'CM', customer_phone: '6 71 23 45 67' });
    expect(valid.status).toBe(201);
    expect(valid.body).toEqual({ id: expect.stringMatching(/^pi_/), payment_link: expect.any(String) });
  });
});

describe('the phone', () => {
  it('is required for methods whose id contains "money", and must be a mobile number of the country', async () => {
    const { agent } = await kit.buyer();
    for (const [method, phone] of [['orange_money', undefined], ['orange_money', null], ['mtn_mobile_money', '   '], ['moov_money', '']] as const) {
      const res = await kit.start(agent, { payment_method: method, customer_phone: phone, country: method === 'mtn_mobile_money' ? 'CI' : 'SN' });
      expect(res.status, `${method} ${String(phone)}`).toBe(400);
      expect(res.body).toMatchObject({ message: paymentMessages.phoneRequired, fieldErrors: { customer_phone: paymentMessages.phoneRequired } });
    }
    for (const [country, phone] of [['SN', '12345'], ['SN', '77 123 45 6a'], ['CI', '07 12 34 56'], ['SN', '+225 07 12 34 56 78']] as const) {
      const res = await kit.start(agent, { country, customer_phone: phone });
      expect(res.status, `${country} ${phone}`).toBe(400);
      expect(res.body.message).toBe(paymentMessages.phoneInvalid);
    }
    expect((await kit.start(agent, { country: 'CI', customer_phone: '+225 07 12 34 56 78' })).status).toBe(201);
    // Wave's id has no 'money': no phone needed.
    expect((await kit.start(agent, { payment_method: 'wave', customer_phone: undefined })).status).toBe(201);
  });
});

describe('the amount', () => {
  it('must be the server’s price of the plan in that currency (400 amount_mismatch otherwise)', async () => {
    const { agent } = await kit.buyer();
    for (const [amount, planId] of [[4999, undefined], [1, undefined], [0, undefined], [5000, PASS_JOUR], [299, PASS_JOUR]] as const) {
      const res = await kit.start(agent, { amount, planId });
      expect(res.status, `${amount} ${String(planId)}`).toBe(400);
      expect(res.body).toMatchObject({ code: 'amount_mismatch', message: paymentMessages.amountMismatch });
    }
    expect((await kit.start(agent, { planId: '5e1a0000-0000-4000-8000-00000000dead' })).status).toBe(404);
    expect((await kit.start(agent, { amount: 300, planId: PASS_JOUR })).status).toBe(201);
  });
});

describe('return_url and cancel_url', () => {
  it('keep Kora’s own pages and replace any other address (no open redirect)', async () => {
    const cases = [
      { return_url: 'https://evil.example/phish', outcome: 'success', location: 'http://kora.test/hub2-success' },
      { return_url: '//evil.example/x', outcome: 'success', location: 'http://kora.test/hub2-success' },
      { return_url: 'http://kora.test/hub2-success?from=pay', outcome: 'success', location: 'http://kora.test/hub2-success?from=pay' },
      { cancel_url: 'javascript:alert(1)', outcome: 'failure', location: 'http://kora.test/hub2-payment' },
      { cancel_url: '/\\evil.example', outcome: 'failure', location: 'http://kora.test/hub2-payment' },
      { cancel_url: 'https://kora.test.evil.example/hub2-error', outcome: 'failure', location: 'http://kora.test/hub2-payment' },
    ];
    for (const { outcome, location, ...urls } of cases) {
      const { agent } = await kit.buyer();
      const { body } = await kit.start(agent, { return_url: undefined, cancel_url: undefined, ...urls });
      expect(await kit.answer(body.payment_link, outcome), JSON.stringify(urls)).toEqual({ status: 303, location });
    }
  });
});

describe('who may start, confirm and open a payment', () => {
  it('refuses signed-out callers (401)', async () => {
    const anonymous = createAgent(kit.t.app);
    expect((await kit.start(anonymous)).status).toBe(401);
    expect((await anonymous.post(apiPaths.hub2ConfirmPayment, { id: 'pi_x' })).status).toBe(401);
  });

  it('shows a payment to its payer only (404 for anyone else, or an unknown id)', async () => {
    const owner = await kit.buyer();
    const other = await kit.buyer();
    const { id } = (await kit.start(owner.agent)).body;
    for (const [agent, intentId] of [[other.agent, id], [owner.agent, 'pi_unknown']] as const) {
      const res = await kit.confirm(agent, intentId);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(paymentMessages.paymentNotFound);
    }
    expect((await kit.confirm(owner.agent, id)).body.status).toBe('pending');
  });

  it('opens the sandbox page with the link’s token only, and takes only a known outcome', async () => {
    const { agent } = await kit.buyer();
    const { id, payment_link: link } = (await kit.start(agent)).body;
    const path = new URL(link).pathname;
    for (const url of [path, `${path}?token=wrong`, `/sandbox/hub2/pay/pi_unknown${new URL(link).search}`]) {
      const page = await kit.t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain('Lien de paiement invalide');
      expect((await kit.answer(`http://kora.test${url}`, 'success')).status, url).toBe(404);
    }
    expect((await kit.answer(link, 'maybe')).status).toBe(400);
    expect(await kit.events(id)).toEqual([]);
    expect((await kit.confirm(agent, id)).body.status).toBe('pending');
  });

  it('limits how many payments one payer starts (429 after 10 in 15 minutes)', async () => {
    const { agent } = await kit.buyer();
    for (let i = 0; i < 10; i += 1) expect((await kit.start(agent)).status).toBe(201);
    const refused = await kit.start(agent);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited', message: paymentMessages.tooManyPayments });
    expect((await kit.start((await kit.buyer()).agent)).status).toBe(201);
  });
});
