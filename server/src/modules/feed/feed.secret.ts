import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * The marketplace password must be sent as Basic auth, so it cannot be hashed; it is kept
 * encrypted instead (AES-256-GCM), with a key derived from the signing secret. A copy of the
 * database alone (a backup, a dump) then does not give the marketplace account away.
 */

/** Sealed values: "v1:" and base64url of IV (12 bytes), tag (16 bytes) and ciphertext. */
const SEALED = 'v1:';
/** Values written before encryption; the migration marked them, and they are sealed when next read. */
const LEGACY = 'plain:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBox {
  private readonly key: Buffer;

  /** `purpose` separates keys derived from the same secret and is bound into every sealed value. */
  constructor(
    secret: string,
    private readonly purpose: string,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'lct-secret-box', purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(this.purpose));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SEALED + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
  }

  /**
   * The plain text of a stored value: `legacy` when it was stored before encryption (to be
   * sealed now), undefined when it cannot be opened (another secret, or tampered with).
   */
  open(stored: string): { plain: string; legacy: boolean } | undefined {
    if (stored.startsWith(LEGACY)) return { plain: stored.slice(LEGACY.length), legacy: true };
    if (!stored.startsWith(SEALED)) return undefined;
    const raw = Buffer.from(stored.slice(SEALED.length), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(this.purpose));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      return { plain, legacy: false };
    } catch {
      return undefined;
    }
  }
}
