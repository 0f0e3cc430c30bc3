/**
 * Uploaded subtitles (.srt or .vtt) read into cues we can trust, and written back as WebVTT. Pure and
 * dependency-free: the route hands in the bytes and the video's length, and stores what comes out.
 *
 * The output is served to browsers and rendered by players, so cleaning is an allow-list: plain text plus <i>, <b>
 * and <u>, escaped for WebVTT. Everything else in the source (tags, entities, override codes, control characters) is
 * either dropped or turned into text; nothing the source wrote reaches the output as markup of its own choosing.
 */

/** Larger than any real subtitle file of a feature film (about 100 kB); a bigger upload is not subtitles. */
export const SUBTITLE_MAX_BYTES = 1_000_000;
/** A feature film has 1 000 to 2 000 cues: more than 5 000 is a malformed or hostile file. */
export const SUBTITLE_MAX_CUES = 5000;
/** Readers need a line to change: a longer cue is usually a timing error (a missing end, hours for minutes). */
export const SUBTITLE_MAX_CUE_MS = 10_000;
/** Slack on the video's end: cue times and the probed duration are both rounded. */
const END_SLACK_MS = 500;

export interface SubtitleCue {
  startMs: number;
  endMs: number;
  /** Cleaned cue text: plain text with only <i>, <b>, <u> tags, lines joined by \n, WebVTT-escaped (&amp; &lt; &gt;). */
  text: string;
}

/** The file cannot be used; the French message is for the uploader and names the first bad line when there is one. */
export class SubtitleFileError extends Error {
  override readonly name = 'SubtitleFileError';
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `Ligne ${line} : ${message}`);
  }
}

export interface ReadOptions {
  /** The video's length: every cue must end within it (allow 0.5 s of slack for rounding). */
  durationSeconds: number;
}

// ——— Bytes to text ———

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * UTF-16 only with its BOM (nothing else announces it); otherwise UTF-8 when the bytes are valid UTF-8, else
 * Windows-1252, which is what French .srt files from older Windows tools are (and which decodes any byte).
 */
