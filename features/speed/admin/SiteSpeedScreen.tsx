'use client';

import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { SelectField } from '@/components/ui/form/fields';
import { adminSpeedText as t } from '@/features/speed/adminText';
import { api, endpoints } from '@/lib/api';
import type { ItemSpeedDto, PageSpeedDto, SiteSpeedDto } from '@/features/speed/dto';
import { LOCALES } from '@/lib/i18n/locales';
import { routes, type ItemPage } from '@/lib/routing/routes';
import { formatAdminDate } from '@/lib/text/dates';
import { toQueryString } from '@/lib/validation/lists';
import { DEVICE_CLASSES, VITALS } from '@/features/speed/vitals';
import {
  isItemPage,
  SPEED_PERIODS,
  siteSpeedQuerySchema,
  type SiteSpeedQuery,
} from '@/features/speed/validation';
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
const defaults = siteSpeedQuerySchema.parse({});

/** This screen at `values` with `group` open (or none: every page), the other filters kept. */
const hrefOf = (values: SiteSpeedQuery, group: SiteSpeedQuery['group']) =>
  `${routes.admin.speed}${toQueryString({ ...values, group }, defaults)}`;

/**
 * Site speed (Owner, Editor): what visitors' browsers measured on the public pages (their Core Web
 * Vitals), as 75th percentiles against Google's "good" marks: the site's largest paint and
 * response per day as a chart (and the same numbers as a table), then every page, slowest first.
 * The pages of one kind of item (every product's page) are one group, a link that opens it: that
 * group's pages one by one, in place of the list. Period, language, device and the group opened
 * are kept in the URL.
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
        {(data) => <SpeedReport data={data} values={values} busy={speed.isPlaceholderData} />}
      </ListState>
    </>
  );
}

function SpeedReport({ data, values, busy }: { data: SiteSpeedDto; values: SiteSpeedQuery; busy: boolean }) {
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
      {data.group ? (
        <GroupPages page={data.group.page} items={data.group.items} back={hrefOf(values, '')} />
      ) : (
        <>
          <h2 className={own.heading}>{t.pagesHeading}</h2>
          <table className={`${lists.table} ${own.pages}`} aria-label={t.pagesLabel}>
            <VitalsHead />
            <tbody>
              {data.pages.map((page) => (
                <tr key={page.page} data-testid="speed-row">
                  <th scope="row" className={lists.name}>
                    {isItemPage(page.page) ? (
                      <GroupLink page={page} href={hrefOf(values, page.page)} />
                    ) : (
                      t.pages[page.page]
                    )}
                  </th>
                  <VitalCells speed={page} />
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}

/** A group's name, a link that opens it (its pages one by one), with how many were measured. */
function GroupLink({ page, href }: { page: PageSpeedDto; href: string }) {
  return (
    <Link href={href} className={own.groupLink}>
      {t.pages[page.page]} <span className={own.groupCount}>{t.openGroup(page.items ?? 0)}</span>
    </Link>
  );
}

/**
 * An opened group: its pages, slowest first, each with its figures and its public address, then
 * the visits not told apart by page; a link back to every page. Its heading takes the focus as it
 * opens, so a keyboard or screen reader user is where the link led.
 */
function GroupPages({ page, items, back }: { page: ItemPage; items: ItemSpeedDto[]; back: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [page]);
  return (
    <section aria-labelledby="speed-group-heading" data-testid="speed-group">
      <h2 id="speed-group-heading" ref={heading} tabIndex={-1} className={own.heading}>
        {t.groupHeading[page]}
      </h2>
      <p>
        <Link href={back} className={admin.linkButton}>
          <Icon node={ArrowLeft} aria-hidden="true" size={18} className={own.backIcon} />
          {t.backToPages}
        </Link>
      </p>
      {items.length === 0 ? (
        <p className={admin.empty}>{t.groupEmpty}</p>
      ) : (
        <table className={`${lists.table} ${own.pages}`} aria-label={t.groupLabel[page]}>
          <VitalsHead />
          <tbody>
            {items.map((item) => (
              <tr key={item.id ?? 'other'} data-testid="speed-item-row">
                <th scope="row" className={lists.name}>
                  {item.id === null ? (
                    <>
                      {t.otherItems} <span className={own.groupCount}>{t.otherItemsHint}</span>
                    </>
                  ) : (
                    <>
                      {item.name ?? t.removedItem(item.id)}{' '}
                      <span className={own.itemPath} dir="ltr">
                        {item.path}
                      </span>
                    </>
                  )}
                </th>
                <VitalCells speed={item} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function VitalsHead() {
  return (
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
  );
}

/** A page's (or a group's) visits and 75th percentiles, each with its verdict in words. */
function VitalCells({ speed }: { speed: Pick<PageSpeedDto, 'views' | 'p75'> }) {
  return (
    <>
      <td data-label={t.visitsColumn}>{speed.views.toLocaleString('en')}</td>
      {VITALS.map((vital) => {
        const value = speed.p75[vital];
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
    </>
  );
}
