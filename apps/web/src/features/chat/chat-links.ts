/** A piece of a message: plain text, or an http(s) address the page may turn into a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/* An address starts with http:// or https:// and runs to the next space. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi;
/* Punctuation that ends a sentence rather than an address ("voir https://kora.sn/live.") */
const TRAILING = /[.,;:!?'»)\]}]+$/;

/** The address as a link target, or null unless it is a well-formed http(s) URL. */
function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message cut into text and addresses (live chat: links from the creator and admins are
 * clickable, everyone else's stay text). Nothing here is HTML: the parts are rendered as text nodes.
 */
export function splitLinks(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of message.matchAll(ADDRESS)) {
    const start = match.index;
    let text = match[0];
    const trailing = TRAILING.exec(text);
    // A closing parenthesis belongs to the address when it opened one: https://fr.wikipedia.org/wiki/Kora_(instrument)
    if (trailing && !(trailing[0] === ')' && text.includes('('))) text = text.slice(0, trailing.index);
    const href = safeHref(text);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: message.slice(last, start) });
    parts.push({ kind: 'link', text, href });
    last = start + text.length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  return parts;
}
