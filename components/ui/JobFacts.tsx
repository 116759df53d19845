import { Briefcase, GraduationCap, MapPin } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { fill } from '@/lib/text/fill';
import styles from './JobFacts.module.css';
import Bidi from './Bidi';

/** What the facts say: '{value} Experience', 'Qualification - {value}', and the location's name. */
export interface JobFactsText {
  locationLabel: string;
  experience: string;
  qualification: string;
}

/** A job's location, experience and qualification as chips (the spec's careers and admin jobs). */
export function JobFacts({
  job,
  text,
}: {
  job: { location: string; experience: string; qualification: string };
  text: JobFactsText;
}) {
  return (
    <ul className={styles.facts}>
      <li>
        <Icon node={MapPin} aria-hidden size={16} />
        <span className="visually-hidden">{text.locationLabel}: </span>
        <Bidi text={job.location} isolate />
      </li>
      <li>
        <Icon node={Briefcase} aria-hidden size={16} />
        <Bidi text={fill(text.experience, { value: job.experience })} />
      </li>
      <li>
        <Icon node={GraduationCap} aria-hidden size={16} />
        <Bidi text={fill(text.qualification, { value: job.qualification })} />
      </li>
    </ul>
  );
}
