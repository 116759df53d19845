'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Copy, Download } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { adminTwoFactorText } from '@/features/accounts/twoFactorText';
import { api, endpoints } from '@/lib/api';
import type { TwoFactorEnrolmentDto } from '@/features/accounts/dto';
import { twoFactorConfirmSchema, type TwoFactorConfirmInput } from '@/features/accounts/twoFactorValidation';
import { saveFile } from '@/components/admin/common/download';
import { accountsKey } from '../admin/keys';
import { useFormSave } from '@/components/admin/common/useFormSave';
import common from '@/components/admin/common/admin.module.css';
import { CodeField } from './CodeField';
import { enrolmentKey, twoFactorStatusKey } from './keys';
import styles from './twoFactor.module.css';

const text = adminTwoFactorText;

/**
 * Turning two-step verification on: the key and its QR code (asked for once per opening; the
 * server gives the same key again for 10 minutes), and the form that confirms it with a first
 * code. `onEnrolled` gets the ten recovery codes.
 */
export function useEnrolment(onEnrolled: (recoveryCodes: string[]) => void) {
  const started = useQuery({
    queryKey: enrolmentKey,
    queryFn: () => api.post(endpoints.myTwoFactor),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const form = useForm<TwoFactorConfirmInput>({
    resolver: zodResolver(twoFactorConfirmSchema),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const code = useWatch({ control: form.control, name: 'code' });
  const saving = useFormSave({
    form,
    save: (values: TwoFactorConfirmInput) => api.put(endpoints.myTwoFactor, values),
    invalidates: [twoFactorStatusKey, accountsKey],
    success: text.enrol.turnedOn,
    onSaved: ({ recoveryCodes }) => onEnrolled(recoveryCodes),
  });
  return {
    started,
    form,
    saving,
    canSave: Boolean(started.data) && twoFactorConfirmSchema.safeParse({ code }).success,
  };
}

/** `ABCD EFGH …`: the key in groups of four, as the apps show it. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Step 1, scan (or type the key); step 2, the first code. */
export function EnrolFields({ enrolment }: { enrolment: TwoFactorEnrolmentDto }) {
  return (
    <ol className={styles.steps}>
      <li className={styles.step}>
        <p className={styles.stepText}>{text.enrol.scan}</p>
        <div className={styles.scan}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG data: URL made by the server */}
          <img className={styles.qr} src={enrolment.qr} alt={text.enrol.qrAlt} width={184} height={184} />
          <div className={styles.keyBox}>
            <p className={styles.stepText}>{text.enrol.cantScan}</p>
            <code className={styles.key} data-testid="two-factor-key">
              {grouped(enrolment.secret)}
            </code>
          </div>
        </div>
      </li>
      <li className={styles.step}>
        <CodeField name="code" label={text.enrol.code} />
      </li>
    </ol>
  );
}

/** The ten recovery codes, shown once: copy them or download them as a .txt file. */
export function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(text.codes.copied);
    } catch {
      toast.error(text.codes.copyFailed);
    }
  };
  const download = () =>
    saveFile(
      new Blob([text.codes.file(email, codes)], { type: 'text/plain;charset=utf-8' }),
      text.codes.fileName,
    );
  return (
    <div className={styles.codesBlock}>
      <p className={styles.intro}>{text.codes.intro}</p>
      <ol className={styles.codes} aria-label={text.codes.listLabel} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.codeActions}>
        <button type="button" className={common.secondaryButton} onClick={() => void copy()}>
          <Icon node={Copy} aria-hidden size={18} />
          {text.codes.copy}
        </button>
        <button type="button" className={common.secondaryButton} onClick={download}>
          <Icon node={Download} aria-hidden size={18} />
          {text.codes.download}
        </button>
      </div>
    </div>
  );
}
