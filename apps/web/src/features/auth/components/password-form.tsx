import { changePasswordFormSchema, limits } from '@kora/shared';
import { PasswordChangeForm } from '../../../components/forms/password-change-form';
import { useChangePassword } from '../api/change-password';

/** A member's change of password (viewer.md /settings): at least 6 characters. Cleared on success. */
export function PasswordForm() {
  return <PasswordChangeForm schema={changePasswordFormSchema} minLength={limits.passwordMin} change={useChangePassword()} />;
}
