import { createHash } from 'node:crypto';
import type { VideoType } from '@dealer/schema';
import { PayloadTooLargeError } from '../../common/errors.js';
import { formatBytes, refused } from './media.image.js';

/*
 * Checking one uploaded video; no database here. Videos are stored as they were sent (nothing
 * decodes them on the server), so the checks are about the container: a file is taken only when
 * its bytes are an MP4, MOV or WebM file whose structure holds together. What the sender's
 * Content-Type or file name claims does not count.
 */

export const VIDEO_TYPE_MESSAGE = 'Videos must be MP4, WebM or MOV';
export const VIDEO_UNREADABLE_MESSAGE = 'The video could not be read; it may be damaged';

export function videoTooLargeMessage(maxBytes: number): string {
  return `Videos must be at most ${formatBytes(maxBytes)}`;
}

/** What the file name in a /media URL ends with, by type. */
export const VIDEO_EXTENSIONS: Record<VideoType, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/** ISO base media brands of MP4 video (the ftyp box names the major brand and the compatible ones). */
const MP4_BRANDS = new Set([
  'isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso7', 'iso8', 'iso9',
  'mp41', 'mp42', 'avc1', 'av01', 'dash', 'cmfc', 'M4V ', 'M4VH', 'M4VP', 'mmp4', 'MSNV', 'XAVC',
]);
const QUICKTIME_BRAND = 'qt  ';
/** Files in the same box format that are not videos: audio (M4A, audiobooks) and HEIF/AVIF pictures. */
const OTHER_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'heic', 'heix', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const EBML_DOCTYPE = 0x4282;
const MATROSKA_SEGMENT = 0x18538067;

/** Why a file was refused: not a video of an allowed type, or one whose structure is broken. */
class Refusal extends Error {
  constructor(readonly kind: 'type' | 'damaged') {
    super(kind);
  }
}

const damaged = () => new Refusal('damaged');

/** True when the first bytes claim an MP4/MOV (an ftyp box) or a Matroska/WebM file (EBML). */
export function looksLikeVideo(bytes: Buffer): boolean {
  return (bytes.length >= 8 && bytes.toString('latin1', 4, 8) === 'ftyp') || (bytes.length >= 4 && bytes.subarray(0, 4).equals(EBML_MAGIC));
}

/**
 * MP4 and MOV: top-level boxes (size, type) that fill the file exactly, the first an ftyp box
 * with a known brand; a movie header box (moov) that players need to play anything.
 */
function isoType(bytes: Buffer): VideoType {
  const boxes: string[] = [];
  let ftyp: Buffer | undefined;
  for (let offset = 0; offset < bytes.length; ) {
    if (bytes.length - offset < 8) throw damaged();
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (bytes.length - offset < 16) throw damaged();
      const large = bytes.readBigUInt64BE(offset + 8);
      size = large > BigInt(bytes.length) ? Number.MAX_SAFE_INTEGER : Number(large);
      header = 16;
    } else if (size === 0) {
      // The last box may run to the end of the file.
      size = bytes.length - offset;
    }
    if (!/^[\x20-\x7e]{4}$/.test(type) || size < header || offset + size > bytes.length) throw damaged();
    if (boxes.length === 0) {
      if (type !== 'ftyp') throw new Refusal('type');
      if (size < header + 8 || (size - header - 8) % 4 !== 0) throw damaged();
      ftyp = bytes.subarray(offset + header, offset + size);
    }
    boxes.push(type);
    offset += size;
  }
  const major = ftyp!.toString('latin1', 0, 4);
  const compatible: string[] = [];
  for (let at = 8; at < ftyp!.length; at += 4) compatible.push(ftyp!.toString('latin1', at, at + 4));
  let contentType: VideoType;
  if (OTHER_BRANDS.has(major)) throw new Refusal('type');
  if (major === QUICKTIME_BRAND) contentType = 'video/quicktime';
  else if (MP4_BRANDS.has(major) || compatible.some((brand) => MP4_BRANDS.has(brand))) contentType = 'video/mp4';
  else if (compatible.includes(QUICKTIME_BRAND)) contentType = 'video/quicktime';
  else throw new Refusal('type');
  if (!boxes.includes('moov')) throw damaged();
  return contentType;
}

/** An EBML variable-length integer at `offset`: its value (with or without its length marker) and its length. */
function vint(bytes: Buffer, offset: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  if (offset >= bytes.length) throw damaged();
  const first = bytes[offset];
  const length = first === 0 ? 9 : Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) throw damaged();
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + bytes[offset + i];
    allOnes &&= bytes[offset + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** WebM: an EBML header whose DocType is "webm", followed by a Matroska Segment. */
function webmType(bytes: Buffer): VideoType {
  const size = vint(bytes, 4, false);
  if (size.unknown) throw damaged();
  const start = 4 + size.length;
  const end = start + size.value;
  if (end > bytes.length) throw damaged();
  let docType: string | undefined;
  for (let offset = start; offset < end; ) {
    const id = vint(bytes, offset, true);
    const child = vint(bytes, offset + id.length, false);
    const data = offset + id.length + child.length;
    if (child.unknown || data + child.value > end) throw damaged();
    if (id.value === EBML_DOCTYPE) docType = bytes.toString('latin1', data, data + child.value).replace(/\0+$/, '');
    offset = data + child.value;
  }
  if (docType !== 'webm') throw new Refusal('type');
  if (vint(bytes, end, true).value !== MATROSKA_SEGMENT) throw damaged();
  return 'video/webm';
}

/** The type a file really is, by its bytes; undefined when it is not an MP4, MOV or WebM video. */
export function sniffVideo(bytes: Buffer): VideoType | 'damaged' | undefined {
  try {
    if (bytes.length >= 4 && bytes.subarray(0, 4).equals(EBML_MAGIC)) return webmType(bytes);
    if (bytes.length >= 8 && bytes.toString('latin1', 4, 8) === 'ftyp') return isoType(bytes);
    return undefined;
  } catch (error) {
    if (error instanceof Refusal) return error.kind === 'damaged' ? 'damaged' : undefined;
    throw error;
  }
}

/** A checked video: its hash and type are known, ready to be stored as it is. */
export interface VideoUpload {
  /** SHA-256 of the uploaded bytes, hex: the video's id and URL. */
  id: string;
  contentType: VideoType;
  bytes: Buffer;
}

/** Size (413 above the limit), type and structure (422), from the bytes alone. */
export function checkVideo(bytes: Buffer, maxBytes: number): VideoUpload {
  if (bytes.length > maxBytes) throw new PayloadTooLargeError(videoTooLargeMessage(maxBytes));
  const type = sniffVideo(bytes);
  if (type === 'damaged') throw refused(undefined, VIDEO_UNREADABLE_MESSAGE);
  if (!type) throw refused(undefined, VIDEO_TYPE_MESSAGE);
  return { id: createHash('sha256').update(bytes).digest('hex'), contentType: type, bytes };
}
