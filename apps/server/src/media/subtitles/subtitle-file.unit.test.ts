import { describe, expect, it } from 'vitest';
import { formatWebVtt, plainTextOf, readSubtitleFile, SUBTITLE_MAX_BYTES, SUBTITLE_MAX_CUES, SubtitleFileError } from './subtitle-file.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const read = (text: string, durationSeconds = 60) => readSubtitleFile(utf8(text), { durationSeconds });

function errorOf(input: string | Uint8Array, durationSeconds = 60): SubtitleFileError {
  try {
    readSubtitleFile(typeof input === 'string' ? utf8(input) : input, { durationSeconds });
  } catch (error) {
    if (error instanceof SubtitleFileError) return error;
    throw error;
  }
  throw new Error('readSubtitleFile accepted the file');
}

/** The stored text of a one-cue SRT whose text is `text`, or undefined when the cue was dropped. */
function cleaned(text: string): string | undefined {
  const cues = read(`1\n00:00:01,000 --> 00:00:02,000\n${text}\n\n2\n00:00:03,000 --> 00:00:04,000\nsuite\n`);
  return cues.length === 2 ? cues[0]?.text : undefined;
}

/** n SRT cues of one second, one every second from 0 s. */
function manyCues(count: number): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const time = (seconds: number) => `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)},000`;
  return Array.from({ length: count }, (_, i) => `${i + 1}\n${time(i)} --> ${time(i + 1)}\nRéplique ${i + 1}\n`).join('\n');
}

const validSrt = [
  '1',
  '00:00:01,000 --> 00:00:04,500',
  'Bonjour à tous.',
  '',
  '2',
  '0:00:05.250 --> 00:00:07,000  X1:100 X2:200 Y1:10 Y2:20',
  '- Tu viens ?',
  '- Oui !',
  '',
  '',
].join('\r\n');

describe('readSubtitleFile: formats', () => {
  it('reads a valid SRT: CRLF, index lines, dot or comma, one-digit hours, position junk', () => {
    expect(readSubtitleFile(utf8(validSrt), { durationSeconds: 10 })).toEqual([
      { startMs: 1000, endMs: 4500, text: 'Bonjour à tous.' },
      { startMs: 5250, endMs: 7000, text: '- Tu viens ?\n- Oui !' },
    ]);
  });

  it('reads a valid WebVTT: header, NOTE, STYLE and REGION skipped, identifiers and settings dropped', () => {
    const vtt = [
      'WEBVTT - Kora',
      'Kind: captions',
      '',
      'STYLE',
      '::cue { color: red }',
      '',
      'REGION',
      'id:bas width:40%',
      '',
      'NOTE relu le 3 mai',
      'par la régie',
      '',
      'intro',
      '00:01.000 --> 00:03.000 align:start line:0 position:10%',
      '<v Marie>Salut</v>',
      '',
      'NOTE',
      '',
      '00:00:04.000 --> 00:00:06.000',
      '<c.jaune>Ça va ?</c>',
      '',
    ].join('\n');
    expect(read(vtt)).toEqual([
      { startMs: 1000, endMs: 3000, text: 'Salut' },
      { startMs: 4000, endMs: 6000, text: 'Ça va ?' },
    ]);
  });

  it('takes the WEBVTT header after blank lines and a BOM only when followed by nothing, a space or a tab', () => {
    expect(read('\uFEFF\n\nWEBVTT\tx\n\n00:01.000 --> 00:02.000\nA\n')).toEqual([{ startMs: 1000, endMs: 2000, text: 'A' }]);
    expect(errorOf('WEBVTTX\n\n00:01.000 --> 00:02.000\nA\n').message).toBe(
      'Ligne 1 : horodatage attendu (00:00:01,000 --> 00:00:04,000), trouvé « WEBVTTX »',
    );
  });

  it('ends a cue at a line of spaces', () => {
    expect(read('1\n00:00:01,000 --> 00:00:02,000\nA\n  \t\n2\n00:00:03,000 --> 00:00:04,000\nB\n')).toHaveLength(2);
  });

  it('starts a new cue at a timing line that follows text without a blank line', () => {
    expect(read('1\n00:00:01,000 --> 00:00:02,000\nA\n2\n00:00:03,000 --> 00:00:04,000\nB\n')).toEqual([
      { startMs: 1000, endMs: 2000, text: 'A' },
      { startMs: 3000, endMs: 4000, text: 'B' },
    ]);
  });
});

