import { useContext } from 'react';
import { Navigate } from 'react-router-dom';
import { PageHeadContext } from './pageHead';

/**
 * Sends the visitor elsewhere once a page learns its address names nothing (its data said so).
 * In the browser that is a client-side navigation; on the server a <Navigate> does nothing in a
 * static render, so the page tells the server, which answers an HTTP redirect instead.
 */
export function RedirectTo({ to }: { to: string }) {
  const report = useContext(PageHeadContext);
  if (report) {
    report({ description: '', redirect: to });
    return null;
  }
  return <Navigate to={to} replace />;
}
