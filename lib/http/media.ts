/**
 * The answers of the uploaded pictures' routes (app/media: the files, their share images): a
 * picture kept for a year (its address never shows other bytes), a 404 kept nowhere, and a 503
 * while the storage is away (not a 404 a CDN or browser might keep; a CDN serves its copy).
 */
import { RETRY_AFTER_SECONDS } from './unavailable';
import { log } from '../log/logger.cjs';

export function mediaAnswer(body: BodyInit, type: string, size: number): Response {
  return new Response(body, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}

export function mediaNotFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
  });
}

export function storageAway(key: string, error: unknown): Response {
  log.error({ err: error, key }, 'media: the storage did not answer');
  return new Response('The file cannot be read at the moment; try again in a minute.', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
    },
  });
}

/** A request with a query string: the same picture at its bare address (a query makes no new one). */
export function mediaMoved(path: string): Response {
  return new Response(null, {
    status: 301,
    headers: { Location: path, 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}

/** Seconds a client is asked to wait when every render slot is taken. */
export const BUSY_RETRY_SECONDS = 5;

export function mediaBusy(): Response {
  return new Response('Busy making pictures; try again in a few seconds.', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(BUSY_RETRY_SECONDS),
    },
  });
}
