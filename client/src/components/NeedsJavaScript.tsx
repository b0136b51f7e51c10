import ui from '../site/ui/ui.module.css';

/**
 * Shown only when JavaScript is off: the server-rendered form is there, but sending it needs the
 * app (uploads, pickers, sign-in). The contact form is the one that works without it.
 */
export function NeedsJavaScript({ what = 'This form' }: { what?: string }) {
  return (
    <noscript>
      <div className={ui.errorBox} role="note">
        <strong>{what} needs JavaScript</strong>
        <p>
          Turn JavaScript on in your browser to use it, or reach us through the contact page, which
          works without it.
        </p>
      </div>
    </noscript>
  );
}
