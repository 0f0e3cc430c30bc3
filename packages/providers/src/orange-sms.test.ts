import { describe, expect, it } from 'vitest';
import { msisdnOfTel, orangeErrorText, orangeOutboundPath, orangeRequestIdOf, telAddressOf } from './orange-sms.js';

describe("Orange's SMS wire format", () => {
  it('puts the sender address in the path URL-encoded, as Orange documents it', () => {
    expect(orangeOutboundPath('tel:+2210000')).toBe('/smsmessaging/v1/outbound/tel%3A%2B2210000/requests');
    expect(telAddressOf('221771234567')).toBe('tel:+221771234567');
    expect(msisdnOfTel('tel:+221771234567')).toBe('221771234567');
  });

  it("reads a request's id from its resourceURL", () => {
    expect(orangeRequestIdOf('https://api.orange.com/smsmessaging/v1/outbound/tel%3A%2B2210000/requests/abc-123')).toBe('abc-123');
    expect(orangeRequestIdOf('')).toBeUndefined();
  });

  it('says what each error shape says, variables put in the text', () => {
    const service = { requestError: { serviceException: { messageId: 'SVC0002', text: 'Invalid input value for message part %1', variables: ['address'] } } };
    expect(orangeErrorText(service)).toBe('SVC0002 : Invalid input value for message part address');
    expect(orangeErrorText({ requestError: { policyException: { messageId: 'POL0001', text: 'A policy error occurred. Error code is %1', variables: ['Expired bundle'] } } })).toBe(
      'POL0001 : A policy error occurred. Error code is Expired bundle',
    );
    expect(orangeErrorText({ code: 42, message: 'Expired credentials', description: 'out-of-date' })).toBe('42 Expired credentials : out-of-date');
    expect(orangeErrorText({ error: 'invalid_client', error_description: 'bad secret' })).toBe('invalid_client : bad secret');
    expect(orangeErrorText({ something: 'else' })).toBeUndefined();
    expect(orangeErrorText('text')).toBeUndefined();
  });
});
