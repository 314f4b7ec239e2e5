// The sidebar (SPEC §2.3): Equipments, the collapsible Inventory group (Radix Collapsible, state in
// session storage), Recipes, Settings, Changelog, Logout and the version label. The active item
// carries aria-current="page" and is highlighted.
import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronIcon } from '../../components/Icons';
import { MugIcon } from '../../components/MugIcon';
import { useSession } from '../../lib/session';
import {
  EQUIPMENT_ITEM,
  INVENTORY_ITEMS,
  isActiveItem,
  type NavItem,
  TRAILING_ITEMS,
  VERSION_LABEL,
} from './navigation';
import styles from './Sidebar.module.css';

/** Props of Sidebar. */
export interface SidebarProps {
  inventoryOpen: boolean;
  onInventoryOpenChange: (open: boolean) => void;
  onLogout: () => void;
  /** Called after a link is followed (the phone menu closes itself). */
  onNavigate?: () => void;
  /** Shown under the brand: the connectivity indicator beside the main area (the phone has it in its top bar). */
  status?: ReactNode;
}

function NavLinkItem({
  item,
  pathname,
  onNavigate,
}: {
  item: NavItem;
  pathname: string;
  onNavigate?: () => void;
}) {
  const active = isActiveItem(item, pathname);
  return (
    <li>
      <Link
        className={styles.item}
        to={item.to}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        {item.label}
      </Link>
    </li>
  );
}

/** The navigation column. */
export function Sidebar({
  inventoryOpen,
  onInventoryOpenChange,
  onLogout,
  onNavigate,
  status,
}: SidebarProps) {
  const { pathname } = useLocation();
  const session = useSession();
  const linkProps = { pathname, ...(onNavigate ? { onNavigate } : {}) };
  // With the group closed, its trigger shows that the current screen is inside it.
  const inventoryActive = INVENTORY_ITEMS.some((item) => isActiveItem(item, pathname));
  return (
    <nav className={styles.nav} aria-label="Main">
      <Link className={styles.brand} to="/Main" onClick={onNavigate}>
        <MugIcon />
        Wortsmith
      </Link>
      {status}
      <ul className={styles.list}>
        <NavLinkItem item={EQUIPMENT_ITEM} {...linkProps} />
        <li>
          <Collapsible.Root open={inventoryOpen} onOpenChange={onInventoryOpenChange}>
            <Collapsible.Trigger
              className={styles.groupTrigger}
              data-contains-current={inventoryActive && !inventoryOpen ? 'true' : undefined}
            >
              Inventory
              <ChevronIcon className={styles.chevron} />
            </Collapsible.Trigger>
            <Collapsible.Content>
              <ul className={styles.sublist}>
                {INVENTORY_ITEMS.map((item) => (
                  <NavLinkItem key={item.to} item={item} {...linkProps} />
                ))}
              </ul>
            </Collapsible.Content>
          </Collapsible.Root>
        </li>
        {TRAILING_ITEMS.map((item) => (
          <NavLinkItem key={item.to} item={item} {...linkProps} />
        ))}
      </ul>
      <div className={styles.footer}>
        {session?.name ? <span className={styles.user}>{session.name}</span> : null}
        <button type="button" className={styles.logout} onClick={onLogout}>
          Logout
        </button>
        <span className={styles.version}>{VERSION_LABEL}</span>
      </div>
    </nav>
  );
}
