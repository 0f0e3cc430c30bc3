import { z } from 'zod';
import { installFrenchZodErrors } from '../zod-french.js';
import { defineMessages } from '../i18n/catalogue.js';

// Every request schema is built from these helpers: whoever loads them (the server, a form page)
// parses with French messages. Here rather than in an import-for-effect, which the page's bundler
// drops (the contract's modules are declared free of side effects there, see apps/web/vite.config.ts).
installFrenchZodErrors();

/*
 * Text a person sends never holds control characters. PostgreSQL refuses a NUL byte in text (the
 * request ended in a 500), and the others (escape, backspace, the C1 range) only ever come from a
 * tool or an attack: they corrupt logs, mails and displays. A lone UTF-16 surrogate is refused as
 * well: it is not a character, and PostgreSQL would store a replacement mark in its place.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;
/** Multi-line text (a description) keeps tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;

/** True when `value` holds a character no text field accepts (tab and line breaks allowed when `multiline`). */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/** Here rather than in messages.ts, whose objects the page's first load carries whole. */
export const textMessages = defineMessages('textMessages', { forbiddenCharacters: 'Caractères non autorisés' } as const);

type StringParams = Parameters<typeof z.string>[0];

// abort: a refused character is the only thing said about the field (its length would be beside the point).
const refusal = { error: textMessages.forbiddenCharacters, abort: true } as const;

/**
 * A single-line text field of a request (a name, an email, a query, an id): a zod string that
 * refuses control characters (tab and line breaks included) before any other check.
 * `params` is what `z.string(params)` takes (the message when the field is missing or not a string).
 */
export function plainText(params?: StringParams): z.ZodString {
  return z.string(params).refine((value) => !hasForbiddenCharacters(value), refusal);
}

/** A multi-line text field (a description): like {@link plainText}, but tab and line breaks are kept. */
export function multilineText(params?: StringParams): z.ZodString {
  return z.string(params).refine((value) => !hasForbiddenCharacters(value, true), refusal);
}
