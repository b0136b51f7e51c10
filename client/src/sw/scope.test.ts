import { isBuiltFile, isPublicFormPost, isPublicPage } from './scope';

describe('what the service worker may keep', () => {
  it('keeps the public pages in both languages', () => {
    for (const path of [
      '/',
      '/bn',
      '/pages/about-us',
      '/bn/pages/news/7',
      '/parcel',
      '/parcel/merchant-registration',
      '/it-service',
      '/registration/driver',
      '/booking',
      '/bn/status',
      '/offline',
      '/bn/offline',
    ]) {
      expect([path, isPublicPage(path)]).toEqual([path, true]);
    }
  });

  it('never keeps the back office, sign-in, the API or GraphQL', () => {
    for (const path of [
      '/dashbord',
      '/dashbord/messages',
      '/login',
      '/pages/login',
      '/api/contact',
      '/graphql',
      '/uploads/a.jpg',
      '/bn/dashbord',
      '/bookingx',
      '/privacy/request',
      '/bn/pages/login',
    ]) {
      expect([path, isPublicPage(path)]).toEqual([path, false]);
    }
  });

  it('takes only the build output for files named by their content', () => {
    expect(isBuiltFile('/assets/site-abc.css')).toBe(true);
    expect(isBuiltFile('/islands/load-abc.js')).toBe(true);
    expect(isBuiltFile('/art/city.svg')).toBe(false);
  });
});

describe('the plain forms a failed post is explained for', () => {
  it('are the public pages and the lite switch, in both languages', () => {
    for (const path of ['/bn/status', '/pages/your-data', '/lite', '/bn/lite']) {
      expect([path, isPublicFormPost(path)]).toEqual([path, true]);
    }
    for (const path of ['/login', '/graphql', '/api/contactus', '/dashbord', '/litex']) {
      expect([path, isPublicFormPost(path)]).toEqual([path, false]);
    }
  });
});
