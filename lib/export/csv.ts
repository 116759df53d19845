import 'server-only';
/**
 * The admin's CSV exports (applications, enquiries, redirects, audit) and the redirects' import. Quoting is csv-stringify's (RFC 4180: a cell
 * with a comma, a quote or a line break is quoted, quotes doubled). On top of that:
 * - a UTF-8 byte order mark, so Excel reads Arabic and accented names as UTF-8;
 * - CRLF between records, and every cell holding a line break quoted, so a message over several
 *   lines stays one cell;
 * - formula injection neutralised: a cell starting with =, +, -, @, tab or carriage return gets a
 *   leading single quote, so a spreadsheet shows it as text instead of running it.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { recordEvent } from '../audit/record';
import { getDb } from '../db/client';
import { attachment } from '../http/download';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => column.value(row))),
    {
      header: true,
      columns: columns.map((column) => column.header),
      bom: true,
      record_delimiter: 'windows',
      quote_record_delimiter: true,
      escape_formulas: true,
    },
  );
}

/** 'applications-2026-11-23.csv': what the export holds and the day it was made (UTC). */
export function csvFileName(what: string, now = new Date()): string {
  return `${what}-${now.toISOString().slice(0, 10)}.csv`;
}

/** A moment as 'YYYY-MM-DD HH:MM' (UTC): sorts as text and reads plainly in a spreadsheet. */
export function csvDateTime(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A CSV export as the download staff asked for, recorded in the audit trail with the filters that
 * chose its rows (the list's page is not one).
 */
export async function csvDownload(
  what: string,
  csv: string,
  query: Record<string, unknown>,
): Promise<Response> {
  const filename = csvFileName(what);
  const filters = Object.fromEntries(
    Object.entries(query).filter(([key]) => key !== 'page' && key !== 'pageSize'),
  );
  await recordEvent(getDb(), { kind: 'csv_export', summary: filename, after: { filters } });
  return attachment(csv, { filename, contentType: CSV_CONTENT_TYPE });
}

/**
 * The records of a CSV file as the exports and the spreadsheets write it (RFC 4180: quoted cells
 * with doubled quotes, line breaks inside quotes, CRLF or LF between records), read by csv-parse:
 * its byte order mark dropped, rows of any length, a stray quote inside a cell kept as written, an
 * empty line an empty record (so record n is line n). A file that is not CSV (a quote left open)
 * throws CsvUnreadable, whose message says where.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, { bom: true, relax_column_count: true, relax_quotes: true });
  } catch (error) {
    throw new CsvUnreadable(error instanceof Error ? error.message : String(error));
  }
}

export class CsvUnreadable extends Error {}
