import type { KeyObject } from 'node:crypto';
import { SecretBox } from '../../lib/secret-box.js';
import type { SettingsRepository } from '../../repositories/settings-repository.js';
import { deriveKey } from '../auth/jwt-secret.js';

/** The HKDF purpose label of the key that encrypts secrets in app_settings. */
const SETTINGS_KEY_PURPOSE = 'inkwell app_settings encryption v1';
/** Another instance may have changed the setting: read it again after this long. */
const RELOAD_AFTER_MS = 60_000;

/** The box that seals secrets kept in app_settings, its key derived from the JWT secret. */
export function settingsBox(jwtKey: KeyObject): SecretBox {
  return new SecretBox(deriveKey(jwtKey, SETTINGS_KEY_PURPOSE));
}

export interface TSealedSettingOptions<T> {
  /** Its app_settings key, also the sealed value's additional data. */
  key: string;
  /** What it is, for the log line when it no longer decrypts. */
  what: string;
  /** Checks what was read (a value from an older version or a hand edit counts as unset). */
  parse: (value: unknown) => T;
  /** Runs whenever the value in force may have changed. */
  onChange?: () => void;
}

/**
 * One admin setting holding secrets: JSON, AES-256-GCM-sealed in app_settings, held in memory
 * so it can be read synchronously, and read again a minute after the last read so the other
 * instances' changes arrive.
 */
export class SealedSetting<T> {
  #value: T | undefined;
  #loadedAt = 0;
  /** Bumped by save and clear, so a reload that started before them cannot undo them. */
  #writes = 0;

  constructor(
    private readonly store: SettingsRepository,
    private readonly box: SecretBox,
    private readonly options: TSealedSettingOptions<T>,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** The value in force (undefined when unset); starts a reload in the background when stale. */
  current(): T | undefined {
    if (Date.now() - this.#loadedAt > RELOAD_AFTER_MS) {
      this.#loadedAt = Date.now();
      this.reload().catch((err: unknown) => this.log.warn({ err }, `could not reload ${this.options.what}`));
    }
    return this.#value;
  }

  /** The stored value, read now (for a read-modify-write). */
  async read(): Promise<T | undefined> {
    const sealed = await this.store.get(this.options.key);
    if (sealed === undefined) return undefined;
    try {
      return this.options.parse(JSON.parse(this.box.open(sealed, this.options.key)));
    } catch (err) {
      this.log.warn(
        { err },
        `${this.options.what} cannot be decrypted or read (was JWT_SECRET changed?); enter them again`,
      );
      return undefined;
    }
  }

  async reload(): Promise<void> {
    const writes = this.#writes;
    const value = await this.read();
    this.#loadedAt = Date.now();
    if (writes !== this.#writes) return;
    if (JSON.stringify(value) !== JSON.stringify(this.#value)) this.#set(value);
  }

  async save(value: T): Promise<void> {
    await this.store.set(this.options.key, this.box.seal(JSON.stringify(value), this.options.key));
    this.#writes += 1;
    this.#set(value);
  }

  async clear(): Promise<void> {
    await this.store.delete(this.options.key);
    this.#writes += 1;
    this.#set(undefined);
  }

  #set(value: T | undefined): void {
    this.#value = value;
    this.options.onChange?.();
  }
}
