// Browser entry: mounts the toasts and the router into #root. Server state (TanStack Query) is
// provided by the signed-in layout, so the login screen does not download it.
// The design tokens and base styles come first, so the stylesheet keeps them before the component
// styles of the login screen, which the entry holds.
import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/routes';
import { ToastHost } from './components/ToastHost';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToastHost />
    </StrictMode>,
  );
}
