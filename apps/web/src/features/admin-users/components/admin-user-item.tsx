import { accountTypeLabels, subscriptionStatusLabels, tierLabels, type AdminUserRow } from '@kora/shared';
import { Ban, Pencil, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { AdminItem } from '../../../components/admin/admin-list';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate, formatMinutes, formatNumber } from '../../../lib/format';
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
    ? { label: 'Rétablir', Icon: RotateCcw, variant: 'outline', onClick: onReinstate } as const
    : { label: 'Suspendre', Icon: Ban, variant: 'destructive', onClick: onSuspend } as const;
  const facts: [string, ReactNode][] = [
    ['E-mail', <span className="admin-user__email">{user.email}</span>],
    ['Minutes gratuites', `${formatMinutes(user.freeWatchTimeUsed)} sur ${formatNumber(user.freeWatchTimeLimit)}`],
    ['Inscription', formatDate(user.createdAt)],
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
          {user.suspended && <Badge variant="danger">Suspendu</Badge>}
          {isSelf && <Badge variant="outline">Vous</Badge>}
        </>
      }
      actions={
        isSelf ? (
          <p className="admin-user__self">Votre propre compte ne se modifie pas ici.</p>
        ) : (
          <>
            <Button size="sm" variant="outline" disabled={busy} onClick={onEdit} aria-label={`Modifier le compte de ${name}`}>
              <Pencil size={16} aria-hidden /> Modifier
            </Button>
            <Button size="sm" variant={suspension.variant} disabled={busy} onClick={suspension.onClick} aria-label={`${suspension.label} le compte de ${name}`}>
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
          <dt>Profils</dt>
          <dd>
            <AdminUserProfiles profiles={user.profiles} />
          </dd>
        </div>
      </dl>
    </AdminItem>
  );
}
