import { COUNTRIES, type Country, countryLabels, normalizeMsisdn, notificationMessages, SMS_PER_DAY, toastMessages } from '@kora/shared';
import { MessageSquareText } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PhoneField } from '../../../components/payment/phone-field';
import { Button } from '../../../components/ui/button';
import { FormField, SelectField } from '../../../components/ui/form-field';
import { fieldErrorsFromError, serverMessageFromError } from '../../../lib/api-client';
import { dismissErrorToast, toast, toastRequestError } from '../../../lib/toast';
import { useDeletePhone } from '../api/delete-phone';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhone } from '../api/verify-phone';
import { notificationsTexts } from '../notifications-texts';

interface SmsPhoneBlockProps {
  /** The verified number SMS go to, or null. */
  phone: string | null;
  /** A number waiting for its code, or null. */
  pendingPhone: string | null;
}

/** The server's word on a failed call: under `field` when it says one, else its message; none when it said nothing. */
function refusalOf(error: unknown, field: string): string | undefined {
  return fieldErrorsFromError(error)[field] ?? serverMessageFromError(error);
}

/**
 * « Numéro pour les SMS »: the verified number and « Supprimer »; else the country and number, « Envoyer le code »,
 * then the 6-digit code and « Vérifier ».
 */
export function SmsPhoneBlock({ phone, pendingPhone }: SmsPhoneBlockProps) {
  const titleId = useId();
  return (
    <section className="notif-settings__block" aria-labelledby={titleId}>
      <h3 id={titleId} className="notif-settings__subtitle">
        <MessageSquareText size={18} aria-hidden /> {notificationsTexts.sms.title}
      </h3>
      {phone ? <VerifiedPhone phone={phone} /> : <PhoneVerification pendingPhone={pendingPhone} />}
    </section>
  );
}

function VerifiedPhone({ phone }: { phone: string }) {
  const remove = useDeletePhone();
  const texts = notificationsTexts.sms;
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: texts.removedTitle, description: texts.removedDescription }),
      onError: (error) => toastRequestError(error, toastMessages.errorTitle, texts.removeFailed),
    });
  return (
    <div className="notif-phone">
      <p className="notif-settings__text">
        {texts.goTo} <strong className="notif-phone__number">{phone}</strong> {texts.perDay(SMS_PER_DAY)}
      </p>
      <Button variant="outline" size="sm" aria-label={texts.removeLabel} loading={remove.isPending} onClick={onRemove}>
        {texts.remove}
      </Button>
    </div>
  );
}

function PhoneVerification({ pendingPhone }: { pendingPhone: string | null }) {
  const [country, setCountry] = useState<Country>('SN');
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  // The code step shows once a code is on its way (also after a reload, while the server keeps the number waiting).
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<{ phone?: string | undefined; code?: string | undefined }>({});
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const sentTo = send.isSuccess ? normalizeMsisdn(send.variables.phone, send.variables.country) : null;
  const waiting = !editing && (pendingPhone ?? (sentTo ? `+${sentTo}` : null));
  const texts = notificationsTexts.sms;

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dismissErrorToast();
    if (!normalizeMsisdn(number, country)) return setErrors({ phone: notificationMessages.phoneInvalid });
    setErrors({});
    send.mutate(
      { country, phone: number.trim() },
      {
        onSuccess: () => {
          setEditing(false);
          setCode('');
          toast({ title: texts.codeSentTitle, description: texts.codeSentDescription });
        },
        onError: (error) => {
          const message = refusalOf(error, 'phone');
          if (message) setErrors({ phone: message });
          else toastRequestError(error, texts.sendFailedTitle, texts.sendFailed);
        },
      },
    );
  };

  const onVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dismissErrorToast();
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) return setErrors({ code: notificationMessages.codeFormat });
    setErrors({});
    verify.mutate(typed, {
      onSuccess: () => toast({ title: texts.verifiedTitle, description: texts.verifiedDescription }),
      onError: (error) => {
        const message = refusalOf(error, 'code');
        if (message) setErrors({ code: message });
        else toastRequestError(error, texts.verifyFailedTitle, texts.verifyFailed);
      },
    });
  };

  if (waiting) {
    return (
      <form className="notif-phone-form" onSubmit={onVerify} noValidate>
        <p className="notif-settings__text">
          {texts.codeSentTo} <strong className="notif-phone__number">{waiting}</strong>.
        </p>
        <FormField
          label={texts.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          error={errors.code}
          onChange={(value) => {
            setCode(value);
            setErrors({});
          }}
        />
        <div className="notif-phone-form__actions">
          <Button type="submit" loading={verify.isPending}>
            {texts.verify}
          </Button>
          <Button variant="ghost" onClick={() => setEditing(true)}>
            {texts.changeNumber}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form className="notif-phone-form" onSubmit={onSend} noValidate>
      <p className="notif-settings__text">
        {texts.intro(SMS_PER_DAY)}
      </p>
      <SelectField
        label={texts.country}
        name="country"
        value={country}
        options={COUNTRIES}
        labels={countryLabels}
        onChange={(value) => {
          setCountry(value as Country);
          setErrors({});
        }}
      />
      <PhoneField
        country={country}
        value={number}
        error={errors.phone}
        hint={texts.numberHint}
        onChange={(value) => {
          setNumber(value);
          setErrors({});
        }}
      />
      <Button type="submit" loading={send.isPending}>
        {texts.sendCode}
      </Button>
    </form>
  );
}
