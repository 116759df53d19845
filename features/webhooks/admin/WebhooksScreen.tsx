'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog } from '@/components/ui/Dialog';
import { Form, FormProblem } from '@/components/ui/form/Form';
import { CheckboxField, CheckboxGroupField, TextField } from '@/components/ui/form/fields';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ListState } from '@/components/admin/common/ListState';
import { useItemVersion, useStaleSave } from '@/components/admin/common/staleSave';
import { useFormSave } from '@/components/admin/common/useFormSave';
import { confirmDelete, useAdminMutation, useVersionedDelete } from '@/components/admin/common/mutations';
import { RowButton } from '@/components/admin/common/RowButton';
import styles from '@/components/admin/common/admin.module.css';
import { adminText } from '@/content/admin';
import { api, endpoints } from '@/lib/api';
import { formatDubaiTime } from '@/lib/text/dates';
import { adminWebhooksText as t } from '@/features/webhooks/adminText';
import { webhookEndpointSchema, type WebhookEndpointInput } from '@/features/webhooks/adminValidation';
import type { WebhookEndpointDto, WebhookSecretDto } from '@/features/webhooks/dto';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT, type WebhookDeliveryType } from '@/features/webhooks/events';
import own from './webhooks.module.css';

export const webhooksKey = ['admin', 'webhooks'] as const;
const attemptsKey = (id: number) => [...webhooksKey, id, 'attempts'] as const;

const EVENT_CHOICES = WEBHOOK_EVENTS.map((value) => ({ value, label: t.events[value] }));
const BLANK: WebhookEndpointInput = { url: '', description: '', events: [], allowPrivate: false };

const nameOf = (endpoint: WebhookEndpointDto) => endpoint.description || endpoint.url;
const eventName = (type: WebhookDeliveryType) => (type === WEBHOOK_TEST_EVENT ? t.test.name : t.events[type]);

/**
 * Webhooks (Owners): the endpoints, each with its whole address, its state (active, failing,
 * paused), the events it receives and its actions (send a test event, attempt log, edit, roll
 * secret, resume, delete), and Add endpoint. A new or rolled secret is shown once, in a dialog. A
 * test event opens the endpoint's attempt log, which shows its try as soon as it is made.
 */
