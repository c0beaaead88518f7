// Next requires a top-level not-found page; the served 404 pages are the localized ones that
// scripts/postbuild.mjs puts at out/404.html and out/es/404.html in its place. Plain links:
// next/link here would add the router's link code to a second chunk of every page.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>404 · Oops! Page not found</h1>
          <p>
            <a href="/">Return to Home</a> · <a href="/es/">Volver al inicio</a>
          </p>
        </main>
      </body>
    </html>
  );
}
