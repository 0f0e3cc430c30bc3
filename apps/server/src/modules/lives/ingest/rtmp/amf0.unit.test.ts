import { describe, expect, it } from 'vitest';
import { AmfError, amfField, decodeAmf0, encodeAmf0 } from './amf0.js';

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');

describe('AMF0', () => {
  it('writes a command as RTMP peers expect it, byte for byte', () => {
    expect(encodeAmf0('_result', 1, null, { ok: true }).toString('hex')).toBe(
      [
        '02 0007 5f726573756c74', // string "_result"
        '00 3ff0000000000000', // number 1
        '05', // null
        '03 0002 6f6b 01 01 000009', // object { ok: true }
      ]
        .join('')
        .replace(/\s+/g, ''),
    );
  });

  it('reads back what it writes: numbers, strings, booleans, null, undefined, dates, arrays, nested objects', () => {
    const values = [0, -1.5, 2 ** 40, '', 'clé é', true, false, null, undefined, new Date(1_700_000_000_000), [1, 'a', [null]], { a: { b: { c: 'd' } }, n: 7 }];
    expect(decodeAmf0(encodeAmf0(...values))).toEqual(values);
  });

  it('writes strings over 65535 bytes as long strings', () => {
    const long = 'x'.repeat(70_000);
    const bytes = encodeAmf0(long);
    expect(bytes.readUInt8(0)).toBe(0x0c);
    expect(bytes.readUInt32BE(1)).toBe(70_000);
    expect(decodeAmf0(bytes)).toEqual([long]);
  });

  it('reads an ECMA array (onMetaData as encoders write it) as an object, whatever its count says', () => {
    const metadata = hex('02 000a 6f6e4d65746144617461  08 00000000  0005 7769647468 00 407aa00000000000  0006 686569676874 00 406e000000000000  000009');
    const [name, object] = decodeAmf0(metadata);
    expect(name).toBe('onMetaData');
    expect(object).toEqual({ width: 426, height: 240 });
    expect(amfField(object, 'width')).toBe(426);
    expect(amfField(object, 'missing')).toBeUndefined();
    expect(amfField('not an object', 'width')).toBeUndefined();
  });

  it('reads typed objects, XML documents, the unsupported marker and references to earlier objects', () => {
    const bytes = hex('10 0001 54  0001 6b 02 0001 76  000009   0f 00000002 3c61   0d   07 0000');
    expect(decodeAmf0(bytes)).toEqual([{ k: 'v' }, '<a', undefined, { k: 'v' }]);
  });

  it('keeps a property named __proto__ a plain property', () => {
    const [object] = decodeAmf0(hex('03 0009 5f5f70726f746f5f5f 02 0001 78 000009'));
    expect(Object.getPrototypeOf(object)).toBe(Object.prototype);
    expect(Object.keys(object as object)).toEqual(['__proto__']);
    expect(amfField(object, '__proto__')).toBe('x');
  });

  it('refuses truncated values, unknown markers, AMF3, dangling references and deep nesting', () => {
    expect(() => decodeAmf0(hex('00 3ff0'))).toThrow(AmfError);
    expect(() => decodeAmf0(hex('02 0005 6162'))).toThrow(AmfError);
    expect(() => decodeAmf0(hex('03 0001 61 05'))).toThrow(AmfError);
    expect(() => decodeAmf0(hex('03 0000 05'))).toThrow(/fin d'objet/);
    expect(() => decodeAmf0(hex('11 04 01'))).toThrow(/marqueur 17/);
    expect(() => decodeAmf0(hex('07 0000'))).toThrow(/référence/);
    expect(() => decodeAmf0(hex('0a 00000003 05'))).toThrow(AmfError);
    const deep = Buffer.concat(Array.from({ length: 40 }, () => hex('0a 00000001')));
    expect(() => decodeAmf0(deep)).toThrow(/imbriqué/);
  });
});
