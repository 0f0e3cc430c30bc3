/**
 * ESLint rule: a text a person reads is not written in a web component but read from a catalogue (a `*-texts.ts`
 * made with defineMessages, which has its English): JSX text with letters, and string literals given to the
 * attributes people read or hear (aria-label, title, placeholder, alt), are refused.
 */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription', 'label']);
const LETTERS = /\p{L}{2}/u;
/** Names that are no language's words: the brand, other services' names, an address's pattern. */
const NAMES = /^\s*(Kora|WhatsApp|SMS|https?:\/\/\S*)\s*$/;
const readable = (text) => LETTERS.test(text) && !NAMES.test(text);

export const catalogueTexts = {
  meta: {
    type: 'problem',
    docs: { description: 'Readable texts come from a catalogue' },
    messages: { literal: 'Texte écrit dans le composant : « {{text}} ». Mettez-le dans le catalogue de la fonctionnalité (*-texts.ts) avec son anglais.' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (readable(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'Literal' ? node.value.value : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal' ? node.value.expression.value : null;
        if (typeof value === 'string' && readable(value)) report(node.value, value);
      },
    };
  },
};
