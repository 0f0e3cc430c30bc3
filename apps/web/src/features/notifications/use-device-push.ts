import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverMessageFromError } from '../../lib/api-client';
import { isUnauthorizedError } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { useDeletePushSubscription } from './api/delete-push-subscription';
import { pushKeyQueryOptions } from './api/get-push-key';
import { notificationKeys } from './api/notification-keys';
import { useSavePushSubscription } from './api/save-push-subscription';
import { base64UrlToBytes, pushSupported, sameKey, subscriptionBody } from './web-push-rules';

/** Where push stands on this device: the browser cannot, it is being read, the person blocked it, off, on. */
export type DevicePushState = 'unsupported' | 'checking' | 'denied' | 'off' | 'on';

export const devicePushMessages = {
  dismissed: "Vous n'avez pas autorisé les notifications. Appuyez de nouveau sur « Activer sur cet appareil » et choisissez « Autoriser ».",
  notReady: "Kora n'est pas encore prêt à recevoir des notifications sur cet appareil. Rechargez la page, puis réessayez.",
  enableFailed: "L'activation n'a pas abouti. Vérifiez votre connexion, puis réessayez.",
  disableFailed: "La désactivation n'a pas abouti. Vérifiez votre connexion, puis réessayez.",
};

/** How long to wait for the service worker (it installs after the first load) before saying it is not ready. */
const WORKER_WAIT_MS = 10_000;

async function readyWorker(): Promise<ServiceWorkerRegistration | null> {
  let timer = 0;
  const late = new Promise<null>((resolve) => (timer = window.setTimeout(() => resolve(null), WORKER_WAIT_MS)));
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    window.clearTimeout(timer);
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * This device's Web Push: whether it is on, and turning it on (the browser asks the person, the subscription is made
 * with the server's key and saved) or off (forgotten by the server, then by the browser). `problem` says in French
 * why the last try did not end as asked.
 */
export function useDevicePush() {
  const queryClient = useQueryClient();
  const save = useSavePushSubscription();
  const remove = useDeletePushSubscription();
  const supported = pushSupported(window);
  const [state, setState] = useState<DevicePushState>(supported ? 'checking' : 'unsupported');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    const settle = (subscribed: boolean) => {
      if (!live) return;
      if (Notification.permission === 'denied') setState('denied');
      else setState(subscribed && Notification.permission === 'granted' ? 'on' : 'off');
    };
    currentSubscription().then(
      (subscription) => settle(Boolean(subscription)),
      () => settle(false),
    );
    return () => {
      live = false;
    };
  }, [supported]);

  const done = (next: DevicePushState, title: string) => {
    setState(next);
    toast({ title });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.preferences });
  };
  const fail = (error: unknown, fallback: string) => {
    // Being signed out is told by the app-wide 401 handling.
    if (!isUnauthorizedError(error)) setProblem(serverMessageFromError(error) ?? fallback);
  };

  const enable = async () => {
    setProblem(null);
    setBusy(true);
    try {
      // First, while the tap still counts as the person's: some browsers ask only then.
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return setState('denied');
      if (permission !== 'granted') return setProblem(devicePushMessages.dismissed);
      const registration = await readyWorker();
      if (!registration) return setProblem(devicePushMessages.notReady);
      const key = base64UrlToBytes((await queryClient.fetchQuery(pushKeyQueryOptions)).publicKey);
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      const body = subscriptionBody(subscription.toJSON());
      try {
        if (!body) throw new Error('incomplete push subscription');
        await save.mutateAsync(body);
      } catch (error) {
        // Unknown to the server, it would only look on.
        await subscription.unsubscribe().catch(() => undefined);
        throw error;
      }
      done('on', 'Notifications activées sur cet appareil');
    } catch (error) {
      fail(error, devicePushMessages.enableFailed);
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await remove.mutateAsync(subscription.endpoint);
        await subscription.unsubscribe();
      }
      done('off', 'Notifications désactivées sur cet appareil');
    } catch (error) {
      fail(error, devicePushMessages.disableFailed);
    } finally {
      setBusy(false);
    }
  };

  return { state, problem, busy, enable: () => void enable(), disable: () => void disable() };
}
