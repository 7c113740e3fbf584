import {
  LEGAL_KINDS,
  LEGAL_REGIONS,
  type LegalDocument,
  type LegalKind,
  legalLanguages,
} from '@academy/contract/back-office/site';
import { LANGUAGE_NAMES } from '@academy/contract/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalDocumentCell, type LegalDocumentPending } from './legal-document-cell';

export interface LegalDocumentsGridProps {
  documents: readonly LegalDocument[];
  /** Uploads and removals under way or failed, by `legalSlotKey`. */
  pending?: Readonly<Record<string, LegalDocumentPending>>;
  onUpload: (document: LegalDocument, file: File) => void;
  onRemove: (document: LegalDocument) => void;
  disabled?: boolean;
}

/** A slot's key among the pending ones: `terms/ro/ro`. */
export const legalSlotKey = (slot: Pick<LegalDocument, 'kind' | 'region' | 'lang'>) =>
  `${slot.kind}/${slot.region}/${slot.lang}`;

function KindTable({ kind, ...props }: LegalDocumentsGridProps & { kind: LegalKind }) {
  const { t } = useTranslation('ui');
  const captionId = useId();
  const regions = LEGAL_REGIONS.filter((region) => legalLanguages(kind, region).length > 0);
  const languages = legalLanguages(kind, regions[0] ?? 'md');
  const kindName = t(`adminSite.legal.kinds.${kind}`);
  return (
    <section className="overflow-x-auto rounded-md border" aria-labelledby={captionId}>
      <table className="w-full border-collapse text-sm">
        <caption id={captionId} className="px-3 py-2 text-left font-semibold">
          {kindName}
        </caption>
        <thead>
          <tr className="bg-muted/50 text-left">
            <th scope="col" className="px-3 py-2 font-medium">
              {t('adminSite.legal.region')}
            </th>
            {languages.map((lang) => (
              <th key={lang} scope="col" lang={lang} className="px-3 py-2 font-medium">
                {LANGUAGE_NAMES[lang]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {regions.map((region) => (
            <tr key={region} className="border-t align-top">
              <th scope="row" className="px-3 py-3 text-left font-medium">
                {t(`adminSite.regions.${region}`)}
              </th>
              {languages.map((lang) => {
                const document = props.documents.find(
                  (item) => item.kind === kind && item.region === region && item.lang === lang,
                );
                return (
                  <td key={lang} className="px-3 py-3">
                    {document ? (
                      <LegalDocumentCell
                        document={document}
                        name={`${kindName}, ${t(`adminSite.regions.${region}`)}, ${LANGUAGE_NAMES[lang]}`}
                        pending={props.pending?.[legalSlotKey(document)]}
                        onUpload={props.onUpload}
                        onRemove={props.onRemove}
                        disabled={props.disabled}
                      />
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The legal PDFs (spec 1, 7.5), a table per kind: its regions by its languages, each cell saying
 * whether visitors get an uploaded PDF or the one shipped with the server, with its actions.
 */
export function LegalDocumentsGrid(props: LegalDocumentsGridProps) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  return (
    <section
      data-slot="legal-documents-grid"
      aria-labelledby={headingId}
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-display text-xl font-semibold">
          {t('adminSite.legal.heading')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('adminSite.legal.hint')}</p>
      </div>
      {LEGAL_KINDS.map((kind) => (
        <KindTable key={kind} kind={kind} {...props} />
      ))}
    </section>
  );
}
