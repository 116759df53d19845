'use client';

import { useQuery } from '@tanstack/react-query';
import { TextareaField, TextField } from '@/components/ui/form/fields';
import { JobFacts } from '@/components/ui/JobFacts';
import { adminCareerText } from '@/content/adminCareer';
import { api, endpoints, type JobDto } from '@/lib/api';
import { jobSchema } from '@/lib/validation/operations';
import { AdminPanel } from '../AdminPageHeader';
import { ArabicSection, ArabicTextareaField, ArabicTextField } from '../common/ArabicFields';
import { CreateButton } from '../common/CreateButton';
import { FormDialog } from '../common/FormDialog';
import { ItemList } from '../common/ItemList';
import { ItemRow } from '../common/ItemRow';
import { overviewKey } from '../common/overview';
import { useEditor } from '../common/useEditor';
import { useItemActions } from '../common/useItemActions';
import { useItemForm } from '../common/useItemForm';
import styles from '../common/admin.module.css';

const t = adminCareerText.jobs;
export const jobsKey = ['admin', 'jobs'] as const;

/** Spec: 'Current Openings', Create New, each job with its chips and Publish/Unpublish; a click edits. */
export function JobsPanel() {
  const list = useQuery({ queryKey: jobsKey, queryFn: () => api.get(endpoints.jobs) });
  const editor = useEditor<JobDto>();
  // The dashboard counts open positions.
  const actions = useItemActions<JobDto>({
    listKey: jobsKey,
    history: 'jobs',
    item: endpoints.job,
    published: endpoints.jobPublished,
    invalidates: [overviewKey],
    deleted: t.deleted,
  });

  return (
    <AdminPanel title={t.heading} intro={t.intro} actions={<CreateButton onClick={editor.create} />}>
      <ItemList query={list} label={t.listLabel} empty={t.empty}>
        {(job) => (
          <ItemRow
            key={job.id}
            item={job}
            title={job.title}
            testId="job-row"
            body={<JobFacts job={job} text={t.facts} />}
            chips={<span>{t.applicationCount(job.applicationCount)}</span>}
            publishLabels={t.toggle}
            actions={actions}
            onEdit={() => editor.edit(job)}
          />
        )}
      </ItemList>
      {editor.dialog((job, close) => (
        <JobDialog job={job} onClose={close} />
      ))}
    </AdminPanel>
  );
}

/** Create appends the job at the end; edit replaces it where it is (spec). Save waits for all five. */
function JobDialog({ job, onClose }: { job?: JobDto; onClose: () => void }) {
  const state = useItemForm({
    schema: jobSchema,
    item: job,
    to: { create: endpoints.jobs, update: endpoints.job },
    invalidates: [jobsKey, overviewKey],
    created: t.created,
    onClose,
  });
  return (
    <FormDialog state={state} title={job ? t.editTitle : t.createTitle}>
      <TextField name="title" label={t.title} required autoComplete="off" />
      <div className={styles.fieldPair}>
        <TextField
          name="experience"
          label={t.experience}
          required
          autoComplete="off"
          hint={t.experienceHint}
        />
        <TextField name="qualification" label={t.qualification} required autoComplete="off" />
      </div>
      <TextField name="location" label={t.location} required autoComplete="off" />
      <TextareaField name="description" label={t.description} required rows={8} hint={t.descriptionHint} />
      <ArabicSection>
        <ArabicTextField name="titleAr" label={t.title} />
        <div className={styles.fieldPair}>
          <ArabicTextField name="experienceAr" label={t.experience} />
          <ArabicTextField name="qualificationAr" label={t.qualification} />
        </div>
        <ArabicTextField name="locationAr" label={t.location} />
        <ArabicTextareaField name="descriptionAr" label={t.description} rows={8} />
      </ArabicSection>
    </FormDialog>
  );
}
