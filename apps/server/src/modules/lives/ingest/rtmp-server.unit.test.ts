import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { amfField, decodeAmf0, encodeAmf0, type AmfValue } from './rtmp/amf0.js';
import { ChunkReader } from './rtmp/chunk-reader.js';
import { command, encodeChunks } from './rtmp/chunk-writer.js';
import { MessageType, type RtmpMessage } from './rtmp/message.js';
import { createRtmpServer, type RtmpHandlers, type RtmpPublisher, type RtmpServer } from './rtmp-server.js';

/** A bare RTMP client over a real socket: handshake, commands, and every message the server sends, decoded. */
class Client {
  readonly received: RtmpMessage[] = [];
  readonly closed: Promise<void>;
  private readonly reader = new ChunkReader();
  private handshakeLeft = 1 + 2 * 1536;

  private constructor(private readonly socket: net.Socket) {
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    socket.on('data', (data: Buffer) => {
      if (this.handshakeLeft > 0) {
        const used = Math.min(this.handshakeLeft, data.length);
        this.handshakeLeft -= used;
        if (this.handshakeLeft === 0) socket.write(Buffer.alloc(1536)); // C2
        data = data.subarray(used);
      }
      if (data.length > 0) this.received.push(...this.reader.push(data));
    });
  }

  /** Connected to `app`, with a stream created (id 1). */
  static async open(port: number, app = 'live'): Promise<Client> {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const client = new Client(socket);
    socket.write(Buffer.concat([Buffer.of(3), Buffer.alloc(1536, 7)]));
    await client.waitFor('handshake', () => client.handshakeLeft === 0);
    client.send(command(0, 'connect', 1, { app, tcUrl: `rtmp://127.0.0.1/${app}` }));
    await client.waitFor('connect result', () => client.commands().some((c) => c[0] === '_result' && c[1] === 1));
    client.send(command(0, 'createStream', 2, null));
    await client.waitFor('createStream result', () => client.commands().some((c) => c[0] === '_result' && c[1] === 2 && c[3] === 1));
    return client;
  }

  send(message: RtmpMessage): void {
    this.socket.write(encodeChunks(message.type === MessageType.commandAmf0 ? 3 : 4, message, 128));
  }

  media(type: number, timestamp: number, ...bytes: number[]): void {
    this.send({ type, streamId: 1, timestamp, payload: Buffer.from(bytes) });
  }

  commands(): AmfValue[][] {
    return this.received.filter((m) => m.type === MessageType.commandAmf0).map((m) => decodeAmf0(m.payload));
  }

  /** The codes of the onStatus commands received so far. */
  statuses(): string[] {
    return this.commands()
      .filter((c) => c[0] === 'onStatus')
      .map((c) => String(amfField(c[3], 'code')));
  }

  /** Audio, video and data messages received so far, as [type, timestamp, first payload byte]. */
  mediaSeen(): Array<[number, number, number]> {
    return this.received.filter((m) => m.type !== MessageType.commandAmf0 && m.streamId === 1).map((m) => [m.type, m.timestamp, m.payload.readUInt8(0)]);
  }

