'use client';

import { useQuery } from '@tanstack/react-query';
import { TextField, SelectField } from '@/components/ui/form/fields';
import { showAlert } from '@/components/ui/alerts';
import { adminText } from '@/content/admin';
import { adminAccountsText as t } from '@/features/accounts/adminText';
import { formatDubaiTime } from '@/lib/text/dates';
import { api, endpoints, problemMessage } from '@/lib/api';
import type { AccountDto, InvitationDto } from '@/features/accounts/dto';
import { ROLES, type Role } from '@/lib/auth/permissions';
import { inviteSchema } from '@/features/accounts/validation';
import { useAdminSession } from '@/components/admin/AdminSession';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { CreateButton } from '@/components/admin/common/CreateButton';
import { FormDialog } from '@/components/admin/common/FormDialog';
import { ItemList } from '@/components/admin/common/ItemList';
import { useAdminMutation } from '@/components/admin/common/mutations';
import { RowButton } from '@/components/admin/common/RowButton';
import { useEditor } from '@/components/admin/common/useEditor';
import { useItemForm } from '@/components/admin/common/useItemForm';
import common from '@/components/admin/common/admin.module.css';
import { accountsKey } from './keys';
import styles from './accounts.module.css';

const roleChoices = ROLES.map((role) => ({ value: role, label: adminText.roles[role] }));
/** What each role may use, under the role chooser. */
const roleHint = ROLES.map((role) => `${adminText.roles[role]}: ${t.roleHints[role]}.`).join(' ');

/** Owner only: every account with its role, invitations by e-mail, deactivation and resets. */
export function AccountsScreen() {
  // One request; each list selects its part.
  const fetchAll = () => api.get(endpoints.accounts);
  const accounts = useQuery({ queryKey: accountsKey, queryFn: fetchAll, select: (all) => all.accounts });
  const invitations = useQuery({
    queryKey: accountsKey,
    queryFn: fetchAll,
    select: (all) => all.invitations,
  });
  const requireTwoFactor = useQuery({
    queryKey: accountsKey,
    queryFn: fetchAll,
    select: (all) => all.requireTwoFactor,
  });
  const editor = useEditor<InvitationDto>();

  return (
    <>
      <AdminPageHeader
        title={t.heading}
        intro={t.intro}
        actions={<CreateButton onClick={editor.create} label={t.invite} />}
      />
      {requireTwoFactor.data !== undefined && <TwoFactorPolicy required={requireTwoFactor.data} />}
      <ItemList query={accounts} label={t.listLabel} empty={t.empty}>
        {(account) => <AccountRow key={account.id} account={account} />}
      </ItemList>
      <section className={common.section} aria-labelledby="invitations-title">
        <h2 id="invitations-title" className={common.sectionTitle}>
          {t.invitations}
        </h2>
        <ItemList query={invitations} label={t.invitations} empty={t.invitationsEmpty}>
          {(invitation) => <InvitationRow key={invitation.id} invitation={invitation} />}
        </ItemList>
      </section>
      {editor.dialog((_, close) => (
        <InviteDialog onClose={close} />
      ))}
    </>
  );
}