describe('readSubtitleFile: bytes', () => {
  it('refuses a file over 1 MB', () => {
    const big = utf8(manyCues(1).padEnd(2 * SUBTITLE_MAX_BYTES, ' '));
    const error = errorOf(big);
    expect(error.message).toBe('Le fichier de sous-titres dépasse 1 Mo.');
    expect(error.line).toBeUndefined();
  });

  it('refuses a binary file (PNG header, or many control characters)', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const message = "Ce fichier n'est pas un fichier de sous-titres (.srt ou .vtt) en texte.";
    expect(errorOf(png).message).toBe(message);
    expect(errorOf(png).line).toBeUndefined();
    expect(errorOf(Uint8Array.from({ length: 200 }, (_, i) => (i % 4 === 0 ? 0x01 : 0x41))).message).toBe(message);
  });

  it('decodes Windows-1252 when the bytes are not UTF-8', () => {
    const cp1252: Record<string, number> = { é: 0xe9, à: 0xe0, œ: 0x9c, '’': 0x92 };
    const text = '1\r\n00:00:01,000 --> 00:00:02,000\r\nL’été à l’œuvre\r\n';
    const bytes = Uint8Array.from(Array.from(text, (char) => cp1252[char] ?? char.charCodeAt(0)));
    expect(readSubtitleFile(bytes, { durationSeconds: 60 })[0]?.text).toBe('L’été à l’œuvre');
  });

  it('decodes UTF-8 with a BOM and UTF-16 with either BOM', () => {
    const text = '1\n00:00:01,000 --> 00:00:02,000\nGrâce à œuvre\n';
    const utf16le = Uint8Array.from([0xff, 0xfe, ...Array.from(text).flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8])]);
    const utf16be = Uint8Array.from([0xfe, 0xff, ...Array.from(text).flatMap((char) => [char.charCodeAt(0) >> 8, char.charCodeAt(0) & 0xff])]);
    for (const bytes of [Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(text)]), utf16le, utf16be]) {
      expect(readSubtitleFile(bytes, { durationSeconds: 60 })).toEqual([{ startMs: 1000, endMs: 2000, text: 'Grâce à œuvre' }]);
    }
  });
});

describe('readSubtitleFile: timings', () => {
  const twoCues = (second: string) => `1\n00:00:01,000 --> 00:00:02,000\nA\n\n2\n${second}\nB\n`;

  it('names the line of a block without a timing, quoting at most 40 characters of it', () => {
    const long = 'Ceci est une très longue ligne de texte sans horodatage';
    expect(errorOf(`1\n00:00:01,000 --> 00:00:02,000\nA\n\n2\n${long}\n`).message).toBe(
      'Ligne 6 : horodatage attendu (00:00:01,000 --> 00:00:04,000), trouvé « Ceci est une très longue ligne de texte … »',
    );
    expect(errorOf('1\n00:00:01,000 --> 00:00:02,000\nA\n\nsuite perdue\n').line).toBe(5);
  });

  it('refuses minutes or seconds of 60 and more, and bad digits', () => {
    for (const timing of ['00:60:00,000 --> 00:60:01,000', '00:00:01,000 --> 00:00:61,000', '00:00:0a,000 --> 00:00:02,000', '00:00:01,00 --> 00:00:02,000']) {
      const error = errorOf(twoCues(timing));
      expect(error.line).toBe(6);
      expect(error.message).toMatch(/^Ligne 6 : horodatage attendu/);
    }
  });

  it('refuses an end before the start', () => {
    const error = errorOf(twoCues('00:00:04,000 --> 00:00:03,000'));
    expect(error.message).toBe('Ligne 6 : la fin du sous-titre précède son début.');
    expect(error.line).toBe(6);
    expect(errorOf(twoCues('00:00:04,000 --> 00:00:04,000')).line).toBe(6);
  });

  it('refuses cues out of order', () => {
    expect(errorOf(twoCues('00:00:00,500 --> 00:00:03,000')).message).toBe(
      "Ligne 6 : les horodatages ne sont pas dans l'ordre (ce sous-titre commence avant le précédent).",
    );
  });

  it('refuses a cue longer than 10 s, not one of exactly 10 s', () => {
    expect(errorOf(twoCues('00:00:03,000 --> 00:00:13,001')).message).toBe('Ligne 6 : un sous-titre dure au plus 10 secondes.');
    expect(read(twoCues('00:00:03,000 --> 00:00:13,000'))).toHaveLength(2);
  });

  it('refuses a cue ending after the video, with half a second of slack', () => {
    expect(errorOf(twoCues('00:00:58,000 --> 00:01:05,000'), 62.9).message).toBe(
      'Ligne 6 : ce sous-titre finit après la fin de la vidéo (01:02).',
    );
    expect(read(twoCues('00:00:58,000 --> 00:01:03,400'), 62.9)).toHaveLength(2);
  });

  it('writes hours in the video length past an hour', () => {
    expect(errorOf(twoCues('01:02:03,000 --> 01:02:06,000'), 3725).message).toMatch(/\(1:02:05\)\.$/);
  });
});

