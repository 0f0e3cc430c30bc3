import { describe, expect, it } from 'vitest';
import { fileFingerprint } from './send-resumable-upload';

const file = (bytes: Uint8Array<ArrayBuffer>, lastModified: number, name = 'film.mp4') => new File([bytes], name, { type: 'video/mp4', lastModified });

describe('fileFingerprint', () => {
  const start = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
  const endpoint = 'https://kora.example/api/creator/uploads';

  it('recognises the same file picked again, even when the picker gives it a new date', async () => {
    expect(await fileFingerprint(file(start, 1), endpoint)).toBe(await fileFingerprint(file(start, Date.now()), endpoint));
  });

  it('tells apart files of the same name and size with different content', async () => {
    const other = start.slice();
    other[10] = 7;
    expect(await fileFingerprint(file(start, 1), endpoint)).not.toBe(await fileFingerprint(file(other, 1), endpoint));
  });
});
