import { loginSchema, newPasswordSchema, otpSchema, resetRequestSchema } from '../signInValidation';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  // Every message per field, so a field never shows two at once.
  const all: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    all[key] = all[key] ? `${all[key]} | ${issue.message}` : issue.message;
  }
  return all;
}

describe('login', () => {
  it('uses the spec’s messages', () => {
    expect(messages(loginSchema.safeParse({ contact: '  ', password: '' }))).toEqual({
      contact: 'This field is required.',
      password: 'This field is required.',
    });
    expect(messages(loginSchema.safeParse({ contact: 'name@', password: '12345' }))).toEqual({
      contact: 'Enter a valid email or phone number.',
      password: 'Password must be at least 6 characters.',
    });
    expect(messages(loginSchema.safeParse({ contact: '+971 50', password: '123456' }))).toEqual({
      contact: 'Enter a valid email or phone number.',
    });
  });

  it('accepts an e-mail or digits only, trimmed', () => {
    expect(loginSchema.parse({ contact: ' a@b.co ', password: '123456' }).contact).toBe('a@b.co');
    expect(loginSchema.safeParse({ contact: '0501234567', password: '123456' }).success).toBe(true);
  });
});

describe('reset', () => {
  it('needs a valid e-mail or exactly 10 digits', () => {
    const bad = 'Please enter a valid email or 10-digit phone number.';
    expect(messages(resetRequestSchema.safeParse({ contact: '050123456' }))).toEqual({ contact: bad });
    expect(messages(resetRequestSchema.safeParse({ contact: '05012345678' }))).toEqual({ contact: bad });
    expect(resetRequestSchema.safeParse({ contact: '0501234567' }).success).toBe(true);
    expect(resetRequestSchema.safeParse({ contact: 'a@b.co' }).success).toBe(true);
  });

  it('takes six digits as the code', () => {
    expect(otpSchema.safeParse({ contact: 'a@b.co', code: '012345' }).success).toBe(true);
    expect(otpSchema.safeParse({ contact: 'a@b.co', code: '12345' }).success).toBe(false);
    expect(otpSchema.safeParse({ contact: 'a@b.co', code: '12345a' }).success).toBe(false);
  });

  it('needs a new password of 6+ characters and a matching confirmation (typos fixed)', () => {
    expect(messages(newPasswordSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }))).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(messages(newPasswordSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg' }))).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
    expect(newPasswordSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true);
  });
});
