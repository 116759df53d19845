import 'server-only';
/**
 * The admin's CSV exports (applications, enquiries). Quoting is csv-stringify's (RFC 4180: a cell
 * with a comma, a quote or a line break is quoted, quotes doubled). On top of that:
 * - a UTF-8 byte order mark, so Excel reads Arabic and accented names as UTF-8;
 * - CRLF between records, and every cell holding a line break quoted, so a message over several
 *   lines stays one cell;
 * - formula injection neutralised: a cell starting with =, +, -, @, tab or carriage return gets a
 *   leading single quote, so a spreadsheet shows it as text instead of running it.
 */
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
 * The records of a CSV file as the exports write it (RFC 4180: quoted cells with doubled quotes,
 * line breaks inside quotes, CRLF or LF between records), its byte order mark dropped. The repo
 * keeps no CSV parser package; this reads what `toCsv` and the spreadsheets write.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}
