/** The query keys of the signed-in person's two-step verification. */
export const twoFactorStatusKey = ['admin', 'two-factor', 'status'] as const;
export const enrolmentKey = ['admin', 'two-factor', 'enrolment'] as const;
