'use client';

import { useQuery, keepPreviousData } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { SelectField } from '@/components/ui/form/fields';
import { adminSpeedText as t } from '@/features/speed/adminText';
import { api, endpoints } from '@/lib/api';
import type { SiteSpeedDto } from '@/features/speed/dto';
import { LOCALES } from '@/lib/i18n/locales';
import { formatAdminDate } from '@/lib/text/dates';
import { DEVICE_CLASSES, VITALS } from '@/features/speed/vitals';
import { SPEED_PERIODS, siteSpeedQuerySchema } from '@/features/speed/validation';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { FilterForm } from '@/components/admin/common/FilterForm';
import { ListState } from '@/components/admin/common/ListState';
import { useUrlList } from '@/components/admin/common/useUrlList';
import admin from '@/components/admin/common/admin.module.css';
import lists from '@/components/admin/common/table.module.css';
import { formatVital, ratingOf } from './vitals';
import own from './speed.module.css';

export const speedKey = ['admin', 'speed'] as const;

/** The chart and its library (uPlot) load with this screen only, after its numbers. */
const SpeedChart = dynamic(() => import('./SpeedChart').then((m) => m.SpeedChart), { ssr: false });

const periodChoices = SPEED_PERIODS.map((days) => ({ value: String(days), label: t.periods[days] }));
const languageChoices = LOCALES.map((locale) => ({ value: locale, label: t.languages[locale] }));
const deviceChoices = DEVICE_CLASSES.map((device) => ({ value: device, label: t.devices[device] }));

/**
 * Site speed (Owner, Editor): what visitors' browsers measured on the public pages (their Core Web
 * Vitals), as 75th percentiles against Google's "good" marks: the site's largest paint and
 * response per day as a chart (and the same numbers as a table), then every page, slowest first.
 * Period, language and device are kept in the URL.
 */
export function SiteSpeedScreen() {
  const { values, query, set } = useUrlList(siteSpeedQuerySchema);
  const speed = useQuery({
    queryKey: [...speedKey, query],
    queryFn: () => api.get(endpoints.siteSpeed, values),
    placeholderData: keepPreviousData,
  });
  const filters = { days: String(values.days), locale: values.locale, device: values.device };
  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      <FilterForm
        values={filters}
        onChange={(next) =>
          set({
            days: Number(next.days) as (typeof SPEED_PERIODS)[number],
            locale: next.locale as typeof values.locale,
            device: next.device as typeof values.device,
          })
        }
        label={t.filtersLabel}
        className={lists.filters}
      >
        <SelectField name="days" label={t.period} choices={periodChoices} />
        <SelectField
          name="locale"
          label={t.language}
          choices={languageChoices}
          placeholder={t.allLanguages}
        />
        <SelectField name="device" label={t.device} choices={deviceChoices} placeholder={t.allDevices} />
      </FilterForm>
      <ListState query={speed} empty={t.empty} isEmpty={(data) => data.views === 0}>
        {(data) => <SpeedReport data={data} busy={speed.isPlaceholderData} />}
      </ListState>
    </>
  );
}

function SpeedReport({ data, busy }: { data: SiteSpeedDto; busy: boolean }) {
  return (
    <div aria-busy={busy}>
      <p className={lists.count} role="status">
        {t.visits(data.views)}
      </p>
      <section className={own.card} aria-labelledby="speed-chart-heading">
        <h2 id="speed-chart-heading" className={own.heading}>
          {t.chartHeading}
        </h2>
        <SpeedChart daily={data.daily} label={t.chartLabel(data.days)} />
        <details className={`${admin.disclosure} ${own.numbers}`}>
          <summary>{t.tableToggle}</summary>
          <table className={lists.table} aria-label={t.dailyLabel}>
            <thead>
              <tr>
                <th scope="col">{t.day}</th>
                <th scope="col">{t.vitals.LCP}</th>
                <th scope="col">{t.vitals.INP}</th>
              </tr>
            </thead>
            <tbody>
              {data.daily.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formatAdminDate(day.day)}</th>
                  <td data-label={t.vitals.LCP}>
                    {day.LCP === null ? t.noData : formatVital('LCP', day.LCP)}
                  </td>
                  <td data-label={t.vitals.INP}>
                    {day.INP === null ? t.noData : formatVital('INP', day.INP)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
      <h2 className={own.heading}>{t.pagesHeading}</h2>
      <table className={`${lists.table} ${own.pages}`} aria-label={t.pagesLabel}>
        <thead>
          <tr>
            <th scope="col">{t.pageColumn}</th>
            <th scope="col">{t.visitsColumn}</th>
            {VITALS.map((vital) => (
              <th key={vital} scope="col" title={t.vitalHints[vital]}>
                {t.vitals[vital]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.pages.map((page) => (
            <tr key={page.page} data-testid="speed-row">
              <th scope="row" className={lists.name}>
                {t.pages[page.page]}
              </th>
              <td data-label={t.visitsColumn}>{page.views.toLocaleString('en')}</td>
              {VITALS.map((vital) => {
                const value = page.p75[vital];
                const rating = value === null ? null : ratingOf(vital, value);
                return (
                  <td key={vital} data-label={t.vitals[vital]}>
                    {value === null || rating === null ? (
                      <span className={lists.muted}>{t.notMeasured}</span>
                    ) : (
                      <span className={own.value} data-rating={rating}>
                        {formatVital(vital, value)}
                        <span className={own.rating}>{t.ratings[rating]}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
