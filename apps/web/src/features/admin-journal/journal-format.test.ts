import { describe, expect, it } from 'vitest';
import { ADMIN_JOURNAL_ACTIONS } from '@kora/shared';
import { actionLabel, changeLines, changeText, formatValue, journalActions, shortUserAgent, targetText } from './journal-format';

describe('the journal in French', () => {
  it('names known actions and sign-in outcomes, and keeps an unknown one as it is', () => {
    expect(actionLabel('video.block')).toBe('Vidéo bloquée');
    expect(actionLabel('login.invalid_credentials')).toBe('Connexion refusée : identifiants invalides');
    expect(actionLabel('admin.password_change')).toBe('Mot de passe administrateur modifié');
    expect(actionLabel('login.suspended')).toBe('Connexion refusée (compte suspendu)');
    expect(actionLabel('plan.deactivate')).toBe('Plan désactivé (référencé, donc gardé)');
    expect(actionLabel('coupon.create')).toBe('coupon.create');
  });

  it('has a French label for every action and sign-in outcome the server writes, and no other', () => {
    for (const action of ADMIN_JOURNAL_ACTIONS) expect(actionLabel(action), action).not.toBe(action);
    expect(journalActions().sort()).toEqual([...ADMIN_JOURNAL_ACTIONS].sort());
  });

  it('says which item, by its name, else its id', () => {
    expect(targetText('video', 'v1', 'Le fleuve')).toBe('Vidéo « Le fleuve »');
    expect(targetText('user', 'u1', 'awa@kora.sn')).toBe('Compte « awa@kora.sn »');
    expect(targetText('video', 'ancienne-0', null)).toBe('Vidéo ancienne-0');
    expect(targetText('plan', 'p1', 'Pass Jour')).toBe('Plan « Pass Jour »');
    expect(targetText('coupon', 'c1', null)).toBe('coupon c1');
    expect(targetText(null, null, null)).toBeNull();
  });

  it('formats values shortly: oui/non, tiers and statuses in French, a dash for nothing, long text cut', () => {
    expect(formatValue('isActive', false)).toBe('non');
    expect(formatValue('subscriptionTier', 'premium')).toBe('Premium');
    expect(formatValue('requiredTier', 'free')).toBe('Gratuit');
    expect(formatValue('status', 'pending')).toBe('en attente');
    expect(formatValue('accountType', 'creator')).toBe('créateur');
    expect(formatValue('rejectionReason', null)).toBe('—');
    expect(formatValue('title', 'x'.repeat(100))).toBe(`${'x'.repeat(59)}…`);
    expect(formatValue('tags', ['a', 'b'])).toBe('["a","b"]');
  });

  it('shows what an edit changed (unchanged fields left out), a creation and a deletion', () => {
    const edit = changeLines({ isActive: true, title: 'Même' }, { isActive: false, title: 'Même' });
    expect(edit.map(changeText)).toEqual(['Active : oui → non']);
    const review = changeLines({ status: 'pending' }, { status: 'rejected', rejectionReason: 'Hors sujet' });
    expect(review.map(changeText)).toEqual(['Statut : en attente → rejeté', 'Raison : — → Hors sujet']);
    expect(changeLines(null, { title: 'Match', requiredTier: 'premium' }).map(changeText)).toEqual(['Titre : Match', 'Niveau requis : Premium']);
    expect(changeLines({ ageRating: 'tous' }, { ageRating: '16' }).map(changeText)).toEqual(['Classification : Tous publics → Déconseillé aux moins de 16 ans']);
    expect(changeLines({ title: 'Ancien' }, null)).toEqual([{ field: 'Titre', before: 'Ancien', after: null }]);
    expect(changeLines(null, null)).toEqual([]);
  });

  it('keeps a long browser name short', () => {
    expect(shortUserAgent(null)).toBeNull();
    expect(shortUserAgent('KoraTest/2.0')).toBe('KoraTest/2.0');
    expect(shortUserAgent('M'.repeat(200))).toHaveLength(80);
  });
});
