import Link from 'next/link';

// Next requires a top-level not-found page; the served 404 pages are the localized ones that
// scripts/postbuild.mjs puts at out/404.html and out/es/404.html in its place.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>404 · Oops! Page not found</h1>
          <p>
            <Link prefetch={false} href="/">
              Return to Home
            </Link>{' '}
            ·{' '}
            <Link prefetch={false} href="/es/">
              Volver al inicio
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