describe('readSubtitleFile: counts', () => {
  it('needs a video length: without one, every cue would pass', () => {
    expect(() => read(validSrt, Number.NaN)).toThrow(RangeError);
  });

  it('refuses more than 5 000 cues and takes 5 000', () => {
    expect(read(manyCues(SUBTITLE_MAX_CUES), 6000)).toHaveLength(SUBTITLE_MAX_CUES);
    expect(errorOf(manyCues(SUBTITLE_MAX_CUES + 1), 6000).message).toBe('Le fichier compte plus de 5 000 sous-titres.');
  });

  it('refuses an empty file, a header alone and cues without words', () => {
    const message = 'Le fichier ne contient aucun sous-titre.';
    expect(errorOf('').message).toBe(message);
    expect(errorOf('\n\n').message).toBe(message);
    expect(errorOf('WEBVTT\n').message).toBe(message);
    expect(errorOf('1\n00:00:01,000 --> 00:00:02,000\n{\\an8}<i></i>\n').message).toBe(message);
  });

  it('drops cues whose text cleans to nothing', () => {
    expect(read('1\n00:00:01,000 --> 00:00:02,000\n<script>x</script>\n\n2\n00:00:03,000 --> 00:00:04,000\nB\n')).toEqual([
      { startMs: 3000, endMs: 4000, text: 'B' },
    ]);
  });
});

