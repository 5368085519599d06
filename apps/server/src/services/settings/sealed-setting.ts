import type { KeyObject } from 'node:crypto';
import { SecretBox } from '../../lib/secret-box.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { SettingsRepository } from '../../repositories/settings-repository.js';
import { deriveKey } from '../auth/jwt-secret.js';
import type { Invalidation } from '../invalidation/invalidation.js';

/** The HKDF purpose label of the key that encrypts secrets in app_settings. */
const SETTINGS_KEY_PURPOSE = 'inkwell app_settings encryption v1';
/** A safety net for a change whose message was lost: read the setting again after this long. */
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

/** What is stored, and the sealed text it was read from: a new seal (fresh IV) on every write. */
export interface TStoredVersion<T> {
  value: T | undefined;
  version: string | undefined;
}

/**
 * One admin setting holding secrets: JSON, AES-256-GCM-sealed in app_settings, held in memory
 * so it can be read synchronously. A write is made in its caller's transaction (with the
 * admin's audit line); once committed, saved() publishes the setting's key (its topic), on
 * which every instance reads it again; a minute after the last read it is read again anyway.
 */
export class SealedSetting<T> {
  #value: T | undefined;
  #loadedAt = 0;
  /** Bumped by every reload started and every write, so an older read cannot undo a newer one. */
  #generation = 0;

  constructor(
    private readonly store: SettingsRepository,
    private readonly box: SecretBox,
    private readonly options: TSealedSettingOptions<T>,
    private readonly log: { warn(obj: object, msg: string): void },
    private readonly invalidation: Invalidation,
  ) {
    invalidation.on(options.key, () => this.reload());
  }

  /** The value in force (undefined when unset); starts a reload in the background when stale. */
  current(): T | undefined {
    if (Date.now() - this.#loadedAt > RELOAD_AFTER_MS) {
      this.#loadedAt = Date.now();
      this.reload().catch((err: unknown) => this.log.warn({ err }, `could not reload ${this.options.what}`));
    }
    return this.#value;
  }

  /** The stored value and its version, read now (for a read-modify-write with saveIfUnchanged). */
  async read(): Promise<TStoredVersion<T>> {
    const sealed = await this.store.get(this.options.key);
    if (sealed === undefined) return { value: undefined, version: undefined };
    try {
      return {
        value: this.options.parse(JSON.parse(this.box.open(sealed, this.options.key))),
        version: sealed,
      };
    } catch (err) {
      this.log.warn(
        { err },
        `${this.options.what} cannot be decrypted or read (was JWT_SECRET changed?); enter them again`,
      );
      return { value: undefined, version: sealed };
    }
  }

  async reload(): Promise<void> {
    const generation = ++this.#generation;
    const { value } = await this.read();
    this.#loadedAt = Date.now();
    if (generation !== this.#generation) return;
    if (JSON.stringify(value) !== JSON.stringify(this.#value)) this.#set(value);
  }

  /** Overwrites the setting whole, whatever is stored, in `trx`: call saved(value) once it committed. */
  async save(value: T, trx: TExecutor): Promise<void> {
    await this.store.set(this.options.key, this.#seal(value), trx);
  }

  /**
   * Compare-and-set, in `trx`: writes `value` only if the stored text is still `version` (from
   * read()); false when another write (on any instance) came first, and nothing was written.
   * Call saved(value) once `trx` committed.
   */
  async saveIfUnchanged(value: T, version: string | undefined, trx: TExecutor): Promise<boolean> {
    return this.store.replace(this.options.key, this.#seal(value), version, trx);
  }

  /** Removes the setting, in `trx`: call saved(undefined) once it committed. */
  async clear(trx: TExecutor): Promise<void> {
    await this.store.delete(this.options.key, trx);
  }

  /** After a write committed: in force here at once; the other instances read it again on its key. */
  saved(value: T | undefined): void {
    this.#generation += 1;
    this.#set(value);
    this.invalidation.publish(this.options.key);
  }

  #seal(value: T): string {
    return this.box.seal(JSON.stringify(value), this.options.key);
  }

  #set(value: T | undefined): void {
    this.#value = value;
    this.options.onChange?.();
  }
}
