import { useLingui } from '@lingui/react';
import { translate, whatsappProfileMessages as m } from '@smm/i18n';
import type { WhatsAppApprovalStatus, WhatsAppPhoneNumber } from '@smm/model';
import { Badge, type BadgeTone, Button, ConfirmDialog, Icon } from '@smm/ui';
import { useState } from 'react';
import * as page from '../ChannelDetail.css.js';
import * as styles from './WhatsAppProfile.css.js';
import { APPROVAL_TEXTS, STATUS_TEXTS } from './whatsapp-profile.texts.js';

/** Props of {@link WhatsAppNumbersList}. */
export interface WhatsAppNumbersListProps {
  /** The numbers of the channel's business account. */
  readonly numbers: readonly WhatsAppPhoneNumber[];
  /** The channel whose page this is: its number is marked. */
  readonly channelId: string;
  /** Goes on to the connect flow for a number that is not connected. */
  readonly onConnect: (number: WhatsAppPhoneNumber) => void;
  /** The number whose connect flow is being opened. */
  readonly connectingId: string | null;
  /** The number being removed. */
  readonly removingId: string | null;
  /** Removes a number from the business account (after the person confirmed). */
  readonly onRemove: (number: WhatsAppPhoneNumber) => void;
}

const APPROVAL_TONES: Readonly<Record<WhatsAppApprovalStatus, BadgeTone>> = {
  PENDING: 'warning',
  NAME_APPROVED_WAITING_FOR_OBO_APPROVAL: 'info',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/**
 * The numbers of a WhatsApp channel's business account (platform §3): each number with its
 * display name and the name's approval (with the reason when rejected), its registration and SMS
 * verification, all in words; which is this channel and which are connected. A number that is
 * not connected goes on to the connect flow, or is removed (after a confirmation).
 */
export function WhatsAppNumbersList(props: WhatsAppNumbersListProps) {
  const { i18n } = useLingui();
  const [asking, setAsking] = useState<WhatsAppPhoneNumber | null>(null);
  const removing = asking !== null && props.removingId === asking.id;
  return (
    <section className={page.section} aria-labelledby="whatsapp-numbers-title">
      <h3 id="whatsapp-numbers-title" className={page.sectionTitle}>
        {i18n._(m.numbersTitle)}
      </h3>
      <p className={page.text}>{i18n._(m.numbersIntro)}</p>
      {props.numbers.length === 0 ? (
        <p className={page.text}>{i18n._(m.noNumbers)}</p>
      ) : (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <thead>
              <tr>
                <th scope="col" className={page.th}>
                  {i18n._(m.columnNumber)}
                </th>
                <th scope="col" className={page.th}>
                  {i18n._(m.columnName)}
                </th>
                <th scope="col" className={page.th}>
                  {i18n._(m.columnStatus)}
                </th>
                <th scope="col" className={page.th}>
                  {i18n._(m.columnActions)}
                </th>
              </tr>
            </thead>
            <tbody>
              {props.numbers.map((number) => {
                const mine = number.channelId === props.channelId;
                const approval = number.approval ?? 'PENDING';
                return (
                  <tr key={number.id} aria-current={mine ? 'true' : undefined}>
                    <th scope="row" className={`${page.td} ${page.rowHeader}`}>
                      <ul className={styles.facts}>
                        <li className={styles.mono}>{number.displayPhoneNumber}</li>
                        {mine && (
                          <li>
                            <Badge tone="info">{i18n._(m.thisChannel)}</Badge>
                          </li>
                        )}
                        <li className={page.muted}>
                          {i18n._(number.connected ? m.connected : m.notConnected)}
                        </li>
                      </ul>
                    </th>
                    <td className={page.td}>
                      <ul className={styles.facts}>
                        <li>{number.verifiedName}</li>
                        <li>
                          <Badge tone={APPROVAL_TONES[approval]}>
                            {i18n._(APPROVAL_TEXTS[approval])}
                          </Badge>
                        </li>
                        {approval === 'REJECTED' && number.approvalReason && (
                          <li>
                            <p className={styles.reason}>
                              {translate(i18n, m.rejectedBecause, {
                                reason: number.approvalReason,
                              })}
                            </p>
                          </li>
                        )}
                      </ul>
                    </td>
                    <td className={page.td}>
                      <ul className={styles.facts}>
                        <li className={styles.fact}>
                          <Icon name={number.status === 'ACTIVE' ? 'success' : 'info'} size={16} />
                          {i18n._(STATUS_TEXTS[number.status ?? 'PENDING'])}
                        </li>
                        <li className={styles.fact}>
                          <Icon
                            name={number.verification === 'VERIFIED' ? 'success' : 'info'}
                            size={16}
                          />
                          {i18n._(number.verification === 'VERIFIED' ? m.verified : m.unverified)}
                        </li>
                      </ul>
                    </td>
                    <td className={page.td}>
                      {!number.connected && (
                        <div className={styles.rowActions}>
                          <Button
                            type="button"
                            busy={props.connectingId === number.id}
                            aria-label={translate(i18n, m.connectNumberLabel, {
                              number: number.displayPhoneNumber,
                            })}
                            onClick={() => props.onConnect(number)}
                          >
                            {i18n._(m.connectNumber)}
                          </Button>
                          <Button
                            type="button"
                            variant="secondary"
                            busy={props.removingId === number.id}
                            aria-label={translate(i18n, m.removeNumberLabel, {
                              number: number.displayPhoneNumber,
                            })}
                            onClick={() => setAsking(number)}
                          >
                            {i18n._(m.removeNumber)}
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={translate(i18n, m.removeNumberTitle, { number: asking?.displayPhoneNumber ?? '' })}
        confirmText={i18n._(m.removeNumber)}
        confirmState="danger"
        loading={removing}
        onClose={(reason) => {
          if (reason === 'ok' && asking !== null) props.onRemove(asking);
          setAsking(null);
        }}
      >
        {i18n._(m.removeNumberBody)}
      </ConfirmDialog>
    </section>
  );
}
