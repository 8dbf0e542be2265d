import { DatabaseLockedError } from '@/db/lock';
import { warmUp } from '@/db/queries/submissions';
import { startDeliveryWorker } from '@/lib/delivery/worker';
import { env, isBuildPhase, SettingsError } from '@/lib/env';
import { startHousekeeping } from '@/lib/housekeeping';

/** A mistyped setting stops the server at once, named, instead of failing every form later. */
function checkSettings() {
  try {
    env();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

/**
 * Opens the database when the server starts, before the first visitor: the embedded PGlite
 * takes seconds to boot, and a folder already open in another process must stop this server
 * loudly rather than let two processes lose rows.
 */
async function openDatabase() {
  if (isBuildPhase()) return;
  try {
    await warmUp();
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    // A real database that is down at start-up: forms answer with a clear failure until it is back.
    console.error(
      'Database not reachable at start-up; the first submission will try again.',
      error,
    );
  }
}

if (!isBuildPhase()) checkSettings();
await openDatabase();
// Leads saved while this server was down, or left by another instance, go out now.
if (!isBuildPhase()) startDeliveryWorker();
// What is past its time goes now and every hour. The first clean-up is waited for: it forgets
// the owners taken out of DESK_OWNERS, whose sessions must not serve a request of this server.
if (!isBuildPhase()) await startHousekeeping();
