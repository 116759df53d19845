'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog } from '@/components/ui/Dialog';
import { PasswordField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { adminTwoFactorText } from '@/features/accounts/twoFactorText';
import { api, endpoints, problemMessage, type TwoFactorStatusDto } from '@/lib/api';
import { twoFactorOffSchema, type TwoFactorOffInput } from '@/features/accounts/twoFactorValidation';
import { useAdminSession } from '@/components/admin/AdminSession';
import { FormDialog } from '@/components/admin/common/FormDialog';
import { accountsKey } from './admin/keys';
import { useFormSave } from '@/components/admin/common/useFormSave';
import common from '@/components/admin/common/admin.module.css';
import { EnrolFields, RecoveryCodes, useEnrolment } from './twoFactor/Enrolment';
import { twoFactorStatusKey } from './twoFactor/keys';
import styles from './twoFactor/twoFactor.module.css';

const text = adminTwoFactorText;

/**
 * The account menu's "Two-step verification": turn it on (scan, first code, recovery codes), or,
 * when it is on, see how many recovery codes are left and turn it off with the password or a code.
 */
export function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  const { user } = useAdminSession();
  const status = useQuery({ queryKey: twoFactorStatusKey, queryFn: () => api.get(endpoints.myTwoFactor) });
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <Dialog open onClose={onClose} title={text.codes.title} closeLabel={text.status.close}>
        <RecoveryCodes codes={codes} email={user.email} />
        <div className={common.dialogActions}>
          <button type="button" className={common.primaryButton} onClick={onClose}>
            {text.codes.done}
          </button>
        </div>
      </Dialog>
    );
  }
  if (!status.data) {
    return (
      <Dialog open onClose={onClose} title={text.status.title} closeLabel={text.status.close}>
        {status.isError ? (
          <p role="alert">{problemMessage(status.error, adminText.failure)}</p>
        ) : (
          <p role="status">{text.status.loading}</p>
        )}
      </Dialog>
    );
  }
  if (status.data.enabled) return <StatusDialog status={status.data} onClose={onClose} />;
  return <EnrolDialog onClose={onClose} onEnrolled={setCodes} />;
}

function EnrolDialog({
  onClose,
  onEnrolled,
}: {
  onClose: () => void;
  onEnrolled: (codes: string[]) => void;
}) {
  const { started, form, saving, canSave } = useEnrolment(onEnrolled);
  return (
    <FormDialog
      state={{ form, saving, canSave, onClose }}
      title={text.enrol.title}
      saveLabel={text.enrol.submit}
      className={styles.dialog}
    >
      <p className={styles.intro}>{text.enrol.intro}</p>
      {started.data ? (
        <EnrolFields enrolment={started.data} />
      ) : started.isError ? (
        <p role="alert">{problemMessage(started.error, adminText.failure)}</p>
      ) : (
        <p role="status">{text.enrol.loading}</p>
      )}
    </FormDialog>
  );
}

/** On: the recovery codes left, and turning it off (unless an Owner requires it). */
function StatusDialog({ status, onClose }: { status: TwoFactorStatusDto; onClose: () => void }) {
  const form = useForm<TwoFactorOffInput>({
    resolver: zodResolver(twoFactorOffSchema),
    mode: 'onSubmit',
    defaultValues: { proof: '' },
  });
  const proof = useWatch({ control: form.control, name: 'proof' });
  const saving = useFormSave({
    form,
    save: (values: TwoFactorOffInput) => api.post(endpoints.myTwoFactorOff, values),
    invalidates: [twoFactorStatusKey, accountsKey],
    success: text.status.turnedOff,
    onSaved: onClose,
  });
  const facts = (
    <div className={styles.facts}>
      <p className={styles.statusOn}>{text.status.on}</p>
      <p className={styles.intro}>{text.status.codesLeft(status.recoveryCodesLeft)}</p>
    </div>
  );
  if (status.required) {
    return (
      <Dialog open onClose={onClose} title={text.status.title} closeLabel={text.status.close}>
        {facts}
        <p className={styles.intro}>{text.status.required}</p>
      </Dialog>
    );
  }
  return (
    <FormDialog
      state={{ form, saving, canSave: proof !== '', onClose }}
      title={text.status.title}
      saveLabel={text.status.off}
    >
      {facts}
      <p className={styles.intro}>{text.status.offIntro}</p>
      <PasswordField
        name="proof"
        label={text.status.proof}
        autoComplete="current-password"
        revealText={adminText.revealPassword}
      />
    </FormDialog>
  );
}
