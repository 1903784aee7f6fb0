import { QueryClient } from '@tanstack/react-query';
import { parseListParams } from '../../../components/data-table/list-params';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { favouriteTargetsQuery } from '../api/favourites';
import { vacanciesQuery } from '../api/vacancies';
import { prefetch, VACANCY_LIST, vacancyListQuery } from './vacancy-list-query';

const paramsOf = (search: string) => parseListParams(new URLSearchParams(search), VACANCY_LIST);

describe('the vacancy list’s query', () => {
  it('types the filters of the URL and drops values the API does not know', () => {
    expect(
      vacancyListQuery(
        paramsOf(
          'status=open&internal=false&modality=remote&companyId=c1&q=%20nurse%20&sort=title&order=asc&page=2',
        ),
      ),
    ).toEqual({
      status: 'open',
      internal: false,
      modality: 'remote',
      companyId: 'c1',
      categoryId: undefined,
      search: 'nurse',
      sort: 'title',
      order: 'asc',
      page: 2,
      size: 10,
    });
    expect(vacancyListQuery(paramsOf('status=gone&modality=moon&internal=maybe'))).toMatchObject({
      status: undefined,
      modality: undefined,
      internal: undefined,
    });
  });

  it('prefetches the page and the stars the screen will ask for, under the same keys', async () => {
    const page = { items: [], total: 0, page: 1, size: 10 };
    const stars = {
      items: [{ id: 'f1', kind: 'vacancy', targetId: 'v7' }],
      pagination: { length: 1, size: 100, page: 1, lastPage: 1, startIndex: 0, endIndex: 0 },
    };
    const fetchStub = stubFetch((request) =>
      jsonResponse(new URL(request.url).pathname === '/api/favourites' ? stars : page),
    );
    const queryClient = new QueryClient();
    await prefetch(queryClient, new URL('http://x/apps/listadovacanciaInterna?status=paused'));

    const requested = fetchStub.mock.calls.map(([request]) => new URL(request.url));
    const vacancies = requested.find((url) => url.pathname === '/api/vacancies');
    expect(vacancies?.searchParams.get('status')).toBe('paused');
    const screenKey = vacanciesQuery(vacancyListQuery(paramsOf('status=paused'))).queryKey;
    expect(queryClient.getQueryData(screenKey)).toEqual(page);
    expect(queryClient.getQueryData(favouriteTargetsQuery('vacancy').queryKey)).toEqual(['v7']);
  });
});
