'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, GraduationCap, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextareaField, TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { adminCareerText } from '@/content/adminCareer';
import { api, endpoints, type JobDto } from '@/lib/api';
import { jobSchema, type JobInput } from '@/lib/validation/operations';
import {
  ArabicMissingChip,
  ArabicSection,
  ArabicTextareaField,
  ArabicTextField,
} from '../common/ArabicFields';
import { FormDialog } from '../common/FormDialog';
import { ListState } from '../common/ListState';
import { confirmDelete, showDeleted, useAdminMutation, usePublishToggle } from '../common/mutations';
import { overviewKey } from '../common/overview';
import { PublishToggle, StatusChip } from '../common/PublishToggle';
import { useFormSave } from '../common/useFormSave';
import styles from '../common/admin.module.css';
import career from './career.module.css';

const common = adminText.common;
const t = adminCareerText.jobs;
export const jobsKey = ['admin', 'jobs'] as const;

/** Spec: 'Current Openings', Create New, each job with its chips and Publish/Unpublish; a click edits. */
export function JobsPanel() {
  const list = useQuery({ queryKey: jobsKey, queryFn: () => api.get(endpoints.jobList) });
  const [editing, setEditing] = useState<JobDto | 'new' | null>(null);
  // The dashboard counts open positions.
  const toggle = usePublishToggle<JobDto>(
    jobsKey,
    (id, published) => api.put(endpoints.jobPublished(id), { published }),
    [overviewKey],
  );
  const remove = useAdminMutation({
    mutationFn: (id: number) => api.delete(endpoints.jobDelete(id)),
    invalidates: [jobsKey, overviewKey],
    success: null,
  });

  const onDelete = async (job: JobDto) => {
    if (!(await confirmDelete())) return;
    remove.mutate(job.id, { onSuccess: () => void showDeleted(t.deleted) });
  };

  return (
    <section aria-labelledby="jobs-heading">
      <div className={styles.panelHeader}>
        <div>
          <h2 id="jobs-heading" className={styles.panelTitle}>
            {t.heading}
          </h2>
          <p className={career.panelIntro}>{t.intro}</p>
        </div>
        <button type="button" className={styles.primaryButton} onClick={() => setEditing('new')}>
          <Plus aria-hidden size={18} />
          {common.createNew}
        </button>
      </div>
      <ListState query={list} empty={t.empty}>
        {(jobs) => (
          <ul className={styles.list} aria-label={t.listLabel}>
            <AnimatePresence initial={false}>
              {jobs.map((job) => (
                <motion.li
                  key={job.id}
                  layout
                  initial={{ opacity: 0, y: -6 }}
                  animate={{ opacity: 1, y: 0 }}
                  exit={{ opacity: 0, x: 24 }}
                  className={`${styles.row} ${career.jobRow}`}
                  data-testid="job-row"
                >
                  <div className={styles.rowMain}>
                    <button type="button" className={styles.rowTitleButton} onClick={() => setEditing(job)}>
                      {job.title}
                    </button>
                    <ul className={career.chips}>
                      <li>
                        <MapPin aria-hidden size={16} />
                        <span className="visually-hidden">{t.locationLabel}: </span>
                        {job.location}
                      </li>
                      <li>
                        <Briefcase aria-hidden size={16} />
                        {t.experienceChip(job.experience)}
                      </li>
                      <li>
                        <GraduationCap aria-hidden size={16} />
                        {t.qualificationChip(job.qualification)}
                      </li>
                    </ul>
                    <div className={styles.meta}>
                      <StatusChip published={job.published} labels={t.status} />
                      <ArabicMissingChip
                        texts={[
                          [job.title, job.titleAr],
                          [job.experience, job.experienceAr],
                          [job.qualification, job.qualificationAr],
                          [job.location, job.locationAr],
                          [job.description, job.descriptionAr],
                        ]}
                      />
                      <span>{t.applicationCount(job.applicationCount)}</span>
                    </div>
                  </div>
                  <div className={styles.rowActions}>
                    <PublishToggle
                      published={job.published}
                      itemName={job.title}
                      labels={t.toggle}
                      onToggle={(published) => toggle.mutate({ id: job.id, published })}
                    />
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => setEditing(job)}
                      aria-label={`${common.edit}: ${job.title}`}
                    >
                      <Pencil aria-hidden size={18} />
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => void onDelete(job)}
                      disabled={remove.isPending && remove.variables === job.id}
                      aria-label={`${common.delete}: ${job.title}`}
                    >
                      <Trash2 aria-hidden size={18} />
                    </button>
                  </div>
                </motion.li>
              ))}
            </AnimatePresence>
          </ul>
        )}
      </ListState>
      {editing && (
        <JobDialog
          key={editing === 'new' ? 'new' : editing.id}
          job={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

/** Create appends the job at the end; edit replaces it where it is (spec). */
function JobDialog({ job, onClose }: { job?: JobDto; onClose: () => void }) {
  const form = useForm<JobInput>({
    resolver: zodResolver(jobSchema),
    mode: 'onTouched',
    defaultValues: {
      title: job?.title ?? '',
      experience: job?.experience ?? '',
      qualification: job?.qualification ?? '',
      location: job?.location ?? '',
      description: job?.description ?? '',
      titleAr: job?.titleAr ?? '',
      experienceAr: job?.experienceAr ?? '',
      qualificationAr: job?.qualificationAr ?? '',
      locationAr: job?.locationAr ?? '',
      descriptionAr: job?.descriptionAr ?? '',
    },
  });
  const saving = useFormSave({
    form,
    save: (values) => (job ? api.patch(endpoints.job(job.id), values) : api.post(endpoints.jobs, values)),
    invalidates: [jobsKey, overviewKey],
    success: job ? common.saved : t.created,
    onSaved: onClose,
  });
  const values = useWatch({
    control: form.control,
    name: ['title', 'experience', 'qualification', 'location', 'description'],
  });
  // Spec: Save is enabled only when all five are filled in.
  const canSave = values.every((value) => value.trim() !== '');

  return (
    <FormDialog
      open
      onClose={onClose}
      title={job ? t.editTitle : t.createTitle}
      form={form}
      onSubmit={saving.submit}
      saving={saving}
      canSave={canSave}
    >
      <TextField name="title" label={t.title} required autoComplete="off" />
      <div className={career.fieldPair}>
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
        <div className={career.fieldPair}>
          <ArabicTextField name="experienceAr" label={t.experience} />
          <ArabicTextField name="qualificationAr" label={t.qualification} />
        </div>
        <ArabicTextField name="locationAr" label={t.location} />
        <ArabicTextareaField name="descriptionAr" label={t.description} rows={8} />
      </ArabicSection>
    </FormDialog>
  );
}
