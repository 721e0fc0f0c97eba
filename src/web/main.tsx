import './styles.css';

// React and the app are evaluated in tasks of their own instead of one long one: the browser
// can answer in between.
void import('react-dom/client').then(() => import('./start')).then(({ start }) => start());
