/** The JSON answers every /api/v1 handler gives, typed by the endpoint's contract (lib/api/contract). */
import { NextResponse } from 'next/server';
import type * as z from 'zod/mini';
import type { ApiErrorBody, Call } from './wire';

/** A success answer; `data` must be what the method promises its callers: ok(endpoints.job(id).PATCH, row). */
export function ok<Res>(_call: Call<unknown, Res>, data: Res, status = 200): NextResponse<Res> {
  return NextResponse.json(data, { status });
}

export function fail(
  status: number,
  error: string,
  message: string,
  extra: Partial<ApiErrorBody> = {},
  headers?: HeadersInit,
) {
  return NextResponse.json({ error, message, ...extra } satisfies ApiErrorBody, { status, headers });
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
