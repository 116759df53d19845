/** Shapes of the JSON answers every /api/v1 handler gives, so forms can show errors beside fields. */
import { NextResponse } from 'next/server';
import type { z } from 'zod';

export interface ApiError {
  error: string;
  message: string;
  /** Field name → message, for validation errors. */
  fields?: Record<string, string>;
}

export function ok<T>(data: T, status = 200) {
  return NextResponse.json(data, { status });
}

export function fail(
  status: number,
  error: string,
  message: string,
  extra: Partial<ApiError> = {},
  headers?: HeadersInit,
) {
  return NextResponse.json({ error, message, ...extra } satisfies ApiError, { status, headers });
}

/** 400 with the first message of each invalid field (the same messages the form shows). */
export function validationFailed(
  issues: z.core.$ZodIssue[],
  message = 'Please correct the highlighted fields.',
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.join('.') || '_';
    fields[name] ??= issue.message;
  }
  return fail(400, 'validation', message, { fields });
}

export function tooManyRequests(retryAfterSeconds: number, message: string) {
  return fail(429, 'rate_limited', message, {}, { 'Retry-After': String(retryAfterSeconds) });
}
