import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';
import { AppProviders } from './providers';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

initI18n();
createRoot(container).render(<AppProviders />);
