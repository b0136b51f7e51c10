import { useContext } from 'react';
import { Navigate } from 'react-router-dom';
import { useLocalePath } from '../i18n/i18n';
import { PageHeadContext } from './pageHead';

/**
 * Sends the visitor elsewhere once a page learns its address names nothing (its data said so).
 * In the browser that is a client-side navigation; on the server a <Navigate> does nothing in a
 * static render, so the page tells the server, which answers an HTTP redirect instead.
 */
export function RedirectTo({ to }: { to: string }) {
  const report = useContext(PageHeadContext);
  // The router adds the language's prefix to `to`; the server's redirect needs it written out.
  const inLanguage = useLocalePath();
  if (report) {
    report({ description: '', redirect: inLanguage(to) });
    return null;
  }
  return <Navigate to={to} replace />;
}
