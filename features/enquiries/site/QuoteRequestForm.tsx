'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Trash2 } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import Bidi from '@/components/ui/Bidi';
import { Thumb } from '@/components/ui/Img';
import { focusFirstInvalid, Form, FormProblem, showApiError } from '@/components/ui/form/Form';
import { RadioCardsField, SelectField, TextareaField, TextField } from '@/components/ui/form/fields';
import { Honeypot, honeypotValue } from '@/components/ui/form/Honeypot';
import formStyles from '@/components/ui/form/Form.module.css';
import type { SiteText } from '@/content/text';
import type { QuoteMessages } from '@/features/enquiries/messages';
import { api } from '@/lib/api/client';
import { publicEndpoints } from '@/lib/api/publicContract';
import { type Locale } from '@/lib/i18n/locales';
import { routesFor } from '@/lib/routing/publicRoutes';
import { formatMonth, localIsoDate, monthsFrom } from '@/lib/text/dates';
import { fill } from '@/lib/text/fill';
import { countText } from '@/lib/text/plural';
import { HONEYPOT_FIELD } from '@/lib/validation/patterns';
import { REQUEST_KINDS, type RequestKind } from '@/features/enquiries/kinds';
import {
  INCOTERMS,
  REQUEST_UNITS,
  quoteRequestSchemaWith,
  type QuoteRequest,
} from '@/features/enquiries/quoteRequestValidation';
import { useHydrated } from '@/components/ui/useHydrated';
import { quoteList, useQuoteList, type QuoteListItem } from '../quoteList';
import type { QuoteProduct } from './types';
import styles from './QuoteRequestForm.module.css';
import { latinDigits } from '@/lib/text/digits';
import { rememberedSender, SENDER_FIELDS } from '../quoteSender';

type Text = SiteText['quoteText'];

interface LineValues {
  productId: number;
  quantity: string;
  unit: string;
  packaging: string;
}

interface FormValues {
  kind: RequestKind;
  lines: LineValues[];
  company: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  incoterm: string;
  deliveryMonth: string;
  shippingAddress: string;
  message: string;
}

const EMPTY: FormValues = {
  kind: 'quote',
  lines: [],
  company: '',
  name: '',
  email: '',
  phone: '',
  country: '',
  incoterm: '',
  deliveryMonth: '',
  shippingAddress: '',
  message: '',
};

/** The ?kind= a link may open the page with (a product page's "Request a sample"). */
export const KIND_PARAM = 'kind';

/** A product's line as the buyer last typed it for `kind`: each kind keeps its own quantity and unit. */
function lineOf(item: QuoteListItem, kind: RequestKind): LineValues {
  const units = REQUEST_UNITS[kind];
  const typed = kind === 'sample' ? (item.sample ?? {}) : item;
  return {
    productId: item.productId,
    quantity: typed.quantity ?? '',
    unit: typed.unit && units.includes(typed.unit) ? typed.unit : units[0],
    packaging: item.packaging ?? '',
  };
}

/**
 * The request page's form: the buyer's quote list as lines (quantity, unit and packaging each),
 * the delivery and the buyer's details, sent as a quote or a sample request. What is typed on a
 * line goes back into the list, so it survives a visit to another product; the sent request
 * empties the list and shows its reference.
 */
