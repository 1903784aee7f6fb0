/** Small dashboards in the API's shapes, for the pages' tests. */
import type {
  AnalyticsDashboard,
  CryptoDashboard,
  FinanceDashboard,
  ProjectDashboard,
} from '../api/dashboards';

const days = (values: number[]) =>
  values.map((y, index) => ({
    x: `2026-03-${String(10 + index).padStart(2, '0')}T12:00:00.000Z`,
    y,
  }));

const weeks = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const start = 1 + index * 7;
    const pad = (day: number) => String(day).padStart(2, '0');
    return `2026-03-${pad(start)}/2026-03-${pad(start + 6)}`;
  });

export const ANALYTICS: AnalyticsDashboard = {
  visitors: {
    series: {
      'this-year': [{ name: 'Visitors', data: days([410, 420, 433]) }],
      'last-year': [{ name: 'Visitors', data: days([210, 220, 230]) }],
    },
  },
  conversions: {
    amount: 1873,
    labels: weeks(2),
    series: [{ name: 'Conversions', data: [900, 973] }],
  },
  impressions: {
    amount: 5200,
    labels: weeks(2),
    series: [{ name: 'Impressions', data: [2500, 2700] }],
  },
  visits: { amount: 3100, labels: weeks(2), series: [{ name: 'Visits', data: [1500, 1600] }] },
  visitorsVsPageViews: {
    overallScore: 386,
    averageRatio: 41,
    predictedRatio: 48,
    series: [
      { name: 'Page Views', data: days([50, 60]) },
      { name: 'Visitors', data: days([20, 25]) },
    ],
  },
  newVsReturning: { uniqueVisitors: 1000, series: [68, 32], labels: ['New', 'Returning'] },
  gender: { uniqueVisitors: 1000, series: [52, 48], labels: ['Female', 'Male'] },
  age: { uniqueVisitors: 1000, series: [41, 59], labels: ['Under 30', 'Over 30'] },
  language: { uniqueVisitors: 1000, series: [63, 37], labels: ['Spanish', 'Other'] },
};

export const CRYPTO: CryptoDashboard = {
  btc: {
    amount: 61234.57,
    trend: { dir: 'up', amount: 1.42 },
    marketCap: 1_205_493_118_420,
    volume: 28_745_120_337,
    supply: 19_712_506,
    allTimeHigh: 73750.07,
    price: {
      series: [
        {
          name: 'Price',
          data: [
            { x: -2, y: 61000 },
            { x: -1, y: 61100 },
            { x: 0, y: 61234.57 },
          ],
        },
      ],
    },
  },
  prices: { btc: 61234.57, eth: 3012.44, bch: 412.8, xrp: 0.5231 },
  wallets: { btc: 2, eth: 27.5104, bch: 54.2, xrp: 18250.5 },
  watchlist: [
    {
      title: 'Ethereum',
      iso: 'ETH',
      amount: 3012.44,
      trend: { dir: 'up', amount: 2.08 },
      series: [
        {
          name: 'Price',
          data: [
            { x: '09:29', y: 3001 },
            { x: '09:30', y: 3012.44 },
          ],
        },
      ],
    },
    {
      title: 'XRP',
      iso: 'XRP',
      amount: 0.5231,
      trend: { dir: 'down', amount: 0.84 },
      series: [
        {
          name: 'Price',
          data: [
            { x: '09:29', y: 0.53 },
            { x: '09:30', y: 0.5231 },
          ],
        },
      ],
    },
  ],
};

export const FINANCE: FinanceDashboard = {
  accountBalance: {
    growRate: 24.6,
    ami: 38120,
    series: [
      { name: 'Predicted', data: days([30, 31]) },
      { name: 'Actual', data: days([28, 33]) },
    ],
  },
  budget: {
    expenses: 14382.5,
    expensesLimit: 20000,
    savings: 18240.75,
    savingsGoal: 250000,
    bills: 1124.3,
    billsLimit: 1000,
  },
  previousStatement: {
    status: 'paid',
    date: '2026-03-02',
    limit: 34500,
    spent: 21845.6,
    minimum: 6553.68,
  },
  currentStatement: {
    status: 'pending',
    date: '2026-04-01',
    limit: 34500,
    spent: 28390.12,
    minimum: 8517.04,
  },
  recentTransactions: [
    {
      id: 'a1',
      transactionId: '604218733KD',
      name: 'Lucía Romero',
      amount: 2150,
      status: 'completed',
      date: '2026-03-17T09:12:00.000Z',
    },
    {
      id: 'a2',
      transactionId: '604197250PL',
      name: 'Nordic Staffing Ltd.',
      amount: -874.35,
      status: 'pending',
      date: '2026-03-16T16:40:00.000Z',
    },
  ],
};

const issues = (newIssues: number) => ({
  'new-issues': newIssues,
  'closed-issues': 121,
  fixed: 9,
  'wont-fix': 3,
  're-opened': 5,
  'needs-triage': 7,
});

export const PROJECT: ProjectDashboard = {
  githubIssues: {
    overview: { 'this-week': issues(168), 'last-week': issues(152) },
    labels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    series: {
      'this-week': [
        { name: 'New issues', type: 'line', data: [31, 36, 27, 29, 24, 11, 10] },
        { name: 'Closed issues', type: 'column', data: [18, 22, 25, 19, 21, 9, 7] },
      ],
      'last-week': [
        { name: 'New issues', type: 'line', data: [28, 30, 26, 25, 23, 12, 8] },
        { name: 'Closed issues', type: 'column', data: [15, 20, 19, 18, 22, 8, 7] },
      ],
    },
  },
  taskDistribution: {
    overview: {
      'this-week': { new: 412, completed: 338 },
      'last-week': { new: 385, completed: 301 },
    },
    labels: ['API', 'Backend', 'Frontend', 'Issues'],
    series: { 'this-week': [18, 26, 34, 22], 'last-week': [21, 24, 31, 24] },
  },
  schedule: {
    today: [{ title: 'Stand-up', time: '09:00', location: 'Room 2A' }],
    tomorrow: [{ title: 'Quarterly hiring plan', time: '09:30' }],
  },
  budgetDistribution: {
    categories: ['Concept', 'Design'],
    series: [{ name: 'Budget', data: [40, 60] }],
  },
  weeklyExpenses: {
    amount: 3612,
    labels: weeks(2),
    series: [{ name: 'Expenses', data: [3500, 3612] }],
  },
  monthlyExpenses: {
    amount: 14250,
    labels: weeks(2),
    series: [{ name: 'Expenses', data: [14000, 14250] }],
  },
  yearlyExpenses: {
    amount: 162480,
    labels: weeks(2),
    series: [{ name: 'Expenses', data: [16000, 16480] }],
  },
  budgetDetails: {
    columns: [
      'type',
      'total',
      'expensesAmount',
      'expensesPercentage',
      'remainingAmount',
      'remainingPercentage',
    ],
    rows: [
      {
        id: 1,
        type: 'Concept',
        total: 12400,
        expensesAmount: 11652.8,
        expensesPercentage: 93.97,
        remainingAmount: 747.2,
        remainingPercentage: 6.03,
      },
    ],
  },
  teamMembers: [
    {
      id: 'm1',
      avatar: '/api/images/avatars/female-02.svg',
      name: 'Carolina Méndez',
      email: 'carolina.mendez@talento.example',
      phone: '+52 55 4812 3307',
      title: 'Project Director',
    },
  ],
};
