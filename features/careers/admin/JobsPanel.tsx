'use client';

import { useQuery } from '@tanstack/react-query';
import { TextField } from '@/components/ui/form/fields';
import { JobFacts } from '@/components/ui/JobFacts';
import { adminCareerText } from '@/features/careers/adminText';
import { api, endpoints } from '@/lib/api';
import type { JobDto } from '@/features/careers/dto';
import { dubaiInputValue, formatDubaiTime } from '@/lib/text/dates';
import { jobSchema } from '@/features/careers/adminValidation';
import { AdminPanel } from '@/components/admin/AdminPageHeader';
import { ArabicSection } from '@/components/admin/common/ArabicFields';
import { DeclaredTextFields } from '@/components/admin/common/DeclaredTextFields';
import { jobTexts } from '@/features/careers/texts';
import { CreateButton } from '@/components/admin/common/CreateButton';
import {
  asDrafted,
  DraftChips,
  openPreview,
  PublishAtField,
  useDrafts,
} from '@/components/admin/common/drafts';
import { FormDialog } from '@/components/admin/common/FormDialog';
import { ItemList } from '@/components/admin/common/ItemList';
import { ItemRow } from '@/components/admin/common/ItemRow';
import { overviewKey } from '@/components/admin/common/overview';
import { useEditor } from '@/components/admin/common/useEditor';
import { useItemActions } from '@/components/admin/common/useItemActions';
import { useItemForm } from '@/components/admin/common/useItemForm';
import styles from '@/components/admin/common/admin.module.css';

const t = adminCareerText.jobs;
export const jobsKey = ['admin', 'jobs'] as const;

/** Spec: 'Current Openings', Create New, each job with its chips and Publish/Unpublish; a click edits. */
export function JobsPanel() {
  const list = useQuery({ queryKey: jobsKey, queryFn: () => api.get(endpoints.jobs) });
  const editor = useEditor<JobDto>(list.data);
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
            chips={
              <>
                <span>{t.applicationCount(job.applicationCount)}</span>
                <DraftChips item={job} />
                {job.closeAt && (
                  <span className={styles.chipPending}>{t.closes(formatDubaiTime(job.closeAt))}</span>
                )}
              </>
            }
            publishLabels={t.toggle}
            onPreview={() => openPreview('jobs', job.id)}
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

/**
 * Create appends the job at the end; edit replaces it where it is (spec). Save waits for all five.
 * A new opening is unpublished; "Publish at" publishes it then, and "Applications close at" takes
 * it off the website at that time. An edit of a published one can wait as a draft.
 */
function JobDialog({ job, onClose }: { job?: JobDto; onClose: () => void }) {
  const itemForm = useItemForm({
    schema: jobSchema,
    item: job && { ...asDrafted(job), closeAt: job.closeAt ? dubaiInputValue(job.closeAt) : '' },
    to: { create: endpoints.jobs, update: endpoints.job },
    invalidates: [jobsKey, overviewKey],
    created: t.created,
    onClose,
  });
  const drafts = useDrafts({
    kind: 'jobs',
    state: itemForm,
    item: job,
    invalidates: [jobsKey, overviewKey],
    addsUnpublished: true,
  });
  return (
    <FormDialog {...drafts.dialog} title={job ? t.editTitle : t.createTitle}>
      {drafts.note}
      <DeclaredTextFields texts={jobTexts} />
      <PublishAtField
        unpublishField={
          <TextField name="closeAt" label={t.closeAt} type="datetime-local" hint={t.closeAtHint} />
        }
      />
      <ArabicSection>
        <DeclaredTextFields texts={jobTexts} arabic />
      </ArabicSection>
    </FormDialog>
  );
}
