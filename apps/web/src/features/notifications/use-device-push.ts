import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverMessageFromError } from '../../lib/api-client';
import { isUnauthorizedError } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { useDeletePushSubscription } from './api/delete-push-subscription';
import { pushKeyQueryOptions } from './api/get-push-key';
import { notificationKeys } from './api/notification-keys';
import { useSavePushSubscription } from './api/save-push-subscription';
import { notificationsTexts } from './notifications-texts';
import { base64UrlToBytes, pushSupported, sameKey, subscriptionBody } from './web-push-rules';

/** Where push stands on this device: the browser cannot, it is being read, the person blocked it, off, on. */
export type DevicePushState = 'unsupported' | 'checking' | 'denied' | 'off' | 'on';

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
 * with the server's key and saved) or off (forgotten by the server, then by the browser). `problem` says in the page's
 * language why the last try did not end as asked.
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
      if (permission !== 'granted') return setProblem(notificationsTexts.push.dismissed);
      const registration = await readyWorker();
      if (!registration) return setProblem(notificationsTexts.push.notReady);
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
      done('on', notificationsTexts.push.enabled);
    } catch (error) {
      fail(error, notificationsTexts.push.enableFailed);
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
      done('off', notificationsTexts.push.disabled);
    } catch (error) {
      fail(error, notificationsTexts.push.disableFailed);
    } finally {
      setBusy(false);
    }
  };

  return { state, problem, busy, enable: () => void enable(), disable: () => void disable() };
}
