// The signed-in frame (SPEC §2.2-2.3): the sidebar beside the main area; on phones (<= 760 px) a top
// bar whose menu button opens the same navigation in a Radix Dialog sheet. Logout lives here because
// it resets both the session and the sidebar. A new account is offered "Set up your brewery" here, once.
// The connectivity indicator sits under the sidebar's brand, and in the phone's top bar (a row of its
// own, while it has something to say). The alerts button with its unread count sits under the sidebar's
// brand, and beside the phone's menu button.
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { MenuIcon } from '../../components/Icons';
import { MugIcon } from '../../components/MugIcon';
import { loadToasts } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { AlertsButton } from '../alerts/AlertsButton';
import { logOut } from '../auth/account-api';
import { useOutboxSync } from '../batches/use-outbox-sync';
import styles from './AppLayout.module.css';
import { ConnectionStatus } from './ConnectionStatus';
import { useInventoryOpen } from './inventory-state';
import { Sidebar, type SidebarProps } from './Sidebar';

/** "Set up your brewery", loaded only for an account that has not been through it. */
const BrewerySetupDialog = lazy(() => import('../settings/BrewerySetupDialog'));

/** Layout route element of every signed-in screen (app/SignedInArea.tsx gives it server state). */
export function AppLayout() {
  const setUp = useSession()?.setUp;
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [inventoryOpen, setInventoryOpen, resetInventory] = useInventoryOpen();
  const [menuOpen, setMenuOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Brew-day changes made offline go to the server whenever there is a network.
  useOutboxSync();
  // Signed-in screens toast often: have the library ready before the first one.
  useEffect(() => void loadToasts(), []);

  const logout = () => {
    setMenuOpen(false);
    resetInventory();
    logOut();
    queryClient.clear();
    navigate('/', { replace: true });
  };

  const sidebar = (extra: Pick<SidebarProps, 'onNavigate' | 'status'>) => (
    <Sidebar
      inventoryOpen={inventoryOpen}
      onInventoryOpenChange={setInventoryOpen}
      onLogout={logout}
      {...extra}
    />
  );

  const main = (
    <main className={styles.main} id="main" tabIndex={-1}>
      <div className={styles.content}>
        <Outlet />
      </div>
      {setUp === false && (
        <Suspense fallback={null}>
          <BrewerySetupDialog />
        </Suspense>
      )}
    </main>
  );

  const skipLink = (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );

  if (!isPhone) {
    return (
      <div className={styles.layout}>
        {skipLink}
        <aside className={styles.aside}>
          {sidebar({
            status: (
              <>
                <AlertsButton place="sidebar" />
                <ConnectionStatus className={styles.sidebarConnection} />
              </>
            ),
          })}
        </aside>
        {main}
      </div>
    );
  }

  return (
    <div className={styles.phone}>
      {skipLink}
      <header className={styles.topbar}>
        <Link className={styles.topbarBrand} to="/Main">
          <MugIcon />
          Wortsmith
        </Link>
        <AlertsButton place="topbar" />
        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Dialog.Trigger className={styles.menuButton}>
            <MenuIcon />
            Menu
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className={styles.sheetOverlay} />
            <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
              <Dialog.Title className="visually-hidden">Navigation</Dialog.Title>
              {sidebar({ onNavigate: () => setMenuOpen(false) })}
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <ConnectionStatus className={styles.topbarConnection} />
      </header>
      {main}
    </div>
  );
}
