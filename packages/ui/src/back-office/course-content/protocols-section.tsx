import { FileTextIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContentSection } from './content-section';
import { type StaffProtocol, textIn } from './course-content-types';
import { EditDeleteButtons } from './record-actions';

export interface ProtocolsSectionProps {
  protocols: readonly StaffProtocol[];
  onAdd: () => void;
  onDelete: (protocol: StaffProtocol) => void;
}

/** The course's protocols: each PDF (opened in a new tab) with its title, and a delete. */
export function ProtocolsSection({ protocols, onAdd, onDelete }: ProtocolsSectionProps) {
  const { t, i18n } = useTranslation('ui');
  return (
    <ContentSection
      slot="protocols-section"
      title={t('adminCourseContent.protocols.title')}
      addLabel={t('adminCourseContent.protocols.add')}
      onAdd={onAdd}
      emptyText={t('adminCourseContent.protocols.empty')}
      isEmpty={protocols.length === 0}
    >
      <ul className="flex flex-col gap-2">
        {protocols.map((protocol) => {
          const title = textIn(protocol.title, i18n.language);
          return (
            <li key={protocol.id} className="flex items-center gap-3 rounded-lg border p-2 pl-3">
              <FileTextIcon className="text-muted-foreground size-5 shrink-0" aria-hidden="true" />
              <a
                href={protocol.file}
                target="_blank"
                rel="noreferrer"
                aria-label={t('adminCourseContent.protocols.open', { title })}
                className="text-primary min-w-0 flex-1 break-words underline-offset-4 hover:underline"
              >
                {title}
              </a>
              <EditDeleteButtons
                deleteLabel={t('adminCourseContent.protocols.delete', { title })}
                onDelete={() => onDelete(protocol)}
              />
            </li>
          );
        })}
      </ul>
    </ContentSection>
  );
}
