import { describe, expect, it } from 'vitest';
import { splitLinks } from './chat-links';

describe('splitLinks', () => {
  it('leaves text without an address as one part', () => {
    expect(splitLinks('Bonsoir Dakar !')).toEqual([{ kind: 'text', text: 'Bonsoir Dakar !' }]);
  });

  it('finds http and https addresses between text', () => {
    expect(splitLinks('Le replay : https://kora.sn/v/12 et http://exemple.ci')).toEqual([
      { kind: 'text', text: 'Le replay : ' },
      { kind: 'link', text: 'https://kora.sn/v/12', href: 'https://kora.sn/v/12' },
      { kind: 'text', text: ' et ' },
      { kind: 'link', text: 'http://exemple.ci', href: 'http://exemple.ci/' },
    ]);
  });

  it('keeps the sentence’s punctuation out of the address', () => {
    expect(splitLinks('Voir https://kora.sn/live.')).toEqual([
      { kind: 'text', text: 'Voir ' },
      { kind: 'link', text: 'https://kora.sn/live', href: 'https://kora.sn/live' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitLinks('(https://kora.sn)')[1]).toEqual({ kind: 'link', text: 'https://kora.sn', href: 'https://kora.sn/' });
    expect(splitLinks('https://fr.wikipedia.org/wiki/Kora_(instrument)')[0]).toMatchObject({ kind: 'link', text: 'https://fr.wikipedia.org/wiki/Kora_(instrument)' });
  });

  it('never makes a link of another scheme', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://kora.sn', 'https://', 'vbscript:msgbox']) {
      expect(splitLinks(text).every((part) => part.kind === 'text')).toBe(true);
    }
  });

  it('keeps markup as text', () => {
    const parts = splitLinks('<img src=x onerror=alert(1)> https://kora.sn/"><script>');
    expect(parts[0]).toEqual({ kind: 'text', text: '<img src=x onerror=alert(1)> ' });
    expect(parts[1]).toEqual({ kind: 'link', text: 'https://kora.sn/', href: 'https://kora.sn/' });
    expect(parts.map((p) => p.text).join('')).toBe('<img src=x onerror=alert(1)> https://kora.sn/"><script>');
  });
});
