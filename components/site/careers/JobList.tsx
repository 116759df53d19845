import { MapPin } from 'lucide-react';
import Link from 'next/link';
import styles from './JobList.module.css';

export interface JobSummary {
  id: number;
  title: string;
  location: string;
  experience: string;
  qualification: string;
}

export function JobList({ jobs }: { jobs: JobSummary[] }) {
  return (
    <ul className={styles.list}>
      {jobs.map((job) => (
        <li key={job.id} className={styles.job}>
          <div>
            <h3 className={styles.title}>{job.title}</h3>
            <p className={styles.meta}>
              <MapPin aria-hidden size={16} /> {job.location} · {job.experience} · {job.qualification}
            </p>
          </div>
          <Link
            href={`/careers/apply?jobId=${job.id}`}
            className={styles.apply}
            aria-label={`Apply for ${job.title}`}
          >
            Apply
          </Link>
        </li>
      ))}
    </ul>
  );
}
