import { screen, within } from '@testing-library/react';
import { CRYPTO } from '../testing/fixtures';
import { chartSeries, renderDashboard } from '../testing/render-dashboard';
import { CryptoDashboardPage } from './CryptoDashboardPage';

describe('CryptoDashboardPage', () => {
  it('shows bitcoin with its price chart, the wallets and the watchlist', async () => {
    const { user } = renderDashboard('crypto', <CryptoDashboardPage />, CRYPTO);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crypto dashboard' }),
    ).toBeInTheDocument();
    const bitcoin = await screen.findByRole('region', { name: 'Bitcoin' });
    expect(bitcoin).toHaveTextContent('$61,234.57');
    expect(bitcoin).toHaveTextContent('Up1.42%');
    expect(bitcoin).toHaveTextContent('Market cap$1.21T');
    expect(bitcoin).toHaveTextContent('All-time high$73,750.07');
    const price = within(bitcoin).getByRole('figure', { name: 'BTC price, by the minute' });
    expect(chartSeries(await within(price).findByRole('img'))).toEqual([[61000, 61100, 61234.57]]);

    const wallets = screen.getByRole('region', { name: 'Wallets' });
    expect(wallets).toHaveTextContent('Balance2 BTC');
    expect(wallets).toHaveTextContent('Worth$122,469.14');
    await user.selectOptions(within(wallets).getByLabelText('Wallet'), 'eth');
    expect(wallets).toHaveTextContent('Balance27.5104 ETH');
    const amount = within(wallets).getByLabelText('Amount (ETH)');
    await user.clear(amount);
    await user.type(amount, '2');
    expect(wallets).toHaveTextContent('It is worth $6,024.88');

    const watched = screen.getAllByTestId('dash-watch');
    expect(watched).toHaveLength(2);
    expect(watched[1]).toHaveTextContent('XRP');
    expect(watched[1]).toHaveTextContent('$0.5231');
    expect(watched[1]).toHaveTextContent('Down0.84%');
    expect(
      chartSeries(
        await within(
          within(watched[1]).getByRole('figure', { name: 'XRP price, by the minute' }),
        ).findByRole('img'),
      ),
    ).toEqual([[0.53, 0.5231]]);
  });
});
