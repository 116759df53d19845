export const metadata = { title: 'Floor' };

/** The framework's floor: the smallest App Router page, measured beside the site by the benches. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
