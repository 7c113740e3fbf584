import { useTranslation } from 'react-i18next';

/**
 * Translates a flow's message key (from its selectors, e.g. 'login.invalidData') in the `flows`
 * namespace; no key, no text. A field error is shown only when there is one.
 */
export function useFlowMessage() {
  const { t } = useTranslation('flows');
  return (key: string | null | undefined): string | null => (key ? t(key) : null);
}
