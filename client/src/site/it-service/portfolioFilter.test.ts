import { DEFAULT_FILTER, filterQuery, filterVariables, readFilter } from './portfolioFilter';

const read = (query: string) => readFilter(new URLSearchParams(query));

describe("the portfolio's filter in the address", () => {
  it('reads the kind, the search and the count the form sends', () => {
    expect(read('')).toEqual({ filter: DEFAULT_FILTER, problem: null });
    expect(read('type=ALL&q=')).toEqual({ filter: DEFAULT_FILTER, problem: null });
    expect(read('type=mobile_app&q=rickshaw%20pay&shown=18&utm_source=x')).toEqual({
      filter: { type: 'MOBILE_APP', q: 'rickshaw pay', shown: 18 },
      problem: null,
    });
  });

  it('uses nothing it cannot use, and says which problem it found', () => {
    for (const query of [
      'type=APP',
      'type=__proto__',
      'shown=0',
      'shown=100',
      'shown=9.5',
      'shown=+9',
      'shown=',
    ])
      expect(read(query)).toEqual({ filter: DEFAULT_FILTER, problem: 'address' });
    for (const query of [`q=${'a'.repeat(101)}`, 'q=a%00b', 'q=line%0Abreak', 'type=APP&q=%7F'])
      expect(read(query)).toEqual({ filter: DEFAULT_FILTER, problem: 'search' });
    expect(read(`q=${'অ'.repeat(100)}`).problem).toBeNull();
  });

  it('writes the address the form would send, and the query the API answers', () => {
    expect(filterQuery(DEFAULT_FILTER)).toBe('');
    const filter = { type: 'SOFTWARE', q: ' krishi & co ', shown: 18 } as const;
    expect(filterQuery(filter)).toBe('?type=SOFTWARE&q=krishi+%26+co&shown=18');
    expect(read(filterQuery(filter).slice(1)).filter).toEqual({ ...filter, q: 'krishi & co' });
    expect(filterVariables(filter)).toEqual({
      page: 1,
      pageSize: 18,
      search: 'krishi & co',
      type: 'SOFTWARE',
    });
    expect(filterVariables(DEFAULT_FILTER)).toEqual({
      page: 1,
      pageSize: 9,
      search: null,
      type: null,
    });
  });
});
