'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, useFormState, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { Accordion } from '@/components/ui/Accordion';
import { Dialog } from '@/components/ui/Dialog';
import { Form, FormProblem, showApiError } from '@/components/ui/form/Form';
import { CheckboxField, TextField, WholeNumberField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { adminSettingsText as t } from '@/features/settings/adminText';
import { api, endpoints } from '@/lib/api';
import type { SettingsDto } from '@/features/settings/dto';
import { AUDIT_RETENTION_MAX_DAYS, AUDIT_RETENTION_MIN_DAYS } from '@/features/audit/validation';
import {
  RESPONSE_TARGET_MAX_HOURS,
  RESPONSE_TARGET_MIN_HOURS,
  settingsSchema,
  type SettingsInput,
} from '@/features/settings/adminValidation';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ListState } from '@/components/admin/common/ListState';
import { askAboutStaleSave, isStaleSave, staleText } from '@/components/admin/common/staleSave';
import styles from '@/components/admin/common/admin.module.css';
import own from './settings.module.css';
import { BackupsPanel } from './BackupsPanel';
import { TasksPanel } from './TasksPanel';

export const settingsKey = ['admin', 'settings'] as const;

/** Which accordion section holds each field (to open the one with an error). */
const SECTION_OF: Record<keyof SettingsInput, number> = {
  enquiryEmail: 0,
  whatsappNumber: 0,
  facebookUrl: 1,
  instagramUrl: 1,
  twitterUrl: 1,
  linkedinUrl: 1,
  auditRetentionDays: 2,
  vitalsSamplePercent: 2,
  responseTargetHours: 3,
  publishNeedsArabic: 4,
};

/** Spec: the accordion of 'Contact Details' and 'Social Media Links', Save, and 'Confirm Save'. */
export function SettingsScreen() {
  const settings = useQuery({ queryKey: settingsKey, queryFn: () => api.get(endpoints.settings) });
  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      <ListState query={settings} empty="" isEmpty={() => false}>
        {(saved) => <SettingsForm saved={saved} />}
      </ListState>
      <BackupsPanel />
      <TasksPanel />
    </>
  );
}

/** The form's values of stored settings (their version goes with a save, not in the form). */
function valuesOf(stored: SettingsDto): SettingsInput {
  const values: Partial<SettingsDto> = { ...stored };
  delete values.version;
  return values as SettingsInput;
}