function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes);
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** C0 controls but tab, line feed, form feed and carriage return; DEL; C1 controls (Windows-1252's undefined bytes). */
const BINARY_CONTROL = /[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f]/g; // eslint-disable-line no-control-regex
const BINARY_SAMPLE_CHARS = 1024;

/** Text never holds NUL, and more than one control character in 20 is an image, an archive or a video. */
function looksBinary(text: string): boolean {
  if (text.includes('\0')) return true;
  const sample = text.slice(0, BINARY_SAMPLE_CHARS);
  return (sample.match(BINARY_CONTROL)?.length ?? 0) * 20 > sample.length;
}

// ——— Text to timed blocks ———

type Format = 'srt' | 'vtt';

/** A cue as the file wrote it; `line` is the 1-based line of its timing, the one errors name. */
interface RawCue {
  line: number;
  startMs: number;
  endMs: number;
  lines: string[];
}

/** [H]H:MM:SS.mmm or MM:SS.mmm, with a comma or a dot: SRT writes commas, WebVTT dots, tools mix them up. */
const TIMESTAMP = String.raw`(?:(\d{1,2}):)?(\d{2}):(\d{2})[.,](\d{3})`;
/** What follows the end time (WebVTT settings, SRT's X1:… position) is dropped. */
const TIMING = new RegExp(String.raw`^${TIMESTAMP}[ \t]*-->[ \t]*${TIMESTAMP}(?:[ \t].*)?$`);
const VTT_HEADER = /^WEBVTT(?:[ \t]|$)/;
/** WebVTT blocks that are not cues: comments, CSS, region definitions. */
const VTT_META_BLOCK = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;
const SRT_INDEX = /^\d+$/;
const QUOTED_MAX_CHARS = 40;

function isBlank(line: string | undefined): boolean {
  return line === undefined || line.trim() === '';
}

function detectFormat(lines: readonly string[]): Format {
  const first = lines.find((line) => !isBlank(line));
  return first !== undefined && VTT_HEADER.test(first.trim()) ? 'vtt' : 'srt';
}

/** The offending line as the uploader will recognise it, short enough for a message. */
function quote(line: string): string {
  const shown = line.trim().replace(BINARY_CONTROL, '');
  return shown.length > QUOTED_MAX_CHARS ? `${shown.slice(0, QUOTED_MAX_CHARS)}…` : shown;
}

function timingExpected(lines: readonly string[], index: number): SubtitleFileError {
  return new SubtitleFileError(`horodatage attendu (00:00:01,000 --> 00:00:04,000), trouvé « ${quote(lines[index] ?? '')} »`, index + 1);
}

function millis(match: RegExpMatchArray, from: number): number | null {
  const [hours, minutes, seconds, ms] = [1, 2, 3, 4].map((offset) => Number(match[from + offset] ?? 0)) as [number, number, number, number];
  if (minutes >= 60 || seconds >= 60) return null;
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + ms;
}

function parseTiming(lines: readonly string[], index: number): { startMs: number; endMs: number } {
  const match = (lines[index] ?? '').trim().match(TIMING);
  const startMs = match ? millis(match, 0) : null;
  const endMs = match ? millis(match, 4) : null;
  if (startMs === null || endMs === null) throw timingExpected(lines, index);
  return { startMs, endMs };
}

/**
 * The index of the timing line of the block starting at `index`: that line, or the next one after an SRT index or a
 * WebVTT cue identifier (any text, since we drop it). When neither is a timing, the error blames the line where the
 * timing should have been: after an index or identifier, the next line; otherwise this one.
 */
function timingLineOf(lines: readonly string[], index: number, format: Format): number {
  const line = (lines[index] ?? '').trim();
  if (line.includes('-->')) return index;
  const next = lines[index + 1];
  if (next?.includes('-->')) return index + 1;
  const hadIdentifier = !isBlank(next) && (format === 'vtt' || SRT_INDEX.test(line));
  throw timingExpected(lines, hadIdentifier ? index + 1 : index);
}

/**
 * Collects the cue's text from `index` to the next blank line, or to a line that is itself a valid timing (files that
 * forget the blank line between cues; the WebVTT parser also starts a new cue there). An SRT index just before such a
 * timing belongs to the next cue. Returns where the next block starts.
 */
function collectText(lines: readonly string[], index: number, cue: RawCue, format: Format): number {
  let at = index;
  for (; at < lines.length && !isBlank(lines[at]); at += 1) {
    const line = lines[at] ?? '';
    if (TIMING.test(line.trim())) {
      if (format === 'srt' && SRT_INDEX.test(cue.lines.at(-1)?.trim() ?? '')) cue.lines.pop();
      break;
    }
    cue.lines.push(line);
  }
  return at;
}

/** Past the block at `index`, to its blank line; the WebVTT header also ends at a first cue that forgot that line. */
function afterBlock(lines: readonly string[], index: number, isHeader = false): number {
  let at = index;
  while (at < lines.length && !isBlank(lines[at]) && !(isHeader && lines[at]?.includes('-->'))) at += 1;
  return at;
}

/** The cues in file order, lazily: reading stops at the first error without parsing the rest of a large file. */
function* rawCues(lines: readonly string[], format: Format): Generator<RawCue> {
  let at = format === 'vtt' ? afterBlock(lines, lines.findIndex((line) => !isBlank(line)) + 1, true) : 0;
  while (at < lines.length) {
    const line = (lines[at] ?? '').trim();
    if (line === '') at += 1;
    else if (format === 'vtt' && VTT_META_BLOCK.test(line)) at = afterBlock(lines, at);
    else {
      const timingAt = timingLineOf(lines, at, format);
      const cue: RawCue = { line: timingAt + 1, ...parseTiming(lines, timingAt), lines: [] };
      at = collectText(lines, timingAt + 1, cue, format);
      yield cue;
    }
  }
}

// ——— Validation ———

/** m:ss, or h:mm:ss from an hour: the length as the player shows it. */
function clock(totalSeconds: number): string {
  const seconds = Math.floor(totalSeconds);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

function checkTiming(cue: RawCue, previous: RawCue | undefined, durationSeconds: number): void {
  const fail = (message: string): never => {
    throw new SubtitleFileError(message, cue.line);
  };
  if (cue.endMs <= cue.startMs) fail('la fin du sous-titre précède son début.');
  if (previous !== undefined && cue.startMs < previous.startMs) fail("les horodatages ne sont pas dans l'ordre (ce sous-titre commence avant le précédent).");
  if (cue.endMs - cue.startMs > SUBTITLE_MAX_CUE_MS) fail('un sous-titre dure au plus 10 secondes.');
  if (cue.endMs > durationSeconds * 1000 + END_SLACK_MS) fail(`ce sous-titre finit après la fin de la vidéo (${clock(durationSeconds)}).`);
}

// ——— Cleaning ———

const ALLOWED_TAGS = new Set(['i', 'b', 'u']);
/** Elements whose content is code, not words: dropped whole. */
const CODE_TAGS = new Set(['script', 'style']);
/**
 * One piece of markup: an HTML comment (to its end or the cue's), a tag (name in group 2, `/` of a closing tag in
 * group 1, the rest in group 3: quoted values may hold `>`) or a WebVTT timestamp tag. A `<` that starts none of these
 * is text. Nothing runs past the next `<` and a tag name cannot be shortened: matching stays linear on hostile input.
 */
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-z][a-z0-9-]*)(?![a-z0-9-])((?:"[^"<]*"|'[^'<]*'|[^'"<>])*)>|<(?:\d+:)?\d\d:\d\d\.\d{3}>/gi;
/** SSA/ASS override blocks ({\an8}, {\i1}) that SRT files carry over from their conversion; then what is left of one. */
const OVERRIDE_BLOCK = /\{\\[^{}<]*\}/g;
const OVERRIDE_START = /\{\\+/g;
/** What text keeps no control character of: all but line feed (tabs become spaces first). */
const TEXT_CONTROL = /[\x00-\x09\x0b-\x1f\x7f-\x9f]/g; // eslint-disable-line no-control-regex
const ENTITY = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]+));/gi;
const NAMED_ENTITIES = new Map(
  Object.entries({ amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', quot: '"', apos: "'", lrm: '\u200e', rlm: '\u200f' }),
);

/** Unknown or invalid entities stay as written (and are escaped as text later). */
function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES.get(name) ?? whole;
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : whole;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The cleaned markup as it is written, kept well formed: a closing tag with no opening one is dropped, a misnested
 * one closes the tags opened inside it and opens them again after (`<i><b>x</i>y</b>` → `<i><b>x</b></i><b>y</b>`),
 * and what is still open at the end is closed.
 */
class CueMarkup {
  private readonly parts: string[] = [];
  private readonly openTags: string[] = [];

  text(source: string): void {
    this.parts.push(escapeText(decodeEntities(source).replace(/\t/g, ' ').replace(TEXT_CONTROL, '')));
  }

  open(name: string): void {
    this.openTags.push(name);
    this.parts.push(`<${name}>`);
  }

  close(name: string): void {
    const at = this.openTags.lastIndexOf(name);
    if (at < 0) return;
    const closed = this.openTags.splice(at);
    for (const tag of closed.toReversed()) this.parts.push(`</${tag}>`);
    for (const tag of closed.slice(1)) this.open(tag);
  }

  finish(): string {
    for (const tag of this.openTags.toReversed()) this.parts.push(`</${tag}>`);
    this.openTags.length = 0;
    return this.parts.join('');
  }
}

/** Where the text goes on after a <script> or <style>: past its closing tag, or nowhere. */
function afterCode(source: string, name: string, from: number): number {
  const closing = new RegExp(String.raw`</${name}\s*>`, 'gi');
  closing.lastIndex = from;
  return closing.exec(source) === null ? source.length : closing.lastIndex;
}

/** The source's markup reduced to the allowed tags; text decoded, stripped of control characters, escaped. */
function sanitize(source: string): string {
  const markup = new CueMarkup();
  const pattern = new RegExp(MARKUP);
  let textFrom = 0;
  for (let match = pattern.exec(source); match !== null; match = pattern.exec(source)) {
    markup.text(source.slice(textFrom, match.index));
    textFrom = pattern.lastIndex;
    const [, slash, rawName, rest = ''] = match;
    const name = rawName?.toLowerCase();
    if (name === undefined) continue;
    if (CODE_TAGS.has(name) && slash === '') pattern.lastIndex = textFrom = afterCode(source, name, textFrom);
    else if (name === 'br') markup.text('\n');
    else if (ALLOWED_TAGS.has(name) && slash === '/') markup.close(name);
    else if (ALLOWED_TAGS.has(name) && !rest.trim().endsWith('/')) markup.open(name);
  }
  markup.text(source.slice(textFrom));
  return markup.finish();
}

const KEPT_TAG = /(<\/?[biu]>)/;
const EMPTY_PAIR = /<([biu])>(\s*)<\/\1>/g;

/** Trims the line's visible text, including whitespace between the edge and a tag (`<i> Bonjour </i>`). */
function trimVisible(line: string): string {
  const parts = line.split(KEPT_TAG); // text at even indexes, tags at odd ones
  for (let at = 0; at < parts.length; at += 2) if ((parts[at] = (parts[at] ?? '').trimStart()) !== '') break;
  for (let at = parts.length - 1; at >= 0; at -= 2) if ((parts[at] = (parts[at] ?? '').trimEnd()) !== '') break;
  return parts.join('');
}

/** Trimmed lines, none empty; the tags of a line with no words move to the next line (the last: to the previous). */
function tidyLines(markup: string): string {
  let text = markup;
  for (let before = ''; before !== text; ) [before, text] = [text, text.replace(EMPTY_PAIR, '$2')];
  const lines: string[] = [];
  let carried = '';
  for (const line of text.split('\n').map(trimVisible)) {
    if (line.split(KEPT_TAG).every((part, at) => at % 2 === 1 || part === '')) carried += line;
    else {
      lines.push(carried + line);
      carried = '';
    }
  }
  if (lines.length > 0) lines[lines.length - 1] += carried;
  return lines.join('\n');
}

/**
 * The cue text as we store it: see SubtitleCue.text. Empty when the cue had no words. Override blocks go last, from
 * the written markup (they never hold a tag), so that those spelled with entities or split by a dropped tag go too,
 * and no `{\` is left: cleaning what cleaning wrote changes nothing, and round trips are stable.
 */
function cleanCueText(lines: readonly string[]): string {
  return tidyLines(sanitize(lines.join('\n')).replace(OVERRIDE_BLOCK, '').replace(OVERRIDE_START, '{'));
}

// ——— Entry points ———

function checkLimits(bytes: Uint8Array): string {
  if (bytes.byteLength > SUBTITLE_MAX_BYTES) throw new SubtitleFileError('Le fichier de sous-titres dépasse 1 Mo.');
  const text = decodeText(bytes);
  if (looksBinary(text)) throw new SubtitleFileError("Ce fichier n'est pas un fichier de sous-titres (.srt ou .vtt) en texte.");
  return text;
}

/**
 * Decodes, detects the format (WEBVTT header → VTT, else SRT), parses, validates and cleans. Throws SubtitleFileError
 * with a French message naming the first bad line ("Ligne 12 : …").
 */
export function readSubtitleFile(bytes: Uint8Array, options: ReadOptions): SubtitleCue[] {
  if (!(options.durationSeconds > 0)) throw new RangeError('durationSeconds must be positive'); // else every end passes
  const lines = checkLimits(bytes).replace(/\r\n?/g, '\n').split('\n');
  const cues: SubtitleCue[] = [];
  let previous: RawCue | undefined;
  for (const raw of rawCues(lines, detectFormat(lines))) {
    checkTiming(raw, previous, options.durationSeconds);
    previous = raw;
    const text = cleanCueText(raw.lines);
    if (text === '') continue;
    if (cues.length === SUBTITLE_MAX_CUES) throw new SubtitleFileError('Le fichier compte plus de 5 000 sous-titres.');
    cues.push({ startMs: raw.startMs, endMs: raw.endMs, text });
  }
  if (cues.length === 0) throw new SubtitleFileError('Le fichier ne contient aucun sous-titre.');
  return cues;
}

/** HH:MM:SS.mmm, the one form every WebVTT reader takes. */
function vttTimestamp(ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  const fields = [Math.floor(whole / 3_600_000), Math.floor(whole / 60_000) % 60, Math.floor(whole / 1000) % 60];
  return `${fields.map((field) => String(field).padStart(2, '0')).join(':')}.${String(whole % 1000).padStart(3, '0')}`;
}

/** Cue text that cannot break the file's structure, even if it did not come from readSubtitleFile. */
function safeCueText(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .join('\n')
    .replaceAll('-->', '--&gt;');
}

/** The WebVTT text of cues (header "WEBVTT", blank line, then each cue "HH:MM:SS.mmm --> HH:MM:SS.mmm\ntext"). */
export function formatWebVtt(cues: readonly SubtitleCue[], header?: string): string {
  const head = header === undefined ? 'WEBVTT' : `WEBVTT\n${header}`;
  const blocks = cues.map((cue) => `${vttTimestamp(cue.startMs)} --> ${vttTimestamp(cue.endMs)}\n${safeCueText(cue.text)}`);
  return `${[head, ...blocks].join('\n\n')}\n`;
}

/** The words of a cue for search and display: tags removed, entities decoded (&amp; → &), lines joined by a space. */
export function plainTextOf(cueText: string): string {
  return decodeEntities(cueText.replace(/<[^>]*>/g, ''))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}
