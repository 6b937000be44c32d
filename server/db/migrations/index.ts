import type { Migration, MigrationProvider } from "kysely/migration";
import type { Engine } from "./columns.ts";
import { accountsMigration } from "./0001-accounts.ts";
import { productMigration } from "./0002-product.ts";
import { leadsMigration } from "./0003-leads.ts";
import { clientSpaceMigration } from "./0004-client-space.ts";
import { adminMigration } from "./0005-admin.ts";
import { adminOperationsMigration } from "./0006-admin-operations.ts";
import { analyticsMigration } from "./0007-analytics.ts";
import { userBanMigration } from "./0008-user-ban.ts";
import { settingsMigration } from "./0009-settings.ts";
import { proposalsMigration } from "./0010-proposals.ts";
import { listIndexesMigration } from "./0011-list-indexes.ts";
import { sellerSnapshotMigration } from "./0012-seller-snapshot.ts";
import { impersonationMigration } from "./0013-impersonation.ts";
import { leadDuplicatesMigration } from "./0014-lead-duplicates.ts";
import { scheduledJobsAndBackupsMigration } from "./0015-scheduled-jobs-and-backups.ts";
import { accountProtectionMigration } from "./0016-account-protection.ts";
import { eInvoicesMigration } from "./0017-e-invoices.ts";
import { invoiceRemindersMigration } from "./0018-invoice-reminders.ts";
import { ordersMigration } from "./0019-orders.ts";
import { onlineProposalsMigration } from "./0020-online-proposals.ts";
import { buyerEngagementNumberMigration } from "./0021-buyer-engagement-number.ts";
import { recordsLinkedByKeyMigration } from "./0022-records-linked-by-key.ts";
import { crmSearchMigration } from "./0023-crm-search.ts";
import { tasksMigration } from "./0024-tasks.ts";
import { notificationsMigration } from "./0025-notifications.ts";
import { savedViewsMigration } from "./0026-saved-views.ts";
import { unverifiedUsersMigration } from "./0027-unverified-users.ts";

/**
 * Every migration, in order. Names never change once released: the `kysely_migration` table
 * records which ones ran. Add a new file for each change (never edit a released one).
 */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    "0001-accounts": accountsMigration(engine),
    "0002-product": productMigration(engine),
    "0003-leads": leadsMigration(engine),
    "0004-client-space": clientSpaceMigration(engine),
    "0005-admin": adminMigration(engine),
    "0006-admin-operations": adminOperationsMigration(engine),
    "0007-analytics": analyticsMigration(engine),
    "0008-user-ban": userBanMigration(engine),
    "0009-settings": settingsMigration(engine),
    "0010-proposals": proposalsMigration(engine),
    "0011-list-indexes": listIndexesMigration(engine),
    "0012-seller-snapshot": sellerSnapshotMigration(engine),
    "0013-impersonation": impersonationMigration(engine),
    "0014-lead-duplicates": leadDuplicatesMigration(engine),
    "0015-scheduled-jobs-and-backups": scheduledJobsAndBackupsMigration(engine),
    "0016-account-protection": accountProtectionMigration(engine),
    "0017-e-invoices": eInvoicesMigration(engine),
    "0018-invoice-reminders": invoiceRemindersMigration(engine),
    "0019-orders": ordersMigration(engine),
    "0020-online-proposals": onlineProposalsMigration(engine),
    "0021-buyer-engagement-number": buyerEngagementNumberMigration(engine),
    "0022-records-linked-by-key": recordsLinkedByKeyMigration(engine),
    "0023-crm-search": crmSearchMigration(engine),
    "0024-tasks": tasksMigration(engine),
    "0025-notifications": notificationsMigration(engine),
    "0026-saved-views": savedViewsMigration(engine),
    "0027-unverified-users": unverifiedUsersMigration(engine),
  };
}

export function migrationProvider(engine: Engine): MigrationProvider {
  return { getMigrations: async () => migrationsFor(engine) };
}
