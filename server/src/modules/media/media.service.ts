import type { EntityManager } from '@mikro-orm/postgresql';
import { VIDEO_MAX_BYTES, type MediaType, type VideoType } from '@dealer/schema';
import type { Logger } from '../../common/logger.js';
import { inTransaction } from '../../common/transaction.js';
import { EXTENSIONS, checkUpload, decodeDataUrl, processImage, refused, tooLargeMessage, type ProcessedImage, type Upload } from './media.image.js';
import { VIDEO_EXTENSIONS, checkVideo, videoTooLargeMessage } from './media.video.js';

/** A stored picture, as the upload endpoints answer. */
export interface StoredMedia {
  /** SHA-256 of the uploaded bytes, hex. */
  id: string;
  /** /media/<id>.<ext>: the picture, at most 1920x1080. */
  url: string;
  /** /media/<id>.thumb.webp: the small WebP variant for list cards. */
  thumbUrl: string;
  contentType: MediaType;
  width: number;
  height: number;
  /** Bytes of the picture as served. */
  size: number;
}

/** A stored video, as the upload endpoint answers: no pixel size (nothing decodes it) and no thumbnail. */
export interface StoredVideo {
  /** SHA-256 of the uploaded bytes, hex. */
  id: string;
  /** /media/<id>.<mp4|webm|mov>: the video as it was uploaded. */
  url: string;
  contentType: VideoType;
  size: number;
}

/** What the /media route needs to know of a stored video before it reads any of its bytes. */
export interface VideoFile {
  contentType: VideoType;
  size: number;
}

/** Every type the media table holds. */
type StoredType = MediaType | VideoType;

const FILE_EXTENSIONS: Record<StoredType, string> = { ...EXTENSIONS, ...VIDEO_EXTENSIONS };
const TYPE_OF_EXTENSION = new Map(Object.entries(FILE_EXTENSIONS).map(([type, extension]) => [extension, type as StoredType]));

/** A picture or thumbnail as the /media route serves it. */
export interface MediaFile {
  contentType: string;
  bytes: Buffer;
}

/** One form value that may hold a picture, with the name its errors give (`images[2]`, `backgroundImage`). */
export interface ImageEntry {
  field: string;
  value: string;
}

/**
 * The pictures of one save, checked and processed but not yet written: `values` are the form
 * values with every embedded picture replaced by its /media URL; `save` writes them, in the
 * transaction that saves the record, so a record and its pictures are stored together or not at all.
 */
export interface PreparedImages {
  values: string[];
  save(em: EntityManager): Promise<void>;
}

/** An address of a picture or video stored here, a picture's thumbnail included: /media/<sha256>.<ext>. */
const STORED_URL = /^\/media\/([0-9a-f]{64})\.(jpg|png|gif|webp|thumb\.webp|mp4|webm|mov)$/;

const GONE_MESSAGE = 'No picture is stored at this address any more; upload it again';
const VIDEO_GONE_MESSAGE = 'No video is stored at this address any more; upload it again';

export function urlsOf(id: string, contentType: MediaType): { url: string; thumbUrl: string } {
  return { url: `/media/${id}.${EXTENSIONS[contentType]}`, thumbUrl: `/media/${id}.thumb.webp` };
}

const isVideoType = (type: StoredType): type is VideoType => type.startsWith('video/');

/** The addresses a stored file may be used by: its own, and a picture's thumbnail. */
function addressesOf(id: string, type: StoredType): string[] {
  return isVideoType(type) ? [`/media/${id}.${FILE_EXTENSIONS[type]}`] : Object.values(urlsOf(id, type));
}

/** Media rows are looked up by up to 70 ids at once (50 truck images and a few more), so a plain IN list. */
const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * Every picture that records still use: /media/<sha256> in trucks' images and videos, parts'
 * images, blog posts' featured images and HTML, and the site content.
 */
const USED_MEDIA = `
  SELECT DISTINCT (regexp_matches(t, '/media/([0-9a-f]{64})', 'g'))[1] AS id FROM (
    SELECT images::text AS t FROM trucks
    UNION ALL SELECT videos::text FROM trucks
    UNION ALL SELECT images::text FROM parts
    UNION ALL SELECT featured_image FROM blog_posts WHERE featured_image IS NOT NULL
    UNION ALL SELECT content FROM blog_posts
    UNION ALL SELECT content::text FROM site_content
  ) AS texts`;

/** Only one instance cleans up at a time: pg_try_advisory_xact_lock on this key ("media" in ASCII). */
const CLEAN_UP_LOCK = 0x6d65646961;

