import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/Logo';
import { LoadingBar } from '../LoadingBar';
import { ToolbarActions } from '../toolbar/ToolbarActions';

/**
 * A clean top bar with the product, the screen in a width-limited column and a footer.
 * Stands in for the full shell (navigation, toolbar) until that arrives.
 */
export function MinimalLayout() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <div className="app-layout app-layout--minimal" data-layout="minimal">
      <LoadingBar />
      <header className="app-topbar">
        <Container className="app-topbar__inner">
          <Link to="/" className="app-brand" aria-label={t('shell.homeLink')}>
            <Logo size={32} />
            <span className="app-brand__name">{t('common.appName')}</span>
          </Link>
          <ToolbarActions />
        </Container>
      </header>
      <main className="app-layout__main">
        <Container>
          <Outlet />
        </Container>
      </main>
      <footer className="app-footer">
        <Container>{t('shell.footer.copyright', { year })}</Container>
      </footer>
    </div>
  );
}
