import { describe, expect, it } from 'vitest';
import { copyLink, shareOrMenu, smsShareUrl, type ShareData, whatsAppShareUrl } from './share-links';

const data: ShareData = { title: 'Forêt du Mayombe & co', text: 'Forêt du Mayombe & co', url: 'https://kora.example/video/42' };
const named = (name: string) => Object.assign(new Error(name), { name });

describe('shareOrMenu', () => {
  it('uses the share sheet where the phone has one', async () => {
    const shared: ShareData[] = [];
    expect(await shareOrMenu({ share: async (d) => void shared.push(d) }, data)).toBe('shared');
    expect(shared).toEqual([data]);
  });

  it('shows the menu without a share sheet, or when it does not take this data', async () => {
    expect(await shareOrMenu({}, data)).toBe('menu');
    expect(await shareOrMenu({ share: async () => undefined, canShare: () => false }, data)).toBe('menu');
  });

  it('does nothing more when the person closes the sheet, and shows the menu when the sheet fails', async () => {
    expect(await shareOrMenu({ share: () => Promise.reject(named('AbortError')) }, data)).toBe('cancelled');
    expect(await shareOrMenu({ share: () => Promise.reject(named('NotAllowedError')) }, data)).toBe('menu');
  });
});

describe('the menu’s links', () => {
  it('carry the title and the address, encoded', () => {
    expect(whatsAppShareUrl(data.title, data.url)).toBe('https://wa.me/?text=For%C3%AAt%20du%20Mayombe%20%26%20co%20https%3A%2F%2Fkora.example%2Fvideo%2F42');
    expect(smsShareUrl(data.title, data.url)).toBe('sms:?&body=For%C3%AAt%20du%20Mayombe%20%26%20co%20https%3A%2F%2Fkora.example%2Fvideo%2F42');
  });
});

describe('copyLink', () => {
  it('uses the clipboard, else the old copy command', async () => {
    const written: string[] = [];
    const never = () => {
      throw new Error('not asked');
    };
    expect(await copyLink({ clipboard: { writeText: async (text) => void written.push(text) } }, data.url, never)).toBe(true);
    expect(written).toEqual([data.url]);
    expect(await copyLink({ clipboard: { writeText: () => Promise.reject(named('NotAllowedError')) } }, data.url, () => true)).toBe(true);
    expect(await copyLink({}, data.url, () => false)).toBe(false);
    expect(await copyLink({}, data.url, never)).toBe(false);
  });
});
