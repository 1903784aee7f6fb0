import { QueryClient } from '@tanstack/react-query';
import { parseListParams } from '../../../components/data-table/list-params';
import { jsonResponse, stubFetch } from '../../../test/fetch';
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

  it('prefetches the page the screen will ask for, under the same key', async () => {
    const page = { items: [], total: 0, page: 1, size: 10 };
    const fetchStub = stubFetch(() => jsonResponse(page));
    const queryClient = new QueryClient();
    await prefetch(queryClient, new URL('http://x/apps/listadovacanciaInterna?status=paused'));

    const requested = new URL(fetchStub.mock.calls[0][0].url);
    expect(requested.pathname).toBe('/api/vacancies');
    expect(requested.searchParams.get('status')).toBe('paused');
    const screenKey = vacanciesQuery(vacancyListQuery(paramsOf('status=paused'))).queryKey;
    expect(queryClient.getQueryData(screenKey)).toEqual(page);
  });
});
