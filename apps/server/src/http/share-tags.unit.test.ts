import { describe, expect, it } from 'vitest';
import { cutDescription, escapeHtml, withShareTags } from './share-tags.js';

const ID = '0d5e3c1a-0001-4000-8000-00000000c001';

describe('cutDescription', () => {
  it('keeps a short text whole, on one line', () => {
    expect(cutDescription('  Une enquête\nsur les rives   du Niger.  ')).toBe('Une enquête sur les rives du Niger.');
  });

  it('cuts after the last whole word, with an ellipsis, within the limit', () => {
    const cut = cutDescription('Une soirée de musique à Dakar, jusqu’au matin.', 30);
    expect(cut).toBe('Une soirée de musique à Dakar…');
    expect([...cut].length).toBeLessThanOrEqual(30);
  });

  it('never splits an emoji, and cuts a single long word', () => {
    expect(cutDescription('🌳'.repeat(50), 10)).toBe(`${'🌳'.repeat(9)}…`);
    expect(cutDescription('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('withShareTags', () => {
  const preview = { kind: 'video' as const, id: ID, title: 'Le "grand" <b>soir</b> $& \'fin\'', description: '', image: 'default' as const };

  it('escapes every value, and a $ pattern stays text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = withShareTags('<head><title>Kora</title></head>', preview, 'https://kora.example');
    expect(html).toContain('<title>Le &quot;grand&quot; &lt;b&gt;soir&lt;/b&gt; $&amp; &#39;fin&#39; · Kora</title>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<meta property="og:description" content="Regardez « Le &quot;grand&quot; &lt;b&gt;soir&lt;/b&gt; $&amp; &#39;fin&#39; » sur Kora');
  });

  it('replaces the title and the general description, or goes at the end of the head', () => {
    const page = '<head>\n<meta name="description" content="Kora" />\n<title>Kora</title>\n</head>';
    const html = withShareTags(page, { ...preview, kind: 'creator', title: 'Studio Baobab' }, 'https://kora.example');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain('<meta property="og:url" content="https://kora.example/creator/0d5e3c1a-0001-4000-8000-00000000c001" />');
    expect(html).toContain(`<meta property="og:image" content="https://kora.example/api/creators/${ID}/share-image" />`);
    expect(withShareTags('<head></head>', preview, 'https://kora.example')).toMatch(/^<head><title>.*<\/title>[\s\S]*<\/head>$/);
  });

  it('gives the picture’s size only for the site image', () => {
    const stored = withShareTags('<title>Kora</title>', { ...preview, image: { stored: `videos/${ID}/hls/poster.jpg` } }, 'https://kora.example');
    expect(stored).not.toContain('og:image:width');
    expect(withShareTags('<title>Kora</title>', preview, 'https://kora.example')).toContain('<meta property="og:image:width" content="1200" />');
  });
});
