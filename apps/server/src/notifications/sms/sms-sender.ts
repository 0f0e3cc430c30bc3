/** Sends one SMS. `to` is the msisdn: country code then national number, digits only ('221771234567'). */
export interface SmsSender {
  send(to: string, text: string): Promise<{ id: string }>;
}
