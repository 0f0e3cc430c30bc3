import { uploadMessages } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { videoFileProblem } from './video-file';

const MB = 1024 * 1024;
const video = (size: number, type = 'video/mp4') => ({ size, type });

describe('the chosen video file, before any byte is sent', () => {
  it('asks for a file, and refuses an empty one or one that is not a video', () => {
    expect(videoFileProblem(null, 100)).toBe('Veuillez sélectionner un fichier vidéo');
    expect(videoFileProblem(video(0), 100)).toBe(uploadMessages.invalidFile);
    expect(videoFileProblem(video(MB, 'image/png'), 100)).toBe('Fichier vidéo invalide');
    // Some phones give no type: the server judges the content.
    expect(videoFileProblem(video(MB, ''), 100)).toBeUndefined();
  });

  it('refuses a file over MAX_UPLOAD_MB with the size in the message, and accepts one of exactly that size', () => {
    expect(videoFileProblem(video(100 * MB + 1), 100)).toBe('La vidéo dépasse la taille maximale de 100 Mo');
    expect(videoFileProblem(video(100 * MB + 1), 100)).toBe(uploadMessages.tooLarge(100));
    expect(videoFileProblem(video(100 * MB), 100)).toBeUndefined();
    expect(videoFileProblem(video(3 * MB), 2)).toBe(uploadMessages.tooLarge(2));
  });

  it('leaves the size to the server while the cap is not known yet', () => {
    expect(videoFileProblem(video(5000 * MB))).toBeUndefined();
  });
});
