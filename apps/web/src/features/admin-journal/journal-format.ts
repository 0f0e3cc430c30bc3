import { type AdminJournalAction, ageRatingLabels, type AgeRating, tierLabels, type Tier } from '@kora/shared';

/*
 * The journal in French: what each known action is called, what each field is called, and a
 * compact "before → after" of what an action changed. Every action the server writes has its label
 * (typed by the shared list, so a new action without one does not compile); a field not listed here
 * is shown by its own name.
 */

/** The actions and sign-in outcomes admins read, by the name the server records. */
export const ACTION_LABELS: Record<AdminJournalAction, string> = {
  'login.success': 'Connexion réussie',
  'login.invalid_credentials': 'Connexion refusée : identifiants invalides',
  'login.not_admin': 'Connexion refusée : compte non administrateur',
  'login.suspended': 'Connexion refusée (compte suspendu)',
  'login.rate_limited': 'Connexion bloquée : trop de tentatives',
  'login.invalid_input': 'Connexion refusée : saisie invalide',
  'login.two_factor_asked': 'Mot de passe correct : code de double authentification demandé',
  'login.two_factor_invalid': 'Code de double authentification refusé',
  'login.recovery_code_used': 'Connexion avec un code de secours',
  'admin.two_factor_enable': 'Double authentification activée',
  'admin.two_factor_disable': 'Double authentification désactivée',
  'admin.password_change': 'Mot de passe administrateur modifié',
  'video.create': 'Vidéo ajoutée',
  'video.update': 'Vidéo modifiée',
  'video.block': 'Vidéo bloquée',
  'video.subtitles_add': 'Sous-titres ajoutés',
  'video.subtitles_delete': 'Sous-titres supprimés',
  'video.unblock': 'Vidéo débloquée',
  'video.thumbnail': 'Affiche modifiée',
  'video.approve': 'Vidéo validée',
  'video.reject': 'Vidéo refusée',
  'video.delete': 'Vidéo supprimée',
  'user.update': 'Compte modifié',
  'user.deletion_request': 'Suppression de compte demandée (délai de 7 jours)',
  'user.deletion_cancel': 'Suppression de compte annulée',
  'user.erase': 'Compte supprimé : données personnelles effacées',
  'user.export': 'Export des données d’un compte',
  'live.create': 'Live créé',
  'live.approve': 'Live approuvé',
  'live.reject': 'Live rejeté',
  'live.update': 'Live modifié',
  'live.delete': 'Live supprimé',
  'creator_application.approve': 'Candidature créateur approuvée',
  'creator_application.reject': 'Candidature créateur rejetée',
  'plan.create': 'Plan créé',
  'plan.update': 'Plan modifié',
  'plan.delete': 'Plan supprimé',
  'plan.deactivate': 'Plan désactivé (référencé, donc gardé)',
  'payout.approve': 'Versement créateur approuvé',
  'payout.refuse': 'Versement créateur refusé',
};

/** "Vidéo bloquée" for 'video.block'; an unknown action keeps its own name. */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action as AdminJournalAction] ?? action;
}

const TARGET_LABELS: Record<string, string> = {
  video: 'Vidéo',
  user: 'Compte',
  live: 'Live',
  creator_application: 'Candidature',
  plan: 'Plan',
  payout: 'Versement',
};

/** "Vidéo « Le fleuve »": the kind of item and what it is called (its id when it has no name). */
export function targetText(targetType: string | null, targetId: string | null, targetLabel: string | null): string | null {
  if (!targetType && !targetId) return null;
  const kind = targetType ? (TARGET_LABELS[targetType] ?? targetType) : 'Élément';
  return targetLabel ? `${kind} « ${targetLabel} »` : `${kind} ${targetId ?? ''}`.trim();
}

const FIELD_LABELS: Record<string, string> = {
  title: 'Titre',
  description: 'Description',
  category: 'Catégorie',
  requiredTier: 'Niveau requis',
  ageRating: 'Classification',
  isActive: 'Active',
  thumbnailUrl: 'Affiche',
  videoHost: 'Site de la vidéo',
  status: 'Statut',
  reviewStatus: 'Validation',
  reviewReason: 'Raison',
  rejectionReason: 'Raison',
  accountType: 'Rôle',
  subscriptionTier: 'Abonnement',
  subscriptionStatus: 'État de l’abonnement',
  suspended: 'Suspendu',
  email: 'E-mail',
  name: 'Nom',
  tier: 'Niveau',
  interval: 'Période',
  kind: 'Type',
  prices: 'Prix',
};

const VALUE_LABELS: Record<string, string> = {
  pending: 'en attente',
  approved: 'approuvé',
  rejected: 'rejeté',
  processing: 'en préparation',
  ready: 'prête',
  failed: 'en échec',
  active: 'actif',
  inactive: 'inactif',
  cancelled: 'annulé',
  simple: 'membre',
  creator: 'créateur',
  admin: 'administrateur',
};

const TIER_FIELDS = new Set(['requiredTier', 'subscriptionTier']);
const MAX_VALUE = 60;

/** One field's value, short and in French: oui/non, a tier's name, an age rating's words, a status, '—' for nothing. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'string' && TIER_FIELDS.has(field) && value in tierLabels) return tierLabels[value as Tier];
  if (typeof value === 'string' && field === 'ageRating' && value in ageRatingLabels) return ageRatingLabels[value as AgeRating].long;
  const text = typeof value === 'string' ? (VALUE_LABELS[value] ?? value) : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** One changed field: its name, and its value before and after (null: absent on that side). */
export interface ChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * What an action changed, field by field in the order the action wrote them: both sides for an
 * edit (fields that did not change are left out), the 'after' alone for a creation, the 'before'
 * alone for a deletion.
 */
export function changeLines(before: Record<string, unknown> | null, after: Record<string, unknown> | null): ChangeLine[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => !before || !after || JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field: FIELD_LABELS[field] ?? field,
      before: before ? formatValue(field, before[field]) : null,
      after: after ? formatValue(field, after[field]) : null,
    }));
}

/** "Statut : en attente → approuvé"; one side alone for a creation or a deletion. */
export function changeText(line: ChangeLine): string {
  if (line.before !== null && line.after !== null) return `${line.field} : ${line.before} → ${line.after}`;
  return `${line.field} : ${line.after ?? line.before ?? '—'}`;
}

/** The browser of a sign-in, short enough for a phone's line ('Firefox 128 · Android'-like text is kept as sent). */
export function shortUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  return userAgent.length > 80 ? `${userAgent.slice(0, 79)}…` : userAgent;
}
