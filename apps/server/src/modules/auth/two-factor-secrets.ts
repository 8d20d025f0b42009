import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * The key that encrypts TOTP secrets (AES-256-GCM) and keys the recovery-code hashes (HMAC-SHA256),
 * so a copy of the database alone reveals neither (decision 0042). TOTP_KEY (base64 of 32 bytes)
 * when set, which every instance of a deployment must share; otherwise a key generated once into
 * DATA_DIR beside the embedded database's password.
 */
export function loadTwoFactorKey(config: Pick<Config, 'totpKey' | 'dataDir'>): Buffer {
  if (config.totpKey) {
    const key = Buffer.from(config.totpKey, 'base64');
    if (key.length !== 32) throw new Error('Invalid configuration: TOTP_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
    return key;
  }
  const file = path.join(config.dataDir, 'totp-key');
  const existing = fs.existsSync(file) ? Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64') : undefined;
  if (existing?.length === 32) return existing;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  // Written whole or not at all, and never over a key another process wrote first.
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, `${key.toString('base64')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(partial, file);
  } catch {
    fs.rmSync(partial, { force: true });
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  }
  fs.rmSync(partial, { force: true });
  return key;
}

export class TwoFactorSecrets {
  private key: Buffer | undefined;
  constructor(private readonly loadKey: () => Buffer) {}

  /** Loaded on first use: an app whose users never turn 2FA on never writes a key. */
  private get k(): Buffer {
    this.key ??= this.loadKey();
    return this.key;
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.k, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
  }

  decrypt(stored: string): string {
    const [version, iv, tag, data] = stored.split(':');
    if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown two-factor secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.k, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }

  hashRecoveryCode(code: string): string {
    return createHmac('sha256', this.k).update(normaliseRecoveryCode(code)).digest('hex');
  }
}

/** Letters and digits a person does not confuse (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** `xxxxx-xxxxx`: 10 characters of 31, about 50 bits. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
