// Help on a technical field or figure: a small info button whose tooltip says what the value is. The
// Radix tooltip opens on hover and on keyboard focus and names the button's description for screen
// readers; a click or tap toggles it too, so touch users can read it.
import { Tooltip } from 'radix-ui';
import { useRef, useState } from 'react';
import { InfoIcon } from './Icons';
import styles from './InfoHint.module.css';

/** Props of InfoHint: `subject` names the button ("About Potential Extract"), `text` is the help. */
export interface InfoHintProps {
  subject: string;
  text: string;
}

/** An info button with a help tooltip. */
export function InfoHint({ subject, text }: InfoHintProps) {
  const [open, setOpen] = useState(false);
  // Radix closes the tooltip on pointer down; remember whether it was open so the click toggles.
  const openAtPointerDown = useRef<boolean | null>(null);
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className={styles.button}
            onPointerDown={() => {
              openAtPointerDown.current = open;
            }}
            onClick={(event) => {
              // Keep Radix from closing on click: a click or tap toggles the help instead.
              event.preventDefault();
              const wasOpen = openAtPointerDown.current ?? open;
              openAtPointerDown.current = null;
              setOpen(!wasOpen);
            }}
          >
            <InfoIcon />
            {/* Named by its text, not aria-label, so it never answers to its field's label. */}
            <span className="visually-hidden">About {subject}</span>
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className={styles.content} side="top" sideOffset={4} collisionPadding={8}>
            {text}
            <Tooltip.Arrow className={styles.arrow} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
