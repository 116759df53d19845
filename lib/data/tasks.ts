/**
 * Every background task of the site (lib/tasks), the platform's and the features': the server
 * starts their workers and schedules (instrumentation.ts); owners see the failed ones.
 */
import { purgeTask } from '../cdn/purges';
import { mailTask } from '../mail/queue';
import type { FailedTaskDto } from '../api/contract';
import { getDb } from '../db/client';
import { failedTasks, retryTask, type Task } from '../tasks/tasks';
import { housekeepingTask } from './housekeeping';
import { backupTask } from './backup';
import { publishingTask } from './scheduledPublishing';
import { certificateExpiryTask } from '@/features/documents/expiry';
import { webhookTask } from '@/features/webhooks/data';
import { signInLinkTask } from '@/features/buyers/signIn';
import { eventDayTask } from '@/features/events/endedDay';

export const siteTasks: Task<object>[] = [
  mailTask,
  purgeTask,
  publishingTask,
  housekeepingTask,
  certificateExpiryTask,
  webhookTask,
  signInLinkTask,
  backupTask,
  eventDayTask,
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The site's failed tasks, newest first (General settings → Background tasks). */
export async function listFailedTasks(): Promise<FailedTaskDto[]> {
  const names = new Set(siteTasks.map((task) => task.name));
  return (await failedTasks(getDb()))
    .filter((task) => names.has(task.name))
    .map(({ id, name, error, tries, failedAt }) => ({ id, name, error, tries, failedAt }));
}

/** An owner's retry of failed task `id` of `name`; false when there is no such failed task. */
export async function retryFailedTask(name: string, id: string): Promise<boolean> {
  if (!siteTasks.some((task) => task.name === name) || !UUID.test(id)) return false;
  return retryTask(getDb(), name, id);
}
