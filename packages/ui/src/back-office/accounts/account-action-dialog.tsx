import { STAFF_ROLES } from '@academy/contract/staff';
import { type StaffActionActorRef, selectStaffAction } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-fields/form-fields';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell';
import { type AccountAction, DANGEROUS_ACTIONS, NO_STAFF_ROLE } from './account-types';

/** The most a decline's reason may hold (the contract's REJECTION_REASON_MAX). */
const REASON_MAX = 500;

/**
 * The values a decision's dialog opens with: which decision, whom (a name, or how many for a
 * bulk activation), the course of a grant or revoke, and an empty reason for a decline.
 */
export function accountActionValues(
  action: AccountAction,
  about: { name?: string; count?: number; course?: string; role?: string | null },
): Record<string, string> {
  return {
    action,
    name: about.name ?? '',
    count: String(about.count ?? 1),
    course: about.course ?? '',
    ...(action === 'reject' && { reason: '' }),
    ...(action === 'setRole' && { role: about.role ?? NO_STAFF_ROLE }),
  };
}

export interface AccountActionDialogProps {
  /** The staff action's actor; its values name the decision (`action`) and hold the reason. */
  actor: StaffActionActorRef;
}

/**
 * The confirm dialog of a decision on accounts (activate, decline with a reason, deactivate,
 * bulk activate, grant or revoke a course, make or unmake a specialist): what it will do, busy
 * while it runs, and the failure or the server's refusal of the reason.
 */
export function AccountActionDialog({ actor }: AccountActionDialogProps) {
  const { t } = useTranslation('ui');
  const flowMessage = useFlowMessage();
  const view = useSelector(actor, selectStaffAction);
  const action = (view.values.action ?? 'activate') as AccountAction;
  const texts = {
    name: view.values.name ?? '',
    count: Number(view.values.count ?? 1),
    course: view.values.course ?? '',
  };
  const reasonRefused = Boolean(view.fieldErrorKeys.reason);
  return (
    <ConfirmActionDialog
      open={view.isOpen}
      onOpenChange={(open) => (open ? undefined : actor.send({ type: 'action.cancel' }))}
      title={t(`adminAccounts.dialog.${action}.title`, texts)}
      description={t(`adminAccounts.dialog.${action}.description`, texts)}
      confirmLabel={t(`adminAccounts.dialog.${action}.confirm`)}
      cancelLabel={t('adminAccounts.dialog.keep')}
      tone={DANGEROUS_ACTIONS.includes(action) ? 'danger' : undefined}
      state={view.dialogState}
      error={flowMessage(view.errorKey) ?? undefined}
      onConfirm={() => actor.send({ type: 'action.confirm' })}
    >
      {action === 'reject' ? (
        <TextField
          label={t('adminAccounts.dialog.reject.reason')}
          name="reason"
          required
          autoComplete="off"
          maxLength={REASON_MAX}
          value={view.values.reason ?? ''}
          error={reasonRefused ? t('adminAccounts.dialog.reasonRefused') : undefined}
          onValueChange={(value) => actor.send({ type: 'action.change', field: 'reason', value })}
        />
      ) : null}
      {action === 'setRole' ? (
        <SelectField
          label={t('adminAccounts.dialog.setRole.field')}
          placeholder={t('adminAccounts.dialog.setRole.none')}
          value={view.values.role ?? NO_STAFF_ROLE}
          onValueChange={(value) => actor.send({ type: 'action.change', field: 'role', value })}
          options={[
            { value: NO_STAFF_ROLE, label: t('adminAccounts.dialog.setRole.none') },
            ...STAFF_ROLES.map((role) => ({ value: role, label: t(`adminShell.roles.${role}`) })),
          ]}
        />
      ) : null}
    </ConfirmActionDialog>
  );
}
