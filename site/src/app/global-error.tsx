"use client";

/**
 * Last resort when even the root layout or the error page fails (spec §8 "Failure to show the error
 * page"): no catalogue, no layout, just the message and a link home.
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "64px 16px" }}>
        <main>
          <h1>An error occurred</h1>
          <p>
            <a href="/">Go to the home page</a>
          </p>
        </main>
      </body>
    </html>
  );
}
