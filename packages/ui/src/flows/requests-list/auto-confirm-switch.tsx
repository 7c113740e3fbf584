import { type AutoConfirmActorRef, selectAutoConfirm } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowMessage } from '../use-flow-message';

export interface AutoConfirmSwitchProps {
  actor: AutoConfirmActorRef;
}

/**
 * "Confirm new requests automatically when the hour is free" (spec 2.9, with auto-confirmation;
 * designed): a Radix switch saved at once; busy while it saves, the old value back with a message
 * when the save fails.
 */
export function AutoConfirmSwitch({ actor }: AutoConfirmSwitchProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const flowMessage = useFlowMessage();
  const view = useSelector(actor, selectAutoConfirm);
  const message = flowMessage(view.errorKey);
  return (
    <div
      data-slot="auto-confirm"
      data-state={view.state}
      className="bg-surface flex items-start gap-3 rounded-xl border p-4"
    >
      <Switch.Root
        id={id}
        checked={view.enabled}
        aria-busy={view.isSaving || undefined}
        aria-describedby={`${id}-hint`}
        onCheckedChange={() => {
          if (!view.isSaving) actor.send({ type: 'autoConfirm.toggle' });
        }}
        className="focus-visible:outline-ring data-[state=checked]:bg-primary data-[state=unchecked]:bg-input relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 aria-busy:cursor-progress aria-busy:opacity-70"
      >
        <Switch.Thumb className="bg-background block size-5 rounded-full shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0 motion-reduce:transition-none" />
      </Switch.Root>
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer font-medium">
          {t('requests.autoConfirm')}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {view.isSaving ? t('requests.autoConfirmSaving') : t('requests.autoConfirmHint')}
        </p>
        {message ? (
          <p role="alert" className="text-danger text-sm font-medium">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
