/** One RTMP message, reassembled from its chunks (or about to be cut into chunks). */
export interface RtmpMessage {
  /** Message type id (see MessageType). */
  type: number;
  /** Message stream id: 0 for the connection's own messages, else the stream createStream gave. */
  streamId: number;
  /** Milliseconds, 32 bits (wraps after about 50 days). */
  timestamp: number;
  payload: Buffer;
}

/** The message type ids Kora's server reads or writes. */
export const MessageType = {
  setChunkSize: 1,
  abort: 2,
  acknowledgement: 3,
  userControl: 4,
  windowAckSize: 5,
  setPeerBandwidth: 6,
  audio: 8,
  video: 9,
  dataAmf3: 15,
  commandAmf3: 17,
  dataAmf0: 18,
  commandAmf0: 20,
} as const;

/** User control events (the first 2 bytes of a user control message). */
export const UserControl = {
  streamBegin: 0,
  streamEof: 1,
  setBufferLength: 3,
  pingRequest: 6,
  pingResponse: 7,
} as const;
