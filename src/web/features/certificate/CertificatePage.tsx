import { Download, ExternalLink, FileJson, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { pages } from '@domain/routes';
import type { PublicCertificate } from '@domain/certificate-api';
import { CERTIFICATE_NOT_FOUND } from '@domain/assessment-rules';
import { LoadError } from '@web/components/LoadError';
import { buttonClasses } from '@web/components/ui/Button';
import { Trans } from '@web/i18n/Trans';
import { msg, useT } from '@web/i18n/translate';
import { usePageMeta } from '@web/lib/page-meta';
import { CertificateCard } from './CertificateCard';
import { CertificateNotFoundError, usePublicCertificate } from './certificate-public-api';
import { ShareLink } from './ShareLink';

const NOT_FOUND_DESCRIPTION = msg('There is no certificate to show at this address.');

/** Hides the site's header, footer and the page's buttons on paper: the certificate prints alone. */
const PRINT_STYLE = `@media print {
  #root > div > header, #root > div > footer, [data-print-hidden] { display: none !important; }
  html, body { background: #fff !important; }
}`;

function CertificateNotFound() {
  const t = useT();
  usePageMeta(CERTIFICATE_NOT_FOUND, NOT_FOUND_DESCRIPTION);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <SearchX aria-hidden="true" className="size-12 text-slate-400 dark:text-slate-500" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {t(CERTIFICATE_NOT_FOUND)}
      </h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        <Trans
          text="No certificate is shown at this address: the link may be mistyped, or its owner has hidden it. Go back to the <link>CodeNest home page</link>."
          parts={{
            link: (label) => (
              <Link
                to="/"
                className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
              >
                {label}
              </Link>
            ),
          }}
        />
      </p>
    </section>
  );
}

function CertificateActions({ certificate }: { certificate: PublicCertificate }) {
  const t = useT();
  return (
    <section
      aria-labelledby="actions-title"
      data-print-hidden
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="actions-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('Keep and share it')}
      </h2>
      <div className="flex flex-wrap gap-3">
        <a href={certificate.pdfUrl} download className={buttonClasses('primary')}>
          <Download aria-hidden="true" className="size-4" />
          {t('Download PDF')}
        </a>
        <a
          href={certificate.linkedInUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary')}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          <Trans
            text="Add to LinkedIn profile <hint>(opens in a new tab)</hint>"
            parts={{ hint: (hint) => <span className="sr-only">{hint}</span> }}
          />
        </a>
        <a href={certificate.credentialUrl} className={buttonClasses('secondary')}>
          <FileJson aria-hidden="true" className="size-4" />
          {t('Verifiable credential (JSON)')}
        </a>
        <ShareLink url={certificate.url} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(
          'The verifiable credential is this certificate as an Open Badges 3.0 file signed by {{issuer}}: anyone can check its signature with the site’s published key, without this page.',
          { issuer: certificate.verifiedBy },
        )}
      </p>
    </section>
  );
}

function FoundCertificate({ certificate }: { certificate: PublicCertificate }) {
  usePageMeta(pages.certificate.title, pages.certificate.description);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8 print:max-w-none print:p-0">
      <style>{PRINT_STYLE}</style>
      <CertificateCard certificate={certificate} />
      <CertificateActions certificate={certificate} />
    </div>
  );
}

/** /certificates/:id: the public page of one certificate, checked on the server at each visit. */
export function CertificatePage() {
  const { id = '' } = useParams();
  const query = usePublicCertificate(id);
  if (query.data) return <FoundCertificate certificate={query.data} />;
  if (query.error instanceof CertificateNotFoundError) return <CertificateNotFound />;
  return (
    <CertificateLoading
      error={query.error}
      retry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

function CertificateLoading({
  error,
  retry,
  retrying,
}: {
  error: Error | null;
  retry: () => void;
  retrying: boolean;
}) {
  const t = useT();
  usePageMeta(pages.certificate.title, pages.certificate.description);
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="sr-only">{t(pages.certificate.title)}</h1>
      {error ? (
        <LoadError message={error.message} onRetry={retry} retrying={retrying} />
      ) : (
        <p role="status" className="text-center text-slate-600 dark:text-slate-400">
          {t('Checking the certificate...')}
        </p>
      )}
    </div>
  );
}
