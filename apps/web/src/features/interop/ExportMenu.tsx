// The Export menu: download records as BeerXML or BeerJSON (a menu button, keyboard included).
import { INTEROP_FORMATS, type InteropFormat } from '@wortsmith/core';
import { DropdownMenu } from 'radix-ui';
import { Button, ChevronIcon } from '../../components';
import styles from './Interop.module.css';
import { downloadExport } from './interop-api';

const FORMAT_LABELS: Record<InteropFormat, string> = { beerxml: 'BeerXML', beerjson: 'BeerJSON' };

/** Props of the menu: the export route to download from, and the menu button's words. */
export interface ExportMenuProps {
  path: string;
  label?: string;
}

/** A button opening the two formats; choosing one downloads the file. */
export function ExportMenu({ path, label = 'Export' }: ExportMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">
          {label}
          <ChevronIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4}>
          {INTEROP_FORMATS.map((format) => (
            <DropdownMenu.Item
              key={format}
              className={styles.menuItem}
              // A failed download has already been toasted by the request helper.
              onSelect={() => void downloadExport(path, format).catch(() => undefined)}
            >
              {FORMAT_LABELS[format]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
