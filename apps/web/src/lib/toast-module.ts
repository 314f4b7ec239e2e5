// What notify.ts loads on the first toast: react-toastify without its runtime style injection (the
// server's CSP allows only same-origin style sheets) plus its style sheet as a bundled CSS file.
import 'react-toastify/ReactToastify.css';

export { ToastContainer, toast } from 'react-toastify/unstyled';