export interface MediaOptions {
  /** The largest picture accepted, in bytes. */
  maxBytes: number;
  /** The largest video file accepted, in bytes (50 MB unless given). */
  videoMaxBytes?: number;
  logger: Logger;
  /** The root entity manager, for serving and cleaning up outside any request. */
  em: EntityManager;
  /** Unused pictures are kept this long after they were last stored, so an upload survives until its record is saved. */
  graceMs?: number;
  /** How often every instance tries to clean up (one runs at a time). */
  intervalMs?: number;
  /** How long after a record's pictures change the clean-up runs (changes in a burst share one run). */
  afterChangeMs?: number;
}

/** Thumbnails most asked for, kept in memory: list pages show the same few dozen again and again. */
class ThumbnailCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(id: string): Buffer | undefined {
    const hit = this.entries.get(id);
    if (hit) {
      // Map order doubles as recency.
      this.entries.delete(id);
      this.entries.set(id, hit);
    }
    return hit;
  }

  set(id: string, thumb: Buffer): void {
    if (thumb.length > this.maxBytes / 10) return;
    this.delete(id);
    this.entries.set(id, thumb);
    this.bytes += thumb.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }

  delete(id: string): void {
    const old = this.entries.get(id);
    if (old) {
      this.entries.delete(id);
      this.bytes -= old.length;
    }
  }
}

/**
 * Uploaded pictures and truck videos, stored in PostgreSQL so every instance serves the same ones.
 * Each file is stored once, under the SHA-256 of its bytes; records keep its /media URL. Files no
 * record uses are removed after a grace period, by one instance at a time.
 */
export class MediaService {
  readonly maxBytes: number;
  readonly videoMaxBytes: number;
  private readonly logger: Logger;
  private readonly root: EntityManager;
  private readonly graceMs: number;
  private readonly intervalMs: number;
  private readonly afterChangeMs: number;
  private readonly thumbs = new ThumbnailCache(16 * 1024 * 1024);
  private interval?: NodeJS.Timeout;
  private soon?: NodeJS.Timeout;
  private running?: Promise<number | undefined>;
  private stopped = false;

  constructor(options: MediaOptions) {
    this.maxBytes = options.maxBytes;
    this.videoMaxBytes = options.videoMaxBytes ?? VIDEO_MAX_BYTES;
    this.logger = options.logger;
    this.root = options.em;
    this.graceMs = options.graceMs ?? 24 * 60 * 60_000;
    this.intervalMs = options.intervalMs ?? 60 * 60_000;
    this.afterChangeMs = options.afterChangeMs ?? 1_000;
  }

  get tooLargeMessage(): string {
    return tooLargeMessage(this.maxBytes);
  }

  /** The raw-body limit of video uploads, and what a 413 above it says. */
  get videoUploads(): { maxBytes: number; tooLargeMessage: string } {
    return { maxBytes: this.videoMaxBytes, tooLargeMessage: videoTooLargeMessage(this.videoMaxBytes) };
  }

  /**
   * Stores one uploaded video file as it was sent, once: the same video again only counts as
   * stored now. Checked by its bytes (MP4, MOV or WebM) and size; no thumbnail is made.
   */
  async storeVideo(em: EntityManager, bytes: Buffer): Promise<StoredVideo> {
    const video = checkVideo(bytes, this.videoMaxBytes);
    const stored = (contentType: VideoType, size: number): StoredVideo => ({
      id: video.id,
      url: `/media/${video.id}.${VIDEO_EXTENSIONS[contentType]}`,
      contentType,
      size,
    });
    // Up to 50 MB are not sent to the database again when the video is stored already.
    const [row] = await em.execute<{ content_type: VideoType; size: number }[]>(
      'UPDATE media SET last_stored_at = now() WHERE id = ? RETURNING content_type, size',
      [video.id],
    );
    if (row) return stored(row.content_type, row.size);
    await em.execute(
      `INSERT INTO media (id, content_type, bytes, size) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET last_stored_at = now()`,
      [video.id, video.contentType, video.bytes, video.bytes.length],
    );
    return stored(video.contentType, video.bytes.length);
  }

  /** Stores one uploaded file (the bytes as sent); the same picture sent again is stored once. */
  async store(em: EntityManager, bytes: Buffer, field?: string): Promise<StoredMedia> {
    return this.storeUpload(em, checkUpload(bytes, this.maxBytes, field), field);
  }

  /** Stores the picture of one `data:image/...;base64,...` URL. */
  async storeDataUrl(em: EntityManager, dataUrl: string, field?: string): Promise<StoredMedia> {
    return this.storeUpload(em, checkUpload(decodeDataUrl(dataUrl, field), this.maxBytes, field), field);
  }

