/**
 * AMF0, the value encoding of RTMP commands and data messages (connect, publish, onStatus,
 * onMetaData). Decoding takes what encoders send; encoding writes what the server answers
 * (numbers, strings, booleans, null, objects, arrays).
 */

export type AmfValue = number | boolean | string | null | undefined | Date | AmfValue[] | AmfObject;
export interface AmfObject {
  [key: string]: AmfValue;
}

const NUMBER = 0x00;
const BOOLEAN = 0x01;
const STRING = 0x02;
const OBJECT = 0x03;
const NULL = 0x05;
const UNDEFINED = 0x06;
const REFERENCE = 0x07;
const ECMA_ARRAY = 0x08;
const OBJECT_END = 0x09;
const STRICT_ARRAY = 0x0a;
const DATE = 0x0b;
const LONG_STRING = 0x0c;
const UNSUPPORTED = 0x0d;
const XML_DOCUMENT = 0x0f;
const TYPED_OBJECT = 0x10;

/** Nesting deeper than this is refused: a hostile peer could otherwise exhaust the stack. */
const MAX_DEPTH = 32;

export class AmfError extends Error {}

class Reader {
  offset = 0;
  /** Objects read so far, for AMF0 references (rare, but legal). */
  readonly objects: AmfValue[] = [];
  constructor(private readonly buffer: Buffer) {}

  get done(): boolean {
    return this.offset >= this.buffer.length;
  }

  take(length: number): Buffer {
    if (this.offset + length > this.buffer.length) throw new AmfError('AMF0 tronqué');
    const bytes = this.buffer.subarray(this.offset, this.offset + length);
    this.offset += length;
    return bytes;
  }

  byte = () => this.take(1).readUInt8(0);
  u16 = () => this.take(2).readUInt16BE(0);
  u32 = () => this.take(4).readUInt32BE(0);
  double = () => this.take(8).readDoubleBE(0);
  utf8 = (length: number) => this.take(length).toString('utf8');
}

/** Reads name/value pairs up to the empty name followed by the object-end marker. */
function readProperties(reader: Reader, target: AmfObject, depth: number): AmfObject {
  for (;;) {
    const name = reader.utf8(reader.u16());
    if (name === '') {
      const marker = reader.byte();
      if (marker !== OBJECT_END) throw new AmfError(`AMF0 : fin d'objet attendue, marqueur ${marker}`);
      return target;
    }
    // Defined, not assigned: a key named __proto__ stays a plain property.
    Object.defineProperty(target, name, { value: readValue(reader, depth + 1), enumerable: true, writable: true, configurable: true });
  }
}

function readValue(reader: Reader, depth: number): AmfValue {
  if (depth > MAX_DEPTH) throw new AmfError('AMF0 trop imbriqué');
  const marker = reader.byte();
  switch (marker) {
    case NUMBER:
      return reader.double();
    case BOOLEAN:
      return reader.byte() !== 0;
    case STRING:
      return reader.utf8(reader.u16());
    case LONG_STRING:
    case XML_DOCUMENT:
      return reader.utf8(reader.u32());
    case NULL:
      return null;
    case UNDEFINED:
    case UNSUPPORTED:
      return undefined;
    case OBJECT:
    case ECMA_ARRAY:
    case TYPED_OBJECT: {
      // An ECMA array's count is a hint only: its pairs end with the same marker as an object's.
      if (marker === ECMA_ARRAY) reader.u32();
      if (marker === TYPED_OBJECT) reader.utf8(reader.u16());
      const object: AmfObject = {};
      reader.objects.push(object);
      return readProperties(reader, object, depth);
    }
    case STRICT_ARRAY: {
      const count = reader.u32();
      const values: AmfValue[] = [];
      reader.objects.push(values);
      for (let i = 0; i < count; i++) values.push(readValue(reader, depth + 1));
      return values;
    }
    case DATE: {
      const time = reader.double();
      reader.u16(); // time zone: reserved, always 0
      return new Date(time);
    }
    case REFERENCE: {
      const index = reader.u16();
      if (index >= reader.objects.length) throw new AmfError(`AMF0 : référence ${index} inconnue`);
      return reader.objects[index];
    }
    default:
      throw new AmfError(`AMF0 : marqueur ${marker} non pris en charge`);
  }
}

/** Every value of an AMF0 payload, in order (a command: name, transaction id, command object, arguments). */
export function decodeAmf0(buffer: Buffer): AmfValue[] {
  const reader = new Reader(buffer);
  const values: AmfValue[] = [];
  while (!reader.done) values.push(readValue(reader, 0));
  return values;
}

/** `size` bytes filled by `write`. */
function fixed(size: number, write: (bytes: Buffer) => void): Buffer {
  const bytes = Buffer.alloc(size);
  write(bytes);
  return bytes;
}
const u16 = (value: number) => fixed(2, (bytes) => bytes.writeUInt16BE(value));
const u32 = (value: number) => fixed(4, (bytes) => bytes.writeUInt32BE(value));
const double = (value: number) => fixed(8, (bytes) => bytes.writeDoubleBE(value));

/** A property name or short string: its UTF-8 length on 16 bits, then the bytes. */
function shortString(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > 0xffff) throw new AmfError('AMF0 : nom de propriété trop long');
  return Buffer.concat([u16(bytes.length), bytes]);
}

function encodeValue(value: AmfValue, parts: Buffer[]): void {
  if (value === null) parts.push(Buffer.of(NULL));
  else if (value === undefined) parts.push(Buffer.of(UNDEFINED));
  else if (typeof value === 'number') parts.push(Buffer.of(NUMBER), double(value));
  else if (typeof value === 'boolean') parts.push(Buffer.of(BOOLEAN, value ? 1 : 0));
  else if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    if (bytes.length <= 0xffff) parts.push(Buffer.of(STRING), u16(bytes.length), bytes);
    else parts.push(Buffer.of(LONG_STRING), u32(bytes.length), bytes);
  } else if (value instanceof Date) parts.push(Buffer.of(DATE), double(value.getTime()), u16(0));
  else if (Array.isArray(value)) {
    parts.push(Buffer.of(STRICT_ARRAY), u32(value.length));
    for (const item of value) encodeValue(item, parts);
  } else {
    parts.push(Buffer.of(OBJECT));
    for (const [name, item] of Object.entries(value)) {
      parts.push(shortString(name));
      encodeValue(item, parts);
    }
    parts.push(Buffer.of(0, 0, OBJECT_END));
  }
}

/** The AMF0 bytes of values written one after the other. */
export function encodeAmf0(...values: AmfValue[]): Buffer {
  const parts: Buffer[] = [];
  for (const value of values) encodeValue(value, parts);
  return Buffer.concat(parts);
}

/** The named property of an AMF0 object, or undefined when the value is not an object. */
export function amfField(value: AmfValue, name: string): AmfValue {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return undefined;
  return Object.hasOwn(value, name) ? value[name] : undefined;
}
