import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Placeholder from 'react-bootstrap/Placeholder';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { TablePagination } from '../../../../components/data-table';
import { formatDay, formatMoney } from '../../../../lib/format';
import { LEDGER_PAGE_SIZE, type Member, useLedger, useMember } from '../../api/members';
import { useInvoices } from '../../api/invoices';
import { useRedemptions } from '../../api/redemptions';
import { useCompletions } from '../../api/trivias';
import { InvoiceStatusBadge } from '../invoices/InvoiceStatusBadge';
import { RedemptionStatusBadge } from '../redemptions/RedemptionStatusBadge';
import { MemberStatusBadge } from './MemberStatusBadge';

export interface MemberDetailProps {
  /** The member shown; null closes the panel. */
  memberId: string | null;
  onClose: () => void;
  onEdit: (member: Member) => void;
  onAdjust: (member: Member) => void;
  onRedeem: (member: Member) => void;
  onToggleBlocked: (member: Member) => void;
}

/** A member at a glance: points, contact, ledger and redemptions, with the actions. */
export function MemberDetail(props: MemberDetailProps) {
  const { t } = useTranslation();
  const member = useMember(props.memberId);
  const data = member.data;
  return (
    <Offcanvas
      show={props.memberId !== null}
      onHide={props.onClose}
      placement="end"
      className="member-detail"
      aria-labelledby="member-detail-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('members.detail.close')}>
        <Offcanvas.Title id="member-detail-title" as="h2" className="h5 mb-0">
          {data ? `${data.name} ${data.surname}` : t('members.detail.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {member.error ? (
          <ErrorAlert
            error={member.error}
            title={t('members.detail.loadFailed')}
            onRetry={() => void member.refetch()}
          />
        ) : !data ? (
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={8} /> <Placeholder xs={6} /> <Placeholder xs={10} />
          </Placeholder>
        ) : (
          <MemberSummary member={data} {...props} />
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}

function MemberSummary({
  member,
  onEdit,
  onAdjust,
  onRedeem,
  onToggleBlocked,
}: MemberDetailProps & { member: Member }) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState('ledger');
  const blocked = member.status === 'blocked';
  return (
    <>
      <div className="member-detail__points mb-3">
        <div>
          <div className="small text-body-secondary">{t('members.detail.points')}</div>
          <div className="display-6 fw-semibold" data-testid="member-points">
            {member.points.toLocaleString(i18n.language)}
          </div>
        </div>
        <MemberStatusBadge status={member.status} />
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button size="sm" onClick={() => onRedeem(member)} disabled={blocked}>
          <i className="bi bi-gift me-1" aria-hidden="true" />
          {t('members.actions.redeem')}
        </Button>
        <Button size="sm" variant="outline-primary" onClick={() => onAdjust(member)}>
          <i className="bi bi-plus-slash-minus me-1" aria-hidden="true" />
          {t('members.actions.adjust')}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => onEdit(member)}>
          <i className="bi bi-pencil me-1" aria-hidden="true" />
          {t('members.actions.edit')}
        </Button>
        <Button
          size="sm"
          variant={blocked ? 'outline-success' : 'outline-danger'}
          onClick={() => onToggleBlocked(member)}
        >
          <i className={`bi ${blocked ? 'bi-unlock' : 'bi-lock'} me-1`} aria-hidden="true" />
          {blocked ? t('members.actions.unblock') : t('members.actions.block')}
        </Button>
      </div>
      <dl className="member-detail__facts small">
        <Fact label={t('members.columns.email')}>
          <a href={`mailto:${member.email}`}>{member.email}</a>
        </Fact>
        <Fact label={t('members.columns.phone')}>{member.phone || '—'}</Fact>
        <Fact label={t('members.columns.documentId')}>
          <span className="font-monospace">{member.documentId}</span>
        </Fact>
        <Fact label={t('members.columns.company')}>{member.company || '—'}</Fact>
        <Fact label={t('members.columns.createdAt')}>
          {formatDay(member.createdAt, i18n.language)}
        </Fact>
      </dl>
      <Tabs activeKey={tab} onSelect={(key) => setTab(key ?? 'ledger')} className="mb-2" fill>
        <Tab eventKey="ledger" title={t('members.detail.ledger')}>
          {tab === 'ledger' && <LedgerTab memberId={member.id} />}
        </Tab>
        <Tab eventKey="redemptions" title={t('members.detail.redemptions')}>
          {tab === 'redemptions' && <RedemptionsTab memberId={member.id} />}
        </Tab>
        <Tab eventKey="invoices" title={t('members.detail.invoices')}>
          {tab === 'invoices' && <InvoicesTab memberId={member.id} />}
        </Tab>
        <Tab eventKey="trivias" title={t('members.detail.trivias')}>
          {tab === 'trivias' && <TriviasTab memberId={member.id} />}
        </Tab>
      </Tabs>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="member-detail__fact">
      <dt className="text-body-secondary fw-normal">{label}</dt>
      <dd className="mb-0">{children}</dd>
    </div>
  );
}

function LedgerTab({ memberId }: { memberId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const ledger = useLedger(memberId, page);
  if (ledger.error) {
    return <ErrorAlert error={ledger.error} title={t('members.detail.ledgerFailed')} />;
  }
  if (!ledger.data) return <p className="text-body-secondary small">{t('common.loading')}</p>;
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <>
      <ul className="list-unstyled member-ledger mb-2" aria-label={t('members.detail.ledger')}>
        {ledger.data.items.map((entry) => (
          <li key={entry.id} className="member-ledger__entry">
            <div className="min-w-0">
              <div className="fw-semibold">{t(`members.reasons.${entry.reason}`)}</div>
              <div className="small text-body-secondary text-truncate">
                {formatDay(entry.at, i18n.language)}
                {entry.note ? ` · ${entry.note}` : ''}
              </div>
            </div>
            <div className="text-end flex-shrink-0">
              <div className={entry.delta < 0 ? 'text-danger-emphasis' : 'text-success-emphasis'}>
                {entry.delta > 0 ? '+' : '−'}
                {number(Math.abs(entry.delta))}
              </div>
              <div className="small text-body-secondary">
                {t('members.detail.balance', { value: number(entry.balance) })}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {ledger.data.pagination.lastPage > 1 && (
        <TablePagination
          pagination={ledger.data.pagination}
          onPage={setPage}
          sizes={[LEDGER_PAGE_SIZE]}
        />
      )}
    </>
  );
}

function RedemptionsTab({ memberId }: { memberId: string }) {
  const { t, i18n } = useTranslation();
  const redemptions = useRedemptions({ memberId, size: 50, sort: 'createdAt', order: 'desc' });
  if (redemptions.error) {
    return <ErrorAlert error={redemptions.error} title={t('redemptions.loadFailed')} />;
  }
  if (!redemptions.data) return <p className="text-body-secondary small">{t('common.loading')}</p>;
  if (redemptions.data.items.length === 0) {
    return <p className="text-body-secondary small">{t('members.detail.noRedemptions')}</p>;
  }
  return (
    <ul className="list-unstyled member-ledger" aria-label={t('members.detail.redemptions')}>
      {redemptions.data.items.map((redemption) => (
        <li key={redemption.id} className="member-ledger__entry">
          <div className="min-w-0">
            <div className="fw-semibold text-truncate">{redemption.rewardName}</div>
            <div className="small text-body-secondary">
              {formatDay(redemption.createdAt, i18n.language)} ·{' '}
              {t('redemptions.form.points', {
                count: redemption.points,
                value: redemption.points.toLocaleString(i18n.language),
              })}
            </div>
          </div>
          <RedemptionStatusBadge status={redemption.status} />
        </li>
      ))}
    </ul>
  );
}

function InvoicesTab({ memberId }: { memberId: string }) {
  const { t, i18n } = useTranslation();
  const invoices = useInvoices({ memberId, size: 50, sort: 'createdAt', order: 'desc' });
  if (invoices.error) {
    return <ErrorAlert error={invoices.error} title={t('members.detail.invoicesFailed')} />;
  }
  if (!invoices.data) return <p className="text-body-secondary small">{t('common.loading')}</p>;
  if (invoices.data.items.length === 0) {
    return <p className="text-body-secondary small">{t('members.detail.noInvoices')}</p>;
  }
  return (
    <ul className="list-unstyled member-ledger" aria-label={t('members.detail.invoices')}>
      {invoices.data.items.map((invoice) => (
        <li key={invoice.id} className="member-ledger__entry">
          <div className="min-w-0">
            <div className="fw-semibold text-truncate">
              {invoice.vendor} · {invoice.number}
            </div>
            <div className="small text-body-secondary">
              {formatDay(invoice.issuedAt, i18n.language)} ·{' '}
              {formatMoney(invoice.amount, invoice.currency, i18n.language)}
              {invoice.pointsAwarded
                ? ` · ${t('redemptions.form.points', {
                    count: invoice.pointsAwarded,
                    value: invoice.pointsAwarded.toLocaleString(i18n.language),
                  })}`
                : ''}
            </div>
          </div>
          <InvoiceStatusBadge status={invoice.status} />
        </li>
      ))}
    </ul>
  );
}

function TriviasTab({ memberId }: { memberId: string }) {
  const { t, i18n } = useTranslation();
  const completions = useCompletions({ memberId, size: 50, sort: 'completedAt', order: 'desc' });
  if (completions.error) {
    return <ErrorAlert error={completions.error} title={t('members.detail.triviasFailed')} />;
  }
  if (!completions.data) return <p className="text-body-secondary small">{t('common.loading')}</p>;
  if (completions.data.items.length === 0) {
    return <p className="text-body-secondary small">{t('members.detail.noTrivias')}</p>;
  }
  return (
    <ul className="list-unstyled member-ledger" aria-label={t('members.detail.trivias')}>
      {completions.data.items.map((completion) => (
        <li key={completion.id} className="member-ledger__entry">
          <div className="min-w-0">
            <div className="fw-semibold text-truncate">{completion.triviaTitle}</div>
            <div className="small text-body-secondary">
              {formatDay(completion.completedAt, i18n.language)} ·{' '}
              {t('members.detail.score', {
                score: completion.score,
                questions: completion.answers.length,
              })}
            </div>
          </div>
          <span className="text-success-emphasis flex-shrink-0">
            +{completion.pointsAwarded.toLocaleString(i18n.language)}
          </span>
        </li>
      ))}
    </ul>
  );
}
