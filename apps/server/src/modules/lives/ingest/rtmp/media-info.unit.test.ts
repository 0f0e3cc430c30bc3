import { describe, expect, it } from 'vitest';
import { avcConfigPictureSize, spsPictureSize } from './h264-sps.js';
import { isKeyFrame, MediaInfo, metadataOf } from './media-info.js';

/** Sequence parameter sets written by x264 (ffmpeg -c:v libx264), one per profile and picture shape. */
const SPS = {
  baseline426x240: '6742c015d901b1fe4f0110000003001000000303c0f162e480',
  high1920x1080: '67640028acd940780227e5c044000003000400000300f03c60c658',
  high422_1280x720: '677a001fbcd9405005bb0110000003001000000303c0f1831960',
  high444_640x360: '67f4001e919b281405ff138088000003000800000301e078b16cb0',
  interlaced720x480: '6764001eacd940b47b6022000003000200000300783e28532c',
};

/** An FLV H.264 sequence header: tag header (key frame, AVC; packet type 0; composition time), then the decoder configuration. */
function avcSequenceHeader(spsHex: string): Buffer {
  const sps = Buffer.from(spsHex, 'hex');
  const record = Buffer.concat([Buffer.of(1, sps[1]!, sps[2]!, sps[3]!, 0xff, 0xe1), Buffer.of(sps.length >> 8, sps.length & 0xff), sps, Buffer.of(0)]);
  return Buffer.concat([Buffer.of(0x17, 0, 0, 0, 0), record]);
}

describe('H.264 picture size', () => {
  it('reads the cropped size of every profile x264 writes, interlaced included', () => {
    const size = (hex: string) => spsPictureSize(Buffer.from(hex, 'hex'));
    expect(size(SPS.baseline426x240)).toEqual({ width: 426, height: 240 });
    expect(size(SPS.high1920x1080)).toEqual({ width: 1920, height: 1080 });
    expect(size(SPS.high422_1280x720)).toEqual({ width: 1280, height: 720 });
    expect(size(SPS.high444_640x360)).toEqual({ width: 640, height: 360 });
    expect(size(SPS.interlaced720x480)).toEqual({ width: 720, height: 480 });
  });

  it('answers null for a malformed decoder configuration', () => {
    const record = avcSequenceHeader(SPS.high1920x1080).subarray(5);
    expect(avcConfigPictureSize(record)).toEqual({ width: 1920, height: 1080 });
    expect(avcConfigPictureSize(record.subarray(0, 12))).toBeNull();
    expect(avcConfigPictureSize(Buffer.concat([record.subarray(0, 8), Buffer.from('6764', 'hex')]))).toBeNull();
    expect(avcConfigPictureSize(Buffer.of(0, ...record.subarray(1)))).toBeNull();
  });
});

describe('MediaInfo', () => {
  it('takes the size from the sequence header over the metadata, the frame rate from the metadata', () => {
    const media = new MediaInfo();
    expect(media.info()).toMatchObject({ videoCodec: null, width: null, height: null, hasAudio: false, videoCodecString: null });
    media.onMetadata(metadataOf(['@setDataFrame', 'onMetaData', { width: 1280, height: 720, framerate: 30 }]));
    expect(media.info()).toMatchObject({ width: 1280, height: 720, frameRate: 30 });
    media.onVideo(avcSequenceHeader(SPS.high1920x1080));
    media.onAudio(Buffer.of(0xaf, 0, 0x12, 0x10));
    expect(media.info()).toMatchObject({ videoCodec: 'h264', width: 1920, height: 1080, frameRate: 30, hasAudio: true, videoCodecString: 'avc1.640028' });
    media.onMetadata(metadataOf(['onMetaData', { videoframerate: 25, width: 'wide' }]));
    expect(media.info()).toMatchObject({ width: 1920, frameRate: 25 });
  });

  it('calls a codec other than H.264 "other", enhanced RTMP tags included', () => {
    const vp6 = new MediaInfo();
    vp6.onVideo(Buffer.of(0x14, 0));
    expect(vp6.info().videoCodec).toBe('other');
    const hevc = new MediaInfo();
    hevc.onVideo(Buffer.from('9068766331', 'hex')); // key frame, sequence start, 'hvc1'
    expect(hevc.info().videoCodec).toBe('other');
  });

  it('measures the input bit rate over one-second windows', () => {
    const media = new MediaInfo();
    media.onBytes(1000, 10_000);
    media.onBytes(124_000, 10_500);
    expect(media.info().bitrateKbps).toBe(0);
    media.onBytes(0, 11_000);
    expect(media.info().bitrateKbps).toBe(1000);
  });

  it('tells key frames from sequence headers and inter frames', () => {
    expect(isKeyFrame(Buffer.of(0x17, 1))).toBe(true);
    expect(isKeyFrame(Buffer.of(0x17, 0))).toBe(false);
    expect(isKeyFrame(Buffer.of(0x27, 1))).toBe(false);
    expect(isKeyFrame(Buffer.of(0x91, 0x68))).toBe(true); // enhanced: key frame, coded frames
    expect(isKeyFrame(Buffer.of(0x90, 0x68))).toBe(false); // enhanced: sequence start
  });
});