function AccountRow({ account }: { account: AccountDto }) {
  const { user } = useAdminSession();
  const yours = account.id === user.id;
  const change = useAdminMutation({
    mutationFn: (body: { role?: Role; active?: boolean }) => api.patch(endpoints.account(account.id), body),
    invalidates: [accountsKey],
    success: (saved: AccountDto) =>
      saved.active !== account.active
        ? (saved.active ? t.reactivatedDone : t.deactivatedDone)(account.email)
        : t.roleChanged(account.email, adminText.roles[saved.role]),
    failure: (error) =>
      void showAlert('error', { title: t.refusedTitle, text: problemMessage(error, adminText.failure) }),
  });
  const reset = useAdminMutation({
    mutationFn: () => api.post(endpoints.accountReset(account.id)),
    invalidates: [accountsKey],
    success: t.resetDone,
  });

  /** Asks first (danger): `question` about this account; runs `then` once confirmed. */
  const confirmThen = async (
    question: { title: string; text: (email: string) => string; confirm: string },
    then: () => void,
  ) => {
    const text = { ...question, text: question.text(account.email), cancel: adminText.common.cancel };
    if (await showAlert('warning', text, { danger: true })) then();
  };
  const deactivate = () => confirmThen(t.confirmDeactivate, () => change.mutate({ active: false }));
  const resetPassword = () => confirmThen(t.confirmReset, () => reset.mutate());

  return (
    <li className={`${common.row} ${common.rowWithoutImage}`} data-testid="account-row">
      <div className={common.rowMain}>
        <span className={common.rowTitleText}>{account.email}</span>
        <p className={common.rowText}>{[account.name, account.phone].filter(Boolean).join(' · ')}</p>
        <div className={common.meta}>
          <span className={common.chip}>{adminText.roles[account.role]}</span>
          <span className={account.active ? common.chipLive : common.chipDraft}>
            {account.active ? t.active : t.deactivated}
          </span>
          <span className={account.twoFactor ? common.chipLive : common.chip}>
            {account.twoFactor ? t.twoFactorOn : t.twoFactorOff}
          </span>
          {yours && <span className={common.chip}>{t.you}</span>}
        </div>
      </div>
      <div className={common.rowActions}>
        <label>
          <span className="visually-hidden">{t.changeRole(account.email)}</span>
          <select
            className={styles.roleSelect}
            value={account.role}
            disabled={change.isPending}
            onChange={(event) => change.mutate({ role: event.target.value as Role })}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {adminText.roles[role]}
              </option>
            ))}
          </select>
        </label>
        {!yours &&
          (account.active ? (
            <RowButton label={t.deactivate} of={account.email} onClick={() => void deactivate()} />
          ) : (
            <RowButton
              label={t.reactivate}
              of={account.email}
              onClick={() => change.mutate({ active: true })}
            />
          ))}
        {!yours && (
          <RowButton
            label={t.reset}
            of={account.email}
            onClick={() => void resetPassword()}
            disabled={reset.isPending}
          />
        )}
      </div>
    </li>
  );
}

/** The Owner's rule: every account must use two-step verification (a switch; turning it on asks first). */
function TwoFactorPolicy({ required }: { required: boolean }) {
  const change = useAdminMutation({
    mutationFn: (body: { required: boolean }) => api.put(endpoints.twoFactorPolicy, body),
    invalidates: [accountsKey],
    success: ({ requireTwoFactor }) => (requireTwoFactor ? t.policy.on : t.policy.off),
    failure: (error) =>
      void showAlert('error', { title: t.refusedTitle, text: problemMessage(error, adminText.failure) }),
  });
  const toggle = async () => {
    if (!required) {
      const question = {
        ...t.policy.confirm,
        text: t.policy.confirm.text(),
        cancel: adminText.common.cancel,
      };
      if (!(await showAlert('warning', question))) return;
    }
    change.mutate({ required: !required });
  };
  return (
    <section className={`${common.panel} ${styles.policy}`} aria-labelledby="two-factor-policy-title">
      <div className={styles.policyText}>
        <h2 id="two-factor-policy-title" className={common.sectionTitle}>
          {t.policy.title}
        </h2>
        <p className={styles.dialogIntro}>{t.policy.intro}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={required}
        className={styles.switch}
        onClick={() => void toggle()}
        disabled={change.isPending}
      >
        <span className={styles.switchTrack} aria-hidden="true">
          <span className={styles.switchThumb} />
        </span>
        {t.policy.label}
      </button>
    </section>
  );
}

function InvitationRow({ invitation }: { invitation: InvitationDto }) {
  const revoke = useAdminMutation({
    mutationFn: () => api.delete(endpoints.invitation(invitation.id)),
    invalidates: [accountsKey],
    success: t.revoked(invitation.email),
  });
  return (
    <li className={`${common.row} ${common.rowWithoutImage}`} data-testid="invitation-row">
      <div className={common.rowMain}>
        <span className={common.rowTitleText}>{invitation.email}</span>
        <p className={common.rowText}>{t.expires(formatDubaiTime(invitation.expiresAt))}</p>
        <div className={common.meta}>
          <span className={common.chip}>{adminText.roles[invitation.role]}</span>
        </div>
      </div>
      <div className={common.rowActions}>
        <RowButton
          label={t.revoke}
          of={invitation.email}
          onClick={() => revoke.mutate()}
          disabled={revoke.isPending}
        />
      </div>
    </li>
  );
}

function InviteDialog({ onClose }: { onClose: () => void }) {
  const state = useItemForm({
    schema: inviteSchema,
    values: { role: 'editor' },
    to: { create: endpoints.accounts },
    invalidates: [accountsKey],
    created: (invitation: InvitationDto) => t.invited(invitation.email),
    onClose,
  });
  return (
    <FormDialog state={state} title={t.inviteTitle} saveLabel={t.send}>
      <p className={styles.dialogIntro}>{t.inviteIntro}</p>
      <TextField name="email" label={t.email} required type="email" autoComplete="off" />
      <SelectField name="role" label={t.role} required choices={roleChoices} hint={roleHint} />
    </FormDialog>
  );
}
