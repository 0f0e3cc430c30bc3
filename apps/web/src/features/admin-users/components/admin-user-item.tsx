import { accountTypeLabels, subscriptionStatusLabels, tierLabels, type AdminUserRow } from '@kora/shared';
import { Ban, Pencil, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { AdminItem } from '../../../components/admin/admin-list';
import { adminComponentsTexts } from '../../../components/admin/admin-components-texts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate, formatMinutes, formatNumber } from '../../../lib/format';
import { adminUsersTexts as t } from '../admin-users-texts';
import { nameOf } from '../user-name';
import { AdminUserProfiles } from './admin-user-profiles';

interface AdminUserItemProps {
  user: AdminUserRow;
  /** The signed-in admin's own account: changed elsewhere (the server refuses it here). */
  isSelf: boolean;
  /** A change of this account is being sent: its buttons wait. */
  busy: boolean;
  onEdit: () => void;
  onSuspend: () => void;
  onReinstate: () => void;
}

/**
 * One account (live-creators-admin.md §3 'User (admin view)'): name, e-mail, role, tier and its
 * status, 'Suspendu', free minutes used, sign-up date, its profiles (names and kinds); 'Modifier' and 'Suspendre'
 * or 'Rétablir'.
 */
export function AdminUserItem({ user, isSelf, busy, onEdit, onSuspend, onReinstate }: AdminUserItemProps) {
  const name = nameOf(user);
  const paid = user.subscriptionTier !== 'free' && user.subscriptionStatus === 'active';
  const suspension = user.suspended
    ? { label: t.reinstate, name: t.reinstateAccountOf(name), Icon: RotateCcw, variant: 'outline', onClick: onReinstate } as const
    : { label: t.suspend, name: t.suspendAccountOf(name), Icon: Ban, variant: 'destructive', onClick: onSuspend } as const;
  const facts: [string, ReactNode][] = [
    [t.email, <span className="admin-user__email">{user.email}</span>],
    [t.freeMinutes, t.freeMinutesUsed(formatMinutes(user.freeWatchTimeUsed), formatNumber(user.freeWatchTimeLimit))],
    [t.signedUp, formatDate(user.createdAt)],
  ];
  return (
    <AdminItem
      testId="admin-user"
      title={name}
      meta={
        <>
          <Badge variant={user.accountType === 'admin' ? 'primary' : 'default'}>{accountTypeLabels[user.accountType]}</Badge>
          <Badge variant={paid ? 'success' : 'outline'} data-testid="admin-user-tier">
            {tierLabels[user.subscriptionTier]} · {subscriptionStatusLabels[user.subscriptionStatus]}
          </Badge>
          {user.suspended && <Badge variant="danger">{t.suspended}</Badge>}
          {isSelf && <Badge variant="outline">{t.you}</Badge>}
        </>
      }
      actions={
        isSelf ? (
          <p className="admin-user__self">{t.self}</p>
        ) : (
          <>
            <Button size="sm" variant="outline" disabled={busy} onClick={onEdit} aria-label={t.editAccountOf(name)}>
              <Pencil size={16} aria-hidden /> {adminComponentsTexts.edit}
            </Button>
            <Button size="sm" variant={suspension.variant} disabled={busy} onClick={suspension.onClick} aria-label={suspension.name}>
              <suspension.Icon size={16} aria-hidden /> {suspension.label}
            </Button>
          </>
        )
      }
    >
      <dl className="admin-user__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="admin-user__facts-wide">
          <dt>{t.profiles}</dt>
          <dd>
            <AdminUserProfiles profiles={user.profiles} />
          </dd>
        </div>
      </dl>
    </AdminItem>
  );
}
