import { useTranslation } from 'react-i18next';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

export interface AuditRecordProps {
  entity: string;
  id: number;
  /** The record's page in the back office, when it has one. */
  href?: string;
  LinkComponent?: LinkComponent;
}

/** Which record a write changed: its type in words and its number, linked when it has a page. */
export function AuditRecord({ entity, id, href, LinkComponent = PlainLink }: AuditRecordProps) {
  const { t } = useTranslation('ui');
  const label = `${t(`adminHome.audit.entities.${entity}`, { defaultValue: entity })}${id > 0 ? ` #${id}` : ''}`;
  return href ? (
    <LinkComponent href={href} className="text-primary underline underline-offset-2">
      {label}
    </LinkComponent>
  ) : (
    <span>{label}</span>
  );
}
