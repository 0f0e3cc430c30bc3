/**
 * The payment page of a mobile-money intent opens in a new tab. A phone's popup blocker lets a tab
 * open only during the tap itself, so the tab is opened empty in the click handler and sent to the
 * payment link once the server answers; if the browser refused it, the page shows the link instead.
 */
export interface PaymentTab {
  /** Sends the tab to the payment link; false when there is no tab (blocked, or closed meanwhile). */
  go(url: string): boolean;
  close(): void;
}

export function openPaymentTab(): PaymentTab {
  const tab = window.open('', '_blank');
  return {
    go(url) {
      if (!tab || tab.closed) return false;
      // The payment page must not reach back into Kora's tab.
      tab.opener = null;
      tab.location.href = url;
      return true;
    },
    close() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
