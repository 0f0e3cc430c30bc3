import { localDateTime, notificationKindLabels, notificationTexts } from '../../notifications.js';
import { formatPrice } from '../../prices.js';
import { translation } from '../catalogue.js';

const price = (money: { amount: number; currency: Parameters<typeof formatPrice>[1] }) => formatPrice(money.amount, money.currency);

export const notificationTranslations = [
  translation(notificationKindLabels, {
    live_started: 'A creator I follow goes live',
    video_published: 'A creator I follow publishes a video',
    pass_ending: 'My pass or subscription ends within 24 h',
    pass_ended: 'My pass or subscription has ended',
    payment_succeeded: 'Payment receipt (SMS)',
    payment_failed: 'Payment declined',
    sponsorship_received: 'Sponsorship received',
    payout_paid: 'Payout sent',
    payout_refused: 'Payout refused',
    application_approved: 'Creator application accepted',
    application_rejected: 'Creator application declined',
    video_approved: 'Video approved',
    video_rejected: 'Video rejected',
  }),
  translation(notificationTexts, {
    dayAt: (day, time) => `${day} at ${time}`,
    live_started: (d) => ({ title: `${d.creatorName} is live`, body: d.title, link: `/live-viewer/${d.liveId}` }),
    video_published: (d) => ({ title: `New video from ${d.creatorName}`, body: d.title, link: `/video/${d.videoId}` }),
    pass_ending: (d, tz) => ({
      title: `Your ${d.planName} ends soon`,
      body: `Kora: your ${d.planName} ends on ${localDateTime(d.endsAt, tz)}. Renew it to keep watching.`,
      link: '/subscribe',
    }),
    pass_ended: (d) => ({ title: `Your ${d.planName} has ended`, body: `Kora: your ${d.planName} has ended. Choose a plan to keep watching.`, link: '/subscribe' }),
    payment_succeeded: (d) => ({ title: 'Payment received', body: `Kora: payment of ${price(d)} received for ${d.planName}. Ref. ${d.reference}. Thank you!`, link: '/settings' }),
    payment_failed: (d) => ({ title: 'Payment declined', body: `Your payment of ${price(d)} for ${d.planName} did not go through. You can try again.`, link: '/subscribe' }),
    sponsorship_received: (d) => ({ title: 'New sponsorship', body: `${d.sponsorName} sponsored you: ${price(d)}.`, link: '/creator-dashboard' }),
    payout_paid: (d) => ({ title: 'Payout sent', body: `Your payout of ${price(d)} has been sent.`, link: '/creator-dashboard' }),
    payout_refused: (d) => ({ title: 'Payout refused', body: `Your payout request of ${price(d)} was refused: ${d.reason}`, link: '/creator-dashboard' }),
    application_approved: () => ({ title: 'Application accepted', body: 'Welcome to Kora’s creators! You can now publish videos and go live.', link: '/creator-dashboard' }),
    application_rejected: (d) => ({ title: 'Application declined', body: `Your creator application was not accepted: ${d.reason}`, link: '/creator-status' }),
    video_approved: (d) => ({ title: 'Video approved', body: `“${d.title}” is online.`, link: `/video/${d.videoId}` }),
    video_rejected: (d) => ({ title: 'Video rejected', body: `“${d.title}” was not approved: ${d.reason}`, link: '/creator-dashboard' }),
  }),
];
