// A new share link's URL, the one time it is shown: in a read-only field (selected on focus, to copy by
// hand) with "Copy link", which says "Copied" beside it once the clipboard has it.
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { fieldControlClass } from '../../components/Field';
import { notifyError } from '../../lib/notify';
import styles from './Sharing.module.css';

/** How long "Copied" stays beside the button. */
const COPIED_MS = 4000;

/** The URL with its Copy link button. */
export function CopyLinkField({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    (clipboard ? clipboard.writeText(url) : Promise.reject(new Error('No clipboard'))).then(
      () => setCopied(true),
      () => notifyError('Copying is not available here: select the link and copy it.'),
    );
  };
  return (
    <div className={styles.link}>
      <label className={styles.linkLabel} htmlFor="share-url">
        Link
      </label>
      <div className={styles.linkRow}>
        <input
          id="share-url"
          className={fieldControlClass}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy}>
          Copy link
        </Button>
      </div>
      <p className={styles.copied} role="status">
        {copied ? 'Copied' : ''}
      </p>
    </div>
  );
}
