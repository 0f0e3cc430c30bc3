/** What the gate drives: the engine's loading and the element's play(). */
export interface StartTarget {
  /** Starts fetching segments (hls.js startLoad). */
  startLoad: () => void;
  /** Plays the <video> (its promise's refusal is the caller's business). */
  play: () => void;
}

interface StartGateOptions {
  /** Playback is wanted from the start (autoplay, a tap before the player existed, a renewal while playing). */
  wanted: boolean;
  /** Segments are fetched from the start even if not playing (a renewal keeps its buffer going). */
  loading: boolean;
}

/**
 * No tap lost: remembers that playback was asked for, whenever it was (before hls.js was
 * downloaded, before the master playlist was parsed, after), and acts once what it needs is there:
 * loading as soon as an engine exists, playing as soon as the playlist is parsed. A pause before
 * that cancels the wish. Pure: the hook feeds it events, tests feed it fakes.
 */
export function createStartGate({ wanted: initiallyWanted, loading: initiallyLoading }: StartGateOptions) {
  let wanted = initiallyWanted;
  let loading = initiallyLoading;
  let target: StartTarget | null = null;
  let parsed = false;
  let played = false;

  const kick = () => {
    if (!wanted || !target) return;
    if (!loading) {
      loading = true;
      target.startLoad();
    }
    if (parsed && !played) {
      played = true;
      target.play();
    }
  };

  return {
    /** Whether the engine should load from its creation (hls.js autoStartLoad). */
    get loadsAtOnce() {
      return loading || wanted;
    },
    get wanted() {
      return wanted;
    },
    /** Play was pressed (the <video>'s play event, whatever the player's state). */
    want() {
      wanted = true;
      kick();
    },
    /** Pause was pressed before playback could start. */
    cancel() {
      wanted = false;
    },
    /**
     * An engine exists; `loadingAlready` when it was created loading. Another engine may replace it (the fMP4 one
     * handing an MPEG-TS video to hls.js): whether it loads is its own, and Play asked meanwhile starts it.
     */
    attach(next: StartTarget, loadingAlready: boolean) {
      // A replacing engine reads its own playlist and takes the element afresh (which forgets a play() made before):
      // it plays once it has parsed, as the first one would have.
      if (target) {
        parsed = false;
        played = false;
      }
      target = next;
      loading = loadingAlready;
      kick();
    },
    /** The master playlist is parsed: play() can start the picture now. */
    parsed() {
      parsed = true;
      kick();
    },
  };
}
export type StartGate = ReturnType<typeof createStartGate>;