export function WebhooksScreen() {
  const list = useQuery({ queryKey: webhooksKey, queryFn: () => api.get(endpoints.webhooks) });
  const [editing, setEditing] = useState<WebhookEndpointDto | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [log, setLog] = useState<WebhookEndpointDto | null>(null);

  const roll = useAdminMutation({
    mutationFn: (id: number) => api.post(endpoints.webhookSecret(id)),
    invalidates: [webhooksKey],
    success: null,
  });
  const resume = useAdminMutation({
    mutationFn: (id: number) => api.post(endpoints.webhookResume(id)),
    invalidates: [webhooksKey],
    success: t.resumed,
  });
  const test = useAdminMutation({
    mutationFn: (id: number) => api.post(endpoints.webhookTest(id)),
    invalidates: [webhooksKey],
    success: t.test.sent,
  });
  const remove = useVersionedDelete<WebhookEndpointDto>({
    item: endpoints.webhook,
    listKey: webhooksKey,
    success: t.deleted,
  });

  return (
    <>
      <AdminPageHeader
        title={t.heading}
        intro={t.intro}
        actions={
          <button type="button" className={styles.primaryButton} onClick={() => setEditing('new')}>
            {t.add}
          </button>
        }
      />
      <ListState query={list} empty={t.empty}>
        {(rows) => (
          <ul className={styles.list} aria-label={t.listLabel}>
            {rows.map((endpoint) => (
              <li key={endpoint.id} className={own.endpoint} data-testid="webhook-row">
                <div className={styles.rowMain}>
                  <span className={`${styles.rowTitleText} ${own.url}`}>{endpoint.url}</span>
                  {endpoint.description && <p className={own.muted}>{endpoint.description}</p>}
                  <div className={styles.meta}>
                    {endpoint.pausedAt ? (
                      <span className={styles.chipDraft}>
                        {t.row.paused(formatDubaiTime(endpoint.pausedAt))}
                      </span>
                    ) : endpoint.failingSince ? (
                      <span className={styles.chipPending}>
                        {t.row.failing(formatDubaiTime(endpoint.failingSince))}
                      </span>
                    ) : (
                      <span className={styles.chipLive}>{t.row.active}</span>
                    )}
                    {endpoint.pending > 0 && (
                      <span className={styles.chip}>{t.row.pending(endpoint.pending)}</span>
                    )}
                    {endpoint.failed > 0 && (
                      <span className={styles.chip}>{t.row.failed(endpoint.failed)}</span>
                    )}
                  </div>
                  <ul className={own.events} aria-label={t.row.eventsLabel(nameOf(endpoint))}>
                    {endpoint.events.map((event) => (
                      <li key={event} className={styles.chip}>
                        {t.events[event]}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className={own.actions}>
                  {endpoint.pausedAt && (
                    <RowButton
                      label={t.actions.resume}
                      of={nameOf(endpoint)}
                      className={styles.publishButton}
                      disabled={resume.isPending}
                      onClick={() => resume.mutate(endpoint.id)}
                    />
                  )}
                  <RowButton
                    label={t.actions.test}
                    of={nameOf(endpoint)}
                    disabled={test.isPending}
                    onClick={() => test.mutate(endpoint.id, { onSuccess: () => setLog(endpoint) })}
                  />
                  <RowButton
                    label={t.actions.attempts}
                    of={nameOf(endpoint)}
                    onClick={() => setLog(endpoint)}
                  />
                  <RowButton
                    label={t.actions.edit}
                    of={nameOf(endpoint)}
                    onClick={() => setEditing(endpoint)}
                  />
                  <RowButton
                    label={t.actions.roll}
                    of={nameOf(endpoint)}
                    disabled={roll.isPending}
                    onClick={async () => {
                      if (!(await confirmDelete(t.confirmRoll.text))) return;
                      roll.mutate(endpoint.id, { onSuccess: (rolled) => setSecret(rolled.secret) });
                    }}
                  />
                  <RowButton
                    label={t.actions.delete}
                    of={nameOf(endpoint)}
                    className={styles.dangerButton}
                    disabled={remove.isPending}
                    onClick={async () => {
                      if (await confirmDelete(t.confirmDelete.text)) remove.mutate(endpoint);
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {editing !== null && (
        <EndpointDialog
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(created) => setSecret(created.secret)}
        />
      )}
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      {log && <AttemptsDialog endpoint={log} onClose={() => setLog(null)} />}
    </>
  );
}

function EndpointDialog({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpointDto | null;
  onClose: () => void;
  onCreated: (created: WebhookSecretDto) => void;
}) {
  const form = useForm<WebhookEndpointInput, unknown, WebhookEndpointInput>({
    resolver: zodResolver(webhookEndpointSchema),
    mode: 'onTouched',
    defaultValues: endpoint
      ? {
          url: endpoint.url,
          description: endpoint.description,
          events: endpoint.events,
          allowPrivate: endpoint.allowPrivate,
        }
      : BLANK,
  });
  // A save over another Owner's change since the dialog was read is refused (409 `stale`).
  const { version, saveAt } = useItemVersion(endpoint?.version);
  const onStale = useStaleSave(saveAt, [webhooksKey], onClose);
  const saving = useFormSave({
    form,
    save: (values: WebhookEndpointInput) =>
      endpoint
        ? api.put(endpoints.webhook(endpoint.id), values, { ifMatch: version.current }).then(() => null)
        : api.post(endpoints.webhooks, values),
    invalidates: [webhooksKey],
    success: t.saved,
    onSaved: (created) => {
      onClose();
      if (created) onCreated(created);
    },
    onStale,
  });
  return (
    <Dialog open onClose={() => !saving.busy && onClose()} title={endpoint ? t.dialog.edit : t.dialog.add}>
      <Form form={form} className={styles.dialogForm} onSubmit={saving.submit}>
        <div className={own.fields}>
          <TextField
            name="url"
            type="url"
            label={t.fields.url}
            hint={t.fields.urlHint}
            inputMode="url"
            required
          />
          <TextField name="description" label={t.fields.description} hint={t.fields.descriptionHint} />
          <CheckboxGroupField name="events" legend={t.fields.events} choices={EVENT_CHOICES} />
          <CheckboxField name="allowPrivate" label={t.fields.allowPrivate} hint={t.fields.allowPrivateHint} />
        </div>
        <FormProblem>{saving.problem}</FormProblem>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondaryButton} onClick={onClose} disabled={saving.busy}>
            {adminText.common.cancel}
          </button>
          <button type="submit" className={styles.primaryButton} disabled={saving.busy}>
            {saving.busy ? adminText.common.saving : adminText.common.save}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}

function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Dialog open={secret !== null} onClose={onClose} title={t.secret.title}>
      <p className={styles.dialogNote}>{t.secret.text}</p>
      <p>
        <span className={own.muted}>{t.secret.label}</span>
        <code className={own.secret} data-testid="webhook-secret">
          {secret}
        </code>
      </p>
      <div className={styles.dialogActions}>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() =>
            secret &&
            navigator.clipboard?.writeText(secret).then(
              () => toast.success(t.secret.copied),
              () => {},
            )
          }
        >
          {t.secret.copy}
        </button>
        <button type="button" className={styles.primaryButton} onClick={onClose}>
          {t.secret.done}
        </button>
      </div>
    </Dialog>
  );
}

/** The attempt log of one endpoint, newest first, a page at a time, with Replay on each try. */
function AttemptsDialog({ endpoint, onClose }: { endpoint: WebhookEndpointDto; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const attempts = useQuery({
    queryKey: [...attemptsKey(endpoint.id), page],
    queryFn: () => api.get(endpoints.webhookAttempts(endpoint.id), { page }),
    // A replay, a retry or a test event is tried by the queue a moment after it is asked for: the
    // open log shows each try as it happens.
    refetchInterval: 3_000,
  });
  const replay = useAdminMutation({
    mutationFn: (deliveryId: number) => api.post(endpoints.webhookReplay(endpoint.id, deliveryId)),
    invalidates: [attemptsKey(endpoint.id), webhooksKey],
    success: t.replayed,
  });
  const a = t.attempts;
  return (
    <Dialog
      open
      onClose={onClose}
      title={<span className={own.url}>{a.title(endpoint.url)}</span>}
      closeLabel={adminText.common.close}
    >
      <ListState query={attempts} empty={a.empty} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <ul className={`${styles.list} ${own.attempts}`} aria-label={a.tableLabel}>
              {data.items.map((attempt) => {
                const what = `${eventName(attempt.eventType)}, ${formatDubaiTime(attempt.at)}`;
                return (
                  <li
                    key={attempt.id}
                    className={`${styles.row} ${styles.rowWithoutImage}`}
                    data-testid="attempt-row"
                  >
                    <div className={styles.rowMain}>
                      <span className={styles.rowTitleText}>{eventName(attempt.eventType)}</span>
                      <div className={styles.meta}>
                        <span className={attempt.ok ? styles.chipLive : styles.chipDraft}>
                          {attempt.statusCode ?? a.noAnswer}
                        </span>
                        <span>{formatDubaiTime(attempt.at)}</span>
                        <span>{a.ms(attempt.durationMs)}</span>
                        <span className={styles.chip}>{a.status[attempt.deliveryStatus]}</span>
                      </div>
                      {attempt.error && <p className={own.muted}>{attempt.error}</p>}
                      {attempt.response && (
                        <pre className={own.answer} dir="auto">
                          {attempt.response}
                        </pre>
                      )}
                    </div>
                    <div className={styles.rowActions}>
                      <RowButton
                        label={t.actions.replay}
                        of={what}
                        disabled={replay.isPending}
                        onClick={() => replay.mutate(attempt.deliveryId)}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
            {data.total > data.pageSize && (
              <div className={styles.dialogActions}>
                <button
                  type="button"
                  className={styles.secondaryButton}
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {a.newer}
                </button>
                <button
                  type="button"
                  className={styles.secondaryButton}
                  disabled={page * data.pageSize >= data.total}
                  onClick={() => setPage(page + 1)}
                >
                  {a.older}
                </button>
              </div>
            )}
          </>
        )}
      </ListState>
    </Dialog>
  );
}