function SettingsForm({ saved }: { saved: SettingsDto }) {
  const client = useQueryClient();
  const form = useForm<SettingsInput, unknown, SettingsInput>({
    resolver: zodResolver(settingsSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(saved),
  });
  // The version the form was read at: a save over another's change is refused (lib/audit/versions.ts).
  const version = useRef(saved.version);
  // Spec: Save is enabled only after a change (typing the old value back counts as no change).
  const { isDirty } = useFormState({ control: form.control });
  const [open, setOpen] = useState<number | null>(0);
  const [pending, setPending] = useState<SettingsInput | null>(null);
  const [problem, setProblem] = useState('');

  const showFirstError = (errors: FieldErrors<SettingsInput>) => {
    const first = (Object.keys(SECTION_OF) as (keyof SettingsInput)[]).find((name) => errors[name]);
    if (first) {
      setOpen(SECTION_OF[first]);
      // After the section has opened.
      requestAnimationFrame(() => form.setFocus(first));
    }
  };

  const save = useMutation({
    mutationFn: (values: SettingsInput) => api.put(endpoints.settings, values, { ifMatch: version.current }),
    onSuccess: (stored) => {
      // Spec: Confirm clears the changed flag.
      version.current = stored.version;
      form.reset(valuesOf(stored));
      client.setQueryData(settingsKey, stored);
      setPending(null);
      toast.success(t.saved);
    },
    onError: async (error, values) => {
      setPending(null);
      if (isStaleSave(error)) {
        setProblem(staleText(error));
        const choice = await askAboutStaleSave(error, true);
        if (choice === 'overwrite') {
          version.current = error.body.version ?? version.current;
          setProblem('');
          save.mutate(values);
        } else if (choice === 'reload') {
          const fresh = await client.fetchQuery({
            queryKey: settingsKey,
            queryFn: () => api.get(endpoints.settings),
            staleTime: 0,
          });
          version.current = fresh.version;
          form.reset(valuesOf(fresh));
          setProblem('');
        }
        return;
      }
      setProblem(showApiError(error, form, adminText.failure));
      showFirstError(form.formState.errors);
    },
  });

  const sections = [
    {
      heading: t.sections.contact,
      content: (
        <div className={own.fields}>
          <TextField
            name="enquiryEmail"
            type="email"
            label={t.enquiryEmail}
            hint={t.enquiryEmailHint}
            autoComplete="off"
          />
          <TextField
            name="whatsappNumber"
            type="tel"
            label={t.whatsapp}
            hint={t.whatsappHint}
            inputMode="tel"
            autoComplete="off"
          />
        </div>
      ),
    },
    {
      heading: t.sections.social,
      content: (
        <div className={own.fields}>
          <TextField name="facebookUrl" type="url" label={t.facebook} hint={t.linkHint} inputMode="url" />
          <TextField name="instagramUrl" type="url" label={t.instagram} hint={t.linkHint} inputMode="url" />
          <TextField name="twitterUrl" type="url" label={t.twitter} hint={t.linkHint} inputMode="url" />
          <TextField name="linkedinUrl" type="url" label={t.linkedin} hint={t.linkHint} inputMode="url" />
        </div>
      ),
    },
    {
      heading: t.sections.records,
      content: (
        <div className={own.fields}>
          <WholeNumberField
            name="auditRetentionDays"
            label={t.retention}
            hint={t.retentionHint}
            min={AUDIT_RETENTION_MIN_DAYS}
            max={AUDIT_RETENTION_MAX_DAYS}
          />
          <WholeNumberField
            name="vitalsSamplePercent"
            label={t.samplePercent}
            hint={t.samplePercentHint}
            min={0}
            max={100}
          />
        </div>
      ),
    },
    {
      heading: t.sections.requests,
      content: (
        <div className={own.fields}>
          <WholeNumberField
            name="responseTargetHours"
            label={t.responseTarget}
            hint={t.responseTargetHint}
            min={RESPONSE_TARGET_MIN_HOURS}
            max={RESPONSE_TARGET_MAX_HOURS}
          />
        </div>
      ),
    },
    {
      heading: t.sections.translations,
      content: (
        <div className={own.fields}>
          <CheckboxField
            name="publishNeedsArabic"
            label={t.publishNeedsArabic}
            hint={t.publishNeedsArabicHint}
          />
        </div>
      ),
    },
  ];

  return (
    <>
      <Form
        form={form}
        onSubmit={(values) => {
          setProblem('');
          setPending(values);
        }}
        onInvalidSubmit={showFirstError}
        className={own.form}
      >
        <Accordion items={sections} headingLevel={2} open={open} onOpenChange={setOpen} />
        <FormProblem>{problem}</FormProblem>
        <div className={own.actions}>
          {isDirty && (
            <p className={own.unsaved} role="status">
              {t.unsaved}
            </p>
          )}
          <button type="submit" className={styles.primaryButton} disabled={!isDirty}>
            {adminText.common.save}
          </button>
        </div>
      </Form>
      <Dialog
        open={pending !== null}
        onClose={() => !save.isPending && setPending(null)}
        title={t.confirm.title}
      >
        <p className={own.confirmText}>{t.confirm.text}</p>
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => setPending(null)}
            disabled={save.isPending}
          >
            {t.confirm.cancel}
          </button>
          <button
            type="button"
            className={styles.primaryButton}
            onClick={() => pending && save.mutate(pending)}
            disabled={save.isPending}
          >
            {save.isPending ? adminText.common.saving : t.confirm.confirm}
          </button>
        </div>
      </Dialog>
    </>
  );
}
