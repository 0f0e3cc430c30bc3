import type { ChatMessage } from '@kora/shared';

/** A message of mine on its way (shown greyed until the server has stored it). */
export interface PendingSend {
  /** Ties the socket's chat_ack or error to this send. */
  clientId: string;
  message: string;
  /** The chat's cursor when it was sent: the stored copy can only come after it. */
  afterSeq: number;
  /**
   * sending: waiting for the answer; lost: sent on a socket that closed before answering (whether
   * it was stored is known after the resync); failed: not sent, kept so no text is lost.
   */
  state: 'sending' | 'lost' | 'failed';
}

/**
 * After a resync, which lost sends were stored after all: a message of mine with the same text,
 * after the send, each message vouching for one send only. The others were not stored.
 */
export function settleLost(pending: readonly PendingSend[], messages: readonly ChatMessage[], userId: string): { arrived: string[]; missing: PendingSend[] } {
  const claimed = new Set<string>();
  const arrived: string[] = [];
  const missing: PendingSend[] = [];
  for (const send of pending) {
    if (send.state !== 'lost') continue;
    const copy = messages.find((m) => !claimed.has(m.id) && m.userId === userId && m.seq > send.afterSeq && m.message === send.message);
    if (copy) {
      claimed.add(copy.id);
      arrived.push(send.clientId);
    } else missing.push(send);
  }
  return { arrived, missing };
}

let counter = 0;

/** A client id for a send (randomUUID needs a secure context, which a phone on the LAN may not be). */
export function newClientId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${counter}`;
}
