import {
  applicationFromFormData,
  applicationSchema,
  latestDateOfBirth,
  RESUME_MAX_BYTES,
} from '../validation';
import { APPLICANT } from '@/test/publicForm';

const pdf = (name = 'cv.pdf', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** The applicant of the public form tests, as the form's values (not multipart text). */
const valid = { ...APPLICANT, resume: pdf(), consent: true, jobId: 3 };

function firstError(change: Record<string, unknown>, field: string) {
  const result = applicationSchema.safeParse({ ...valid, ...change });
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path[0] === field)?.message;
}

it('accepts a complete application', () => {
  expect(applicationSchema.safeParse(valid).success).toBe(true);
});

it.each([
  ['firstName', '', 'First Name is required'],
  ['lastName', '  ', 'Last Name is required'],
  ['email', '', 'Email is required'],
  ['phoneNumber', '', 'Phone Number is required'],
  ['dob', '', 'Date of Birth is required'],
  ['qualification', '', 'Qualification is required'],
  ['resume', undefined, 'Resume is required'],
  ['consent', false, 'You must accept the privacy policy'],
])('%s left empty says "%s"', (field, value, message) => {
  expect(firstError({ [field]: value }, field)).toBe(message);
});

it('lets names hold letters of any alphabet and spaces only', () => {
  expect(firstError({ firstName: 'Anne Marie' }, 'firstName')).toBeUndefined();
  expect(firstError({ firstName: 'Zoë' }, 'firstName')).toBeUndefined();
  expect(firstError({ lastName: 'محمد' }, 'lastName')).toBeUndefined();
  expect(firstError({ firstName: 'R2D2' }, 'firstName')).toBe(
    'First Name may contain only letters and spaces',
  );
  expect(firstError({ lastName: "O'Brien" }, 'lastName')).toBe(
    'Last Name may contain only letters and spaces',
  );
});

it('checks the e-mail with the simple pattern', () => {
  expect(firstError({ email: 'priya@example' }, 'email')).toBe('Please enter a valid email address');
});

it('takes digits only for the phone number, 7 to 15 of them', () => {
  expect(firstError({ phoneNumber: '+971501234567' }, 'phoneNumber')).toBe(
    'Phone Number may contain digits only',
  );
  expect(firstError({ phoneNumber: '050 123' }, 'phoneNumber')).toBe('Phone Number may contain digits only');
  expect(firstError({ phoneNumber: '123456' }, 'phoneNumber')).toBe('Phone Number must have 7 to 15 digits');
  expect(firstError({ phoneNumber: '1234567890123456' }, 'phoneNumber')).toBe(
    'Phone Number must have 7 to 15 digits',
  );
});

describe('date of birth', () => {
  it('is at most 18 years before today', () => {
    expect(latestDateOfBirth(new Date(2026, 10, 21))).toBe('2008-11-21');
    expect(firstError({ dob: latestDateOfBirth() }, 'dob')).toBeUndefined();
    const young = new Date();
    young.setFullYear(young.getFullYear() - 17);
    expect(firstError({ dob: young.toISOString().slice(0, 10) }, 'dob')).toBe(
      'You must be at least 18 years old',
    );
  });

  it('turns 29 February into 28 February in a year without it', () => {
    expect(latestDateOfBirth(new Date(2028, 1, 29))).toBe('2010-02-28');
  });

  it('must be a real date', () => {
    expect(firstError({ dob: '1990-02-30' }, 'dob')).toBe('Please enter a valid date of birth');
    expect(firstError({ dob: '12/06/1994' }, 'dob')).toBe('Please enter a valid date of birth');
    expect(firstError({ dob: '1850-01-01' }, 'dob')).toBe('Please enter a valid date of birth');
  });
});

describe('résumé', () => {
  it.each(['cv.pdf', 'CV.PDF', 'cv.doc', 'cv.docx'])('accepts %s', (name) => {
    expect(firstError({ resume: pdf(name) }, 'resume')).toBeUndefined();
  });

  it.each(['cv.txt', 'cv.pdf.exe', 'cv', 'cv.odt'])('refuses %s by name', (name) => {
    expect(firstError({ resume: pdf(name) }, 'resume')).toBe('Resume must be a PDF, DOC or DOCX file');
  });

  it('is at most 5 MB', () => {
    expect(firstError({ resume: pdf('cv.pdf', RESUME_MAX_BYTES) }, 'resume')).toBeUndefined();
    expect(firstError({ resume: pdf('cv.pdf', RESUME_MAX_BYTES + 1) }, 'resume')).toBe(
      'Resume must be 5 MB or smaller',
    );
  });

  it('treats an empty file or a text value as missing', () => {
    expect(firstError({ resume: pdf('cv.pdf', 0) }, 'resume')).toBe('Resume is required');
    expect(firstError({ resume: 'cv.pdf' }, 'resume')).toBe('Resume is required');
  });
});

it('reads the multipart field names of the spec', () => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...valid, resume: undefined })) {
    if (value !== undefined) form.set(name, String(value));
  }
  form.set('resume', pdf());
  const parsed = applicationSchema.parse(applicationFromFormData(form));
  expect(parsed).toMatchObject({ firstName: 'Priya', consent: true, jobId: 3 });
  form.set('consent', 'on');
  form.set('jobId', '3abc');
  const result = applicationSchema.safeParse(applicationFromFormData(form));
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['consent', 'jobId']);
});
