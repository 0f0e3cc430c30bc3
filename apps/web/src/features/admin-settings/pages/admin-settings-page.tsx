import { adminChangePasswordBodySchema, adminChangePasswordFormSchema } from '@kora/shared';
import { PasswordChangeForm } from '../../../components/forms/password-change-form';
import { TwoFactorPanel } from '../../../components/two-factor/two-factor-panel';
import { Card } from '../../../components/ui/card';
import { useChangeAdminPassword } from '../api/change-admin-password';
import { adminSettingsTexts as t } from '../admin-settings-texts';
import { ServerSettings } from '../components/server-settings';
import '../admin-settings.css';

/** The admin password's length rule, read from its schema (live-creators-admin.md §9: 8). */
const ADMIN_PASSWORD_MIN = adminChangePasswordBodySchema.shape.newPassword.minLength ?? 8;

/**
 * 'Paramètres' (live-creators-admin.md §2 'Admin settings'): the admin's own password (current, new
 * of 8 characters at least, confirmation), two-factor sign-in, and the settings the server runs with, read-only.
 */
export default function AdminSettingsPage() {
  const change = useChangeAdminPassword();
  return (
    <section className="admin__section" aria-labelledby="admin-settings-title">
      <h2 id="admin-settings-title" className="admin__title">
        {t.title}
      </h2>
      <Card className="admin-settings__card">
        <h3 id="admin-password-title" className="admin-settings__title">
          {t.passwordTitle}
        </h3>
        <PasswordChangeForm schema={adminChangePasswordFormSchema} minLength={ADMIN_PASSWORD_MIN} change={change} />
      </Card>
      <Card className="admin-settings__card">
        <TwoFactorPanel />
      </Card>
      <Card className="admin-settings__card">
        <h3 id="server-settings-title" className="admin-settings__title">
          {t.serverTitle}
        </h3>
        <p className="admin-settings__note">{t.readOnly}</p>
        <ServerSettings />
      </Card>
    </section>
  );
}
