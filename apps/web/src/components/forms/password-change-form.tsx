import { type MessageResponse, toastMessages } from '@kora/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import type { z } from 'zod';
import { toast } from '../../lib/toast';
import { useForm } from '../../lib/use-form';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { formsTexts } from './forms-texts';

/** What the form holds and checks: the current password, the new one and its confirmation. */
interface PasswordFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

interface PasswordChangeFormProps {
  /** The form's schema (the members' or the admins' rules), so the page says what the server would. */
  schema: z.ZodType<PasswordFields, PasswordFields>;
  /** The length the schema asks for, said under the fields. */
  minLength: number;
  /** The call that changes it. */
  change: UseMutationResult<MessageResponse, Error, Omit<PasswordFields, 'confirmPassword'>>;
}

/**
 * A change of password: current, new and confirmation, each with a show/hide toggle, checked by
 * `schema` before anything is sent; the server's message on failure (under its field too), 'Mot de
 * passe modifié' and cleared on success. Members' settings and the admin area use it with their rules.
 */
export function PasswordChangeForm({ schema, minLength, change }: PasswordChangeFormProps) {
  const form = useForm(schema, { currentPassword: '', newPassword: '', confirmPassword: '' });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (result) => {
          toast({ title: toastMessages.passwordChangedTitle, description: result.message });
          form.reset();
        },
        onError: form.failWith(toastMessages.errorTitle, toastMessages.passwordChangeErrorFallback),
      },
    ),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormField label={formsTexts.currentPassword} type="password" autoComplete="current-password" {...form.field('currentPassword')} />
      <FormField label={formsTexts.newPassword} type="password" autoComplete="new-password" {...form.field('newPassword')} />
      <FormField label={formsTexts.confirmNewPassword} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <div className="notice">
        <ShieldCheck size={18} aria-hidden />
        <div>
          <p className="notice__title">{formsTexts.requirements}</p>
          <ul className="notice__list">
            <li>{formsTexts.minLength(minLength)}</li>
            <li>{formsTexts.notCurrent}</li>
          </ul>
        </div>
      </div>
      <Button type="submit" loading={change.isPending}>
        {formsTexts.changePassword}
      </Button>
    </form>
  );
}