describe('readSubtitleFile: cleaning', () => {
  it('drops scripts, styles and images whole', () => {
    expect(cleaned('<script>alert(1)</script>Bonjour')).toBe('Bonjour');
    expect(cleaned('<img src=x onerror=alert(1)>Salut')).toBe('Salut');
    expect(cleaned('<SCRIPT type="text/javascript">a<b</script >Oui<style>p{}</style>')).toBe('Oui');
    expect(cleaned('Non<script>alert(1)')).toBe('Non');
    expect(cleaned('<img alt="a>b" onerror="alert(1)">Ok')).toBe('Ok');
  });

  it('keeps <i>, <b>, <u> without attributes or classes', () => {
    expect(cleaned('<i>ok</i> <b onclick=x>gras</b>')).toBe('<i>ok</i> <b>gras</b>');
    expect(cleaned('<I.foo>a</I> <b class=x>b</b> <u style="x">c</u>')).toBe('<i>a</i> <b>b</b> <u>c</u>');
    expect(cleaned('<font color="#ffff00">jaune</font> <a href="javascript:x">lien</a>')).toBe('jaune lien');
  });

  it('removes comments, override blocks, timestamp tags and turns <br> into a line break', () => {
    expect(cleaned('{\\an8}{\\i1}Haut{\\i0}')).toBe('Haut');
    expect(cleaned('&#123;\\an8}Haut {\\pos(1<font>,2)}')).toBe('Haut');
    expect(cleaned('a<!-- note -->b<00:00:01.500>c')).toBe('abc');
    expect(cleaned('un<br/>deux')).toBe('un\ndeux');
  });

  it('balances tags: closes what is open, drops stray closings, reopens across misnesting', () => {
    expect(cleaned('<i>ouvert')).toBe('<i>ouvert</i>');
    expect(cleaned('fermé</b>')).toBe('fermé');
    expect(cleaned('<i><b>x</i>y</b>')).toBe('<i><b>x</b></i><b>y</b>');
    expect(cleaned('<i>un\ndeux</i>')).toBe('<i>un\ndeux</i>');
  });

  it('decodes entities and escapes text for WebVTT', () => {
    expect(cleaned('3 < 5 &amp; 6 > 4')).toBe('3 &lt; 5 &amp; 6 &gt; 4');
    expect(cleaned('<3 <3> a<b')).toBe('&lt;3 &lt;3&gt; a&lt;b');
    expect(cleaned('&lt;script&gt; &quot;a&quot; &#39;b&#39; &#x2019; &#233;t&eacute;')).toBe('&lt;script&gt; "a" \'b\' ’ ét&amp;eacute;');
    expect(cleaned('a&nbsp;b')).toBe('a\u00a0b');
  });

  it('never lets "-->" through', () => {
    expect(cleaned('a --> b')).toBe('a --&gt; b');
    expect(cleaned('a --&gt; b')).toBe('a --&gt; b');
  });

  it('removes control characters, trims lines and drops empty ones', () => {
    expect(cleaned('  a\u0007b\tc  \n\u0007 {\\an8}\n<i> </i>\n <i> d </i> ')).toBe('ab c\n<i>d</i>');
    expect(cleaned('<i>\nitalique</i>')).toBe('<i>italique</i>');
    expect(cleaned('texte<i>\n\u0007\n</i>')).toBe('texte');
  });

  it('stays fast on hostile markup', () => {
    const hostile = ['<a'.repeat(100_000), `<a ${'x'.repeat(400_000)}`, '<a "<a "'.repeat(50_000), '&a'.repeat(200_000), '{\\'.repeat(200_000)];
    for (const text of hostile) expect(cleaned(text)).toBeDefined();
  });
});

describe('formatWebVtt', () => {
  const cues = [
    { startMs: 1000, endMs: 4500, text: '<i>Bonjour</i> &amp; bienvenue' },
    { startMs: 3_723_004, endMs: 3_725_000, text: 'un\ndeux' },
  ];

  it('writes the header, a blank line and each cue', () => {
    expect(formatWebVtt(cues)).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:04.500\n<i>Bonjour</i> &amp; bienvenue\n\n01:02:03.004 --> 01:02:05.000\nun\ndeux\n');
    expect(formatWebVtt([], 'X-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000')).toBe('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000\n');
  });

  it('cannot be broken by cue text that did not come from readSubtitleFile', () => {
    expect(formatWebVtt([{ startMs: 0, endMs: 1000, text: 'a\n\n00:00:02.000 --> 00:00:03.000' }])).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\na\n00:00:02.000 --&gt; 00:00:03.000\n',
    );
  });

  it('round-trips: what it writes reads back to the same cues', () => {
    const source = `${validSrt}3\n00:00:08,000 --> 00:00:09,000\n<b>3 < 5 &amp; {\\an8}<i>fin\n\n`;
    const first = readSubtitleFile(utf8(source), { durationSeconds: 10 });
    expect(first).toHaveLength(3);
    expect(read(formatWebVtt(first), 10)).toEqual(first);
    expect(read(formatWebVtt(first, 'X-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000'), 10)).toEqual(first);
  });
});

describe('plainTextOf', () => {
  it('removes tags, decodes entities and joins lines with a space', () => {
    expect(plainTextOf('<i>Tom &amp; Léa</i>\n<b>3 &lt; 5</b>')).toBe('Tom & Léa 3 < 5');
    expect(plainTextOf(cleaned('&lt;b&gt;pas un tag&lt;/b&gt;') ?? '')).toBe('<b>pas un tag</b>');
  });
});
