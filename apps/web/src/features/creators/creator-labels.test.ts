import { describe, expect, it } from 'vitest';
import { followersText, statusBadgeVariant } from './creator-labels';

describe('followersText', () => {
  it('says the follower count in French', () => {
    expect(followersText(0)).toBe('Aucun abonné');
    expect(followersText(1)).toBe('1 abonné');
    expect(followersText(2)).toBe('2 abonnés');
    expect(followersText(1234).replace(/\s/g, ' ')).toBe('1 234 abonnés');
  });
});

describe('statusBadgeVariant', () => {
  it('colours each status', () => {
    expect(statusBadgeVariant('pending')).toBe('primary');
    expect(statusBadgeVariant('approved')).toBe('success');
    expect(statusBadgeVariant('rejected')).toBe('danger');
  });
});