  /**
   * Turns every embedded picture in `values` into its stored /media URL; other addresses pass
   * through. Every picture is checked before any is stored: one refused picture stores nothing.
   */
  async resolveImages(em: EntityManager, values: readonly string[], field = 'images'): Promise<string[]> {
    const prepared = await this.prepareList(em, values, field);
    await prepared.save(em);
    return prepared.values;
  }

  /** `resolveImages` in two steps, for a save that writes the pictures in its own transaction. */
  prepareList(em: EntityManager, values: readonly string[], field = 'images'): Promise<PreparedImages> {
    return this.prepare(em, values.map((value, index) => ({ field: `${field}[${index}]`, value })));
  }

  /**
   * Checks every entry: an embedded picture is decoded, checked by its bytes and processed (unless
   * the same picture is stored already); an address of a picture stored here must still be
   * stored. Nothing is written yet. Refusals are 422s naming the entry's field.
   */
  async prepare(em: EntityManager, entries: readonly ImageEntry[]): Promise<PreparedImages> {
    const values = entries.map((entry) => entry.value);
    const uploads = new Map<number, Upload>();
    const referenced = new Map<number, string>();
    /** The field named when a picture turns out to be gone. */
    const fieldOf = new Map<string, string>();
    entries.forEach((entry, index) => {
      let id: string | undefined;
      if (entry.value.startsWith('data:')) {
        const upload = checkUpload(decodeDataUrl(entry.value, entry.field), this.maxBytes, entry.field);
        uploads.set(index, upload);
        id = upload.id;
      } else {
        id = STORED_URL.exec(entry.value)?.[1];
        if (id) referenced.set(index, id);
      }
      if (id && !fieldOf.has(id)) fieldOf.set(id, entry.field);
    });
    if (fieldOf.size === 0) return { values, save: async () => undefined };

    const ids = [...fieldOf.keys()];
    const rows = await em.execute<{ id: string; content_type: StoredType }[]>(`SELECT id, content_type FROM media WHERE id IN (${placeholders(ids.length)})`, ids);
    const known = new Map(rows.map((row) => [row.id, row.content_type]));
    for (const [index, id] of referenced) {
      const type = known.get(id);
      if (!type || !addressesOf(id, type).includes(values[index])) {
        const video = /\.(mp4|webm|mov)$/.test(values[index]);
        throw refused(entries[index].field, video ? VIDEO_GONE_MESSAGE : GONE_MESSAGE);
      }
    }

    const fresh = new Map<string, ProcessedImage>();
    for (const [index, upload] of uploads) {
      if (!known.has(upload.id) && !fresh.has(upload.id)) fresh.set(upload.id, await processImage(upload, entries[index].field));
      // The same bytes are the same picture: known.get gives the type they were stored as, an image type.
      values[index] = urlsOf(upload.id, (known.get(upload.id) as MediaType | undefined) ?? upload.contentType).url;
    }
    return {
      values,
      save: async (tx) => {
        for (const image of fresh.values()) await this.insert(tx, image);
        await this.markUsed(tx, [...known.keys()], fieldOf);
      },
    };
  }

  /** The picture at /media/<id>.<ext>, when the extension is the stored type's. */
  async original(id: string, extension: string): Promise<MediaFile | undefined> {
    const type = TYPE_OF_EXTENSION.get(extension);
    if (!type || isVideoType(type)) return undefined;
    const [row] = await this.root.getConnection().execute<{ bytes: Buffer }[]>('SELECT bytes FROM media WHERE id = ? AND content_type = ?', [id, type]);
    return row ? { contentType: type, bytes: row.bytes } : undefined;
  }

  /** The type and size of the video at /media/<id>.<ext>, when the extension is the stored type's; no bytes are read. */
  async video(id: string, extension: string): Promise<VideoFile | undefined> {
    const type = TYPE_OF_EXTENSION.get(extension);
    if (!type || !isVideoType(type)) return undefined;
    const [row] = await this.root.getConnection().execute<{ size: number }[]>('SELECT size FROM media WHERE id = ? AND content_type = ?', [id, type]);
    return row ? { contentType: type, size: row.size } : undefined;
  }

