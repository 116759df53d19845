'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileDown, Send, Trash2 } from 'lucide';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { useAdminSession } from '@/components/admin/AdminSession';
import { saveFile } from '@/components/admin/common/download';
import styles from '@/components/admin/common/admin.module.css';
import { showAlert } from '@/components/ui/alerts';
import { Dialog } from '@/components/ui/Dialog';
import { Icon } from '@/components/ui/Icon';
import { Form, FormProblem, showApiError } from '@/components/ui/form/Form';
import { TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { api, endpoints, problemMessage } from '@/lib/api';
import { may } from '@/lib/auth/permissions';
import { formatDubaiTime } from '@/lib/text/dates';
import { privacyText as t } from '../adminText';
import {
  erasureSchema,
  personalDataLookupSchema,
  type ErasureInput,
  type PersonalDataLookup,
} from '../adminValidation';
import type { PersonalDataDto } from '../dto';
import own from './personalData.module.css';
import { RetentionPanel } from './RetentionPanel';

/**
 * Everything held about one person, found by their e-mail address: what it is, grouped by kind
 * with dates; a ZIP of it for them; and (an Owner's) its erasure, the address typed again.
 */
export function PersonalDataScreen() {
  const { user } = useAdminSession();
  const [found, setFound] = useState<PersonalDataDto | null>(null);
  const [erasing, setErasing] = useState(false);
  const form = useForm<PersonalDataLookup>({
    resolver: zodResolver(personalDataLookupSchema),
    defaultValues: { email: '' },
  });
  const [problem, setProblem] = useState('');
  const lookup = useMutation({
    mutationFn: (values: PersonalDataLookup) => api.post(endpoints.personalData, values),
    onSuccess: setFound,
    onError: (error) => setProblem(showApiError(error, form, adminText.failure)),
  });
  const download = useMutation({
    mutationFn: async (email: string) => {
      const file = await api.downloadPosted(endpoints.personalDataExport, { email });
      saveFile(file.blob, file.filename ?? 'personal-data.zip');
    },
    onError: (error) => toast.error(problemMessage(error, adminText.failure)),
  });
  const mailLink = useMutation({
    mutationFn: (email: string) => api.post(endpoints.personalDataExportLink, { email }),
    onSuccess: (sent) => toast.success(t.linkMailed(sent.sentTo, formatDubaiTime(sent.expiresAt))),
    onError: (error) => toast.error(problemMessage(error, adminText.failure)),
  });
  const records = found?.groups.reduce((sum, group) => sum + group.records.length, 0) ?? 0;

  return (
    <>
      <AdminPageHeader
        title={t.heading}
        intro={may(user.role, 'privacy') ? t.intro : `${t.intro} ${t.hrIntro}`}
      />
      <section className={styles.panel}>
        <Form
          form={form}
          className={own.search}
          role="search"
          aria-label={t.heading}
          onSubmit={(values) => {
            setProblem('');
            lookup.mutate(values);
          }}
        >
          <TextField
            name="email"
            type="email"
            label={t.search}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <button type="submit" className={styles.primaryButton} disabled={lookup.isPending}>
            {lookup.isPending ? t.finding : t.find}
          </button>
        </Form>
        <FormProblem>{problem}</FormProblem>
      </section>

      {found && (
        <section className={own.results} aria-live="polite" aria-label={t.heading}>
          <div className={own.summary}>
            <p className={own.count} role="status">
              {records === 0 ? t.nothingHeld(found.email) : t.found(records, found.email)}
            </p>
            {records > 0 && (
              <div className={own.actions}>
                <button
                  type="button"
                  className={styles.secondaryButton}
                  disabled={download.isPending}
                  onClick={() => download.mutate(found.email)}
                >
                  <Icon node={FileDown} aria-hidden size={18} />
                  {download.isPending ? adminText.common.exporting : t.export}
                </button>
                <button
                  type="button"
                  className={styles.secondaryButton}
                  disabled={mailLink.isPending}
                  onClick={() => mailLink.mutate(found.email)}
                >
                  <Icon node={Send} aria-hidden size={18} />
                  {mailLink.isPending ? t.mailingLink : t.mailLink}
                </button>
                {may(user.role, 'privacy') && (
                  <button type="button" className={styles.dangerButton} onClick={() => setErasing(true)}>
                    <Icon node={Trash2} aria-hidden size={18} />
                    {t.erase}
                  </button>
                )}
              </div>
            )}
          </div>
          {found.groups.map((group) => (
            <section key={group.kind} className={own.group} aria-labelledby={`held-${group.kind}`}>
              <h2 id={`held-${group.kind}`} className={own.groupTitle}>
                {t.kinds[group.kind]} <span className={styles.chip}>{group.records.length}</span>
              </h2>
              <ul className={styles.list}>
                {group.records.map((record) => (
                  <li
                    key={record.id}
                    className={`${styles.row} ${styles.rowWithoutImage}`}
                    data-testid="held-record"
                  >
                    <div className={styles.rowMain}>
                      <span className={styles.rowTitleText}>{record.title}</span>
                      <p className={styles.rowText}>
                        <time dateTime={record.at}>{formatDubaiTime(record.at)}</time>
                      </p>
                      {record.details.length > 0 && (
                        <p className={own.details}>
                          {record.details.map((detail, i) => (
                            <bdi key={i}>{detail}</bdi>
                          ))}
                        </p>
                      )}
                      {record.files.length > 0 && (
                        <p className={own.details}>
                          {t.files}:{' '}
                          {record.files.map((name, i) => (
                            <bdi key={i}>{name}</bdi>
                          ))}
                        </p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      )}
      {may(user.role, 'privacy') && <RetentionPanel />}
      {found && erasing && (
        <ErasureDialog
          found={found}
          onClose={() => setErasing(false)}
          onErased={() => {
            setErasing(false);
            lookup.mutate({ email: found.email });
          }}
        />
      )}
    </>
  );
}

function ErasureDialog({
  found,
  onClose,
  onErased,
}: {
  found: PersonalDataDto;
  onClose: () => void;
  onErased: () => void;
}) {
  const client = useQueryClient();
  const form = useForm<ErasureInput>({
    resolver: zodResolver(erasureSchema),
    defaultValues: { email: found.email, confirm: '' },
  });
  const [problem, setProblem] = useState('');
  const erase = useMutation({
    mutationFn: (values: ErasureInput) => api.post(endpoints.personalDataErasure, values),
    onSuccess: async (result) => {
      const records = Object.values(result.erased).reduce((sum, n) => sum + (n ?? 0), 0);
      // Every admin list may have shown something of theirs.
      await client.invalidateQueries({ queryKey: ['admin'] });
      onErased();
      void showAlert('success', { title: t.erasedTitle, text: t.erasedText(records, result.files) });
    },
    onError: (error) => setProblem(showApiError(error, form, adminText.failure)),
  });
  const what = found.groups.map((group) => `${group.records.length} × ${t.kinds[group.kind]}`).join(', ');
  return (
    <Dialog open onClose={() => !erase.isPending && onClose()} title={t.confirmTitle(found.email)}>
      <Form form={form} className={styles.dialogForm} onSubmit={(values) => erase.mutate(values)}>
        <p className={styles.dialogNote}>{t.confirmText(what)}</p>
        <TextField
          name="confirm"
          type="email"
          label={t.confirmLabel}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <FormProblem>{problem}</FormProblem>
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={onClose}
            disabled={erase.isPending}
          >
            {t.cancel}
          </button>
          <button type="submit" className={styles.dangerButton} disabled={erase.isPending}>
            {erase.isPending ? t.erasing : t.confirm}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
