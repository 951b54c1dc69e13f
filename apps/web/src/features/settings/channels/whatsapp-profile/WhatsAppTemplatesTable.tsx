import { useLingui } from '@lingui/react';
import { formatDate, translate, whatsappProfileMessages as m } from '@smm/i18n';
import type { Locale, WhatsAppMessageTemplate, WhatsAppTemplateStatus } from '@smm/model';
import {
  Badge,
  type BadgeTone,
  Button,
  ConfirmDialog,
  EmptyState,
  Icon,
  IconButton,
  Tooltip,
  VisuallyHidden,
} from '@smm/ui';
import { useState } from 'react';
import * as page from '../ChannelDetail.css.js';
import { TemplateText } from './TemplateText.js';
import * as styles from './WhatsAppProfile.css.js';
import { CATEGORY_TEXTS, languageName, TEMPLATE_STATUS_TEXTS } from './whatsapp-profile.texts.js';

/** Props of {@link WhatsAppTemplatesTable}. */
export interface WhatsAppTemplatesTableProps {
  readonly templates: readonly WhatsAppMessageTemplate[];
  /** Opens the dialog of a new template. */
  readonly onNew: () => void;
  /** The template being deleted. */
  readonly deletingId: string | null;
  /** Deletes a template (after the person confirmed). */
  readonly onDelete: (template: WhatsAppMessageTemplate) => void;
}

const STATUS_TONES: Readonly<Record<WhatsAppTemplateStatus, BadgeTone>> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/**
 * The message templates of a WhatsApp channel: name, language, category, the text with its
 * placeholders visible, WhatsApp's review in words (with the reason of a rejection) and when it
 * was created; "New template" and delete with a confirmation. A note says why templates matter:
 * after 24 hours the inbox can only send approved ones.
 */
export function WhatsAppTemplatesTable(props: WhatsAppTemplatesTableProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [asking, setAsking] = useState<WhatsAppMessageTemplate | null>(null);
  const pending = props.templates.some((template) => template.status === 'PENDING');
  return (
    <section className={page.section} aria-labelledby="whatsapp-templates-title">
      <div className={styles.top}>
        <div className={styles.topTexts}>
          <h3 id="whatsapp-templates-title" className={page.sectionTitle}>
            {i18n._(m.templatesTitle)}
          </h3>
          <p className={page.text}>{i18n._(m.templatesNote)}</p>
        </div>
        <Button type="button" onClick={props.onNew}>
          <Icon name="plus" size={16} />
          {i18n._(m.newTemplate)}
        </Button>
      </div>
      {props.templates.length === 0 ? (
        <EmptyState icon="template" title={i18n._(m.noTemplates)}>
          {i18n._(m.noTemplatesBody)}
        </EmptyState>
      ) : (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <thead>
              <tr>
                <th scope="col" className={`${page.th} ${styles.nameCell}`}>
                  {i18n._(m.columnTemplate)}
                </th>
                <th scope="col" className={page.th}>
                  {i18n._(m.columnLanguage)}
                </th>
                <th scope="col" className={page.th}>
                  {i18n._(m.columnCategory)}
                </th>
                <th scope="col" className={`${page.th} ${styles.textCell}`}>
                  {i18n._(m.columnText)}
                </th>
                <th scope="col" className={`${page.th} ${styles.reviewCell}`}>
                  {i18n._(m.columnReview)}
                </th>
                <th scope="col" className={page.th}>
                  {i18n._(m.columnCreated)}
                </th>
                <th scope="col" className={page.th}>
                  <VisuallyHidden>{i18n._(m.columnActions)}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {props.templates.map((template) => {
                const remove = translate(i18n, m.deleteTemplateLabel, {
                  name: template.name,
                  language: template.language,
                });
                return (
                  <tr key={template.id}>
                    <th scope="row" className={`${page.td} ${page.rowHeader}`}>
                      <span className={styles.name}>{template.name}</span>
                      {template.standard ? (
                        <Tooltip content={i18n._(m.standardTemplateHint)}>
                          <span className={styles.standard} tabIndex={0}>
                            {i18n._(m.standardTemplate)}
                          </span>
                        </Tooltip>
                      ) : null}
                    </th>
                    <td className={page.td}>
                      {languageName(template.language, (text) => i18n._(text))}
                    </td>
                    <td className={page.td}>{i18n._(CATEGORY_TEXTS[template.category])}</td>
                    <td className={`${page.td} ${styles.textCell}`}>
                      <TemplateText text={template.text} />
                    </td>
                    <td className={`${page.td} ${styles.reviewCell}`}>
                      <ul className={styles.facts}>
                        <li>
                          <Badge tone={STATUS_TONES[template.status]}>
                            {i18n._(TEMPLATE_STATUS_TEXTS[template.status])}
                          </Badge>
                        </li>
                        {template.status === 'REJECTED' && template.rejectedReason !== null && (
                          <li>
                            <p className={styles.reason}>
                              {translate(i18n, m.rejectedBecause, {
                                reason: template.rejectedReason,
                              })}
                            </p>
                          </li>
                        )}
                      </ul>
                    </td>
                    <td className={`${page.td} ${page.nowrap}`}>
                      {formatDate(template.createdAt, locale)}
                    </td>
                    <td className={page.td}>
                      {template.standard ? null : (
                        <Tooltip content={remove}>
                          <IconButton
                            label={remove}
                            disabled={props.deletingId === template.id}
                            onClick={() => setAsking(template)}
                          >
                            <Icon name="trash" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pending && <p className={page.muted}>{i18n._(m.pendingRefresh)}</p>}
      <ConfirmDialog
        open={asking !== null}
        title={translate(i18n, m.deleteTemplateTitle, { name: asking?.name ?? '' })}
        confirmText={i18n._(m.deleteTemplate)}
        confirmState="danger"
        onClose={(reason) => {
          if (reason === 'ok' && asking !== null) props.onDelete(asking);
          setAsking(null);
        }}
      >
        {i18n._(m.deleteTemplateBody)}
      </ConfirmDialog>
    </section>
  );
}
