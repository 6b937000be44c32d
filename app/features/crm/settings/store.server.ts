import type { Kysely, Transaction } from "kysely";
import { toDate, toJson } from "#server/db/mapping.ts";
import type { DB } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import type { AppServices } from "#server/services.ts";
import { DEFAULT_BUSINESS, type AppSettings, type BusinessDetails, type SettingKey } from "./defaults.ts";
import { salesEmailOf, settingsFromRows } from "./settings.ts";
import { clearRenderCache } from "#server/render-cache.ts";

/**
 * The settings store (issue 8): the `app_setting` table behind a small in-memory cache. The footer
 * is rendered on every page and the lead forms read the sales address and the demo rules, so a
 * read costs no query while nothing changed: the whole table (three rows) is read once, kept, and
 * dropped when this process saves a setting. Other processes sharing a PostgreSQL database see a
 * change within `CACHE_TTL_MS`.
 *
 * The cache is keyed by the process's Kysely instance (`services.db`). A read that happens inside
 * a transaction passes the transaction as `via`: SQLite has one connection, which the transaction
 * holds, so a query through the pool would wait for it forever.
 */
export const CACHE_TTL_MS = 30_000;
/** While the database is down, how often a read tries it again (the cached settings serve meanwhile). */
export const STALE_RETRY_MS = 5_000;

type Executor = Kysely<DB> | Transaction<DB>;

interface CacheEntry {
  readonly settings: AppSettings;
  readonly loadedAt: number;
}

interface CacheSlot {
  entry?: CacheEntry;
  /** Bumped by every save: a read that started before it must not fill the cache. */
  version: number;
}

const caches = new WeakMap<object, CacheSlot>();

function slotOf(db: object): CacheSlot {
  let slot = caches.get(db);
  if (!slot) {
    slot = { version: 0 };
    caches.set(db, slot);
  }
  return slot;
}

export interface StoredSetting {
  readonly key: string;
  readonly value: string;
  readonly updatedAt: string;
  readonly updatedBy: string | null;
}

/** Every row of the table, as stored (the configuration page shows when each was saved). */
export async function loadSettingRows(via: Executor): Promise<StoredSetting[]> {
  const rows = await via
    .selectFrom("app_setting")
    .select(["key", "value", "updated_at", "updated_by"])
    .orderBy("key")
    .execute();
  return rows.map((r) => ({
    key: r.key,
    value: r.value,
    updatedAt: toDate(r.updated_at).toISOString(),
    updatedBy: r.updated_by,
  }));
}

/** Reads the table without the cache (the configuration page, and the cache's own refills). */
export async function loadSettings(via: Executor, logger?: Logger): Promise<AppSettings> {
  const { settings, invalid } = settingsFromRows(await loadSettingRows(via));
  if (invalid.length) logger?.warn({ keys: invalid }, "invalid settings ignored: their defaults apply");
  return settings;
}

export interface ReadOptions {
  /** The transaction of the request, when the read happens inside one. */
  readonly via?: Executor;
  readonly logger?: Logger;
  readonly now?: number;
}

/** The current settings, from the cache when it is fresh. */
export async function readSettings(db: Kysely<DB>, options: ReadOptions = {}): Promise<AppSettings> {
  const slot = slotOf(db);
  const now = options.now ?? Date.now();
  if (slot.entry && now - slot.entry.loadedAt < CACHE_TTL_MS) return slot.entry.settings;
  const version = slot.version;
  let settings: AppSettings;
  try {
    settings = await loadSettings(options.via ?? db, options.logger);
  } catch (error) {
    // The database does not answer: the last settings read stay in use (pages keep the saved
    // footer, forms their rules), and the next read tries again after STALE_RETRY_MS.
    const stale = slot.entry;
    if (!stale || slot.version !== version) throw error;
    options.logger?.warn({ err: error }, "settings could not be refreshed: the cached ones stay in use");
    slot.entry = { settings: stale.settings, loadedAt: now - CACHE_TTL_MS + STALE_RETRY_MS };
    return stale.settings;
  }
  if (slot.version === version) slot.entry = { settings, loadedAt: now };
  return settings;
}

/** Drops the cached settings (after a save, once its transaction committed). */
export function invalidateSettings(db: Kysely<DB>): void {
  const slot = slotOf(db);
  slot.version++;
  slot.entry = undefined;
  // Every page shows some of them (the footer's business details): pages kept rendered go too.
  clearRenderCache();
}

/** Writes one setting (insert or replace); call it inside the transaction that records the audit entry. */
export async function writeSetting<K extends SettingKey>(
  tx: Executor,
  key: K,
  value: AppSettings[K],
  updatedBy: string | null,
  now = new Date(),
): Promise<void> {
  const json = toJson(value);
  await tx
    .insertInto("app_setting")
    .values({ key, value: json, updated_at: now, updated_by: updatedBy })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: json, updated_at: now, updated_by: updatedBy }))
    .execute();
}

type SettingsServices = Pick<AppServices, "db" | "logger" | "config">;

/** The settings for a request (through its transaction when it runs inside one). */
export function currentSettings(
  services: Omit<SettingsServices, "config">,
  via?: Executor,
): Promise<AppSettings> {
  return readSettings(services.db, { via, logger: services.logger });
}

/**
 * The vendor's business details for a page (the footer, the legal notice, the structured data):
 * the saved ones, or the defaults when the settings cannot be read (logged), so that the page
 * still renders.
 */
export async function businessDetailsFor(
  services: Omit<SettingsServices, "config">,
): Promise<BusinessDetails> {
  try {
    return (await currentSettings(services)).business;
  } catch (error) {
    services.logger.error({ err: error }, "settings read failed: default business details shown");
    return DEFAULT_BUSINESS;
  }
}

/** Where lead notifications go now: the address saved on the configuration page, or SALES_EMAIL. */
export async function salesEmailFor(services: SettingsServices, via?: Executor): Promise<string> {
  return salesEmailOf(await currentSettings(services, via), services.config.salesEmail);
}