export function QuoteRequestForm({
  products,
  countries,
  locale,
  text: t,
  messages,
}: {
  /** Every product the site offers now, in the page's language. */
  products: QuoteProduct[];
  /** [code, name] in the page's language, sorted by name. */
  countries: [string, string][];
  locale: Locale;
  text: Text;
  messages: QuoteMessages;
}) {
  const schema = useMemo(() => quoteRequestSchemaWith(messages), [messages]);
  const form = useForm<FormValues, unknown, QuoteRequest>({
    resolver: zodResolver(schema) as unknown as Resolver<FormValues, unknown, QuoteRequest>,
    mode: 'onTouched',
    defaultValues: EMPTY,
    // The lines are drawn after hydration, so registration order is not the page's: see onInvalid.
    shouldFocusError: false,
  });
  const lines = useFieldArray({ control: form.control, name: 'lines', keyName: 'key' });
  const items = useQuoteList();
  const ready = useHydrated();
  const [problem, setProblem] = useState('');
  const [reference, setReference] = useState<{
    reference: string;
    email: string;
    /** What was sent, for the thank-you's summary. */
    sent: QuoteRequest;
  } | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const byId = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  const routes = routesFor(locale);

  // The months from the buyer's own on (known once in the browser, not when the page was built).
  const months = ready ? monthsFrom(localIsoDate().slice(0, 7), 12) : [];
  // Products the site no longer offers stay out of the request (the buyer is told).
  const offered = useMemo(() => items.filter((item) => byId.has(item.productId)), [items, byId]);
  const leftOut = items.length - offered.length;

  // A signed-in buyer who came from their page starts with their details (features/enquiries/quoteSender.ts).
  useEffect(() => {
    const sender = rememberedSender();
    if (!sender) return;
    for (const field of SENDER_FIELDS)
      if (!form.getValues(field) && sender[field]) form.setValue(field, sender[field]);
  }, [form]);

  // The kind a link asked for (?kind=sample).
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get(KIND_PARAM);
    if ((REQUEST_KINDS as readonly string[]).includes(asked ?? ''))
      form.setValue('kind', asked as RequestKind);
  }, [form]);

  // The list is the lines' source: products added or removed elsewhere (another tab) come and go.
  useEffect(() => {
    const current = form.getValues('lines');
    const same =
      current.length === offered.length &&
      current.every((line, i) => line.productId === offered[i].productId);
    if (!same) {
      const kindNow = form.getValues('kind');
      // Not the field array's replace(), which validates every line: the buyer has typed nothing yet.
      form.setValue(
        'lines',
        offered.map(
          (item) => current.find((line) => line.productId === item.productId) ?? lineOf(item, kindNow),
        ),
      );
    }
  }, [offered, form]);

  // What the buyer types on a line is kept in the list.
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, values }) => {
          const match = name && /^lines\.(\d+)\./.exec(name);
          const line = match ? values.lines[Number(match[1])] : undefined;
          if (!line) return;
          const typed = { quantity: line.quantity, unit: line.unit };
          quoteList.update(
            line.productId,
            values.kind === 'sample' ? { sample: typed } : { ...typed, packaging: line.packaging },
          );
        },
      }),
    [subscribe],
  );

  // Another kind has its own quantities (a quote's 500 kg is not a sample's 500 g): each line
  // shows what the buyer typed for this kind, or nothing yet.
  useEffect(() => {
    const list = new Map(quoteList.read().map((item) => [item.productId, item]));
    form.getValues('lines').forEach((line, i) => {
      const item = list.get(line.productId) ?? { productId: line.productId };
      const again = lineOf(item, kind);
      form.setValue(`lines.${i}.quantity`, again.quantity);
      form.setValue(`lines.${i}.unit`, again.unit);
    });
    if (form.formState.isSubmitted) void form.trigger();
    const url = new URL(window.location.href);
    if (kind === 'quote') url.searchParams.delete(KIND_PARAM);
    else url.searchParams.set(KIND_PARAM, kind);
    window.history.replaceState(window.history.state, '', url);
  }, [kind, form]);

  useEffect(() => {
    if (reference) doneHeading.current?.focus();
  }, [reference]);

  async function submit(values: QuoteRequest, event?: React.BaseSyntheticEvent) {
    setProblem('');
    try {
      const received = await api.post(publicEndpoints.quoteRequests, {
        ...values,
        [HONEYPOT_FIELD]: honeypotValue(event),
      });
      quoteList.clear();
      form.reset({ ...EMPTY, kind: values.kind });
      setReference({ reference: received.reference, email: values.email, sent: values });
    } catch (error) {
      setProblem(showApiError(error, form, t.errors));
    }
  }

  if (reference) {
    return (
      <div className={styles.done}>
        <Icon node={CheckCircle2} aria-hidden size={40} className={styles.doneIcon} />
        <h2 ref={doneHeading} tabIndex={-1} className={styles.doneHeading}>
          {t.doneHeading}
        </h2>
        <p className={styles.reference}>
          <span>{t.doneReference}</span>
          <strong dir="ltr" data-testid="quote-reference">
            {reference.reference}
          </strong>
        </p>
        <p>
          <Bidi text={fill(t.doneBody, reference)} />
        </p>
        <SentSummary sent={reference.sent} byId={byId} countries={countries} text={t} />
        <p>
          <a href={routesFor(locale).account()}>{t.follow}</a>
        </p>
        <button type="button" className={styles.secondary} onClick={() => setReference(null)}>
          {t.again}
        </button>
      </div>
    );
  }

  const unitChoices = REQUEST_UNITS[kind].map((unit) => ({
    value: unit,
    label: t.units[unit as keyof Text['units']],
  }));
  const linesError = form.formState.errors.lines?.message ?? form.formState.errors.lines?.root?.message;

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalidSubmit={(errors, event) => focusFirstInvalid(event?.target, errors)}
      aria-label={t.heading}
    >
      <RadioCardsField
        name="kind"
        legend={t.kindLegend}
        choices={REQUEST_KINDS.map((value) => ({
          value,
          label: t.kinds[value],
          description: t.kindHints[value],
        }))}
      />

      <FormSection id="quote-lines-heading" heading={t.listHeading}>
        {leftOut > 0 && (
          <p role="status" className={styles.note}>
            {countText(locale, leftOut, t.leftOut)}
          </p>
        )}
        {lines.fields.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{ready ? t.empty : ''}</p>
            {ready && <p>{t.emptyHint}</p>}
            {ready && (
              <a href={routes.products()} className={styles.secondary}>
                {t.browse}
              </a>
            )}
          </div>
        ) : (
          <ul className={styles.lines} aria-label={t.listLabel}>
            {lines.fields.map((line, i) => {
              const product = byId.get(line.productId);
              if (!product) return null;
              const nameId = `quote-line-${product.id}`;
              const unavailable = form.formState.errors.lines?.[i]?.productId?.message;
              return (
                <li key={line.key}>
                  <div className={styles.line} role="group" aria-labelledby={nameId}>
                    <Thumb image={product.image} width={120} height={90} className={styles.lineImage} />
                    <div className={styles.lineHead}>
                      <a id={nameId} href={routes.product(product.id)} className={styles.lineName}>
                        <Bidi text={product.name} />
                      </a>
                      <span className={styles.lineMeta}>
                        <Bidi
                          text={
                            kind === 'quote' && product.moq
                              ? `${product.category} · ${fill(t.minimumOrder, { moq: product.moq })}`
                              : product.category
                          }
                        />
                      </span>
                      {unavailable && (
                        <p className={styles.lineError} role="alert">
                          <Bidi text={unavailable} />
                        </p>
                      )}
                    </div>
                    <div className={styles.lineFields} data-kind={kind}>
                      <TextField
                        name={`lines.${i}.quantity`}
                        label={kind === 'quote' ? t.quantity : t.sampleSize}
                        required
                        inputMode="decimal"
                        dir="ltr"
                        // Any digits a keyboard gives (Arabic-Indic too) become 0-9 as typed.
                        filter={latinDigits}
                      />
                      <SelectField name={`lines.${i}.unit`} label={t.unit} choices={unitChoices} />
                      {kind === 'quote' && (
                        <SelectField
                          name={`lines.${i}.packaging`}
                          label={t.packaging}
                          placeholder={t.anyPackaging}
                          choices={product.packaging.map((option) => ({ value: option, label: option }))}
                        />
                      )}
                    </div>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={fill(t.removeLabel, { product: product.name })}
                      onClick={() => quoteList.remove(product.id)}
                    >
                      <Icon node={Trash2} aria-hidden size={18} />
                      <span>{t.remove}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {linesError && (
          <p role="alert" className={styles.lineError}>
            {linesError}
          </p>
        )}
      </FormSection>

      <FormSection id="quote-delivery-heading" heading={t.deliveryHeading}>
        <div className={formStyles.row}>
          <SelectField
            name="country"
            label={t.country}
            required
            placeholder={t.countryPlaceholder}
            choices={countries.map(([value, label]) => ({ value, label }))}
          />
          {kind === 'quote' && (
            <SelectField
              name="incoterm"
              label={t.incoterm}
              required
              placeholder={t.incotermPlaceholder}
              choices={INCOTERMS.map((value) => ({ value, label: t.incoterms[value] }))}
            />
          )}
        </div>
        {kind === 'quote' ? (
          <div className={formStyles.row}>
            <SelectField
              name="deliveryMonth"
              label={t.month}
              placeholder={t.flexible}
              choices={months.map((value) => ({ value, label: formatMonth(value, locale) }))}
            />
          </div>
        ) : (
          <TextareaField
            name="shippingAddress"
            label={t.shippingAddress}
            hint={t.shippingAddressHint}
            required
            rows={3}
            autoComplete="street-address"
          />
        )}
      </FormSection>

      <FormSection id="quote-details-heading" heading={t.detailsHeading}>
        <div className={formStyles.row}>
          <TextField name="company" label={t.company} required autoComplete="organization" />
          <TextField name="name" label={t.name} required autoComplete="name" />
        </div>
        <div className={formStyles.row}>
          <TextField name="email" label={t.email} required type="email" autoComplete="email" dir="auto" />
          <TextField
            name="phone"
            label={t.phone}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            filter={latinDigits}
          />
        </div>
        <TextareaField name="message" label={t.message} placeholder={t.messagePlaceholder} rows={4} />
      </FormSection>

      <Honeypot label={t.honeypot} />
      <FormProblem>{problem}</FormProblem>
      <button type="submit" className={formStyles.submit} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t.submitting : t.submit[kind]}
      </button>
    </Form>
  );
}

/** A part of the form, named by its heading. */
function FormSection({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The thank-you's summary of what was sent: each product and amount, and where it goes. */
function SentSummary({
  sent,
  byId,
  countries,
  text: t,
}: {
  sent: QuoteRequest;
  byId: Map<number, QuoteProduct>;
  countries: [string, string][];
  text: Text;
}) {
  const country = countries.find(([code]) => code === sent.country)?.[1] ?? sent.country;
  return (
    <section className={styles.summary} aria-labelledby="sent-summary">
      <h3 id="sent-summary" className={styles.summaryHeading}>
        {t.doneSummary}
      </h3>
      <ul className={styles.summaryLines}>
        {sent.lines.map((line) => (
          <li key={line.productId}>
            <Bidi text={byId.get(line.productId)?.name ?? ''} />
            {' — '}
            <bdi dir="ltr">
              {line.quantity} {t.units[line.unit as keyof Text['units']] ?? line.unit}
            </bdi>
            {line.packaging ? (
              <>
                , <Bidi text={line.packaging} />
              </>
            ) : (
              ''
            )}
          </li>
        ))}
      </ul>
      <dl className={styles.summaryFacts}>
        <dt>{t.country}</dt>
        <dd>{country}</dd>
        {sent.kind === 'quote' ? (
          <>
            <dt>{t.incoterm}</dt>
            <dd>
              <Bidi text={t.incoterms[sent.incoterm]} />
            </dd>
          </>
        ) : (
          <>
            <dt>{t.shippingAddress}</dt>
            <dd className={styles.address}>
              <Bidi text={sent.shippingAddress} />
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
