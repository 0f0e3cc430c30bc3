import { describe, expect, it } from 'vitest';
import { RESUMABLE_UPLOAD_LIFETIME_MS } from '@kora/shared';
import { fieldsOfMetadata, isExpired, newestFirst, sameFields, uploadMetadata } from './resumable-upload-rules';

const fields = { title: 'Mon film de Dakar', description: 'Un essai tourné au Plateau.', category: 'Voyage', ageRating: '12' } as const;

describe('resumable upload: metadata and earlier uploads', () => {
  it('sends the file and the fields as Upload-Metadata, leaving empty values out', () => {
    expect(uploadMetadata(fields, { name: 'mon-film.mp4', type: 'video/mp4' })).toEqual({
      filename: 'mon-film.mp4',
      filetype: 'video/mp4',
      title: 'Mon film de Dakar',
      description: 'Un essai tourné au Plateau.',
      category: 'Voyage',
      ageRating: '12',
    });
    expect(uploadMetadata({ ...fields, description: '' }, { name: 'clip', type: '' })).toEqual({ filename: 'clip', title: 'Mon film de Dakar', category: 'Voyage', ageRating: '12' });
  });

  it('resumes an earlier upload only with the same fields, a missing description being empty', () => {
    const stored = uploadMetadata(fields, { name: 'mon-film.mp4', type: 'video/mp4' });
    expect(sameFields(stored, fields)).toBe(true);
    expect(sameFields(stored, { ...fields, title: 'Mon film de dakar' })).toBe(false);
    expect(sameFields(uploadMetadata({ ...fields, description: '' }, { name: 'a', type: '' }), { ...fields, description: '' })).toBe(true);
    expect(sameFields(stored, { ...fields, ageRating: '16' })).toBe(false);
    expect(fieldsOfMetadata({ title: 'T', ageRating: 'tous' })).toEqual({ title: 'T', description: '', category: '', ageRating: 'tous' });
  });

  it('neither shows again nor resumes an upload stored without a valid age rating (begun before ratings were asked)', () => {
    const { ageRating: _none, ...withoutRating } = uploadMetadata(fields, { name: 'mon-film.mp4', type: 'video/mp4' });
    expect(fieldsOfMetadata(withoutRating)).toBeNull();
    expect(fieldsOfMetadata({ ...withoutRating, ageRating: '14' })).toBeNull();
    expect(sameFields(withoutRating, fields)).toBe(false);
  });

  it('forgets what the server has dropped after 24 h, and lists the newest first', () => {
    const now = Date.parse('2026-05-02T12:00:00Z');
    expect(isExpired(new Date(now - RESUMABLE_UPLOAD_LIFETIME_MS + 60_000).toString(), now)).toBe(false);
    expect(isExpired(new Date(now - RESUMABLE_UPLOAD_LIFETIME_MS).toString(), now)).toBe(true);
    expect(isExpired('pas une date', now)).toBe(true);
    const older = { creationTime: new Date(now - 3_600_000).toString(), id: 'older' };
    const newer = { creationTime: new Date(now - 60_000).toString(), id: 'newer' };
    expect(newestFirst([older, newer]).map((u) => u.id)).toEqual(['newer', 'older']);
  });
});
