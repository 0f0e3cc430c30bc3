/**
 * The picture size an H.264 stream declares in its sequence parameter set (ITU-T H.264 §7.3.2.1.1),
 * read from the AVCDecoderConfigurationRecord an encoder sends as its sequence header. The limits
 * check trusts this size rather than the metadata, which an encoder writes as it likes.
 */

/** Profiles whose SPS carries chroma format, bit depths and scaling matrices. */
const HIGH_PROFILES = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135]);

/** Reads bits, most significant first, from the SPS with its emulation prevention bytes removed. */
class BitReader {
  private bit = 0;
  constructor(private readonly bytes: Buffer) {}

  u(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i++) {
      const byte = this.bytes[this.bit >> 3];
      if (byte === undefined) throw new RangeError('SPS tronqué');
      value = value * 2 + ((byte >> (7 - (this.bit & 7))) & 1);
      this.bit += 1;
    }
    return value;
  }

  /** Unsigned Exp-Golomb. */
  ue(): number {
    let zeros = 0;
    while (this.u(1) === 0) {
      zeros += 1;
      if (zeros > 31) throw new RangeError('SPS : code Exp-Golomb invalide');
    }
    return 2 ** zeros - 1 + this.u(zeros);
  }

  /** Signed Exp-Golomb. */
  se(): number {
    const code = this.ue();
    return code % 2 === 1 ? (code + 1) / 2 : -(code / 2);
  }
}

/** The NAL unit's payload without its emulation prevention bytes (00 00 03 → 00 00). */
function rbspOf(nal: Buffer): Buffer {
  const out: number[] = [];
  let zeros = 0;
  for (const byte of nal) {
    if (zeros >= 2 && byte === 3) {
      zeros = 0;
      continue;
    }
    zeros = byte === 0 ? zeros + 1 : 0;
    out.push(byte);
  }
  return Buffer.from(out);
}

function skipScalingList(reader: BitReader, size: number): void {
  let last = 8;
  let next = 8;
  for (let j = 0; j < size; j++) {
    if (next !== 0) next = (last + reader.se() + 256) % 256;
    last = next === 0 ? last : next;
  }
}

/** Width and height of the cropped picture an SPS NAL unit (header byte included) describes. */
export function spsPictureSize(nal: Buffer): { width: number; height: number } {
  const reader = new BitReader(rbspOf(nal.subarray(1)));
  const profile = reader.u(8);
  reader.u(16); // constraint flags, level
  reader.ue(); // seq_parameter_set_id
  let chromaFormat = 1;
  let separateColourPlanes = false;
  if (HIGH_PROFILES.has(profile)) {
    chromaFormat = reader.ue();
    if (chromaFormat === 3) separateColourPlanes = reader.u(1) === 1;
    reader.ue(); // bit_depth_luma_minus8
    reader.ue(); // bit_depth_chroma_minus8
    reader.u(1); // qpprime_y_zero_transform_bypass_flag
    if (reader.u(1) === 1) {
      const lists = chromaFormat === 3 ? 12 : 8;
      for (let i = 0; i < lists; i++) if (reader.u(1) === 1) skipScalingList(reader, i < 6 ? 16 : 64);
    }
  }
  reader.ue(); // log2_max_frame_num_minus4
  const pocType = reader.ue();
  if (pocType === 0) {
    reader.ue(); // log2_max_pic_order_cnt_lsb_minus4
  } else if (pocType === 1) {
    reader.u(1); // delta_pic_order_always_zero_flag
    reader.se(); // offset_for_non_ref_pic
    reader.se(); // offset_for_top_to_bottom_field
    const cycle = reader.ue();
    for (let i = 0; i < cycle; i++) reader.se();
  }
  reader.ue(); // max_num_ref_frames
  reader.u(1); // gaps_in_frame_num_value_allowed_flag
  const widthInMbs = reader.ue() + 1;
  const heightInMapUnits = reader.ue() + 1;
  const frameMbsOnly = reader.u(1);
  if (frameMbsOnly === 0) reader.u(1); // mb_adaptive_frame_field_flag
  reader.u(1); // direct_8x8_inference_flag
  let crop = { left: 0, right: 0, top: 0, bottom: 0 };
  if (reader.u(1) === 1) crop = { left: reader.ue(), right: reader.ue(), top: reader.ue(), bottom: reader.ue() };

  // Crop offsets count chroma samples: 2 luma columns in 4:2:0 and 4:2:2, 2 rows in 4:2:0, doubled for fields.
  const monochromeOrSeparate = separateColourPlanes || chromaFormat === 0;
  const cropUnitX = monochromeOrSeparate || chromaFormat === 3 ? 1 : 2;
  const cropUnitY = (monochromeOrSeparate || chromaFormat !== 1 ? 1 : 2) * (2 - frameMbsOnly);
  return {
    width: widthInMbs * 16 - cropUnitX * (crop.left + crop.right),
    height: (2 - frameMbsOnly) * heightInMapUnits * 16 - cropUnitY * (crop.top + crop.bottom),
  };
}

/**
 * The picture size of the first SPS of an AVCDecoderConfigurationRecord (version, profile,
 * compatibility, level, NAL length size, then the SPS count and each SPS with its 16-bit length),
 * or null when the record is malformed.
 */
export function avcConfigPictureSize(record: Buffer): { width: number; height: number } | null {
  if (record.length < 8 || record.readUInt8(0) !== 1 || (record.readUInt8(5) & 0x1f) < 1) return null;
  const length = record.readUInt16BE(6);
  if (record.length < 8 + length || length < 4) return null;
  try {
    return spsPictureSize(record.subarray(8, 8 + length));
  } catch {
    return null;
  }
}