  /**
   * `length` bytes of a stored video from byte `start` (0-based). PostgreSQL reads only the
   * part asked for: the column is stored uncompressed (STORAGE EXTERNAL), so substring fetches
   * just the chunks that hold it. Undefined when the video is gone (removed meanwhile).
   */
  async videoBytes(id: string, start: number, length: number): Promise<Buffer | undefined> {
    const [row] = await this.root.getConnection().execute<{ part: Buffer }[]>(
      "SELECT substring(bytes FROM ?::integer FOR ?::integer) AS part FROM media WHERE id = ? AND content_type LIKE 'video/%'",
      [start + 1, length, id],
    );
    return row?.part;
  }

  /** The WebP thumbnail of a stored picture (videos have none). */
  async thumbnail(id: string): Promise<MediaFile | undefined> {
    let thumb = this.thumbs.get(id);
    if (!thumb) {
      const [row] = await this.root.getConnection().execute<{ thumb: Buffer }[]>('SELECT thumb FROM media WHERE id = ? AND thumb IS NOT NULL', [id]);
      if (!row) return undefined;
      thumb = row.thumb;
      this.thumbs.set(id, thumb);
    }
    return { contentType: 'image/webp', bytes: thumb };
  }

  /**
   * Removes pictures no record uses that were last stored longer ago than the grace period.
   * Returns how many, or undefined when another instance was cleaning up at the time.
   */
  async collectGarbage(graceMs = this.graceMs): Promise<number | undefined> {
    const em = this.root.fork();
    return inTransaction(em, async () => {
      const [{ locked }] = await em.execute<{ locked: boolean }[]>('SELECT pg_try_advisory_xact_lock(?::bigint) AS locked', [CLEAN_UP_LOCK]);
      if (!locked) return undefined;
      const removed = await em.execute<{ id: string }[]>(
        `WITH used AS (${USED_MEDIA})
         DELETE FROM media WHERE last_stored_at < now() - ?::bigint * interval '1 millisecond'
           AND NOT EXISTS (SELECT 1 FROM used WHERE used.id = media.id)
         RETURNING id`,
        [Math.max(0, Math.round(graceMs))],
      );
      for (const { id } of removed) this.thumbs.delete(id);
      if (removed.length > 0) this.logger.info({ removed: removed.length }, `removed ${removed.length} unused media`);
      return removed.length;
    });
  }

  /** Cleans up shortly, in the background: called after records lose pictures (updates, deletes). */
  collectSoon(): void {
    if (this.stopped || this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = undefined;
      void this.runInBackground();
    }, this.afterChangeMs);
    this.soon.unref();
  }

  /** Cleans up every interval; several instances may run this, one cleans up at a time. */
  start(): void {
    this.interval ??= setInterval(() => void this.runInBackground(), this.intervalMs);
    this.interval.unref();
  }

  /** Stops the timers and waits for a clean-up under way, before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.soon);
    clearInterval(this.interval);
    await this.running;
  }

  private runInBackground(): Promise<number | undefined> {
    if (this.stopped) return Promise.resolve(undefined);
    this.running ??= this.collectGarbage()
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, 'media clean-up failed; it runs again later');
        return undefined;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async storeUpload(em: EntityManager, upload: Upload, field?: string): Promise<StoredMedia> {
    const [row] = await em.execute<{ content_type: MediaType; width: number; height: number; size: number }[]>(
      'UPDATE media SET last_stored_at = now() WHERE id = ? RETURNING content_type, width, height, size',
      [upload.id],
    );
    if (row) return { id: upload.id, ...urlsOf(upload.id, row.content_type), contentType: row.content_type, width: row.width, height: row.height, size: row.size };
    const image = await processImage(upload, field);
    await this.insert(em, image);
    return { id: image.id, ...urlsOf(image.id, image.contentType), contentType: image.contentType, width: image.width, height: image.height, size: image.bytes.length };
  }

  /** Stores a picture once: the same picture again only counts as stored now, for the grace period. */
  private async insert(em: EntityManager, image: ProcessedImage): Promise<void> {
    await em.execute(
      `INSERT INTO media (id, content_type, bytes, width, height, size, thumb) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET last_stored_at = now()`,
      [image.id, image.contentType, image.bytes, image.width, image.height, image.bytes.length, image.thumb],
    );
  }

  /**
   * Marks pictures a save uses again as stored now, so a clean-up under way cannot remove them;
   * one removed since they were checked is refused after all (and the save rolled back).
   */
  private async markUsed(em: EntityManager, ids: string[], fieldOf: Map<string, string>): Promise<void> {
    if (ids.length === 0) return;
    const rows = await em.execute<{ id: string }[]>(`UPDATE media SET last_stored_at = now() WHERE id IN (${placeholders(ids.length)}) RETURNING id`, ids);
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw refused(fieldOf.get(missing), GONE_MESSAGE);
  }
}
