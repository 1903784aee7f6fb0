import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/charts';
import { type CryptoDashboard, useCryptoDashboard, type WatchedCoin } from '../api/dashboards';
import { DashboardFrame } from '../components/DashboardFrame';
import { DashCard, Figure } from '../components/DashCard';
import { TrendBadge } from '../components/TrendBadge';
import {
  formatCompact,
  formatCompactAmount,
  formatMinutesAgo,
  formatAmount,
  CRYPTO_QUOTE_CURRENCY,
  formatUtcClock,
  priceDigits,
} from '../lib/format';

type Coin = keyof CryptoDashboard['wallets'];
const COINS: readonly Coin[] = ['btc', 'eth', 'bch', 'xrp'];

function BitcoinCard({ btc }: { btc: CryptoDashboard['btc'] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [now] = useState(() => new Date());
  const points = btc.price.series[0]?.data ?? [];
  return (
    <DashCard
      title={t('dashboards.crypto.bitcoin')}
      subtitle="BTC"
      className="h-100"
      actions={
        <div className="text-end">
          <div className="dash-price">
            {formatAmount(btc.amount, CRYPTO_QUOTE_CURRENCY, locale)}
          </div>
          <TrendBadge trend={btc.trend} />
        </div>
      }
    >
      <dl className="dash-figures mb-3">
        <Figure
          label={t('dashboards.crypto.marketCap')}
          value={formatCompactAmount(btc.marketCap, CRYPTO_QUOTE_CURRENCY, locale)}
        />
        <Figure
          label={t('dashboards.crypto.volume')}
          value={formatCompactAmount(btc.volume, CRYPTO_QUOTE_CURRENCY, locale)}
        />
        <Figure label={t('dashboards.crypto.supply')} value={formatCompact(btc.supply, locale)} />
        <Figure
          label={t('dashboards.crypto.allTimeHigh')}
          value={formatAmount(btc.allTimeHigh, CRYPTO_QUOTE_CURRENCY, locale)}
        />
      </dl>
      <ChartFigure
        title={t('dashboards.crypto.priceChart', { coin: 'BTC' })}
        kind="line"
        labels={points.map((point) => formatMinutesAgo(point.x, locale, now))}
        series={[{ label: t('dashboards.crypto.price'), data: points.map((point) => point.y) }]}
        labelHeader={t('dashboards.time')}
        formatValue={(value) => formatAmount(value, CRYPTO_QUOTE_CURRENCY, locale, 0)}
        zeroBased={false}
        height={280}
      />
    </DashCard>
  );
}

function WalletCard({ prices, wallets }: Pick<CryptoDashboard, 'prices' | 'wallets'>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const id = useId();
  const [coin, setCoin] = useState<Coin>('btc');
  const [amount, setAmount] = useState('1');
  const held = wallets[coin];
  const price = prices[coin];
  const parsed = Number(amount.replace(',', '.'));
  const iso = coin.toUpperCase();
  return (
    <DashCard title={t('dashboards.crypto.wallets')} className="h-100">
      <Form.Group controlId={`${id}-coin`} className="mb-3">
        <Form.Label>{t('dashboards.crypto.wallet')}</Form.Label>
        <Form.Select value={coin} onChange={(event) => setCoin(event.target.value as Coin)}>
          {COINS.map((value) => (
            <option key={value} value={value}>
              {t(`dashboards.crypto.coins.${value}`)} ({value.toUpperCase()})
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <dl className="dash-figures dash-figures--stack mb-3">
        <Figure
          label={t('dashboards.crypto.balance')}
          value={`${new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }).format(held)} ${iso}`}
          size="lg"
        />
        <Figure
          label={t('dashboards.crypto.worth')}
          value={formatAmount(held * price, CRYPTO_QUOTE_CURRENCY, locale)}
        />
        <Figure
          label={t('dashboards.crypto.priceOf', { coin: iso })}
          value={formatAmount(price, CRYPTO_QUOTE_CURRENCY, locale, priceDigits(price))}
        />
      </dl>
      <div className="dash-calculator">
        <Form.Group controlId={`${id}-amount`}>
          <Form.Label>{t('dashboards.crypto.amountIn', { coin: iso })}</Form.Label>
          <Form.Control
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Form.Group>
        <p className="mt-2 mb-0" aria-live="polite">
          {t('dashboards.crypto.costs')}{' '}
          <strong>
            {Number.isFinite(parsed) && parsed >= 0
              ? formatAmount(parsed * price, CRYPTO_QUOTE_CURRENCY, locale)
              : '—'}
          </strong>
        </p>
      </div>
    </DashCard>
  );
}

function WatchCard({ coin }: { coin: WatchedCoin }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const points = coin.series[0]?.data ?? [];
  const digits = priceDigits(coin.amount);
  return (
    <DashCard
      title={coin.title}
      subtitle={coin.iso}
      className="h-100"
      testId="dash-watch"
      actions={
        <div className="text-end">
          <div className="dash-price dash-price--sm">
            {formatAmount(coin.amount, CRYPTO_QUOTE_CURRENCY, locale, digits)}
          </div>
          <TrendBadge trend={coin.trend} />
        </div>
      }
    >
      <ChartFigure
        title={t('dashboards.crypto.priceChart', { coin: coin.iso })}
        kind="line"
        labels={points.map((point) => formatUtcClock(point.x, locale))}
        series={[{ label: t('dashboards.crypto.price'), data: points.map((point) => point.y) }]}
        labelHeader={t('dashboards.time')}
        formatValue={(value) => formatAmount(value, CRYPTO_QUOTE_CURRENCY, locale, digits)}
        zeroBased={false}
        height={120}
      />
    </DashCard>
  );
}

/** dashboards/crypto: bitcoin's price, the wallets and a watchlist of other coins. */
export function CryptoDashboardPage() {
  const { t } = useTranslation();
  const query = useCryptoDashboard();
  return (
    <DashboardFrame
      title={t('routes.crypto')}
      subtitle={t('dashboards.crypto.subtitle')}
      query={query}
    >
      {(data) => (
        <>
          <div className="row g-4">
            <div className="col-12 col-xl-8">
              <BitcoinCard btc={data.btc} />
            </div>
            <div className="col-12 col-xl-4">
              <WalletCard prices={data.prices} wallets={data.wallets} />
            </div>
          </div>
          <section className="dash-section" aria-labelledby="dash-watchlist">
            <h2 id="dash-watchlist" className="dash-section__title">
              {t('dashboards.crypto.watchlist')}
            </h2>
            <div className="row g-4">
              {data.watchlist.map((coin) => (
                <div key={coin.iso} className="col-12 col-md-6 col-xl-4">
                  <WatchCard coin={coin} />
                </div>
              ))}
            </div>
          </section>
        </>
      )}
    </DashboardFrame>
  );
}

export { CryptoDashboardPage as Component };
