import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(<AppProviders />);
