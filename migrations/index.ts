import type { Knex } from 'knex';
import * as accounts from './20261122000001_accounts.ts';
import * as profiles from './20261122000002_profiles.ts';
import * as marketplace from './20261122000003_marketplace.ts';
import * as platform from './20261122000004_platform.ts';
import * as galleryIndexes from './20261122000005_gallery_indexes.ts';
import * as quietActivityNotify from './20261122000006_quiet_activity_notify.ts';
import * as tutorListed from './20261122000007_tutor_listed.ts';
import * as outboxJobKey from './20261123000001_outbox_job_key.ts';
import * as idempotencyKeys from './20261123000002_idempotency_keys.ts';
import * as revokeSessionsOnDisable from './20261123000003_revoke_sessions_on_disable.ts';
import * as mailedSecrets from './20261123000010_mailed_secrets.ts';
import * as notificationDeliveries from './20261123000011_notification_deliveries.ts';
import * as notificationPreferences from './20261123000012_notification_preferences.ts';
import * as requestLifecycle from './20261124000001_request_lifecycle.ts';
import * as requestClosingNotify from './20261124000002_request_closing_notify.ts';
import * as tutorVerification from './20261125000021_tutor_verification.ts';
import * as userIdentities from './20261126000001_user_identities.ts';
import * as tutorProfileCompletion from './20261126000002_tutor_profile_completion.ts';
import * as instanceLocks from './20261128000200_instance_locks.ts';
import * as linkCodeQuestion from './20261128000500_link_code_question.ts';
import * as tutorPhotoUploadsOnly from './20261128000600_tutor_photo_uploads_only.ts';
import * as transactionUniqueCode from './20261128001000_transaction_unique_code.ts';
import * as paymentDeadline from './20261128001100_payment_deadline.ts';
import * as receiptNumbers from './20261128001200_receipt_numbers.ts';
import * as bankStatementLines from './20261128001300_bank_statement_lines.ts';
import * as lessonSessions from './20261128002000_lesson_sessions.ts';
import * as lessonSessionDeclineNote from './20261128002100_lesson_session_decline_note.ts';
import * as lessonDisputes from './20261128003000_lesson_disputes.ts';
import * as tutorCityMode from './20261128004000_tutor_city_mode.ts';
import * as trigramMatchCost from './20261128005000_trigram_match_cost.ts';
import * as sessionEndNotify from './20261128006000_session_end_notify.ts';
import * as joinRequestFunction from './20261128007000_join_request_function.ts';
import * as joinRequestParticipants from './20261129001000_join_request_participants.ts';

// Migrations are listed, not discovered: knex's own file loader uses a bare dynamic import() that
// bypasses the TypeScript loader in some runners (vitest's main process). Add new files here, in order.
const migrations: Record<string, Knex.Migration> = {
  '20261122000001_accounts': accounts,
  '20261122000002_profiles': profiles,
  '20261122000003_marketplace': marketplace,
  '20261122000004_platform': platform,
  '20261122000005_gallery_indexes': galleryIndexes,
  '20261122000006_quiet_activity_notify': quietActivityNotify,
  '20261122000007_tutor_listed': tutorListed,
  '20261123000001_outbox_job_key': outboxJobKey,
  '20261123000002_idempotency_keys': idempotencyKeys,
  '20261123000003_revoke_sessions_on_disable': revokeSessionsOnDisable,
  '20261123000010_mailed_secrets': mailedSecrets,
  '20261123000011_notification_deliveries': notificationDeliveries,
  '20261123000012_notification_preferences': notificationPreferences,
  '20261124000001_request_lifecycle': requestLifecycle,
  '20261124000002_request_closing_notify': requestClosingNotify,
  '20261125000021_tutor_verification': tutorVerification,
  '20261126000001_user_identities': userIdentities,
  '20261126000002_tutor_profile_completion': tutorProfileCompletion,
  '20261128000200_instance_locks': instanceLocks,
  '20261128000500_link_code_question': linkCodeQuestion,
  '20261128000600_tutor_photo_uploads_only': tutorPhotoUploadsOnly,
  '20261128001000_transaction_unique_code': transactionUniqueCode,
  '20261128001100_payment_deadline': paymentDeadline,
  '20261128001200_receipt_numbers': receiptNumbers,
  '20261128001300_bank_statement_lines': bankStatementLines,
  '20261128002000_lesson_sessions': lessonSessions,
  '20261128002100_lesson_session_decline_note': lessonSessionDeclineNote,
  '20261128003000_lesson_disputes': lessonDisputes,
  '20261128004000_tutor_city_mode': tutorCityMode,
  '20261128005000_trigram_match_cost': trigramMatchCost,
  '20261128006000_session_end_notify': sessionEndNotify,
  '20261128007000_join_request_function': joinRequestFunction,
  '20261129001000_join_request_participants': joinRequestParticipants,
};

const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`unknown migration ${name}`);
    return migration;
  },
};

export const migrationConfig: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' };

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(migrationConfig)) as [number, string[]];
  return applied;
}

export async function rollbackAll(db: Knex): Promise<void> {
  await db.migrate.rollback(migrationConfig, true);
}
