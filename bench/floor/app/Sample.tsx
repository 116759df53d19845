/** The text the font references paint: the home page's heading and a line of body text. */
export function Sample({ main, heading }: { main: string; heading: string }) {
  return (
    <main className={main}>
      <h1 className={heading}>We are committed to quality services &amp; products</h1>
      <p>We bring success to our customers.</p>
    </main>
  );
}
