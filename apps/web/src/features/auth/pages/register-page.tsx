import { delays, NEXT_PARAM, registerFormSchema, safeNextPath, toastMessages, withNextPath } from '@kora/shared';
import { Link, useSearchParams } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useRegister } from '../api/register';
import { authTexts } from '../auth-texts';
import { AuthLayout } from '../components/auth-layout';
import { NameFields } from '../components/name-fields';

/**
 * /register: the account is created and signed in at once (viewer.md §4: 'Compte créé avec succès' /
 * 'Connexion automatique en cours...'), then home — or the page the person was going to (`?next=`).
 */
export default function RegisterPage() {
  const next = safeNextPath(useSearchParams()[0].get(NEXT_PARAM));
  const form = useForm(registerFormSchema, { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const register = useRegister();

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...body }) =>
    register.mutate(body, {
      onSuccess: () => {
        toast({ title: toastMessages.registerSuccessTitle, description: toastMessages.registerSuccessDescription });
        // A full load, so the whole app starts again with the new session.
        window.setTimeout(() => {
          window.location.href = next ?? '/';
        }, delays.afterRegisterMs);
      },
      onError: form.failWith(toastMessages.registerErrorTitle, toastMessages.registerErrorFallback),
    }),
  );

  return (
    <AuthLayout
      title={authTexts.register.title}
      subtitle={authTexts.register.subtitle}
      backTo="/"
      footer={
        <>
          {authTexts.register.haveAccount} <Link to={withNextPath('/login', next)}>{authTexts.signIn}</Link>
        </>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <NameFields firstName={form.field('firstName')} lastName={form.field('lastName')} />
        <FormField label={authTexts.email} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <FormField label={authTexts.password} type="password" autoComplete="new-password" hint={authTexts.passwordHint} {...form.field('password')} />
        <FormField label={authTexts.confirmPassword} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <Button type="submit" block size="lg" loading={register.isPending || register.isSuccess}>
          {authTexts.register.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}
