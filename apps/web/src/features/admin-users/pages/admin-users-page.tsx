import { apiPaths, ADMIN_PAGE_SIZE, type AdminUser, type AdminUserPatchBody, type User } from '@kora/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminCount } from '../../../components/admin/admin-count';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminPager } from '../../../components/admin/admin-pager';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { useAdminUsers } from '../api/get-admin-users';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { AdminUserFilters } from '../components/admin-user-filters';
import { AdminUserItem } from '../components/admin-user-item';
import { EditUserDialog } from '../components/edit-user-dialog';
import { useUserFilters } from '../use-user-filters';
import { adminUsersTexts as t } from '../admin-users-texts';
import { nameOf } from '../user-name';
import '../admin-users.css';

type Pending = { kind: 'suspend' | 'reinstate'; user: AdminUser };

/**
 * 'Utilisateurs' (live-creators-admin.md §2 'User management', §3): the real accounts,
 * searched by name or e-mail, filtered by role and tier, newest sign-up first, page by page; per
 * account 'Modifier' (role, tier granted or removed by hand with its status) and 'Suspendre' or
 * 'Rétablir' after confirmation. A change holds from the person's next request; a suspension signs
 * them out everywhere at once.
 */
export default function AdminUsersPage() {
  const { filters, text, setText, setAccountType, setSubscriptionTier, setPage } = useUserFilters();
  const users = useAdminUsers(filters);
  const update = useUpdateAdminUser();
  const selfId = useQueryClient().getQueryData<User>([apiPaths.authUser])?.id;
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  /** Sends a change; the dialog closes once it is done (a refused edit stays open, to be corrected). */
  const save = (user: AdminUser, changes: AdminUserPatchBody, close: () => void, titles: { done: string; failure: string; closeOnError: boolean }) =>
    update.mutate(
      { id: user.id, ...changes },
      {
        onSuccess: () => {
          close();
          toast({ title: titles.done, description: nameOf(user) });
        },
        onError: (error) => {
          if (titles.closeOnError) close();
          toastActionError(error, titles.failure);
        },
      },
    );
  const onSave = (changes: AdminUserPatchBody) => editing && save(editing, changes, () => setEditing(null), { done: t.edited, failure: t.failures.edit, closeOnError: false });
  const onConfirm = () => {
    if (!pending) return;
    const suspend = pending.kind === 'suspend';
    save(pending.user, { suspended: suspend }, () => setPending(null), { done: suspend ? t.suspendedTitle : t.reinstatedTitle, failure: t.failures[pending.kind], closeOnError: true });
  };

  return (
    <section className="admin__section" aria-labelledby="admin-users-title">
      <h2 id="admin-users-title" className="admin__title">
        {t.title}
      </h2>
      <AdminUserFilters
        text={text}
        accountType={filters.accountType}
        subscriptionTier={filters.subscriptionTier}
        onText={setText}
        onAccountType={setAccountType}
        onSubscriptionTier={setSubscriptionTier}
      />
      <AdminCount total={users.data?.total} one={t.countOne} many={t.countMany} />
      <AdminList query={users} empty={t.empty}>
        {(user) => (
          <AdminUserItem
            key={user.id}
            user={user}
            isSelf={user.id === selfId}
            busy={update.isPending && update.variables.id === user.id}
            onEdit={() => setEditing(user)}
            onSuspend={() => setPending({ kind: 'suspend', user })}
            onReinstate={() => setPending({ kind: 'reinstate', user })}
          />
        )}
      </AdminList>
      {users.data && <AdminPager page={filters.page} pageSize={ADMIN_PAGE_SIZE} total={users.data.total} onPage={setPage} />}
      <EditUserDialog user={editing} busy={update.isPending} onSave={onSave} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'reinstate' ? t.confirmReinstate : t.confirmSuspend}
        confirmLabel={pending?.kind === 'reinstate' ? t.reinstate : t.suspend}
        destructive={pending?.kind !== 'reinstate'}
        busy={update.isPending}
        onConfirm={onConfirm}
        onClose={() => setPending(null)}
      >
        {pending?.kind === 'reinstate'
          ? t.reinstateBody(nameOf(pending.user))
          : t.suspendBody(pending ? nameOf(pending.user) : '')}
      </ConfirmDialog>
    </section>
  );
}