  async waitFor(what: string, check: () => boolean): Promise<void> {
    const deadline = Date.now() + 3000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`Toujours pas : ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  destroy(): void {
    this.socket.destroy();
  }
}

interface Recorder extends RtmpHandlers {
  publishers: RtmpPublisher[];
  ended: string[];
  warnings: string[];
}

function recorder(decide: (publisher: RtmpPublisher) => boolean): Recorder {
  const handlers: Recorder = {
    publishers: [],
    ended: [],
    warnings: [],
    onPublish: (publisher) => {
      handlers.publishers.push(publisher);
      return decide(publisher);
    },
    onPublishEnd: (sessionId) => handlers.ended.push(sessionId),
    warn: (message) => handlers.warnings.push(message),
  };
  return handlers;
}

describe('RTMP server', () => {
  const servers: RtmpServer[] = [];
  const clients: Client[] = [];
  const start = async (handlers: RtmpHandlers) => {
    const server = createRtmpServer(handlers);
    servers.push(server);
    return { server, port: await server.listen(0, '127.0.0.1') };
  };
  const open = async (port: number, app?: string) => {
    const client = await Client.open(port, app);
    clients.push(client);
    return client;
  };
  afterEach(async () => {
    for (const client of clients.splice(0)) client.destroy();
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('refuses a key before answering the publish: BadName, never Publish.Start, then the connection closes', async () => {
    const handlers = recorder((publisher) => publisher.streamKey === 'good');
    const { port } = await start(handlers);
    const refused = await open(port);
    refused.send(command(1, 'publish', 3, null, 'bad?x=1', 'live'));
    await refused.closed;
    expect(refused.statuses()).toEqual(['NetStream.Publish.BadName']);
    expect(handlers.publishers.map((p) => p.streamKey)).toEqual(['bad']);

    // Another application, or a nested name, is refused without asking.
    for (const [app, name] of [['other', 'good'], ['live', 'a/good']]) {
      const elsewhere = await open(port, app);
      elsewhere.send(command(1, 'publish', 3, null, name, 'live'));
      await elsewhere.closed;
      expect(elsewhere.statuses()).toEqual(['NetStream.Publish.BadName']);
    }
    expect(handlers.publishers).toHaveLength(1);
    expect(handlers.ended).toEqual([]);
  });

  it('relays a publish to a local player holding the token: metadata, sequence headers and the last key frame first', async () => {
    const handlers = recorder(() => true);
    const { server, port } = await start(handlers);
    const encoder = await open(port);
    encoder.send(command(1, 'publish', 3, null, 'key', 'live'));
    await encoder.waitFor('Publish.Start', () => encoder.statuses().includes('NetStream.Publish.Start'));
    const [publisher] = handlers.publishers;
    expect(publisher!.alive()).toBe(true);

    encoder.send({ type: MessageType.dataAmf0, streamId: 1, timestamp: 0, payload: encodeAmf0('@setDataFrame', 'onMetaData', { width: 640, height: 360, framerate: 30 }) });
    encoder.media(MessageType.audio, 0, 0xaf, 0, 0x12, 0x10); // AAC sequence header
    encoder.media(MessageType.video, 0, 0x17, 0, 0, 0, 0, 1, 0x42, 0xc0, 0x1e); // H.264 sequence header
    encoder.media(MessageType.video, 40, 0x27, 1); // inter frame before any key frame: not kept
    encoder.media(MessageType.video, 80, 0x17, 1); // key frame
    encoder.media(MessageType.audio, 90, 0xaf, 1);
    encoder.media(MessageType.video, 120, 0x27, 1);
    await encoder.waitFor('the source described', () => publisher!.info().videoCodecString === 'avc1.42c01e');
    expect(publisher!.info()).toMatchObject({ videoCodec: 'h264', width: 640, height: 360, frameRate: 30, hasAudio: true });

    const watcher = await open(port);
    watcher.send(command(1, 'play', 3, null, 'key'));
    await watcher.closed;
    expect(watcher.statuses()).toEqual(['NetStream.Play.StreamNotFound']);

    const player = await open(port);
    player.send(command(1, 'play', 3, null, server.playUrl('key').split('/live/')[1]!));
    await player.waitFor('the cached start', () => player.mediaSeen().length === 6);
    encoder.media(MessageType.video, 160, 0x27, 1);
    await player.waitFor('a live frame', () => player.mediaSeen().length === 7);
    expect(player.statuses()).toEqual(['NetStream.Play.Reset', 'NetStream.Play.Start']);
    expect(player.mediaSeen()).toEqual([
      [MessageType.dataAmf0, 0, 0x02],
      [MessageType.audio, 0, 0xaf],
      [MessageType.video, 0, 0x17],
      [MessageType.video, 80, 0x17],
      [MessageType.audio, 90, 0xaf],
      [MessageType.video, 120, 0x27],
      [MessageType.video, 160, 0x27],
    ]);
    const metadata = decodeAmf0(player.received.find((m) => m.type === MessageType.dataAmf0)!.payload);
    expect(metadata).toEqual(['onMetaData', { width: 640, height: 360, framerate: 30 }]);

    // A second encoder on the same key is refused without asking the gate.
    const second = await open(port);
    second.send(command(1, 'publish', 3, null, 'key', 'live'));
    await second.closed;
    expect(handlers.publishers).toHaveLength(1);

    encoder.send(command(0, 'deleteStream', 4, null, 1));
    await player.closed;
    expect(player.statuses()).toContain('NetStream.Play.UnpublishNotify');
    expect(handlers.ended).toEqual([publisher!.sessionId]);
    expect(publisher!.alive()).toBe(false);
  });

  it('keeps two listeners of one process apart: a publish on one is unknown to the other', async () => {
    const first = recorder(() => true);
    const second = recorder(() => true);
    const a = await start(first);
    const b = await start(second);
    const encoder = await open(a.port);
    encoder.send(command(1, 'publish', 3, null, 'shared', 'live'));
    await encoder.waitFor('Publish.Start', () => encoder.statuses().includes('NetStream.Publish.Start'));

    const player = await open(b.port);
    player.send(command(1, 'play', 3, null, b.server.playUrl('shared').split('/live/')[1]!));
    await player.closed;
    expect(player.statuses()).toEqual(['NetStream.Play.StreamNotFound']);
    expect(second.publishers).toEqual([]);

    // And the other's token opens nothing here.
    const stranger = await open(a.port);
    stranger.send(command(1, 'play', 3, null, b.server.playUrl('shared').split('/live/')[1]!));
    await stranger.closed;
    expect(stranger.statuses()).toEqual(['NetStream.Play.StreamNotFound']);
  });

  it('cut() hangs up on the encoder and ends the publish once; a throwing gate refuses and is logged', async () => {
    let throwNext = false;
    const handlers = recorder(() => {
      if (throwNext) throw new Error('gate down');
      return true;
    });
    const { port } = await start(handlers);
    const encoder = await open(port);
    encoder.send(command(1, 'publish', 3, null, 'key', 'live'));
    await encoder.waitFor('Publish.Start', () => encoder.statuses().includes('NetStream.Publish.Start'));
    const [publisher] = handlers.publishers;
    publisher!.cut();
    expect(publisher!.alive()).toBe(false);
    expect(handlers.ended).toEqual([publisher!.sessionId]);
    await encoder.closed;
    publisher!.cut();
    expect(handlers.ended).toHaveLength(1);

    throwNext = true;
    const next = await open(port);
    next.send(command(1, 'publish', 3, null, 'key', 'live'));
    await next.closed;
    expect(next.statuses()).toEqual(['NetStream.Publish.BadName']);
    expect(handlers.warnings).toEqual(['Refus de publication RTMP sur erreur']);
  });

  it('logs a malformed connection and drops it, the listener going on', async () => {
    const handlers = recorder(() => true);
    const { port } = await start(handlers);
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(Buffer.concat([Buffer.of(6), Buffer.alloc(1536)])); // RTMPE: not offered
    await new Promise((resolve) => socket.once('close', resolve));
    expect(handlers.warnings).toEqual(['Connexion RTMP fermée sur erreur de protocole']);
    const client = await open(port);
    client.send(command(1, 'publish', 3, null, 'key', 'live'));
    await client.waitFor('Publish.Start', () => client.statuses().includes('NetStream.Publish.Start'));
  });
});
